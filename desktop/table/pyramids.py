"""Icehouse pyramids: three sizes (1, 2 or 3 pips), eight seat colours, standing or
tipped on their side, alone or nested in a stack.

A pyramid is a small solid seen slightly from above: each one is built in three
dimensions (a square base and an apex), turned, and projected flat, so its faces,
the pips at the foot of each face and the hollow base of a tipped pyramid sit where
they would on a real table. Faces are translucent, like the acrylic pieces: the far
faces and a nested pyramid show through the near ones.

`PyramidItem` shows one pyramid or a whole stack (bottom first, the controlling
colour on top, a count badge). Its position is the middle of its footprint on the
table, so a stack grows upward from where it stands. It adds the piece behaviour of
`desktop.table.piece` (legal, dimmed, hover, focus, click). In the colour-blind
palette every pyramid also carries its seat's letter.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from desktop.table.item import repainted
from desktop.table.marks import paint_centred_text, paint_letter_disc
from desktop.table.piece import PieceItem, PixmapCache, ink_for
from desktop.table.theme import Theme, blend, player_letter

SMALL, MEDIUM, LARGE = 1, 2, 3
BASE_WIDTH = {SMALL: 0.6, MEDIUM: 0.8, LARGE: 1.0}  # in units (a large pyramid's base)
HEIGHT_RATIO = 1.45  # height over base width: all sizes share one shape, so they nest
YAW = 28.0  # degrees: two faces turned towards the player, one wider than the other
PITCH = 24.0  # degrees: seen from a little above
TIPPED_YAW = 18.0
NEST_GAP = 0.1  # units each pyramid of a stack rises at least above the one below
SHOWN_PART = 0.3  # of a stacked pyramid's height, shown above the one below
PIP_RADIUS = 0.068  # units: pips are the same size on every pyramid
PIP_HEIGHT = 0.17  # how far up a face the row of pips sits
FACE_ALPHA = 185
BACK_ALPHA = 150
_PIP_PLACES = {1: (0.5,), 2: (0.36, 0.64), 3: (0.27, 0.5, 0.73)}
_LIGHT = (-0.45, 0.75, 0.5)

_pictures = PixmapCache(500)


@dataclass(frozen=True)
class PyramidLook:
    """One pyramid: its seat colour (0-7), its size (SMALL, MEDIUM, LARGE: the number
    of pips) and whether it lies tipped on its side."""

    colour: int
    size: int
    tipped: bool = False


# Geometry in three dimensions: x to the right, y up, z towards the player.

Point3 = tuple[float, float, float]


def _turn_y(point: Point3, degrees: float) -> Point3:
    angle = math.radians(degrees)
    x, y, z = point
    return (
        x * math.cos(angle) + z * math.sin(angle),
        y,
        -x * math.sin(angle) + z * math.cos(angle),
    )


def _turn_z(point: Point3, degrees: float) -> Point3:
    angle = math.radians(degrees)
    x, y, z = point
    return (x * math.cos(angle) - y * math.sin(angle), x * math.sin(angle) + y * math.cos(angle), z)


def _normalised(vector: Point3) -> Point3:
    length = math.sqrt(sum(value * value for value in vector)) or 1.0
    return (vector[0] / length, vector[1] / length, vector[2] / length)


def _cross(a: Point3, b: Point3) -> Point3:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _minus(a: Point3, b: Point3) -> Point3:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _dot(a: Point3, b: Point3) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _mix(a: Point3, b: Point3, amount: float) -> Point3:
    return tuple(a[i] + (b[i] - a[i]) * amount for i in range(3))  # type: ignore[return-value]


_VIEW = (0.0, math.sin(math.radians(PITCH)), math.cos(math.radians(PITCH)))


def _project(point: Point3) -> QPointF:
    """Orthographic view from the player's side, a little above the table."""
    pitch = math.radians(PITCH)
    x, y, z = point
    return QPointF(x, -y * math.cos(pitch) + z * math.sin(pitch))


@dataclass(frozen=True)
class _Face:
    corners: tuple[Point3, ...]  # counter-clockwise seen from outside
    normal: Point3
    side: bool  # a sloping face (with pips); False for the square base


