"""Dumble's metadata, set-up, per-seat views and determinizer."""

from __future__ import annotations

import random

from rules_engine.core.cards import full_decks, redact_deal_and_draw
from rules_engine.core.protocol import (
    Event,
    Game,
    MatchGoal,
    Observation,
    Rollout,
    Scoreboard,
)
from rules_engine.core.rng import MatchRng, WorldRng
from rules_engine.games.dumble import playout
from rules_engine.games.dumble.scoring import (
    ELIMINATION_ABOVE,
    EXACT_SCORE_RESET,
    RESET_TO,
)
from rules_engine.games.dumble.state import (
    DISCARD,
    DRAW,
    OVER,
    PHASE_NAMES,
    DumbleState,
    shuffle,
)

BACK_TO_50 = "back_to_50"  # scoreboard marks: a total of exactly 100 went back to 50 (DU-16)
OUT = "out"  # the seat went out in this round (DU-16)


class _DealPlan:
    """What an observation tells a determinization (see `DumbleGame.determinize`):
    the unseen cards grouped by the shuffle they last went into (in the order of
    the cards), what each hand must get back, and the public table; checked once
    to add up."""

    __slots__ = (
        "dead",
        "decks",
        "hand",
        "hidden_from",
        "history",
        "known",
        "num_players",
        "offer",
        "out",
        "out_round",
        "pending",
        "phase",
        "round",
        "shuffle",
        "shuffle_of",
        "slices",
        "starter",
        "stock",
        "totals",
        "totals_history",
        "turn",
        "unseen",
    )

    def __init__(self, obs: Observation, seat: int) -> None:
        n = self.num_players = obs["num_players"]
        self.decks = obs["decks"]
        seen = set(obs["hand"]).union(obs["dead"], obs["offer"], obs["pending"])
        for other, known in enumerate(obs["known"]):
            if other != seat:
                seen.update(known)
        shuffle_of = self.shuffle_of = tuple(obs["shuffle_of"])
        unseen: dict[int, list[int]] = {}
        for card in full_decks(obs["decks"]):
            if card not in seen:
                unseen.setdefault(shuffle_of[card], []).append(card)
        # The pools, in the order of the cards; each hand takes its slice of each
        # pool it drew from, seat by seat; what is left of the latest is the stock.
        self.unseen = tuple(tuple(cards) for cards in unseen.values())
        index = {number: position for position, number in enumerate(unseen)}
        taken = [0] * len(index)
        slices = []
        for other in range(n):
            mine = []
            if other != seat:
                for number, count in obs["hidden_from"][other]:
                    pool = index.get(number)
                    if pool is None or len(self.unseen[pool]) - taken[pool] < count:
                        raise ValueError("observation is not consistent: too few unseen cards")
                    mine.append((pool, taken[pool], taken[pool] + count))
                    taken[pool] += count
            slices.append(tuple(mine))
        self.slices = tuple(slices)
        pool = index.get(obs["shuffle"])
        self.stock = (pool, taken[pool]) if pool is not None else (None, 0)
        left = [len(cards) - count for cards, count in zip(self.unseen, taken, strict=True)]
        if pool is not None:
            left[pool] = 0
        stock_size = len(self.unseen[pool]) - taken[pool] if pool is not None else 0
        if any(left) or stock_size != obs["stock_size"]:
            raise ValueError("observation is not consistent: unseen cards do not add up")
        self.hand = tuple(sorted(obs["hand"]))
        self.known = tuple(tuple(known) for known in obs["known"])
        self.hidden_from = tuple(dict(pairs) for pairs in obs["hidden_from"])
        self.round = obs["round"]
        self.starter = obs["starter"]
        self.totals = tuple(obs["totals"])
        self.out = tuple(obs["out"])
        self.out_round = tuple(obs["out_round"])
        self.dead = tuple(obs["dead"])
        self.offer = obs["offer"]
        self.pending = obs["pending"]
        self.phase = PHASE_NAMES.index(obs["phase"])
        self.turn = obs["to_move"] if self.phase != OVER else 0
        self.shuffle = obs["shuffle"]
        self.history = tuple(obs["history"])
        self.totals_history = tuple(obs["totals_history"])


# The last observation determinized, its seat and its plan: a search deals from one.
_last_plan: tuple | None = None


