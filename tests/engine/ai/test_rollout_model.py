"""A game's fast playout model (`Game.rollout`, overridden) plays exactly as the full
engine does: from the same position with the same RNG, the generic loop of the
protocol (`playout_action` then `apply`, action by action) and the game's own
`rollout` stop at the same step with the same result. Checked over positions met in
random play, real and determinized, at every seat count and at short and full
horizons, for every game of the catalogue (a game without a model of its own passes
trivially: it runs the generic loop)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_engine.core.protocol import Game
from rules_engine.core.registry import all_games
from tests.engine.random_positions import random_positions

GAMES = all_games()
HORIZONS = (1, 7, 24, 400)


def positions(game: Game, players: int, count: int, seed: int):
    return random_positions(game, players, count, seed, share=0.08)


def same_rollout(game: Game, state, seed: int, horizon: int) -> None:
    mark = state.round_mark()
    fast = game.rollout(state.clone(), random.Random(seed), mark, horizon)
    full = Game.rollout(game, state.clone(), random.Random(seed), mark, horizon)
    assert (fast.over, fast.steps) == (full.over, full.steps)
    assert fast.result.ranks == full.result.ranks
    assert fast.result.scores == full.result.scores


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_the_fast_model_plays_as_the_full_engine(game):
    for players in sorted(
        {game.min_players, 4 if 4 in game.player_counts else game.max_players, game.max_players}
    ):
        for number, state in enumerate(positions(game, players, 12, players * 101)):
            for horizon in HORIZONS:
                same_rollout(game, state, number * 7 + horizon, horizon)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_the_fast_model_plays_determinized_worlds_as_the_full_engine(game):
    rng = random.Random(5)
    for players in sorted({game.min_players, game.max_players}):
        for number, state in enumerate(positions(game, players, 10, players * 37)):
            seat = state.to_move
            world = game.determinize(state.observe(seat), seat, rng)
            for horizon in HORIZONS:
                same_rollout(game, world, number * 11 + horizon, horizon)


# Hypothesis draws the positions too: a seed of random play, a table size, how far
# into the match (real or determinized for the seat to move), the playout's seed and
# its horizon. A failure shrinks to the shortest such match.
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_fast_model_equals_the_full_engine_over_random_play(game, data):
    players = data.draw(st.sampled_from(sorted(game.player_counts)), label="players")
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="match seed"))
    state = game.new_match(players, None, rng.getrandbits(32))
    for _ in range(data.draw(st.integers(0, 300), label="moves played")):
        if state.is_over():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    if not state.is_over() and data.draw(st.booleans(), label="determinized"):
        seat = state.to_move
        state = game.determinize(state.observe(seat), seat, rng)
    horizon = data.draw(st.sampled_from((1, 2, 7, 24, 60, 400)), label="horizon")
    same_rollout(game, state, data.draw(st.integers(0, 2**32 - 1), label="seed"), horizon)