def _solid(look: PyramidLook, unit: float, rise: float) -> list[_Face]:
    """The pyramid's five faces in place on the table (`rise` above it when stacked)."""
    base = BASE_WIDTH[look.size] * unit
    half, height = base / 2, base * HEIGHT_RATIO
    corners = [(-half, 0.0, half), (half, 0.0, half), (half, 0.0, -half), (-half, 0.0, -half)]
    apex = (0.0, height, 0.0)
    if look.tipped:
        # lie on the face on the +x side: it turns down, the apex points right
        slope = math.degrees(math.atan2(half, height))
        corners = [_turn_z(point, -(90.0 + slope)) for point in corners]
        apex = _turn_z(apex, -(90.0 + slope))
        ground = [*corners[1:3], apex]
        centre = (
            sum(p[0] for p in ground) / 3,
            min(p[1] for p in ground),
            sum(p[2] for p in ground) / 3,
        )
        corners = [_minus(point, centre) for point in corners]
        apex = _minus(apex, centre)
    turn = TIPPED_YAW if look.tipped else YAW
    corners = [_turn_y(point, turn) for point in corners]
    apex = _turn_y(apex, turn)
    corners = [(x, y + rise, z) for x, y, z in corners]
    apex = (apex[0], apex[1] + rise, apex[2])
    faces = []
    for index in range(4):
        a, b = corners[index], corners[(index + 1) % 4]
        normal = _normalised(_cross(_minus(b, a), _minus(apex, a)))
        faces.append(_Face((a, b, apex), normal, True))
    base_normal = _normalised(
        _cross(_minus(corners[2], corners[0]), _minus(corners[1], corners[0]))
    )
    faces.append(_Face((corners[0], corners[3], corners[2], corners[1]), base_normal, False))
    return faces


def _polygon(points: Sequence[Point3]) -> QPolygonF:
    return QPolygonF([_project(point) for point in points])


def _shade(colour: QColor, normal: Point3, alpha: int) -> QColor:
    light = max(0.0, _dot(normal, _normalised(_LIGHT)))
    shaded = blend(colour.darker(150), colour.lighter(125), light)
    shaded.setAlpha(alpha)
    return shaded


def _pip_polygon(face: _Face, place: float, unit: float) -> QPolygonF:
    """A round pip lying in the face's plane, seen in perspective."""
    a, b, apex = face.corners
    foot = _mix(a, b, place)
    centre = _mix(foot, apex, PIP_HEIGHT)
    across = _normalised(_minus(b, a))
    up = _normalised(_cross(face.normal, across))
    radius = PIP_RADIUS * unit
    points = []
    for step in range(12):
        angle = math.radians(step * 30)
        offset = [across[i] * math.cos(angle) + up[i] * math.sin(angle) for i in range(3)]
        points.append(tuple(centre[i] + offset[i] * radius for i in range(3)))
    return _polygon(points)


def _paint_face(painter: QPainter, face: _Face, colour: QColor, look: PyramidLook, unit, front):
    polygon = _polygon(face.corners)
    edge = colour.darker(190 if front else 140)
    edge.setAlpha(230 if front else 120)
    if face.side:
        fill = _shade(colour, face.normal, FACE_ALPHA if front else BACK_ALPHA)
    else:
        # the hollow underside of a tipped pyramid: dark inside a coloured rim
        fill = blend(colour.darker(260), QColor("#000000"), 0.2)
        fill.setAlpha(215)
    painter.setPen(QPen(edge, max(0.5, unit * 0.022)))
    painter.setBrush(fill)
    painter.drawPolygon(polygon)
    if not face.side:
        rim = QPolygonF([polygon.at(i) * 0.82 + _centroid(polygon) * 0.18 for i in range(4)])
        painter.setPen(QPen(_shade(colour, face.normal, 200), unit * 0.05))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(rim)
        return
    if not front:
        return
    ink = ink_for(colour)
    pip_edge = colour.darker(220)
    painter.setPen(QPen(pip_edge, max(0.4, unit * 0.012)))
    painter.setBrush(ink)
    for place in _PIP_PLACES[look.size]:
        painter.drawPolygon(_pip_polygon(face, place, unit))


def _centroid(polygon: QPolygonF) -> QPointF:
    total = QPointF(0, 0)
    for index in range(polygon.count()):
        total += polygon.at(index)
    return total / max(1, polygon.count())


def _front_facing(face: _Face) -> bool:
    return _dot(face.normal, _VIEW) > 1e-6


def _paint_shadow(painter: QPainter, faces: list[_Face], rise: float):
    """The pyramid's shadow cast down and to the right on the table."""
    points = []
    for face in faces:
        for x, y, z in face.corners:
            points.append(_project((x + y * 0.35, 0.0, z + y * 0.12)))
    hull = _convex_hull(points)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70 if rise == 0 else 35))
    painter.drawPolygon(QPolygonF(hull))


def paint_pyramid(
    painter: QPainter,
    look: PyramidLook,
    unit: float,
    theme: Theme,
    rise: float = 0.0,
    shadow: bool = True,
    letter: bool = True,
) -> None:
    """One pyramid, its footprint centred on the painter's origin (raised by `rise`
    units when it sits in a stack); in the colour-blind palette with its letter
    unless `letter` is False."""
    colour = theme.player_colour(look.colour)
    faces = _solid(look, unit, rise)
    if shadow:
        _paint_shadow(painter, faces, rise)
    for front in (False, True):
        for face in faces:
            if _front_facing(face) == front:
                _paint_face(painter, face, colour, look, unit, front)
    if theme.colour_blind and letter:
        _paint_letter(painter, faces, look, unit)


