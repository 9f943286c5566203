"""Random Dumble matches for 2 to 8 players (one and two decks), checking the rules'
invariants after every single action."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.core.cards import CARDS_PER_DECK
from rules_engine.core.values import is_plain
from rules_engine.games.dumble.scoring import hand_value
from rules_engine.games.dumble.state import DISCARD, DumbleState
from tests.engine.dumble.helpers import (
    GAME,
    brute_force_discards,
    check_conservation,
    check_public_knowledge,
)

CALL = ("dumble",)
MAX_ACTIONS = 20_000
OBSERVATION_KEYS = {
    "game",
    "seat",
    "num_players",
    "decks",
    "round",
    "starter",
    "to_move",
    "phase",
    "hand",
    "hand_sizes",
    "known",
    "offer",
    "pending",
    "dead",
    "stock_size",
    "shuffle",
    "shuffle_of",
    "hidden_from",
    "totals",
    "out",
    "out_round",
    "history",
    "totals_history",
}


def choose(state: DumbleState, rng: random.Random) -> tuple:
    """A random legal action; Dumble is called with probability 1/2 whenever legal."""
    legal = state.legal_actions()
    assert legal, "no legal action in a match that is not over"
    if CALL in legal and rng.random() < 0.5:
        return CALL
    others = [action for action in legal if action != CALL]
    return rng.choice(others)


def hidden_cards(state: DumbleState, seat: int) -> set[int]:
    return set(state.hands[seat]) - set(state.known[seat])


def check_observation(state: DumbleState, seat: int, rng: random.Random, swap: bool) -> None:
    obs = state.observe(seat)
    assert set(obs) >= OBSERVATION_KEYS
    assert not {"hands", "stock", "rng"} & set(obs)
    assert obs["seat"] == seat and obs["to_move"] == state.to_move
    assert obs["hand"] == tuple(state.hands[seat])
    assert obs["hand_sizes"] == tuple(len(hand) for hand in state.hands)
    assert obs["stock_size"] == len(state.stock)
    secret = set()
    for other in range(state.num_players):
        if other != seat:
            secret |= hidden_cards(state, other)
    shown = {*obs["hand"], *obs["offer"], *obs["pending"], *obs["dead"]}
    shown.update(*obs["known"])
    assert not secret & shown, "a hidden card is shown"
    assert all(
        set(known) <= set(hand) for known, hand in zip(obs["known"], state.hands, strict=True)
    )
    assert obs["shuffle"] == state.shuffle and obs["shuffle_of"] == tuple(state.shuffle_of)
    for other, pairs in enumerate(obs["hidden_from"]):
        assert pairs == tuple(sorted(state.hidden_from[other].items()))
        hidden = obs["hand_sizes"][other] - len(obs["known"][other])
        assert sum(count for _, count in pairs) == hidden
    if swap:  # whatever the keys: moving cards the seat cannot see changes nothing
        assert hide_differently(state, seat, rng).observe(seat) == obs


def hide_differently(state: DumbleState, seat: int, rng: random.Random) -> DumbleState:
    """A twin where `seat` cannot tell the difference: the stock reshuffled, a hidden
    card of the current shuffle swapped with a stock card, and two hidden cards of
    the same older shuffle swapped between two other hands."""
    twin = state.clone()
    rng.shuffle(twin.stock)
    others = [o for o in range(state.num_players) if o != seat]
    shuffle_of, current_shuffle = twin.shuffle_of, twin.shuffle
    current = [
        (o, c)
        for o in others
        for c in twin.hands[o]
        if c not in twin.known[o] and shuffle_of[c] == current_shuffle
    ]
    if current and twin.stock:
        owner, hidden = rng.choice(current)
        index = rng.randrange(len(twin.stock))
        twin.hands[owner].remove(hidden)
        twin.hands[owner].append(twin.stock[index])
        twin.hands[owner].sort()
        twin.stock[index] = hidden
    older = [
        (o, c)
        for o in others
        for c in twin.hands[o]
        if c not in twin.known[o] and shuffle_of[c] != current_shuffle
    ]
    if older:
        o1, c1 = rng.choice(older)
        partners = [(o, c) for o, c in older if o != o1 and shuffle_of[c] == shuffle_of[c1]]
        if partners:
            o2, c2 = rng.choice(partners)
            twin.hands[o1] = sorted([*(c for c in twin.hands[o1] if c != c1), c2])
            twin.hands[o2] = sorted([*(c for c in twin.hands[o2] if c != c2), c1])
    check_conservation(twin)
    check_public_knowledge(twin)
    return twin


def check_events(state: DumbleState, events: list[dict]) -> None:
    """What each seat is told of the events hides the other hands (the showdown aside)."""
    for event in events:
        assert is_plain(event)
        if event["type"] in {"round_end", "match_end"}:
            continue
        for seat in range(state.num_players):
            seen = GAME.redact_event(event, seat)
            if event["type"] == "draw" and event["seat"] != seat:
                assert seen["card"] is None
            if event["type"] == "deal":
                for other, hand in enumerate(seen["hands"]):
                    if other != seat:
                        assert all(card is None for card in hand)
                    else:
                        assert hand == tuple(state.hands[seat])


class Tracker:
    """Remembers what must never change or grow between actions."""

    def __init__(self, state: DumbleState) -> None:
        self.round = state.round
        self.sizes = [len(hand) for hand in state.hands]
        self.out = list(state.out)
        self.out_totals = {}

    def check(self, state: DumbleState, events: list[dict]) -> None:
        n = state.num_players
        check_conservation(state)
        check_public_knowledge(state)
        assert (
            len(state.stock)
            + len(state.dead)
            + len(state.offer)
            + len(state.pending)
            + sum(len(hand) for hand in state.hands)
            == CARDS_PER_DECK * state.decks
        )
        # Hands: at most seven cards, never growing within a round.
        new_round = state.round != self.round
        for seat, hand in enumerate(state.hands):
            assert len(hand) <= 7
            assert hand == sorted(hand)
            if not new_round and state.phase == DISCARD:
                assert len(hand) <= self.sizes[seat], f"seat {seat}'s hand grew"
        if state.phase == DISCARD:
            self.sizes = [len(hand) for hand in state.hands]
            self.round = state.round
        # Totals and elimination.
        for seat in range(n):
            assert state.totals[seat] != 100
            if state.out[seat]:
                assert state.totals[seat] > 100
                if seat in self.out_totals:
                    assert state.totals[seat] == self.out_totals[seat], "an out seat scored"
                self.out_totals[seat] = state.totals[seat]
                if not state.is_over():
                    assert state.hands[seat] == [], "an out seat still holds cards"
            else:
                assert state.totals[seat] < 100
            assert not (self.out[seat] and not state.out[seat]), "a seat came back"
        self.out = list(state.out)
        if state.is_over():
            assert sum(1 for out in state.out if not out) == 1
            assert state.to_move is None and state.legal_actions() == []
        else:
            assert state.to_move is not None and not state.out[state.to_move]
            assert sum(1 for out in state.out if not out) >= 2
        for event in events:
            if event["type"] == "round_end":
                assert event["totals"] == tuple(state.totals)
                assert hand_value(event["hands"][event["caller"]]) <= 10
            if event["type"] == "deal":
                assert state.turn == event["starter"] and not state.out[event["starter"]]
        check_events(state, events)


def play_and_check(num_players: int, seed: int, rng: random.Random, observe_all: bool) -> None:
    state = GAME.new_match(num_players, seed=seed)
    assert state.decks == (1 if num_players <= 5 else 2)
    tracker = Tracker(state)
    tracker.check(state, state.setup_events)
    for step in range(MAX_ACTIONS):
        if state.is_over():
            break
        mover = state.to_move
        assert mover is not None and not state.out[mover], "an out seat is to move"
        action = choose(state, rng)
        events = state.apply(action)
        tracker.check(state, events)
        seats = range(num_players) if observe_all else [rng.randrange(num_players)]
        for seat in seats:
            check_observation(state, seat, rng, swap=step % 3 == 0)
        if step % 7 == 0 and state.phase == DISCARD and not state.is_over():
            hand = state.hands[state.turn]
            listed = {a[1] for a in state.legal_actions() if a[0] == "discard"}
            assert listed == brute_force_discards(hand)
        if step % 97 == 0:
            twin = state.clone()
            assert twin.full_view() == state.full_view()
            assert is_plain(state.observe(mover))
    else:
        raise AssertionError(f"match not over after {MAX_ACTIONS} actions")
    result = state.result()
    (winner,) = result.winners
    assert not state.out[winner]
    assert sorted(result.ranks)[0] == 1 and len(result.ranks) == num_players


# 15 random matches (every player count is played by the test after these, whatever
# hypothesis picks); 30 took 17 s of a 5-minute suite for no case the 15 miss.
@settings(max_examples=15, deadline=None)
@given(
    num_players=st.integers(min_value=2, max_value=8),
    seed=st.integers(min_value=0, max_value=2**63 - 1),
    choice_seed=st.integers(min_value=0, max_value=2**32 - 1),
)
def test_random_matches_keep_every_invariant(num_players, seed, choice_seed):
    play_and_check(num_players, seed, random.Random(choice_seed), observe_all=False)


@settings(max_examples=6, deadline=None)
@given(
    num_players=st.sampled_from([2, 6]),
    seed=st.integers(min_value=0, max_value=2**63 - 1),
    choice_seed=st.integers(min_value=0, max_value=2**32 - 1),
)
def test_random_matches_every_observation(num_players, seed, choice_seed):
    play_and_check(num_players, seed, random.Random(choice_seed), observe_all=True)


def test_every_player_count_plays_to_the_end():
    """Both deck counts, each player count, at least once whatever hypothesis picks."""
    for num_players in range(2, 9):
        play_and_check(num_players, 1000 + num_players, random.Random(num_players), False)
