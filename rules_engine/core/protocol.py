"""The protocol every game implements.

A `Game` is the factory and the metadata (registered once); a `State` is one
match in progress: whose turn it is, what they may do, what happens when they do
it, and what each seat may see. Modelled on OpenSpiel's Game/State split.

Actions and events are plain values (see `values.py`): an action is a tuple whose
first item names the move, e.g. ("discard", (3, 16)); an event is a dict with a
"type" key, e.g. {"type": "discard", "seat": 2, "cards": (3, 16)}. Observations
are dicts of plain values too.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from rules_engine.core.errors import OptionError
from rules_engine.core.options import OptionSpec, resolve_options
from rules_engine.core.rng import MatchRng

Action = tuple
Event = dict
Observation = dict


@dataclass(frozen=True)
class Result:
    """Final scores and ranking: rank 1 is best, tied seats share a rank."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, rank in enumerate(self.ranks) if rank == 1)

    def to_json(self) -> dict:
        return {"scores": list(self.scores), "ranks": list(self.ranks)}


def ranks_from_keys(keys: list) -> tuple[int, ...]:
    """Competition ranking (1, 2, 2, 4) where a smaller key is better."""
    return tuple(1 + sum(1 for other in keys if other < key) for key in keys)


class State(ABC):
    """One match in progress. Mutated in place by `apply`; `clone` is cheap."""

    __slots__ = ()

    num_players: int

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat whose decision it is, or None once the match is over."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """The actions `seat` (default: the seat to move) may take now; [] for others."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Play `action` for the seat to move and return what happened.

        Raises IllegalAction (naming the rule clause) and leaves the state exactly as
        it was when the action is not legal."""

    @abstractmethod
    def observe(self, seat: int) -> Observation:
        """Everything `seat` may know, and nothing more."""

    @abstractmethod
    def result(self) -> Result:
        """Final scores and ranks; only meaningful once `is_over()`."""

    @abstractmethod
    def clone(self) -> State: ...

    @abstractmethod
    def full_view(self) -> dict:
        """Everything, hidden things and the RNG included, as plain values: used to
        prove that a replay is identical and to debug. Never shown to a seat."""


class Game(ABC):
    """A game's metadata and its factory. Subclasses fill in the class attributes."""

    id: ClassVar[str]
    name: ClassVar[str]  # QT_TRANSLATE_NOOP("Games", ...)
    summary: ClassVar[str]  # one line for the home screen, QT_TRANSLATE_NOOP("Games", ...)
    player_counts: ClassVar[tuple[int, ...]]
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    clause_prefix: ClassVar[str]
    default_bot: ClassVar[str] = "random"

    @property
    def min_players(self) -> int:
        return min(self.player_counts)

    @property
    def max_players(self) -> int:
        return max(self.player_counts)

    def resolve_options(self, options: Mapping[str, Any] | None = None) -> dict:
        return resolve_options(self.options, options)

    def check_players(self, num_players: int) -> None:
        if num_players not in self.player_counts:
            counts = ", ".join(str(count) for count in self.player_counts)
            raise OptionError(f"{self.id} is played by {counts} players, not {num_players}")

    def new_match(
        self, num_players: int, options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> State:
        """A fresh match, dealt with chance drawn from an RNG seeded with `seed`."""
        self.check_players(num_players)
        return self.create_state(num_players, self.resolve_options(options), MatchRng(seed))

    @abstractmethod
    def create_state(self, num_players: int, options: dict, rng: MatchRng) -> State:
        """Set up the match (options already checked) and deal with `rng`."""

    @abstractmethod
    def determinize(self, observation: Observation, seat: int, rng: random.Random) -> State:
        """A full state that `seat` could be in, given its observation: every hidden
        thing dealt out at random from `rng`, consistent with every inference the
        observation allows, and a fresh match RNG drawn from `rng`."""

    def redact_event(self, event: Event, seat: int | None) -> Event:
        """The event as `seat` sees it (None: a spectator who sees only public things).
        Games with private events (a card drawn from the stock) override this."""
        return event

    def reveals_to(self, event: Event, seat: int) -> bool:
        """True when the event shows `seat` something that was hidden: a card only it
        sees (it differs from a spectator's view), or a public reveal such as hands
        shown or a die rolled (events marked "reveal"). Undo may never go back across
        such an event: it would let a player take a decision back after seeing what
        it revealed."""
        return bool(event.get("reveal")) or self.redact_event(event, seat) != self.redact_event(
            event, None
        )

    def bots(self) -> dict[str, type]:
        """The game's own bots by name (the generic `random` is always available)."""
        return {}
