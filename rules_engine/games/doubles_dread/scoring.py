"""Scoring a round of Double's Dread (DD-15): a pure function over points taken."""

from __future__ import annotations

SCORE_POINTS = "points"  # option "south_scores": a successful South scores its points
SCORE_BID = "bid"  # ... or exactly its bid


def score_round(
    points: tuple[int, ...] | list[int], south: int, bid: int, south_scores: str = SCORE_POINTS
) -> tuple[bool, tuple[int, ...]]:
    """Whether South made the bid, and every seat's score for the round.

    `points` are the points each seat took (South's two boats pooled, and with two
    players the opponent's West and East pooled). Made: South alone scores its points
    (or the bid, by option). Failed: South scores 0 and each opponent its own points
    plus the bid."""
    if points[south] >= bid:
        scores = [0] * len(points)
        scores[south] = bid if south_scores == SCORE_BID else points[south]
        return True, tuple(scores)
    return False, tuple(0 if seat == south else taken + bid for seat, taken in enumerate(points))
