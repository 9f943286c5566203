"""Where everything lies on the Dog Eat Dog table, from its size and the observation.

The pyramids are scattered over the play area on the left: each pyramid id gets a
cell of a jittered grid, shuffled by the match seed (positions are cosmetic: the
engine never uses them, and the same seed and ids always give the same places, so a
re-sync or a resumed match draws the same table). A stack stands where its bottom
pyramid was laid. The column on the right holds one row per player (the plate, then
the captured pile grouped as the engine groups it into trees) and, under the rows,
the dice tray where the last fight's dice lie.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from desktop.table.plates import plate_height, plate_reach
from desktop.table.pyramids import PyramidLook, stack_bounds, stack_outline
from desktop.table.store import Spot

Z_PYRAMID = 10.0
Z_PILE = 30.0
Z_PLATE = 40.0
Z_DICE = 60.0
Z_FLYING = 80.0
STACK_TOP_REACH = 1.35  # units above its foot that a lone pyramid reaches
TEXT_ROOM = 0.34  # the dice tray's top part, where the fight's sentence is written
# The column's share the players' rows take (the dice tray has the rest), and at more
# than CROWDED seats.
ROWS_SHARE, CROWDED, CROWDED_ROWS_SHARE = 0.7, 6, 0.76


@dataclass(frozen=True)
class Geometry:
    width: float
    height: float
    players: int

    @property
    def margin(self) -> float:
        return max(8.0, min(self.width, self.height) * 0.015)

    @property
    def column_width(self) -> float:
        return max(260.0, self.width * 0.3)

    def play_rect(self) -> QRectF:
        m = self.margin
        return QRectF(m, m, self.width - self.column_width - 3 * m, self.height - 2 * m)

    def column_rect(self) -> QRectF:
        m = self.margin
        return QRectF(self.width - self.column_width - m, m, self.column_width, self.height - 2 * m)

    def rows_rect(self) -> QRectF:
        """The players' rows: most of the column, more of it at a crowded table (at
        eight seats the plates' lines were 7 pixels tall at 1024 x 700)."""
        column = self.column_rect()
        share = ROWS_SHARE if self.players <= CROWDED else CROWDED_ROWS_SHARE
        return QRectF(column.left(), column.top(), column.width(), column.height() * share)

    def tray_rect(self) -> QRectF:
        column, rows = self.column_rect(), self.rows_rect()
        top = rows.bottom() + self.margin
        return QRectF(column.left(), top, column.width(), column.bottom() - top)

    def row_height(self) -> float:
        return self.rows_rect().height() / self.players

    def row_rect(self, seat: int) -> QRectF:
        rows = self.rows_rect()
        height = self.row_height()
        return QRectF(rows.left(), rows.top() + seat * height, rows.width(), height)

    def plate_width(self) -> float:
        # The plate (a line under the name) and a bot's "thinking" pill under it stay
        # inside the row.
        return min(self.column_width * 0.54, self.row_height() * 0.92 / plate_reach(1))

    def token_unit(self) -> float:
        """The size of the seat's pyramid standing left of its plate."""
        return self.pile_unit() * 0.8

    def token_room(self) -> float:
        """The room the seat's pyramid takes at the row's left, before the plate."""
        return self.token_unit() * 1.6

    def plate_centre(self, seat: int) -> QPointF:
        """The plate's centre, after the seat's pyramid: the plate and its pill
        centred in the row together."""
        row = self.row_rect(seat)
        width = self.plate_width()
        pill = (plate_reach(1) - plate_height(1)) * width
        return QPointF(row.left() + self.token_room() + width / 2, row.center().y() - pill / 2)

    def pile_rect(self, seat: int) -> QRectF:
        row = self.row_rect(seat)
        left = row.left() + self.token_room() + self.plate_width() + self.margin
        return QRectF(left, row.top(), row.right() - left, row.height())

    def pile_unit(self) -> float:
        # a Volcano tree (three nested sizes) is 2.16 units tall
        return max(6.0, min(self.row_height() * 0.8 / 2.16, self.column_width * 0.06))

    # -- the scattered pyramids -------------------------------------------------------

    def grid(self) -> tuple[int, int]:
        count = 9 * self.players
        area = self.play_rect()
        columns = max(1, round(math.sqrt(count * area.width() / max(area.height(), 1.0))))
        rows = math.ceil(count / columns)
        return columns, rows

    def table_unit(self) -> float:
        # The grid `scatter` laid the pyramids on (its shape does not follow the
        # table's): sized from this table's own grid, a wide table's pyramids grew
        # taller than the scattered rows are apart, and overlapped.
        columns, rows = Geometry(1280.0, 800.0, self.players).grid()
        area = self.play_rect()
        return max(8.0, min(area.width() / columns / 1.7, area.height() / rows / 2.0))


def scatter(seed: int, players: int) -> list[tuple[float, float]]:
    """Each pyramid's place as fractions of the play area, from the match seed alone:
    a shuffled grid cell and a little jitter inside it."""
    count = 9 * players
    geometry = Geometry(1280.0, 800.0, players)  # the grid's shape does not follow resizes
    columns, rows = geometry.grid()
    local = random.Random(f"dog-eat-dog-scatter-{seed}-{players}")
    cells = list(range(columns * rows))
    local.shuffle(cells)
    places = []
    for pyramid in range(count):
        column, row = cells[pyramid] % columns, cells[pyramid] // columns
        x = (column + 0.5 + local.uniform(-0.3, 0.3)) / columns
        y = (row + 0.72 + local.uniform(-0.16, 0.16)) / rows
        places.append((x, y))
    return places


