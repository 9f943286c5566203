"""The hint's glow: a soft golden ring that breathes around the items a hint proposes.

It follows the items (their scene rectangles are read at every paint), so a resize or
a re-sync moves it with them; it takes no clicks, and it leaves when the scene drops
it (the position changed, or the player pressed Esc)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

HINT_GOLD = QColor("#ffd34d")
BREATH_MS = 1400


class HintHalo(QGraphicsObject):
    """Rings around `targets` (graphics items on the same scene)."""

    def __init__(self, targets: list) -> None:
        super().__init__()
        self.targets = list(targets)
        self.setZValue(90.0)  # above the table's pieces, below a round summary
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._strength = 1.0
        self._breath = QVariantAnimation(self)
        self._breath.setStartValue(0.45)
        self._breath.setKeyValueAt(0.5, 1.0)
        self._breath.setEndValue(0.45)
        self._breath.setDuration(BREATH_MS)
        self._breath.setLoopCount(-1)
        self._breath.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._breath.valueChanged.connect(self._breathe)
        self._bounds = QRectF()

    def start(self) -> None:
        self._breath.start()

    def stop(self) -> None:
        self._breath.stop()

    def _breathe(self, value) -> None:
        self._strength = float(value)
        self.prepareGeometryChange()
        self.update()

    def rings(self) -> list[QRectF]:
        """Where the rings go: around each target still on the table and visible."""
        out = []
        for item in self.targets:
            try:
                if item.scene() is not self.scene() or not item.isVisible():
                    continue
                rect = item.sceneBoundingRect()
            except RuntimeError:  # the item was deleted meanwhile
                continue
            margin = max(4.0, min(rect.width(), rect.height()) * 0.06)
            out.append(rect.adjusted(-margin, -margin, margin, margin))
        return out

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        for ring in self.rings():
            rect = rect.united(ring)
        self._bounds = rect.adjusted(-12, -12, 12, 12) if not rect.isNull() else QRectF()
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for ring in self.rings():
            radius = min(ring.width(), ring.height()) * 0.12
            path = QPainterPath()
            path.addRoundedRect(ring, radius, radius)
            for width, alpha in ((12.0, 60), (7.0, 110), (3.0, 255)):
                colour = QColor(HINT_GOLD)
                colour.setAlpha(int(alpha * self._strength))
                painter.setPen(QPen(colour, width))
                painter.drawPath(path)
