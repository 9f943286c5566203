"""Playing cards on the table: `CardItem` adds the table behaviour (highlights, hover,
click, keyboard) to the drawing of `card_faces` (`paint_card`, the pixmap cache), and
`FaceWarmer` draws faces ahead of time. Sizes for hands (`card_size_for`, `hand_step`)
are in card_faces too.

A `CardItem`'s position is the centre of the card, so rotating a card in a fan or
turning it over never shifts it. The standard deck is drawn by `STANDARD_FACES`; a game
with cards of its own passes a `CardFaces` subclass (`CardItem(..., faces=MY_FACES)`).
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsScene

from desktop.table.card_faces import (
    CARD_RATIO,
    CORNER_RADIUS,
    SHADOW_PAD,
    STANDARD_FACES,
    CardFaces,
    cached_card_pixmap,
    forget_language,
)
from desktop.table.item import TableItem
from desktop.table.theme import (
    Theme,
    current_theme,
)

SELECTED_LIFT = 0.18
HOVER_LIFT = 0.06
ITEM_MARGIN = 0.1

# The item on the table.


class CardItem(TableItem):
    """One card on the table. Its position is the card's centre.

    Looks (selected, legal, dimmed, hover lift) and interaction are `TableItem`'s; they
    are drawn inside the item rather than by moving it, so the animator and the scene's
    layout own the position alone.
    """

    def __init__(
        self,
        card: int | None,
        face_up: bool = True,
        width: float = 80.0,
        parent=None,
        faces: CardFaces = STANDARD_FACES,
    ):
        super().__init__(parent)
        self.faces = faces  # the deck's drawing (another game's cards plug in here)
        self._card = card
        self._face_up = face_up
        self._width = float(width)
        # No item cache: faces come from `cached_card_pixmap` (measured: an item cache on
        # top only adds copies while cards glide and turn).

    # State.

    @property
    def card(self) -> int | None:
        return self._card

    def set_card(self, card: int | None):
        if card != self._card:
            self._card = card
            self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool):
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    def shows_face(self) -> bool:
        return self._card is not None and self._face_up

    def width(self) -> float:
        return self._width

    def height(self) -> float:
        return self._width * CARD_RATIO

    def set_width(self, width: float):
        if width != self._width:
            self.prepareGeometryChange()
            self._width = float(width)
            self.update()

    # Geometry.

    def card_rect(self) -> QRectF:
        """The card at rest, in item coordinates."""
        return QRectF(-self._width / 2, -self.height() / 2, self._width, self.height())

    def lift(self) -> float:
        if self._selected:
            return self._width * SELECTED_LIFT
        if self._hovered:
            return self._width * HOVER_LIFT
        return 0.0

    def boundingRect(self) -> QRectF:
        margin = self._width * ITEM_MARGIN
        lift = self._width * SELECTED_LIFT
        return self.card_rect().adjusted(-margin, -margin - lift, margin, margin)

    def shape(self) -> QPainterPath:
        """The card plus the strip it left when lifted, so a lifted card stays hovered."""
        rect = self.card_rect().adjusted(0, -self.lift(), 0, 0)
        path = QPainterPath()
        radius = self._width * CORNER_RADIUS
        path.addRoundedRect(rect, radius, radius)
        return path

    # Drawing.

    def paint(self, painter: QPainter, option, widget=None):
        theme = current_theme()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = self.lift()
        rect = self.card_rect().translated(0, -lift)
        if lift:
            self._paint_shadow(painter, rect)  # a lifted card casts a longer shadow
        if self._legal:
            painter.save()
            painter.setOpacity(painter.opacity() * self.legal_glow_opacity())
            self._paint_glow(painter, rect, theme)
            painter.restore()
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12())
        ratio = painter.device().devicePixelRatioF() * max(scale, 0.01)
        pixmap = cached_card_pixmap(
            self._card, self._face_up, self._width, ratio, theme, not lift, self.faces
        )
        if transform.m12() or transform.m21():
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        pad = self._width * SHADOW_PAD if not lift else 0.0
        painter.drawPixmap(rect.adjusted(0, 0, pad, pad), pixmap, QRectF(pixmap.rect()))
        if self._dimmed:
            self._paint_rounded(painter, rect, 0, brush=theme.colour("dim_overlay"))
        if self._selected:
            pen = QPen(theme.colour("selected_outline"), self._width * 0.035)
            self._paint_rounded(painter, rect, self._width * 0.01, pen=pen)
        if self.focus_ring_visible():
            self._paint_focus_ring(painter, rect, theme)

    def _paint_rounded(self, painter: QPainter, rect: QRectF, grow: float, pen=None, brush=None):
        painter.setPen(pen or Qt.PenStyle.NoPen)
        painter.setBrush(brush or Qt.BrushStyle.NoBrush)
        radius = self._width * CORNER_RADIUS + grow
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius, radius)

    def _paint_shadow(self, painter: QPainter, rect: QRectF):
        drop = self._width * 0.02 + self.lift() * 0.25
        shadow = rect.translated(drop * 0.6, drop)
        self._paint_rounded(painter, shadow, 0, brush=current_theme().colour("card_shadow"))

    def _paint_glow(self, painter: QPainter, rect: QRectF, theme: Theme):
        """Soft gold halo: stacked translucent rings, faint outside, stronger near the card."""
        colour = QColor(theme.colour("legal_glow"))
        layers = 6
        for layer in range(layers, 0, -1):
            colour.setAlpha(46)
            grow = self._width * 0.075 * layer / layers
            self._paint_rounded(painter, rect, grow, brush=QBrush(colour))

    def _paint_focus_ring(self, painter: QPainter, rect: QRectF, theme: Theme):
        """A dark solid ring under a light dashed one: visible on felt and on cards."""
        grow = self._width * 0.05
        self._paint_rounded(painter, rect, grow, pen=QPen(QColor("#202020"), self._width * 0.02))
        dashed = QPen(theme.colour("focus_ring"), self._width * 0.02, Qt.PenStyle.DashLine)
        self._paint_rounded(painter, rect, grow, pen=dashed)


def refresh_cards(scene: QGraphicsScene):
    """Repaint every card of a scene, e.g. after a language change renamed the courts
    (cached items do not notice translations by themselves)."""
    forget_language()
    for item in scene.items():
        if isinstance(item, CardItem):
            item.update()


class FaceWarmer:
    """Draws card faces ahead of time, a few milliseconds per event-loop turn, so a
    deal or a reveal never waits for card drawing: a little while the table is still,
    a sliver per frame while cards move (bots leave the table still so rarely that
    waiting for it would leave a new round's faces to be drawn all at once)."""

    BUSY_S = 0.005  # drawing per frame while cards move (a third of a frame)...
    IDLE_S = 0.012  # ...and per event-loop turn while the table is still

    def __init__(self, animator) -> None:
        self.animator = animator
        self._queue: list[tuple] = []
        self._faces = STANDARD_FACES

    def warm(self, cards, widths, ratio: float, faces: CardFaces = STANDARD_FACES) -> None:
        """Draw `cards` face up at each of `widths` (most needed first) at `ratio`."""
        self._faces = faces
        self._queue = [(card, width, ratio) for width in widths for card in cards]
        QTimer.singleShot(0, self._warm_some)

    def _warm_some(self) -> None:
        if not self._queue:
            return
        busy = self.animator.busy()
        deadline = time.perf_counter() + (self.BUSY_S if busy else self.IDLE_S)
        theme = current_theme()
        while self._queue and time.perf_counter() < deadline:
            card, width, ratio = self._queue.pop(0)
            cached_card_pixmap(card, True, width, ratio, theme, True, self._faces)
        QTimer.singleShot(16 if busy else 0, self._warm_some)


def new_card(key, spot) -> CardItem:
    """A card for an `ItemStore` (store.py) to put at `spot`: its look, side and width."""
    return CardItem(spot.look, spot.face_up, spot.size)


def dress_card(item: CardItem, spot) -> None:
    """A card an `ItemStore` keeps takes `spot`'s look, side and width."""
    item.set_card(spot.look)
    item.set_face_up(spot.face_up)
    item.set_width(spot.size)
