"""DD-15 scoring as a pure function: the sheet's example and the option."""

from __future__ import annotations

import pytest

from rules_engine.games.doubles_dread.scoring import SCORE_BID, SCORE_POINTS, score_round


def test_sheet_example_three_players():
    """Bid 42, South 36, East 12, West 16: East 12 + 42, West 16 + 42, South 0."""
    south, west, east = 0, 1, 2
    points = [0, 0, 0]
    points[south], points[west], points[east] = 36, 16, 12
    made, scores = score_round(points, south, 42)
    assert made is False
    assert scores[east] == 54 and scores[west] == 58 and scores[south] == 0


@pytest.mark.parametrize(("option", "expected"), [(SCORE_POINTS, 45), (SCORE_BID, 42)])
def test_south_alone_scores_when_the_bid_is_made(option, expected):
    made, scores = score_round((19, 45, 0), 1, 42, option)
    assert made is True and scores == (0, expected, 0)


def test_four_players_failed_bid():
    made, scores = score_round((30, 10, 14, 10), 0, 31, SCORE_BID)
    assert made is False and scores == (0, 41, 45, 41)


def test_two_players():
    assert score_round((33, 31), 0, 33) == (True, (33, 0))
    assert score_round((32, 32), 0, 33) == (False, (0, 65))
