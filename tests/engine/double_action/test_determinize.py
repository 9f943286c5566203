"""Double Action's determinized states agree with the observation they come from and deal
out only the cards that seat cannot see."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules_engine.ai import Budget, make_bot
from rules_engine.games.double_action.board import CELL_FACE
from tests.engine.double_action.helpers import GAME, check_conservation

OPTIONS = [
    {"goal": 2, "stock_end": "stop"},
    {"goal": 3, "stock_end": "play_on"},
]


def sample_states(count: int, seed: int):
    """Mid-match states of matches between the heuristic bot and random play, in
    every step (a laid card waiting for its cell, a series to choose) and count."""
    rng = random.Random(seed)
    bot = make_bot(GAME, "heuristic")
    found = []
    for index in range(count):
        players = (2, 4, 6, 8)[index % 4]
        state = GAME.new_match(players, OPTIONS[index % 2], rng.getrandbits(32))
        stop = rng.randint(0, 120)
        for _ in range(stop):
            if state.is_over():
                break
            legal = state.legal_actions()
            if rng.random() < 0.7:
                action = bot.choose(state.observe(state.to_move), legal, rng, Budget(samples=1))
            else:
                action = legal[rng.randrange(len(legal))]
            state.apply(action)
        found.append(state)
    return found


STATES = sample_states(60, seed=2026)


def test_the_sample_covers_every_step():
    steps = Counter(state.observe(None)["step"] for state in STATES)
    assert steps["card"] and steps["target"] and steps["over"], steps


@pytest.mark.parametrize("index", range(0, len(STATES), 3))
def test_determinize_agrees_with_the_observation(index):
    state = STATES[index]
    before = state.full_view()
    for seat in range(state.num_players):
        observation = state.observe(seat)
        hands = set()
        for k in range(3):
            world = GAME.determinize(observation, seat, random.Random(k * 7 + seat))
            assert world.observe(seat) == observation
            assert world.observe(None) == state.observe(None)
            assert world.legal_actions(seat) == state.legal_actions(seat)
            assert world.hands[seat] == state.hands[seat]
            check_conservation(world)
            hands.add(tuple(tuple(hand) for hand in world.hands))
            rng = random.Random(k)
            for _ in range(60):
                if world.is_over():
                    break
                legal = world.legal_actions()
                world.apply(legal[rng.randrange(len(legal))])
                check_conservation(world)
        if not state.is_over() and len(state.stock) > 2:
            assert len(hands) > 1, "the hidden cards should be dealt differently"
    assert state.full_view() == before, "determinizing changed the real state"


def give(state, seat: int, card: int) -> None:
    """Move `card` into `seat`'s hand, swapping it with one of that hand's cards, so
    that every card is still in exactly one place."""
    if card in state.hands[seat]:
        return
    home = state.stock if card in state.stock else next(h for h in state.hands if card in h)
    mine = state.hands[seat][0]
    home[home.index(card)] = mine
    state.hands[seat][0] = card
    for hand in state.hands:
        hand.sort()


def test_determinize_keeps_a_series_choice_under_way():
    state = GAME.new_match(2, None, 3)
    gap = 73
    for cell in range(71, 77):
        if cell != gap:
            state.chips[cell] = 0
    state.chip_count = [5, 0]
    give(state, 0, CELL_FACE[gap])
    state.turn = 0
    state.apply(("card", CELL_FACE[gap]))
    state.apply(("place", gap))
    check_conservation(state)
    assert state.observe(0)["step"] == "series" and len(state.legal_actions()) == 2
    for seat in (0, 1):
        world = GAME.determinize(state.observe(seat), seat, random.Random(seat))
        assert world.observe(seat) == state.observe(seat)
        assert world.legal_actions(0) == state.legal_actions(0)
        action = state.legal_actions()[1]
        real = state.clone()
        assert world.apply(action)[0] == real.apply(action)[0]
        assert world.series == real.series and world.locked == real.locked


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


def test_a_pass_binds_what_the_determinizer_deals_that_hand():
    """DA-13: a seat that passed holds only cards that could not be laid then (until
    it draws again); every determinization deals it such cards."""
    checked = 0
    for seed in range(200):
        if checked >= 12:
            break
        state = GAME.new_match(4, {"stock_end": "play_on"}, seed)
        rng = random.Random(seed)
        while not state.is_over() and checked < 12:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            bound = [
                other
                for other, cards in enumerate(state.passed_holding)
                if cards is not None and state.hands[other]
            ]
            if not bound or state.is_over():
                continue
            for other in bound:
                assert set(state.hands[other]) <= set(state.passed_holding[other])
            viewer = next(seat for seat in range(4) if seat not in bound)
            for k in range(3):
                world = GAME.determinize(state.observe(viewer), viewer, random.Random(k))
                assert world.observe(viewer) == state.observe(viewer)
                check_conservation(world)
                for other in bound:
                    assert set(world.hands[other]) <= set(state.passed_holding[other])
            checked += 1
    assert checked >= 12
