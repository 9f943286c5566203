"""The hint's glow: a soft sky-blue ring that breathes around the items a hint proposes.

It follows the items (their scene rectangles are read at every paint), so a resize or
a re-sync moves it with them; it takes no clicks, and it leaves when the scene drops
it (the position changed, or the player pressed Esc)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

HINT_COLOUR = QColor("#7fe3ff")  # sky blue: apart from the legal choices' gold glow
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

    def outlines(self) -> list[QPainterPath]:
        """Each visible target's outline on the table (its shape, turned as it lies)."""
        out = []
        for item in self.targets:
            try:
                if item.scene() is not self.scene() or not item.isVisible():
                    continue
                out.append(item.mapToScene(item.shape()))
            except RuntimeError:  # the item was deleted meanwhile
                continue
        return out

    def rings(self) -> list[QRectF]:
        """The area each ring covers (outline and glow)."""
        return [path.boundingRect().adjusted(-7, -7, 7, 7) for path in self.outlines()]

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        for ring in self.rings():
            rect = rect.united(ring)
        self._bounds = rect.adjusted(-12, -12, 12, 12) if not rect.isNull() else QRectF()
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for path in self.outlines():
            for width, alpha in ((14.0, 55), (8.0, 105), (3.0, 255)):
                colour = QColor(HINT_COLOUR)
                colour.setAlpha(int(alpha * self._strength))
                pen = QPen(colour, width)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                painter.setPen(pen)
                painter.drawPath(path)
