"""The order in which a player keeps the cards in their hand: as dealt, sorted by rank
or by suit, or as they dragged them. It is the player's own arrangement (nothing of
the rules): the scene lays the hand out in `arrange(hand)` order, a drag on the table
sets a custom order (`TableScene` handles the pointer), and the controls bar's
`SortButton` picks a mode.

A card that arrives in a custom-ordered hand goes to the end, where a player who
arranges their cards by hand expects a new one; a sorted hand stays sorted."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QToolButton

from desktop.table.controls import BUTTON_HEIGHT
from desktop.table.text import Retranslating

DEALT, BY_RANK, BY_SUIT, CUSTOM = "dealt", "rank", "suit", "custom"
MODES = (DEALT, BY_RANK, BY_SUIT)


def mode_name(mode: str) -> str:
    """How the Sort menu names an order, in the current language."""
    if mode == BY_RANK:
        return QCoreApplication.translate("HandOrder", "By rank")
    if mode == BY_SUIT:
        return QCoreApplication.translate("HandOrder", "By suit")
    return QCoreApplication.translate("HandOrder", "As dealt")


class HandOrder:
    """One player's arrangement of their hand. `rank_of` and `suit_of` tell a card's
    rank and suit as the faces show them (for sorting only)."""

    def __init__(self, rank_of: Callable[[int], int], suit_of: Callable[[int], int]) -> None:
        self.rank_of, self.suit_of = rank_of, suit_of
        self.mode = DEALT
        self.custom: list[int] = []

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown hand order {mode!r}")
        self.mode = mode
        self.custom = []

    def arrange(self, hand: Sequence[int]) -> list[int]:
        """`hand` (the observation's order) in the player's order."""
        cards = list(hand)
        if self.mode == BY_RANK:
            return sorted(cards, key=lambda card: (self.rank_of(card), self.suit_of(card), card))
        if self.mode == BY_SUIT:
            return sorted(cards, key=lambda card: (self.suit_of(card), self.rank_of(card), card))
        if self.mode == CUSTOM:
            held = set(cards)
            kept = [card for card in self.custom if card in held]
            known = set(kept)
            return kept + [card for card in cards if card not in known]
        return cards

    def place(self, order: Sequence[int]) -> None:
        """The player arranged the cards by hand in `order` (a drag)."""
        self.mode = CUSTOM
        self.custom = list(order)


class SortButton(Retranslating, QToolButton):
    """ "Sort ▾" in the controls bar: a menu of the orders (`mode_chosen(mode)`)."""

    mode_chosen = Signal(str)

    def __init__(self, object_name: str = "sortButton", parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setMinimumHeight(BUTTON_HEIGHT)
        self.menu_ = QMenu(self)
        self.group = QActionGroup(self)
        self.actions_: dict[str, QAction] = {}
        for mode in MODES:
            action = QAction(self.menu_)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, m=mode: self.mode_chosen.emit(m))
            self.group.addAction(action)
            self.menu_.addAction(action)
            self.actions_[mode] = action
        self.setMenu(self.menu_)
        self.show_mode(DEALT)
        self.retranslate()

    def show_mode(self, mode: str) -> None:
        """Tick the order in use (none once the player dragged a card)."""
        self.group.setExclusive(False)
        for name, action in self.actions_.items():
            action.setChecked(name == mode)
        self.group.setExclusive(True)

    def retranslate(self) -> None:
        self.setText(QCoreApplication.translate("HandOrder", "Sort"))
        self.setToolTip(
            QCoreApplication.translate(
                "HandOrder", "Arrange your hand (or drag a card to where you want it)"
            )
        )
        for mode, action in self.actions_.items():
            action.setText(mode_name(mode))
