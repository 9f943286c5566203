"""The playout model (`rules_engine/games/double_action/playout.py`) plays as the
engine: from the same position and the same search RNG, `DoubleActionGame.rollout`
and the generic loop of the protocol (`playout_action`, then `apply`) stop at the
same step with the same result, leave the same state behind (everything
`full_view` shows) and the search's RNG in the same state. Positions come from
random matches at every table size and with both endings of the stock (DA-15),
real and determinized; its tables are checked against the engine's own counts."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.protocol import Game
from rules_engine.games.double_action.board import WINDOWS_OF_CELL
from rules_engine.games.double_action.game import shuffle
from rules_engine.games.double_action.playout import OPEN, WORTH, cell_worth, window_codes
from rules_engine.games.double_action.state import TEAMS
from tests.engine.double_action.helpers import GAME

HORIZONS = (0, 1, 3, 7, 24, 400)


def positions(players: int, options: dict, count: int, seed: int):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = GAME.new_match(players, options, rng.getrandbits(32))
        while not state.is_over() and len(found) < count:
            if rng.random() < 0.1:
                found.append(state.clone())
            if rng.random() < 0.5:  # the playout policy builds series, random play rarely
                action = GAME.playout_action(state, rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply(action)
        found.append(state.clone())  # an ended match too
    return found


def check_same(state, seed: int, horizon: int, start_round: int = 0) -> None:
    fast_world, full_world = state.clone(), state.clone()
    fast_rng, full_rng = random.Random(seed), random.Random(seed)
    fast = GAME.rollout(fast_world, fast_rng, start_round, horizon)
    full = Game.rollout(GAME, full_world, full_rng, start_round, horizon)
    assert (fast.over, fast.steps) == (full.over, full.steps)
    assert fast.result.ranks == full.result.ranks
    assert fast.result.scores == full.result.scores
    assert fast_world.full_view() == full_world.full_view()
    assert fast_rng.getstate() == full_rng.getstate()


@pytest.mark.parametrize("players", (2, 4, 6, 8))
@pytest.mark.parametrize("stock_end", ("stop", "play_on"))
def test_the_model_plays_real_positions_as_the_engine(players, stock_end):
    options = {"goal": 3 if players == 4 else 2, "stock_end": stock_end}
    for number, state in enumerate(positions(players, options, 30, players * 13)):
        for horizon in HORIZONS:
            check_same(state, number * 31 + horizon, horizon)
        check_same(state, number, 24, start_round=1)


@pytest.mark.parametrize("players", (2, 4, 8))
def test_the_model_plays_determinized_worlds_as_the_engine(players):
    rng = random.Random(players)
    states = positions(players, {"goal": 2, "stock_end": "play_on"}, 20, players * 7)
    for number, state in enumerate(states):
        if state.is_over():
            continue
        seat = state.to_move
        world = GAME.determinize(state.observe(seat), seat, rng)
        for horizon in (7, 24, 400):
            check_same(world, number * 5 + horizon, horizon)


def test_the_run_codes_weigh_cells_and_open_runs_as_the_engine():
    for state in positions(4, {"goal": 3, "stock_end": "play_on"}, 40, 99):
        codes = window_codes(state.chips)
        for team in range(TEAMS):
            assert max(OPEN[team][code] for code in codes) == state.open_run(team)
            for cell in range(100):
                expected = cell_worth(state.chips, cell, team)
                assert sum(WORTH[team][codes[w]] for w in WINDOWS_OF_CELL[cell]) == expected


def test_the_determinizer_shuffles_as_random_shuffle():
    for size in (0, 1, 2, 3, 35, 90):
        cards = list(range(size))
        ours, theirs = random.Random(size), random.Random(size)
        dealt, expected = cards[:], cards[:]
        shuffle(dealt, ours)
        theirs.shuffle(expected)
        assert dealt == expected
        assert ours.getstate() == theirs.getstate()


def test_a_determinization_draws_the_same_whether_the_world_was_kept_or_not():
    """The world read from an observation is kept (`determinize`); a search replayed
    with its seed (a hint's figures) must deal the same worlds all the same."""
    state = positions(4, {"goal": 2, "stock_end": "stop"}, 3, 5)[2]
    seat = state.to_move
    GAME._determinized = None
    dealt = []
    for _ in range(2):  # first with the world read afresh, then with it kept
        observation = state.observe(seat) if not dealt else dealt[0][2]
        rng = random.Random(8)
        world = GAME.determinize(observation, seat, rng)
        dealt.append((world.hands, world.stock, observation, rng.getstate()))
    assert dealt[0][0] == dealt[1][0] and dealt[0][1] == dealt[1][1]
    assert dealt[0][3] == dealt[1][3]
