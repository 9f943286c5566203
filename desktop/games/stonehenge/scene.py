"""The Stonehenge auction's table: the board from above on the left (the ring of 30
spaces with their stones, the dolmens, the altar, the horseshoe score track with each
player's figure, the auctioneer beside the stone for sale, raised), one row per
player on the right (plate, face-down bid pile, collected stones by colour) and the
viewer's hand along the bottom, the bid being built lifted at its end.

A click on a card of the hand is the engine's "add" step, a click on a laid card its
"take back" step; Seal and Pass are the buttons. The reveal is played from the reveal
event alone (every pile turns over at once, the winner's glows, the stone flies to
its buyer's collection, the buyer's figure walks its points), then held on the table
with the auction's result until the player goes on; the draws and the auctioneer's
walk to the next stone follow.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from desktop.games.stonehenge.board import (
    AUCTIONS,
    LAID_LIFT,
    PLATE_FIGURE_REACH,
    Z_BOARD,
    Z_CARD,
    Z_FIGURE,
    Z_PLATE,
    Z_STONE,
    BoardItem,
    FigureItem,
    Geometry,
)
from desktop.games.stonehenge.controls import Controls
from desktop.games.stonehenge.faces import STONEHENGE_FACES, card_print
from desktop.games.stonehenge.hints import hint_words
from desktop.games.stonehenge.playback import StonehengePlayback
from desktop.games.stonehenge.text import (
    colour_name,
    describe_event,
    laid_bid_text,
    place_text,
    plate_lines,
    trump_text,
    worth_text,
)
from desktop.table.cards import CardItem, dress_card
from desktop.table.hand_order import HandOrder
from desktop.table.item import focus_next
from desktop.table.open_hands import fit_cards
from desktop.table.plain_text import shown_as_typed
from desktop.table.plates import SeatPlate, elided
from desktop.table.scene import TableScene, scale_to
from desktop.table.stones import StoneItem
from desktop.table.store import ItemStore, Spot
from desktop.table.text import fill
from desktop.table.theme import current_theme, player_letter, table_font

RAISED = 1.35  # the stone for sale, lifted off its space
NOT_SOLD = None


def _new_card(key, spot: Spot) -> CardItem:
    return CardItem(spot.look, spot.face_up, spot.size, faces=STONEHENGE_FACES)


def _new_stone(key, spot: Spot) -> StoneItem:
    return StoneItem(spot.look[0], spot.size, key[1])


def _dress_stone(item: StoneItem, spot: Spot) -> None:
    colour, raised = spot.look
    item.set_colour(colour)
    item.set_diameter(spot.size)
    scale_to(item, 1.0)  # a stone that flew in scaled takes its new diameter instead
    item.set_legal_look(raised)
    item.setEnabled(False)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class Heading(NamedTuple):
    head: str
    head_font: QFont
    head_height: float
    text: str
    text_font: QFont


def wrapped(text: str, font: QFont, width: float, most: int) -> list[str]:
    """`text` broken between words into lines no wider than `width` in `font`; more
    than `most` lines: the rest joins the last line (the caller then shrinks)."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    for word in text.split(" "):
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) > most:
        lines = [*lines[: most - 1], " ".join(lines[most - 1 :])]
    return lines


def heading_layout(head: str, text: str, bold: bool, width: float, height: float) -> Heading:
    """The panel's header (two lines at most) and the line under it (three at most),
    in fonts that shrink together until both fit `height`: a French header was cut
    at 1024 pixels, a bid's reason at 1280. Only what would still not fit at the
    smallest size is elided."""
    scale = 1.0
    while True:
        big = table_font(max(10.0, height * 0.24 * scale), bold=True)
        small = table_font(max(9.0, height * 0.18 * scale), bold=bold)
        heads = wrapped(head, big, width, 2)
        texts = wrapped(text, small, width, 3) if text else []
        fits = all(QFontMetricsF(big).horizontalAdvance(line) <= width for line in heads) and all(
            QFontMetricsF(small).horizontalAdvance(line) <= width for line in texts
        )
        head_height = len(heads) * QFontMetricsF(big).lineSpacing() + big.pixelSize() * 0.3
        used = head_height + len(texts) * QFontMetricsF(small).lineSpacing()
        if (fits and used <= height) or scale <= 0.6:
            break
        scale -= 0.05
    heads = [elided(line, big, width) for line in heads]
    texts = [elided(line, small, width) for line in texts]
    return Heading("\n".join(heads), big, head_height, "\n".join(texts), small)


