"""Round pawns (tokens) drawn with QPainter: a coloured disc, a mark of strength, an
optional magic star; or the plain back of a pawn lying face down.

Like the cards, a pawn is drawn once per look and size into a cached pixmap
(`cached_pawn_pixmap`), and `PawnItem` adds the table behaviour: glow for a legal
move, dimming, hover, click and keyboard. Its position is the disc's centre.

Colour is never the only signal: in the colour-blind palette every colour also gets
its own rim pattern and a letter.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from desktop.table.item import TableItem
from desktop.table.theme import Theme, blend, current_theme, table_font

# red, blue, green, yellow: a warm classic set, and Okabe & Ito's safe one.
CLASSIC_COLOURS = ("#c62828", "#1e5bb8", "#2e8b3e", "#f2c12e")
COLOUR_BLIND_COLOURS = ("#d55e00", "#0072b2", "#009e73", "#f0e442")
MAGIC_GOLD = "#f4c542"
BACK_COLOUR = "#24404f"
GLOW_MARGIN = 0.16
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


def colour_letter(colour: int) -> str:
    """The letter printed on a pawn in the colour-blind palette (translated)."""
    letters = (
        QCoreApplication.translate("Pawns", "R"),
        QCoreApplication.translate("Pawns", "B"),
        QCoreApplication.translate("Pawns", "G"),
        QCoreApplication.translate("Pawns", "Y"),
    )
    return letters[colour]


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
        _paint_letter(painter, diameter, colour_letter(look.colour))
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


_pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
PIXMAP_CACHE_SIZE = 800


def cached_pawn_pixmap(
    look: PawnLook | None, diameter: float, ratio: float, theme: Theme, shadow: bool = True
) -> QPixmap:
    """The pawn drawn once per look, size and palette, then reused; with `shadow`
    the pixmap is larger by SHADOW_PAD of the diameter to the right and below."""
    letter = colour_letter(look.colour) if look is not None and theme.colour_blind else ""
    key = (look, round(diameter * ratio), theme.name, letter, shadow)
    pixmap = _pixmaps.get(key)
    if pixmap is not None:
        _pixmaps.move_to_end(key)
        return pixmap
    device = max(2, round(diameter * ratio))
    pad = device * SHADOW_PAD if shadow else 0.0
    pixmap = QPixmap(math.ceil(device + pad), math.ceil(device + pad))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(
            QPointF(device / 2 + pad * 0.7, device / 2 + pad), device / 2, device / 2
        )
    paint_pawn(painter, QPointF(device / 2, device / 2), device, look, theme)
    painter.end()
    _pixmaps[key] = pixmap
    if len(_pixmaps) > PIXMAP_CACHE_SIZE:
        _pixmaps.popitem(last=False)
    return pixmap


class PawnItem(TableItem):
    """One pawn on the table; its position is the centre of the disc. Looks and
    interaction are `TableItem`'s (a pawn has no selected look)."""

    def __init__(self, look: PawnLook | None, diameter: float = 40.0, parent=None) -> None:
        super().__init__(parent)
        self._look = look
        self._face_up = look is not None
        self._diameter = float(diameter)

    # State.

    @property
    def look(self) -> PawnLook | None:
        return self._look

    def set_look(self, look: PawnLook | None) -> None:
        if look != self._look:
            self._look = look
            self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    def diameter(self) -> float:
        return self._diameter

    def set_diameter(self, diameter: float) -> None:
        if abs(diameter - self._diameter) > 0.01:
            self.prepareGeometryChange()
            self._diameter = float(diameter)
            self.update()

    # Geometry and drawing.

    def boundingRect(self) -> QRectF:
        half = self._diameter * (0.5 + GLOW_MARGIN)
        return QRectF(-half, -half, half * 2 + self._diameter * SHADOW_PAD, half * 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        radius = self._diameter / 2
        path.addEllipse(QPointF(0, 0), radius, radius)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        theme = current_theme()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._diameter / 2
        lift = self._diameter * 0.05 if self._hovered else 0.0
        if self._legal:
            glow = QColor(theme.colour("legal_glow"))
            alpha = int(52 * self.legal_glow_opacity())  # faint while a lesson points elsewhere
            for layer in range(5, 0, -1):
                glow.setAlpha(alpha)
                grow = radius + self._diameter * GLOW_MARGIN * layer / 5
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(glow)
                painter.drawEllipse(QPointF(0, -lift), grow, grow)
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12())
        ratio = painter.device().devicePixelRatioF() * max(scale, 0.01)
        look = self._look if self._face_up else None
        pixmap = cached_pawn_pixmap(look, self._diameter, ratio, theme)
        size = self._diameter * (1 + SHADOW_PAD)
        target = QRectF(-radius, -radius - lift, size, size)
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(theme.dim_overlay))
            painter.drawEllipse(QPointF(0, -lift), radius, radius)
        if self.focus_ring_visible():
            grow = radius + self._diameter * 0.07
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#202020"), self._diameter * 0.04))
            painter.drawEllipse(QPointF(0, -lift), grow, grow)
            painter.setPen(
                QPen(theme.colour("focus_ring"), self._diameter * 0.04, Qt.PenStyle.DashLine)
            )
            painter.drawEllipse(QPointF(0, -lift), grow, grow)


def clear_pawn_cache() -> None:
    """Forget every drawn pawn (after a language change renamed the colour letters)."""
    _pixmaps.clear()
