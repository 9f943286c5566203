"""Seat plates (a player's name and a few lines about them) and the one way text is
fitted on the table: a font a little smaller when a long line (French!) would not
fit, then elided if it still does not.

`fitting_font` and `elided` serve any item that writes in a box; `SeatPlate` is the
plain plate (name, lines, who is to move, who is out) a game can use as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop.table.plain_text import shown_as_typed
from desktop.table.text import whole_names
from desktop.table.theme import current_theme, table_font

SMALLEST = 0.72  # a fitted font never shrinks below this share of its size
PILL_BELOW = 0.09  # how far a bot's "thinking" pill reaches below a plate, in plate widths
PILL_HEIGHT = 0.13  # the pill's height, in plate widths
PILL_ABOVE_EDGE = 0.35  # the share of the pill above the plate's lower edge


def plate_height(rows: int) -> float:
    """A plate's height, in plate widths, with room for the name and `rows` lines."""
    return 0.2 + 0.16 * rows


def plate_reach(rows: int) -> float:
    """How tall a plate and the "thinking" pill under it stand together, in plate
    widths: what a row of the table must hold."""
    return plate_height(rows) + PILL_HEIGHT * (1 - PILL_ABOVE_EDGE)


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


def _text_box(text: str, font: QFont, box: QRectF) -> QRectF:
    """The ink of `text` drawn centred in `box` with `font`: its letters' own bounds,
    not the line's (a card may come near a name's line, never touch its letters)."""
    if not text:
        return QRectF()
    metrics = QFontMetricsF(font)
    left = box.center().x() - metrics.horizontalAdvance(text) / 2
    baseline = box.center().y() - metrics.height() / 2 + metrics.ascent()
    return metrics.tightBoundingRect(text).translated(left, baseline)


