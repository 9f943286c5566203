"""The home screen's look: the felt table and its colours, the fonts sized in pixels,
soft shadows, shadowed titles, lines of text that never clip, and the button styles.
The new-match dialog shares the colours and the serif."""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

FELT_CENTRE = QColor("#2f7d50")
FELT_EDGE = QColor("#0e3421")
WOOD_LIGHT = QColor("#9a6434")
WOOD_DARK = QColor("#4a2a12")
GOLD = QColor("#d8b45a")
CREAM = QColor("#f6f0df")
INK = QColor("#2b2a26")


def serif_font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont(QGuiApplication.font())
    font.setFamilies(["Georgia", "Palatino Linotype", "DejaVu Serif", "serif"])
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def sans_font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont(QGuiApplication.font())
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


GRAIN_SIZE = 96
# A speck's premultiplied (blue, green, red, alpha): faint white or faint black.
LIGHT_SPECK = (9, 9, 9, 9)
DARK_SPECK = (0, 0, 0, 14)


def set_text_colour(label: QLabel, colour: QColor) -> None:
    """The colour of a label's words, through its palette: a style sheet would do the
    same, but styling a widget by sheet costs time before the home's first paint."""
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, colour)
    label.setPalette(palette)


@cache
def felt_grain(seed: int = 7) -> QPixmap:
    """A small tile of faint specks, repeated over the cloth so it does not look flat.
    The specks are blended into the pixels directly: 700 painter calls cost more than
    the rest of the cloth, before the home's first paint."""
    size = GRAIN_SIZE
    pixels = bytearray(size * size * 4)  # transparent, premultiplied ARGB (B, G, R, A)
    chance = random.Random(seed)  # fixed: the same cloth every time
    for _ in range(700):
        speck = LIGHT_SPECK if chance.random() < 0.5 else DARK_SPECK
        x, y = int(chance.uniform(0, size) + 0.5), int(chance.uniform(0, size) + 0.5)
        if x >= size or y >= size:
            continue
        at = 4 * (y * size + x)
        keep = 255 - speck[3]  # what shows through: "source over"
        for channel in range(4):
            pixels[at + channel] = speck[channel] + (pixels[at + channel] * keep + 127) // 255
    image = QImage(bytes(pixels), size, size, 4 * size, QImage.Format.Format_ARGB32_Premultiplied)
    return QPixmap.fromImage(image)


