"""Seat plates (a player's name and a few lines about them) and the one way text is
fitted on the table: a font a little smaller when a long line (French!) would not
fit, then elided if it still does not.

`fitting_font` and `elided` serve any item that writes in a box; `SeatPlate` is the
plain plate (name, lines, who is to move, who is out) a game can use as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop.table.theme import current_theme, table_font

SMALLEST = 0.72  # a fitted font never shrinks below this share of its size


def fitting_font(text: str, pixels: float, width: float, bold: bool = False) -> QFont:
    """The table font at `pixels`, smaller (down to `SMALLEST` of it) when `text` would
    be wider than `width`."""
    font = table_font(pixels, bold=bold)
    needed = QFontMetricsF(font).horizontalAdvance(text)
    if needed > width > 0:
        font = table_font(max(pixels * SMALLEST, pixels * width / needed), bold=bold)
    return font


def elided(text: str, font: QFont, width: float) -> str:
    """`text` cut with an ellipsis to fit `width` in `font`."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


class SeatPlate(QGraphicsObject):
    """A player's plate: the name, lines under it (cards, total...), a glowing border
    for the seat to move, muted once the seat is out. Its position is its centre; its
    height follows its width and the number of lines."""

    def __init__(self, z: float = 0.0, parent=None) -> None:
        super().__init__(parent)
        self.name = ""
        self.lines: list[str] = []
        self.active = False
        self.out = False
        self._size = QRectF(0, 0, 180, 60)
        self.setZValue(z)
        # Drawn once per change: items gliding past only uncover the cached picture.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, name: str, lines: list[str], active: bool, out: bool, width: float):
        if (name, lines, active, out, width) == (
            self.name,
            self.lines,
            self.active,
            self.out,
            self._size.width(),
        ):
            return  # unchanged: no repaint (a repaint of every plate stalls animations)
        self.prepareGeometryChange()
        self.name, self.lines, self.active, self.out = name, list(lines), active, out
        height = width * (0.2 + 0.16 * len(lines))
        self._size = QRectF(-width / 2, -height / 2, width, height)
        self.update()

    def width(self) -> float:
        return self._size.width()

    def boundingRect(self) -> QRectF:
        return self._size.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        theme = current_theme()
        rect = self._size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(0, 0, 0, 120 if not self.out else 70)
        border = QColor(theme.legal_glow) if self.active else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, 3 if self.active else 1.2))
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(rect, rect.height() * 0.18, rect.height() * 0.18)
        text_colour = QColor(theme.text_muted if self.out else theme.text_on_felt)
        unit = rect.width() * 0.085
        name_font = table_font(unit * 1.15, bold=True)
        painter.setFont(name_font)
        painter.setPen(text_colour)
        top = rect.top() + unit * 0.35
        line_height = rect.width() * 0.16
        name_rect = QRectF(rect.left() + unit * 0.5, top, rect.width() - unit, line_height)
        painter.drawText(
            name_rect,
            Qt.AlignmentFlag.AlignCenter,
            elided(self.name, name_font, name_rect.width()),
        )
        painter.setPen(QColor(theme.text_muted))
        for number, line in enumerate(self.lines):
            line_rect = QRectF(
                rect.left() + unit * 0.5,
                top + line_height * (number + 1) - unit * 0.1,
                rect.width() - unit,
                line_height,
            )
            font = fitting_font(line, unit * 0.95, line_rect.width())
            painter.setFont(font)
            painter.drawText(
                line_rect, Qt.AlignmentFlag.AlignCenter, elided(line, font, line_rect.width())
            )
