"""The search's small pure parts: rank rewards, the merge of several trees and the
anchored choice between the search and the heuristic."""

from __future__ import annotations

import pytest

from rules_engine.ai.choices import Analysis, Choice, merge
from rules_engine.ai.ismcts import anchored_choice
from rules_engine.ai.rewards import rank_values


def test_rank_rewards():
    assert rank_values((1, 2)) == [1.0, 0.0]
    assert rank_values((1, 1)) == [0.5, 0.5]
    assert rank_values((1, 2, 3)) == [1.0, 0.5, 0.0]
    # Teams (Double Action): mates share a rank and count as a draw with each other.
    assert rank_values((1, 2, 1, 2)) == pytest.approx([5 / 6, 1 / 6, 5 / 6, 1 / 6])
    assert rank_values((1,)) == [1.0]


def test_a_cut_playout_weighs_the_score_gap():
    narrow = rank_values((1, 2), (11, 10), scale=10.0)
    wide = rank_values((1, 2), (30, 10), scale=10.0)
    assert 0.5 < narrow[0] < wide[0] == 1.0
    assert narrow[0] + narrow[1] == pytest.approx(1.0)
    assert rank_values((1, 2), (11, 10)) == [1.0, 0.0]  # no scale: ranks only


def test_merge_sums_the_trees_and_orders_by_visits_then_value_then_legal_order():
    legal = ["a", "b", "c", "d"]
    # (visits, reward sum, wins, sum of squared rewards)
    one = {"a": (3, 1.5, 1, 1.5), "b": (5, 4.0, 4, 4.0), "c": (2, 2.0, 2, 2.0)}
    two = {"a": (4, 2.0, 2, 2.0), "c": (5, 4.0, 3, 4.0), "x": (9, 9.0, 9, 9.0)}  # x: illegal
    analysis = merge([one, two], legal, iterations=19, seconds=0.0)
    assert [(c.action, c.visits) for c in analysis.choices] == [("c", 7), ("a", 7), ("b", 5)]
    assert analysis.best == "c"
    c, a, b = analysis.choices
    assert (c.value, c.wins) == (pytest.approx(6 / 7), pytest.approx(5 / 7))
    assert (a.value, a.wins) == (pytest.approx(0.5), pytest.approx(3 / 7))
    assert (b.value, b.wins) == (0.8, 0.8)
    # Rewards of 0 or 1 only: the variance is p (1 - p).
    assert a.variance == pytest.approx(0.25) and b.variance == pytest.approx(0.16)
    tie = merge([{"b": (2, 1.0, 1, 1.0), "a": (2, 1.0, 1, 1.0)}], legal, 4, 0.0)
    assert [choice.action for choice in tie.choices] == ["a", "b"]


def verdict(*choices):
    return Analysis(
        tuple(Choice(action, visits, value, value) for action, visits, value in choices), 0, 0.0
    )


def test_playouts_that_agree_let_the_search_overrule_the_anchor():
    # Every playout of "s" won, "h" scattered: clear even on few visits.
    sure = Choice("s", 30, 1.0, 1.0, 0.0)
    scattered = Choice("h", 20, 0.8, 0.8, 0.16)
    assert anchored_choice(Analysis((sure, scattered), 50, 0.0), "h", 1.5) == "s"


def test_the_anchor_is_kept_unless_the_search_is_clearly_better():
    # Clear: 0.9 over 400 visits against 0.5 over 100.
    assert anchored_choice(verdict(("s", 400, 0.9), ("h", 100, 0.5)), "h", 1.5) == "s"
    # Not clear: 0.6 against 0.55 on a few visits.
    assert anchored_choice(verdict(("s", 40, 0.6), ("h", 30, 0.55)), "h", 1.5) == "h"
    # The search agrees with the heuristic.
    assert anchored_choice(verdict(("h", 40, 0.6), ("s", 30, 0.55)), "h", 1.5) == "h"
    # Confidence 0 trusts the search alone.
    assert anchored_choice(verdict(("s", 40, 0.6), ("h", 30, 0.55)), "h", 0.0) == "s"
    # A heuristic move the search never tried carries no evidence against the search.
    assert anchored_choice(verdict(("s", 40, 0.6)), "h", 1.5) == "s"


def first_chance(ranks, teams, scores=None, scale: float = 0.0) -> list[float]:
    """The plain definition of a seat's chance of coming first: 1 or 0 for a finished
    match; for a cut playout, the product of its softened wins against each other
    side, counted once (teammates share their rank and score)."""
    if scores is None:
        return [1.0 if rank == 1 else 0.0 for rank in ranks]
    chances = []
    for me, my_team in enumerate(teams):
        chance = 1.0
        for team in sorted(set(teams) - {my_team}):
            other = teams.index(team)
            if ranks[me] == ranks[other]:
                chance *= 0.5
                continue
            margin = min(1.0, (abs(scores[me] - scores[other]) + 1) / scale)
            chance *= 0.5 + 0.5 * margin if ranks[me] < ranks[other] else 0.5 - 0.5 * margin
        chances.append(chance)
    return chances


class Scaled:
    search_scale = 7.0

    def teams(self, n):
        return tuple(range(n))


def test_search_values_gives_rank_values_and_first_chance_in_one_pass():
    """The search's fused scoring equals the two plain definitions, finished or cut,
    with and without teams (teammates share a score, as in the games)."""
    import random as _random

    from rules_engine.ai.rewards import search_values
    from rules_engine.core.protocol import Result, Rollout

    rng = _random.Random(3)
    for _ in range(300):
        n = rng.randrange(2, 9)
        teamed = n % 2 == 0 and rng.random() < 0.4
        teams = tuple(seat % 2 for seat in range(n)) if teamed else tuple(range(n))
        side_scores = [rng.randrange(0, 20) for _ in range(n)]
        scores = [side_scores[team] for team in teams]
        ranks = tuple(1 + sum(other > mine for other in scores) for mine in scores)
        result = Result(scores=tuple(scores), ranks=ranks)
        for over in (True, False):
            values, chances = search_values(Scaled(), Rollout(result, over, 0), teams)
            if over:
                assert values == pytest.approx(rank_values(ranks))
                assert chances == first_chance(ranks, teams)
            else:
                assert values == pytest.approx(rank_values(ranks, scores, 7.0))
                assert chances == pytest.approx(first_chance(ranks, teams, scores, 7.0))


def test_an_even_fight_between_two_teams_reads_even_however_many_seats():
    """Two teams level at a cut playout: each seat's chance is one half, at four seats
    and at eight. Counting each opponent seat made it a quarter and a sixteenth (the
    hint read 8% at the start of an eight-seat Double Action match)."""
    from rules_engine.ai.rewards import search_values
    from rules_engine.core.protocol import Result, Rollout

    for n in (4, 8):
        teams = tuple(seat % 2 for seat in range(n))
        level = Result(scores=(3,) * n, ranks=(1,) * n)
        _, chances = search_values(Scaled(), Rollout(level, False, 0), teams)
        assert chances == [0.5] * n
        scores = tuple(10 if team == 0 else 3 for team in teams)
        ahead = Result(scores=scores, ranks=tuple(1 if team == 0 else 2 for team in teams))
        _, chances = search_values(Scaled(), Rollout(ahead, False, 0), teams)
        assert chances == pytest.approx([1.0 if team == 0 else 0.0 for team in teams])
