"""Dumble's metadata, set-up, per-seat views and determinizer."""

from __future__ import annotations

import random

from rules_engine.catalogue import entry
from rules_engine.core.cards import full_decks, redact_deal_and_draw
from rules_engine.core.protocol import (
    HIDDEN,
    Event,
    Game,
    MatchGoal,
    Observation,
    Rollout,
    Scoreboard,
)
from rules_engine.core.rng import MatchRng
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
)

BACK_TO_50 = "back_to_50"  # scoreboard marks: a total of exactly 100 went back to 50 (DU-16)
OUT = "out"  # the seat went out in this round (DU-16)


class DumbleGame(Game):
    id, name, summary = entry("dumble")[:3]  # the catalogue holds them
    player_counts = (2, 3, 4, 5, 6, 7, 8)
    options = ()
    clause_prefix = "DU"
    information = HIDDEN  # each hand is private
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

    def create_state(self, num_players: int, options: dict, rng: MatchRng) -> DumbleState:
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
        shuffle is the stock."""
        obs = observation
        n = obs["num_players"]
        state = DumbleState(n, MatchRng(rng.getrandbits(63)))
        seen = set(obs["hand"]).union(obs["dead"], obs["offer"], obs["pending"])
        for other, known in enumerate(obs["known"]):
            if other != seat:
                seen.update(known)
        shuffle_of = obs["shuffle_of"]
        unseen: dict[int, list[int]] = {}
        for card in full_decks(obs["decks"]):
            if card not in seen:
                unseen.setdefault(shuffle_of[card], []).append(card)
        for cards in unseen.values():
            rng.shuffle(cards)
        for other in range(n):
            if other == seat:
                state.hands[other] = sorted(obs["hand"])
                continue
            hand = list(obs["known"][other])
            for shuffle, count in obs["hidden_from"][other]:
                cards = unseen.get(shuffle, [])
                if len(cards) < count:
                    raise ValueError("observation is not consistent: too few unseen cards")
                hand.extend(cards[:count])
                del cards[:count]
            state.hands[other] = sorted(hand)
        stock = unseen.pop(obs["shuffle"], [])
        if any(unseen.values()) or len(stock) != obs["stock_size"]:
            raise ValueError("observation is not consistent: unseen cards do not add up")
        state.stock = stock
        state.round = obs["round"]
        state.starter = obs["starter"]
        state.totals = list(obs["totals"])
        state.out = list(obs["out"])
        state.out_round = list(obs["out_round"])
        state.dead = list(obs["dead"])
        state.offer = obs["offer"]
        state.pending = obs["pending"]
        state.phase = PHASE_NAMES.index(obs["phase"])
        state.turn = obs["to_move"] if state.phase != OVER else 0
        state.known = [list(known) for known in obs["known"]]
        state.shuffle = obs["shuffle"]
        state.shuffle_of = list(shuffle_of)
        state.hidden_from = [dict(pairs) for pairs in obs["hidden_from"]]
        state.history = list(obs["history"])
        state.totals_history = list(obs["totals_history"])
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
