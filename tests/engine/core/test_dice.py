"""Dice: rolls from the match RNG, roll events as reveals, and exact odds checked
against brute-force enumeration of every way the dice can fall."""

from fractions import Fraction
from itertools import pairwise, product

import pytest

from rules_engine.core import get_game
from rules_engine.core.dice import (
    ATTACKER,
    DEFENDER,
    at_most,
    beats,
    max_distribution,
    outcome_probabilities,
    roll,
    roll_event,
    roll_off,
    sweep_probability,
    win_probability,
)
from rules_engine.core.rng import MatchRng
from rules_engine.core.values import is_plain

FACES = range(1, 7)


def best_of_every_throw(count):
    """Each equally likely throw of `count` dice, as its best die (0 for no dice)."""
    return [max(throw, default=0) for throw in product(FACES, repeat=count)]


def brute_win(attacking, defending, ties):
    wins = total = 0
    for a in best_of_every_throw(attacking):
        for d in best_of_every_throw(defending):
            total += 1
            wins += a > d or (a == d and ties == ATTACKER)
    return Fraction(wins, total)


def test_rolls_come_from_the_match_rng_and_replay():
    first, second = MatchRng(42), MatchRng(42)
    dice = [roll(first, 3) for _ in range(200)]
    assert dice == [roll(second, 3) for _ in range(200)]
    faces = {face for throw in dice for face in throw}
    assert faces == set(FACES)
    assert all(len(throw) == 3 for throw in dice)
    assert roll(first, 0) == ()


def test_a_roll_event_is_a_plain_reveal_undo_cannot_cross():
    event = roll_event(2, [6, 1], pyramid=7)
    assert event == {"type": "roll", "seat": 2, "dice": (6, 1), "reveal": True, "pyramid": 7}
    assert is_plain(event)
    game = get_game("dumble")  # the protocol's default: any "reveal" event is one
    assert all(game.reveals_to(event, seat) for seat in range(3))


@pytest.mark.parametrize("count", range(5))
def test_max_distribution_matches_enumeration(count):
    bests = best_of_every_throw(count)
    expected = tuple(Fraction(bests.count(face), len(bests)) for face in range(7))
    assert max_distribution(count) == expected
    assert sum(max_distribution(count)) == 1
    for face in range(-1, 8):
        assert at_most(count, face) == Fraction(sum(b <= face for b in bests), len(bests))


@pytest.mark.parametrize(("attacking", "defending"), list(product(range(4), range(4))))
def test_win_probabilities_match_enumeration(attacking, defending):
    for ties in (ATTACKER, DEFENDER):
        assert win_probability(attacking, defending, ties) == brute_win(attacking, defending, ties)
    higher, equal, lower = outcome_probabilities(attacking, defending)
    assert higher == brute_win(attacking, defending, DEFENDER)
    assert higher + equal == brute_win(attacking, defending, ATTACKER)
    assert higher + equal + lower == 1


def test_known_values():
    assert win_probability(1, 1, DEFENDER) == Fraction(15, 36)
    assert win_probability(1, 1, ATTACKER) == Fraction(21, 36)
    assert beats(6, 3, ATTACKER) == 1 and beats(1, 1, DEFENDER) == 0


def test_sweep_probability_matches_enumeration():
    """One attacking roll against each defender of a stack, top down."""
    defenders = [(1, DEFENDER), (2, ATTACKER), (1, DEFENDER)]
    wins = total = 0
    for attack in product(FACES, repeat=2):
        best = max(attack)
        for throws in product(*(list(product(FACES, repeat=count)) for count, _ in defenders)):
            total += 1
            wins += all(
                best > max(throw) or (best == max(throw) and ties == ATTACKER)
                for throw, (_count, ties) in zip(throws, defenders, strict=True)
            )
    assert sweep_probability(2, defenders) == Fraction(wins, total)
    assert sweep_probability(3, [(2, DEFENDER)]) == win_probability(3, 2, DEFENDER)
    assert sweep_probability(1, []) == 1


def test_a_tie_rule_must_be_named():
    with pytest.raises(ValueError):
        win_probability(1, 1, "nobody")
    with pytest.raises(ValueError):
        max_distribution(-1)


def test_a_roll_off_rerolls_only_the_tied_highest():
    rerolled = 0
    for seed in range(200):
        winner, throws = roll_off(MatchRng(seed), [0, 1, 2, 3])
        assert roll_off(MatchRng(seed), [0, 1, 2, 3]) == (winner, throws)  # replayable
        assert [seat for seat, _face in throws[0]] == [0, 1, 2, 3]
        for earlier, later in pairwise(throws):
            best = max(face for _seat, face in earlier)
            assert [seat for seat, face in earlier if face == best] == [s for s, _f in later]
        last = dict(throws[-1])
        assert all(last[winner] > face for seat, face in last.items() if seat != winner)
        rerolled += len(throws) > 1
    assert rerolled > 0
    assert roll_off(MatchRng(1), [2])[0] == 2


def test_each_die_is_one_random_float_so_rolls_stay_the_same_across_versions():
    """`random()` is the draw Python keeps identical across versions for a seed."""
    rng, twin = MatchRng(2026), MatchRng(2026)
    expected = tuple(int(twin.random() * 6) + 1 for _ in range(40))
    assert roll(rng, 40) == expected
