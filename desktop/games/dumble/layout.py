"""Where things lie on the Dumble table: the measurements for the table's size, the
z layers, and the spot of a card (the kit's `Spot` with a card id and a width)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from desktop.table.card_faces import CARD_RATIO
from desktop.table.store import Spot

# z layers, bottom to top (the round summary lies above all: `TableScene.summary_z`)
Z_PILE, Z_OFFER, Z_PENDING, Z_OPPONENT, Z_HAND, Z_PLATE, Z_FLYING = 10, 20, 30, 40, 50, 60, 80
MAX_STOCK_ITEMS = 6  # a taller stock is drawn as this many cards
MAX_DEAD_ITEMS = 5  # the dead pile shows its last cards only
# An open hand (every hand open, in a replay): cards a little larger than backs, apart
# by just more than a corner's index, so a fan takes the room of the backs' fan.
OPEN_SCALE, OPEN_STEP = 1.2, 0.22
# How far round the arc the end seats sit, left and right (the cosine of 18 degrees
# above the table's middle line).
SEAT_REACH = math.cos(math.radians(18.0))


def card_spot(
    card: int | None,
    face_up: bool,
    pos: QPointF,
    width: float,
    rotation: float = 0.0,
    z: float = 0.0,
    role: str = "",
) -> Spot:
    """Where one card item belongs: `card` None is a card seen from the back."""
    return Spot(pos, z, rotation, role, look=card, size=width, face_up=face_up)


@dataclass
class Geometry:
    """The table's measurements for its current size: everything scales from them."""

    width: float
    height: float

    @property
    def hand_width(self) -> float:
        return min(max(self.height * 0.22, 84.0), 320.0) / CARD_RATIO

    @property
    def middle_width(self) -> float:
        return self.hand_width * 0.72

    @property
    def opponent_width(self) -> float:
        return self.hand_width * 0.42

    @property
    def margin(self) -> float:
        return self.height * 0.025

    @property
    def hand_y(self) -> float:
        # room below for the fan's curve and the tilt of the outer cards
        return self.height - self.margin - self.hand_width * CARD_RATIO * 0.56

    @property
    def middle_y(self) -> float:
        return self.height * 0.47

    def stock_pos(self) -> QPointF:
        return QPointF(self.width / 2 - self.middle_width * 2.3, self.middle_y)

    def dead_pos(self) -> QPointF:
        return QPointF(self.width / 2 - self.middle_width * 0.95, self.middle_y)

    def offer_pos(self, index: int) -> QPointF:
        return QPointF(self.width / 2 + self.middle_width * (0.45 + 0.8 * index), self.middle_y)

    def pending_pos(self, index: int) -> QPointF:
        return QPointF(
            self.width / 2 + self.middle_width * (0.55 + 0.45 * index),
            self.middle_y + self.middle_width * CARD_RATIO * 0.95,  # below the offer, apart
        )

    def seat_anchor(self, index: int, count: int) -> QPointF:
        """The other players sit on an arc round the top of the table, each with an
        equal share of its width: a plate is wider than it is tall, and seats at equal
        angles bunched up at the arc's steep ends, where at eight players a neighbour's
        cards covered a plate's lines."""
        across = 0.0 if count == 1 else SEAT_REACH * (2.0 * index / (count - 1) - 1.0)
        return QPointF(
            self.width / 2 + self.width * 0.41 * across,
            self.height * 0.5 - self.height * 0.36 * math.sqrt(1.0 - across * across),
        )

    def seat_spacing(self, count: int) -> float:
        """How far apart, across, the `count` other players sit (their plates' room)."""
        return self.width if count <= 1 else self.width * 0.41 * 2 * SEAT_REACH / (count - 1)


def table_spots(
    geo: Geometry,
    obs: dict,
    viewer: int | None,
    hidden: bool,
    others: list[int],
    dead_order,
    open_hands: dict | None = None,
) -> dict[tuple, Spot]:
    """Where every card item belongs for this observation, seen from `viewer`'s chair
    (`hidden`: behind the hot-seat curtain); `others` sit round the top; the dead pile
    shows the last of `dead_order`. `open_hands` (a finished match's replay, every hand
    open): the others' cards by seat, drawn face up."""
    spots: dict[tuple, Spot] = {}
    if viewer is not None:
        _hand_spots(spots, geo, obs, viewer, hidden)
    for index, seat in enumerate(others):
        cards = (open_hands or {}).get(seat)
        count = obs["hand_sizes"][seat]
        _opponent_spots(spots, geo, seat, count, index, len(others), cards)
    for index in range(min(obs["stock_size"], MAX_STOCK_ITEMS)):
        shift = index * geo.middle_width * 0.012
        pos = geo.stock_pos() + QPointF(-shift, -shift)
        spots[("stock", index)] = card_spot(
            None, False, pos, geo.middle_width, 0, Z_PILE + index, "stock"
        )
    visible_dead = dead_order[-MAX_DEAD_ITEMS:]
    for index, card in enumerate(visible_dead):
        angle = ((card * 37) % 17 - 8) * 1.3  # a messy pile, but the same mess every time
        shift = QPointF(((card * 13) % 9 - 4) * 0.8, ((card * 7) % 9 - 4) * 0.8)
        spots[("card", card)] = card_spot(
            card, True, geo.dead_pos() + shift, geo.middle_width, angle, Z_PILE + index, "dead"
        )
    for index, card in enumerate(obs["offer"]):
        spots[("card", card)] = card_spot(
            card, True, geo.offer_pos(index), geo.middle_width, 0, Z_OFFER + index, "offer"
        )
    for index, card in enumerate(obs["pending"]):
        spots[("card", card)] = card_spot(
            card,
            True,
            geo.pending_pos(index),
            geo.middle_width * 0.8,
            -4 + 4 * index,
            Z_PENDING + index,
            "pending",
        )
    return spots


def _hand_spots(spots, geo: Geometry, obs: dict, viewer: int, hidden: bool) -> None:
    hand = list(obs["hand"])
    width = geo.hand_width
    count = len(hand)
    room = geo.width * 0.62
    step = min(width * 0.78, (room - width) / max(count - 1, 1)) if count > 1 else 0
    start = geo.width / 2 - step * (count - 1) / 2
    for index, card in enumerate(hand):
        offset = index - (count - 1) / 2
        pos = QPointF(start + step * index, geo.hand_y + abs(offset) ** 2 * width * 0.012)
        key = ("back", viewer, index) if hidden else ("card", card)
        spots[key] = card_spot(
            None if hidden else card,
            not hidden,
            pos,
            width,
            offset * 2.2,
            Z_HAND + index,
            "hand",
        )


def _opponent_spots(spots, geo: Geometry, seat, count, index, total, cards=None) -> None:
    """A seat's cards round the top: backs, or with `cards` (every hand open) faces,
    flatter, each card's corner showing. The keys stay the backs' (the playback finds
    a seat's cards by slot either way)."""
    anchor = geo.seat_anchor(index, total)
    width = geo.opponent_width * (1.0 if cards is None else OPEN_SCALE)
    step = width * (0.32 if cards is None else OPEN_STEP)
    tilt = 5.0 if cards is None else 1.5
    for slot in range(count):
        offset = slot - (count - 1) / 2
        pos = anchor + QPointF(offset * step, abs(offset) ** 2 * width * 0.02 * tilt / 5.0)
        card = None if cards is None else cards[slot]
        spots[("back", seat, slot)] = card_spot(
            card, card is not None, pos, width, offset * tilt, Z_OPPONENT + slot, "opponent"
        )
