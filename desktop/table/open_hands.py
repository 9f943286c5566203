"""Every hand open (a finished match's replay, `SeatView.open`): where a seat's cards
lie when the table draws them face up in a room of their own, beside the seat's plate.

`fit_cards` lays cards left to right in up to a few rows, as large as the room allows.
A deck with an index in the corner overlaps its cards (`step` under 1: each card's
left strip, index and suit, shows); a deck printed in the middle lays them apart
(`step` over 1). What is drawn is the engine's (`HandOnTable.open_hand`): this only
places it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from desktop.table.card_faces import CARD_RATIO

ROW_GAP = 0.08  # between two rows of cards, in card heights
CORNER_STEP = 0.24  # overlapping cards of a cornered deck: the index and the suit show


def fit_cards(
    count: int, room: QRectF, step: float, max_rows: int = 1, max_width: float = math.inf
) -> tuple[float, list[QPointF]]:
    """The width and the centres of `count` cards laid in `room`: rows filled in turn
    from the top left, each card `step` card widths after the one before, the number
    of rows (up to `max_rows`) that gives the largest cards, no wider than `max_width`.
    The block stands in the room's vertical middle."""
    if count <= 0 or room.width() <= 0 or room.height() <= 0:
        return 0.0, []
    best_width, best_rows = 0.0, 1
    for rows in range(1, max(1, max_rows) + 1):
        per_row = math.ceil(count / rows)
        by_height = room.height() / (rows + (rows - 1) * ROW_GAP) / CARD_RATIO
        by_width = room.width() / (1 + (per_row - 1) * step)
        width = min(by_height, by_width, max_width)
        if width > best_width * 1.001:
            best_width, best_rows = width, rows
        if per_row == 1:
            break
    width, rows = best_width, best_rows
    per_row = math.ceil(count / rows)
    height = width * CARD_RATIO
    block = rows * height + (rows - 1) * height * ROW_GAP
    top = room.center().y() - block / 2
    centres = []
    for index in range(count):
        row, column = divmod(index, per_row)
        x = room.left() + width / 2 + column * step * width
        y = top + height / 2 + row * height * (1 + ROW_GAP)
        centres.append(QPointF(x, y))
    return width, centres
