"""Scoring a round of Dumble (DU-13 to DU-16): pure functions over hand values."""

from __future__ import annotations

from typing import NamedTuple

from rules_engine.core.cards import RANK

ELIMINATION_ABOVE = 100
EXACT_SCORE_RESET = 100
RESET_TO = 50
CALL_LIMIT = 10

CARD_VALUE = tuple(min(rank, 10) for rank in RANK)


def hand_value(hand) -> int:
    total = 0
    for card in hand:  # a plain loop: twice as fast as sum() over a generator
        total += CARD_VALUE[card]
    return total


class RoundScore(NamedTuple):  # a tuple: built at the end of every search playout
    scores: tuple[int, ...]  # per seat; 0 for seats already out
    lowest: tuple[int, ...]  # the seats with the lowest hand
    winner: int  # starts the next round (DU-18)
    caller_doubled: bool
    totals: tuple[int, ...]
    back_to_50: tuple[int, ...]
    eliminated: tuple[int, ...]  # out this round


def score_round(values: list[int], active: list[int], caller: int, totals: list[int]) -> RoundScore:
    """Score a round called by `caller`. `values` are hand values per seat, `active`
    the seats still in the match (clockwise order), `totals` the totals before."""
    low = min([values[seat] for seat in active])
    lowest = tuple([seat for seat in active if values[seat] == low])
    scores = [0] * len(values)
    for seat in active:
        scores[seat] = values[seat]
    if values[caller] == low:
        # DU-15: the caller wins a tie for lowest; the other tied players pay their hand.
        scores[caller] = 0
        winner = caller
        doubled = False
    else:
        for seat in lowest:
            scores[seat] = 0
        scores[caller] = 2 * values[caller]  # DU-14
        doubled = True
        # The first of them clockwise from the caller.
        winner = min(lowest, key=lambda seat: (seat - caller) % len(values))
    new_totals = list(totals)
    back_to_50 = []
    eliminated = []
    for seat in active:
        new_totals[seat] += scores[seat]
        if new_totals[seat] == EXACT_SCORE_RESET:
            new_totals[seat] = RESET_TO
            back_to_50.append(seat)
        elif new_totals[seat] > ELIMINATION_ABOVE:
            eliminated.append(seat)
    return RoundScore(
        scores=tuple(scores),
        lowest=lowest,
        winner=winner,
        caller_doubled=doubled,
        totals=tuple(new_totals),
        back_to_50=tuple(back_to_50),
        eliminated=tuple(eliminated),
    )
