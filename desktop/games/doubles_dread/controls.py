"""The Double's Dread controls bar (the kit's `ControlsBar`): what to do now, the bid
box with Bid and Pass, and South's choice of where the second boat sits (four
players)."""

from __future__ import annotations

from PySide6.QtCore import Signal

from desktop.table.controls import ControlsBar, NumberBid
from desktop.table.keys import KeyHelp
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

BUTTON_WIDTH = 110


# Help > Keys: this table's own keys (see desktop/table/keys.py).
KEYS: tuple[KeyHelp, ...] = (
    ("Enter", QT_TRANSLATE_NOOP("TableKeys", "In the auction: place the bid")),
    ("P", QT_TRANSLATE_NOOP("TableKeys", "In the auction: pass")),
    ("L", QT_TRANSLATE_NOOP("TableKeys", "Show the last trick")),
    ("←, →", QT_TRANSLATE_NOOP("TableKeys", "Walk the pawns and boats you may choose")),
)


_TEXTS = (
    ("bid.label", QT_TRANSLATE_NOOP("DoublesDreadTable", "Your bid:")),
    ("bid_button", QT_TRANSLATE_NOOP("DoublesDreadTable", "Bid")),
    (  # its own tip: it says more than its key's line (P)
        "pass_button",
        QT_TRANSLATE_NOOP("DoublesDreadTable", "Pass"),
        QT_TRANSLATE_NOOP(
            "DoublesDreadTable", "Leave this auction for good (the opener may not pass)"
        ),
    ),
    ("last_trick_button", QT_TRANSLATE_NOOP("DoublesDreadTable", "Last trick")),
    ("west_north_button", QT_TRANSLATE_NOOP("DoublesDreadTable", "Between West and North")),
    ("north_east_button", QT_TRANSLATE_NOOP("DoublesDreadTable", "Between North and East")),
)


class Controls(ControlsBar):
    bid_clicked = Signal(int)
    pass_clicked = Signal()
    side_clicked = Signal(str)
    last_trick_clicked = Signal()

    STATUS_NAME = "doublesDreadStatus"
    TEXT_CONTEXT = "DoublesDreadTable"
    TEXTS = _TEXTS
    KEYS = KEYS  # the tips of Bid and Last trick are their keys' lines

    def build(self) -> None:
        self.bid = self.add(NumberBid("bidBox", "bidButton"))
        self.bid.chosen.connect(self.bid_clicked)
        self.bid_box, self.bid_button = self.bid.box, self.bid.button
        self.tip_from_key(self.bid_button, "Enter")  # the scene reads Enter for it
        self.pass_button = self.add_button("passButton", self.pass_clicked, width=BUTTON_WIDTH)
        self.west_north_button = self.add_button(
            "sideWNButton", lambda: self.side_clicked.emit("WN"), width=BUTTON_WIDTH
        )
        self.north_east_button = self.add_button(
            "sideNEButton", lambda: self.side_clicked.emit("NE"), width=BUTTON_WIDTH
        )
        self.last_trick_button = self.add_button(
            "lastTrickButton", self.last_trick_clicked, "L", BUTTON_WIDTH
        )

    def set_bids(self, bids: list[int], can_bid: bool, can_pass: bool) -> None:
        """The amounts the bidder may bid (the engine's list), the lowest in the box."""
        self.bid.set_choices(bids, can_bid)
        self.pass_button.setEnabled(can_pass)

    def place_bid(self) -> None:
        """Enter on the table: the amount in the box, when bidding is open."""
        self.bid.button.click()

    def show_auction(self, shown: bool) -> None:
        self.bid.setVisible(shown)
        self.pass_button.setVisible(shown)

    def show_sides(self, shown: bool) -> None:
        self.west_north_button.setVisible(shown)
        self.north_east_button.setVisible(shown)
