"""The Stonehenge board seen from above, and where everything on the table lies.

`Geometry` turns the table's size into places: the board (a disc on the left) holds
the ring of 30 numbered spaces, the horseshoe score track inside it (19 stones, from
the start at its open end to the altar, the 20th step), the five dolmens and the
altar in the centre; on the right one row per player (plate, bid pile, collected
stones); along the bottom the viewer's hand and bid. `BoardItem` paints the fixed
drawing (spaces, numbers, track, dolmens, altar); stones and figures are items.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop.games.stonehenge.faces import trilithon_path
from desktop.table.card_faces import CARD_RATIO
from desktop.table.cards import CARD_LOOKS
from desktop.table.marks import paint_centred_text
from desktop.table.plates import PILL_BELOW

RING_SPACES = 30
DOLMENS = 5
TRACK_STEPS = 20  # step 20 is the altar
RING_RADIUS, TRACK_RADIUS, DOLMEN_RADIUS = 0.8, 0.56, 0.3
OPENING = 60.0  # degrees of the horseshoe's open end, at the bottom
# The kit's plate with a name and two lines is this many widths high (0.2 + 2 x 0.16):
# a plate no wider than its row allows, so five plates stand apart (they overlapped).
PLATE_HEIGHT = 0.52
OPEN_BOARD_SHARE = 0.19  # the board's radius in table widths with every hand open (0.27)
# The player's figure on its plate's upper left corner: its size, where it stands and
# how far into the plate it reaches (the name keeps clear of it), in plate widths.
PLATE_FIGURE_SIZE, PLATE_FIGURE_X, PLATE_FIGURE_Y = 0.16, 0.07, 0.1
PLATE_FIGURE_REACH = 0.18
# The cards laid in the viewer's bid ride above the hand, by this share of a card's
# width; hovered (they may be taken back) and glowing, they reach higher still.
LAID_LIFT = 0.25
LAID_REACH = LAID_LIFT + CARD_LOOKS.hover_lift + CARD_LOOKS.glow


# Depths on the table, bottom to top.
Z_BOARD, Z_STONE, Z_FIGURE, Z_PLATE, Z_CARD, Z_FLYING = 0, 10, 20, 30, 40, 80
AUCTIONS = 35  # stones offered in a match: the auctioneer's last space


class Geometry:
    def __init__(self, width: float, height: float, seats: int, open_hands: bool = False) -> None:
        self.width, self.height, self.seats = width, height, seats
        # Every hand open (a finished match's replay): the board gives up width to
        # the players' rows, where each other seat's hand and bid lie face up.
        self.open_hands = open_hands
        self.margin = m = max(6.0, min(width, height) * 0.015)
        self.hand_height = height * 0.25
        board_height = height - self.hand_height - m
        share = OPEN_BOARD_SHARE if open_hands else 0.27
        self.radius = r = min(board_height / 2 - m * 0.5, width * share)
        self.centre = QPointF(m + r, m + r)
        self.panel = QRectF(2 * r + 3 * m, m, width - 2 * r - 4 * m, board_height - m)
        self.card_width = self.hand_height * 0.78 / CARD_RATIO
        self.stone = r * 0.115
        self.header = min(self.panel.height() * 0.16, r * 0.34)
        # The rows end above the viewer's lifted bid: at 1024 px with five seats the bid
        # lay under the last plate and covered its last line.
        self._fit_rows(min(self.panel.bottom(), self.laid_top()))
        self.pile_width = min(self.row_height * 0.62 / CARD_RATIO, self.card_width * 0.7)
        # The collected stones, five colour columns, end at the panel's right edge on a
        # narrow table (they ran off it at 1024 px); the bid's pile shrinks between.
        after_plate = self.panel.left() + self.plate_width + m
        room = self.panel.right() - after_plate
        self.stone_size = max(8.0, min(self.row_height * 0.26, room * 0.45 / 6.25))
        columns = self.stone_size * (5 * 1.25 + 0.2)
        natural = after_plate + self.pile_width * 2.9 + m
        self._collection_left = min(natural, self.panel.right() - columns)
        if open_hands:  # the stones at the right edge, the open cards between
            self._collection_left = self.panel.right() - columns
        self.pile_width = min(self.pile_width, (self._collection_left - m - after_plate) / 1.9)

    def _fit_rows(self, bottom: float) -> None:
        """The rows' height and the plates' width, so that the last plate, with the
        pill a thinking bot shows under it, ends above `bottom`."""
        top = self.panel.top() + self.header
        rows = bottom - top
        for _ in range(3):
            self.row_height = min(rows / max(self.seats, 1), self.panel.height() * 0.26)
            self.plate_width = min(
                self.panel.width() * 0.36, self.row_height * 0.92 / PLATE_HEIGHT, 300.0
            )
            centre = top + (self.seats - 0.5) * self.row_height
            lowest = centre + self.plate_width * (PLATE_HEIGHT / 2 + PILL_BELOW)
            if lowest <= bottom:
                return
            rows -= lowest - bottom

    # -- the board ----------------------------------------------------------------------

    def polar(self, fraction: float, degrees: float) -> QPointF:
        angle = math.radians(degrees)
        reach = self.radius * fraction
        return self.centre + QPointF(math.cos(angle) * reach, math.sin(angle) * reach)

    @staticmethod
    def space_angle(space: int) -> float:
        """Space 1 at the top, numbers running clockwise."""
        return -90.0 + space * 360.0 / RING_SPACES

    def space_pos(self, space: int) -> QPointF:
        return self.polar(RING_RADIUS, self.space_angle(space))

    def dolmen_angle(self, dolmen: int) -> float:
        return -90.0 + dolmen * 360.0 / DOLMENS

    def dolmen_pos(self, dolmen: int) -> QPointF:
        return self.polar(DOLMEN_RADIUS, self.dolmen_angle(dolmen))

    def auction_pos(self, auction: int) -> QPointF:
        """Where the stone of `auction` lies (0-29 the ring, 30-34 the dolmens)."""
        if auction < RING_SPACES:
            return self.space_pos(auction)
        return self.dolmen_pos(auction - RING_SPACES)

    def auctioneer_pos(self, auction: int) -> QPointF:
        """The auctioneer stands beside the stone for sale, on the outer side."""
        if auction < RING_SPACES:
            return self.polar(RING_RADIUS + 0.135, self.space_angle(auction))
        return self.polar(DOLMEN_RADIUS + 0.13, self.dolmen_angle(auction - RING_SPACES))

    @staticmethod
    def track_angle(step: int) -> float:
        """Step 0 (the start) at the horseshoe's left end, 19 at its right end."""
        start = 90.0 + OPENING / 2
        return start + step * (360.0 - OPENING) / (TRACK_STEPS - 1)

    def track_pos(self, step: int) -> QPointF:
        if step >= TRACK_STEPS:
            return self.centre
        return self.polar(TRACK_RADIUS, self.track_angle(step))

    def figure_pos(self, seat: int, step: int) -> QPointF:
        """Each player's figure a little apart on its step, so they never hide each other."""
        spread = self.radius * 0.045
        angle = math.radians(seat * 360.0 / max(self.seats, 1) - 90)
        return self.track_pos(step) + QPointF(math.cos(angle), math.sin(angle)) * spread

    # -- the players' rows --------------------------------------------------------------

    def row_top(self, row: int) -> float:
        return self.panel.top() + self.header + row * self.row_height

    def plate_pos(self, row: int) -> QPointF:
        return QPointF(
            self.panel.left() + self.plate_width / 2, self.row_top(row) + self.row_height / 2
        )

    def plate_rect(self, row: int) -> QRectF:
        centre = self.plate_pos(row)
        width, height = self.plate_width, self.plate_width * PLATE_HEIGHT
        return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)

    def plate_figure_pos(self, row: int) -> QPointF:
        """The player's figure on the plate's upper left corner: whose colour it is."""
        rect = self.plate_rect(row)
        return QPointF(
            rect.left() + self.plate_width * PLATE_FIGURE_X,
            rect.top() + self.plate_width * PLATE_FIGURE_Y,
        )

    def plate_figure_size(self) -> float:
        return self.plate_width * PLATE_FIGURE_SIZE

    def pile_pos(self, row: int, index: int) -> QPointF:
        left = self.panel.left() + self.plate_width + self.margin + self.pile_width / 2
        return QPointF(
            left + index * self.pile_width * 0.3, self.row_top(row) + self.row_height / 2
        )

    def open_hand_room(self, row: int) -> QRectF:
        """Every hand open: where a row's player's hand and bid lie face up, between
        its plate and its stones."""
        left = self.panel.left() + self.plate_width + self.margin
        right = self._collection_left - self.margin
        top = self.row_top(row) + self.row_height * 0.06
        # clear of the viewer's bid lifted above the hand's strip, and of its glow
        bottom = min(top + self.row_height * 0.88, self.laid_top())
        return QRectF(left, top, max(right - left, 0.0), max(bottom - top, 0.0))

    def collection_left(self) -> float:
        return self._collection_left

    def collection_stone(self) -> float:
        return self.stone_size

    def collected_pos(self, row: int, colour: int, index: int) -> QPointF:
        """Collected stones grouped by colour: a column per colour."""
        size = self.collection_stone()
        x = self.collection_left() + size * 0.6 + colour * size * 1.25
        top = self.row_top(row) + self.row_height * 0.12 + size * 0.5
        step = min(size * 0.62, (self.row_height * 0.76 - size) / 6)
        return QPointF(x, top + index * step)

    # -- the viewer's hand --------------------------------------------------------------

    def hand_y(self) -> float:
        return self.height - self.hand_height / 2 - self.margin * 0.3

    def laid_top(self) -> float:
        """The top of the viewer's bid lifted above the hand, its glow and a half margin
        included: nothing of the players' rows reaches below it."""
        lifted = CARD_RATIO / 2 + LAID_REACH
        return self.hand_y() - self.card_width * lifted - self.margin * 0.5

    def hand_pos(self, index: int, count: int, bid: int) -> QPointF:
        """Hand cards from the left, then a gap, then the bid's cards (lifted)."""
        room = self.width - 2 * self.margin - self.card_width * 3.2
        step = min(self.card_width * 1.04, room / max(count + bid, 1))
        x = self.margin + self.card_width / 2 + index * step
        if index >= count:
            x += self.card_width * 0.6
        return QPointF(x, self.hand_y())

    def deck_pos(self) -> QPointF:
        """The deck lies at the right end of the hand's strip."""
        return QPointF(self.width - self.margin - self.card_width * 0.55, self.hand_y())


