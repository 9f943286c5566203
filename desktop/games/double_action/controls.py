"""Double Action's controls bar: what to do now, Pass, and the series choice."""

from __future__ import annotations

from PySide6.QtCore import Signal

from desktop.table.controls import ControlsBar
from desktop.table.hand_order import SortButton
from desktop.table.keys import KeyHelp
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

MOST_CHOICES = 6  # a line of ten leaves at most six runs of five


# Help > Keys: this table's own keys (see desktop/table/keys.py).
KEYS: tuple[KeyHelp, ...] = (
    ("Ctrl+P", QT_TRANSLATE_NOOP("TableKeys", "Pass, when no card of your hand can be laid")),
    ("←, →, ↑, ↓", QT_TRANSLATE_NOOP("TableKeys", "Move across the grid")),
    ("Space, Enter", QT_TRANSLATE_NOOP("TableKeys", "Choose the cell in focus")),
)


class DoubleActionControls(ControlsBar):
    """Under the table: the status line, the Pass button, and when a line of six or
    more leaves a choice, one button per run of five the engine offers."""

    pass_clicked = Signal()
    choice_clicked = Signal(int)  # the index of the offered run

    STATUS_NAME = "doubleActionStatus"
    TEXT_CONTEXT = "DoubleActionControls"
    TEXTS = (("pass_button", QT_TRANSLATE_NOOP("DoubleActionControls", "Pass")),)
    KEYS = KEYS  # Pass's tip is its key's line

    def build(self) -> None:
        self.choice_buttons = []
        for index in range(MOST_CHOICES):
            button = self.add_button(
                f"seriesChoice{index}",
                lambda _checked=False, i=index: self.choice_clicked.emit(i),
                width=120,
            )
            button.hide()
            self.choice_buttons.append(button)
        self.pass_button = self.add_button("passButton", self.pass_clicked, "Ctrl+P")
        self.sort_button = self.add(SortButton("sortButton"))

    def set_choices(self, labels: list[str]) -> None:
        """Show one button per offered run (none: the buttons hide)."""
        for index, button in enumerate(self.choice_buttons):
            if index < len(labels):
                button.setText(labels[index])
                button.show()
            else:
                button.hide()
