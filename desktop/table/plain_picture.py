"""The home screen's picture of a game seated at the plain table (`plain.py`): the
felt and a few counters, light enough for start-up."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPixmap

from desktop.table.art import draw_table_picture

COUNTERS = ((0.35, 0.55), (0.5, 0.45), (0.65, 0.58), (0.48, 0.68))


def picture(size: QSize) -> QPixmap:
    return draw_table_picture(size, _paint)


def _paint(painter: QPainter, rect: QRectF) -> None:
    radius = rect.height() * 0.09
    painter.setBrush(QColor(230, 220, 190))
    for x, y in COUNTERS:
        centre_x, centre_y = rect.width() * x, rect.height() * y
        painter.drawEllipse(QRectF(centre_x - radius, centre_y - radius, 2 * radius, 2 * radius))
