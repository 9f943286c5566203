"""The search finds the move that wins the match at once, in a small hand-made
position of every game (`ai_positions.py`): the bare ISMCTS (no heuristic anchor) with
a small budget, and the Hard level as a player meets it (its own iteration count,
without the time cap so that it plays the same on any machine). Each bot sees only
seat 0's observation and the legal actions."""

from __future__ import annotations

import random

import pytest

from rules_engine.ai.base import Budget
from rules_engine.ai.ismcts import IsmctsBot
from rules_engine.ai.levels import HARD, make_level
from rules_engine.core import get_game
from tests.engine.ai.ai_positions import POSITIONS

GAMES = sorted(POSITIONS)
SEEDS = (0, 1, 2)


def test_every_game_has_a_position():
    from rules_engine.core import all_games

    assert set(POSITIONS) == {game.id for game in all_games()}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_winning_line_wins_and_the_position_is_consistent(game_id):
    """The position itself: the seat's view and legal actions hold together, the
    line wins, and passing it by does not win at once."""
    position = POSITIONS[game_id]()
    state = position.state
    game = get_game(game_id)
    observation = state.observe(0)
    world = game.determinize(observation, 0, random.Random(1))
    assert world.observe(0) == observation
    assert world.legal_actions() == state.legal_actions()
    assert position.line[0] in state.legal_actions()
    line = iter(position.line)
    position.finish_turn(lambda s: next(line, None) or only(s))
    assert position.won(state)
    for other in POSITIONS[game_id]().state.legal_actions():
        if other == position.line[0]:
            continue
        again = POSITIONS[game_id]()
        again.state.apply(other)
        while not again.state.is_over() and len(again.state.legal_actions()) == 1:
            again.state.apply(only(again.state))
        assert not position.won(again.state), other


def only(state):
    (action,) = state.legal_actions()
    return action


def play_turn(game_id, bot, seed, budget):
    position = POSITIONS[game_id]()
    rng = random.Random(seed)

    def choose(state):
        return bot.choose(state.observe(0), state.legal_actions(), rng, budget)

    chosen = position.finish_turn(choose)
    return position, chosen


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_search_alone_finds_the_win(game_id, seed):
    game = get_game(game_id)
    bot = IsmctsBot(game, iterations=200, anchor=None)
    position, chosen = play_turn(game_id, bot, seed, Budget(iterations=200))
    assert chosen[0] == position.line[0], chosen
    assert position.won(position.state), chosen


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_hard_level_finds_the_win(game_id, seed):
    """Hard departs from its heuristic only on clear evidence; here the evidence
    must be clear (in Dog Eat Dog the heuristic attacks, and the search overrides it)."""
    game = get_game(game_id)
    bot = make_level(game, HARD, capped=False)
    position, chosen = play_turn(game_id, bot, seed, Budget())
    # Double Action's Hard first exchanges its dead card (DA-12: free, and it stays
    # the seat's turn), as Normal does.
    laid = [action for action in chosen if action[0] != "exchange"]
    assert laid[0] == position.line[0], chosen
    assert position.won(position.state), chosen
