"""Where items belong, and the store that keeps a scene's items there.

A scene describes the table for an observation as spots: for each item key (a card
by its id, a face-down card by seat and slot, a pawn by its id...) one `Spot` saying
where it lies and what it shows. The `ItemStore` then makes, dresses, places, glides
and retires the items so that the table matches the spots:

    store = ItemStore(scene, make=lambda key, spot: CardItem(spot.look),
                      dress=lambda item, spot: item.set_card(spot.look))
    store.sync(spots)                      # at once, no animation (a re-sync)
    moves, leaving = store.glides(spots, origins, sinks, ms=380, flying_z=80)
    animator.add_parallel(moves)           # the same, animated

`make(key, spot)` builds a new item (the store positions it, sets its key, role and
z value, adds it to the scene and connects its `clicked` to `on_click` when given);
`dress(item, spot)` sets what the item shows (face, size...) without moving it.
Positions, rotations and z values are the store's business.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from desktop.table.scene import same_place, turn_to


@dataclass(frozen=True)
class Spot:
    """Where one item belongs and how it looks there. `look` and `size` are the
    game's (a card id and a width, a pawn look and a diameter...)."""

    pos: QPointF
    z: float = 0.0
    rotation: float = 0.0
    role: str = ""  # where it lies ("hand", "stock", "boat"...): the scene reads it on clicks
    look: Hashable = None
    size: float = 0.0
    face_up: bool = True


class ItemStore:
    """A scene's items by key, kept at their spots."""

    def __init__(
        self,
        scene,
        make: Callable[[Hashable, Spot], object],
        dress: Callable[[object, Spot], None],
        on_click: Callable[[object], None] | None = None,
    ) -> None:
        self.scene = scene  # a TableScene: items leave through its `retire`
        self._make = make
        self._dress = dress
        self._on_click = on_click
        self.items: dict[Hashable, object] = {}

    def get(self, key: Hashable):
        return self.items.get(key)

    def __contains__(self, key: Hashable) -> bool:
        return key in self.items

    def __iter__(self) -> Iterator[Hashable]:
        return iter(list(self.items))

    def make(self, key: Hashable, spot: Spot, origin: QPointF | None = None):
        """A new item for `key`, dressed for `spot`, standing at `origin` (default: the
        spot itself) until it is placed or glides there."""
        item = self._make(key, spot)
        self._dress(item, spot)
        item.setPos(origin if origin is not None else spot.pos)
        item.setZValue(spot.z)
        item.key = key
        item.role = spot.role
        if self._on_click is not None:
            item.clicked.connect(self._on_click)
        self.scene.addItem(item)
        self.items[key] = item
        return item

    def place(self, item, spot: Spot) -> None:
        """Put `item` at `spot` at once (nothing is repainted that did not change)."""
        self._dress(item, spot)
        if not same_place(item.pos(), spot.pos):
            item.setPos(spot.pos)
        turn_to(item, spot.rotation)
        item.setZValue(spot.z)
        item.role = spot.role

    def drop(self, key: Hashable) -> None:
        item = self.items.pop(key, None)
        if item is not None:
            self.scene.retire(item)

    def take(self, key: Hashable):
        """Remove `key`'s item from the store without retiring it (it flies away first)."""
        return self.items.pop(key)

    def sync(self, spots: dict[Hashable, Spot]) -> None:
        """Every item at its spot, with no animation; items with no spot leave."""
        for key in list(self.items):
            if key not in spots:
                self.drop(key)
        for key, spot in spots.items():
            item = self.items.get(key) or self.make(key, spot)
            self.place(item, spot)

    def glides(
        self,
        spots: dict[Hashable, Spot],
        origins: dict[Hashable, QPointF],
        sinks: dict[Hashable, QPointF],
        ms: int,
        flying_z: float,
    ) -> tuple[list[tuple], list]:
        """The moves that take the table to `spots`: items that stay glide there; new
        ones come from `origins` (or appear at their spot); items with no spot glide
        to their `sinks` (the returned `leaving` items: retire them after the moves)
        or leave at once. Items already in place do not move (nor repaint). Moves
        are animator tuples (item, pos, ms, rotation, scale, z), flying over the
        table at `flying_z`."""
        moves: list[tuple] = []
        leaving = []
        for key in list(self.items):
            if key in spots:
                continue
            sink = sinks.get(key)
            if sink is None:
                self.drop(key)
                continue
            item = self.take(key)
            item.setEnabled(False)
            moves.append((item, sink, ms, None, None, flying_z))
            leaving.append(item)
        for key, spot in spots.items():
            item = self.items.get(key)
            if item is None:
                item = self.make(key, spot, origins.get(key))
            else:
                self._dress(item, spot)
                item.role = spot.role
            if same_place(item.pos(), spot.pos) and abs(item.rotation() - spot.rotation) < 0.01:
                item.setZValue(spot.z)
                continue
            moves.append((item, spot.pos, ms, spot.rotation, None, flying_z + spot.z / 100))
        return moves, leaving
