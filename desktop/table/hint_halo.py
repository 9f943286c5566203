"""The hint's glow: a soft sky-blue ring that breathes around the items a hint proposes;
in a lesson (issue 25), a thicker magenta ring that pulses wider, so that the one item
a step expects stands out from the table's own gold glow of every legal choice.

It follows the items (their scene rectangles are read at every paint), so a resize or
a re-sync moves it with them; it takes no clicks, and it leaves when the scene drops
it (the position changed, or the player pressed Esc)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

HINT_COLOUR = QColor("#7fe3ff")  # sky blue: apart from the legal choices' gold glow
BREATH_MS = 1400
# A lesson's: magenta, a colour no game's pieces, glows or players use, with a white
# core line that reads on any felt and piece.
LESSON_COLOUR = QColor("#ff3fd4")
LESSON_PULSE_MS = 1100
# (pen width, alpha at the strongest) from the outer glow to the line: a hint's rings,
# and a lesson's wider ones (the outer two also swell with the pulse).
HINT_RINGS = ((14.0, 55), (8.0, 105), (3.0, 255))
LESSON_RINGS = ((26.0, 70), (15.0, 130), (6.0, 255))


class HintHalo(QGraphicsObject):
    """Rings around `targets` (graphics items on the same scene); `lesson`: the
    lesson's stronger look."""

    def __init__(self, targets: list, lesson: bool = False) -> None:
        super().__init__()
        self.targets = list(targets)
        self.lesson = lesson
        self.colour = LESSON_COLOUR if lesson else HINT_COLOUR
        self.setZValue(90.0)  # above the table's pieces, below a round summary
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._strength = 1.0
        self._breath = QVariantAnimation(self)
        self._breath.setStartValue(0.35 if lesson else 0.45)
        self._breath.setKeyValueAt(0.5, 1.0)
        self._breath.setEndValue(0.35 if lesson else 0.45)
        self._breath.setDuration(LESSON_PULSE_MS if lesson else BREATH_MS)
        self._breath.setLoopCount(-1)
        self._breath.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._breath.valueChanged.connect(self._breathe)
        self._bounds = QRectF()

    def start(self) -> None:
        self._breath.start()

    def pulsing(self) -> bool:
        return self._breath.state() == QVariantAnimation.State.Running

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
        reach = 14 if self.lesson else 7
        return [
            path.boundingRect().adjusted(-reach, -reach, reach, reach) for path in self.outlines()
        ]

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        for ring in self.rings():
            rect = rect.united(ring)
        self._bounds = rect.adjusted(-12, -12, 12, 12) if not rect.isNull() else QRectF()
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rings = LESSON_RINGS if self.lesson else HINT_RINGS
        for path in self.outlines():
            for number, (width, alpha) in enumerate(rings):
                colour = QColor(self.colour)
                colour.setAlpha(int(alpha * self._strength))
                # A lesson's outer rings swell as it pulses: movement draws the eye.
                swell = 0.6 + 0.4 * self._strength if self.lesson and number < 2 else 1.0
                pen = QPen(colour, width * swell)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                painter.setPen(pen)
                painter.drawPath(path)
            if self.lesson:
                core = QPen(QColor(255, 255, 255, 230), 1.6)
                core.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                painter.setPen(core)
                painter.drawPath(path)
