"""The art of Double's Dread: the lagoon's water, the monster and the wooden boats,
drawn with QPainter alone. The home screen's picture is made here, and the table's
items call the same functions, so this module stays light (no scene, no session).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from desktop.table.pawns import HARPOONS, RINGS, PawnLook, paint_pawn, pawn_colour

BOW = 1.15  # in cells: the pointed front of a boat
STERN = 0.35
BEAM = 2.45  # the boat's width, in cells


def paint_water(painter: QPainter, rect: QRectF, full: QRectF) -> None:
    """The lagoon: lighter round the middle, deep at the edges, with a few ripples."""
    centre = full.center()
    radius = max(full.width(), full.height()) * 0.62
    gradient = QRadialGradient(centre, radius)
    gradient.setColorAt(0.0, QColor("#2d8c9e"))
    gradient.setColorAt(0.45, QColor("#1b6b80"))
    gradient.setColorAt(1.0, QColor("#0a3242"))
    painter.fillRect(rect, QBrush(gradient))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    unit = min(full.width(), full.height())
    for index in range(9):  # ripples on the water, the same every time
        x = full.left() + full.width() * ((index * 0.37 + 0.11) % 1.0)
        y = full.top() + full.height() * ((index * 0.61 + 0.23) % 1.0)
        width = unit * (0.08 + 0.03 * (index % 3))
        painter.setPen(QPen(QColor(200, 240, 250, 38), max(1.0, unit * 0.003)))
        for ring in range(3):
            grow = 1 + ring * 0.5
            arc = QRectF(
                x - width * grow / 2, y - width * 0.15 * grow, width * grow, width * 0.3 * grow
            )
            painter.drawArc(arc, 20 * 16, 140 * 16)
    painter.restore()


# -- the monster ---------------------------------------------------------------------------


def paint_monster(painter: QPainter, r: float, asked: int | None, mouth_open: bool) -> None:
    """The creature of the lagoon centred on the origin, body of radius `r`: ripples,
    eight tentacles, a spotted body ringed with the asked colour, a mouth and two eyes."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_ripples(painter, r)
    _paint_tentacles(painter, r)
    if asked is not None:
        glow = pawn_colour(asked)
        for layer in range(4, 0, -1):
            glow.setAlpha(70)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(QPointF(0, 0), r * (1 + 0.045 * layer), r * (1 + 0.045 * layer))
    body = QRadialGradient(QPointF(-r * 0.3, -r * 0.35), r * 1.35)
    body.setColorAt(0.0, QColor("#a4579a"))
    body.setColorAt(0.6, QColor("#6d2f74"))
    body.setColorAt(1.0, QColor("#3a1643"))
    painter.setPen(QPen(QColor("#2a0f30"), r * 0.03))
    painter.setBrush(QBrush(body))
    painter.drawEllipse(QPointF(0, 0), r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(230, 170, 220, 60))
    for index in range(14):  # spots on the skin, always the same
        angle = math.radians(index * 77.0 + 10)
        distance = r * (0.45 + 0.4 * ((index * 37) % 10) / 10)
        size = r * (0.04 + 0.03 * (index % 3))
        painter.drawEllipse(
            QPointF(math.cos(angle) * distance, math.sin(angle) * distance), size, size
        )
    _paint_mouth(painter, r, mouth_open)
    for angle in (214.0, 326.0):
        _paint_eye(painter, r, angle, asked)
    painter.restore()


