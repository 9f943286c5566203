"""Resolving one auction from the revealed bids (SH-9 to SH-13, SH-15): who wins, why,
and who draws how many cards. Pure functions of the bids, so tests read like the rules.
"""

from __future__ import annotations

from typing import NamedTuple

from rules_engine.games.stonehenge.material import (
    NUMBER,
    NUMBER_CARDS,
    bid_suit,
    bid_top,
    bid_value,
)

# Why the winner won, as ids a table turns into a sentence.
ALONE = "alone"  # the only bid above zero
TRUMP = "trump"  # a bid in trump beat the best bid in another colour
HIGHER = "higher"  # a greater total
TOP_CARD = "top_card"  # equal totals: the higher top card
DAY = "day"  # equal totals and top numbers: day beats night
NOBODY = "nobody"  # everyone passed or bid zero: the stone leaves the game


class Outcome(NamedTuple):
    trump_cancelled: bool  # a dolmen card was bid: no trump this auction (SH-11)
    values: tuple[int, ...]  # each seat's total (0 for a pass)
    in_trump: tuple[bool, ...]  # each seat's bid counted as a trump bid
    winner: int | None
    runner_up: int | None  # the best of the other bids above zero
    reason: str
    lowest: int | None  # the lowest bid above zero, when two or more are (SH-15)
    draws: tuple[int, ...]  # cards each seat draws (SH-15)


def has_dolmen_card(cards) -> bool:
    return max(cards, default=-1) >= NUMBER_CARDS  # dolmen cards have the greatest ids


def resolve(bids, trump: int) -> Outcome:
    """`bids[seat]`: the cards the seat bid (() for a pass); `trump`: the colour of
    the stone for sale."""
    cancelled = any(has_dolmen_card(cards) for cards in bids)
    values = tuple(bid_value(cards) for cards in bids)
    in_trump = tuple(
        not cancelled and value > 0 and bid_suit(cards) == trump
        for cards, value in zip(bids, values, strict=True)
    )
    # SH-10, SH-12: trump first, then the total, then the top card (a greater id is
    # a higher number, or the day card of an equal number): a total order.
    ranked = sorted(
        (
            (in_trump[seat], values[seat], bid_top(cards), seat)
            for seat, cards in enumerate(bids)
            if values[seat] > 0
        ),
        reverse=True,
    )
    draws = [1] * len(bids)
    if not ranked:
        return Outcome(cancelled, values, in_trump, None, None, NOBODY, None, tuple(draws))
    winner = ranked[0][3]
    draws[winner] = 0
    if len(ranked) == 1:
        return Outcome(cancelled, values, in_trump, winner, None, ALONE, None, tuple(draws))
    best, second = ranked[0], ranked[1]
    if best[0] != second[0]:
        reason = TRUMP
    elif best[1] != second[1]:
        reason = HIGHER
    elif NUMBER[best[2]] != NUMBER[second[2]]:
        reason = TOP_CARD
    else:
        reason = DAY
    lowest = ranked[-1][3]
    draws[lowest] = 2
    return Outcome(cancelled, values, in_trump, winner, second[3], reason, lowest, tuple(draws))
