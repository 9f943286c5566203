"""Pebbles' rules: the tiny sixth game the tests add by following README's "Adding a game"
alone (tests/sixth_game/): a pile of pebbles, each player in turn takes one,
two or three, and whoever takes the last one wins the round. A match is two rounds;
each round's pile is drawn from the match's RNG.

Its rules follow the protocol of `rules_engine/core/protocol.py` and nothing more.
"""

from __future__ import annotations

import random

from rules_engine.ai.base import Bot
from rules_engine.core.errors import IllegalAction
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.protocol import Game, Observation, Result, Scoreboard, State, ranks_from_keys
from rules_engine.core.rng import MatchRng

ROUNDS = 2
MOST = 3  # PB-2: one to three pebbles a turn


class PebblesState(State):
    __slots__ = ("history", "num_players", "pile", "rng", "round", "setup_events", "turn")

    def __init__(self, num_players: int, rng: MatchRng) -> None:
        self.num_players = num_players
        self.rng = rng
        self.round = 0
        self.pile = 0
        self.turn = 0
        self.history: list[tuple[int, ...]] = []  # each round's scores
        self.setup_events = [self.deal()]

    def deal(self) -> dict:
        """PB-1: a new pile; the round's first player is the next seat round the table."""
        self.round += 1
        self.pile = self.rng.randint(7, 12)
        self.turn = (self.round - 1) % self.num_players
        return {"type": "deal", "round": self.round, "pile": self.pile, "starter": self.turn}

    @property
    def to_move(self) -> int | None:
        return None if self.is_over() else self.turn

    def is_over(self) -> bool:
        return len(self.history) == ROUNDS

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(row[seat] for row in self.history) for seat in range(self.num_players))

    def legal_actions(self, seat: int | None = None) -> list[tuple]:
        if self.is_over() or (seat is not None and seat != self.turn):
            return []
        return [("take", count) for count in range(1, min(MOST, self.pile) + 1)]

    def apply(self, action: tuple) -> list[dict]:
        if self.is_over():
            raise IllegalAction("PB-3", QT_TRANSLATE_NOOP("Engine", "The match is over."))
        if action not in self.legal_actions():
            raise IllegalAction(
                "PB-2",
                QT_TRANSLATE_NOOP("Engine", "Take one to three pebbles, no more than the pile."),
            )
        seat, count = self.turn, action[1]
        self.pile -= count
        events = [{"type": "take", "seat": seat, "count": count, "left": self.pile}]
        if self.pile:
            self.turn = (seat + 1) % self.num_players
            return events
        scores = tuple(int(other == seat) for other in range(self.num_players))
        self.history.append(scores)
        events.append(
            {"type": "round_end", "winner": seat, "scores": scores, "totals": self.totals()}
        )
        if self.is_over():
            events.append({"type": "match_end", "totals": self.totals()})
        else:
            events.append(self.deal())
        return events

    def observe(self, seat: int | None) -> Observation:
        return {
            "game": "pebbles",
            "seat": seat,
            "num_players": self.num_players,
            "round": self.round,
            "rounds": ROUNDS,
            "to_move": self.to_move,
            "pile": self.pile,
            "totals": self.totals(),
            "history": tuple(self.history),
        }

    def result(self) -> Result:
        totals = self.totals()
        return Result(scores=totals, ranks=ranks_from_keys([-total for total in totals]))

    def clone(self) -> PebblesState:
        twin = PebblesState.__new__(PebblesState)
        twin.num_players, twin.rng = self.num_players, self.rng.copy()
        twin.round, twin.pile, twin.turn = self.round, self.pile, self.turn
        twin.history, twin.setup_events = list(self.history), list(self.setup_events)
        return twin

    def full_view(self) -> dict:
        return {
            **self.observe(None),
            "rng": self.rng.getstate(),
            "private": tuple({} for _ in range(self.num_players)),
        }


class HeuristicBot(Bot):
    """Leaves the pile at a multiple of four when it can (else takes one)."""

    name = "heuristic"

    def choose(self, observation, legal_actions, rng: random.Random, budget) -> tuple:
        wanted = ("take", observation["pile"] % (MOST + 1))
        return wanted if wanted in legal_actions else legal_actions[0]


class PebblesGame(Game, declared="pebbles"):
    def create_state(
        self, num_players: int, options: dict, rng: MatchRng, edition: int
    ) -> PebblesState:
        return PebblesState(num_players, rng)

    def determinize(self, observation: Observation, seat: int, rng: random.Random) -> PebblesState:
        """Nothing is hidden: the same table, the piles to come from a new RNG."""
        state = PebblesState.__new__(PebblesState)
        state.num_players, state.rng = observation["num_players"], MatchRng(rng.getrandbits(63))
        state.round, state.pile = observation["round"], observation["pile"]
        state.turn = observation["to_move"] if observation["to_move"] is not None else 0
        state.history, state.setup_events = [tuple(row) for row in observation["history"]], []
        return state

    def scoreboard(self, observation: Observation) -> Scoreboard:
        n = observation["num_players"]
        return Scoreboard.from_round_scores(
            observation["history"], observation["totals"], self.teams(n)
        )

    def bots(self) -> dict[str, type]:
        return {"heuristic": HeuristicBot}
