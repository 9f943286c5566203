"""A closed loop over chance (`Game.chance_outcome`, `Search(closed_chance=True)`):
after a roll, the tree goes on under a node of the fight's outcome."""

from __future__ import annotations

import random

from rules_engine.ai.ismcts import Node, Search, analyse
from rules_engine.core.registry import get_game


def die_position(seed: int = 5):
    """A two-player Dog Eat Dog match (no Treehouse die: naming the target rolls the
    fight) where the seat to move has chosen its attacker and now names a target."""
    game = get_game("dog_eat_dog")
    state = game.new_match(2, {}, seed)
    rng = random.Random(seed)
    while state.to_move is not None:
        legal = state.legal_actions()
        if legal[0][0] == "target":
            return game, state
        attacks = [action for action in legal if action[0] == "attacker"]
        state.apply(attacks[0] if attacks else game.playout_action(state, rng))
    raise AssertionError("no target to name")


def test_a_game_that_says_nothing_of_chance_searches_as_before():
    game = get_game("dumble")
    state = game.new_match(2, {}, 3)
    seat = state.to_move
    legal = state.legal_actions()
    figures = []
    for closed in (False, True):
        search = Search(game, state.observe(seat), legal, random.Random(7), None, closed)
        search.run(150, None)
        figures.append(search.root_stats())
    assert figures[0] == figures[1]


def test_the_roll_s_replies_are_kept_apart_by_outcome():
    game, state = die_position()
    seat = state.to_move
    search = Search(game, state.observe(seat), state.legal_actions(), random.Random(1), None, True)
    search.run(400, None)
    roll = max(search.root.children.values(), key=lambda node: node.visits)
    assert roll.visits > 0 and roll.action[0] == "target"
    outcomes = roll.children
    assert outcomes, "the rolls led somewhere"
    # Under a roll only chance nodes, each keyed by a fight's outcome; under them the
    # seats' own choices.
    assert all(key[0] is None and isinstance(node, Node) for key, node in outcomes.items())
    assert all(
        child.seat is not None for node in outcomes.values() for child in node.children.values()
    )
    # The same roll searched open-loop has its replies directly below it.
    open_search = Search(
        game, state.observe(seat), state.legal_actions(), random.Random(1), None, False
    )
    open_search.run(400, None)
    open_roll = open_search.root.children[(seat, roll.action)]
    assert all(key[0] is not None for key in open_roll.children)


def test_a_closed_loop_search_is_deterministic_and_sees_only_its_observation():
    game, state = die_position(9)
    seat = state.to_move
    view = state.full_view()
    observation = state.observe(seat)
    legal = state.legal_actions()
    first = analyse(game, observation, legal, random.Random(4), 300, trees=2, closed_chance=True)
    again = analyse(game, observation, legal, random.Random(4), 300, trees=2, closed_chance=True)
    assert (first.choices, first.iterations) == (again.choices, again.iterations)
    assert first.best in legal
    assert state.full_view() == view  # the search never touched the match
