"""Dumble's metadata, set-up, per-seat views and determinizer."""

from __future__ import annotations

import random

from rules_engine.core.cards import full_decks
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.protocol import Event, Game, Observation
from rules_engine.core.rng import MatchRng
from rules_engine.games.dumble.state import DISCARD, DRAW, OVER, PHASE_NAMES, DumbleState


class DumbleGame(Game):
    id = "dumble"
    name = QT_TRANSLATE_NOOP("Games", "Dumble")
    summary = QT_TRANSLATE_NOOP(
        "Games", "Shed pairs and runs, then call Dumble! with ten points or less in hand."
    )
    player_counts = (2, 3, 4, 5, 6, 7, 8)
    options = ()
    clause_prefix = "DU"
    default_bot = "heuristic"

    def create_state(self, num_players: int, options: dict, rng: MatchRng) -> DumbleState:
        state = DumbleState(num_players, rng)
        starter = rng.randrange(num_players)  # DU-5: the first starter is drawn at random
        state.setup_events = [state.deal(starter)]
        return state

    def determinize(self, observation: Observation, seat: int, rng: random.Random) -> DumbleState:
        """Deal out the cards `seat` cannot see.

        Public knowledge splits the unseen cards in two: those of the current shuffle
        of the stock (the stock itself, and what others drew from it since) and older
        ones, which can only be in other hands. Each hand gets its known cards back,
        then as many old and current unseen cards as the observation says it hid."""
        obs = observation
        n = obs["num_players"]
        state = DumbleState(n, MatchRng(rng.getrandbits(63)))
        seen = set(obs["hand"]).union(obs["dead"], obs["offer"], obs["pending"])
        for other, known in enumerate(obs["known"]):
            if other != seat:
                seen.update(known)
        pool = set(obs["pool"])
        unseen = [card for card in full_decks(obs["decks"]) if card not in seen]
        current = [card for card in unseen if card in pool]
        older = [card for card in unseen if card not in pool]
        rng.shuffle(current)
        rng.shuffle(older)
        for other in range(n):
            if other == seat:
                hand = list(obs["hand"])
            else:
                known = list(obs["known"][other])
                hidden = obs["hand_sizes"][other] - len(known)
                from_current = obs["hidden_current"][other]
                from_older = hidden - from_current
                hand = known + older[:from_older] + current[:from_current]
                del older[:from_older], current[:from_current]
            state.hands[other] = sorted(hand)
        if older or len(current) != obs["stock_size"]:
            raise ValueError("observation is not consistent: unseen cards do not add up")
        state.stock = current
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
        state.pool = frozenset(pool)
        state.hidden_current = list(obs["hidden_current"])
        state.history = list(obs["history"])
        state.totals_history = list(obs["totals_history"])
        return state

    def redact_event(self, event: Event, seat: int | None) -> Event:
        kind = event["type"]
        if kind == "draw" and event["seat"] != seat:
            return {**event, "card": None}
        if kind == "deal":
            hands = tuple(
                hand if other == seat else (None,) * len(hand)
                for other, hand in enumerate(event["hands"])
            )
            return {**event, "hands": hands}
        return event

    def bots(self) -> dict[str, type]:
        from rules_engine.games.dumble.bot import DumbleHeuristicBot

        return {"heuristic": DumbleHeuristicBot}


__all__ = ["DISCARD", "DRAW", "DumbleGame"]
