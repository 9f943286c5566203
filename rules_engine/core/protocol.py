"""The protocol every game implements.

A `Game` is the factory and the metadata (registered once); a `State` is one
match in progress: whose turn it is, what they may do, what happens when they do
it, and what each seat may see. Modelled on OpenSpiel's Game/State split.

Actions and events are plain values (see `values.py`): an action is a tuple whose
first item names the move, e.g. ("discard", (3, 16)); an event is a dict with a
"type" key, e.g. {"type": "discard", "seat": 2, "cards": (3, 16)}. Observations
are dicts of plain values too.

Views. `state.observe(seat)` is everything that seat may know; `state.observe(None)`
is the public view, what a spectator at the table sees: every public fact and no
seat's private things. A table reads public facts (whose turn, the phase, the
scores) from the public view, never from some seat's. A seat's private things live
under their own top-level keys, which the public view holds too, empty (Dumble:
"hand" is () for a spectator). `full_view()["private"]` declares them: one dict per
seat of the keys that seat alone sees, so that always

    state.observe(seat) == {**state.observe(None), "seat": seat, **private[seat]}

and nothing private to one seat can reach another's observation (the no-peeking
test checks every game through this mark). Things hidden from every seat (cards
face down on the table, the stock's order) are in no observation at all.

The kind of game is data: `Game.information` is "open" when every seat sees
everything (the private sections are empty; hot-seat play needs no curtain) or
"hidden" when seats hold private things. `Game.teams(num_players)` gives each seat's
side (every seat its own by default); teammates share their rank (`team_ranks`) and
the scoreboard carries the teams.

The first deal. `state.setup_events` lists the events of setting the match up (the
first deal), as they happened: a table shows them as it shows any event, redacted
for its viewer with `Game.redact_event`.

The scoreboard. `Game.scoreboard(observation)` (a `Scoreboard`) is what a score
sheet, a chart and a round summary show: each finished round's scores, the totals,
the totals after each round, who is out, each seat's team. A table reads scores
from it only, never from a game's own observation keys.

Rule facts. Whatever a table shows of the rules in play (a limit, the next place to
fill, a hand's value, the number of tricks) comes from the engine: the observation
carries it, or a small query answers it (`State.refusal` says why an action would
be refused). `legal_actions` is the only source of what a table lets a player
choose (what glows); a table never imports a game's rules module.

Compound decisions are taken in steps. A decision made of several choices (pick
the attacker, then its target; lay the cards of a sealed bid one by one, then seal
it) is split into small actions, one per choice, each applied on its own: the list
of legal actions stays short (the choices of this step, not every combination), a
table highlights each step from `legal_actions` alone, and a bot searches step by
step. The choices made so far live in the state and show in the observation (the
chosen attacker, the cards laid so far); a step may offer a way back ("cancel",
"take back") when the rules allow it, and a last step ("seal", "confirm") commits
the whole. A step that reveals nothing is no reveal: undo may take it back.

Sealed commitments (bids laid face down in turn, then shown together) follow
`sealed.SealedCommitments`: other seats see that a seat committed and how many
items, never which; one event marked as a reveal then shows them all at once.

Chance. Every random draw comes from the match RNG (`rng.MatchRng`); dice go
through `dice.roll`, and a roll is an event marked as a reveal ("reveal": True), so
that undo never goes back across it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from bisect import bisect_left
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rules_engine.core.catalogue import HIDDEN as HIDDEN  # Game.information's values
from rules_engine.core.catalogue import OPEN as OPEN
from rules_engine.core.catalogue import GameEntry, entry
from rules_engine.core.errors import IllegalAction, OptionError
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

    @classmethod
    def for_teams(
        cls, team_scores: Sequence[int], teams: Sequence[int], team_keys: Sequence | None = None
    ) -> Result:
        """A team game's result: each seat scores its team's score and shares its
        team's rank. Teams rank by `team_keys` (smaller is better: put tie-breaks in
        them), by default the higher score first."""
        keys = [-score for score in team_scores] if team_keys is None else team_keys
        return cls(scores=tuple(team_scores[team] for team in teams), ranks=team_ranks(keys, teams))


def ranks_from_keys(keys: list) -> tuple[int, ...]:
    """Competition ranking (1, 2, 2, 4) where a smaller key is better: one plus the
    count of smaller keys, which is where a key first stands among them all sorted
    (by bisection: every search playout ends here)."""
    order = sorted(keys)
    return tuple([1 + bisect_left(order, key) for key in keys])


def team_ranks(team_keys: Sequence, teams: Sequence[int]) -> tuple[int, ...]:
    """Each seat's rank from its team's key (smaller is better): teams are ranked
    against each other (1, 2, 2, 4 among teams) and every seat gets its team's rank,
    so teammates always share one. `teams[seat]` indexes `team_keys`."""
    per_team = ranks_from_keys(list(team_keys))
    return tuple(per_team[team] for team in teams)


def ranks_follow_teams(ranks: Sequence[int], teams: Sequence[int]) -> bool:
    """True when every two teammates share their rank."""
    rank_of_team: dict[int, int] = {}
    return all(
        rank_of_team.setdefault(team, rank) == rank for team, rank in zip(teams, ranks, strict=True)
    )


def solo_teams(num_players: int) -> tuple[int, ...]:
    """Every seat its own side: seat i is team i."""
    return tuple(range(num_players))


@dataclass(frozen=True)
class Scoreboard:
    """What a score sheet, a score chart and a round summary show, per seat (a table
    adds the seats' names). Rows are finished rounds, oldest first.

    `rounds[r][seat]`: the seat's score in round r+1. `totals[seat]`: its current
    total. `totals_by_round[r][seat]`: its total after round r+1 (not always the sum
    of the scores: Dumble sets a total of exactly 100 back to 50). `out[seat]`: True
    once the seat is out of the match. `teams[seat]`: its side (see `Game.teams`).
    `marks[r][seat]`: short notes on a seat's round, as ids a table translates
    (Dumble: "back_to_50", "out"); () when a game has none."""

    rounds: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    totals_by_round: tuple[tuple[int, ...], ...]
    out: tuple[bool, ...]
    teams: tuple[int, ...]
    marks: tuple[tuple[tuple[str, ...], ...], ...] = ()

    @classmethod
    def from_round_scores(
        cls,
        rounds: Sequence[Sequence[int]],
        totals: Sequence[int],
        teams: Sequence[int],
        out: Sequence[bool] | None = None,
    ) -> Scoreboard:
        """The scoreboard of a game whose totals are plain sums of round scores."""
        running = [0] * len(teams)
        by_round = []
        for scores in rounds:
            running = [total + score for total, score in zip(running, scores, strict=True)]
            by_round.append(tuple(running))
        return cls(
            rounds=tuple(tuple(scores) for scores in rounds),
            totals=tuple(totals),
            totals_by_round=tuple(by_round),
            out=tuple(out) if out is not None else (False,) * len(teams),
            teams=tuple(teams),
        )


@dataclass(frozen=True)
class Rollout:
    """Where a search's playout stopped (`Game.rollout`): the result as it stands
    (`State.result` when `over`, else `State.provisional_result`) and the actions
    played."""

    result: Result
    over: bool
    steps: int


@dataclass(frozen=True)
class MatchGoal:
    """How far the match is from its end, as a table shows it (a line on the score
    chart, a sentence in the Match tab). `out_above`: a seat whose total passes this
    is out (Dumble's 100). `rounds`: the match lasts this many rounds, and `round` is
    the one being played (Double's Dread: one per player)."""

    out_above: int | None = None
    rounds: int | None = None
    round: int | None = None


class State(ABC):
    """One match in progress. Mutated in place by `apply`; `clone` is cheap."""

    __slots__ = ()

    num_players: int
    # The events of setting the match up (the first deal), in order: redacted for a
    # viewer with `Game.redact_event` like any other event. Set by `Game.create_state`.
    setup_events: list[Event]

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
    def observe(self, seat: int | None) -> Observation:
        """Everything `seat` may know, and nothing more. None: the public view, what
        a spectator sees (every private key there, empty); see the module docstring."""

    @abstractmethod
    def result(self) -> Result:
        """Final scores and ranks; only meaningful once `is_over()`."""

    @abstractmethod
    def clone(self) -> State: ...

    @abstractmethod
    def full_view(self) -> dict:
        """Everything, hidden things and the RNG included, as plain values: used to
        prove that a replay is identical and to debug. Never shown to a seat.

        Its "private" entry marks what is private per seat: a tuple with, for each
        seat, a dict of the observation keys only that seat sees and their values for
        it (empty dicts in an open game): `observe(seat)` is `observe(None)` with
        "seat" set and that dict laid over it."""

    def round_mark(self) -> int:
        """A number that changes when a round of the match ends (the round's number
        in games of several rounds; 0 in games of one). A search stops a playout at
        the end of the round it started in (see `rules_engine/ai/ismcts.py`)."""
        return 0

    def provisional_result(self) -> Result:
        """The result as it would stand if the match stopped now: ranks by the
        scores so far, with the game's own order and tie-breaks. A search scores a
        playout cut before the end with it. Equal to `result()` once the match is
        over; games whose `result` means nothing before the end override it."""
        return self.result()

    def refusal(self, action: Action) -> IllegalAction | None:
        """Why `apply(action)` would be refused now (the IllegalAction naming the rule
        clause), or None when it is legal; the state is left untouched. A table uses
        it to explain a choice under way (a selection that is not a legal discard)."""
        try:
            self.clone().apply(action)
        except IllegalAction as error:
            return error
        return None


class Game(ABC):
    """A game's factory, and its metadata taken from its declaration in the catalogue
    (`rules_engine/core/catalogue.py`): a subclass names it,

        class DumbleGame(Game, declared="dumble"): ...

    and gets `id`, `name`, `summary`, `player_counts`, `information`, `clause_prefix`,
    `action_kinds` and its teams from there, declared once."""

    declaration: ClassVar[GameEntry]
    id: ClassVar[str]
    name: ClassVar[str]  # QT_TRANSLATE_NOOP("Games", ...)
    summary: ClassVar[str]  # one line for the home screen, QT_TRANSLATE_NOOP("Games", ...)
    player_counts: ClassVar[tuple[int, ...]]
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    clause_prefix: ClassVar[str]
    action_kinds: ClassVar[tuple[str, ...]]
    # The bot a new seat gets: a level of `rules_engine.ai.levels` (every game has all).
    default_bot: ClassVar[str] = "normal"
    # "open": every seat sees everything (a hot-seat table needs no curtain);
    # "hidden": seats hold private things (see `State.full_view`).
    information: ClassVar[str] = HIDDEN
    # The edition of the game's rules: raised when a ruling changes how a match
    # unfolds from the same seed and actions. A record keeps the edition it was
    # played under, so a match made before the change still replays as it was.
    edition: ClassVar[int] = 1

    def __init_subclass__(cls, declared: str | None = None, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if declared is not None:
            found = cls.declaration = entry(declared)
            cls.id, cls.name, cls.summary = found.id, found.name, found.summary
            cls.player_counts, cls.information = found.player_counts, found.information
            cls.clause_prefix, cls.action_kinds = found.clause_prefix, found.action_kinds

    def teams(self, num_players: int) -> tuple[int, ...]:
        """The side of each seat, numbered from 0, as declared (every seat its own,
        or teams with the seats alternating). Teammates share their rank in the
        result (see `team_ranks`)."""
        declared = getattr(self, "declaration", None)
        return declared.teams_of(num_players) if declared else solo_teams(num_players)

    @abstractmethod
    def scoreboard(self, observation: Observation) -> Scoreboard:
        """The scores as a table shows them (see `Scoreboard`), from any seat's
        observation or the public view: scores are public."""

    def match_goal(self, observation: Observation) -> MatchGoal | None:
        """How the match ends, from any view (public facts): None when the game says
        nothing more than its rules (an end no number foretells)."""
        return None

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
        self,
        num_players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        edition: int | None = None,
    ) -> State:
        """A fresh match, dealt with chance drawn from an RNG seeded with `seed`, under
        the given edition of the rules (by default the current one)."""
        self.check_players(num_players)
        edition = self.edition if edition is None else edition
        if not 1 <= edition <= self.edition:
            raise OptionError(f"{self.id} has rules editions 1 to {self.edition}, not {edition}")
        return self.create_state(
            num_players, self.resolve_options(options), MatchRng(seed), edition
        )

    @abstractmethod
    def create_state(self, num_players: int, options: dict, rng: MatchRng, edition: int) -> State:
        """Set up the match (options already checked) and deal with `rng`, under the
        given edition of the rules (see `Game.edition`)."""

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
        it revealed. An event marked "chosen" hides only what its own seat chose (a
        card laid face down in a sealed bid): no news to that seat, so no reveal."""
        if event.get("reveal"):
            return True
        if event.get("chosen") and event.get("seat") == seat:
            return False
        return self.redact_event(event, seat) != self.redact_event(event, None)

    # Kinds of action that take back a step of a decision under way (Dog Eat Dog's
    # "cancel" before the roll, Stonehenge's "take_back" of a card of an unsealed
    # bid): a player who changes their mind needs them, a search never does (it
    # would meet the same decision again), and a hint never proposes one.
    takes_back: ClassVar[frozenset[str]] = frozenset()

    # Points of score gap that make a full win between two seats when a search cuts
    # a playout before the end (see `State.provisional_result`); 0: ranks only.
    search_scale: ClassVar[float] = 0.0

    def playout_action(self, state: State, rng: random.Random) -> Action:
        """A quick move for the seat to move in a search's playout. `state` is a
        determinized world (a sampled deal, never the real match), so the policy may
        read all of it. Random by default; a game offers a cheap greedy move where
        random play says little about a position (Dumble: random players never
        call, so a random round hardly ends)."""
        legal = state.legal_actions()
        return legal[rng.randrange(len(legal))]

    def rollout(
        self, state: State, rng: random.Random, start_round: int, max_steps: int
    ) -> Rollout:
        """Play a search's world on with `playout_action` until the match ends, the
        round `start_round` ends (`State.round_mark`) or `max_steps` actions are
        played, and say how it then stands. `state` is the search's own world: it may
        be used up. A game may override this with a fast model of its own rules that
        skips what a playout never reads (events, checks, public bookkeeping); it
        must give exactly what this loop gives for the same state and RNG (a test
        plays both over random positions of every game)."""
        steps = 0
        while state.to_move is not None and steps < max_steps:
            if state.round_mark() != start_round:
                break
            state.apply(self.playout_action(state, rng))
            steps += 1
        over = state.is_over()
        return Rollout(state.result() if over else state.provisional_result(), over, steps)

    # True when some actions are hidden from the other seats (cards laid face down
    # in a sealed bid): a search then keeps one tree per seat (see
    # `rules_engine/ai/ismcts.py`) and `public_action` says what each seat sees.
    sealed_actions: ClassVar[bool] = False

    def public_action(self, action: Action, actor: int, viewer: int) -> Action:
        """`actor`'s action as `viewer` sees it (itself when public; a game with
        `sealed_actions` hides what a face-down action chose)."""
        return action

    def chance_outcome(self, state: State, action: Action):
        """What chance decided when `action` was just applied to `state` (a fight's
        outcome), for a search that keeps apart the positions each outcome leads to
        (a closed-loop tree over chance: see `rules_engine/ai/ismcts.py`); None
        when the action involved no chance. By default a game does not say, and the
        tree stays open-loop: each node mixes every outcome chance dealt."""
        return None

    def searched_actions(self, legal: list[Action]) -> list[Action]:
        """The legal actions a search weighs: all but the take-backs (`takes_back`),
        unless nothing else is legal."""
        kinds = self.takes_back
        if not kinds:
            return legal
        kept = [action for action in legal if action[0] not in kinds]
        return kept or legal

    def bots(self) -> dict[str, type]:
        """The game's own bots by name (the generic `random` is always available)."""
        return {}