class SeatPlate(QGraphicsObject):
    """A player's plate: the name, lines under it (cards, total...), a glowing border
    for the seat to move, muted once the seat is out, and a "thinking" pill on its
    lower edge while a bot thinks. Its position is its centre; its height follows its
    width and `rows`, the lines it keeps room for: a plate never changes size while
    playing (a line that comes or goes, a bot that thinks)."""

    def __init__(self, z: float = 0.0, parent=None, rows: int = 1, badge: float = 0.0) -> None:
        super().__init__(parent)
        # The share of the plate's width, from its left edge, that a badge on its upper
        # left corner covers (Stonehenge's figure in the player's colour): the name is
        # centred in what is left, and a long one is cut before it, never under it.
        self.badge = badge
        self.name = ""
        self.lines: list[str] = []
        self.active = False
        self.out = False
        self.thinking = False
        self.rows = rows
        self._size = QRectF(0, 0, 180, 60)
        self.setZValue(z)
        # Drawn once per change: items gliding past only uncover the cached picture.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(
        self,
        name: str,
        lines: list[str],
        active: bool,
        out: bool,
        width: float,
        thinking: bool = False,
    ):
        if (name, lines, active, out, width, thinking) == (
            self.name,
            self.lines,
            self.active,
            self.out,
            self._size.width(),
            self.thinking,
        ):
            return  # unchanged: no repaint (a repaint of every plate stalls animations)
        self.prepareGeometryChange()
        self.name, self.lines, self.active, self.out = name, list(lines), active, out
        self.thinking = thinking
        self.rows = max(self.rows, len(lines))  # it grows once, at most, never shrinks
        height = width * plate_height(self.rows)
        self._size = QRectF(-width / 2, -height / 2, width, height)
        self.setToolTip(shown_as_typed(self.whole_name()))
        self.update()

    def rest(self) -> None:
        """No seat is to move (a summary holds the table): no glow, no thinking pill."""
        self.set_content(self.name, self.lines, False, self.out, self.width(), False)

    def whole_name(self) -> str:
        """The whole name when the plate shows it cut (too many characters, or too wide
        for the plate: `paint` elides it in the same font and width), else "". A game
        that gives its plates a tooltip of its own puts this line first."""
        whole = whole_names(self.name)
        font = self.name_font()
        if whole == self.name and elided(self.name, font, self.name_rect().width()) == self.name:
            return ""
        return whole

    def name_font(self) -> QFont:
        return table_font(self._size.width() * 0.085 * 1.15, bold=True)

    def width(self) -> float:
        return self._size.width()

    def boundingRect(self) -> QRectF:
        pill = self._size.width() * PILL_BELOW  # the thinking pill rides on the lower edge
        return self._size.adjusted(-4, -4, 4, 4 + pill)

    def thinking_rect(self) -> QRectF:
        """Where the "thinking" pill sits: centred on the lower edge, off the text, as
        wide as its word needs (up to the plate's width: on a small plate the word in
        a pill of a fixed share was cut at both ends, "éfléchit")."""
        rect = self._size
        height = rect.width() * PILL_HEIGHT
        needed = QFontMetricsF(self._thinking_font()).horizontalAdvance(self._thinking_text())
        width = min(rect.width(), max(rect.width() * 0.42, needed + height))
        top = rect.bottom() - height * PILL_ABOVE_EDGE
        return QRectF(rect.center().x() - width / 2, top, width, height)

    @staticmethod
    def _thinking_text() -> str:
        return QCoreApplication.translate("SeatPlate", "thinking…")

    def _thinking_font(self) -> QFont:
        return table_font(self._size.width() * PILL_HEIGHT * 0.62)

    def name_rect(self) -> QRectF:
        """Where the name is written: the plate's top line, clear of a badge."""
        unit = self._size.width() * 0.085
        top = self._size.top() + unit * 0.35
        left = max(unit * 0.5, self._size.width() * self.badge)
        return QRectF(
            self._size.left() + left,
            top,
            self._size.width() - left - unit * 0.5,
            self._size.width() * 0.16,
        )

    def line_rects(self) -> list[QRectF]:
        """Where each line under the name is written (the room of a line, not its text)."""
        rect = self._size
        unit = rect.width() * 0.085
        top = rect.top() + unit * 0.35
        line_height = rect.width() * 0.16
        return [
            QRectF(
                rect.left() + unit * 0.5,
                top + line_height * (number + 1) - unit * 0.1,
                rect.width() - unit,
                line_height,
            )
            for number in range(len(self.lines))
        ]

    def line_font(self, line: str, room: QRectF) -> QFont:
        """The font a line under the name is written in, fitted to its room."""
        return fitting_font(line, self._size.width() * 0.085 * 0.95, room.width())

    def text_rects(self) -> list[QRectF]:
        """The boxes the name's and the lines' letters take, as painted: what no other
        item (a neighbour's cards, a pawn) may cover."""
        shown = []
        name_rect = self.name_rect()
        font = self.name_font()
        shown.append(_text_box(elided(self.name, font, name_rect.width()), font, name_rect))
        for line, line_rect in zip(self.lines, self.line_rects(), strict=True):
            font = self.line_font(line, line_rect)
            shown.append(_text_box(elided(line, font, line_rect.width()), font, line_rect))
        return [box for box in shown if not box.isEmpty()]

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
        name_font = self.name_font()
        painter.setFont(name_font)
        painter.setPen(text_colour)
        name_rect = self.name_rect()
        painter.drawText(
            name_rect,
            Qt.AlignmentFlag.AlignCenter,
            elided(self.name, name_font, name_rect.width()),
        )
        painter.setPen(QColor(theme.text_muted))
        for line, line_rect in zip(self.lines, self.line_rects(), strict=True):
            font = self.line_font(line, line_rect)
            painter.setFont(font)
            painter.drawText(
                line_rect, Qt.AlignmentFlag.AlignCenter, elided(line, font, line_rect.width())
            )
        if self.thinking:
            self._paint_thinking(painter, theme)

    def _paint_thinking(self, painter: QPainter, theme) -> None:
        pill = self.thinking_rect()
        painter.setPen(QPen(QColor(theme.legal_glow), 1.2))
        painter.setBrush(QBrush(QColor(20, 40, 28, 235)))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        text = self._thinking_text()
        room = pill.width() - pill.height() * 0.8  # clear of the rounded ends
        font = fitting_font(text, pill.height() * 0.62, room)
        painter.setFont(font)
        painter.setPen(QColor(theme.text_on_felt))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, elided(text, font, room))
