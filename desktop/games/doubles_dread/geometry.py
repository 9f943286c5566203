"""The Double's Dread table's measurements: where the boats are moored, where every
pawn lies (in a boat's cell, on the monster during a trick, in its mouth once
swallowed, on a player's plate once taken), all scaled from one cell size.

The monster lies in the middle of the water; the boats are moored round it at the
points of the compass (South at the bottom, then clockwise West, North and East;
with four players North and South's second boat share the top). Name plates sit in
the corners.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from desktop.games.doubles_dread.faces import pawn_look
from desktop.games.doubles_dread.picture import BEAM, boat_length, cell_centre
from desktop.table.store import Spot

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


def mooring_map(view: dict) -> dict[int, str]:
    """Which mooring each boat lies at. Boats wait at their own; each place South
    fills takes the boat there by swapping it with the boat moored at that place,
    replayed in the engine's filling order (the view's "fill_order") so any picture
    gives one answer."""
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
    for position in view["fill_order"]:
        if position in positions:
            put(positions.index(position), top.get(position, position) if count == 5 else position)
    return where


# -- measurements ------------------------------------------------------------------------


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
        self.heap_pawn = self.pawn * 0.56  # a pawn in the monster's mouth
        self.pile_pawn = c * 0.38  # a pawn taken, on its winner's plate
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

    def compass_spot(self, direction: tuple[float, float], label: QRectF, around) -> QPointF:
        """Where a point of the compass (a label of bounding rect `label`) is written:
        out from the monster in its `direction`, drawn back towards the monster as far
        as needed so that it covers none of the rects `around` (the boats' pennants,
        the sign). On a short, wide table the pennants come close to the monster."""
        dx, dy = direction
        reach = self.radius * 1.5
        spots = [
            self.centre + QPointF(dx * reach * 1.25 * pull, dy * reach * pull)
            for pull in (1.0 - step * 0.035 for step in range(14))
        ]
        clear = (
            spot
            for spot in spots
            if not any(label.translated(spot).intersects(rect) for rect in around)
        )
        return next(clear, spots[0])

    def tag_pos(self, mooring: str, tag: QRectF) -> QPointF:
        """Where a boat's pennant (of bounding rect `tag`) floats: inside the lagoon
        beside the boat, clear of its hull."""
        centre = self.mooring_centre(mooring)
        c = self.cell
        half = tag.height() / 2
        if mooring == "S":
            return centre - QPointF(0, self.hull_width / 2 + half + c * 0.05)
        if mooring in ("N", "TL", "TR"):
            return centre + QPointF(0, self.hull_width / 2 + half + c * 0.05)
        dx = self.hull_width / 2 + tag.width() / 2 + c * 0.1
        dy = -self.hull_length / 2 + half + c * 0.1
        return centre + QPointF(dx if mooring == "W" else -dx, dy)

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


def next_mooring(view: dict) -> str | None:
    """The mooring of the place South fills next (the engine's "next_place"): the boat
    waiting there is swapped with the one South clicks."""
    step = view.get("next_place")
    place = step["place"] if step else None
    if place in (None, "side"):
        return None
    if place == "X":
        return "TL"  # the second boat waits there until South chooses its side
    if place == "N" and len(view["boats"]) == 5:
        return "TL" if view.get("side") == "NE" else "TR"
    return place


class CellMemory:
    """Which cell of its boat each pawn lies in. Pawns keep their cell while the boat
    empties (the cells are only storage); a fresh deal fills the cells in colour
    order."""

    def __init__(self) -> None:
        self.cells: dict[int, dict[int, int]] = {}  # boat -> pawn -> cell

    def clear(self) -> None:
        self.cells.clear()

    def cells_for(self, boat: int, pawns) -> dict[int, int]:
        known = {pawn: cell for pawn, cell in self.cells.get(boat, {}).items() if pawn in pawns}
        if not known:
            known = {pawn: index for index, pawn in enumerate(sorted(pawns))}
        else:
            free = [cell for cell in range(8) if cell not in known.values()]
            for pawn in sorted(pawn for pawn in pawns if pawn not in known):
                known[pawn] = free.pop(0)
        self.cells[boat] = known
        return known


def lay_out(
    view: dict, geo: Geometry, corners: list[str], cells: CellMemory
) -> tuple[dict[tuple, Spot], dict[int, Spot]]:
    """Where everything in `view` belongs: each pawn's spot by key (("pawn", id), or
    ("hidden", slot) face down on the monster; its look, its diameter as `size`, and
    where it lies as `role`: "boat", "heap", "trick" or "pile") and each boat's (its
    mooring as `role`, its cell as `size`). `corners[seat]` is the corner of that
    seat's plate, where the pawns it took lie."""
    magic = view["magic"]
    spots: dict[tuple, Spot] = {}
    boats: dict[int, Spot] = {}
    where = mooring_map(view)

    def pawn_spot(pawn: int, pos: QPointF, size: float, z: float, role: str, up=True) -> Spot:
        return Spot(pos, z, role=role, look=pawn_look(pawn, magic), size=size, face_up=up)

    for boat, pawns in enumerate(view["boats"]):
        mooring = where[boat]
        centre = geo.mooring_centre(mooring)
        rotation = MOORING_ROTATION[mooring]
        boats[boat] = Spot(centre, Z_BOAT, rotation, mooring, look=geo.cols, size=geo.cell)
        offsets = geo.cell_offsets(rotation)
        cell_of = cells.cells_for(boat, pawns)
        for pawn in pawns:
            pos = centre + offsets[cell_of[pawn] % len(offsets)]
            spots[("pawn", pawn)] = pawn_spot(pawn, pos, geo.pawn, Z_IN_BOAT, "boat")
    for index in range(view["face_down"]):
        z = Z_HEAP + index * 0.01
        pos = geo.heap_spot(index)
        spots[("hidden", index)] = Spot(pos, z, role="heap", size=geo.heap_pawn, face_up=False)
    for index, pawn in enumerate(view["swallowed"], start=view["face_down"]):
        z = Z_HEAP + index * 0.01
        spots[("pawn", pawn)] = pawn_spot(
            pawn, geo.heap_spot(index), geo.heap_pawn, z, "heap", False
        )
    for order, (boat, pawn) in enumerate(view["monster_face_up"]):
        pos = geo.trick_spot(where[boat])
        spots[("pawn", pawn)] = pawn_spot(pawn, pos, geo.pawn, Z_TRICK + order * 0.1, "trick")
    for seat, pawns in enumerate(view["taken"]):
        rect = geo.plate_rect(corners[seat])
        ordered = sorted(pawns)
        for index, pawn in enumerate(ordered):
            pos, z = geo.pile_spot(rect, index, len(ordered)), Z_PILE + index * 0.01
            spots[("pawn", pawn)] = pawn_spot(pawn, pos, geo.pile_pawn, z, "pile")
    return spots, boats