class Scene(StonehengePlayback, TableScene):
    describe_event = staticmethod(describe_event)
    round_end_kind = "reveal"  # each stone's sale holds the table for its summary
    round_end_with = ("round_end", "match_end")

    def __init__(self, session, animator, parent=None) -> None:
        super().__init__(session, animator, parent)
        self.board = BoardItem(Z_BOARD)
        self.addItem(self.board)
        self.cards = ItemStore(self, _new_card, dress_card, self._clicked)
        self.stones = ItemStore(self, _new_stone, _dress_stone)
        self.figures: dict[int, FigureItem] = {}
        self.auctioneer = FigureItem(20, Z_FIGURE + 1)
        self.addItem(self.auctioneer)
        self.plates: dict[int, SeatPlate] = {}
        self.plate_figures: dict[int, FigureItem] = {}  # each plate's figure: its colour
        self.header = self.add_sign(Z_PLATE)
        self.trump = self.add_sign(Z_PLATE)
        self.deck_sign = self.add_sign(Z_PLATE)
        self.reason = self.add_sign(Z_PLATE)
        self.controls_widget = Controls()
        self.controls_widget.sort_button.mode_chosen.connect(self.set_hand_mode)
        self.controls_widget.seal_clicked.connect(self.seal)
        self.controls_widget.pass_clicked.connect(self.pass_bid)
        self.reveal_event: dict | None = None

    # -- what the window asks -----------------------------------------------------------

    def set_private_hidden(self, hidden: bool) -> None:
        """The curtain rises for the human to move (every bid is private): the table
        is drawn from that chair at once, its hand face down, so nothing of the
        previous bidder's stays in sight."""
        to_move = self.seat_view.to_move
        if hidden and to_move is not None and self.session.is_human(to_move):
            self.viewer = to_move
        super().set_private_hidden(hidden)

    def summary_width(self) -> float:
        geo = self.geometry()
        return min(geo.radius * 2.1, self.table_size.width() * 0.62)

    def place_summary(self) -> None:
        """Over the hand and the lower board: the players' rows (the revealed bids, the
        stone just bought) stay in sight."""
        if self.summary_proxy is None:
            return
        geo = self.geometry()
        self.summary_widget.set_text_size(self.summary_text_pixels())
        width = self.fitting_summary_width(self.summary_width())
        height = self.summary_widget.fit_height(int(width), int(geo.height - 16))
        left = self.summary_x(geo.centre.x())
        self.summary_proxy.setPos(left, max(geo.height - height - geo.margin, 8))

    def summary_text_pixels(self) -> float:
        return max(12.0, self.table_size.height() * 0.017)

    # -- the table from the observation ---------------------------------------------------

    def geometry(self) -> Geometry:
        seats = self.seat_view.public()["num_players"]
        size = self.table_size
        return Geometry(size.width(), size.height(), seats, self.seat_view.open)

    def row_of(self, seat: int) -> int:
        return seat

    def sync(self) -> None:
        if self.frozen:
            self.place_summary()
            return
        obs = self.observation()
        geo = self.geometry()
        self.board.set_geometry(geo)
        self.stones.sync(self.stone_spots(obs, geo))
        self.cards.sync(self.card_spots(obs, geo))
        self._place_figures(obs, geo)
        self._refresh_plates(obs, geo)
        self._refresh_signs(obs, geo)
        self._refresh_tooltips(obs)
        self._refresh_interaction(obs)

    def stone_spots(self, obs: dict, geo: Geometry) -> dict:
        colours = (*obs["ring"], *obs["dolmens"])
        owners = obs["owners"]
        spots = {}
        counts: dict[tuple[int, int], int] = {}
        for auction, colour in enumerate(colours):
            owner = owners[auction]
            key = ("stone", auction)
            if owner is NOT_SOLD:
                raised = auction == obs["auction"] and obs["phase"] != "over"
                size = geo.stone * (RAISED if raised else 1.0)
                z = Z_STONE + (5 if raised else 0)
                spots[key] = Spot(geo.auction_pos(auction), z, 0, "board", (colour, raised), size)
            elif owner >= 0:
                index = counts.get((owner, colour), 0)
                counts[(owner, colour)] = index + 1
                pos = geo.collected_pos(self.row_of(owner), colour, index)
                size = geo.collection_stone()
                spots[key] = Spot(pos, Z_PLATE + 1 + index, 0, "owned", (colour, False), size)
        return spots

    def new_hand_order(self) -> HandOrder:
        return HandOrder(lambda card: card_print(card).number, lambda card: card_print(card).colour)

    def hand_rearranged(self) -> None:
        order = self.hand_order()
        self.controls_widget.sort_button.show_mode(order.mode if order is not None else "")
        self.sync()

    def card_spots(self, obs: dict, geo: Geometry) -> dict:
        spots = {}
        viewer = self.viewer
        for seat, bid in enumerate(obs["bids"]):
            if seat == viewer:
                continue
            if self._open_spots(obs, geo, seat, spots):
                continue
            for index in range(bid["count"]):
                pos = geo.pile_pos(self.row_of(seat), index)
                spots[("pile", seat, index)] = Spot(
                    pos, Z_CARD + index, 0, "pile", None, geo.pile_width, False
                )
        if obs["deck_size"]:
            spots[("deck",)] = Spot(
                geo.deck_pos(), Z_CARD, 0, "deck", None, geo.card_width * 0.8, False
            )
        if viewer is None:
            return spots
        if self.private_hidden:
            hand = [None] * obs["hand_sizes"][viewer]
            bid = [None] * obs["bids"][viewer]["count"]
        else:
            hand, bid = self.arranged_hand(obs["hand"]), list(obs["bid"])
        count = len(hand)
        for index, card in enumerate([*hand, *bid]):
            laid = index >= count
            role = "bid" if laid else "hand"
            key = ("card", card) if card is not None else ("back", role, index)
            pos = geo.hand_pos(index, count, len(bid))
            if laid:
                pos -= QPointF(0, geo.card_width * LAID_LIFT)
            spots[key] = Spot(pos, Z_CARD + index, 0, role, card, geo.card_width, card is not None)
        return spots

    def _open_spots(self, obs: dict, geo: Geometry, seat: int, spots: dict) -> bool:
        """Every hand open: `seat`'s hand, then its bid still sealed (its pile's cards,
        lifted a little), face up in its row; False when its cards are not open."""
        hand, bid = self.open_hand(obs, seat), self.open_hand(obs, seat, "bid")
        if hand is None or bid is None:
            return False
        room = geo.open_hand_room(self.row_of(seat))
        gap = [None] if bid else []  # one card's room between the hand and the bid
        laid = [*hand, *gap, *bid]
        width, centres = fit_cards(len(laid), room, 1.04, max_rows=2)
        for index, (card, pos) in enumerate(zip(laid, centres, strict=True)):
            if card is None:
                continue
            in_bid = index > len(hand)
            key = ("pile", seat, index - len(hand) - 1) if in_bid else ("open", seat, index)
            lift = QPointF(0, -width * 0.12) if in_bid else QPointF()
            role = "pile" if in_bid else "open"
            spots[key] = Spot(pos + lift, Z_CARD + index, 0, role, card, width)
        return True

    def _place_figures(self, obs: dict, geo: Geometry) -> None:
        theme = current_theme()
        size = geo.radius * 0.075
        for seat in range(obs["num_players"]):
            figure = self.figures.get(seat)
            if figure is None:
                figure = self.figures[seat] = FigureItem(size, Z_FIGURE)
                self.addItem(figure)
            figure.set_look(theme.player_colour(seat), player_letter(seat), size)
            figure.setPos(geo.figure_pos(seat, obs["track"][seat]))
        if obs["auction"] < AUCTIONS and obs["phase"] != "over":
            self.auctioneer.show()
            self.auctioneer.set_look(QColor("#f1ede2"), "", size * 1.2)
            self.auctioneer.setPos(geo.auctioneer_pos(obs["auction"]))
        else:
            self.auctioneer.hide()

    def _refresh_plates(self, obs: dict, geo: Geometry, reveal: dict | None = None) -> None:
        """Each player's plate from the observation. While a reveal is held on the
        table (`reveal`) nobody is to move: no plate glows, and each says the bid it
        revealed or that it passed."""
        names = self.names()
        theme = current_theme()
        for seat, bid in enumerate(obs["bids"]):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = SeatPlate(Z_PLATE, badge=PLATE_FIGURE_REACH)
                self.addItem(plate)
                figure = self.plate_figures[seat] = FigureItem(20, Z_PLATE + 1)
                self.addItem(figure)
            status, count = bid["status"], bid["count"]
            if reveal is not None:
                count = len(reveal["commitments"][seat])
                status = "sealed" if count else "passed"
            lines = plate_lines(obs["scores"][seat], obs["hand_sizes"][seat], status, count)
            active = obs["to_move"] == seat and reveal is None
            plate.set_content(names[seat], lines, active, False, geo.plate_width)
            ring, dolmen = obs["ring_worth"][seat], obs["dolmen_worth"][seat]
            worths = [worth_text(colour, ring[colour], dolmen[colour]) for colour in range(5)]
            whole = [plate.whole_name()] if plate.whole_name() else []
            plate.setToolTip(shown_as_typed("\n".join(whole + worths)))
            plate.setPos(geo.plate_pos(self.row_of(seat)))
            figure = self.plate_figures[seat]
            figure.set_look(theme.player_colour(seat), player_letter(seat), geo.plate_figure_size())
            figure.setPos(geo.plate_figure_pos(self.row_of(seat)))

    def _refresh_signs(self, obs: dict, geo: Geometry) -> None:
        colour = QColor(current_theme().text_on_felt)
        small = table_font(max(11.0, geo.header * 0.18))
        if obs["phase"] == "over":
            head = QCoreApplication.translate("StonehengeTable", "The match is over.")
            trump = ""
        else:
            head = fill(
                QCoreApplication.translate("StonehengeTable", "%1 — the %2 stone for sale"),
                place_text(obs["auction"]),
                colour_name(obs["stone"]),
            )
            trump = trump_text(obs["trump"])
            if obs["first_auction"]:
                trump = fill(
                    QCoreApplication.translate(
                        "StonehengeTable", "%1 · first auction: one card each, no pass"
                    ),
                    trump,
                )
        self._lay_heading(geo, head, self.trump, trump, False, colour)
        self.reason.show_text("", small, colour, QPointF(geo.panel.left(), geo.panel.top()))
        deck = fill(QCoreApplication.translate("StonehengeTable", "Deck: %1"), obs["deck_size"])
        above = geo.deck_pos() - QPointF(0, geo.card_width * 0.56 + small.pixelSize() * 1.5)
        self.deck_sign.show_text(deck, small, colour, above, centred=True)

    def _lay_heading(
        self, geo: Geometry, head: str, sign, text: str, bold: bool, colour: QColor
    ) -> None:
        """The panel's heading: the header, then `text` on `sign` under it in `colour`
        (the trump, or why a bid won), each wrapped to the panel's width, never cut."""
        heading = heading_layout(head, text, bold, geo.panel.width(), geo.header)
        left = QPointF(geo.panel.left(), geo.panel.top())
        felt = QColor(current_theme().text_on_felt)
        self.header.show_text(heading.head, heading.head_font, felt, left)
        below = left + QPointF(0, heading.head_height)
        sign.show_text(heading.text, heading.text_font, colour, below)

    def _refresh_tooltips(self, obs: dict) -> None:
        """What the next stone of a colour is worth to its owner (the engine's figures)."""
        for key in self.stones:
            item = self.stones.get(key)
            owner = obs["owners"][key[1]]
            if owner is None or owner < 0:
                item.setToolTip("")
                continue
            colour = item.colour
            item.setToolTip(
                worth_text(
                    colour, obs["ring_worth"][owner][colour], obs["dolmen_worth"][owner][colour]
                )
            )

    # -- clicks and buttons --------------------------------------------------------------

    def _refresh_interaction(self, obs: dict) -> None:
        mine = self.is_my_turn()
        legal = self.seat_view.legal_actions() if mine else []
        for key in self.cards:
            item = self.cards.get(key)
            role = item.role
            if role == "hand" and item.card is not None:
                addable = ("add", item.card) in legal
                item.setEnabled(mine)
                item.set_hoverable(mine)
                item.set_legal_look(addable)
                item.set_dimmed(mine and not addable)
                item.set_selected_look(False)
            elif role == "bid" and item.card is not None:
                back = ("take_back", item.card) in legal
                item.setEnabled(back)
                item.set_hoverable(back)
                item.set_legal_look(False)
                item.set_dimmed(False)
                item.set_selected_look(True)
            else:
                item.setEnabled(False)
                item.set_hoverable(False)
                item.set_legal_look(False)
                item.set_dimmed(False)
                item.set_selected_look(False)
        controls = self.controls_widget
        controls.seal_button.setEnabled(("seal",) in legal)
        controls.pass_button.setEnabled(("pass",) in legal)
        controls.status.setText(self._status_text(obs, mine))

    def _status_text(self, obs: dict, mine: bool) -> str:
        if obs["phase"] == "over":
            return QCoreApplication.translate("StonehengeTable", "The match is over.")
        if self.private_hidden:
            return ""
        if not mine:
            return fill(
                QCoreApplication.translate("StonehengeTable", "%1 is bidding…"),
                self.names()[obs["to_move"]],
            )
        if obs["bid"]:
            return fill(
                QCoreApplication.translate(
                    "StonehengeTable",
                    "Your bid: %1. Seal it, add cards, or click a laid card to take it back.",
                ),
                laid_bid_text(obs["bid"], obs["bid_value"]),
            )
        if obs["first_auction"]:
            return QCoreApplication.translate(
                "StonehengeTable", "First auction: click one card to bid it, then seal."
            )
        return QCoreApplication.translate(
            "StonehengeTable",
            "Click cards of one colour (dolmen cards too) to build your bid, then seal; or pass.",
        )

    def _clicked(self, item) -> None:
        if not self.is_my_turn() or item.card is None:
            self.explain_click(item)
            return
        action = ("add", item.card) if item.role == "hand" else ("take_back", item.card)
        if action in self.seat_view.legal_actions():
            self.action_chosen.emit(action)
            return
        error = self.seat_view.refusal(action)
        if error is not None:
            from desktop.shell.i18n import translate_error

            self.message.emit(translate_error(error), error.clause)
        else:
            self.explain_click(item)

    def hint_items(self, action: tuple) -> list:
        """The hand's card a hint lays in the bid, the laid card it takes back (Seal
        and Pass are buttons)."""
        roles = {"add": "hand", "take_back": "bid"}
        item = self.cards.get(("card", action[1])) if action[0] in roles else None
        return [item] if item is not None and item.role == roles[action[0]] else []

    def hint_words(self, action: tuple) -> str:
        return hint_words(action)

    def seal(self) -> None:
        if self.is_my_turn() and ("seal",) in self.seat_view.legal_actions():
            self.action_chosen.emit(("seal",))

    def pass_bid(self) -> None:
        if self.is_my_turn() and ("pass",) in self.seat_view.legal_actions():
            self.action_chosen.emit(("pass",))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.viewer is not None:
            hand = [self.cards.get(k) for k in self.cards if k[0] == "card"]
            if focus_next(hand, self.focusItem(), key == Qt.Key.Key_Right):
                event.accept()
                return
        super().keyPressEvent(event)

    # -- animating what happened ---------------------------------------------------------

    def on_reset(self) -> None:
        for key in self.cards:
            if key[0] == "shown":
                self.cards.drop(key)
        super().on_reset()


__all__ = ["Scene"]
