"""Dog Eat Dog scoring (DE-15, DE-16): the grouping into trees, one-colour trees first
then mixed ones, is the best of every possible grouping."""

from __future__ import annotations

from functools import cache
from itertools import product

import pytest

from rules_engine.games.dog_eat_dog.material import COLOUR, PIPS
from rules_engine.games.dog_eat_dog.scoring import group_trees, score, score_counts


@cache
def best_by_search(counts: tuple[int, ...], colours: int) -> int:
    """The best score of a collection given as counts per (colour, size), found by
    trying every tree that can be made next (or none: everything left over)."""
    best = sum(counts)  # no more trees: each pyramid scores 1
    smalls = [c for c in range(colours) if counts[3 * c]]
    mediums = [c for c in range(colours) if counts[3 * c + 1]]
    larges = [c for c in range(colours) if counts[3 * c + 2]]
    for small, medium, large in product(smalls, mediums, larges):
        rest = list(counts)
        rest[3 * small] -= 1
        rest[3 * medium + 1] -= 1
        rest[3 * large + 2] -= 1
        tree = 7 if small == medium == large else 5
        best = max(best, tree + best_by_search(tuple(rest), colours))
    return best


def pyramids_of(counts, colours):
    """Ids of colours 1.. (seat 0 holds them) for the given counts."""
    found = []
    for colour in range(colours):
        for size in range(3):
            first = 9 * (colour + 1) + 3 * size
            found.extend(range(first, first + counts[3 * colour + size]))
    return found


@pytest.mark.parametrize(("colours", "most"), [(2, 3), (3, 2)])
def test_one_colour_trees_first_then_mixed_is_optimal(colours, most):
    """Every collection with up to `most` pyramids of each colour and size."""
    checked = 0
    for counts in product(range(most + 1), repeat=3 * colours):
        pyramids = pyramids_of(counts, colours)
        expected = best_by_search(counts, colours)
        assert score(pyramids, 0) == expected, counts
        grouped = tuple(counts[3 * c : 3 * c + 3] for c in range(colours))
        assert score_counts(grouped) == expected
        one_colour, mixed, left, own = group_trees(pyramids, 0)
        assert 7 * len(one_colour) + 5 * len(mixed) + len(left) == expected
        placed = [p for tree in one_colour + mixed for p in tree] + list(left)
        assert sorted(placed) == sorted(pyramids)  # each pyramid exactly once
        for tree in one_colour + mixed:
            assert [PIPS[p] for p in tree] == [1, 2, 3]
            assert (len({COLOUR[p] for p in tree}) == 1) == (tree in one_colour)
        assert own == ()
        checked += 1
    assert checked == (most + 1) ** (3 * colours)


def test_the_worked_example_scores_26():
    red = list(range(9, 18))
    assert score([*red, 18, 30, 44], 0) == 26  # + blue small, green medium, yellow large
    assert score([*red, 18, 30, 44, 19], 0) == 27  # a second blue small is left over


def test_own_pyramids_are_set_aside():
    assert score([0, 3, 6, 9], 0) == 1
    assert group_trees([0, 3, 6, 9], 0)[3] == (0, 3, 6)
