"""Signs on the table: a line of text lying on the felt (the stock's count, "Discard
pile", the auction's state...). A sign changes (and repaints) only when what it says,
its font, colour or place changes: a re-sync sets every sign many times a second."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem


class TableSign(QGraphicsSimpleTextItem):
    def __init__(self, z: float = 0.0) -> None:
        super().__init__()
        self.setZValue(z)

    def show_text(
        self, text: str, font: QFont, colour: QColor, pos: QPointF, centred: bool = False
    ) -> None:
        """Say `text` at `pos` (its top left corner, or the middle of its top edge
        when `centred`); "" hides nothing but shows nothing."""
        if self.font() != font:
            self.setFont(font)
        if self.brush().color() != colour:
            self.setBrush(colour)
        if self.text() != text:
            self.setText(text)
        if centred:
            pos = pos - QPointF(self.boundingRect().width() / 2, 0)
        if self.pos() != pos:
            self.setPos(pos)
