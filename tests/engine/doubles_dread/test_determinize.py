"""Double's Dread's determinized states agree with the observation they come from and deal
out only the 2 face-down pawns."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.errors import IllegalAction
from tests.engine.doubles_dread.helpers import GAME, check_conservation

OPTIONS = [
    {"magic": "3-6", "south_scores": "points"},
    {"magic": "7-8", "south_scores": "bid"},
    {"magic": "random", "south_scores": "points"},
]


PHASES = ("bid", "distribute", "lead", "play", "over")


def mid_match_states(count: int, seed: int):
    """States of random matches: each players count meets each phase (after a random
    number of actions, the first time the match is in that phase)."""
    rng = random.Random(seed)
    found = []
    for index in range(count):
        players = 2 + index % 3
        target = PHASES[index // 3 % len(PHASES)]
        options = OPTIONS[index % len(OPTIONS)]
        state = GAME.new_match(players, options, rng.getrandbits(32))
        steps = rng.randint(0, 250)
        while not state.is_over() and (steps > 0 or state.observe(0)["phase"] != target):
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps -= 1
        found.append(state)
    return found


STATES = mid_match_states(45, seed=2026)


def test_the_sample_covers_every_phase():
    phases = {(state.num_players, state.observe(0)["phase"]) for state in STATES}
    for players in (2, 3, 4):
        for phase in PHASES:
            assert (players, phase) in phases, (players, phase)


@pytest.mark.parametrize("index", range(len(STATES)))
def test_determinize_agrees_with_the_observation(index):
    state = STATES[index]
    before = state.full_view()
    for seat in range(state.num_players):
        observation = state.observe(seat)
        for k in range(2):
            world = GAME.determinize(observation, seat, random.Random(k * 7 + seat))
            assert world.observe(seat) == observation
            assert world.legal_actions() == state.legal_actions()
            assert sorted(world.face_down) == sorted(state.face_down)
            check_conservation(world)
            rng = random.Random(k)
            for _ in range(80):
                if world.is_over():
                    break
                legal = world.legal_actions()
                world.apply(legal[rng.randrange(len(legal))])
                check_conservation(world)
    assert state.full_view() == before, "determinizing changed the real state"


def test_determinize_deals_the_face_down_pawns_in_random_order_reproducibly():
    state = next(s for s in STATES if s.num_players == 4 and len(s.face_down) == 2)
    observation = state.observe(0)
    one = GAME.determinize(observation, 0, random.Random(3))
    two = GAME.determinize(observation, 0, random.Random(3))
    assert one.full_view() == two.full_view()
    orders = {
        tuple(GAME.determinize(observation, 0, random.Random(k)).face_down) for k in range(20)
    }
    assert len(orders) == 2
    assert {frozenset(order) for order in orders} == {frozenset(state.face_down)}


def test_determinized_state_refuses_what_the_real_one_refuses():
    state = next(s for s in STATES if s.observe(0)["phase"] == "play")
    world = GAME.determinize(state.observe(state.to_move), state.to_move, random.Random(1))
    for action in [("play", 99), ("lead", 0), ("zap",), ("bid", 40)]:
        with pytest.raises(IllegalAction):
            world.apply(action)


def test_clone_shares_nothing_it_could_change():
    state = GAME.new_match(4, None, 5)
    twin = state.clone()
    before = twin.full_view()
    rng = random.Random(2)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert twin.full_view() == before
    played_on = twin.clone()
    while not twin.is_over():
        twin.apply(twin.legal_actions()[0])
    while not played_on.is_over():
        played_on.apply(played_on.legal_actions()[0])
    assert twin.full_view() == played_on.full_view(), "clones sharing the RNG diverged"


def test_the_game_registers_its_bots():
    bots = GAME.bots()
    assert "heuristic" in bots
    assert GAME.default_bot == "normal"
