"""What every table piece shares (cards, pawns, dice, pyramids, chips, stones): the
looks a player reads (legal glow, selected outline, dimmed, hover lift, keyboard
focus ring), click and keyboard, and a cache of pictures drawn once per look, size
and palette.

A piece says what its outline is (`outline()`, in item coordinates), how its body is
drawn (`body_key()` and `paint_body()`, or `paint_cached_body()` for a piece whose
pictures have a cache of their own, the cards) and, as data, the proportions of its looks
(`looks`, a `PieceLooks`); this base draws the glow round that outline, the body
from the cache, and the dim veil, selected outline and focus ring over it. Looks are
drawn inside the item rather than by moving it, so the animator and the scene's
layout own the position alone.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from desktop.table.item import TableItem
from desktop.table.theme import Theme, current_theme

FOCUS_CORNER = 0.12  # the focus ring's corner radius, of the piece's reach


@dataclass(frozen=True)
class PieceLooks:
    """The proportions of a piece's looks, as fractions of its `reach()`."""

    hover_lift: float = 0.05
    selected_lift: float = 0.14
    margin: float = 0.16  # room round the body for the glow and the rings
    glow: float = 0.13  # how far the legal glow reaches outside the outline
    glow_alpha: int = 60  # of each of its layers
    glow_layers: int = 5
    selected_pen: float = 0.05
    focus_grow: float = 0.08  # the focus ring, outside the outline
    focus_pen: float = 0.04


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

    looks = PieceLooks()

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

    def outline_key(self, theme: Theme) -> Hashable:
        """Everything the outline (and so the glow's picture) depends on, besides its
        size and the palette; the body's key by default."""
        return self.body_key(theme)

    def paint_body(self, painter: QPainter, theme: Theme) -> None:
        """Draw the body in item coordinates (called once per look and size)."""
        raise NotImplementedError

    def body_cache(self) -> PixmapCache:
        raise NotImplementedError

    def reach(self) -> float:
        """The piece's size in item units: glow, lift and rings are fractions of it."""
        rect = self.outline().boundingRect()
        return max(rect.width(), rect.height(), 1.0)

    # Geometry.

    def lift(self) -> float:
        if self._selected:
            return self.reach() * self.looks.selected_lift
        return self.reach() * self.looks.hover_lift if self._hovered else 0.0

    def boundingRect(self) -> QRectF:
        looks = self.looks
        margin = self.reach() * looks.margin
        rect = self.body_rect().united(self.outline().boundingRect())
        lift = self.reach() * (looks.selected_lift if self._selected else looks.hover_lift)
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
        self.paint_shadow(painter, theme)
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
            pen = QPen(theme.colour("selected_outline"), self.reach() * self.looks.selected_pen)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(self.selected_outline(), pen)
        if self.focus_ring_visible():
            self.paint_focus_ring(painter, outline, theme)

    def paint_shadow(self, painter: QPainter, theme: Theme) -> None:
        """A shadow drawn apart from the body, under the glow (none by default: a
        piece's resting shadow is part of its body's picture)."""

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
        """Soft halo: the outline stroked wider and wider with a faint colour, faint
        outside, stronger near the piece (cached: stroking wide pens costs more than
        the piece itself)."""
        looks = self.looks
        grow = self.reach() * looks.glow
        room = grow + self.reach() * 0.01  # the picture, with room for antialiasing
        rect = outline.boundingRect().adjusted(-room, -room, room, room)

        def draw(glow_painter: QPainter) -> None:
            colour = QColor(theme.colour("legal_glow"))
            colour.setAlpha(looks.glow_alpha)
            for layer in range(looks.glow_layers, 0, -1):
                pen = QPen(colour, 2 * grow * layer / looks.glow_layers)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                glow_painter.strokePath(outline, pen)

        key = ("glow", self.outline_key(theme))
        pixmap = self.body_cache().picture(key, rect, paint_ratio(painter), draw)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

    def selected_outline(self) -> QPainterPath:
        """Where the selected outline is stroked: the outline itself by default."""
        return self.outline()

    def focus_ring(self, grow: float) -> QPainterPath:
        """The focus ring's path, `grow` outside the piece: a rounded rectangle round
        the outline by default."""
        radius = self.reach() * FOCUS_CORNER
        path = QPainterPath()
        path.addRoundedRect(
            self.outline().boundingRect().adjusted(-grow, -grow, grow, grow), radius, radius
        )
        return path

    def paint_focus_ring(self, painter: QPainter, outline: QPainterPath, theme: Theme) -> None:
        """A dark solid ring under a light dashed one: visible on felt and on pieces."""
        reach = self.reach()
        ring = self.focus_ring(reach * self.looks.focus_grow)
        width = reach * self.looks.focus_pen
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#202020"), width))
        painter.drawPath(ring)
        painter.setPen(QPen(theme.colour("focus_ring"), width, Qt.PenStyle.DashLine))
        painter.drawPath(ring)

    # Interaction.

    def hit_point(self, event_pos: QPointF) -> QPointF:
        """The outline is at rest: a lifted piece is hit where it is drawn."""
        return event_pos + QPointF(0, self.lift())


class RoundPiece(PieceItem):
    """A piece sized by one diameter, its position the centre (pawns, chips, stones):
    a disc unless it says otherwise; its body picture reaches `shadow_pad` of the
    diameter further right and down, for the shadow (`paint_round_shadow`)."""

    shadow_pad = 0.08

    def __init__(self, diameter: float, parent=None) -> None:
        super().__init__(parent)
        self._diameter = float(diameter)

    def diameter(self) -> float:
        return self._diameter

    def set_diameter(self, diameter: float) -> None:
        self._set_size("_diameter", diameter)

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        radius = self._diameter / 2
        path.addEllipse(QPointF(0, 0), radius, radius)
        return path

    def paint_round_shadow(self, painter: QPainter) -> None:
        """The disc's shadow on the table, down and to the right, in the body's picture."""
        radius = self._diameter / 2
        pad = self._diameter * self.shadow_pad
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(pad * 0.7, pad), radius, radius)

    def body_rect(self) -> QRectF:
        radius = self._diameter / 2
        pad = self._diameter * self.shadow_pad
        return QRectF(-radius, -radius, self._diameter + pad, self._diameter + pad)

    def reach(self) -> float:
        return self._diameter