def paint_table(painter: QPainter, rect: QRectF, scale: float, grain: QPixmap) -> None:
    """A wooden rim with a gold inlay around a green cloth lit from the middle."""
    rim = 16 * scale
    cloth = rect.adjusted(rim, rim, -rim, -rim)
    wood = QLinearGradient(rect.topLeft(), rect.bottomRight())
    wood.setColorAt(0.0, WOOD_LIGHT)
    wood.setColorAt(0.5, WOOD_DARK)
    wood.setColorAt(1.0, WOOD_LIGHT.darker(130))
    # The wood only where it shows, a frame reaching a little under the cloth's edge
    # (filling the whole table with a gradient first took half the cloth's time).
    under = 2.0
    frame = QPainterPath()
    frame.setFillRule(Qt.FillRule.OddEvenFill)
    frame.addRect(rect)
    frame.addRoundedRect(
        cloth.adjusted(under, under, -under, -under), rim * 1.2 - under, rim * 1.2 - under
    )
    painter.fillPath(frame, wood)
    radius = max(cloth.width(), cloth.height()) * 0.7
    gradient = QRadialGradient(cloth.center() + QPointF(0, -cloth.height() * 0.15), radius)
    gradient.setColorAt(0.0, FELT_CENTRE)
    gradient.setColorAt(1.0, FELT_EDGE)
    path = QPainterPath()
    path.addRoundedRect(cloth, rim * 1.2, rim * 1.2)
    painter.fillPath(path, QBrush(gradient))
    painter.fillPath(path, QBrush(grain))  # the specks, without a (slow) clip
    painter.setPen(QPen(QColor(216, 180, 90, 120), max(1.0, scale * 1.5)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inlay = cloth.adjusted(rim * 0.6, rim * 0.6, -rim * 0.6, -rim * 0.6)
    painter.drawRoundedRect(inlay, rim * 0.8, rim * 0.8)


_shadows: dict[tuple, QPixmap] = {}


def paint_soft_shadow(
    painter: QPainter, rect: QRectF, radius: float, blur: float, drop: float, alpha: int
) -> None:
    """The shadow a raised card casts on the cloth, under `rect`: rounded rectangles
    growing out from it (moved down by `drop`), each faint, so their sum fades out
    over `blur`. Drawn once per size and kept: far cheaper than a blur effect."""
    ratio = painter.device().devicePixelRatioF()
    key = (round(rect.width()), round(rect.height()), radius, blur, drop, alpha, ratio)
    if key not in _shadows:
        margin = blur + drop
        width, height = rect.width() + 2 * margin, rect.height() + 2 * margin
        # Drawn at half the size and stretched back smoothly: a shadow has no sharp
        # edge to lose, and a quarter of the pixels to fill, eight times over.
        half = ratio / 2
        small = QPixmap(max(1, round(width * half)), max(1, round(height * half)))
        small.fill(Qt.GlobalColor.transparent)
        layers = 8
        shadow = QPainter(small)
        shadow.setRenderHint(QPainter.RenderHint.Antialiasing)
        shadow.scale(half, half)
        shadow.setPen(Qt.PenStyle.NoPen)
        shadow.setBrush(QColor(0, 0, 0, max(1, round(alpha / layers))))
        base = QRectF(margin, margin + drop, rect.width(), rect.height())
        for layer in range(layers):
            grow = blur * (layer + 1) / (layers + 1) - blur / 3
            shadow.drawRoundedRect(
                base.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
            )
        shadow.end()
        pixmap = small.scaled(
            round(width * ratio),
            round(height * ratio),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        pixmap.setDevicePixelRatio(ratio)
        _shadows[key] = pixmap
    margin = blur + drop
    painter.drawPixmap(QPointF(rect.x() - margin, rect.y() - margin), _shadows[key])


class ShadowedTitle(QLabel):
    """A label whose text stands out from the cloth with a soft shadow below it.

    The shadow is the text drawn dark at a quarter of its size and stretched back
    smoothly, which blurs it; text and shadow are drawn once per size and kept."""

    def __init__(self, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent, alignment=Qt.AlignmentFlag.AlignCenter)
        self._colour = colour
        self.halo = 4.0  # shadow drop in pixels, set with the scale
        self._drawn: tuple[tuple, QPixmap] | None = None

    def paintEvent(self, event) -> None:
        ratio = self.devicePixelRatioF()
        key = (self.text(), self.font().key(), self.width(), self.height(), self.halo, ratio)
        if self._drawn is None or self._drawn[0] != key:
            self._drawn = (key, self._draw(ratio))
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._drawn[1])

    def _draw(self, ratio: float) -> QPixmap:
        metrics = self.fontMetrics()
        path = QPainterPath()
        x = (self.width() - metrics.horizontalAdvance(self.text())) / 2
        y = (self.height() + metrics.ascent() - metrics.descent()) / 2
        path.addText(QPointF(x, y), self.font(), self.text())
        pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        shrink = 4
        small = QPixmap(max(1, pixmap.width() // shrink), max(1, pixmap.height() // shrink))
        small.fill(Qt.GlobalColor.transparent)
        painter = QPainter(small)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(ratio / shrink, ratio / shrink)
        painter.translate(0, self.halo)
        painter.fillPath(path, QColor(0, 0, 0, 150))
        painter.end()
        painter = QPainter(pixmap)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        painter.drawPixmap(QRectF(0, 0, self.width(), self.height()), small, QRectF(small.rect()))
        painter.fillPath(path, self._colour)
        painter.end()
        return pixmap


# -- buttons --------------------------------------------------------------------------------


def primary_style(scale: float) -> str:
    return f"""
        QPushButton {{
            color: #fffaf0; background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
                stop:0 #3b9a63, stop:1 #23703f);
            border: {max(1, round(scale))}px solid #1b5a33; border-radius: {round(10 * scale)}px;
            padding: {round(8 * scale)}px {round(26 * scale)}px;
        }}
        QPushButton:hover {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
                stop:0 #46ad71, stop:1 #2a7d48); }}
        QPushButton:pressed {{ background: #1f6339; }}
        QPushButton:focus {{ border-color: #f3d27a; }}
    """


def gold_style(scale: float) -> str:
    return f"""
        QPushButton {{
            color: #2b1d05; background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
                stop:0 #f1d386, stop:1 #c99b35);
            border: {max(1, round(scale))}px solid #8e6a1c; border-radius: {round(10 * scale)}px;
            padding: {round(8 * scale)}px {round(24 * scale)}px;
        }}
        QPushButton:hover {{ background: #f4dc9c; }}
        QPushButton:pressed {{ background: #b98b2b; }}
        QPushButton:focus {{ border-color: #fffaf0; }}
    """


def ghost_style(scale: float) -> str:
    return f"""
        QPushButton {{
            color: #f6f0df; background: rgba(0, 0, 0, 40);
            border: {max(1, round(scale))}px solid rgba(246, 240, 223, 130);
            border-radius: {round(10 * scale)}px;
            padding: {round(7 * scale)}px {round(22 * scale)}px;
        }}
        QPushButton:hover {{ background: rgba(255, 255, 255, 30); }}
        QPushButton:pressed {{ background: rgba(0, 0, 0, 80); }}
        QPushButton:focus {{ border-color: #f3d27a; }}
    """


class TextLines(QWidget):
    """Lines of text, one per row, each cut with an ellipsis when the room is short
    (the whole text is the tooltip). Its height is always its lines', so a layout can
    never clip it the way a word-wrapped label in a fixed strip is clipped."""

    def __init__(self, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        self._text = text
        self.setToolTip(text)
        self.updateGeometry()
        self.update()

    def lines(self) -> list[str]:
        return self._text.split("\n") if self._text else []

    def shown_lines(self) -> list[str]:
        """The lines as drawn, cut to the widget's width."""
        metrics = QFontMetrics(self.font())
        return [
            metrics.elidedText(line, Qt.TextElideMode.ElideRight, self.width())
            for line in self.lines()
        ]

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        widest = max((metrics.horizontalAdvance(line) for line in self.lines()), default=0)
        return QSize(widest, metrics.lineSpacing() * max(len(self.lines()), 1))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.FontChange:
            self.updateGeometry()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setPen(self.colour)
        metrics = QFontMetrics(self.font())
        for row, line in enumerate(self.shown_lines()):
            painter.drawText(0, row * metrics.lineSpacing() + metrics.ascent(), line)
