"""The Stonehenge controls bar: what to do now, and the Seal and Pass buttons."""

from __future__ import annotations

from PySide6.QtCore import Signal

from desktop.table.controls import ControlsBar
from desktop.table.hand_order import SortButton
from desktop.table.keys import KeyHelp
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

# Help > Keys: this table's own keys (see desktop/table/keys.py).
KEYS: tuple[KeyHelp, ...] = (
    ("Ctrl+Return", QT_TRANSLATE_NOOP("TableKeys", "Seal the cards laid as your bid")),
    ("Ctrl+P", QT_TRANSLATE_NOOP("TableKeys", "Bid nothing for this stone")),
    ("←, →", QT_TRANSLATE_NOOP("TableKeys", "Walk the cards of your hand")),
)


# The buttons' words; their tips are their keys' lines above.
_TEXTS = (
    ("seal_button", QT_TRANSLATE_NOOP("StonehengeTable", "Seal bid")),
    ("pass_button", QT_TRANSLATE_NOOP("StonehengeTable", "Pass")),
)


class Controls(ControlsBar):
    """Under the table: what to do now, Seal (the bid laid so far) and Pass."""

    seal_clicked = Signal()
    pass_clicked = Signal()

    STATUS_NAME = "stonehengeStatus"
    TEXT_CONTEXT = "StonehengeTable"
    TEXTS = _TEXTS
    KEYS = KEYS

    def build(self) -> None:
        self.seal_button = self.add_button("sealButton", self.seal_clicked, "Ctrl+Return")
        self.pass_button = self.add_button("passButton", self.pass_clicked, "Ctrl+P")
        self.sort_button = self.add(SortButton("sortButton"))
