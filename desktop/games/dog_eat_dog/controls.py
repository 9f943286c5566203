"""The Dog Eat Dog controls bar: what to do now, Back, the Treehouse die toggle and
Roll, Skip, and No attack."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox

from desktop.table.controls import ControlsBar
from desktop.table.keys import KeyHelp
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

# Help > Keys: this table's own keys (see desktop/table/keys.py).
KEYS: tuple[KeyHelp, ...] = (
    ("Escape", QT_TRANSLATE_NOOP("TableKeys", "Choose again, before any die is rolled")),
    ("Ctrl+Return", QT_TRANSLATE_NOOP("TableKeys", "Roll the dice of the attack")),
    ("Ctrl+K", QT_TRANSLATE_NOOP("TableKeys", "Leave the Treehouse die unused")),
    ("Ctrl+P", QT_TRANSLATE_NOOP("TableKeys", "Attack nobody this turn")),
)


# The widgets' words; the buttons' tips are their keys' lines above.
_TEXTS = (
    ("back_button", QT_TRANSLATE_NOOP("DogEatDogControls", "Back")),
    (
        "treehouse_box",
        QT_TRANSLATE_NOOP("DogEatDogControls", "Treehouse die"),
        QT_TRANSLATE_NOOP(
            "DogEatDogControls", "Roll the Treehouse die in place of one of the attacker's dice"
        ),
    ),
    ("roll_button", QT_TRANSLATE_NOOP("DogEatDogControls", "Roll")),
    ("skip_button", QT_TRANSLATE_NOOP("DogEatDogControls", "Skip")),
    ("decline_button", QT_TRANSLATE_NOOP("DogEatDogControls", "No attack")),
)


class DogEatDogControls(ControlsBar):
    """Under the table: the status line and the buttons of the step under way."""

    back_clicked = Signal()
    roll_clicked = Signal(bool)  # with the Treehouse die or not
    skip_clicked = Signal()
    decline_clicked = Signal()
    STATUS_NAME = "dogEatDogStatus"
    TEXT_CONTEXT = "DogEatDogControls"
    TEXTS = _TEXTS
    KEYS = KEYS

    def build(self) -> None:
        self.back_button = self.add_button("backButton", self.back_clicked, "Escape", width=100)
        self.treehouse_box = self.add(QCheckBox())
        self.treehouse_box.setObjectName("treehouseToggle")
        self.roll_button = self.add_button(
            "rollButton",
            lambda: self.roll_clicked.emit(self.treehouse_box.isChecked()),
            "Ctrl+Return",
            width=110,
        )
        self.skip_button = self.add_button("skipButton", self.skip_clicked, "Ctrl+K", width=100)
        # Ctrl+P as Pass at the other tables (Ctrl+N is Game > New match).
        self.decline_button = self.add_button("declineButton", self.decline_clicked, "Ctrl+P")

    def show_step(self, back: bool, roll: bool, skip: bool, decline: bool) -> None:
        """Enable the buttons of the legal actions; the Treehouse toggle and Roll show
        only when the die is to be rolled."""
        self.back_button.setEnabled(back)
        self.roll_button.setVisible(roll)
        self.roll_button.setEnabled(roll)
        self.treehouse_box.setVisible(roll)
        self.skip_button.setVisible(skip)
        self.skip_button.setEnabled(skip)
        self.decline_button.setEnabled(decline)
