"""The Double's Dread table: the lagoon seen from above.

The monster lies in the middle of the water; the boats are moored round it at the
points of the compass (South at the bottom, then clockwise West, North and East;
with four players North and South's second boat share the top). Every pawn is an
item with a key (its id, or its slot while it lies face down on the monster): in a
boat's cell, on the monster's back during a trick, in the monster's belly once
swallowed, or in the pile of the player who took it, by their name plate in a
corner of the table.

Everything is public, so there is no curtain and no hidden hand: the table draws
the viewer's observation. Drawing it means computing where every key belongs
(`layout`); animating a move means folding the events into the picture one at a
time (`fold`) and gliding the items to where each step puts them.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop.scenes.base import TableScene, same_place, scale_to, turn_to
from desktop.scenes.doubles_dread_picture import (
    BEAM,
    boat_hull,
    boat_length,
    cell_centre,
    paint_boat,
    paint_monster,
    paint_water,
)
from desktop.scenes.doubles_dread_text import (
    boat_name,
    colour_name,
    describe_event,
    explain_round,
    fill,
    pawn_tooltip,
    pawns_text,
    position_letter,
    position_name,
    side_text,
)
from desktop.table.controls import status_label
from desktop.table.pawns import (
    HARPOONS,
    RINGS,
    PawnItem,
    PawnLook,
    clear_pawn_cache,
    paint_pawn,
)
from desktop.table.summary import SummaryPanel
from desktop.table.theme import current_theme, table_font
from rules_engine.games.doubles_dread.pawns import COLOUR, STRENGTH

MOVE_MS = 340
PLAY_MS = 380
GULP_MS = 170
SLIDE_MS = 480
DEAL_MS = 260
TRICK_PAUSE_MS = 420
PANEL_BACKGROUND = QColor(8, 28, 38, 242)  # the round summary, deep lagoon

# z layers, bottom to top
Z_MONSTER, Z_BOAT, Z_TAG, Z_PLATE = 5, 10, 12, 14
Z_IN_BOAT, Z_HEAP, Z_TRICK, Z_PILE, Z_SIGN, Z_FLYING = 20, 24, 30, 40, 50, 80

# Where boats are moored, clockwise from the top: boat i waits at MOORINGS[n][i]
# until South gives it a place.
MOORINGS = {4: ("N", "E", "S", "W"), 5: ("TL", "TR", "E", "S", "W")}
MOORING_ANGLE = {"S": 90.0, "W": 180.0, "N": 270.0, "E": 0.0, "TL": 244.0, "TR": 296.0}
# Boats sail clockwise round the lagoon: the bow (drawn towards +x) points onwards.
MOORING_ROTATION = {"S": 180.0, "W": -90.0, "N": 0.0, "E": 90.0, "TL": 0.0, "TR": 0.0}
# Name plates in the corners, clockwise from the bottom left, the first human first.
CORNERS = {2: ("BL", "TR"), 3: ("BL", "TL", "TR"), 4: ("BL", "TL", "TR", "BR")}
HEAP_CAPACITY = 28


# -- the picture: the observation as the table shows it ---------------------------------


def picture_of(obs: dict) -> dict:
    """A mutable copy of the fields the table draws, which `fold` can advance."""
    view = dict(obs)
    view["boats"] = [list(boat) for boat in obs["boats"]]
    view["positions"] = list(obs["positions"])
    view["controllers"] = list(obs["controllers"])
    view["monster_face_up"] = [tuple(pair) for pair in obs["monster_face_up"]]
    view["swallowed"] = list(obs["swallowed"])
    view["revealed"] = []
    view["taken"] = [list(pawns) for pawns in obs["taken"]]
    view["points"] = list(obs["points"])
    return view


def fold(view: dict, event: dict) -> dict:
    """The picture once `event` has happened: what the events report, moved into place
    (the engine decided everything; this only files the pawns where it says)."""
    view = dict(view)
    kind = event["type"]
    if kind == "play":
        boats = [list(boat) for boat in view["boats"]]
        boat, pawn = event["boat"], event["pawn"]
        if pawn in boats[boat]:
            boats[boat].remove(pawn)
        view["boats"] = boats
        face_up = list(view["monster_face_up"])
        swallowed = list(view["swallowed"])
        if event["effect"] in ("lead", "follow"):
            face_up.append((boat, pawn))
        elif event["effect"] == "change":
            swallowed.extend(event["swallowed"])
            face_up = [(boat, pawn)]
        else:
            swallowed.append(pawn)
        view["monster_face_up"], view["swallowed"] = face_up, swallowed
        view["asked"] = event["asked"]
    elif kind == "trick_won":
        taken = [list(pawns) for pawns in view["taken"]]
        taken[event["seat"]].extend(event["pawns"])
        points = list(view["points"])
        points[event["seat"]] += event["points"]
        view.update(taken=taken, points=points, monster_face_up=[], asked=None)
        view["last_winner_seat"] = event["seat"]
    elif kind == "round_end":
        winner = view.get("last_winner_seat")
        taken = [list(pawns) for pawns in view["taken"]]
        if winner is not None:
            taken[winner].extend(event["monster"])
        hidden = [pawn for pawn in event["monster"] if pawn not in view["swallowed"]]
        view.update(
            taken=taken,
            swallowed=[],
            face_down=0,
            revealed=hidden,
            points=list(event["points"]),
            totals=list(event["totals"]),
            phase="round_over",
        )
    return view


def mooring_map(view: dict) -> dict[int, str]:
    """Which mooring each boat lies at. Boats wait at their own; each place South
    fills takes the boat there by swapping it with the boat moored at that place,
    replayed in the engine's fixed filling order so any picture gives one answer."""
    count = len(view["boats"])
    where = dict(enumerate(MOORINGS[count]))
    at = {mooring: boat for boat, mooring in where.items()}

    def put(boat: int, mooring: str) -> None:
        other, old = at[mooring], where[boat]
        at[mooring], at[old] = boat, other
        where[boat], where[other] = mooring, old

    positions = view["positions"]
    side = view.get("side")
    top = {"X": "TR" if side == "NE" else "TL", "N": "TL" if side == "NE" else "TR"}
    steps = ("S", "N", "W", "E") if count == 4 else ("S", "X", "W", "N", "E")
    for position in steps:
        if position in positions:
            put(positions.index(position), top.get(position, position) if count == 5 else position)
    return where


def next_place(view: dict) -> str | None:
    """The place South fills next ("side" for the four-player choice), or None."""
    if view["phase"] != "distribute":
        return None
    positions = view["positions"]
    steps = ("S", "N", "W") if len(positions) == 4 else ("S", "X", "side", "W", "N")
    for step in steps:
        done = view.get("side") is not None if step == "side" else step in positions
        if not done:
            return step
    return None


def pawn_look(pawn: int, magic) -> PawnLook:
    strength = STRENGTH[pawn]
    if strength > 6:
        return PawnLook(COLOUR[pawn], RINGS, strength - 6, pawn in magic)
    return PawnLook(COLOUR[pawn], HARPOONS, strength, pawn in magic)


# -- measurements ------------------------------------------------------------------------


@dataclass(frozen=True)
class PawnSpot:
    pos: QPointF
    diameter: float
    face_up: bool
    z: float
    role: str  # "boat", "trick", "heap", "pile"
    boat: int | None = None


@dataclass(frozen=True)
class BoatSpot:
    pos: QPointF
    rotation: float
    mooring: str


