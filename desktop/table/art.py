"""Pictures drawn once (a game's home picture, a badge): a transparent high-DPI pixmap
and a painter ready on it, so a `picture.py` only says what it paints."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap


def draw_picture(
    size: QSize, paint: Callable[[QPainter, QRectF], None], ratio: float = 2.0
) -> QPixmap:
    """A pixmap of `size` logical pixels at `ratio` device pixels each, transparent,
    on which `paint(painter, rect)` draws in logical pixels (antialiased)."""
    pixmap = QPixmap(int(size.width() * ratio), int(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return pixmap


def draw_table_picture(
    size: QSize, paint: Callable[[QPainter, QRectF], None], ratio: float = 2.0
) -> QPixmap:
    """A game's picture on a corner of its table: `draw_picture` over the felt of the
    current theme (a rounded card), on which `paint` lays the game's things."""

    def on_felt(painter: QPainter, rect: QRectF) -> None:
        from desktop.table.theme import current_theme

        painter.setBrush(current_theme().felt_brush(rect))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(rect, 12, 12)
        paint(painter, rect)

    return draw_picture(size, on_felt, ratio)