def spaced_unit(geo: Geometry, places) -> float:
    """The table's unit, made smaller where two scattered places lie closer than two
    large pyramids are wide (or, one above the other, tall): the scatter's jitter
    brings some neighbours near each other, and on a wide table they overlapped.
    Measured on boxes around each silhouette, which leave out their empty corners."""
    unit = geo.table_unit()
    area = geo.play_rect()
    box = stack_outline((PyramidLook(0, 3),), 1.0).boundingRect()
    wide, tall = box.width() * 0.86, box.height() * 0.86
    points = sorted(
        (area.left() + fx * area.width(), area.top() + fy * area.height()) for fx, fy in places
    )
    for index, (x, y) in enumerate(points):
        for other_x, other_y in points[index + 1 :]:
            if other_x - x >= unit * wide:
                break  # sorted by x: every further place is clear of this one
            unit = min(unit, max((other_x - x) / wide, abs(other_y - y) / tall))
    return max(unit, 6.0)


def looks_of(stack, obs: dict, tipped: set[int]) -> tuple[PyramidLook, ...]:
    return tuple(
        PyramidLook(obs["colours"][pyramid], obs["pips"][pyramid], pyramid in tipped)
        for pyramid in stack
    )


def stack_position(geo: Geometry, places, bottom: int, looks, unit: float) -> QPointF:
    """Where a stack stands (its foot), kept inside the play area however tall it grows,
    its colour column and count badge too."""
    area = geo.play_rect()
    fx, fy = places[bottom]
    outline = stack_bounds(tuple(looks), unit)
    x = area.left() + fx * area.width()
    y = area.top() + fy * area.height()
    x = min(max(x, area.left() - outline.left()), area.right() - outline.right())
    y = min(max(y, area.top() - outline.top()), area.bottom() - outline.bottom())
    return QPointF(x, y)


def table_spots(
    geo: Geometry, obs: dict, places, taken=frozenset(), anchors=None
) -> dict[tuple, Spot]:
    """One spot per stack on the table (a lone pyramid is a stack of one), keyed by
    its bottom pyramid; z follows the foot so nearer stacks stand in front. Pyramids
    in `taken` (laid in the piles at the end) have left the table. `anchors` maps a
    bottom pyramid to the one whose place its stack keeps (DIG lifted the stack's
    first bottom to its top: the stack stays where it stood)."""
    anchors = anchors or {}
    bottoms = {stack[0] for stack in obs["stacks"]}
    tipped = set(obs["tipped"])
    unit = spaced_unit(geo, places)
    spots = {}
    for whole in obs["stacks"]:
        stack = [pyramid for pyramid in whole if pyramid not in taken]
        if not stack:
            continue
        looks = looks_of(stack, obs, tipped)
        anchor = anchors.get(stack[0], stack[0])
        if anchor != stack[0] and anchor in bottoms:  # stale (an undo): its own place
            anchor = stack[0]
        pos = stack_position(geo, places, anchor, looks, unit)
        spots[("stack", stack[0])] = Spot(
            pos, Z_PYRAMID + pos.y() / max(geo.height, 1.0), 0.0, "table", looks, unit
        )
    return spots


def pile_groups(obs: dict, seat: int, final: bool) -> list[tuple[int, ...]]:
    """What lies in a player's pile, in the groups the engine's scoring makes of it:
    its trees (each small, medium, large), then single pyramids. During the match the
    pile is the captures only (trees wholly captured stay together); at the end it is
    everything of other colours the player takes."""
    trees = obs["trees"][seat]
    whole = [*trees["one_colour"], *trees["mixed"]]
    if final:  # own pyramids score nothing: they stay where they stand
        return [*whole, *((p,) for p in trees["left_over"])]
    captured = set(obs["captured"][seat])
    groups = [tree for tree in whole if captured.issuperset(tree)]
    grouped = {pyramid for tree in groups for pyramid in tree}
    groups += [(p,) for p in obs["captured"][seat] if p not in grouped]
    return groups


def pile_spots(geo: Geometry, obs: dict, final: bool) -> dict[tuple, Spot]:
    """Each group of each player's pile, side by side beside the plate: a tree is a
    nested stack (large at the bottom), overlapping more when the pile is long."""
    unit = geo.pile_unit()
    spots = {}
    for seat in range(obs["num_players"]):
        groups = pile_groups(obs, seat, final)
        if not groups:
            continue
        area = geo.pile_rect(seat)
        step = min(unit * 1.45, (area.width() - unit * 1.4) / max(len(groups) - 1, 1))
        foot = area.top() + area.height() * 0.5 + unit * 1.08 - unit * 0.12
        for index, group in enumerate(groups):
            ordered = tuple(sorted(group, key=lambda p: -obs["pips"][p]))  # large first
            looks = looks_of(ordered, obs, set())
            pos = QPointF(area.left() + unit * 0.7 + index * step, foot)
            spots[("pile", ordered)] = Spot(pos, Z_PILE + index * 0.01, 0.0, "pile", looks, unit)
    return spots


def tray_layout(geo: Geometry, rows: int) -> tuple[float, QPointF, QPointF, float]:
    """The dice tray: die size, where the attack's row starts, where the defenders'
    rows start, and the step between rows; the sentence sits above them."""
    tray = geo.tray_rect()
    text_room = tray.height() * TEXT_ROOM
    size = min(tray.width() / 9.5, (tray.height() - text_room) / (max(rows, 2) + 0.6))
    size = max(size, 10.0)
    top = tray.top() + text_room + size * 0.6
    attack = QPointF(tray.left() + size * 0.7, top)
    defence = QPointF(tray.left() + tray.width() * 0.5 + size * 0.7, top)
    return size, attack, defence, size * 1.15
