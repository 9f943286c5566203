"""The lagoon (`lagoon.py`), Double's Dread's one fast model of a round, plays the
search's playouts as the full engine does, down to the random draws: from the same
position, the game's `rollout` and the protocol's generic loop stop at the same step
with the same result, leave the search's RNG in the same state, and draw from the
match's RNG what the engine's next deal draws. Every option and table size, from
every phase (test_rollout_model checks the result over the catalogue's default
options); and the search determinizes one observation into the same worlds as a
fresh reading of it."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.protocol import Game
from tests.engine.doubles_dread.helpers import GAME
from tests.engine.random_positions import random_positions

OPTIONS = (
    {"magic": "3-6", "south_scores": "points"},
    {"magic": "7-8", "south_scores": "bid"},
    {"magic": "random", "south_scores": "points"},
)


def positions(players: int, options: dict, seed: int, count: int = 40):
    """States met in random play, each with its own (unshared) match RNG."""
    return random_positions(GAME, players, count, seed, options)


def own_copy(state):
    twin = state.clone()
    twin.rng = state.rng.copy()
    twin.rng_shared = False
    return twin


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("options", OPTIONS, ids=lambda options: options["magic"])
def test_rollout_draws_as_the_engine_does(players, options):
    for number, state in enumerate(positions(players, options, players * 13 + len(options))):
        for horizon in (1, 3, 9, 400):
            mark = state.round_mark()
            fast_state, full_state = own_copy(state), own_copy(state)
            fast_rng, full_rng = random.Random(number), random.Random(number)
            fast = GAME.rollout(fast_state, fast_rng, mark, horizon)
            full = Game.rollout(GAME, full_state, full_rng, mark, horizon)
            assert (fast.over, fast.steps) == (full.over, full.steps)
            assert (fast.result.ranks, fast.result.scores) == (
                full.result.ranks,
                full.result.scores,
            )
            assert fast_rng.getstate() == full_rng.getstate()
            assert fast_state.rng.getstate() == full_state.rng.getstate()
            assert fast_state.totals == full_state.totals
            assert fast_state.history == full_state.history
            assert fast_state.round_mark() == full_state.round_mark()


def test_a_shared_match_rng_is_left_alone():
    """A state dealing from an RNG it shares with a twin deals from a copy: the
    fast model, which draws nothing then, leaves the shared RNG as the engine does."""
    for state in positions(3, {}, 7, 15):
        shared = state.rng.getstate()
        GAME.rollout(state.clone(), random.Random(1), state.round_mark(), 400)
        assert state.rng.getstate() == shared


@pytest.mark.parametrize("players", (2, 4))
def test_determinized_worlds_are_those_of_a_fresh_reading(players):
    """The world kept for an observation is cloned, never changed: each
    determinization equals one from a new copy of the observation."""
    for state in positions(players, {}, players, 12):
        seat = state.to_move
        observation = state.observe(seat)
        for seed in range(3):
            kept = GAME.determinize(observation, seat, random.Random(seed))
            GAME.rollout(kept, random.Random(seed), kept.round_mark(), 400)  # used up
            again = GAME.determinize(observation, seat, random.Random(seed))
            fresh = GAME.determinize(dict(observation), seat, random.Random(seed))
            assert again.full_view() == fresh.full_view()


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("options", OPTIONS, ids=lambda options: options["magic"])
def test_a_determinized_world_deals_from_its_deferred_rng_as_the_engine(players, options):
    """A search's world holds its match RNG deferred (`DeferredRng`): the playout
    notes the next deal's draws on it, the engine makes it and draws; read after,
    both RNGs stand the same."""
    for number, state in enumerate(positions(players, options, players * 29, 20)):
        seat = state.to_move
        observation = state.observe(seat)
        fast_world = GAME.determinize(observation, seat, random.Random(number))
        full_world = GAME.determinize(observation, seat, random.Random(number))
        mark = state.round_mark()
        fast = GAME.rollout(fast_world, random.Random(number), mark, 400)
        full = Game.rollout(GAME, full_world, random.Random(number), mark, 400)
        assert (fast.over, fast.steps, fast.result.scores) == (
            full.over,
            full.steps,
            full.result.scores,
        )
        assert fast_world.rng.getstate() == full_world.rng.getstate()
        assert fast_world.round_mark() == full_world.round_mark()