class Geometry:
    """The table's measurements for its size: everything scales from the cell."""

    def __init__(self, width: float, height: float, boats: int) -> None:
        self.width, self.height, self.boats = width, height, boats
        self.margin = max(6.0, min(width, height) * 0.014)
        self.cols = 4 if boats == 4 else 3
        across = 15.2 if boats == 4 else 18.2
        self.cell = max(12.0, min((height - 2 * self.margin) / 10.6, width / across))
        c = self.cell
        self.pawn = c * 0.84
        self.hull_length = boat_length(c, self.cols)
        self.hull_width = BEAM * c
        self.centre = QPointF(width / 2, height / 2)
        self.radius = 1.72 * c  # the monster's body
        top_row = self.hull_length / 2 if boats == 4 else self.hull_length + 0.35 * c
        room = width / 2 - top_row - 2.5 * self.margin
        self.plate_width = max(3.0 * c, min(4.3 * c, room))
        self.plate_height = 2.5 * c

    def mooring_centre(self, mooring: str) -> QPointF:
        c, m = self.cell, self.margin
        cx, cy = self.centre.x(), self.centre.y()
        half_width = self.hull_width / 2
        reach = self.radius + 2.6 * c  # side boats stay near the monster on wide screens
        if mooring == "S":
            return QPointF(cx, self.height - m - half_width)
        if mooring == "N":
            return QPointF(cx, m + half_width)
        if mooring == "W":
            return QPointF(max(m + half_width, cx - reach - half_width), cy)
        if mooring == "E":
            return QPointF(min(self.width - m - half_width, cx + reach + half_width), cy)
        shift = self.hull_length / 2 + 0.35 * c
        return QPointF(cx - shift if mooring == "TL" else cx + shift, m + half_width)

    def cell_offsets(self, rotation: float) -> list[QPointF]:
        """The cells of a boat turned by `rotation`, in reading order on the screen."""
        c = self.cell
        radians = math.radians(rotation)
        cos, sin = math.cos(radians), math.sin(radians)
        points = []
        for col in range(self.cols):
            for row in range(2):
                local = cell_centre(c, self.cols, col, row)
                x, y = local.x(), local.y()
                points.append(QPointF(x * cos - y * sin, x * sin + y * cos))
        return sorted(points, key=lambda p: (round(p.y() / c * 2), p.x()))

    def trick_spot(self, mooring: str) -> QPointF:
        angle = math.radians(MOORING_ANGLE[mooring])
        distance = self.radius * (0.6 if mooring in ("TL", "TR") else 0.57)
        return self.centre + QPointF(math.cos(angle), math.sin(angle)) * distance

    def heap_spot(self, index: int) -> QPointF:
        """The swallowed pawns pile up in the monster's mouth, from the middle out."""
        radius = self.radius * 0.3 * math.sqrt((index + 0.5) / HEAP_CAPACITY)
        angle = math.radians(index * 137.5)
        return self.centre + QPointF(math.cos(angle), math.sin(angle) * 0.8) * radius

    @property
    def heap_pawn(self) -> float:
        return self.pawn * 0.56

    @property
    def pile_pawn(self) -> float:
        return self.cell * 0.38

    def plate_rect(self, corner: str) -> QRectF:
        m = self.margin
        left = m if corner in ("BL", "TL") else self.width - m - self.plate_width
        top = m if corner in ("TL", "TR") else self.height - m - self.plate_height
        return QRectF(left, top, self.plate_width, self.plate_height)

    def pile_spot(self, rect: QRectF, index: int, count: int) -> QPointF:
        size = self.pile_pawn
        per_row = max(16, math.ceil(count / 2))
        room = rect.width() - self.cell * 0.3 - size
        step = min(size * 0.62, room / max(per_row - 1, 1))
        row, column = divmod(index, per_row)
        return QPointF(
            rect.left() + self.cell * 0.15 + size / 2 + column * step,
            rect.top() + self.cell * 1.08 + size / 2 + row * size * 0.8,
        )


def _nearest_angle(current: float, target: float) -> float:
    return current + ((target - current + 180.0) % 360.0 - 180.0)


# -- the items ---------------------------------------------------------------------------


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


class BoatItem(QGraphicsObject):
    """A wooden boat seen from above with its cells; drawn bow towards +x."""

    clicked = Signal(object)

    def __init__(self, boat: int) -> None:
        super().__init__()
        self.boat = boat
        self.cell = 40.0
        self.cols = 4
        self.legal = False
        self.active = False
        self.dimmed = False
        self.mine = False
        self.setZValue(Z_BOAT)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_size(self, cell: float, cols: int) -> None:
        if abs(cell - self.cell) > 0.01 or cols != self.cols:
            self.prepareGeometryChange()
            self.cell, self.cols = cell, cols
            self.update()

    def set_looks(self, legal: bool, active: bool, dimmed: bool) -> None:
        if (legal, active, dimmed) != (self.legal, self.active, self.dimmed):
            self.legal, self.active, self.dimmed = legal, active, dimmed
            self.setAcceptHoverEvents(legal)
            if legal:
                self.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.unsetCursor()
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
        if self.legal or self.active:
            glow = QColor(theme.legal_glow if self.legal else "#9be7ff")
            for layer in range(4, 0, -1):
                glow.setAlpha(60)
                painter.setPen(QPen(glow, c * 0.07 * layer))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(hull)
        paint_boat(painter, c, self.cols)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(theme.dim_overlay))
            painter.drawPath(hull)
        if self.hasFocus():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.colour("focus_ring"), c * 0.05, Qt.PenStyle.DashLine))
            painter.drawPath(hull)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and self.hull().contains(event.pos())
            and self.isEnabled()
        ):
            self.clicked.emit(self)
        event.accept()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.isEnabled():
                self.clicked.emit(self)
            event.accept()
        else:
            super().keyPressEvent(event)


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
            _elide(self.text, font, area),
        )


class SeatPlate(QGraphicsObject):
    """A player's plate in a corner: name, role (South and the bid on a gold badge),
    the pile of pawns taken this round (items lying on it) and the points."""

    def __init__(self) -> None:
        super().__init__()
        self.content: tuple = ()
        self._rect = QRectF(0, 0, 200, 100)
        self.setZValue(Z_PLATE)

    def set_content(
        self, rect: QRectF, name: str, badge: str, line: str, footer: str, active: bool, cell: float
    ) -> None:
        content = (rect, name, badge, line, footer, active, cell)
        if content == self.content:
            return  # unchanged: no repaint
        self.prepareGeometryChange()
        self.content = content
        self._rect = QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-5, -5, 5, 5)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.content:
            return
        rect, name, badge, line, footer, active, c = self.content
        theme = current_theme()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = QColor(theme.legal_glow) if active else QColor(255, 255, 255, 70)
        painter.setPen(QPen(border, c * (0.07 if active else 0.025)))
        painter.setBrush(QColor(6, 22, 30, 190))
        radius = c * 0.25
        painter.drawRoundedRect(rect, radius, radius)
        pad = c * 0.18
        text_colour = QColor(theme.text_on_felt)
        name_font = table_font(c * 0.36, bold=True)
        painter.setFont(name_font)
        painter.setPen(text_colour)
        top = rect.top() + pad * 0.6
        line_height = c * 0.48
        badge_width = 0.0
        if badge:
            badge_font = table_font(c * 0.26, bold=True)
            badge_width = QFontMetricsF(badge_font).horizontalAdvance(badge) + c * 0.3
            badge_rect = QRectF(
                rect.right() - pad - badge_width,
                top + c * 0.06,
                badge_width,
                line_height - c * 0.12,
            )
            painter.setPen(QPen(QColor("#5a3d00"), c * 0.02))
            painter.setBrush(QColor("#f4c542"))
            painter.drawRoundedRect(badge_rect, badge_rect.height() / 2, badge_rect.height() / 2)
            painter.setFont(badge_font)
            painter.setPen(QColor("#1b1b1f"))
            painter.drawText(badge_rect, Qt.AlignmentFlag.AlignCenter, badge)
            painter.setFont(name_font)
            painter.setPen(text_colour)
        name_rect = QRectF(
            rect.left() + pad, top, rect.width() - 2 * pad - badge_width - c * 0.1, line_height
        )
        painter.drawText(
            name_rect, Qt.AlignmentFlag.AlignVCenter, _elide(name, name_font, name_rect)
        )
        painter.setPen(QColor(theme.text_muted))
        small = _fitting_font(line, c * 0.27, rect.width() - 2 * pad)
        painter.setFont(small)
        line_rect = QRectF(
            rect.left() + pad, top + line_height * 0.95, rect.width() - 2 * pad, c * 0.36
        )
        painter.drawText(line_rect, Qt.AlignmentFlag.AlignVCenter, _elide(line, small, line_rect))
        painter.setPen(text_colour)
        small = _fitting_font(footer, c * 0.29, rect.width() - 2 * pad)
        painter.setFont(small)
        footer_rect = QRectF(
            rect.left() + pad, rect.bottom() - pad * 0.5 - c * 0.4, rect.width() - 2 * pad, c * 0.4
        )
        painter.drawText(
            footer_rect, Qt.AlignmentFlag.AlignVCenter, _elide(footer, small, footer_rect)
        )


