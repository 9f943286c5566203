"""Round pawns (tokens) drawn with QPainter: a coloured disc, a mark of strength, an
optional magic star; or the plain back of a pawn lying face down.

`PawnItem` is a round piece of `desktop.table.piece`: drawn once per look, size and
palette into a cached picture, with the pieces' behaviour (glow for a legal move,
dimming, hover, click and keyboard). Its position is the disc's centre.

Colour is never the only signal: in the colour-blind palette every colour also gets
its own rim pattern and a letter.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from desktop.table.item import repainted
from desktop.table.piece import PieceLooks, PixmapCache, RoundPiece
from desktop.table.theme import Theme, blend, colour_letter, current_theme, table_font

# red, blue, green, yellow (the engine's names): a warm classic set, and Okabe &
# Ito's safe one.
PAWN_COLOUR_NAMES = ("red", "blue", "green", "yellow")
CLASSIC_COLOURS = ("#c62828", "#1e5bb8", "#2e8b3e", "#f2c12e")
COLOUR_BLIND_COLOURS = ("#d55e00", "#0072b2", "#009e73", "#f0e442")
MAGIC_GOLD = "#f4c542"
BACK_COLOUR = "#24404f"
SHADOW_PAD = 0.06

HARPOONS, RINGS = "harpoons", "rings"
# Where the harpoons sit for 1 to 6, as fractions of the diameter (like dice pips).
HARPOON_LAYOUTS = {
    1: ((0.0, 0.0),),
    2: ((-0.13, 0.0), (0.13, 0.0)),
    3: ((-0.19, 0.02), (0.0, -0.02), (0.19, 0.02)),
    4: ((-0.12, -0.12), (0.12, -0.12), (-0.12, 0.14), (0.12, 0.14)),
    5: ((-0.19, -0.12), (0.0, -0.14), (0.19, -0.12), (-0.1, 0.14), (0.1, 0.14)),
    6: ((-0.19, -0.12), (0.0, -0.14), (0.19, -0.12), (-0.19, 0.15), (0.0, 0.14), (0.19, 0.15)),
}
HARPOON_HEIGHT = {1: 0.42, 2: 0.38, 3: 0.34, 4: 0.24, 5: 0.22, 6: 0.22}
HARPOONS_ABOVE_NUMBER = 0.55  # the harpoons shrink to a crest over the strength's figure


@dataclass(frozen=True)
class PawnLook:
    """What a face-up pawn shows: its colour (0-3), a mark (`HARPOONS` with 1 to 6,
    `RINGS` with 1 or 2) and whether it is magic."""

    colour: int
    mark: str
    count: int
    magic: bool = False


def pawn_colour(colour: int, theme: Theme | None = None) -> QColor:
    theme = theme or current_theme()
    table = COLOUR_BLIND_COLOURS if theme.colour_blind else CLASSIC_COLOURS
    return QColor(table[colour])


def pawn_letter(colour: int) -> str:
    """The letter printed on a pawn in the colour-blind palette (translated)."""
    return colour_letter(PAWN_COLOUR_NAMES[colour])


def _mark_colour(fill: QColor) -> QColor:
    """Dark marks on a light pawn, light marks on a dark one."""
    light = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF()
    return QColor("#2a1e10") if light > 0.6 else QColor("#fff8e6")


def paint_pawn(
    painter: QPainter,
    centre: QPointF,
    diameter: float,
    look: PawnLook | None,
    theme: Theme | None = None,
) -> None:
    """Draw one pawn, face up (`look`) or face down (`look` None), centred on `centre`."""
    theme = theme or current_theme()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(centre)
    if look is None:
        _paint_back(painter, diameter)
    else:
        _paint_face(painter, diameter, look, theme)
    painter.restore()


def _disc(painter: QPainter, radius: float, base: QColor, rim: QColor, rim_width: float):
    gradient = QRadialGradient(QPointF(-radius * 0.35, -radius * 0.4), radius * 1.5)
    gradient.setColorAt(0.0, base.lighter(135))
    gradient.setColorAt(0.55, base)
    gradient.setColorAt(1.0, base.darker(150))
    painter.setPen(QPen(rim, rim_width))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(QPointF(0, 0), radius, radius)


def _paint_face(painter: QPainter, diameter: float, look: PawnLook, theme: Theme):
    radius = diameter / 2
    base = pawn_colour(look.colour, theme)
    rim = QColor(MAGIC_GOLD) if look.magic else base.darker(190)
    rim_width = diameter * (0.075 if look.magic else 0.04)
    _disc(painter, radius - rim_width / 2, base, rim, rim_width)
    if look.magic:
        painter.setPen(QPen(QColor("#6b4a00"), diameter * 0.012))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), radius - rim_width, radius - rim_width)
    # the carved face: a slightly sunken inner disc
    inner = radius * 0.74
    painter.setPen(QPen(base.darker(130), diameter * 0.018))
    painter.setBrush(blend(base, QColor("#ffffff"), 0.08))
    painter.drawEllipse(QPointF(0, 0), inner, inner)
    ink = _mark_colour(base)
    if look.mark == RINGS:
        _paint_rings(painter, diameter, look.count, ink)
    else:  # the strength as a number, readable at a glance; its harpoons above it
        painter.save()
        painter.translate(0, -diameter * 0.15)
        painter.scale(HARPOONS_ABOVE_NUMBER, HARPOONS_ABOVE_NUMBER)
        _paint_harpoons(painter, diameter, look.count, ink)
        painter.restore()
        _paint_number(painter, diameter, look.count, ink)
    if theme.colour_blind:
        _paint_colour_pattern(painter, diameter, look.colour, ink)
        _paint_letter(painter, diameter, pawn_letter(look.colour))
    if look.magic:
        _paint_star(painter, QPointF(radius * 0.6, -radius * 0.6), diameter * 0.3)


def _harpoon_path(height: float) -> QPainterPath:
    """A harpoon pointing up: a shaft, a barbed head and a small tail fork."""
    half = height / 2
    head = height * 0.34
    width = height * 0.3
    path = QPainterPath()
    path.moveTo(0, -half)
    path.lineTo(width / 2, -half + head)
    path.lineTo(width * 0.16, -half + head * 0.78)
    path.lineTo(width * 0.12, half * 0.82)
    path.lineTo(width * 0.34, half)
    path.lineTo(0, half * 0.9)
    path.lineTo(-width * 0.34, half)
    path.lineTo(-width * 0.12, half * 0.82)
    path.lineTo(-width * 0.16, -half + head * 0.78)
    path.lineTo(-width / 2, -half + head)
    path.closeSubpath()
    return path


def _paint_harpoons(painter: QPainter, diameter: float, count: int, ink: QColor):
    height = diameter * HARPOON_HEIGHT[count]
    path = _harpoon_path(height)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    for x, y in HARPOON_LAYOUTS[count]:
        painter.save()
        painter.translate(diameter * x, diameter * y)
        painter.drawPath(path)
        painter.restore()


def _paint_number(painter: QPainter, diameter: float, count: int, ink: QColor):
    """The pawn's strength in figures, in the lower half of its face."""
    painter.setFont(table_font(diameter * 0.34, bold=True))
    painter.setPen(ink)
    box = QRectF(-diameter * 0.25, diameter * 0.0, diameter * 0.5, diameter * 0.34)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(count))


