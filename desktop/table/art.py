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