def _paint_ripples(painter: QPainter, r: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for index, scale in enumerate((1.25, 1.5, 1.8)):
        painter.setPen(QPen(QColor(220, 245, 255, 70 - index * 18), r * 0.025))
        painter.drawEllipse(QPointF(0, 0), r * scale, r * scale * 0.96)


def _paint_tentacles(painter: QPainter, r: float) -> None:
    for index in range(8):
        angle = math.radians(22.5 + index * 45.0)
        curl = 0.5 if index % 2 else -0.5
        direction = QPointF(math.cos(angle), math.sin(angle))
        normal = QPointF(-direction.y(), direction.x())
        base = direction * r * 0.8
        tip = direction * r * 2.05 + normal * r * curl * 0.5
        control = direction * r * 1.45 - normal * r * curl * 0.55
        width = r * 0.26
        path = QPainterPath()
        path.moveTo(base + normal * width)
        path.quadTo(control + normal * width * 0.45, tip)
        path.quadTo(control - normal * width * 0.45, base - normal * width)
        path.closeSubpath()
        gradient = QLinearGradient(base, tip)
        gradient.setColorAt(0.0, QColor("#6d2f74"))
        gradient.setColorAt(1.0, QColor("#b86aa8"))
        painter.setPen(QPen(QColor(42, 15, 48, 160), r * 0.02))
        painter.setBrush(QBrush(gradient))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 220, 245, 120))
        for step in range(1, 4):  # suckers
            t = 0.25 + step * 0.17
            point = (base * (1 - t) ** 2) + control * (2 * t * (1 - t)) + tip * t * t
            painter.drawEllipse(point, r * 0.035, r * 0.035)


def _paint_mouth(painter: QPainter, r: float, mouth_open: bool) -> None:
    height = r * (0.42 if mouth_open else 0.32)
    mouth = QRectF(-r * 0.4, -height / 2 + r * 0.02, r * 0.8, height)
    gradient = QRadialGradient(mouth.center(), r * 0.45)
    gradient.setColorAt(0.0, QColor("#12040f"))
    gradient.setColorAt(1.0, QColor("#3d0d2c"))
    painter.setPen(QPen(QColor("#240822"), r * 0.03))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(mouth)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f4ecd8"))
    for index in range(6):  # teeth round the rim
        angle = math.radians(200 + index * 28)
        centre = QPointF(math.cos(angle) * r * 0.38, math.sin(angle) * height / 2 + r * 0.02)
        tooth = QPainterPath()
        tooth.moveTo(centre + QPointF(-r * 0.035, 0))
        tooth.lineTo(centre + QPointF(r * 0.035, 0))
        tooth.lineTo(centre + QPointF(0, r * 0.07))
        tooth.closeSubpath()
        painter.drawPath(tooth)


def _paint_eye(painter: QPainter, r: float, angle_degrees: float, asked: int | None) -> None:
    angle = math.radians(angle_degrees)
    centre = QPointF(math.cos(angle), math.sin(angle)) * r * 0.78
    size = r * 0.15
    painter.setPen(QPen(QColor("#2a0f30"), r * 0.025))
    painter.setBrush(QColor("#fff6d8"))
    painter.drawEllipse(centre, size, size * 1.1)
    iris = pawn_colour(asked) if asked is not None else QColor("#e0a020")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(iris)
    painter.drawEllipse(centre + QPointF(0, size * 0.1), size * 0.62, size * 0.7)
    painter.setBrush(QColor("#101010"))
    painter.drawEllipse(centre + QPointF(0, size * 0.12), size * 0.18, size * 0.55)
    painter.setBrush(QColor(255, 255, 255, 220))
    painter.drawEllipse(centre + QPointF(-size * 0.3, -size * 0.35), size * 0.16, size * 0.16)


# -- the boats -------------------------------------------------------------------------------


def boat_length(cell: float, cols: int) -> float:
    return cols * cell + (BOW + STERN) * cell


def cell_centre(cell: float, cols: int, col: int, row: int) -> QPointF:
    """A cell's centre in the boat's own coordinates (bow towards +x)."""
    return QPointF(
        -boat_length(cell, cols) / 2 + STERN * cell + cell * (col + 0.5), (row - 0.5) * cell
    )


