"""The Double's Dread table: the lagoon seen from above.

Every pawn is an item with a key (its id, or its slot while it lies face down on the
monster): in a boat's cell, on the monster's back during a trick, in the monster's
belly once swallowed, or in the pile of the player who took it, by their name plate
in a corner of the table.

Everything is public, so there is no curtain and no hidden hand: the table draws the
public view. Drawing it means computing where every key belongs (`layout`);
animating a move means folding the events into the picture one at a time
(`reducer.fold`) and gliding the items to where each step puts them.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from desktop.games.doubles_dread.controls import Controls
from desktop.games.doubles_dread.geometry import (
    CORNERS,
    Z_SIGN,
    Z_TAG,
    CellMemory,
    Geometry,
    lay_out,
    mooring_map,
    next_mooring,
)
from desktop.games.doubles_dread.hints import hint_words
from desktop.games.doubles_dread.items import (
    BoatItem,
    Label,
    Monster,
    PlateContent,
    SeatPlate,
)
from desktop.games.doubles_dread.picture import paint_water
from desktop.games.doubles_dread.playback import LagoonPlayback
from desktop.games.doubles_dread.reducer import picture_of
from desktop.games.doubles_dread.text import (
    asked_text,
    describe_event,
    last_trick_text,
    monster_tooltip,
    pawn_tooltip,
    place_to_fill,
    plate_texts,
    position_letter,
    position_name,
    sign_text,
    status_text,
    unplaced_boat_text,
    waiting_boat_text,
)
from desktop.table.item import focus_next
from desktop.table.pawns import PawnItem, clear_pawn_cache
from desktop.table.scene import TableScene, scale_to
from desktop.table.store import ItemStore, Spot
from desktop.table.theme import current_theme, seat_colour

# The compass on the water: each point's direction from the monster (x right, y down).
COMPASS = {"N": (0.0, -1.0), "E": (1.0, 0.0), "S": (0.0, 1.0), "W": (-1.0, 0.0)}


class Scene(LagoonPlayback, TableScene):
    held_table_lays_out = True  # the round's end is kept as a view (`frozen_view`)

    def __init__(self, session, animator, parent=None) -> None:
        super().__init__(session, animator, parent)
        self.pawns = ItemStore(self, self._new_pawn, _dress_pawn, self._pawn_clicked)
        self.pawn_items: dict[tuple, PawnItem] = self.pawns.items
        self.boats = ItemStore(self, _new_boat, _dress_boat, self._boat_clicked)
        self.boat_items: dict[int, BoatItem] = self.boats.items
        self.tags: dict[int, Label] = {}
        self.plates: dict[int, SeatPlate] = {}
        self.cells = CellMemory()  # pawns keep their cells while a boat empties
        self.shown: dict | None = None  # the picture the items show
        self.frozen_view: dict | None = None  # the round's end, while its summary is up
        self.queued_view: dict | None = None  # the picture the queued steps lead to
        self.building = False  # queueing a batch of animations
        self.last_positions: list = []
        self.planned: dict = {}  # where items will be once the queued steps have run
        self.boat_count = len(self.seat_view.public()["boats"])
        self.monster = Monster()
        self.addItem(self.monster)
        self.sign = Label(Z_SIGN)
        self.addItem(self.sign)
        self.asked_label = Label(Z_SIGN)
        self.addItem(self.asked_label)
        # The points of the compass on the water, so "between West and North" can be
        # found: South at the bottom, then clockwise West, North, East (DD-5).
        self.compass = {point: Label(Z_TAG) for point in COMPASS}
        for letter in self.compass.values():
            self.addItem(letter)
        self.controls_widget = Controls()
        self.controls_widget.bid_clicked.connect(
            lambda amount: self.action_chosen.emit(("bid", amount))
        )
        self.controls_widget.pass_clicked.connect(lambda: self.action_chosen.emit(("pass",)))
        self.controls_widget.side_clicked.connect(
            lambda side: self.action_chosen.emit(("side", side))
        )
        self.last_trick: dict | None = None  # the last trick_won event of this round
        self.controls_widget.last_trick_clicked.connect(self.show_last_trick)
        self.controls_widget.last_trick_button.setEnabled(False)

    # -- what the window asks ------------------------------------------------------------

    def public(self) -> dict:
        """The public view: what anyone at the table sees (here, everything)."""
        return self.seat_view.public()

    def describe(self, event: dict, viewer: int | None) -> str | None:
        positions = self.public()["positions"]
        if event["type"] in ("play", "trick_won", "lead", "round_end") and None in positions:
            positions = self.last_positions  # the round is over: its places are remembered
        return describe_event(event, self.names(), positions, viewer)

    def retranslate(self) -> None:
        clear_pawn_cache()
        super().retranslate()
        magic = self.current_view()["magic"]
        for key, item in self.pawn_items.items():
            if key[0] == "pawn":
                item.setToolTip(pawn_tooltip(key[1], key[1] in magic))
            item.update()

    def geometry(self) -> Geometry:
        return Geometry(self.table_size.width(), self.table_size.height(), self.boat_count)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The lagoon: deep water at the edges, lighter round the monster, with rings of
        ripples; a sandy rim in the corners where the players sit."""
        size = self.table_size
        paint_water(painter, rect, QRectF(0, 0, size.width(), size.height()))

    # -- the picture and where everything belongs ------------------------------------------

    def current_view(self) -> dict:
        if self.frozen and self.frozen_view is not None:
            return self.frozen_view
        return picture_of(self.observation())

    def corner_of(self, seat: int, count: int) -> str:
        humans = self.session.human_seats()
        anchor = humans[0] if humans else 0
        return CORNERS[count][(seat - anchor) % count]

    def layout(self, view: dict) -> tuple[dict[tuple, Spot], dict[int, Spot]]:
        count = view["num_players"]
        corners = [self.corner_of(seat, count) for seat in range(count)]
        return lay_out(view, self.geometry(), corners, self.cells)

    # -- drawing without animation ------------------------------------------------------------

    def sync(self) -> None:
        view = self.current_view()
        spots, boats = self.layout(view)
        self.pawns.sync(spots)
        self._moor(boats, self.geometry())
        self.monster.set_mouth_open(False)
        self.shown = view
        if None not in view["positions"]:
            self.last_positions = list(view["positions"])
        self._refresh_furniture(view)
        self._refresh_interaction(view)
        if self.frozen:
            self.place_summary()

    def _moor(self, boats: dict[int, Spot], geo: Geometry) -> None:
        """Boats at their moorings and the monster in the middle, at once."""
        self.boats.sync(boats)
        self.monster.setPos(geo.centre)
        scale_to(self.monster, 1.0)
        self.monster.set_radius(geo.radius)

    def _new_pawn(self, key: tuple, spot: Spot) -> PawnItem:
        item = PawnItem(spot.look, spot.size)
        if key[0] == "pawn":
            item.setToolTip(pawn_tooltip(key[1], spot.look.magic))
        return item

    def _boat_holding(self, key: tuple, view: dict) -> int | None:
        """The boat a pawn lies in, in `view` (None when it is in none)."""
        pawns = view["boats"]
        return next((boat for boat, held in enumerate(pawns) if key[1] in held), None)

    def _refresh_furniture(self, view: dict) -> None:
        """Pennants, plates, the auction sign, the asked colour and the next place."""
        geo = self.geometry()
        names = self.names()
        where = mooring_map(view)
        c = geo.cell
        waiting = next_mooring(view)
        for boat in self.boat_items:
            tag = self.tags.get(boat)
            if tag is None:
                tag = self.tags[boat] = Label(Z_TAG)
                self.addItem(tag)
            position = view["positions"][boat]
            mooring = where[boat]
            if position is None and mooring == waiting:
                glow = QColor(current_theme().legal_glow)
                text = waiting_boat_text(boat, place_to_fill(view))
                tag.set_content(text, c * 0.3, frame=glow, dashed=True)
            elif position is None:
                tag.set_content(unplaced_boat_text(boat), c * 0.3)
            else:
                controller = view["controllers"][boat]
                gold = QColor("#f4c542") if controller == view["south"] else QColor("#f3efe2")
                tag.set_content(
                    names[controller],
                    c * 0.3,
                    position_letter(position),
                    gold,
                    frame=QColor(seat_colour(controller)),  # the colour of its player's plate
                )
            tag.setPos(geo.tag_pos(mooring, tag.boundingRect()))
        count = view["num_players"]
        for seat in range(count):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = SeatPlate()
                self.addItem(plate)
            corner = self.corner_of(seat, count)
            rect = geo.plate_rect(corner)
            active = view.get("to_move") == seat and view["phase"] not in ("over", "round_over")
            thinking = active and self.session.shows_thinking(seat)
            badge, line, footer = plate_texts(view, seat, thinking)
            plate.set_content(
                PlateContent(rect, names[seat], badge, line, footer, active, c, thinking),
                pill_on_top=corner[0] == "B",
                colour=QColor(seat_colour(seat)),
            )
        self.sign.set_content(sign_text(view, names), c * 0.32, frame=QColor("#c9a548"))
        self.sign.setPos(geo.centre + QPointF(0, geo.radius * 0.62))
        taken = [tag.sceneBoundingRect() for tag in self.tags.values() if tag.text]
        if self.sign.text:
            taken.append(self.sign.sceneBoundingRect())
        for point, direction in COMPASS.items():
            letter = self.compass[point]
            letter.set_content(position_name(point), c * 0.26, frame=QColor(255, 255, 255, 40))
            letter.setPos(geo.compass_spot(direction, letter.boundingRect(), taken))
        asked = view.get("asked")
        self.monster.set_asked(asked)
        if asked is not None and view["phase"] == "play":
            self.asked_label.set_content(asked_text(asked), c * 0.3, swatch=asked)
            angle = math.radians(140)
            offset = QPointF(math.cos(angle), math.sin(angle)) * geo.radius * 1.28
            self.asked_label.setPos(geo.centre + offset + QPointF(-c * 0.6, c * 0.25))
        else:
            self.asked_label.set_content("", c * 0.3)
        self.monster.setToolTip(monster_tooltip(view))

    # -- turning clicks into actions ------------------------------------------------------------

    def _refresh_interaction(self, view: dict) -> None:
        mine = self.is_my_turn() and not self.frozen
        phase = view["phase"]
        legal = self.seat_view.legal_actions() if mine else []
        to_play = view.get("boat_to_play")
        for boat, item in self.boat_items.items():
            clickable = mine and (("boat", boat) in legal or ("lead", boat) in legal)
            active = phase == "play" and boat == to_play
            item.setEnabled(clickable)
            item.set_looks(clickable, active, False)
        for key, item in self.pawn_items.items():
            in_boat = item.role == "boat"
            playable = mine and phase == "play" and key[0] == "pawn" and ("play", key[1]) in legal
            boat = self._boat_holding(key, view) if in_boat else None
            boat_clickable = self.boat_items.get(boat)
            clickable = in_boat and (
                (mine and phase == "play")
                or (boat_clickable is not None and boat_clickable.legal_look)
            )
            item.setEnabled(clickable)
            item.set_hoverable(playable)
            item.set_legal_look(playable)
            item.set_dimmed(mine and phase == "play" and boat == to_play and not playable)
            if not clickable and item.hasFocus():
                item.clearFocus()
        self._refresh_controls(view, mine, legal)

    def _refresh_controls(self, view: dict, mine: bool, legal: list) -> None:
        controls = self.controls_widget
        bidding = view["phase"] == "bid"
        controls.show_auction(bidding)
        if bidding:
            # the bidder's choices, as the engine lists them, whoever looks on
            bids = [a[1] for a in self.seat_view.legal_actions() if a[0] == "bid"]
            can_bid = mine and any(action[0] == "bid" for action in legal)
            can_pass = mine and ("pass",) in legal
            controls.set_bids(bids, can_bid, can_pass)
        controls.show_sides(any(action[0] == "side" for action in legal))
        controls.status.setText(status_text(view, self.names(), mine))

    def _pawn_clicked(self, item: PawnItem) -> None:
        """A pawn is played; while boats are chosen, a pawn stands for its boat."""
        if not self.is_my_turn() or self.frozen or item.key[0] != "pawn":
            self.explain_click(item)
            return
        phase = self.public()["phase"]
        if phase == "play":
            self.action_chosen.emit(("play", item.key[1]))
        elif item.role == "boat":
            boat = self._boat_holding(item.key, self.current_view())
            if boat in self.boat_items:
                self._boat_clicked(self.boat_items[boat])
            else:
                self.explain_click(item)
        else:
            self.explain_click(item)

    def _boat_clicked(self, item: BoatItem) -> None:
        if not self.is_my_turn() or self.frozen:
            self.explain_click(item)
            return
        phase = self.public()["phase"]
        if phase == "distribute":
            self.action_chosen.emit(("boat", item.boat))
        elif phase == "lead":
            self.action_chosen.emit(("lead", item.boat))
        else:
            self.explain_click(item)

    def hint_items(self, action: tuple) -> list:
        """The boat a hint hands out or names to lead, the pawn it plays (a bid, a
        pass and a side are the controls')."""
        kind = action[0]
        if kind in ("boat", "lead"):
            item = self.boat_items.get(action[1])
        elif kind == "play":
            item = self.pawn_items.get(("pawn", action[1]))
        else:
            item = None
        return [item] if item is not None else []

    def hint_words(self, action: tuple) -> str:
        return hint_words(action, self.current_view(), self.names())

    def show_hint(self, action: tuple, lesson: bool = False) -> list:
        """A hinted bid is also put in the bid box, ready for Bid (or Enter)."""
        items = super().show_hint(action, lesson)
        box = getattr(self.controls(), "bid_box", None)
        if action[0] == "bid" and box is not None and box.isEnabled():
            box.setValue(action[1])
        return items

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            items = [item for item in self.pawn_items.values() if item.legal_look]
            items += [item for item in self.boat_items.values() if item.legal_look]
            if focus_next(items, self.focusItem(), key == Qt.Key.Key_Right):
                event.accept()
                return
        if self.is_my_turn() and self.public()["phase"] == "bid":
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.controls_widget.place_bid()
                event.accept()
                return
            if key == Qt.Key.Key_P and self.controls_widget.pass_button.isEnabled():
                self.action_chosen.emit(("pass",))
                event.accept()
                return
        super().keyPressEvent(event)

    # -- animating what happened --------------------------------------------------------------

    def show_last_trick(self) -> None:
        """Last trick (L): the pawns of the last trick and who took it, in the message
        line (nothing of it is hidden: the trick was played face up)."""
        self.message.emit(
            last_trick_text(self.last_trick, self.names(), self.last_positions_now()), ""
        )

    def last_positions_now(self):
        positions = self.public()["positions"]
        return self.last_positions if None in positions else positions

    # -- the end of a round ------------------------------------------------------------------

    def summary_text_pixels(self) -> float:
        size = self.table_size
        return max(13.0, min(size.height() * 0.021, size.width() * 0.013))

    def summary_width(self) -> float:
        return min(self.table_size.width() * 0.62, self.table_size.height() * 1.3)

    def continue_after_round(self) -> None:
        if self.summary_proxy is not None:
            self.shown, self.frozen_view = self.frozen_view, None  # the held events go on from it
        super().continue_after_round()

    def _animations_done(self) -> None:
        if not self.building:  # a batch being queued re-syncs once it is all queued
            super()._animations_done()

    def set_viewer(self, seat: int | None) -> None:
        """Hot-seat hands the table to the next human as soon as a move is played; all
        is public here, so the move's animation goes on (it re-syncs when it ends)."""
        self.viewer = seat
        if not self.animator.busy() and not self.frozen:
            self.sync()

    def on_reset(self) -> None:
        self.frozen_view = None
        self.shown = None
        self.last_trick = None  # an undo: the trick shown may be undone
        self.controls_widget.last_trick_button.setEnabled(False)
        super().on_reset()


def _dress_pawn(item: PawnItem, spot: Spot) -> None:
    """What a pawn shows at its spot: face, size and look (magic is drawn per deal)."""
    item.set_face_up(spot.face_up)
    item.set_diameter(spot.size)
    scale_to(item, 1.0)
    if spot.look is not None and item.look != spot.look:
        item.set_look(spot.look)
        item.setToolTip(pawn_tooltip(item.key[1], spot.look.magic))


def _new_boat(boat: int, spot: Spot) -> BoatItem:
    return BoatItem(boat)


def _dress_boat(item: BoatItem, spot: Spot) -> None:
    item.set_size(spot.size, spot.look)  # the cell, and the boat's columns


__all__ = ["Scene"]