def _paint_letter(painter: QPainter, faces: list[_Face], look: PyramidLook, unit: float):
    """The seat's letter on the face turned most towards the player."""
    sides = [face for face in faces if face.side]
    face = max(sides, key=lambda candidate: _dot(candidate.normal, _VIEW))
    a, b, apex = face.corners
    centre = _project(_mix(_mix(a, b, 0.5), apex, 0.45))
    size = max(BASE_WIDTH[look.size] * unit * 0.36, 7.0)
    paint_letter_disc(painter, centre, size, player_letter(look.colour))


def stack_rises(looks: Sequence[PyramidLook], unit: float) -> list[float]:
    """How high each pyramid of a stack (bottom first) sits. Real pyramids sink over
    the one below until their hollow is as wide as it; drawn that way a smaller one
    would vanish over a bigger one's tip, so each pyramid is lifted until at least
    SHOWN_PART of its height rises over the one below (and NEST_GAP at the least)."""
    rises: list[float] = []
    for index, look in enumerate(looks):
        if index == 0:
            rises.append(0.0)
            continue
        below = BASE_WIDTH[looks[index - 1].size] * HEIGHT_RATIO
        height = BASE_WIDTH[look.size] * HEIGHT_RATIO
        rises.append(rises[-1] + max(NEST_GAP, below - (1 - SHOWN_PART) * height) * unit)
    return rises


def _convex_hull(points: list[QPointF]) -> list[QPointF]:
    """Andrew's monotone chain, for the outline of a pyramid or a stack."""
    unique = sorted({(round(p.x(), 3), round(p.y(), 3)) for p in points})
    if len(unique) < 3:
        return [QPointF(x, y) for x, y in unique]

    def turn(o, a, b) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list = []
    for point in unique:
        while len(lower) >= 2 and turn(lower[-2], lower[-1], point) <= 0:
            lower.pop()
        lower.append(point)
    upper: list = []
    for point in reversed(unique):
        while len(upper) >= 2 and turn(upper[-2], upper[-1], point) <= 0:
            upper.pop()
        upper.append(point)
    return [QPointF(x, y) for x, y in lower[:-1] + upper[:-1]]


@lru_cache(maxsize=512)
def stack_outline(looks: tuple[PyramidLook, ...], unit: float) -> QPainterPath:
    """The silhouette of a pyramid or a stack, around its footprint's middle."""
    points = []
    for look, rise in zip(looks, stack_rises(looks, unit), strict=True):
        for face in _solid(look, unit, rise):
            points += [_project(corner) for corner in face.corners]
    path = QPainterPath()
    path.addPolygon(QPolygonF(_convex_hull(points)))
    path.closeSubpath()
    return path


def _paint_contents(
    painter: QPainter, looks: tuple[PyramidLook, ...], unit: float, theme: Theme
) -> None:
    """Bottom to top, one token per pyramid: its colour, as wide as its size, and its
    letter in the colour-blind palette."""
    bounds = stack_outline(looks, unit).boundingRect()
    step = min(unit * 0.3, bounds.height() / len(looks))
    size = step * 0.9
    x = bounds.left() - size * 0.55
    for index, look in enumerate(looks):
        centre = QPointF(x, -step * (index + 0.5))
        colour = theme.player_colour(look.colour)
        width = size * (0.55 + 0.25 * look.size)
        rect = QRectF(centre.x() - width / 2, centre.y() - size / 2, width, size)
        painter.setPen(QPen(QColor("#1b1b1f"), max(0.5, size * 0.08)))
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, size * 0.2, size * 0.2)
        if theme.colour_blind:
            paint_centred_text(
                painter, player_letter(look.colour), centre, size * 0.62, ink_for(colour)
            )


def stack_bounds(looks: tuple[PyramidLook, ...], unit: float) -> QRectF:
    """All a stack paints around its footprint's middle: its silhouette, and for a
    stack of two or more the colour column at its left and the count badge at its top
    right (a layout keeps these on the table, not only the silhouette)."""
    bounds = stack_outline(looks, unit).boundingRect()
    if len(looks) < 2:
        return bounds
    step = min(unit * 0.3, bounds.height() / len(looks))
    size = step * 0.9
    column = bounds.left() - size * 0.55 - size * (0.55 + 0.25 * 3) / 2 - size * 0.1
    radius = unit * 0.24 + unit * 0.04
    badge = _badge_centre(looks, unit)
    return bounds.united(
        QRectF(column, bounds.top(), bounds.left() - column, bounds.height())
    ).united(QRectF(badge.x() - radius, badge.y() - radius, 2 * radius, 2 * radius))


