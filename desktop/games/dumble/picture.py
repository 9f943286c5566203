"""Dumble's picture on the home screen, apart from the scene so start-up stays light."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPixmap

from desktop.table.art import draw_table_picture
from desktop.table.card_faces import CARD_RATIO, paint_card


def picture(size: QSize) -> QPixmap:
    """The home screen's picture of Dumble: a pair of Queens and a seven, fanned."""
    return draw_table_picture(size, _paint_fan)


def _paint_fan(painter: QPainter, rect: QRectF) -> None:
    from rules_engine.core.cards import parse_cards

    card_height = rect.height() * 0.72
    card_width = card_height / CARD_RATIO
    cards = parse_cards("7C QH QS")
    for index, card in enumerate(cards):
        painter.save()
        painter.translate(rect.width() / 2, rect.height() * 0.58)
        painter.rotate((index - 1) * 14)
        painter.translate(-card_width / 2 + (index - 1) * card_width * 0.18, -card_height / 2)
        paint_card(painter, QRectF(0, 0, card_width, card_height), card, True)
        painter.restore()