class BoardItem(QGraphicsObject):
    """The fixed drawing of the board: grass, the ring's spaces and their numbers, the
    horseshoe track, the dolmens and the altar. Not clickable."""

    def __init__(self, z: float = 0.0) -> None:
        super().__init__()
        self.geometry: Geometry | None = None
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, geometry: Geometry) -> None:
        old = self.geometry
        # Every hand open shrinks the ring for the same table size: compare it too (the
        # ring stayed large under the plates when a replay opened every hand).
        shape = (geometry.width, geometry.height, geometry.seats, geometry.open_hands)
        if old is not None and (old.width, old.height, old.seats, old.open_hands) == shape:
            return
        self.prepareGeometryChange()
        self.geometry = geometry
        self.update()

    def boundingRect(self) -> QRectF:
        if self.geometry is None:
            return QRectF()
        r = self.geometry.radius
        centre = self.geometry.centre
        return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        geo = self.geometry
        if geo is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r, centre = geo.radius, geo.centre
        grass = QRadialGradient(centre, r)
        grass.setColorAt(0.0, QColor("#7f9a55"))
        grass.setColorAt(1.0, QColor("#4d6b36"))
        painter.setPen(QPen(QColor("#2f4322"), max(1.0, r * 0.01)))
        painter.setBrush(grass)
        painter.drawEllipse(centre, r * 0.995, r * 0.995)
        # the ring's path of beaten earth and its spaces
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(120, 98, 70, 150), r * 0.16))
        painter.drawEllipse(centre, r * RING_RADIUS, r * RING_RADIUS)
        for space in range(RING_SPACES):
            spot = geo.space_pos(space)
            painter.setPen(QPen(QColor("#5a4a35"), max(0.8, r * 0.006)))
            painter.setBrush(QColor(170, 150, 118, 200))
            painter.drawEllipse(spot, geo.stone * 0.66, geo.stone * 0.6)
            label = geo.polar(RING_RADIUS - 0.13, geo.space_angle(space))
            paint_centred_text(painter, str(space + 1), label, r * 0.052, QColor("#f4f1e6"))
        # the horseshoe score track: 19 flat stones, the start marked, the altar its end
        for step in range(TRACK_STEPS):
            spot = geo.track_pos(step)
            painter.setPen(QPen(QColor("#3e3e3e"), max(0.8, r * 0.005)))
            painter.setBrush(QColor("#b9b4a7") if step else QColor("#e7dcc0"))
            painter.drawEllipse(spot, r * 0.05, r * 0.043)
            if step % 5 == 0:
                paint_centred_text(painter, str(step), spot, r * 0.04, QColor("#2b2b2b"))
        # the altar, the 20th step of the track
        painter.setPen(QPen(QColor("#3b3631"), max(1.0, r * 0.008)))
        painter.setBrush(QColor("#cfc6b2"))
        painter.drawRoundedRect(
            QRectF(centre.x() - r * 0.1, centre.y() - r * 0.06, r * 0.2, r * 0.12), 4, 4
        )
        paint_centred_text(painter, "20", centre, r * 0.05, QColor("#2b2b2b"))
        # the dolmens: a trilithon each, the stone on offer lies before it
        for dolmen in range(DOLMENS):
            spot = geo.dolmen_pos(dolmen)
            outward = geo.polar(DOLMEN_RADIUS - 0.11, geo.dolmen_angle(dolmen))
            painter.setPen(QPen(QColor("#1b1b1f"), max(0.8, r * 0.006)))
            painter.setBrush(QColor("#a49d8d"))
            painter.drawPath(trilithon_path(outward, r * 0.13))
            painter.setBrush(QColor(90, 80, 60, 120))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(spot, geo.stone * 0.7, geo.stone * 0.62)