def _fitting_font(text: str, pixels: float, width: float):
    font = table_font(pixels)
    needed = QFontMetricsF(font).horizontalAdvance(text)
    if needed > width:
        font = table_font(max(pixels * 0.75, pixels * width / needed))
    return font


def _elide(text: str, font, rect: QRectF) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())


# -- the controls bar ------------------------------------------------------------------------


class BidSpinBox(QSpinBox):
    """Enter in the box places the bid."""

    entered = Signal()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.entered.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class Controls(QWidget):
    """Under the table: what to do now; the bid box with Bid and Pass; South's choice
    of where the second boat sits (four players)."""

    bid_clicked = Signal(int)
    pass_clicked = Signal()
    side_clicked = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.status = status_label(self, "doublesDreadStatus")
        self.bid_label = QLabel(self)
        self.bid_box = BidSpinBox(self)
        self.bid_box.setObjectName("bidBox")
        self.bid_box.setRange(27, 64)
        self.bid_box.setMinimumWidth(80)
        self.bid_box.setMinimumHeight(34)
        self.bid_box.entered.connect(self._bid)
        self.bid_button = QPushButton(self)
        self.bid_button.setObjectName("bidButton")
        self.bid_button.clicked.connect(self._bid)
        self.pass_button = QPushButton(self)
        self.pass_button.setObjectName("passButton")
        self.pass_button.clicked.connect(self.pass_clicked)
        self.west_north_button = QPushButton(self)
        self.west_north_button.setObjectName("sideWNButton")
        self.west_north_button.clicked.connect(lambda: self.side_clicked.emit("WN"))
        self.north_east_button = QPushButton(self)
        self.north_east_button.setObjectName("sideNEButton")
        self.north_east_button.clicked.connect(lambda: self.side_clicked.emit("NE"))
        for button in (
            self.bid_button,
            self.pass_button,
            self.west_north_button,
            self.north_east_button,
        ):
            button.setMinimumHeight(36)
            button.setMinimumWidth(110)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 6)
        layout.addWidget(self.status, 1)
        for widget in (
            self.bid_label,
            self.bid_box,
            self.bid_button,
            self.pass_button,
            self.west_north_button,
            self.north_east_button,
        ):
            layout.addWidget(widget)
        self.retranslate()

    def _bid(self) -> None:
        if self.bid_button.isEnabled() and self.bid_button.isVisible():
            self.bid_clicked.emit(self.bid_box.value())

    def retranslate(self) -> None:
        self.bid_label.setText(QCoreApplication.translate("DoublesDreadTable", "Your bid:"))
        self.bid_button.setText(QCoreApplication.translate("DoublesDreadTable", "Bid"))
        self.bid_button.setToolTip(
            QCoreApplication.translate("DoublesDreadTable", "Bid the amount in the box (Enter)")
        )
        self.pass_button.setText(QCoreApplication.translate("DoublesDreadTable", "Pass"))
        self.pass_button.setToolTip(
            QCoreApplication.translate(
                "DoublesDreadTable", "Leave this auction for good (the opener may not pass)"
            )
        )
        self.west_north_button.setText(
            QCoreApplication.translate("DoublesDreadTable", "Between West and North")
        )
        self.north_east_button.setText(
            QCoreApplication.translate("DoublesDreadTable", "Between North and East")
        )

    def show_auction(self, shown: bool) -> None:
        for widget in (self.bid_label, self.bid_box, self.bid_button, self.pass_button):
            widget.setVisible(shown)

    def show_sides(self, shown: bool) -> None:
        self.west_north_button.setVisible(shown)
        self.north_east_button.setVisible(shown)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# -- the round's summary --------------------------------------------------------------------


SERIES_MARKERS = ("circle", "square", "triangle", "diamond")


