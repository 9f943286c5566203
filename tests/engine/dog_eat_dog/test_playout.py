"""What the search's speed rests on: the playout model (`playout.rollout`) plays and
scores as the engine does, the playout policy never goes back a step, clones and
dealt worlds share no stack that either changes, and the worlds of one search
copy one table."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.protocol import Game
from rules_engine.core.registry import get_game
from rules_engine.games.dog_eat_dog import playout
from rules_engine.games.dog_eat_dog.state import CANCEL_ACTION

GAME = get_game("dog_eat_dog")


def random_positions(players: int, count: int, seed: int, treehouse: bool = False):
    """Positions met in random play, `count` of them, each a clone."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = GAME.new_match(players, {"treehouse": treehouse}, rng.getrandbits(32))
        while not state.is_over() and len(found) < count:
            if rng.random() < 0.2:
                found.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.is_over() and len(found) < count:
            found.append(state.clone())
    return found


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_the_model_plays_as_the_generic_loop(players):
    for number, state in enumerate(random_positions(players, 25, players * 7)):
        for horizon in (0, 1, 2, 3, 6, 400):
            fast = GAME.rollout(state.clone(), random.Random(number + horizon), 0, horizon)
            full = Game.rollout(GAME, state.clone(), random.Random(number + horizon), 0, horizon)
            assert (fast.over, fast.steps, fast.result) == (full.over, full.steps, full.result)


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_model_scores_as_the_engine(players):
    for state in random_positions(players, 40, players * 13):
        assert playout.result(state.stacks, state.captured, players) == state.result()


def test_the_playout_policy_never_goes_back_while_it_can_go_on():
    rng = random.Random(3)
    for state in random_positions(3, 60, 5, treehouse=True):
        if state.is_over():
            continue
        legal = state.legal_actions()
        action = GAME.playout_action(state, rng)
        assert action in legal
        assert action != CANCEL_ACTION or legal == [CANCEL_ACTION]


def test_searched_actions_drop_only_the_cancel():
    for state in random_positions(3, 60, 9, treehouse=True):
        legal = state.legal_actions()
        if not legal:
            continue
        expected = [action for action in legal if action != CANCEL_ACTION] or legal
        assert GAME.searched_actions(legal) == expected
        assert GAME.searched_actions(legal[::-1]) == expected[::-1]


@pytest.mark.parametrize("treehouse", [False, True])
def test_a_clone_shares_nothing_that_changes(treehouse):
    rng = random.Random(11)
    for state in random_positions(4, 30, 21, treehouse=treehouse):
        before = state.full_view()
        twin = state.clone()
        while not twin.is_over():
            legal = twin.legal_actions()
            twin.apply(legal[rng.randrange(len(legal))])
        assert state.full_view() == before


def test_the_worlds_of_a_search_are_copies_of_one_table():
    rng = random.Random(4)
    for state in random_positions(4, 12, 31):
        if state.is_over():
            continue
        seat = state.to_move
        observation = state.observe(seat)
        search_rng = random.Random(seat)
        for _ in range(3):
            world = GAME.determinize(observation, seat, search_rng)
            assert world.observe(seat) == observation
            GAME.rollout(world, rng, 0, 400)  # used up: the next world is the same table
