"""The joker's head: a jester's face under a three-pointed cap with bells. Double
Action prints it in the four corners of its board and on the back of every chip
(a chip of a completed series is turned to it)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

SKIN = "#f8dcc0"
INK = "#2a1e10"
BELL = "#f2c230"
CHEEK = "#e8837a"


def _cap_point(box: QRectF, side: float) -> QPainterPath:
    """One floppy point of the cap, from the brow to a tip curling outwards
    (`side` -1 left, 0 middle, 1 right)."""
    width, height = box.width(), box.height()
    brow_y = box.top() + height * 0.5
    centre_x = box.center().x()
    half = width * 0.17
    base_left = QPointF(centre_x + side * width * 0.2 - half, brow_y)
    base_right = QPointF(centre_x + side * width * 0.2 + half, brow_y)
    tip = QPointF(centre_x + side * width * 0.44, box.top() + height * (0.2 if side else 0.06))
    path = QPainterPath(base_left)
    bend = QPointF(side * width * 0.1, -height * 0.12)
    path.quadTo((base_left + tip) / 2 + bend, tip)
    path.quadTo((base_right + tip) / 2 + bend * 0.4 + QPointF(0, height * 0.06), base_right)
    path.closeSubpath()
    return path


def paint_jester(
    painter: QPainter, box: QRectF, cap: tuple[QColor, QColor], outline: QColor | None = None
) -> None:
    """A jester's head filling `box` (square): cap points alternately in `cap`'s two
    colours, bells on the tips, a round smiling face."""
    ink = outline or QColor(INK)
    width = box.width()
    line = max(0.6, width * 0.025)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(ink, line))
    for index, side in enumerate((-1.0, 1.0, 0.0)):
        painter.setBrush(cap[index % 2])
        painter.drawPath(_cap_point(box, side))
    painter.setBrush(QColor(BELL))
    height = box.height()
    for side in (-1.0, 0.0, 1.0):
        tip = QPointF(
            box.center().x() + side * width * 0.44, box.top() + height * (0.2 if side else 0.06)
        )
        painter.drawEllipse(tip, width * 0.06, width * 0.06)
    face = QPointF(box.center().x(), box.top() + height * 0.66)
    radius = width * 0.22
    painter.setBrush(QColor(SKIN))
    painter.drawEllipse(face, radius, radius * 1.05)
    # the band of the cap over the brow
    band = QRectF(face.x() - radius * 1.25, face.y() - radius * 1.2, radius * 2.5, radius * 0.5)
    painter.setBrush(cap[1])
    painter.drawRoundedRect(band, radius * 0.2, radius * 0.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(CHEEK))
    for side in (-1, 1):
        painter.drawEllipse(
            face + QPointF(side * radius * 0.55, radius * 0.3), radius * 0.18, radius * 0.14
        )
    painter.setBrush(ink)
    for side in (-1, 1):
        painter.drawEllipse(
            face + QPointF(side * radius * 0.38, -radius * 0.12), radius * 0.11, radius * 0.13
        )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, line))
    smile = QRectF(face.x() - radius * 0.5, face.y() - radius * 0.15, radius, radius * 0.75)
    painter.drawArc(smile, -20 * 16, -140 * 16)
    painter.restore()
