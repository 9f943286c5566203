"""Random Dog Eat Dog matches for 2 to 8 players, with and without the Treehouse die,
checking the rules' invariants after every action."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.core.values import is_plain
from rules_engine.games.dog_eat_dog.material import COLOUR
from tests.engine.dog_eat_dog.helpers import GAME, everything_once

MOVE_CAP = 20_000  # far beyond any match seen: a match that gets here never ends


def check_fight(state_before, event) -> None:
    """An attack never lands on a stack holding the attacker's colour (DE-8); the
    attacker stood alone and upright (DE-7); the defenders rolled top down (DE-12);
    the record gives the die each side keeps (DE-9)."""
    seat = event["seat"]
    assert all(COLOUR[pyramid] != seat for pyramid in event["stack"])
    assert event["stack"][-1] == event["target"]
    assert state_before.lone[event["attacker"]] and not state_before.tipped[event["attacker"]]
    rolled = [pyramid for pyramid, _dice in event["defences"]]
    assert rolled == list(reversed(event["stack"]))[: len(rolled)]
    assert event["best"] == max(event["dice"])
    assert event["defence_best"] == tuple(max(dice) for _pyramid, dice in event["defences"])
    if event["outcome"] == "captured":
        assert event["captor"] == COLOUR[event["beaten_by"]] != seat


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=8),
    treehouse=st.booleans(),
    seed=st.integers(min_value=0, max_value=2**63 - 1),
)
def test_random_matches_keep_every_pyramid_and_end(players, treehouse, seed):
    rng = random.Random(seed)
    state = GAME.new_match(players, {"treehouse": treehouse}, seed)
    everything_once(state)
    moves = 0
    while not state.is_over():
        assert moves < MOVE_CAP
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        action = legal[rng.randrange(len(legal))]
        before = state.clone()
        events = state.apply(action)
        moves += 1
        for event in events:
            assert is_plain(event)
            if event["type"] == "fight":
                check_fight(before, event)
        everything_once(state)
    observation = state.observe(None)
    assert observation["ended_by"] in ("no_attack", "quiet_round")
    assert state.result().scores == observation["final"] == observation["scores"]
    assert state.legal_actions() == []


@settings(max_examples=15, deadline=None)
@given(players=st.integers(min_value=2, max_value=8), seed=st.integers(0, 2**32))
def test_an_ended_match_was_ended_by_its_rule(players, seed):
    """DE-14: at the end either the seat to move could not attack, or a whole round
    passed without an attack."""
    rng = random.Random(seed)
    state = GAME.new_match(players, {"treehouse": True}, seed)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    observation = state.observe(None)
    if observation["ended_by"] == "no_attack":
        assert not state.can_attack(observation["turn"])
    else:
        assert observation["quiet_turns"] == players


def every_action(players: int) -> list[tuple]:
    """Every action of every kind and every pyramid id, well formed."""
    ids = range(9 * players)
    found = [
        (kind, pyramid) for kind in ("attacker", "target", "swap", "dig", "aim") for pyramid in ids
    ]
    return [*found, ("roll", False), ("roll", True), ("decline",), ("cancel",), ("skip",)]


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=4),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_apply_accepts_exactly_the_legal_actions(players, seed):
    """Whatever the step, `apply` refuses every action `legal_actions` leaves out, and
    the refusal names a clause of the rules."""
    rng = random.Random(seed)
    state = GAME.new_match(players, {"treehouse": True}, seed)
    candidates = every_action(players)
    steps = 0
    while not state.is_over() and steps < 60:
        legal = set(state.legal_actions())
        for action in candidates:
            refusal = state.refusal(action)
            assert (refusal is None) == (action in legal), action
            if refusal is not None:
                assert refusal.clause.startswith("DE-")
        choices = sorted(legal)
        state.apply(choices[rng.randrange(len(choices))])
        steps += 1
