"""The Dumble controls bar: what to do now, and the Discard and Dumble! buttons."""

from __future__ import annotations

from PySide6.QtCore import Signal

from desktop.table.controls import ControlsBar
from desktop.table.hand_order import SortButton
from desktop.table.keys import KeyHelp
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

# Help > Keys: this table's own keys (see desktop/table/keys.py).
KEYS: tuple[KeyHelp, ...] = (
    ("Ctrl+Return", QT_TRANSLATE_NOOP("TableKeys", "Discard the selected cards")),
    ("Ctrl+D", QT_TRANSLATE_NOOP("TableKeys", "Call Dumble! with 10 points or less in hand")),
    ("S", QT_TRANSLATE_NOOP("TableKeys", "Draw from the stock")),
    ("1, 2, 3, 4", QT_TRANSLATE_NOOP("TableKeys", "Take that card of the discards on offer")),
)


# The buttons' words; their tips are their keys' lines above.
_TEXTS = (
    ("discard_button", QT_TRANSLATE_NOOP("Controls", "Discard")),
    ("call_button", QT_TRANSLATE_NOOP("Controls", "Dumble!")),
)


class Controls(ControlsBar):
    """Under the table: what to do now, and the Discard and Dumble! buttons."""

    discard_clicked = Signal()
    call_clicked = Signal()
    STATUS_NAME = "dumbleStatus"
    TEXT_CONTEXT = "Controls"
    TEXTS = _TEXTS
    KEYS = KEYS

    def build(self) -> None:
        self.discard_button = self.add_button("discardButton", self.discard_clicked, "Ctrl+Return")
        self.call_button = self.add_button("callButton", self.call_clicked, "Ctrl+D")
        self.sort_button = self.add(SortButton("sortButton"))