class TotalsChart(QWidget):
    """Each player's total after every round: a line per player, each with its own
    marker shape as well as its colour."""

    def __init__(self, names: list[str], history, parent=None) -> None:
        super().__init__(parent)
        self.names = names
        running = [0] * len(names)
        self.rows = [list(running)]
        for scores in history:
            running = [total + score for total, score in zip(running, scores, strict=True)]
            self.rows.append(list(running))
        self.text_pixels = 14.0
        self.setMinimumHeight(150)

    def sizeHint(self) -> QSize:
        return QSize(400, int(self.text_pixels * 13))

    def paintEvent(self, event) -> None:
        from desktop.charts import SERIES_COLOURS

        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = table_font(self.text_pixels * 0.85)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        legend_width = max(metrics.horizontalAdvance(name) for name in self.names) + 40
        area = QRectF(
            metrics.horizontalAdvance("000") + 12,
            8,
            self.width() - legend_width - metrics.horizontalAdvance("000") - 28,
            self.height() - metrics.height() - 20,
        )
        top = max(max(row) for row in self.rows) or 1
        top = math.ceil(top / 20) * 20  # round quarters on the axis
        rounds = len(self.rows) - 1
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        for step in range(5):
            y = area.bottom() - area.height() * step / 4
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor("#f3efe2"))
            painter.drawText(
                QRectF(0, y - 10, area.left() - 6, 20),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(round(top * step / 4)),
            )
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setPen(QColor("#f3efe2"))
        for index in range(rounds + 1):
            x = area.left() + area.width() * index / max(rounds, 1)
            painter.drawText(
                QRectF(x - 20, area.bottom() + 4, 40, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                str(index),
            )

        def point(index: int, value: int) -> QPointF:
            return QPointF(
                area.left() + area.width() * index / max(rounds, 1),
                area.bottom() - area.height() * value / top,
            )

        for seat, name in enumerate(self.names):
            colour = QColor(SERIES_COLOURS[seat % len(SERIES_COLOURS)])
            painter.setPen(QPen(colour, 2.5))
            points = [point(index, row[seat]) for index, row in enumerate(self.rows)]
            for a, b in itertools.pairwise(points):
                painter.drawLine(a, b)
            for spot in points:
                _marker(painter, spot, SERIES_MARKERS[seat % 4], colour, 5.0)
            legend_y = area.top() + seat * metrics.height() * 1.4 + 8
            legend_x = self.width() - legend_width + 6
            _marker(painter, QPointF(legend_x + 8, legend_y), SERIES_MARKERS[seat % 4], colour, 5.0)
            painter.setPen(QColor("#f3efe2"))
            painter.drawText(QPointF(legend_x + 22, legend_y + metrics.ascent() / 2 - 1), name)
        painter.end()


def _marker(painter: QPainter, centre: QPointF, shape: str, colour: QColor, size: float) -> None:
    painter.setPen(QPen(QColor("#101010"), 1))
    painter.setBrush(colour)
    if shape == "circle":
        painter.drawEllipse(centre, size, size)
    elif shape == "square":
        painter.drawRect(QRectF(centre.x() - size, centre.y() - size, size * 2, size * 2))
    else:
        path = QPainterPath()
        if shape == "triangle":
            path.moveTo(centre + QPointF(0, -size * 1.2))
            path.lineTo(centre + QPointF(size * 1.1, size * 0.9))
            path.lineTo(centre + QPointF(-size * 1.1, size * 0.9))
        else:
            path.moveTo(centre + QPointF(0, -size * 1.3))
            path.lineTo(centre + QPointF(size * 1.1, 0))
            path.lineTo(centre + QPointF(0, size * 1.3))
            path.lineTo(centre + QPointF(-size * 1.1, 0))
        path.closeSubpath()
        painter.drawPath(path)


class RoundSummary(SummaryPanel):
    """The end of a round (or of the match): the contract made or failed, each
    player's points and score, the totals, and why, in words."""

    def __init__(
        self,
        event: dict,
        names: list[str],
        last_winner: int | None,
        match_end: dict | None,
        history,
        text_pixels: float = 14,
        parent=None,
    ) -> None:
        super().__init__(PANEL_BACKGROUND, text_pixels, parent)
        self.round_event, self.names, self.match_end = event, names, match_end
        self.last_winner, self.history = last_winner, history
        self.chart: TotalsChart | None = None
        self.retranslate()

    def set_text_size(self, pixels: float) -> None:
        super().set_text_size(pixels)
        if self.chart is not None:
            self.chart.text_pixels = self.text_pixels
            self.chart.setMinimumHeight(round(self.text_pixels * 11))
            self.chart.update()

    def retranslate(self) -> None:
        self.clear()
        self.chart = None
        event, names = self.round_event, self.names
        south = event["south"]
        if self.match_end is not None:
            winners = ", ".join(names[seat] for seat in self.match_end["winners"])
            title = QCoreApplication.translate("DoublesDreadTable", "The match is over: %1 wins!")
            self.add_title(fill(title, winners))
        else:
            title = QCoreApplication.translate("DoublesDreadTable", "End of round %1")
            self.add_title(fill(title, event["round"]))
        if event["made"]:
            verdict = QCoreApplication.translate(
                "DoublesDreadTable", "Contract made: %1 bid %2 and took %3."
            )
        else:
            verdict = QCoreApplication.translate(
                "DoublesDreadTable", "Contract failed: %1 bid %2 but took only %3."
            )
        self.add_verdict(
            fill(verdict, names[south], event["bid"], event["points"][south]), event["made"]
        )
        headers = (
            QCoreApplication.translate("DoublesDreadTable", "Player"),
            QCoreApplication.translate("DoublesDreadTable", "Role"),
            QCoreApplication.translate("DoublesDreadTable", "Points taken"),
            QCoreApplication.translate("DoublesDreadTable", "Round score"),
            QCoreApplication.translate("DoublesDreadTable", "Total"),
        )
        rows = []
        for seat, name in enumerate(names):
            if seat == south:
                role = fill(
                    QCoreApplication.translate("DoublesDreadTable", "South, bid %1"), event["bid"]
                )
            else:
                role = QCoreApplication.translate("DoublesDreadTable", "against South")
            rows.append(
                (
                    name,
                    role,
                    str(event["points"][seat]),
                    str(event["scores"][seat]),
                    str(event["totals"][seat]),
                )
            )
        scored = {seat for seat in range(len(names)) if event["scores"][seat] > 0}
        self.add_table(headers, rows, highlighted=scored)
        self.add_lines(explain_round(event, names, self.last_winner))
        if self.match_end is None:
            next_round = QCoreApplication.translate("DoublesDreadTable", "Next round")
            self.add_buttons([(next_round, "nextRoundButton", self.continue_clicked)])
            return
        ranks = self.match_end["ranks"]
        ranking = sorted(range(len(names)), key=lambda seat: ranks[seat])
        standings = ", ".join(
            f"{ranks[seat]}. {names[seat]} ({self.match_end['totals'][seat]})" for seat in ranking
        )
        self.add_text(
            fill(QCoreApplication.translate("DoublesDreadTable", "Final standings: %1"), standings)
        )
        self.chart = TotalsChart(names, self.history, self)
        self.chart.text_pixels = self.text_pixels
        self.chart.setMinimumHeight(round(self.text_pixels * 11))
        self.add_widget(self.chart)
        self.add_buttons(
            [
                (
                    QCoreApplication.translate("DoublesDreadTable", "Home screen"),
                    "",
                    self.home_clicked,
                ),
                (
                    QCoreApplication.translate("DoublesDreadTable", "New match"),
                    "newMatchButton",
                    self.new_match_clicked,
                ),
            ]
        )

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# -- the scene ---------------------------------------------------------------------------------


class Scene(TableScene):
    needs_curtain = False  # everything on this table is public

    def __init__(self, session, animator, parent=None) -> None:
        super().__init__(session, animator, parent)
        self.pawn_items: dict[tuple, PawnItem] = {}
        self.boat_items: dict[int, BoatItem] = {}
        self.tags: dict[int, Label] = {}
        self.plates: dict[int, SeatPlate] = {}
        self.cells: dict[int, dict[int, int]] = {}  # boat -> pawn -> cell (stable cells)
        self.shown: dict | None = None  # the picture the items show
        self.frozen = False  # a round summary is up: the table shows the round's end
        self.frozen_view: dict | None = None
        self.deferred: list[dict] = []
        self.building = False  # queueing a batch of animations
        self.last_positions: list = []
        self.planned: dict = {}  # where items will be once the queued steps have run
        self.boat_count = len(session.state.observe(0)["boats"])
        self.monster = Monster()
        self.addItem(self.monster)
        self.sign = Label(Z_SIGN)
        self.addItem(self.sign)
        self.asked_label = Label(Z_SIGN)
        self.addItem(self.asked_label)
        self.controls_widget = Controls()
        self.controls_widget.bid_clicked.connect(
            lambda amount: self.action_chosen.emit(("bid", amount))
        )
        self.controls_widget.pass_clicked.connect(lambda: self.action_chosen.emit(("pass",)))
        self.controls_widget.side_clicked.connect(
            lambda side: self.action_chosen.emit(("side", side))
        )

    # -- what the window asks ------------------------------------------------------------

    def controls(self) -> QWidget:
        return self.controls_widget

    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    def describe(self, event: dict, viewer: int | None) -> str | None:
        positions = self.session.state.observe(0)["positions"]
        if event["type"] in ("play", "trick_won", "lead", "round_end") and None in positions:
            positions = self.last_positions  # the round is over: its places are remembered
        return describe_event(event, self.names(), positions)

    def retranslate(self) -> None:
        clear_pawn_cache()
        if self.summary_widget is not None:
            self.summary_widget.retranslate()
            self.place_summary()
        self.sync()
        magic = self.current_view()["magic"]
        for key, item in self.pawn_items.items():
            if key[0] == "pawn":
                item.setToolTip(pawn_tooltip(key[1], key[1] in magic))
            item.update()

    def geometry(self) -> Geometry:
        return Geometry(self.table_size.width(), self.table_size.height(), self.boat_count)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The lagoon: deep water at the edges, lighter round the monster, with rings of
        ripples; a sandy rim in the corners where the players sit."""
        size = self.table_size
        paint_water(painter, rect, QRectF(0, 0, size.width(), size.height()))

    # -- the picture and where everything belongs ------------------------------------------

    def current_view(self) -> dict:
        if self.frozen and self.frozen_view is not None:
            return self.frozen_view
        return picture_of(self.observation())

    def corner_of(self, seat: int, count: int) -> str:
        humans = self.session.human_seats()
        anchor = humans[0] if humans else 0
        return CORNERS[count][(seat - anchor) % count]

    def layout(self, view: dict) -> tuple[dict[tuple, PawnSpot], dict[int, BoatSpot]]:
        geo = self.geometry()
        spots: dict[tuple, PawnSpot] = {}
        boats: dict[int, BoatSpot] = {}
        where = mooring_map(view)
        for boat, pawns in enumerate(view["boats"]):
            mooring = where[boat]
            centre = geo.mooring_centre(mooring)
            rotation = MOORING_ROTATION[mooring]
            boats[boat] = BoatSpot(centre, rotation, mooring)
            offsets = geo.cell_offsets(rotation)
            cells = self._cells_for(boat, pawns)
            for pawn in pawns:
                spots[("pawn", pawn)] = PawnSpot(
                    centre + offsets[cells[pawn] % len(offsets)],
                    geo.pawn,
                    True,
                    Z_IN_BOAT,
                    "boat",
                    boat,
                )
        heap = [("hidden", index) for index in range(view["face_down"])]
        heap += [("pawn", pawn) for pawn in view["swallowed"]]
        for index, key in enumerate(heap):
            spots[key] = PawnSpot(
                geo.heap_spot(index), geo.heap_pawn, False, Z_HEAP + index * 0.01, "heap"
            )
        for order, (boat, pawn) in enumerate(view["monster_face_up"]):
            spots[("pawn", pawn)] = PawnSpot(
                geo.trick_spot(where[boat]), geo.pawn, True, Z_TRICK + order * 0.1, "trick", boat
            )
        count = view["num_players"]
        for seat, pawns in enumerate(view["taken"]):
            rect = geo.plate_rect(self.corner_of(seat, count))
            ordered = sorted(pawns)
            for index, pawn in enumerate(ordered):
                spots[("pawn", pawn)] = PawnSpot(
                    geo.pile_spot(rect, index, len(ordered)),
                    geo.pile_pawn,
                    True,
                    Z_PILE + index * 0.01,
                    "pile",
                )
        return spots, boats

    def _cells_for(self, boat: int, pawns: list[int]) -> dict[int, int]:
        """Pawns keep their cell while the boat empties (the cells are only storage);
        a fresh deal fills the cells in colour order."""
        known = {pawn: cell for pawn, cell in self.cells.get(boat, {}).items() if pawn in pawns}
        if not known:
            known = {pawn: index for index, pawn in enumerate(sorted(pawns))}
        else:
            free = [cell for cell in range(8) if cell not in known.values()]
            for pawn in sorted(pawn for pawn in pawns if pawn not in known):
                known[pawn] = free.pop(0)
        self.cells[boat] = known
        return known

    # -- drawing without animation ------------------------------------------------------------

    def sync(self) -> None:
        view = self.current_view()
        spots, boats = self.layout(view)
        for key in list(self.pawn_items):
            if key not in spots:
                self._drop(key)
        for boat in list(self.boat_items):
            if boat not in boats:
                self._drop_boat(boat)
        for key, spot in spots.items():
            item = self.pawn_items.get(key) or self._make_pawn(key, spot, view)
            self._place(item, spot)
        geo = self.geometry()
        for boat, spot in boats.items():
            item = self.boat_items.get(boat) or self._make_boat(boat)
            item.set_size(geo.cell, geo.cols)
            item.setPos(spot.pos)
            turn_to(item, spot.rotation)
            scale_to(item, 1.0)
        self.monster.setPos(geo.centre)
        scale_to(self.monster, 1.0)
        self.monster.set_radius(geo.radius)
        self.monster.mouth_open = False
        self.shown = view
        if None not in view["positions"]:
            self.last_positions = list(view["positions"])
        self._refresh_furniture(view)
        self._refresh_interaction(view)
        if self.frozen:
            self.place_summary()

    def _make_pawn(self, key: tuple, spot: PawnSpot, view: dict, origin=None) -> PawnItem:
        look = pawn_look(key[1], view["magic"]) if key[0] == "pawn" else None
        item = PawnItem(look, spot.diameter)
        item.key = key
        item.setPos(origin if origin is not None else spot.pos)
        item.setZValue(spot.z)
        item.clicked.connect(self._pawn_clicked)
        if key[0] == "pawn":
            item.setToolTip(pawn_tooltip(key[1], key[1] in view["magic"]))
        self.addItem(item)
        self.pawn_items[key] = item
        return item

    def _place(self, item: PawnItem, spot: PawnSpot) -> None:
        item.set_face_up(spot.face_up)
        item.set_diameter(spot.diameter)
        scale_to(item, 1.0)
        item.setPos(spot.pos)
        item.setZValue(spot.z)
        item.role = spot.role
        item.boat = spot.boat if spot.role == "boat" else None

    def _drop(self, key: tuple) -> None:
        item = self.pawn_items.pop(key, None)
        if item is not None:
            self.retire(item)

    def _make_boat(self, boat: int) -> BoatItem:
        item = BoatItem(boat)
        item.clicked.connect(self._boat_clicked)
        self.addItem(item)
        self.boat_items[boat] = item
        tag = Label(Z_TAG)
        self.addItem(tag)
        self.tags[boat] = tag
        return item

    def _drop_boat(self, boat: int) -> None:
        for store in (self.boat_items, self.tags):
            item = store.pop(boat, None)
            if item is not None:
                self.retire(item)

    def _refresh_furniture(self, view: dict) -> None:
        """Pennants, plates, the auction sign, the asked colour and the next place."""
        geo = self.geometry()
        names = self.names()
        where = mooring_map(view)
        c = geo.cell
        waiting = self.next_mooring(view)
        for boat, tag in self.tags.items():
            position = view["positions"][boat]
            mooring = where[boat]
            if position is None and mooring == waiting:
                text = QCoreApplication.translate("DoublesDreadTable", "Boat %1 · next: %2")
                tag.set_content(
                    fill(text, boat + 1, position_name(next_place(view))),
                    c * 0.3,
                    frame=QColor(current_theme().legal_glow),
                    dashed=True,
                )
            elif position is None:
                tag.set_content(
                    fill(QCoreApplication.translate("DoublesDreadTable", "Boat %1"), boat + 1),
                    c * 0.3,
                )
            else:
                controller = view["controllers"][boat]
                gold = QColor("#f4c542") if controller == view["south"] else QColor("#f3efe2")
                tag.set_content(names[controller], c * 0.3, position_letter(position), gold)
            tag.setPos(self._tag_pos(geo, mooring, tag))
        count = view["num_players"]
        for seat in range(count):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = SeatPlate()
                self.addItem(plate)
            rect = geo.plate_rect(self.corner_of(seat, count))
            badge, line, footer = self._plate_texts(view, seat)
            active = view.get("to_move") == seat and view["phase"] not in ("over", "round_over")
            if active and not self.session.is_human(seat):
                line = (
                    line + " · " + QCoreApplication.translate("DoublesDreadTable", "thinking…")
                    if line
                    else QCoreApplication.translate("DoublesDreadTable", "thinking…")
                )
            plate.set_content(rect, names[seat], badge, line, footer, active, c)
        self._refresh_sign(view, geo)
        asked = view.get("asked")
        self.monster.set_asked(asked)
        if asked is not None and view["phase"] == "play":
            text = fill(
                QCoreApplication.translate("DoublesDreadTable", "Asked: %1"), colour_name(asked)
            )
            self.asked_label.set_content(text, c * 0.3, swatch=asked)
            angle = math.radians(140)
            offset = QPointF(math.cos(angle), math.sin(angle)) * geo.radius * 1.28
            self.asked_label.setPos(geo.centre + offset + QPointF(-c * 0.6, c * 0.25))
        else:
            self.asked_label.set_content("", c * 0.3)
        swallowed = list(view["swallowed"])
        tip = ""
        if swallowed or view["face_down"]:
            tip = fill(
                QCoreApplication.translate("DoublesDreadTable", "In the monster: %1"),
                pawns_text(swallowed) or "—",
            )
            if view["face_down"]:
                tip += "\n" + fill(
                    QCoreApplication.translate(
                        "DoublesDreadTable", "and %1 pawns face down since the deal"
                    ),
                    view["face_down"],
                )
        self.monster.setToolTip(tip)

    def _tag_pos(self, geo: Geometry, mooring: str, tag: Label) -> QPointF:
        centre = geo.mooring_centre(mooring)
        c = geo.cell
        half = tag.boundingRect().height() / 2
        if mooring == "S":
            return centre - QPointF(0, geo.hull_width / 2 + half + c * 0.05)
        if mooring in ("N", "TL", "TR"):
            return centre + QPointF(0, geo.hull_width / 2 + half + c * 0.05)
        width = tag.boundingRect().width() / 2
        dx = geo.hull_width / 2 + width + c * 0.1
        dy = -geo.hull_length / 2 + half + c * 0.1
        return centre + QPointF(dx if mooring == "W" else -dx, dy)

    def _plate_texts(self, view: dict, seat: int) -> tuple[str, str, str]:
        auction = view["auction"]
        badge = ""
        line = ""
        if view["phase"] == "bid":
            if auction["passed"][seat]:
                line = QCoreApplication.translate("DoublesDreadTable", "passed")
            elif auction["bids"][seat] is not None:
                line = fill(
                    QCoreApplication.translate("DoublesDreadTable", "bids %1"),
                    auction["bids"][seat],
                )
                if auction["high_bidder"] == seat:
                    badge = fill(
                        QCoreApplication.translate("DoublesDreadTable", "best %1"),
                        auction["bids"][seat],
                    )
            elif seat == view["opener"] and auction["current"] is None:
                line = QCoreApplication.translate("DoublesDreadTable", "opens the bidding")
            else:
                line = QCoreApplication.translate("DoublesDreadTable", "has not bid yet")
        else:
            if view["south"] == seat:
                badge = fill(
                    QCoreApplication.translate("DoublesDreadTable", "South · %1"), view["bid"]
                )
            letters = [
                position_letter(position)
                for position, controller in zip(view["positions"], view["controllers"], strict=True)
                if controller == seat and position is not None
            ]
            if letters:
                line = fill(
                    QCoreApplication.translate("DoublesDreadTable", "plays %1"),
                    ", ".join(sorted(letters, key=_letter_order)),
                )
            elif view["south"] == seat:
                line = QCoreApplication.translate("DoublesDreadTable", "hands out the boats")
            else:
                line = QCoreApplication.translate("DoublesDreadTable", "waits for a boat")
        footer = fill(
            QCoreApplication.translate("DoublesDreadTable", "points %1 · total %2"),
            view["points"][seat],
            view["totals"][seat],
        )
        return badge, line, footer

    def _refresh_sign(self, view: dict, geo: Geometry) -> None:
        c = geo.cell
        auction = view["auction"]
        names = self.names()
        text = ""
        if view["phase"] == "bid":
            if auction["current"] is None:
                text = fill(
                    QCoreApplication.translate(
                        "DoublesDreadTable", "Auction · opening bid at least %1"
                    ),
                    auction["minimum"],
                )
            else:
                text = fill(
                    QCoreApplication.translate("DoublesDreadTable", "Auction · %1 bids %2"),
                    names[auction["high_bidder"]],
                    auction["current"],
                )
        elif view["phase"] == "distribute":
            text = fill(
                QCoreApplication.translate("DoublesDreadTable", "%1 is South with a bid of %2"),
                names[view["south"]],
                view["bid"],
            )
        self.sign.set_content(text, c * 0.32, frame=QColor("#c9a548"))
        self.sign.setPos(geo.centre + QPointF(0, geo.radius * 0.62))

    @staticmethod
    def next_mooring(view: dict) -> str | None:
        """The mooring of the place South fills next (the waiting boat there is swapped
        with the one South clicks)."""
        place = next_place(view)
        if place in (None, "side"):
            return None
        if place == "X":
            return "TL"  # the second boat waits there until South chooses its side
        if place == "N" and len(view["boats"]) == 5:
            return "TL" if view.get("side") == "NE" else "TR"
        return place

    # -- turning clicks into actions ------------------------------------------------------------

    def _refresh_interaction(self, view: dict) -> None:
        mine = self.is_my_turn() and not self.frozen
        phase = view["phase"]
        legal = self.session.state.legal_actions() if mine else []
        place = next_place(view) if mine else None
        to_play = view.get("boat_to_play")
        for boat, item in self.boat_items.items():
            clickable = mine and (("boat", boat) in legal or ("lead", boat) in legal)
            active = phase == "play" and boat == to_play
            item.setEnabled(clickable)
            item.set_looks(clickable, active, False)
        for key, item in self.pawn_items.items():
            in_boat = item.role == "boat"
            playable = mine and phase == "play" and key[0] == "pawn" and ("play", key[1]) in legal
            boat_clickable = self.boat_items.get(spot_boat(item))
            clickable = in_boat and (
                (mine and phase == "play") or (boat_clickable is not None and boat_clickable.legal)
            )
            item.setEnabled(clickable)
            item.set_hoverable(playable)
            item.set_legal_look(playable)
            item.set_dimmed(
                mine and phase == "play" and spot_boat(item) == to_play and not playable
            )
            if not clickable and item.hasFocus():
                item.clearFocus()
        self._refresh_controls(view, mine, legal, place)

    def _refresh_controls(self, view: dict, mine: bool, legal: list, place) -> None:
        controls = self.controls_widget
        auction = view["auction"]
        bidding = view["phase"] == "bid"
        controls.show_auction(bidding)
        if bidding:
            current = auction["current"]
            low = auction["minimum"] if current is None else min(current + 1, 64)
            if controls.bid_box.minimum() != low:
                controls.bid_box.setRange(low, 64)
                controls.bid_box.setValue(low)
            can_bid = mine and any(action[0] == "bid" for action in legal)
            controls.bid_box.setEnabled(can_bid)
            controls.bid_button.setEnabled(can_bid)
            controls.pass_button.setEnabled(mine and ("pass",) in legal)
        controls.show_sides(mine and place == "side")
        controls.status.setText(self._status_text(view, mine, place))

    def _status_text(self, view: dict, mine: bool, place) -> str:
        names = self.names()
        phase = view["phase"]
        if phase == "over":
            return QCoreApplication.translate("DoublesDreadTable", "The match is over.")
        if phase == "round_over":
            return QCoreApplication.translate("DoublesDreadTable", "The round is over.")
        to_move = view["to_move"]
        who = names[to_move]
        if not mine:
            return fill(QCoreApplication.translate("DoublesDreadTable", "%1 is playing…"), who)
        auction = view["auction"]
        if phase == "bid":
            if auction["current"] is None:
                text = QCoreApplication.translate(
                    "DoublesDreadTable",
                    "%1, you open the auction: bid at least %2 (you may not pass).",
                )
                return fill(text, who, auction["minimum"])
            text = QCoreApplication.translate(
                "DoublesDreadTable", "%1, bid more than %2 to raise, or pass and leave the auction."
            )
            return fill(text, who, auction["current"])
        if phase == "distribute":
            if place == "side":
                return fill(
                    QCoreApplication.translate(
                        "DoublesDreadTable",
                        "%1, choose where your second boat sits: between West and North, "
                        "or between North and East.",
                    ),
                    who,
                )
            if place == "X":
                return fill(
                    QCoreApplication.translate(
                        "DoublesDreadTable", "%1, click the boat you keep as your second boat."
                    ),
                    who,
                )
            if place == "S":
                return fill(
                    QCoreApplication.translate(
                        "DoublesDreadTable", "%1, you are South: click the boat you keep at South."
                    ),
                    who,
                )
            if place == "N" and view["num_players"] != 4:
                return fill(
                    QCoreApplication.translate(
                        "DoublesDreadTable", "%1, click the boat you keep at North."
                    ),
                    who,
                )
            text = QCoreApplication.translate(
                "DoublesDreadTable", "%1, click the boat to give to %2 (%3)."
            )
            seat = self._controller_of(place, view)
            return fill(text, who, position_name(place), names[seat])
        if phase == "lead":
            if view["trick"] == 1:
                return fill(
                    QCoreApplication.translate(
                        "DoublesDreadTable", "%1, click the boat that leads the first trick."
                    ),
                    who,
                )
            where = view["positions"][view["last_trick_winner"]]
            text = QCoreApplication.translate(
                "DoublesDreadTable",
                "%1, you won the trick: click %2 to lead from it, or any other boat "
                "to make it lead.",
            )
            return fill(text, who, position_name(where))
        boat = view["boat_to_play"]
        where = position_name(view["positions"][boat])
        if view["asked"] is None:
            text = QCoreApplication.translate(
                "DoublesDreadTable", "%1, lead a pawn from %2 (trick %3 of %4)."
            )
            tricks = 6 if len(view["boats"]) == 5 else 8
            return fill(text, who, where, view["trick"], tricks)
        text = QCoreApplication.translate(
            "DoublesDreadTable", "%1, play a pawn from %2: %3 is asked."
        )
        return fill(text, who, where, colour_name(view["asked"]))

    def _controller_of(self, place: str, view: dict) -> int:
        offsets = {2: {"W": 1, "N": 0}, 3: {"W": 1, "N": 0}, 4: {"W": 1, "N": 2}}
        count = view["num_players"]
        return (view["south"] + offsets[count].get(place, 0)) % count

    def _pawn_clicked(self, item: PawnItem) -> None:
        """A pawn is played; while boats are chosen, a pawn stands for its boat."""
        if not self.is_my_turn() or self.frozen or item.key[0] != "pawn":
            return
        phase = self.session.state.observe(0)["phase"]
        if phase == "play":
            self.action_chosen.emit(("play", item.key[1]))
        elif spot_boat(item) in self.boat_items:
            self._boat_clicked(self.boat_items[spot_boat(item)])

    def _boat_clicked(self, item: BoatItem) -> None:
        if not self.is_my_turn() or self.frozen:
            return
        phase = self.session.state.observe(0)["phase"]
        if phase == "distribute":
            self.action_chosen.emit(("boat", item.boat))
        elif phase == "lead":
            self.action_chosen.emit(("lead", item.boat))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            items = [item for item in self.pawn_items.values() if item.legal_look]
            items += [item for item in self.boat_items.values() if item.legal]
            items.sort(key=lambda item: (item.pos().x(), item.pos().y()))
            if items:
                focused = self.focusItem()
                index = items.index(focused) if focused in items else -1
                index = (index + (1 if key == Qt.Key.Key_Right else -1)) % len(items)
                items[index].setFocus(Qt.FocusReason.TabFocusReason)
                event.accept()
                return
        if self.is_my_turn() and self.session.state.observe(0)["phase"] == "bid":
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.controls_widget._bid()
                event.accept()
                return
            if key == Qt.Key.Key_P and self.controls_widget.pass_button.isEnabled():
                self.action_chosen.emit(("pass",))
                event.accept()
                return
        super().keyPressEvent(event)

    # -- animating what happened --------------------------------------------------------------

    def animate(self, events: list[dict]) -> None:
        if self.frozen:
            self.deferred.extend(events)
            return
        self.building = True
        self.planned = {}
        self._clear_looks()
        try:
            view = self.shown or self.current_view()
            for position, event in enumerate(events):
                kind = event["type"]
                if kind == "deal":
                    view = self._animate_deal(picture_of(self.observation()))
                elif kind == "play":
                    view = self._animate_play(view, event)
                elif kind == "trick_won":
                    view = self._animate_trick_won(view, event)
                elif kind == "round_end":
                    view = self._animate_round_end(view, event)
                    rest = events[position + 1 :]
                    match_end = next((e for e in rest if e["type"] == "match_end"), None)
                    self.deferred = [e for e in rest if e["type"] != "match_end"]
                    self.animator.add_call(
                        lambda e=event, v=view, m=match_end: self._show_round_end(e, v, m)
                    )
                    return
            self._glide(picture_of(self.observation()))
        finally:
            self.building = False
            if not self.animator.busy():
                self._animations_done()

    def _clear_looks(self) -> None:
        """A move is under way: nothing glows or waits for a click until it is over."""
        for item in self.pawn_items.values():
            item.set_legal_look(False)
            item.set_dimmed(False)
            item.set_hoverable(False)
            item.setEnabled(False)
        for item in self.boat_items.values():
            item.set_looks(False, False, False)
            item.setEnabled(False)

    def _glide(self, view: dict, ms: int = MOVE_MS) -> None:
        """Every item glides from where it will be to where `view` puts it. Items
        resize and turn over when their step starts, not when it is queued."""
        spots, boats = self.layout(view)
        moves, resized, turned = [], [], []
        for key in list(self.pawn_items):
            if key not in spots:
                self._drop(key)
        for key, spot in spots.items():
            item = self.pawn_items.get(key)
            if item is None:
                item = self._make_pawn(key, spot, view)
                self.planned[item] = spot.pos
            item.role = spot.role
            resize = abs(self.planned.get((item, "size"), item.diameter()) - spot.diameter) > 0.01
            if item.face_up != spot.face_up:
                turned.append((item, spot.face_up))
            if same_place(self.planned.get(item, item.pos()), spot.pos) and not resize:
                continue
            if resize:
                resized.append((item, spot.diameter))
                self.planned[(item, "size")] = spot.diameter
            self.planned[item] = spot.pos
            moves.append(
                (item, spot.pos, ms, None, 1.0 if resize else None, Z_FLYING + spot.z / 100)
            )
        geo = self.geometry()
        for boat, spot in boats.items():
            item = self.boat_items.get(boat) or self._make_boat(boat)
            item.set_size(geo.cell, geo.cols)
            if same_place(self.planned.get(item, item.pos()), spot.pos):
                continue
            self.planned[item] = spot.pos
            rotation = _nearest_angle(item.rotation(), spot.rotation)
            moves.append((item, spot.pos, ms, rotation, None, Z_BOAT + 1))
        if resized or turned:
            self.animator.add_call(lambda r=resized, t=turned: _prepare(r, t))
        self.animator.add_parallel(moves)
        self.animator.add_call(lambda v=view: self._after_step(v))

    def _after_step(self, view: dict) -> None:
        for boat, item in self.boat_items.items():
            item.setZValue(Z_BOAT)
            turn_to(item, MOORING_ROTATION[mooring_map(view)[boat]])
        for item in self.pawn_items.values():
            scale_to(item, 1.0)
        self._refresh_furniture(view)
        self.shown = view

    def _animate_play(self, view: dict, event: dict) -> dict:
        """The pawn moves onto the monster; what the monster swallows turns face down
        and disappears into its mouth with a gulp."""
        geo = self.geometry()
        where = mooring_map(view)
        pawn = event["pawn"]
        item = self.pawn_items.get(("pawn", pawn))
        if item is not None:
            item.role = "trick"
            spot = geo.trick_spot(where[event["boat"]])
            self.planned[item] = spot
            self.animator.add_move(item, spot, PLAY_MS, None, None, Z_FLYING)
        after = fold(view, event)
        swallowed = [self.pawn_items.get(("pawn", p)) for p in event["swallowed"]]
        swallowed = [item for item in swallowed if item is not None]
        if swallowed:
            self.animator.add_pause(TRICK_PAUSE_MS // 2)
            self.animator.add_call(lambda items=swallowed: _turn_down(items))
            self.animator.add_call(self._open_mouth)
            self.animator.add_move(self.monster, geo.centre, GULP_MS, None, 1.1)
            self._glide(after, ms=MOVE_MS)
            self.animator.add_move(self.monster, geo.centre, GULP_MS, None, 1.0)
            self.animator.add_call(self._close_mouth)
        else:
            self._glide(after, ms=MOVE_MS)
        return after

    def _open_mouth(self) -> None:
        self.monster.mouth_open = True
        self.monster.update()

    def _close_mouth(self) -> None:
        self.monster.mouth_open = False
        self.monster.update()

    def _animate_trick_won(self, view: dict, event: dict) -> dict:
        """A look at the finished trick, then the winner's pawns slide to their pile."""
        self.animator.add_pause(TRICK_PAUSE_MS)
        after = fold(view, event)
        self._glide(after, ms=SLIDE_MS)
        return after

    def _animate_round_end(self, view: dict, event: dict) -> dict:
        """The monster gives up all it swallowed (and the hidden pawns, shown now) to
        the winner of the last trick."""
        after = fold(view, event)
        hidden = after["revealed"]
        for index, pawn in enumerate(hidden):
            item = self.pawn_items.pop(("hidden", index), None)
            if item is not None:
                item.key = ("pawn", pawn)
                item.set_look(pawn_look(pawn, view["magic"]))
                item.setToolTip(pawn_tooltip(pawn, pawn in view["magic"]))
                self.pawn_items[("pawn", pawn)] = item
        if event["monster"]:
            self.animator.add_call(self._open_mouth)
            self.animator.add_move(self.monster, self.geometry().centre, GULP_MS, None, 1.12)
            self._glide(after, ms=SLIDE_MS)
            self.animator.add_move(self.monster, self.geometry().centre, GULP_MS, None, 1.0)
            self.animator.add_call(self._close_mouth)
        else:
            self._glide(after, ms=SLIDE_MS)
        return after

    def _animate_deal(self, view: dict) -> dict:
        """The pawns are mixed in the monster's lagoon and spread into the boats, one
        boat after the other."""
        geo = self.geometry()
        self.cells.clear()
        spots, boats = self.layout(view)
        for key in list(self.pawn_items):
            if key not in spots or key[0] == "hidden":
                self._drop(key)
        for boat, spot in boats.items():
            item = self.boat_items.get(boat) or self._make_boat(boat)
            item.set_size(geo.cell, geo.cols)
            item.setPos(spot.pos)
            turn_to(item, spot.rotation)
        self.monster.setPos(geo.centre)
        self.monster.set_radius(geo.radius)
        self.monster.set_asked(None)
        for key, spot in spots.items():
            if key[0] == "hidden":
                self._make_pawn(key, spot, view)
        for boat in range(len(view["boats"])):
            moves = []
            for pawn in view["boats"][boat]:
                key = ("pawn", pawn)
                spot = spots[key]
                item = self.pawn_items.get(key)
                if item is None or item.role == "boat":
                    item = item or self._make_pawn(key, spot, view)
                    item.set_diameter(spot.diameter)
                    item.setPos(geo.centre)
                    item.setScale(0.3)
                else:
                    scale = item.diameter() / spot.diameter
                    item.set_diameter(spot.diameter)
                    item.setScale(scale)
                item.set_look(pawn_look(pawn, view["magic"]))
                item.setToolTip(pawn_tooltip(pawn, pawn in view["magic"]))
                item.set_face_up(True)
                item.role = "boat"
                moves.append((item, spot.pos, DEAL_MS, None, 1.0, Z_FLYING))
            self.animator.add_parallel(moves)
        self.animator.add_call(lambda v=view: self._after_step(v))
        return view

    # -- the end of a round ------------------------------------------------------------------

    def _show_round_end(self, event: dict, view: dict, match_end: dict | None) -> None:
        self.frozen = True
        self.frozen_view = view
        self.session.set_view_busy(True)
        self.sync()
        self.controls_widget.show_auction(False)
        self.controls_widget.show_sides(False)
        self.controls_widget.status.setText(
            describe_event(event, self.names(), self.last_positions) or ""
        )
        history = self.session.state.observe(0)["history"][: event["round"]]
        self.show_summary(
            RoundSummary(
                event,
                self.names(),
                view.get("last_winner_seat"),
                match_end,
                history,
                self.summary_text_pixels(),
            )
        )

    def summary_text_pixels(self) -> float:
        size = self.table_size
        return max(13.0, min(size.height() * 0.021, size.width() * 0.013))

    def summary_width(self) -> float:
        return min(self.table_size.width() * 0.62, self.table_size.height() * 1.3)

    def continue_after_round(self) -> None:
        if self.summary_proxy is None:
            return
        self.remove_summary()
        self.frozen = False
        self.shown = self.frozen_view
        self.frozen_view = None
        deferred, self.deferred = self.deferred, []
        self.round_acknowledged.emit()
        self.animate(deferred)
        if not self.animator.busy():
            self._animations_done()

    def _animations_done(self) -> None:
        if self.frozen or self.building:
            return  # the round summary holds the table until the player moves on
        super()._animations_done()

    def set_viewer(self, seat: int | None) -> None:
        """Hot-seat hands the table to the next human as soon as a move is played; all
        is public here, so the move's animation goes on (it re-syncs when it ends)."""
        self.viewer = seat
        if not self.animator.busy() and not self.frozen:
            self.sync()

    def on_reset(self) -> None:
        self.remove_summary()
        self.frozen = False
        self.frozen_view = None
        self.deferred = []
        self.shown = None
        super().on_reset()


def _prepare(resized: list, turned: list) -> None:
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


def spot_boat(item: PawnItem) -> int | None:
    return getattr(item, "boat", None)


def _turn_down(items: list[PawnItem]) -> None:
    for item in items:
        item.set_face_up(False)


def _letter_order(letter: str) -> int:
    order = [position_letter(position) for position in ("S", "X", "W", "N", "E")]
    return order.index(letter) if letter in order else 9


__all__ = ["Scene", "boat_name", "side_text"]
