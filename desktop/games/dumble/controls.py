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


class Controls(ControlsBar):
    """Under the table: what to do now, and the Discard and Dumble! buttons."""

    discard_clicked = Signal()
    call_clicked = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__("dumbleStatus", parent)
        self.discard_button = self.add_button("discardButton", self.discard_clicked, "Ctrl+Return")
        self.call_button = self.add_button("callButton", self.call_clicked, "Ctrl+D")
        self.sort_button = self.add(SortButton("sortButton"))
        self.retranslate()

    def retranslate(self) -> None:
        self.discard_button.setText(self.tr("Discard"))
        self.discard_button.setToolTip(self.tr("Discard the selected cards (Ctrl+Enter)"))
        self.call_button.setText(self.tr("Dumble!"))
        self.call_button.setToolTip(self.tr("Call Dumble! with 10 points or less in hand (Ctrl+D)"))
