"""The Stonehenge auction's picture on the home screen: stones round a ring, a dolmen
and a day card, apart from the scene so start-up stays light."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from desktop.table.art import draw_table_picture
from desktop.table.card_faces import CARD_RATIO, paint_card
from desktop.table.stones import paint_stone
from desktop.table.theme import current_theme


def picture(size: QSize) -> QPixmap:
    return draw_table_picture(size, _paint)


def _paint(painter: QPainter, rect: QRectF) -> None:
    from desktop.games.stonehenge.faces import STONEHENGE_FACES, CardPrint, trilithon_path

    theme = current_theme()
    radius = rect.height() * 0.38
    centre = QPointF(rect.width() * 0.42, rect.height() * 0.5)
    painter.setBrush(QColor("#5f7d43"))
    painter.drawEllipse(centre, radius * 1.1, radius * 1.1)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(120, 98, 70, 170), radius * 0.18))
    painter.drawEllipse(centre, radius * 0.85, radius * 0.85)
    for index in range(12):
        angle = math.radians(-90 + index * 30)
        spot = centre + QPointF(math.cos(angle), math.sin(angle)) * radius * 0.85
        paint_stone(painter, spot, radius * 0.2, index % 5, theme, index)
    painter.setPen(QPen(QColor("#1b1b1f"), 1.2))
    painter.setBrush(QColor("#b2ab9b"))
    painter.drawPath(trilithon_path(centre, radius * 0.45))
    card_height = rect.height() * 0.55
    card_width = card_height / CARD_RATIO
    painter.save()
    painter.translate(rect.width() * 0.8, rect.height() * 0.52)
    painter.rotate(10)
    card = QRectF(-card_width / 2, -card_height / 2, card_width, card_height)
    fourteen_blue_day = CardPrint(14, 1, True, False)  # no rules loaded for a picture
    paint_card(painter, card, fourteen_blue_day, True, theme, STONEHENGE_FACES)
    painter.restore()
