"""Dog Eat Dog records replay bit for bit; the determinizer rebuilds the very table
it is shown (everything is public) with a fresh RNG; die rolls are reveals."""

from __future__ import annotations

import random

import pytest

from rules_engine.ai import make_bot
from rules_engine.core.protocol import OPEN
from rules_engine.core.record import MatchRecord
from rules_engine.play import play_match
from tests.engine.dog_eat_dog.ded_helpers import GAME


@pytest.mark.parametrize("players", [2, 3, 8])
@pytest.mark.parametrize("treehouse", [False, True])
def test_record_round_trip_replays_the_same_match(players, treehouse):
    bots = [make_bot(GAME, "heuristic" if seat % 2 else "random") for seat in range(players)]
    played = play_match(GAME, bots, seed=500 + players, options={"treehouse": treehouse})
    assert played.state.is_over()
    again = MatchRecord.loads(played.record.dumps())
    assert again == played.record
    assert again.replay().full_view() == played.state.full_view()
    first, second = again.new_state(), played.record.new_state()
    assert first.setup_events == second.setup_events
    for events_a, events_b in zip(
        again.replay_steps(first), played.record.replay_steps(second), strict=True
    ):
        assert events_a == events_b
        assert first.full_view() == second.full_view()


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
