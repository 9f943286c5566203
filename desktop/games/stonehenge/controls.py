"""The Stonehenge controls bar: what to do now, and the Seal and Pass buttons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal

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


class Controls(ControlsBar):
    """Under the table: what to do now, Seal (the bid laid so far) and Pass."""

    seal_clicked = Signal()
    pass_clicked = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__("stonehengeStatus", parent)
        self.seal_button = self.add_button("sealButton", self.seal_clicked, "Ctrl+Return")
        self.pass_button = self.add_button("passButton", self.pass_clicked, "Ctrl+P")
        self.sort_button = self.add(SortButton("sortButton"))
        self.retranslate()

    def retranslate(self) -> None:
        self.seal_button.setText(QCoreApplication.translate("StonehengeTable", "Seal bid"))
        self.seal_button.setToolTip(
            QCoreApplication.translate(
                "StonehengeTable", "Seal the cards laid as your bid (Ctrl+Enter)"
            )
        )
        self.pass_button.setText(QCoreApplication.translate("StonehengeTable", "Pass"))
        self.pass_button.setToolTip(
            QCoreApplication.translate("StonehengeTable", "Bid nothing for this stone (Ctrl+P)")
        )
