"""Where things lie on the Dumble table: the measurements for the table's size, the
z layers, and the spot of a card (the kit's `Spot` with a card id and a width)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from desktop.table.cards import CARD_RATIO
from desktop.table.store import Spot

# z layers, bottom to top (the round summary lies above all: `TableScene.summary_z`)
Z_PILE, Z_OFFER, Z_PENDING, Z_OPPONENT, Z_HAND, Z_PLATE, Z_FLYING = 10, 20, 30, 40, 50, 60, 80


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
        """The other players sit on an arc round the top of the table."""
        angle = 270.0 if count == 1 else 198.0 + 144.0 * index / (count - 1)
        radians = math.radians(angle)
        return QPointF(
            self.width / 2 + self.width * 0.41 * math.cos(radians),
            self.height * 0.5 + self.height * 0.36 * math.sin(radians),
        )
