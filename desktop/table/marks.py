"""Small shapes that tell colours apart without colour: a circle, a square, a
triangle... Pieces print them (a team's chips, a stone's engraving, a seat's
pyramids in the colour-blind palette), and a legend can print the same ones.

`mark_path(name, size)` is the shape `size` across, centred on the origin, cached.
`LastMoveMark` rings the piece or place of the last move on a table.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem

from desktop.table.theme import table_font

MARK_NAMES = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "bar")


def _polygon(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.closeSubpath()
    return path


def _regular(corners: int, radius: float, turn: float = -90.0) -> list[tuple[float, float]]:
    return [
        (
            radius * math.cos(math.radians(turn + index * 360 / corners)),
            radius * math.sin(math.radians(turn + index * 360 / corners)),
        )
        for index in range(corners)
    ]


def _star(points: int = 5) -> QPainterPath:
    corners = []
    for index in range(points * 2):
        radius = 0.5 if index % 2 == 0 else 0.21
        angle = math.radians(-90 + index * 180 / points)
        corners.append((radius * math.cos(angle), radius * math.sin(angle) + 0.03))
    return _polygon(corners)


def _cross() -> QPainterPath:
    """A saltire (X) with square arms."""
    arm = 0.13
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for angle in (45, -45):
        bar = QPainterPath()
        bar.addRect(QRectF(-0.5, -arm, 1.0, arm * 2))
        path.addPath(QTransform().rotate(angle).map(bar))
    return path.simplified()


def _unit(name: str) -> QPainterPath:
    path = QPainterPath()
    if name == "circle":
        path.addEllipse(QPointF(0, 0), 0.42, 0.42)
    elif name == "square":
        path.addRect(QRectF(-0.37, -0.37, 0.74, 0.74))
    elif name == "triangle":
        path = _polygon([(0.0, -0.46), (0.48, 0.38), (-0.48, 0.38)])
    elif name == "diamond":
        path = _polygon([(0.0, -0.5), (0.38, 0.0), (0.0, 0.5), (-0.38, 0.0)])
    elif name == "star":
        path = _star()
    elif name == "cross":
        path = _cross()
    elif name == "hexagon":
        path = _polygon(_regular(6, 0.46, 0.0))
    elif name == "bar":
        path.addRoundedRect(QRectF(-0.5, -0.16, 1.0, 0.32), 0.06, 0.06)
    else:
        raise ValueError(name)
    return path


@lru_cache(maxsize=256)
def mark_path(name: str, size: float) -> QPainterPath:
    """The shape `name` (one of MARK_NAMES) about `size` across, centred on the origin."""
    return QTransform.fromScale(size, size).map(_unit(name))


def paint_mark(
    painter: QPainter, name: str, centre: QPointF, size: float, fill: QColor, edge: QColor
) -> None:
    """A mark filled with `fill`, edged thinly with `edge` so it reads on any colour."""
    painter.save()
    painter.translate(centre)
    painter.setPen(QPen(edge, max(0.5, size * 0.07)))
    painter.setBrush(fill)
    painter.drawPath(mark_path(name, round(size, 1)))
    painter.restore()


def paint_letter_disc(painter: QPainter, centre: QPointF, size: float, letter: str) -> None:
    """A letter in a small cream disc `size` across, outlined dark: the colour-blind
    palette's name tag on a piece."""
    radius = size / 2
    painter.save()
    painter.setPen(QPen(QColor("#1b1b1f"), max(0.5, size * 0.07)))
    painter.setBrush(QColor("#fffdf6"))
    painter.drawEllipse(centre, radius, radius)
    paint_centred_text(painter, letter, centre, size * 0.72, QColor("#1b1b1f"))
    painter.restore()


def paint_centred_text(
    painter: QPainter,
    text: str,
    centre: QPointF,
    pixel_size: float,
    colour: QColor,
    max_width: float | None = None,
) -> None:
    """Bold text whose capitals are centred on `centre`, squeezed when wider than
    `max_width`."""
    font = table_font(pixel_size, bold=True)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text)
    squeeze = 1.0
    if max_width is not None and width > max_width > 0:
        squeeze = max_width / width
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    painter.translate(centre.x(), centre.y() + metrics.capHeight() / 2)
    painter.scale(squeeze, 1.0)
    painter.drawText(QPointF(-width / 2, 0), text)
    painter.restore()


class LastMoveMark(QGraphicsItem):
    """A ring round the last move on the table (the chip just laid, the place a piece
    just left): a light ring over a dark one with four short ticks outward, so it
    reads on any colour and differs from a legal glow or a target's brackets. Make it
    a child of the item the move lies on (a board), so it follows its place and size;
    `show_at(centre, diameter)` puts it round a spot, `show_at(None)` hides it. It
    takes no click."""

    def __init__(self, parent: QGraphicsItem | None = None, z: float = 0.0) -> None:
        super().__init__(parent)
        self._centre = QPointF()
        self._diameter = 0.0
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def show_at(self, centre: QPointF | None, diameter: float = 0.0) -> None:
        if centre is None or diameter <= 0:
            self.hide()
            return
        if QPointF(centre) != self._centre or diameter != self._diameter:
            self.prepareGeometryChange()
            self._centre, self._diameter = QPointF(centre), float(diameter)
        self.show()

    def centre(self) -> QPointF:
        return QPointF(self._centre)

    def diameter(self) -> float:
        return self._diameter

    def boundingRect(self) -> QRectF:
        reach = self._diameter * 0.9
        return QRectF(self._centre.x() - reach, self._centre.y() - reach, reach * 2, reach * 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._diameter <= 0:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = self._diameter * 0.58
        # dark for a light ground (a card, a cell), cream for a dark one (a chip, felt)
        for colour, width in ((QColor("#1b1b1f"), 0.16), (QColor("#fffdf6"), 0.08)):
            pen = QPen(colour, self._diameter * width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawEllipse(self._centre, radius, radius)
            for angle in (45, 135, 225, 315):
                out = QPointF(math.cos(math.radians(angle)), math.sin(math.radians(angle)))
                painter.drawLine(self._centre + out * radius, self._centre + out * (radius * 1.3))
        painter.restore()
