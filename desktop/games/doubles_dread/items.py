"""The pieces of the Double's Dread table: the monster, the boats, the pennants and
signs on the water, and the players' name plates. Pawns are the kit's `PawnItem`
(`faces.pawn_look` says how one looks)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from desktop.games.doubles_dread.geometry import Z_BOAT, Z_MONSTER, Z_PLATE, Z_TAG
from desktop.games.doubles_dread.picture import boat_hull, paint_boat, paint_monster
from desktop.table.item import TableItem
from desktop.table.pawns import HARPOONS, PawnItem, PawnLook, paint_pawn
from desktop.table.plates import elided, fitting_font
from desktop.table.theme import current_theme, table_font


class Monster(QGraphicsObject):
    """The creature of the lagoon: a round spotted body with two eyes, a mouth where
    swallowed pawns pile up, and tentacles spreading through the water. A ring in the
    asked colour shows which colour the trick follows."""

    def __init__(self) -> None:
        super().__init__()
        self.radius = 80.0
        self.asked: int | None = None
        self.mouth_open = False
        self.setZValue(Z_MONSTER)
        self.setAcceptHoverEvents(True)

    def set_radius(self, radius: float) -> None:
        if abs(radius - self.radius) > 0.01:
            self.prepareGeometryChange()
            self.radius = radius
            self.update()

    def set_mouth_open(self, mouth_open: bool) -> None:
        if mouth_open != self.mouth_open:
            self.mouth_open = mouth_open
            self.update()

    def set_asked(self, asked: int | None) -> None:
        if asked != self.asked:
            self.asked = asked
            self.update()

    def boundingRect(self) -> QRectF:
        reach = self.radius * 2.3
        return QRectF(-reach, -reach, reach * 2, reach * 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_monster(painter, self.radius, self.asked, self.mouth_open)


class BoatItem(TableItem):
    """A wooden boat seen from above with its cells; drawn bow towards +x. Clicks,
    keys, hover and focus are the kit's `TableItem`'s; the boat glows when it is a
    legal choice, and in pale blue while it is the boat to play (`active`)."""

    def __init__(self, boat: int) -> None:
        super().__init__()
        self.boat = boat
        self.cell = 40.0
        self.cols = 4
        self.active = False
        self.setZValue(Z_BOAT)

    def set_size(self, cell: float, cols: int) -> None:
        if abs(cell - self.cell) > 0.01 or cols != self.cols:
            self.prepareGeometryChange()
            self.cell, self.cols = cell, cols
            self.update()

    def set_looks(self, legal: bool, active: bool, dimmed: bool) -> None:
        self.set_legal_look(legal)
        self.set_hoverable(legal)
        self.set_dimmed(dimmed)
        if active != self.active:
            self.active = active
            self.update()

    def hull(self) -> QPainterPath:
        return boat_hull(self.cell, self.cols)

    def boundingRect(self) -> QRectF:
        grow = self.cell * 0.3
        return self.hull().boundingRect().adjusted(-grow, -grow, grow, grow)

    def shape(self) -> QPainterPath:
        return self.hull()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = self.cell
        hull = self.hull()
        theme = current_theme()
        if self.legal_look or self.active:
            glow = QColor(theme.legal_glow if self.legal_look else "#9be7ff")
            # faint while a lesson points elsewhere (the kit's `glow_opacity`)
            alpha = int(60 * (self.legal_glow_opacity() if self.legal_look else 1.0))
            for layer in range(4, 0, -1):
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, c * 0.07 * layer))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(hull)
        paint_boat(painter, c, self.cols)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(theme.dim_overlay))
            painter.drawPath(hull)
        if self.focus_ring_visible():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.colour("focus_ring"), c * 0.05, Qt.PenStyle.DashLine))
            painter.drawPath(hull)


class Label(QGraphicsObject):
    """A rounded pill of text on the water: a boat's pennant (its place and who plays
    it), the next place to fill, the auction, the asked colour."""

    def __init__(self, z: float = Z_TAG) -> None:
        super().__init__()
        self.badge = ""
        self.text = ""
        self.pixels = 14.0
        self.badge_colour: QColor | None = None
        self.swatch: int | None = None
        self.frame = QColor(255, 255, 255, 70)
        self.dashed = False
        self._rect = QRectF()
        self.setZValue(z)

    def set_content(
        self,
        text: str,
        pixels: float,
        badge: str = "",
        badge_colour: QColor | None = None,
        swatch: int | None = None,
        frame: QColor | None = None,
        dashed: bool = False,
    ) -> None:
        """`pixels` sizes the text; the pill never grows past 22 text heights (a long
        translation is elided)."""
        frame = frame or QColor(255, 255, 255, 70)
        content = (text, round(pixels, 1), badge, badge_colour, swatch, frame, dashed)
        if content == (
            self.text,
            round(self.pixels, 1),
            self.badge,
            self.badge_colour,
            self.swatch,
            self.frame,
            self.dashed,
        ):
            return
        self.prepareGeometryChange()
        self.text, self.pixels, self.badge = text, pixels, badge
        self.badge_colour, self.swatch, self.frame, self.dashed = (
            badge_colour,
            swatch,
            frame,
            dashed,
        )
        metrics = QFontMetricsF(table_font(pixels, bold=True))
        height = pixels * 1.7
        width = min(metrics.horizontalAdvance(text), pixels * 22) + pixels * 1.2
        if badge or swatch is not None:
            width += height * 0.95
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        pen = QPen(self.frame, max(1.2, self.pixels * 0.12))
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(8, 28, 38, 200))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        left = rect.left() + self.pixels * 0.6
        if self.badge or self.swatch is not None:
            size = rect.height() * 0.78
            centre = QPointF(rect.left() + rect.height() * 0.5, 0)
            if self.swatch is not None:
                paint_pawn(painter, centre, size, PawnLook(self.swatch, HARPOONS, 1), None)
            else:
                painter.setPen(QPen(QColor("#2a1e10"), 1.0))
                painter.setBrush(self.badge_colour or QColor("#f3efe2"))
                painter.drawEllipse(centre, size / 2, size / 2)
                painter.setPen(QColor("#1b1b1f"))
                painter.setFont(
                    table_font(self.pixels * (0.9 if len(self.badge) < 2 else 0.72), True)
                )
                painter.drawText(
                    QRectF(centre.x() - size / 2, -size / 2, size, size),
                    Qt.AlignmentFlag.AlignCenter,
                    self.badge,
                )
            left = rect.left() + rect.height() * 0.95
        painter.setPen(QColor(current_theme().text_on_felt))
        font = table_font(self.pixels, bold=True)
        painter.setFont(font)
        area = QRectF(left, rect.top(), rect.right() - left - self.pixels * 0.4, rect.height())
        painter.drawText(
            area,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            elided(self.text, font, area.width()),
        )


@dataclass(frozen=True)
class PlateContent:
    """What a seat's plate shows, and where: `rect` in scene coordinates, `cell` the
    table's unit its sizes scale from; `badge` is written on gold (South and the bid),
    `line` under the name, `footer` at the bottom; `active` for the seat to move, and
    `thinking` while its bot thinks (a pill on its edge)."""

    rect: QRectF
    name: str
    badge: str
    line: str
    footer: str
    active: bool
    cell: float
    thinking: bool = False


class SeatPlate(QGraphicsObject):
    """A player's plate in a corner: name, role (South and the bid on a gold badge),
    the pile of pawns taken this round (items lying on it) and the points."""

    def __init__(self) -> None:
        super().__init__()
        self.content: PlateContent | None = None
        self.pill_on_top = False
        self.colour: QColor | None = None
        self._rect = QRectF(0, 0, 200, 100)
        self.setZValue(Z_PLATE)

    def set_content(
        self, content: PlateContent, pill_on_top: bool = False, colour: QColor | None = None
    ) -> None:
        self.pill_on_top = pill_on_top  # a plate at the table's foot: its pill above it
        self.colour = colour  # the seat's own colour: its rim, and its boats' pennants
        if content == self.content:
            return  # unchanged: no repaint
        self.prepareGeometryChange()
        self.content = content
        self._rect = QRectF(content.rect)
        self.update()

    def rest(self) -> None:
        """No seat is to move (a summary holds the table): no glow, no thinking pill."""
        if self.content is not None:
            content = replace(self.content, active=False, thinking=False)
            self.set_content(content, self.pill_on_top, self.colour)

    def boundingRect(self) -> QRectF:
        c = self.content.cell if self.content else 0.0
        # The thinking pill rides on the bottom edge.
        if self.pill_on_top:
            return self._rect.adjusted(-5, -5 - c * 0.25, 5, 5)
        return self._rect.adjusted(-5, -5, 5, 5 + c * 0.25)

    def badge_rect(self) -> QRectF:
        """The gold badge (best bid, South and the bid): at the right of the line under
        the name, so the name keeps its whole row."""
        rect, badge, c = self.content.rect, self.content.badge, self.content.cell
        font = table_font(c * 0.26, bold=True)
        width = QFontMetricsF(font).horizontalAdvance(badge) + c * 0.3 if badge else 0.0
        pad = c * 0.18
        top = rect.top() + pad * 0.6 + c * 0.48 + c * 0.02  # just under the name's row
        return QRectF(rect.right() - pad - width, top, width, c * 0.34)

    def name_rect(self) -> QRectF:
        rect, c = self.content.rect, self.content.cell
        pad = c * 0.18
        return QRectF(rect.left() + pad, rect.top() + pad * 0.6, rect.width() - 2 * pad, c * 0.48)

    def thinking_rect(self) -> QRectF:
        rect, c = self.content.rect, self.content.cell
        width, height = rect.width() * 0.4, c * 0.34
        # On the edge that faces the water: the table's own edge is too near.
        top = rect.top() - height * 0.7 if self.pill_on_top else rect.bottom() - height * 0.3
        return QRectF(rect.center().x() - width / 2, top, width, height)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.content:
            return
        content = self.content
        rect, c, active, thinking = content.rect, content.cell, content.active, content.thinking
        name, badge, line, footer = content.name, content.badge, content.line, content.footer
        theme = current_theme()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = QColor(theme.legal_glow) if active else QColor(255, 255, 255, 70)
        painter.setPen(QPen(border, c * (0.07 if active else 0.025)))
        painter.setBrush(QColor(6, 22, 30, 190))
        radius = c * 0.25
        painter.drawRoundedRect(rect, radius, radius)
        if self.colour is not None:  # the seat's colour down its left side, as on its pennants
            stripe = QRectF(
                rect.left() + c * 0.06, rect.top() + radius, c * 0.1, rect.height() - 2 * radius
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.colour)
            painter.drawRoundedRect(stripe, c * 0.05, c * 0.05)
        pad = c * 0.18
        text_colour = QColor(theme.text_on_felt)
        name_font = table_font(c * 0.36, bold=True)
        painter.setFont(name_font)
        painter.setPen(text_colour)
        top = rect.top() + pad * 0.6
        line_height = c * 0.48
        if badge:
            badge_font = table_font(c * 0.26, bold=True)
            badge_rect = self.badge_rect()
            painter.setPen(QPen(QColor("#5a3d00"), c * 0.02))
            painter.setBrush(QColor("#f4c542"))
            painter.drawRoundedRect(badge_rect, badge_rect.height() / 2, badge_rect.height() / 2)
            painter.setFont(badge_font)
            painter.setPen(QColor("#1b1b1f"))
            painter.drawText(badge_rect, Qt.AlignmentFlag.AlignCenter, badge)
            painter.setFont(name_font)
            painter.setPen(text_colour)
        name_rect = self.name_rect()  # the whole row: no badge covers a name
        painter.drawText(
            name_rect, Qt.AlignmentFlag.AlignVCenter, elided(name, name_font, name_rect.width())
        )
        painter.setPen(QColor(theme.text_muted))
        room = rect.width() - 2 * pad - (self.badge_rect().width() + c * 0.12 if badge else 0)
        small = fitting_font(line, c * 0.27, room)
        painter.setFont(small)
        line_rect = QRectF(rect.left() + pad, top + line_height * 0.95, room, c * 0.36)
        painter.drawText(
            line_rect, Qt.AlignmentFlag.AlignVCenter, elided(line, small, line_rect.width())
        )
        painter.setPen(text_colour)
        small = fitting_font(footer, c * 0.29, rect.width() - 2 * pad)
        painter.setFont(small)
        footer_rect = QRectF(
            rect.left() + pad, rect.bottom() - pad * 0.5 - c * 0.4, rect.width() - 2 * pad, c * 0.4
        )
        painter.drawText(
            footer_rect, Qt.AlignmentFlag.AlignVCenter, elided(footer, small, footer_rect.width())
        )
        if thinking:  # a bot thinks: a pill on the lower edge, the plate keeps its size
            pill = self.thinking_rect()
            painter.setPen(QPen(QColor(theme.legal_glow), c * 0.02))
            painter.setBrush(QColor(6, 22, 30, 240))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            text = QCoreApplication.translate("SeatPlate", "thinking…")
            font = fitting_font(text, c * 0.22, pill.width() * 0.9)
            painter.setFont(font)
            painter.setPen(text_colour)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, elided(text, font, pill.width()))


def prepare_pawns(resized: list, turned: list) -> None:
    """As a step starts: items change size (keeping their look, the move then scales
    them to the new size) and turn over."""
    for item, diameter in resized:
        if shiboken_valid(item):
            scale = item.diameter() / diameter
            item.set_diameter(diameter)
            item.setScale(scale)
    for item, face_up in turned:
        if shiboken_valid(item):
            item.set_face_up(face_up)


def shiboken_valid(item) -> bool:
    import shiboken6

    return shiboken6.isValid(item)


def turn_down(items: list[PawnItem]) -> None:
    for item in items:
        item.set_face_up(False)
