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

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QPainterPath
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
from desktop.table.item import repainted
from desktop.table.piece import PieceItem, PieceLooks, PixmapCache
from desktop.table.theme import (
    Theme,
    current_theme,
)

CARD_LOOKS = PieceLooks(
    hover_lift=0.06,
    selected_lift=0.18,
    margin=0.1,
    glow=0.075,
    glow_alpha=46,
    glow_layers=6,
    selected_pen=0.035,
    focus_grow=0.05,
    focus_pen=0.02,
)
SELECTED_GROW = 0.01  # the selected outline, just outside the card

_glows = PixmapCache(40)  # one legal glow per card size and palette

# The item on the table.


class CardItem(PieceItem):
    """One card on the table. Its position is the card's centre.

    Looks (selected, legal, dimmed, hover lift) and interaction are `PieceItem`'s, in
    the proportions of `CARD_LOOKS` (of the card's width). What is a card's own: its
    faces come from `cached_card_pixmap` (warmed ahead by `FaceWarmer`), a lifted card
    casts a longer shadow of its own, and it stays hovered over the strip it left.
    """

    looks = CARD_LOOKS

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

    card, set_card = repainted("_card")  # None: a card not known to the viewer
    face_up, set_face_up = repainted("_face_up")

    def shows_face(self) -> bool:
        return self._card is not None and self._face_up

    def width(self) -> float:
        return self._width

    def height(self) -> float:
        return self._width * CARD_RATIO

    def set_width(self, width: float):
        self._set_size("_width", width)

    # Geometry.

    def card_rect(self) -> QRectF:
        """The card at rest, in item coordinates."""
        return QRectF(-self._width / 2, -self.height() / 2, self._width, self.height())

    def outline(self) -> QPainterPath:
        return self.rounded(0.0)

    def rounded(self, grow: float) -> QPainterPath:
        """The card at rest grown by `grow` on every side, its corners rounder."""
        path = QPainterPath()
        radius = self._width * CORNER_RADIUS + grow
        path.addRoundedRect(self.card_rect().adjusted(-grow, -grow, grow, grow), radius, radius)
        return path

    def reach(self) -> float:
        return self._width

    def boundingRect(self) -> QRectF:
        margin = self._width * CARD_LOOKS.margin
        lift = self._width * CARD_LOOKS.selected_lift
        return self.card_rect().adjusted(-margin, -margin - lift, margin, margin)

    def shape(self) -> QPainterPath:
        """The card plus the strip it left when lifted, so a lifted card stays hovered."""
        path = QPainterPath()
        radius = self._width * CORNER_RADIUS
        path.addRoundedRect(self.card_rect().adjusted(0, -self.lift(), 0, 0), radius, radius)
        return path

    def hit_point(self, event_pos: QPointF) -> QPointF:
        return event_pos  # `shape()` already covers the lifted card

    # Drawing.

    def body_cache(self) -> PixmapCache:
        return _glows  # the faces have a cache of their own (`paint_cached_body`)

    def outline_key(self, theme: Theme):
        return ("card", theme.name)

    def selected_outline(self) -> QPainterPath:
        return self.rounded(self._width * SELECTED_GROW)

    def focus_ring(self, grow: float) -> QPainterPath:
        return self.rounded(grow)

    def paint_shadow(self, painter: QPainter, theme: Theme) -> None:
        """A lifted card casts a longer shadow, drawn apart (at rest it is in the face's
        picture)."""
        lift = self.lift()
        if lift:
            drop = self._width * 0.02 + lift * 0.25
            radius = self._width * CORNER_RADIUS
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.colour("card_shadow"))
            painter.drawRoundedRect(self.card_rect().translated(drop * 0.6, drop), radius, radius)

    def paint_cached_body(self, painter: QPainter, theme: Theme) -> None:
        """The face or back from the deck's own cache, at the painter's exact ratio."""
        lift = self.lift()
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12())
        ratio = painter.device().devicePixelRatioF() * max(scale, 0.01)
        pixmap = cached_card_pixmap(
            self._card, self._face_up, self._width, ratio, theme, not lift, self.faces
        )
        if transform.m12() or transform.m21():
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        pad = self._width * SHADOW_PAD if not lift else 0.0
        target = self.card_rect().adjusted(0, 0, pad, pad)
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))


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
