"""Stones: rounded pebbles in five colours (the Stonehenge auction's ring, dolmens and
each player's collection). Every colour has its own engraved mark, so stones differ
without colour; the colour-blind palette adds the colour's letter.

`StoneItem` adds the piece behaviour of `desktop.table.piece`; its position is the
stone's centre. `variant` picks one of a few outlines, so a row of stones does not
look stamped out of one mould (the same variant always gives the same outline).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from functools import lru_cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient

from desktop.table.item import repainted
from desktop.table.marks import paint_letter_disc, paint_mark
from desktop.table.piece import PixmapCache, RoundPiece, ink_for
from desktop.table.theme import STONE_MARKS, Theme, blend, stone_letter

VARIANTS = 4
SHADOW_PAD = 0.08
FLATTEN = 0.86  # a pebble seen from above is a little wider than deep
LETTER_FROM = 26.0  # pixels: smaller stones show their mark only

_pictures = PixmapCache(300)


@lru_cache(maxsize=256)
def pebble_path(variant: int, diameter: float) -> QPainterPath:
    """A smooth, slightly irregular pebble `diameter` wide, centred on the origin."""
    local = random.Random(variant % VARIANTS)
    corners = 9
    radius = diameter / 2
    points = []
    for index in range(corners):
        angle = math.radians(index * 360 / corners + local.uniform(-8, 8))
        reach = radius * local.uniform(0.9, 1.0)
        points.append(QPointF(math.cos(angle) * reach, math.sin(angle) * reach * FLATTEN))
    path = QPainterPath()
    # a curve through the midpoints, bending at each corner: no sharp edges
    middles = [(points[i] + points[(i + 1) % corners]) / 2 for i in range(corners)]
    path.moveTo(middles[-1])
    for index in range(corners):
        path.quadTo(points[index], middles[index])
    path.closeSubpath()
    return path


def paint_stone(
    painter: QPainter, centre: QPointF, diameter: float, colour: int, theme: Theme, variant: int = 0
) -> None:
    """One stone: its shadow, a lit rounded body with a few specks, its engraved mark
    and (colour-blind palette, large enough) its letter."""
    fill = theme.stone_colour(colour)
    outline = pebble_path(variant % VARIANTS, round(diameter, 2))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(centre)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    drop = diameter * SHADOW_PAD
    painter.drawPath(outline.translated(drop * 0.7, drop))
    radius = diameter / 2
    gradient = QRadialGradient(QPointF(-radius * 0.35, -radius * 0.4), radius * 1.5)
    gradient.setColorAt(0.0, blend(fill, QColor("#ffffff"), 0.45))
    gradient.setColorAt(0.45, fill)
    gradient.setColorAt(1.0, fill.darker(170))
    painter.setPen(QPen(fill.darker(220), max(0.6, diameter * 0.035)))
    painter.setBrush(gradient)
    painter.drawPath(outline)
    _paint_specks(painter, diameter, fill, variant)
    ink = ink_for(fill)
    engraving = blend(fill, ink, 0.75)
    lettered = theme.colour_blind and diameter >= LETTER_FROM
    # with a letter, the mark moves up and left to leave it room
    mark_centre = QPointF(-diameter * 0.1, -diameter * 0.07) if lettered else QPointF(0, 0)
    mark_size = diameter * (0.36 if lettered else 0.42)
    paint_mark(painter, STONE_MARKS[colour], mark_centre, mark_size, engraving, fill.darker(250))
    if lettered:
        disc = QPointF(radius * 0.52, radius * 0.5 * FLATTEN)
        paint_letter_disc(painter, disc, diameter * 0.34, stone_letter(colour))
    painter.restore()


def _paint_specks(painter: QPainter, diameter: float, fill: QColor, variant: int) -> None:
    """A few grains in the stone, always the same for one variant."""
    local = random.Random(100 + variant)
    painter.setPen(Qt.PenStyle.NoPen)
    speck = fill.darker(135)
    speck.setAlpha(150)
    painter.setBrush(speck)
    for _ in range(7):
        angle = local.uniform(0, 2 * math.pi)
        reach = local.uniform(0.45, 0.75) * diameter / 2
        size = diameter * local.uniform(0.02, 0.035)
        point = QPointF(math.cos(angle) * reach, math.sin(angle) * reach * FLATTEN)
        painter.drawEllipse(point, size, size)


class StoneItem(RoundPiece):
    """One stone; `colour` 0-4 (the five stone colours of the theme)."""

    shadow_pad = SHADOW_PAD

    def __init__(self, colour: int, diameter: float = 32.0, variant: int = 0, parent=None):
        super().__init__(diameter, parent)
        self._colour = colour
        self._variant = variant % VARIANTS

    colour, set_colour = repainted("_colour")

    @property
    def variant(self) -> int:
        return self._variant

    # Piece.

    def outline(self) -> QPainterPath:
        return pebble_path(self._variant, round(self._diameter, 2))

    def body_cache(self) -> PixmapCache:
        return _pictures

    def body_key(self, theme: Theme) -> Hashable:
        letter = stone_letter(self._colour) if theme.colour_blind else ""
        return ("stone", self._colour, self._variant, round(self._diameter, 2), theme.name, letter)

    def paint_body(self, painter: QPainter, theme: Theme) -> None:
        paint_stone(painter, QPointF(0, 0), self._diameter, self._colour, theme, self._variant)
