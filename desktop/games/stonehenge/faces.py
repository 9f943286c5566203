"""The Stonehenge auction's cards as the table prints them: a number, its colour (one
of the five stone colours or grey) with the colour's mark, a sun for a day card or a
moon for a night card; the five dolmen cards show a trilithon and no number.

Card ids are the engine's (seeds/stonehenge: ids 0-59 are the numbers 1-30, night
then day; 60-64 the dolmen cards). `card_print` reads what is printed on a card from
the game's `card_faces` (plain data from the engine): the table draws a card, it never
weighs one (bid values and winners come from the engine's events).
"""

from __future__ import annotations

import functools
import math
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.table.card_faces import CardFaces
from desktop.table.marks import paint_centred_text, paint_letter_disc, paint_mark
from desktop.table.piece import ink_for
from desktop.table.theme import STONE_MARKS, Theme, blend, stone_letter

GREY = 5
GREY_COLOUR = "#8d9399"
GREY_MARK = "hexagon"
DAY_PAPER, NIGHT_PAPER = "#fbf4e2", "#1f2a44"
DOLMEN_PAPER = "#5d6168"


class CardPrint(NamedTuple):
    number: int  # 1-30; 0 for a dolmen card
    colour: int  # 0-4 the stone colours, 5 grey, -1 a dolmen card
    day: bool
    dolmen: bool


@functools.cache
def _printed() -> tuple[CardPrint, ...]:
    """The game's own table of what each card shows (`StonehengeGame.card_faces`)."""
    from rules_engine.core.registry import get_game

    return tuple(CardPrint(*face) for face in get_game("stonehenge").card_faces)


def card_print(card: int) -> CardPrint:
    """What is printed on card `card`, as the engine says."""
    return _printed()[card]


def colour_fill(colour: int, theme: Theme) -> QColor:
    return QColor(GREY_COLOUR) if colour == GREY else theme.stone_colour(colour)


def colour_mark(colour: int) -> str:
    return GREY_MARK if colour == GREY else STONE_MARKS[colour]


