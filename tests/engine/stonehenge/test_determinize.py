"""Stonehenge determinization: a world dealt from a seat's observation looks the same to
that seat and to a spectator, keeps every public fact (which deck shuffle each hidden
card came from, the others' face-down bids legal and of the right size) and plays on."""

from __future__ import annotations

import random

import pytest

from rules_engine.games.stonehenge.material import is_legal_bid
from tests.engine.stonehenge.helpers import (
    GAME,
    check_cards_accounted,
    check_stones_accounted,
)


def mid_game_states(count: int, seed: int):
    """States from random matches, many in the middle of a bidding round and after a
    refill of the deck."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        players = rng.choice([3, 4, 5])
        state = GAME.new_match(players, None, rng.getrandbits(32))
        for _ in range(rng.randint(1, 600)):
            if state.is_over():
                break
            legal = state.legal_actions()
            state.apply(rng.choice(legal))
        if not state.is_over():
            found.append(state)
    return found


STATES = mid_game_states(50, seed=12)


def test_the_sample_holds_refills_and_face_down_bids():
    assert any(state.shuffle > 0 for state in STATES)
    assert any(
        any(len(items) >= 2 for seat, items in enumerate(state.bids.items) if seat != state.turn)
        for state in STATES
    )


@pytest.mark.parametrize("index", range(0, 50, 5))
def test_worlds_keep_every_public_fact(index):
    state = STATES[index]
    public = state.observe(None)
    for seat in range(state.num_players):
        observation = state.observe(seat)
        for world_seed in range(4):
            world = GAME.determinize(observation, seat, random.Random(world_seed))
            assert world.observe(seat) == observation
            assert world.observe(None) == public
            if seat == state.to_move:
                assert world.legal_actions() == state.legal_actions()
            check_cards_accounted(world)
            check_stones_accounted(world)
            for other in range(state.num_players):
                assert is_legal_bid(world.bids.items[other])
                assert len(world.bids.items[other]) == len(state.bids.items[other])
                if other == seat:
                    assert world.hands[other] == state.hands[other]
                    continue
                # Every hidden card comes from a shuffle this seat drew from, as often.
                drawn: dict[int, int] = {}
                for card in (*world.hands[other], *world.bids.items[other]):
                    shuffle = world.shuffle_of[card]
                    drawn[shuffle] = drawn.get(shuffle, 0) + 1
                assert drawn == state.hidden_from[other]
            for card in world.deck:
                assert world.shuffle_of[card] == state.shuffle
            assert len(world.deck) == len(state.deck)


def test_worlds_differ_and_play_on_to_the_end():
    rng = random.Random(3)
    differ = 0
    for state in STATES[:20]:
        seat = state.to_move
        world = GAME.determinize(state.observe(seat), seat, random.Random(1))
        differ += world.full_view()["hands"] != state.full_view()["hands"]
        while not world.is_over():
            world.apply(rng.choice(world.legal_actions()))
    assert differ >= 15


def test_a_late_first_auction_bid_is_one_card():
    state = GAME.new_match(4, None, 5)
    opener = state.turn
    watcher = (opener + 2) % 4
    state.apply(("add", state.hands[opener][0]))
    state.apply(("seal",))
    for seed in range(5):
        world = GAME.determinize(state.observe(watcher), watcher, random.Random(seed))
        assert len(world.bids.items[opener]) == 1 and world.first
        assert len(world.hands[opener]) == 2
