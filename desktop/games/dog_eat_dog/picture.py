"""Dog Eat Dog's picture on the home screen, apart from the scene so start-up stays
light: a red stack under attack from a blue pyramid, two dice beside them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPixmap

from desktop.table.art import draw_table_picture
from desktop.table.dice import IVORY, paint_die
from desktop.table.pyramids import LARGE, MEDIUM, SMALL, PyramidLook, paint_pyramid, paint_stack
from desktop.table.theme import current_theme


def picture(size: QSize) -> QPixmap:
    return draw_table_picture(size, _paint_scene)


def _paint_scene(painter: QPainter, rect: QRectF) -> None:
    theme = current_theme()
    unit = rect.height() * 0.3
    painter.save()
    painter.translate(rect.width() * 0.36, rect.height() * 0.8)
    stack = (PyramidLook(2, LARGE), PyramidLook(1, MEDIUM), PyramidLook(0, SMALL))
    paint_stack(painter, stack, unit, theme, badge=False)
    painter.restore()
    painter.save()
    painter.translate(rect.width() * 0.66, rect.height() * 0.82)
    paint_pyramid(painter, PyramidLook(3, MEDIUM), unit, theme)
    painter.restore()
    side = rect.height() * 0.17
    for index, value in enumerate((6, 3)):
        centre = QPointF(rect.width() * (0.8 + index * 0.1), rect.height() * (0.3 + index * 0.1))
        paint_die(painter, centre, side, value, QColor(IVORY))