def boat_hull(cell: float, cols: int) -> QPainterPath:
    """The hull centred on the origin: a square stern at -x, a pointed bow at +x."""
    length, width = boat_length(cell, cols), BEAM * cell
    left, right, half = -length / 2, length / 2, width / 2
    bow, corner = BOW * cell, STERN * cell
    path = QPainterPath()
    path.moveTo(left + corner, -half)
    path.lineTo(right - bow, -half)
    path.cubicTo(right - bow * 0.35, -half, right, -half * 0.35, right, 0)
    path.cubicTo(right, half * 0.35, right - bow * 0.35, half, right - bow, half)
    path.lineTo(left + corner, half)
    path.quadTo(left, half, left, half - corner)
    path.lineTo(left, -half + corner)
    path.quadTo(left, -half, left + corner, -half)
    path.closeSubpath()
    return path


def paint_boat(painter: QPainter, c: float, cols: int) -> None:
    """A wooden boat seen from above: shadow, hull, planked deck, thwarts and the
    round cells (two rows of `cols`) where the pawns lie."""
    hull = boat_hull(c, cols)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(hull.translated(c * 0.08, c * 0.12))
    wood = QLinearGradient(0, -c * 1.2, 0, c * 1.2)
    wood.setColorAt(0.0, QColor("#9a6a38"))
    wood.setColorAt(0.5, QColor("#7a4f27"))
    wood.setColorAt(1.0, QColor("#5a3818"))
    painter.setPen(QPen(QColor("#3a220d"), c * 0.06))
    painter.setBrush(QBrush(wood))
    painter.drawPath(hull)
    length = boat_length(c, cols)
    deck = QTransform.fromScale(1 - 0.32 * c / length, 1 - 0.16).map(hull)
    painter.setPen(QPen(QColor("#4a2c12"), c * 0.03))
    painter.setBrush(QColor("#c28d57"))
    painter.drawPath(deck)
    painter.save()
    painter.setClipPath(deck)
    painter.setPen(QPen(QColor(90, 55, 25, 110), c * 0.02))
    for step in range(-4, 5):  # planks
        y = step * c * 0.27
        painter.drawLine(QPointF(-length, y), QPointF(length, y))
    painter.restore()
    painter.setPen(QPen(QColor("#5a3818"), c * 0.05))
    for col in range(cols + 1):  # thwarts between the cells
        x = -length / 2 + STERN * c + col * c
        painter.drawLine(QPointF(x, -c * 0.95), QPointF(x, c * 0.95))
    for col in range(cols):
        for row in range(2):
            painter.setPen(QPen(QColor(60, 35, 15, 150), c * 0.025))
            painter.setBrush(QColor(80, 50, 22, 120))
            painter.drawEllipse(cell_centre(c, cols, col, row), c * 0.44, c * 0.44)


# -- the home screen's picture ---------------------------------------------------------------


def picture(size: QSize) -> QPixmap:
    """The home screen's picture of Double's Dread: the monster in its lagoon, a boat
    with a few pawns, one of them magic."""
    ratio = 2.0
    pixmap = QPixmap(int(size.width() * ratio), int(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, size.width(), size.height())
    clip = QPainterPath()
    clip.addRoundedRect(rect, 12, 12)
    painter.setClipPath(clip)
    paint_water(painter, rect, rect)
    unit = min(size.width(), size.height())
    painter.save()
    painter.translate(size.width() * 0.36, size.height() * 0.45)
    paint_monster(painter, unit * 0.2, 0, False)
    paint_pawn(painter, QPointF(0, -unit * 0.11), unit * 0.13, PawnLook(0, HARPOONS, 5))
    painter.restore()
    cell = unit * 0.17
    painter.save()
    painter.translate(size.width() * 0.72, size.height() * 0.72)
    painter.rotate(-12)
    paint_boat(painter, cell, 3)
    looks = (
        PawnLook(1, RINGS, 2),
        PawnLook(0, HARPOONS, 3, True),
        PawnLook(3, HARPOONS, 4),
        PawnLook(2, RINGS, 1),
        PawnLook(1, HARPOONS, 6, True),
    )
    for index, look in enumerate(looks):
        col, row = divmod(index, 2)
        painter.save()
        painter.translate(cell_centre(cell, 3, col, row))
        painter.rotate(12)
        paint_pawn(painter, QPointF(0, 0), cell * 0.84, look)
        painter.restore()
    painter.restore()
    painter.end()
    return pixmap
