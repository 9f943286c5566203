"""Double Action's picture on the home screen, apart from the scene so start-up stays
light: a corner of the board with a line of chips and the series drawn through it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from desktop.table.art import draw_table_picture
from desktop.table.chips import paint_chip
from desktop.table.theme import current_theme


def picture(size: QSize) -> QPixmap:
    return draw_table_picture(size, _paint_corner_of_board)


def _paint_corner_of_board(painter: QPainter, rect: QRectF) -> None:
    from desktop.table.grid_board import _paint_cell_face, _paint_corner
    from rules_engine.core.cards import parse_card

    theme = current_theme()
    rows = (
        ("**", "3H", "7H", "6D", "5S", "2C"),
        ("8S", "QS", "8H", "3D", "4H", "AD"),
        ("5C", "4S", "5D", "7C", "9S", "8D"),
    )
    cell = min(rect.width() / 6.6, rect.height() / 3.5)
    left = rect.center().x() - cell * 3.25
    top = rect.center().y() - cell * 1.7
    centres = {}
    for row, codes in enumerate(rows):
        for col, code in enumerate(codes):
            box = QRectF(left + col * cell * 1.08, top + row * cell * 1.08, cell, cell)
            centres[row, col] = box.center()
            if code == "**":
                _paint_corner(painter, box, theme)
            else:
                _paint_cell_face(painter, box, parse_card(code), theme)
    line = [(0, 0), (1, 1), (2, 2)]
    for row, col in line[1:]:
        paint_chip(painter, centres[row, col], cell * 0.74, 0, True, theme)
    for row, col in ((1, 3), (0, 4), (2, 5)):
        paint_chip(painter, centres[row, col], cell * 0.74, 1, False, theme)
    start, end = centres[0, 0], centres[2, 2] + QPointF(cell * 0.3, cell * 0.3)
    for colour, width in ((QColor(20, 20, 20, 200), 0.15), (theme.team_colour(0), 0.08)):
        pen = QPen(colour, cell * width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(start, end)