class FigureItem(QGraphicsObject):
    """A standing figure seen from above: a player's on the score track, or the
    neutral auctioneer. Its position is its centre; it shows a letter when given one."""

    def __init__(self, size: float = 20.0, z: float = 0.0) -> None:
        super().__init__()
        self._size = size
        self.fill = QColor("#dddddd")
        self.letter = ""
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_look(self, fill: QColor, letter: str, size: float) -> None:
        if (fill, letter, size) == (self.fill, self.letter, self._size):
            return
        self.prepareGeometryChange()
        self.fill, self.letter, self._size = QColor(fill), letter, size
        self.update()

    def boundingRect(self) -> QRectF:
        s = self._size
        return QRectF(-s * 0.6, -s * 0.75, s * 1.25, s * 1.45)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        s = self._size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(s * 0.06, s * 0.1), s * 0.5, s * 0.42)
        edge = self.fill.darker(220)
        painter.setPen(QPen(edge, max(0.8, s * 0.06)))
        painter.setBrush(self.fill)
        # shoulders, then the head above them: a figure from above and a little ahead
        painter.drawRoundedRect(QRectF(-s * 0.48, -s * 0.12, s * 0.96, s * 0.5), s * 0.22, s * 0.22)
        painter.drawEllipse(QPointF(0, -s * 0.35), s * 0.3, s * 0.3)
        if self.letter:
            ink = QColor("#1b1b1f") if self.fill.lightness() > 120 else QColor("#ffffff")
            paint_centred_text(painter, self.letter, QPointF(0, s * 0.13), s * 0.36, ink)
