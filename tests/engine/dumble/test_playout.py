"""The search's playout of Dumble (rules_engine/games/dumble/playout.py): the greedy
discard is one of the legal discards worth the most, each of them as likely; the
state's shuffle draws as `random.Random.shuffle` does. (That the fast model plays as
the engine does is tests/engine/ai/test_rollout_model.py's.)"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules_engine.core.protocol import ranks_from_keys
from rules_engine.core.registry import get_game
from rules_engine.core.rng import MatchRng
from rules_engine.games.dumble.discards import list_discards
from rules_engine.games.dumble.playout import (
    best_discards,
    best_discards_one_deck,
    greedy_discard,
    mask_of,
)
from rules_engine.games.dumble.scoring import CARD_VALUE
from rules_engine.games.dumble.state import shuffle


def points(cards) -> int:
    return sum(CARD_VALUE[card] for card in cards)


def hands(decks: int, count: int, seed: int):
    """Random sorted hands of one to seven cards, half of them crowded with sets and
    runs (a few ranks, neighbours of one another)."""
    rng = random.Random(seed)
    cards = range(52 * decks)
    for _ in range(count):
        size = rng.randint(1, 7)
        if rng.random() < 0.5:
            low = rng.randrange(13)
            faces = {low, (low + 1) % 13, (low + 2) % 13, rng.randrange(13)}
            pool = [card for card in cards if card % 13 in faces]
        else:
            pool = list(cards)
        yield sorted(rng.sample(pool, min(size, len(pool))))


@pytest.mark.parametrize("decks", [1, 2])
def test_the_best_discards_are_the_legal_discards_worth_the_most(decks):
    for hand in hands(decks, 20000, decks):
        legal = list_discards(hand)
        most = max(points(cards) for cards in legal)
        expected = Counter(cards for cards in legal if points(cards) == most)
        found = best_discards(hand)
        assert Counter(found) == expected, hand
        assert all(list(cards) == sorted(cards) for cards in found)
        if decks == 1:
            found = best_discards_one_deck(mask_of(hand))
            assert Counter(found) == expected, hand
            assert all(list(cards) == sorted(cards) for cards in found)


def test_a_tie_is_broken_evenly_with_one_draw():
    hand = [9, 10, 11, 12, 22]  # 10C JC QC KC 10D: four singles of 10, runs of 30
    ties = best_discards(hand)
    assert ties == best_discards_one_deck(mask_of(hand)) == [(9, 10, 11), (10, 11, 12)]
    rng, twin = random.Random(4), random.Random(4)
    picks = Counter(greedy_discard(hand, 1, rng) for _ in range(4000))
    for _ in range(4000):
        twin.random()
    assert rng.getstate() == twin.getstate()
    assert set(picks) == set(ties) and min(picks.values()) > 1800


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 8, 9, 31, 52, 104, 105])
def test_the_shuffle_draws_as_random_shuffle(size):
    for seed in range(30):
        for rng, twin in (
            (random.Random(seed), random.Random(seed)),
            (MatchRng(seed), MatchRng(seed)),
        ):
            cards, expected = list(range(size)), list(range(size))
            shuffle(rng, cards)
            twin.shuffle(expected)
            assert cards == expected
            assert rng.getstate() == twin.getstate()


def test_a_playout_of_no_steps_changes_nothing():
    game = get_game("dumble")
    state = game.new_match(4, None, 3)
    state.apply(state.legal_actions()[0])  # the draw is next
    before = state.full_view()
    rollout = game.rollout(state, random.Random(1), state.round_mark(), 0)
    assert rollout.steps == 0 and not rollout.over
    assert state.full_view() == before


def test_the_result_ranks_as_ranks_from_keys():
    rng = random.Random(8)
    state = get_game("dumble").new_match(5, None, 8)
    for _ in range(3000):
        state.out = [rng.random() < 0.4 for _ in range(5)]
        state.out_round = [rng.randint(1, 3) for _ in range(5)]
        state.totals = [rng.choice((0, 10, 50, 99, 120)) for _ in range(5)]
        keys = [
            (1, -state.out_round[seat], state.totals[seat])
            if state.out[seat]
            else (0, 0, state.totals[seat])
            for seat in range(5)
        ]
        assert state.result().ranks == ranks_from_keys(keys)
