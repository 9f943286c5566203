"""Where things lie on the Double Action table, from the table's size alone.

The board fills the middle from the top, as large as the hand under it allows; the
other seats' plates stand in a column on the left, the teams' series counts, the
card laid this turn and the discard pile on the right. At the match's end the hand
leaves, the board moves to the left and grows, and the summary takes the right.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from desktop.table.card_faces import CARD_RATIO, hand_step
from desktop.table.grid_board import GAP, MARGIN

# The board's side in cell sizes: ten cells, nine gaps and the frame.
BOARD_CELLS = 10 * (1 + GAP) - GAP + 2 * MARGIN

Z_BOARD = 0.0
Z_HAND = 20.0
Z_PLATE = 30.0
Z_FLYING = 60.0

# A plate's height and the room a plate takes in the column, in plate widths: the
# kit's plate with one line (0.2 + 0.16), then its "thinking" pill hanging below
# (about 0.09) and a gap, so a pill never covers the next plate's name.
PLATE_HEIGHT = 0.36
PLATE_PITCH = 0.5
# Every hand open: the board's share of the width (0.58 else) and the plates' share
# of the left column (0.86 else), so the other seats' cards fit beside the plates.
OPEN_BOARD_SHARE, OPEN_PLATE_SHARE = 0.5, 0.5


@dataclass(frozen=True)
class Geometry:
    width: float
    height: float
    over: bool = False  # the match is over: board on the left, summary on the right
    others: int = 7  # the other seats' plates in the left column
    # Every hand open (a finished match's replay): the board gives up some width and
    # each other seat's cards lie face up right of its plate, the plates on the left.
    open_hands: bool = False

    @property
    def margin(self) -> float:
        return max(6.0, self.height * 0.015)

    @property
    def card_height(self) -> float:
        """A hand's card: a fifth of a small table's height, less of a tall one's, so
        the board takes most of what a larger window adds."""
        return min(self.height * 0.19, 110.0 + self.height * 0.04)

    @property
    def card_width(self) -> float:
        return self.card_height / CARD_RATIO

    @property
    def hand_y(self) -> float:
        return self.height - self.margin - self.card_height * 0.5

    @property
    def cell(self) -> float:
        if self.over:
            side = min(self.height - 2 * self.margin, self.width * 0.5)
        else:
            share = OPEN_BOARD_SHARE if self.open_hands else 0.58
            side = min(self.height - self.card_height - 2.5 * self.margin, self.width * share)
        return side / BOARD_CELLS

    @property
    def board_side(self) -> float:
        return self.cell * BOARD_CELLS

    @property
    def board_centre(self) -> QPointF:
        half = self.board_side / 2
        if self.over:
            return QPointF(self.margin * 2 + half, self.height / 2)
        return QPointF(self.width / 2, self.margin + half)

    @property
    def side_width(self) -> float:
        """The room on either side of the board."""
        return (self.width - self.board_side) / 2 - 2 * self.margin

    @property
    def plate_width(self) -> float:
        """As wide as the left column allows, narrower when the other seats' plates and
        the viewer's would not stand apart in its height (8 seats)."""
        room = self.hand_y - self.margin * 2
        fits = room / (PLATE_PITCH * max(self.others, 1) + PLATE_HEIGHT / 2)
        widest = self.side_width * (OPEN_PLATE_SHARE if self.open_hands else 0.86)
        return max(min(widest, self.height * 0.3, fits), 96.0)

    def left_column_x(self) -> float:
        if self.open_hands:  # the plates on the left, the open cards right of them
            return self.margin + self.plate_width / 2
        return self.margin + self.side_width / 2

    def open_hand_room(self, index: int) -> QRectF:
        """Where the `index`th other seat's cards lie face up: right of its plate, up to
        the board, as high as the plate's share of the column."""
        centre = self.plate_pos(index)
        left = self.margin + self.plate_width + self.margin * 0.5
        right = self.margin * 1.5 + self.side_width
        height = self.plate_width * PLATE_PITCH * 0.94
        return QRectF(left, centre.y() - height / 2, max(right - left, 0.0), height)

    def plate_pos(self, index: int) -> QPointF:
        """The centre of the `index`th other seat's plate, from the top of the column."""
        width = self.plate_width
        top = self.margin + width * PLATE_HEIGHT / 2
        return QPointF(self.left_column_x(), top + index * width * PLATE_PITCH)

    def viewer_plate_pos(self) -> QPointF:
        return QPointF(self.left_column_x(), self.hand_y)

    def _plate_rect(self, centre: QPointF) -> QRectF:
        width = self.plate_width
        height = width * PLATE_HEIGHT
        return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)

    def plate_rect(self, index: int) -> QRectF:
        """The room the `index`th other plate takes, its thinking pill included."""
        rect = self._plate_rect(self.plate_pos(index))
        return rect.adjusted(0, 0, 0, self.plate_width * (PLATE_PITCH - PLATE_HEIGHT) * 0.8)

    def viewer_plate_rect(self) -> QRectF:
        return self._plate_rect(self.viewer_plate_pos())

    def right_column_x(self) -> float:
        return self.width - self.margin - self.side_width / 2

    def hand_positions(self, count: int) -> list[QPointF]:
        """The hand under the board, centred on it, clear of the viewer's plate on its
        left (an 8-card hand ran over it at 1280 x 800)."""
        plate_right = self.left_column_x() + self.plate_width / 2
        clear = 2 * (self.width / 2 - plate_right - self.margin)
        room = min(self.board_side + self.side_width * 0.6, clear)
        step = hand_step(count, self.card_width, room, overlap=0.78)
        first = self.width / 2 - step * (count - 1) / 2
        return [QPointF(first + step * index, self.hand_y) for index in range(count)]

    def pile_width(self) -> float:
        return min(self.card_width * 0.75, self.side_width / 3.5)

    def piles_y(self) -> float:
        return self.height * 0.52

    def laid_pos(self) -> QPointF:
        """The card laid this turn, face up on the right, left of the discard pile."""
        return QPointF(self.right_column_x() - self.pile_width() * 1.15, self.piles_y())

    def discard_pos(self) -> QPointF:
        return QPointF(self.right_column_x(), self.piles_y())

    def stock_pos(self) -> QPointF:
        return QPointF(self.right_column_x() + self.pile_width() * 1.15, self.piles_y())

    def summary_left(self) -> float:
        return self.board_centre.x() + self.board_side / 2 + self.margin * 2
