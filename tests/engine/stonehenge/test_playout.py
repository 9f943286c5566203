"""Stonehenge's playout: the policy is a legal move and never a take-back, and the
fast model (`playout.rollout`) leaves the table exactly as the full engine played
move by move leaves it, over many positions (mid-bid, first auction, refills, the
match's end) at every table size; a world's lazily seeded match RNG draws as the
plain one."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.protocol import Game
from rules_engine.core.rng import MatchRng
from rules_engine.games.stonehenge.game import WorldRng
from rules_engine.games.stonehenge.playout import shuffle_as_random
from rules_engine.games.stonehenge.state import TAKE_BACK
from tests.engine.random_positions import random_positions
from tests.engine.stonehenge.helpers import GAME


def positions(players: int, count: int, seed: int):
    return random_positions(GAME, players, count, seed)


def table(state):
    """What a playout leaves that later play reads."""
    return (
        state.is_over(),
        state.auction,
        state.to_move,
        state.opener,
        state.first,
        state.suit,
        tuple(map(tuple, state.hands)),
        tuple(map(tuple, state.bids.items)),
        tuple(state.deck),
        tuple(sorted(state.discard)),
        tuple(state.scores),
        tuple(map(tuple, state.collections)),
        state.champion,
        state.rng.getstate(),
    )


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_policy_plays_a_legal_move_and_never_takes_back(players):
    rng = random.Random(players)
    for state in positions(players, 60, players * 13):
        while not state.is_over():
            action = GAME.playout_action(state, rng)
            assert action in state.legal_actions()
            assert action[0] != TAKE_BACK
            state.apply(action)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_fast_model_leaves_the_table_as_the_engine_does(players):
    world_rng = random.Random(players)
    states = positions(players, 80, players * 7)
    worlds = [
        GAME.determinize(state.observe(state.to_move), state.to_move, world_rng)
        for state in states[::2]
    ]
    for number, state in enumerate(states + worlds):
        for horizon in (1, 2, 5, 13, 60, 400):
            seed = number * 1000 + horizon
            fast_state, full_state = state.clone(), state.clone()
            fast = GAME.rollout(fast_state, random.Random(seed), 0, horizon)
            full = Game.rollout(GAME, full_state, random.Random(seed), 0, horizon)
            assert fast == full
            assert table(fast_state) == table(full_state)


def test_a_world_rng_draws_as_the_match_rng_it_becomes():
    draws = (
        lambda rng: rng.shuffle(cards := list(range(45))) or cards,
        lambda rng: [rng.getrandbits(6) for _ in range(20)],
        lambda rng: rng.random(),
        lambda rng: rng.copy().random(),
        lambda rng: rng.getstate(),
        lambda rng: rng.randrange(1000),
    )
    for seed in range(60):
        for draw in draws:
            lazy, plain = WorldRng(seed), MatchRng(seed)
            assert draw(lazy) == draw(plain)
            assert type(lazy) is MatchRng
            assert lazy.getstate() == plain.getstate()


def test_the_model_shuffles_the_discard_as_the_match_rng_does():
    for seed in range(40):
        for size in (0, 1, 2, 17, 40, 65):
            mine, theirs = list(range(size)), list(range(size))
            rng = WorldRng(seed) if seed % 2 else MatchRng(seed)
            plain = MatchRng(seed)
            shuffle_as_random(mine, rng)
            plain.shuffle(theirs)
            assert mine == theirs
            assert rng.getstate() == plain.getstate()
