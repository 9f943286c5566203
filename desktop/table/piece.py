"""What the newer table pieces share (dice, pyramids, chips, stones): the looks a
player reads (legal glow, dimmed, hover lift, keyboard focus ring), click and
keyboard, and a cache of pictures drawn once per look, size and palette.

A piece says what its outline is (`outline()`, in item coordinates) and how its body
is drawn (`body_key()` and `paint_body()`); this base draws the glow round that
outline, the body from the cache, and the dim veil and focus ring over it. Like the
cards, looks are drawn inside the item rather than by moving it, so the animator and
the scene's layout own the position alone.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from desktop.table.item import TableItem
from desktop.table.theme import Theme, current_theme

GLOW_LAYERS = 5
HOVER_LIFT = 0.05  # of the piece's size
SELECTED_LIFT = 0.14


class PixmapCache:
    """Pictures keyed by look, drawn at device pixels and reused (least recently used
    ones are forgotten past `limit`)."""

    def __init__(self, limit: int = 600) -> None:
        self.limit = limit
        self._pixmaps: OrderedDict[Hashable, QPixmap] = OrderedDict()

    def picture(
        self, key: Hashable, rect: QRectF, ratio: float, draw: Callable[[QPainter], None]
    ) -> QPixmap:
        """The picture of `rect` (item coordinates) at `ratio` device pixels per unit;
        `draw` paints in item coordinates and runs only on a cache miss."""
        full_key = (key, round(rect.width() * ratio), round(rect.height() * ratio))
        pixmap = self._pixmaps.get(full_key)
        if pixmap is not None:
            self._pixmaps.move_to_end(full_key)
            return pixmap
        pixmap = QPixmap(
            max(1, math.ceil(rect.width() * ratio)), max(1, math.ceil(rect.height() * ratio))
        )
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(ratio, ratio)
        painter.translate(-rect.topLeft())
        draw(painter)
        painter.end()
        self._pixmaps[full_key] = pixmap
        if len(self._pixmaps) > self.limit:
            self._pixmaps.popitem(last=False)
        return pixmap

    def clear(self) -> None:
        self._pixmaps.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)


def paint_ratio(painter: QPainter) -> float:
    """Device pixels per item unit, in steps of 1/8 so that a piece growing or
    shrinking in an animation reuses a few pictures instead of drawing one per frame."""
    transform = painter.worldTransform()
    scale = math.hypot(transform.m11(), transform.m12())
    return quantised_ratio(painter.device().devicePixelRatioF() * max(scale, 0.05))


def quantised_ratio(ratio: float) -> float:
    """`ratio` rounded up to the next eighth (the sizes pictures are drawn at)."""
    return max(0.125, math.ceil(ratio * 8) / 8)


def warm_pictures(pieces: list[PieceItem], ratio: float, seconds: float) -> list[PieceItem]:
    """Draw the pictures of `pieces` before their first paint, at `ratio` device pixels
    per unit (the views' device pixel ratio for unscaled pieces), until `seconds` have
    passed (one piece at least, so slices always progress); returns the pieces not
    reached, for the next turn of the event loop."""
    theme = current_theme()
    deadline = time.perf_counter() + seconds
    ratio = quantised_ratio(ratio)
    left = list(pieces)
    first = True
    while left and (first or time.perf_counter() < deadline):
        first = False
        piece = left.pop(0)
        if shiboken6.isValid(piece):
            piece.body_cache().picture(
                piece.body_key(theme),
                piece.body_rect(),
                ratio,
                lambda painter, piece=piece: piece.paint_body(painter, theme),
            )
    return left


def ink_for(fill: QColor) -> QColor:
    """Dark marks on a light colour, light marks on a dark one."""
    light = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF()
    return QColor("#22180c") if light > 0.55 else QColor("#fff8e6")


class PieceItem(TableItem):
    """A piece on the table (see `TableItem` for the looks and the interaction): glows
    when it is a legal choice, is lifted and outlined when selected (e.g. the attacker
    chosen, waiting for its target), can be dimmed, lifts a little under the mouse when
    hoverable, shows a ring under keyboard focus, and emits `clicked`."""

    # For subclasses.

    def outline(self) -> QPainterPath:
        """The piece's silhouette at rest, in item coordinates."""
        raise NotImplementedError

    def body_rect(self) -> QRectF:
        """What the body's picture covers (outline plus painted shadow)."""
        return self.outline().boundingRect()

    def body_key(self, theme: Theme) -> Hashable:
        """Everything the body's picture depends on, besides its size."""
        raise NotImplementedError

    def paint_body(self, painter: QPainter, theme: Theme) -> None:
        """Draw the body in item coordinates (called once per look and size)."""
        raise NotImplementedError

    def body_cache(self) -> PixmapCache:
        raise NotImplementedError

    def reach(self) -> float:
        """The piece's size in item units: glow, lift and rings are fractions of it."""
        rect = self.outline().boundingRect()
        return max(rect.width(), rect.height(), 1.0)

    def changed_shape(self) -> None:
        """Call before the outline changes (size, look that changes the silhouette)."""
        self.prepareGeometryChange()

    # Geometry.

    def lift(self) -> float:
        if self._selected:
            return self.reach() * SELECTED_LIFT
        return self.reach() * HOVER_LIFT if self._hovered else 0.0

    def boundingRect(self) -> QRectF:
        margin = self.reach() * 0.16
        rect = self.body_rect().united(self.outline().boundingRect())
        lift = self.reach() * (SELECTED_LIFT if self._selected else HOVER_LIFT)
        return rect.adjusted(-margin, -margin - lift, margin, margin)

    def shape(self) -> QPainterPath:
        return self.outline()

    # Drawing.

    def paint(self, painter: QPainter, option, widget=None) -> None:
        theme = current_theme()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = self.lift()
        if lift:
            painter.translate(0, -lift)
        outline = self.outline()
        if self._legal:
            painter.save()
            painter.setOpacity(painter.opacity() * self.legal_glow_opacity())
            self.paint_glow(painter, outline, theme)
            painter.restore()
        self.paint_cached_body(painter, theme)
        self.paint_overlay(painter, theme)
        if self._dimmed:
            self.paint_dim(painter, outline, theme)
        if self._selected:
            pen = QPen(theme.colour("selected_outline"), self.reach() * 0.05)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(outline, pen)
        if self.focus_ring_visible():
            self.paint_focus_ring(painter, outline, theme)

    def paint_cached_body(self, painter: QPainter, theme: Theme) -> None:
        rect = self.body_rect()
        ratio = paint_ratio(painter)
        pixmap = self.body_cache().picture(
            self.body_key(theme), rect, ratio, lambda p: self.paint_body(p, theme)
        )
        # the picture is a little larger than the piece on screen (ratios go in eighths)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

    def paint_overlay(self, painter: QPainter, theme: Theme) -> None:
        """Looks drawn fresh over the cached body (e.g. a die's best-die frame)."""

    def paint_dim(self, painter: QPainter, outline: QPainterPath, theme: Theme) -> None:
        """The veil over a piece that is no choice while others are."""
        painter.fillPath(outline, QColor(theme.dim_overlay))

    def paint_glow(self, painter: QPainter, outline: QPainterPath, theme: Theme) -> None:
        """Soft halo: the outline stroked wider and wider with a faint colour (cached:
        stroking wide pens costs more than the piece itself)."""
        reach = self.reach()
        grow = reach * 0.14
        rect = outline.boundingRect().adjusted(-grow, -grow, grow, grow)

        def draw(glow_painter: QPainter) -> None:
            colour = QColor(theme.colour("legal_glow"))
            colour.setAlpha(60)
            for layer in range(GLOW_LAYERS, 0, -1):
                pen = QPen(colour, reach * 0.26 * layer / GLOW_LAYERS)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                glow_painter.strokePath(outline, pen)

        key = ("glow", self.body_key(theme))
        pixmap = self.body_cache().picture(key, rect, paint_ratio(painter), draw)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

    def paint_focus_ring(self, painter: QPainter, outline: QPainterPath, theme: Theme) -> None:
        """A dark solid ring under a light dashed one, a little outside the piece."""
        reach = self.reach()
        rect = outline.boundingRect()
        grow = reach * 0.08
        ring = rect.adjusted(-grow, -grow, grow, grow)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#202020"), reach * 0.04))
        painter.drawRoundedRect(ring, reach * 0.12, reach * 0.12)
        painter.setPen(QPen(theme.colour("focus_ring"), reach * 0.04, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(ring, reach * 0.12, reach * 0.12)

    # Interaction.

    def hit_point(self, event) -> QPointF:
        """The outline is at rest: a lifted piece is hit where it is drawn."""
        return event.pos() + QPointF(0, self.lift())


class RoundPiece(PieceItem):
    """A piece sized by one diameter, its position the centre (chips, stones): its body
    picture reaches `shadow_pad` of the diameter further right and down, for the shadow."""

    shadow_pad = 0.08

    def __init__(self, diameter: float, parent=None) -> None:
        super().__init__(parent)
        self._diameter = float(diameter)

    def diameter(self) -> float:
        return self._diameter

    def set_diameter(self, diameter: float) -> None:
        if abs(diameter - self._diameter) > 0.01:
            self.changed_shape()
            self._diameter = float(diameter)
            self.update()

    def body_rect(self) -> QRectF:
        radius = self._diameter / 2
        pad = self._diameter * self.shadow_pad
        return QRectF(-radius, -radius, self._diameter + pad, self._diameter + pad)

    def reach(self) -> float:
        return self._diameter
