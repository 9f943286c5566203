"""The Stonehenge auction's metadata, set-up, per-seat views and determinizer."""

from __future__ import annotations

import random

from rules_engine.catalogue import entry
from rules_engine.core.cards import hands_seen_by
from rules_engine.core.protocol import HIDDEN, Event, Game, Observation, Rollout, Scoreboard
from rules_engine.core.rng import MatchRng
from rules_engine.core.sealed import ABSTAIN, LAY, TAKE_BACK, SealedCommitments
from rules_engine.games.stonehenge import playout
from rules_engine.games.stonehenge.material import (
    DAY,
    DECK,
    NO_SUIT,
    NUMBER,
    SUIT,
    SUITS,
    bid_suit,
    is_dolmen_card,
)
from rules_engine.games.stonehenge.state import ADD as ADD_ACTION
from rules_engine.games.stonehenge.state import PHASE_NAMES, StonehengeState
from rules_engine.games.stonehenge.state import TAKE_BACK as TAKE_BACK_ACTION

DETERMINIZE_TRIES = 50


class StonehengeGame(Game):
    id, name, summary = entry("stonehenge")[:3]  # the catalogue holds them
    player_counts = (3, 4, 5)
    options = ()
    clause_prefix = "SH"
    search_scale = 6.0  # points between two scores that make a clear lead
    information = HIDDEN  # hands and unrevealed bids are private
    takes_back = frozenset({"take_back"})  # a card back from an unsealed bid
    # SH-7: a bid's cards are laid face down; the others see that a card went in
    # or came back, not which (a search keeps one tree per seat for that).
    sealed_actions = True

    def public_action(self, action, actor: int, viewer: int):
        if viewer != actor and action[0] in (ADD_ACTION, TAKE_BACK_ACTION):
            return (action[0], None)
        return action

    # What is printed on each card, by id, as plain data for a table to draw (it never
    # weighs a card itself): (number 1-30 or 0, colour 0-5 or -1, day, dolmen card).
    card_faces = tuple((NUMBER[card], SUIT[card], DAY[card], is_dolmen_card(card)) for card in DECK)

    def create_state(self, num_players: int, options: dict, rng: MatchRng) -> StonehengeState:
        state = StonehengeState(num_players, rng)
        state.setup_events = [state.set_up()]
        return state

    def determinize(
        self, observation: Observation, seat: int, rng: random.Random
    ) -> StonehengeState:
        """Deal out the cards `seat` cannot see, keeping every public fact.

        The unseen cards are every card outside the seat's hand, its own bid and the
        discard. Each went into the deck at some shuffle (`shuffle_of`): a card of an
        older shuffle can only be in a hand (or a face-down bid) that drew from that
        shuffle, and only the latest shuffle can still be in the deck. Each other
        seat first gets a legal face-down bid of as many cards as it laid (one colour
        plus dolmen cards, SH-7) drawn from the shuffles it drew from, then, shuffle by
        shuffle, the rest of what it drew; what is left of the latest shuffle is the
        deck. A deal that leaves some bid impossible is dealt again."""
        for _ in range(DETERMINIZE_TRIES):
            state = self._deal_world(observation, seat, rng)
            if state is not None:
                return state
        raise ValueError("observation is not consistent: no face-down bids fit the hands")

    def _deal_world(
        self, obs: Observation, seat: int, rng: random.Random
    ) -> StonehengeState | None:
        n = obs["num_players"]
        state = StonehengeState(n, MatchRng(rng.getrandbits(63)))
        shuffle_of = obs["shuffle_of"]
        seen = set(obs["hand"]).union(obs["bid"], obs["discard"])
        pools: dict[int, list[int]] = {}
        for card in DECK:
            if card not in seen:
                pools.setdefault(shuffle_of[card], []).append(card)
        for cards in pools.values():
            rng.shuffle(cards)
        counts = [dict(pairs) for pairs in obs["hidden_from"]]
        laid: list[list[int]] = [[] for _ in range(n)]
        laid[seat] = list(obs["bid"])
        for other, bid in enumerate(obs["bids"]):
            if other != seat and bid["count"]:
                cards = face_down_bid(pools, counts[other], bid["count"], rng)
                if cards is None:
                    return None
                laid[other] = cards
        for other in range(n):
            if other == seat:
                state.hands[other] = list(obs["hand"])
                continue
            hand = []
            for shuffle, count in counts[other].items():
                pool = pools.get(shuffle, [])
                if len(pool) < count:
                    raise ValueError("observation is not consistent: too few unseen cards")
                hand.extend(pool[:count])
                del pool[:count]
            state.hands[other] = sorted(hand)
        deck = pools.pop(obs["shuffle"], [])
        if any(pools.values()) or len(deck) != obs["deck_size"]:
            raise ValueError("observation is not consistent: unseen cards do not add up")
        state.deck = deck
        state.discard = list(obs["discard"])
        for other, bid in enumerate(obs["bids"]):
            state.bids.items[other] = laid[other]
            state.bids.status[other] = bid["status"]
        state.stones = tuple(obs["ring"]) + tuple(obs["dolmens"])
        state.auction = obs["auction"]
        state.owners = list(obs["owners"])
        state.collections = [list(owned) for owned in obs["collections"]]
        state.scores = list(obs["scores"])
        state.first = obs["first_auction"]
        state.opener = obs["opener"]
        state.phase = PHASE_NAMES.index(obs["phase"])
        state.turn = obs["to_move"] if obs["to_move"] is not None else obs["opener"]
        state.suit = bid_suit(laid[state.turn]) if obs["to_move"] is not None else NO_SUIT
        state.champion = obs["champion"]
        state.shuffle = obs["shuffle"]
        state.shuffle_of = list(shuffle_of)
        state.hidden_from = [dict(pairs) for pairs in obs["hidden_from"]]
        state.history = list(obs["history"])
        state.last_reveal = obs["last_reveal"]
        return state

    def scoreboard(self, observation: Observation) -> Scoreboard:
        """One row per auction: the points its buyer scored (scores are plain sums)."""
        return Scoreboard.from_round_scores(
            observation["history"],
            observation["scores"],
            self.teams(observation["num_players"]),
        )

    def redact_event(self, event: Event, seat: int | None) -> Event:
        kind = event["type"]
        if kind == "deal":
            return {**event, "hands": hands_seen_by(event["hands"], seat)}
        if kind == "draw" and event["seat"] != seat:
            return {**event, "cards": (None,) * len(event["cards"])}
        if kind in (LAY, TAKE_BACK, ABSTAIN):
            return SealedCommitments.redact_event(event, seat)
        return event

    def bots(self) -> dict[str, type]:
        from rules_engine.games.stonehenge.bot import StonehengeHeuristicBot

        return {"heuristic": StonehengeHeuristicBot}

    def playout_action(self, state: StonehengeState, rng: random.Random) -> tuple:
        """A random action but a take-back (see `playout.playout_action`)."""
        return playout.playout_action(state, rng)

    def rollout(
        self, state: StonehengeState, rng: random.Random, start_round: int, max_steps: int
    ) -> Rollout:
        """The fast model of the playout (see `playout.rollout`)."""
        return playout.rollout(state, rng, start_round, max_steps)


def face_down_bid(
    pools: dict[int, list[int]], counts: dict[int, int], size: int, rng: random.Random
) -> list[int] | None:
    """`size` unseen cards forming a legal bid (SH-7: one suit plus dolmen cards), taken
    from the shuffles the seat drew from without exceeding what it drew from each;
    they leave the pools and the seat's counts. None when no suit can make one."""
    suits = list(range(SUITS))
    rng.shuffle(suits)
    for suit in suits:
        room = dict(counts)
        chosen: list[tuple[int, int]] = []
        for shuffle, pool in pools.items():
            for card in pool:
                if len(chosen) == size or not room.get(shuffle):
                    break
                if SUIT[card] in (suit, NO_SUIT):
                    chosen.append((shuffle, card))
                    room[shuffle] -= 1
        if len(chosen) < size:
            continue
        for shuffle, card in chosen:
            pools[shuffle].remove(card)
            counts[shuffle] -= 1
            if not counts[shuffle]:
                del counts[shuffle]
        return [card for _shuffle, card in chosen]
    return None