def _paint_rings(painter: QPainter, diameter: float, count: int, ink: QColor):
    """The Shaman wears one circle, the Chief two."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, diameter * 0.06))
    radii = (0.2,) if count == 1 else (0.23, 0.11)
    for radius in radii:
        painter.drawEllipse(QPointF(0, 0), diameter * radius, diameter * radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    if count == 1:
        painter.drawEllipse(QPointF(0, 0), diameter * 0.05, diameter * 0.05)


def _paint_colour_pattern(painter: QPainter, diameter: float, colour: int, ink: QColor):
    """Colour-blind help on the rim: none, ticks, dots or a double line."""
    radius = diameter * 0.42
    if colour == 1:
        painter.setPen(QPen(ink, diameter * 0.035))
        for step in range(12):
            angle = math.radians(step * 30 + 15)
            outer = QPointF(math.cos(angle), math.sin(angle))
            painter.drawLine(outer * radius * 0.86, outer * radius * 1.04)
    elif colour == 2:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for step in range(12):
            angle = math.radians(step * 30 + 15)
            painter.drawEllipse(
                QPointF(math.cos(angle), math.sin(angle)) * radius * 0.95,
                diameter * 0.028,
                diameter * 0.028,
            )
    elif colour == 3:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ink, diameter * 0.02))
        painter.drawEllipse(QPointF(0, 0), radius * 0.9, radius * 0.9)
        painter.drawEllipse(QPointF(0, 0), radius * 1.02, radius * 1.02)


def _paint_letter(painter: QPainter, diameter: float, letter: str):
    centre = QPointF(-diameter * 0.31, diameter * 0.31)
    size = diameter * 0.15
    painter.setPen(QPen(QColor("#1b1b1f"), diameter * 0.012))
    painter.setBrush(QColor("#fffdf6"))
    painter.drawEllipse(centre, size, size)
    painter.setFont(table_font(size * 1.35, bold=True))
    painter.setPen(QColor("#1b1b1f"))
    painter.drawText(
        QRectF(centre.x() - size, centre.y() - size, size * 2, size * 2),
        Qt.AlignmentFlag.AlignCenter,
        letter,
    )


def star_path(centre: QPointF, size: float) -> QPainterPath:
    """A five-pointed star `size` across."""
    path = QPainterPath()
    for index in range(10):
        radius = size / 2 if index % 2 == 0 else size * 0.21
        angle = math.radians(-90 + index * 36)
        point = centre + QPointF(math.cos(angle) * radius, math.sin(angle) * radius)
        if index == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def _paint_star(painter: QPainter, centre: QPointF, size: float):
    painter.setPen(QPen(QColor("#5a3d00"), size * 0.09))
    painter.setBrush(QColor(MAGIC_GOLD))
    painter.drawPath(star_path(centre, size))


def _paint_back(painter: QPainter, diameter: float):
    """Face down: dark wood with the ripples of the lagoon."""
    radius = diameter / 2
    _disc(painter, radius * 0.96, QColor(BACK_COLOUR), QColor("#0d1c24"), diameter * 0.04)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(150, 205, 215, 150), diameter * 0.035))
    for scale in (0.62, 0.4, 0.18):
        painter.drawEllipse(QPointF(0, 0), radius * scale, radius * scale)


_pictures = PixmapCache(800)


class PawnItem(RoundPiece):
    """One pawn on the table; its position is the centre of the disc. Looks and
    interaction are `PieceItem`'s (no table selects a pawn yet); its glow reaches a
    little further than a chip's, and its focus ring is round."""

    looks = PieceLooks(glow=0.16, glow_alpha=52, focus_grow=0.07)
    shadow_pad = SHADOW_PAD

    def __init__(self, look: PawnLook | None, diameter: float = 40.0, parent=None) -> None:
        super().__init__(diameter, parent)
        self._look = look
        self._face_up = look is not None

    # State.

    look, set_look = repainted("_look")  # a PawnLook, or None for a pawn never seen
    face_up, set_face_up = repainted("_face_up")

    # Piece.

    def body_cache(self) -> PixmapCache:
        return _pictures

    def body_key(self, theme: Theme) -> Hashable:
        look = self._look if self._face_up else None
        letter = pawn_letter(look.colour) if look is not None and theme.colour_blind else ""
        return ("pawn", look, theme.name, letter)

    def outline_key(self, theme: Theme) -> Hashable:
        return ("pawn", theme.name)

    def paint_body(self, painter: QPainter, theme: Theme) -> None:
        self.paint_round_shadow(painter)
        paint_pawn(
            painter, QPointF(0, 0), self._diameter, self._look if self._face_up else None, theme
        )

    def focus_ring(self, grow: float) -> QPainterPath:
        path = QPainterPath()
        radius = self._diameter / 2 + grow
        path.addEllipse(QPointF(0, 0), radius, radius)
        return path


def clear_pawn_cache() -> None:
    """Forget every drawn pawn (after a language change renamed the colour letters)."""
    _pictures.clear()