def sun_path(centre: QPointF, size: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(centre, size * 0.26, size * 0.26)
    for ray in range(8):
        angle = math.radians(ray * 45)
        inner, outer = size * 0.34, size * 0.5
        tip = QPointF(math.cos(angle), math.sin(angle))
        side = QPointF(-tip.y(), tip.x()) * size * 0.07
        triangle = QPainterPath(centre + tip * outer)
        triangle.lineTo(centre + tip * inner + side)
        triangle.lineTo(centre + tip * inner - side)
        triangle.closeSubpath()
        path = path.united(triangle)
    return path


def moon_path(centre: QPointF, size: float) -> QPainterPath:
    disc = QPainterPath()
    disc.addEllipse(centre, size * 0.42, size * 0.42)
    bite = QPainterPath()
    bite.addEllipse(centre + QPointF(size * 0.2, -size * 0.12), size * 0.36, size * 0.36)
    return disc.subtracted(bite)


def trilithon_path(centre: QPointF, size: float) -> QPainterPath:
    """Two standing stones and their lintel, `size` across."""
    path = QPainterPath()
    half = size / 2
    post = size * 0.26
    path.addRoundedRect(
        QRectF(centre.x() - half, centre.y() - half * 0.55, post, size * 0.78), 3, 3
    )
    path.addRoundedRect(
        QRectF(centre.x() + half - post, centre.y() - half * 0.55, post, size * 0.78), 3, 3
    )
    path.addRoundedRect(
        QRectF(centre.x() - half * 1.08, centre.y() - half * 0.85, size * 1.08, size * 0.24), 3, 3
    )
    return path.simplified()


def paint_sun_or_moon(painter: QPainter, day: bool, centre: QPointF, size: float) -> None:
    painter.save()
    if day:
        painter.setPen(QPen(QColor("#9a5b00"), max(0.5, size * 0.05)))
        painter.setBrush(QColor("#f4b400"))
        painter.drawPath(sun_path(centre, size))
    else:
        painter.setPen(QPen(QColor("#2b3550"), max(0.5, size * 0.05)))
        painter.setBrush(QColor("#e8e6d8"))
        painter.drawPath(moon_path(centre, size))
    painter.restore()


class StonehengeFaces(CardFaces):
    """The deck of the Stonehenge auction for the kit's `CardItem`."""

    name = "stonehenge"

    def paint_face(self, painter: QPainter, width: float, height: float, card, theme: Theme):
        # A card id, or (for the home picture, which loads no rules) what it shows.
        printed = card if isinstance(card, CardPrint) else card_print(card)
        radius = width * 0.07
        frame = QRectF(0, 0, width, height)
        if printed.dolmen:
            self._paint_dolmen(painter, frame, radius)
            return
        fill = colour_fill(printed.colour, theme)
        paper = QColor(DAY_PAPER if printed.day else NIGHT_PAPER)
        painter.setPen(QPen(fill.darker(160), max(1.0, width * 0.02)))
        painter.setBrush(fill)
        painter.drawRoundedRect(frame.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        inner = frame.adjusted(width * 0.09, width * 0.09, -width * 0.09, -width * 0.09)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(paper)
        painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
        ink = QColor("#1b1b1f") if printed.day else QColor("#f4f1e6")
        centre = QPointF(width / 2, height * 0.47)
        paint_centred_text(painter, str(printed.number), centre, width * 0.42, ink, width * 0.7)
        paint_sun_or_moon(painter, printed.day, QPointF(width * 0.3, height * 0.2), width * 0.3)
        mark_centre = QPointF(width * 0.7, height * 0.2)
        paint_mark(
            painter, colour_mark(printed.colour), mark_centre, width * 0.24, fill, ink_for(fill)
        )
        band = QRectF(inner.left(), height * 0.7, inner.width(), height * 0.16)
        painter.setBrush(fill)
        painter.drawRoundedRect(band, radius * 0.5, radius * 0.5)
        if theme.colour_blind and printed.colour != GREY:
            paint_letter_disc(
                painter, band.center(), band.height() * 0.8, stone_letter(printed.colour)
            )
        else:
            paint_mark(
                painter,
                colour_mark(printed.colour),
                band.center(),
                band.height() * 0.7,
                blend(fill, ink_for(fill), 0.7),
                fill.darker(200),
            )

    def _paint_dolmen(self, painter: QPainter, frame: QRectF, radius: float) -> None:
        width = frame.width()
        painter.setPen(QPen(QColor("#2c2f33"), max(1.0, width * 0.03)))
        painter.setBrush(QColor(DOLMEN_PAPER))
        painter.drawRoundedRect(frame.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.setPen(QPen(QColor("#f4f1e6"), max(0.8, width * 0.02)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(
            frame.adjusted(width * 0.08, width * 0.08, -width * 0.08, -width * 0.08),
            radius * 0.7,
            radius * 0.7,
        )
        painter.setPen(QPen(QColor("#1b1b1f"), max(0.8, width * 0.025)))
        painter.setBrush(QColor("#c9c3b3"))
        painter.drawPath(trilithon_path(frame.center(), width * 0.58))
        # no number, no colour: a slash where the number would be says "worth nothing"
        painter.setPen(QPen(QColor("#f4f1e6"), max(1.0, width * 0.04)))
        centre = QPointF(width / 2, frame.height() * 0.82)
        painter.drawLine(centre - QPointF(width * 0.1, 0), centre + QPointF(width * 0.1, 0))

    def paint_back(self, painter: QPainter, width: float, height: float, theme: Theme):
        radius = width * 0.07
        frame = QRectF(0, 0, width, height)
        painter.setPen(QPen(QColor("#12151b"), max(1.0, width * 0.02)))
        painter.setBrush(QColor("#38404c"))
        painter.drawRoundedRect(frame.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.setPen(QPen(QColor("#a9a08a"), max(0.8, width * 0.025)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        centre = frame.center()
        painter.drawEllipse(centre, width * 0.3, width * 0.3)
        painter.drawEllipse(centre, width * 0.18, width * 0.18)
        painter.setBrush(QColor("#a9a08a"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(trilithon_path(centre, width * 0.22))

    def look_key(self):
        return "".join(stone_letter(colour) for colour in range(5))


STONEHENGE_FACES = StonehengeFaces()