class DumbleGame(Game, declared="dumble"):  # declared in core/catalogue.py
    options = ()
    search_scale = 25.0  # points between two totals that make a clear lead

    def playout_action(self, state: DumbleState, rng: random.Random) -> tuple:
        """A quick greedy player for search playouts: take a low offered card, else
        draw; call with a few points; else shed the discard worth the most points
        (see `rules_engine/games/dumble/playout.py`)."""
        return playout.playout_action(state, rng)

    def rollout(
        self, state: DumbleState, rng: random.Random, start_round: int, max_steps: int
    ) -> Rollout:
        """The fast model of a playout's round (DU-6 to DU-12, see playout.py), held
        equal to the generic loop by tests/engine/ai/test_rollout_model.py."""
        return playout.rollout(state, rng, start_round, max_steps)

    def create_state(
        self, num_players: int, options: dict, rng: MatchRng, edition: int
    ) -> DumbleState:
        state = DumbleState(num_players, rng)
        starter = rng.randrange(num_players)  # DU-5: the first starter is drawn at random
        state.setup_events = [state.deal(starter)]
        return state

    def determinize(self, observation: Observation, seat: int, rng: random.Random) -> DumbleState:
        """Deal out the cards `seat` cannot see.

        Public knowledge sorts the unseen cards by the shuffle of the stock they last
        went into: a card of an older shuffle can only be in a hand that drew from that
        shuffle, and only the latest shuffle can still be in the stock. Each hand gets
        its known cards back, then, shuffle by shuffle, as many unseen cards as the
        observation says it drew face down from it; what is left of the latest
        shuffle is the stock.

        A search deals thousands of worlds from one observation: what the observation
        tells (`_DealPlan`) is worked out once and kept for the next call with the
        same observation; each world then costs its shuffles and its lists."""
        global _last_plan
        last = _last_plan  # one read: another thread may replace it meanwhile
        if last is not None and last[0] is observation and last[1] == seat:
            plan = last[2]
        else:
            plan = _DealPlan(observation, seat)
            _last_plan = (observation, seat, plan)
        state = DumbleState.__new__(DumbleState)
        state.rng = WorldRng(rng.getrandbits(63))  # seeded only if a draw needs it
        pools = []
        for cards in plan.unseen:
            cards = list(cards)
            shuffle(rng, cards)
            pools.append(cards)
        hands = []
        for other, slices in enumerate(plan.slices):
            if other == seat:
                hands.append(list(plan.hand))
                continue
            hand = list(plan.known[other])
            for pool, start, stop in slices:
                hand += pools[pool][start:stop]
            hand.sort()
            hands.append(hand)
        pool, start = plan.stock
        state.stock = pools[pool][start:] if pool is not None else []
        state.hands = hands
        state.num_players = plan.num_players
        state.decks = plan.decks
        state.round = plan.round
        state.starter = plan.starter
        state.totals = list(plan.totals)
        state.out = list(plan.out)
        state.out_round = list(plan.out_round)
        state.dead = list(plan.dead)
        state.offer = plan.offer
        state.pending = plan.pending
        state.phase = plan.phase
        state.turn = plan.turn
        state.known = [list(known) for known in plan.known]
        state.shuffle = plan.shuffle
        state.shuffle_of = list(plan.shuffle_of)
        state.hidden_from = [hidden.copy() for hidden in plan.hidden_from]
        state.history = list(plan.history)
        state.totals_history = list(plan.totals_history)
        state.setup_events = []
        return state

    def match_goal(self, observation: Observation) -> MatchGoal:
        """DU-16, DU-17: a total over 100 puts a player out; the last one left wins."""
        return MatchGoal(out_above=ELIMINATION_ABOVE)

    def scoreboard(self, observation: Observation) -> Scoreboard:
        """Totals are not plain sums (a total of exactly 100 goes back to 50): the
        totals after each round come from the state, and each round's marks say who
        went back to 50 and who went out."""
        obs = observation
        rounds = obs["history"]
        by_round = obs["totals_history"]
        n = obs["num_players"]
        marks = []
        before = (0,) * n
        for number, (scores, totals) in enumerate(zip(rounds, by_round, strict=True), 1):
            row = []
            for seat in range(n):
                notes = ()
                if totals[seat] == RESET_TO and before[seat] + scores[seat] == EXACT_SCORE_RESET:
                    notes = (BACK_TO_50,)
                elif obs["out"][seat] and obs["out_round"][seat] == number:
                    notes = (OUT,)
                row.append(notes)
            marks.append(tuple(row))
            before = totals
        return Scoreboard(
            rounds=tuple(rounds),
            totals=tuple(obs["totals"]),
            totals_by_round=tuple(by_round),
            out=tuple(obs["out"]),
            teams=self.teams(n),
            marks=tuple(marks),
        )

    def redact_event(self, event: Event, seat: int | None) -> Event:
        return redact_deal_and_draw(event, seat)

    def bots(self) -> dict[str, type]:
        from rules_engine.games.dumble.bot import DumbleHeuristicBot

        return {"heuristic": DumbleHeuristicBot}


__all__ = ["DISCARD", "DRAW", "DumbleGame"]
