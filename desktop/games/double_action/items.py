"""Double Action's own marks: the cross over a dead card in your hand."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop.table.cards import CardItem


class DeadMark(QGraphicsItem):
    """A dark-edged cross over a card (its two cells are taken): readable without
    colour, and the card still shows through."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self._card = card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(2)

    def boundingRect(self) -> QRectF:
        return self._card.card_rect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self._card.card_rect().adjusted(
            self._card.width() * 0.18,
            self._card.height() * 0.2,
            -self._card.width() * 0.18,
            -self._card.height() * 0.2,
        )
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self._card.width()
        for colour, thickness in ((QColor(20, 20, 20, 220), 0.14), (QColor("#e23b3b"), 0.08)):
            pen = QPen(colour, width * thickness)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(rect.topLeft(), rect.bottomRight())
            painter.drawLine(QPointF(rect.right(), rect.top()), QPointF(rect.left(), rect.bottom()))


def set_dead_mark(card: CardItem, dead: bool) -> None:
    """Show or hide the cross over `card` (made on first use)."""
    mark = getattr(card, "dead_mark", None)
    if dead and mark is None:
        mark = card.dead_mark = DeadMark(card)
    if mark is not None:
        if getattr(mark, "width_seen", None) != card.width():
            mark.prepareGeometryChange()  # its rect follows the card's size
            mark.width_seen = card.width()
        mark.setVisible(dead)
