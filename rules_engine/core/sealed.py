"""Sealed commitments: things laid face down in turn, then shown all at once.

The pattern of a sealed-bid auction. Each seat builds its commitment in steps (one
action per item laid face down, maybe one to take an item back, one to seal it or
to pass); the others see only that it is building, sealed or passed and how many
items lie there, never which. When everyone is done, one event marked as a reveal
shows every commitment together: undo never goes back across it.

A game keeps one `SealedCommitments` in its state and:
- checks each step against its own rules (whose turn, which items are allowed,
  raising IllegalAction with its clause), then calls `lay`, `take_back`, `seal` or
  `abstain`, which change the commitments and return the step's event;
- shows `public()` in the public view and `for_seat(seat)` in a seat's view, under
  one observation key (the seat's version is its private key, see
  `protocol.State.full_view`);
- redacts events with `redact_event` (another seat's laid item becomes None; the
  step events are marked "chosen", so they are no reveal to the seat that laid the
  item: it chose it);
- calls `reveal()` when all are done, scores from the event, then `clear()`.

Items are plain values (card ids). Statuses are plain strings, so observations and
events stay plain values.
"""

from __future__ import annotations

from rules_engine.core.protocol import Event

WAITING = "waiting"  # nothing laid yet
BUILDING = "building"  # some items laid, not sealed
SEALED = "sealed"
PASSED = "passed"
DONE = (SEALED, PASSED)

LAY, TAKE_BACK, SEAL, ABSTAIN, REVEAL = "lay", "take_back", "seal", "abstain", "reveal"
HIDDEN_STEPS = (LAY, TAKE_BACK)  # the events whose item only the laying seat sees


class SealedCommitments:
    """Every seat's face-down commitment of one round of sealed bidding."""

    __slots__ = ("items", "status")

    def __init__(self, num_players: int) -> None:
        self.items: list[list] = [[] for _ in range(num_players)]
        self.status: list[str] = [WAITING] * num_players

    # -- the steps --------------------------------------------------------------------

    def lay(self, seat: int, item) -> Event:
        """Lay one item face down."""
        self._check_open(seat)
        self.items[seat].append(item)
        self.status[seat] = BUILDING
        return self._step_event(LAY, seat, item)

    def take_back(self, seat: int, item) -> Event:
        """Take back an item laid and not sealed yet."""
        self._check_open(seat)
        self.items[seat].remove(item)  # ValueError: the game checked it was laid
        self.status[seat] = BUILDING if self.items[seat] else WAITING
        return self._step_event(TAKE_BACK, seat, item)

    def seal(self, seat: int) -> Event:
        """Make the items laid final (the game decides whether none may be sealed)."""
        self._check_open(seat)
        self.status[seat] = SEALED
        return {"type": SEAL, "seat": seat, "count": len(self.items[seat])}

    def abstain(self, seat: int) -> Event:
        """Pass: commit nothing (items laid so far go back to the seat's hand)."""
        self._check_open(seat)
        back = tuple(self.items[seat])
        self.items[seat] = []
        self.status[seat] = PASSED
        return {"type": ABSTAIN, "seat": seat, "count": 0, "back": back, "chosen": True}

    def _check_open(self, seat: int) -> None:
        if self.status[seat] in DONE:
            raise ValueError(f"seat {seat} has already sealed or passed")

    def _step_event(self, kind: str, seat: int, item) -> Event:
        return {
            "type": kind,
            "seat": seat,
            "item": item,
            "count": len(self.items[seat]),
            "chosen": True,
        }

    # -- reading ----------------------------------------------------------------------

    def laid(self, seat: int) -> tuple:
        return tuple(self.items[seat])

    def all_done(self, seats=None) -> bool:
        """True once every seat (or every seat of `seats`) has sealed or passed."""
        seats = range(len(self.status)) if seats is None else seats
        return all(self.status[seat] in DONE for seat in seats)

    def public(self) -> tuple[dict, ...]:
        """What everyone sees: each seat's status and how many items it laid."""
        return tuple(
            {"status": status, "count": len(items), "items": None}
            for status, items in zip(self.status, self.items, strict=True)
        )

    def for_seat(self, viewer: int | None) -> tuple[dict, ...]:
        """What `viewer` sees: the public view, plus the items it laid itself."""
        view = self.public()
        if viewer is None:
            return view
        mine = dict(view[viewer], items=tuple(self.items[viewer]))
        return (*view[:viewer], mine, *view[viewer + 1 :])

    @staticmethod
    def redact_event(event: Event, viewer: int | None) -> Event:
        """A step's item is seen by its own seat only; the reveal by everyone."""
        kind = event["type"]
        if viewer is not None and event.get("seat") == viewer:
            return event
        if kind in HIDDEN_STEPS:
            return {**event, "item": None}
        if kind == ABSTAIN and event["back"]:
            return {**event, "back": (None,) * len(event["back"])}
        return event

    # -- the end ----------------------------------------------------------------------

    def reveal(self, **details) -> Event:
        """One event showing every commitment at once, marked as a reveal."""
        return {
            "type": REVEAL,
            "reveal": True,
            "commitments": tuple(tuple(items) for items in self.items),
            "status": tuple(self.status),
            **details,
        }

    def clear(self) -> None:
        """Ready for the next round of bidding."""
        for seat in range(len(self.items)):
            self.items[seat] = []
            self.status[seat] = WAITING

    def copy(self) -> SealedCommitments:
        twin = SealedCommitments.__new__(SealedCommitments)
        twin.items = [items[:] for items in self.items]
        twin.status = self.status[:]
        return twin

    def full_view(self) -> dict:
        return {"items": tuple(map(tuple, self.items)), "status": tuple(self.status)}