def _badge_centre(looks: tuple[PyramidLook, ...], unit: float) -> QPointF:
    bounds = stack_outline(looks, unit).boundingRect()
    return QPointF(bounds.right() - unit * 0.05, bounds.top() + unit * 0.3)


def paint_stack(
    painter: QPainter, looks: Sequence[PyramidLook], unit: float, theme: Theme, badge: bool = True
) -> None:
    """A stack, bottom pyramid first; with `badge`, a stack of two or more shows its
    count in a disc edged with the controlling (top) colour, and what it holds as a
    column of colour tokens at its left (nested pyramids hide one another)."""
    looks = tuple(looks)
    top = len(looks) - 1
    for index, (look, rise) in enumerate(zip(looks, stack_rises(looks, unit), strict=True)):
        paint_pyramid(painter, look, unit, theme, rise, shadow=index == 0, letter=index == top)
    if badge and len(looks) > 1:
        _paint_contents(painter, looks, unit, theme)
        centre = _badge_centre(looks, unit)
        radius = unit * 0.24
        painter.setPen(QPen(theme.player_colour(looks[-1].colour), unit * 0.07))
        painter.setBrush(QColor("#1b1b1f"))
        painter.drawEllipse(centre, radius, radius)
        paint_centred_text(painter, str(len(looks)), centre, radius * 1.25, QColor("#fffdf6"))


# Grey (equal red, green and blue) keeps every hue it is laid over; light, so a dimmed
# pyramid looks faded, not darker.
DIM_VEIL = QColor(214, 214, 214, 125)


class PyramidItem(PieceItem):
    """A lone pyramid or a stack on the table; its position is the middle of the
    footprint. `unit` is the width of a large pyramid's base. `badge` False leaves out
    a stack's count and contents (e.g. a scored Volcano tree)."""

    def __init__(
        self,
        pyramids: PyramidLook | Sequence[PyramidLook],
        unit: float = 40.0,
        badge: bool = True,
        parent=None,
    ) -> None:
        super().__init__(parent)
        self._looks = _as_looks(pyramids)
        self._unit = float(unit)
        self._badge = badge

    @property
    def pyramids(self) -> tuple[PyramidLook, ...]:
        """Bottom first; the last one controls the stack."""
        return self._looks

    def set_pyramids(self, pyramids: PyramidLook | Sequence[PyramidLook]) -> None:
        self._set("_looks", _as_looks(pyramids), shape=True)

    badge, set_badge = repainted("_badge")

    def controller(self) -> int:
        """The colour on top, which controls the stack."""
        return self._looks[-1].colour

    def is_stack(self) -> bool:
        return len(self._looks) > 1

    def unit(self) -> float:
        return self._unit

    def set_unit(self, unit: float) -> None:
        self._set_size("_unit", unit)

    # Piece.

    def outline(self) -> QPainterPath:
        return stack_outline(self._looks, round(self._unit, 2))

    def body_rect(self) -> QRectF:
        # room for the shadow (to the right) and the count badge (top right)
        rect = self.outline().boundingRect()
        return rect.adjusted(
            -self._unit * 0.45, -self._unit * 0.1, self._unit * 0.5, self._unit * 0.1
        )

    def reach(self) -> float:
        return self._unit

    def body_cache(self) -> PixmapCache:
        return _pictures

    def body_key(self, theme: Theme) -> Hashable:
        letters = (
            "".join(player_letter(look.colour) for look in self._looks)
            if theme.colour_blind
            else ""
        )
        return ("pyramids", self._looks, round(self._unit, 2), theme.name, letters, self._badge)

    def paint_body(self, painter: QPainter, theme: Theme) -> None:
        paint_stack(painter, self._looks, round(self._unit, 2), theme, self._badge)

    def paint_dim(self, painter: QPainter, outline: QPainterPath, theme: Theme) -> None:
        """A pale neutral veil: the colour fades but keeps its hue. The kit's dark,
        bluish veil turned orange into brown and yellow into olive, and a player's
        colour is how a pyramid is matched to its plate."""
        painter.fillPath(outline, DIM_VEIL)


def _as_looks(pyramids: PyramidLook | Sequence[PyramidLook]) -> tuple[PyramidLook, ...]:
    looks = (pyramids,) if isinstance(pyramids, PyramidLook) else tuple(pyramids)
    if not looks:
        raise ValueError("a pyramid item shows at least one pyramid")
    if len(looks) > 1 and any(look.tipped for look in looks):
        raise ValueError("only a lone pyramid lies tipped; a stack stands upright")
    return looks
