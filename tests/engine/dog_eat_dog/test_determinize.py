"""Dog Eat Dog's determinizer rebuilds the very table it is shown (everything is public)
with a fresh RNG; die rolls are reveals."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.protocol import OPEN
from tests.engine.dog_eat_dog.helpers import GAME


@pytest.mark.parametrize("treehouse", [False, True])
def test_a_determinized_state_is_the_same_table_with_other_dice(treehouse):
    assert GAME.information == OPEN
    rng = random.Random(3)
    state = GAME.new_match(4, {"treehouse": treehouse}, 3)
    checked = 0
    while not state.is_over():
        seat = state.to_move
        observation = state.observe(seat)
        world = GAME.determinize(observation, seat, random.Random(checked))
        assert world.observe(seat) == observation
        assert world.observe(None) == state.observe(None)
        assert world.legal_actions() == state.legal_actions()
        assert world.full_view()["rng"] != state.full_view()["rng"]
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        if action[0] in ("attacker", "cancel", "decline", "skip"):  # no die: same result
            world.apply(action)
            state.apply(action)
            assert world.observe(seat) == state.observe(seat)
        else:
            state.apply(action)
        checked += 1
    assert checked > 10


def test_die_rolls_are_reveals_and_choosing_is_not():
    state = GAME.new_match(3, {"treehouse": True}, 8)
    assert all(GAME.reveals_to(e, 0) for e in state.setup_events if e["type"] == "roll")
    attacker = next(a for a in state.legal_actions() if a[0] == "attacker" and a[1] % 9 >= 3)
    events = state.apply(attacker)
    assert not any(GAME.reveals_to(event, seat) for event in events for seat in range(3))
    target = next(a for a in state.legal_actions() if a[0] == "target")
    events = state.apply(target)
    assert not any(GAME.reveals_to(event, 0) for event in events)  # the die step is next
    events = state.apply(("roll", True))
    rolls = [event for event in events if event["type"] == "roll"]
    assert rolls and all(GAME.reveals_to(event, seat) for event in rolls for seat in range(3))
    assert rolls[0]["treehouse"] in ("tip", "hop", "swap", "dig", "aim", "wild")
    assert len(rolls[0]["dice"]) == attacker[1] % 9 // 3  # one d6 fewer than its pips
