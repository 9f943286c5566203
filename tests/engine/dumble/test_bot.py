"""The heuristic Dumble bot: sensible single decisions, and stronger than chance."""

import random

import pytest

from rules_engine.ai import Budget, make_bot
from rules_engine.arena import run_arena
from rules_engine.core import get_game
from rules_engine.core.cards import RANK, parse_card, parse_cards
from rules_engine.games.dumble.state import DRAW

GAME = get_game("dumble")
BOT = make_bot(GAME, "heuristic")


def position(hand, offer, *, phase=None, other_hand="KC KD KH QC QD JH 9S"):
    """Two players: seat 0 to move with `hand`, the previous player's discards `offer`."""
    state = GAME.new_match(2, None, 1)
    hands = [sorted(parse_cards(hand)), sorted(parse_cards(other_hand))]
    used = set(hands[0]) | set(hands[1]) | set(parse_cards(offer))
    state.hands = hands
    state.offer = tuple(parse_cards(offer))
    state.stock = [card for card in range(52) if card not in used]
    state.hidden_from = [{0: len(hands[0])}, {0: len(hands[1])}]
    state.known = [[], []]
    state.dead = []
    state.turn = 0
    if phase is not None:
        state.phase = phase
    return state


def choose(state, samples=16):
    return BOT.choose(
        state.observe(state.to_move),
        state.legal_actions(),
        random.Random(3),
        Budget(samples=samples),
    )


def test_takes_the_queen_that_pairs_with_its_own():
    """The sheet's tip: throw a 7, take the previous player's Queen, keep the pair."""
    state = position("QS 7C 9D 2H 4S", "QH")
    discard = choose(state)
    assert discard[0] == "discard"
    assert parse_card("QS") not in discard[1]
    state.apply(discard)
    assert choose(state) == ("take", parse_card("QH"))


def test_sheds_a_pair_of_kings_before_a_low_card():
    state = position("KS KH 2C 3D 9S", "5C")
    assert choose(state) == ("discard", tuple(sorted(parse_cards("KS KH"))))


def test_keeps_a_run_draw_when_it_can():
    state = position("4H 5H 9C JD 2S", "6H", phase=None)
    discard = choose(state)
    assert parse_card("4H") not in discard[1] and parse_card("5H") not in discard[1]


def test_calls_with_a_tiny_hand():
    state = position("AS 2C", "9C")
    assert choose(state) == ("dumble",)


def test_does_not_call_when_the_opponent_is_surely_lower():
    state = position("4S 5C", "KC", other_hand="AH AD")
    state.known[1] = list(parse_cards("AH AD"))  # it took both Aces in plain sight
    state.hidden_from[1] = {}
    assert choose(state, samples=8) != ("dumble",)


def test_draw_phase_prefers_a_matching_card():
    state = position("8S 8C 3D JH", "8H 9H 10H")
    state.apply(("discard", (parse_card("JH"),)))
    assert state.phase == DRAW
    action = choose(state)
    assert action == ("take", parse_card("8H"))
    assert RANK[action[1]] == 8


@pytest.mark.slow
def test_beats_random_bots():
    bots = [make_bot(GAME, "heuristic")] + [make_bot(GAME, "random")] * 3
    report = run_arena(GAME, bots, games=12, seed=5, budget=Budget(samples=8))
    assert report["bots"]["heuristic"]["win_rate"] >= 0.5
