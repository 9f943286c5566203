"""What may be discarded in Dumble (DU-7 to DU-9): one card, a set of 2-4 cards
of one rank, or a run of exactly three consecutive cards of one suit, Ace low."""

from __future__ import annotations

from itertools import combinations, product

from rules_engine.core.cards import CARDS_PER_DECK, RANK, SUIT
from rules_engine.core.errors import IllegalAction
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

MAX_DISCARD = 4
RUN_LENGTH = 3
RUN_START = tuple(rank <= 11 for rank in RANK)  # a run may start on Ace to Jack


def is_set(cards: tuple[int, ...]) -> bool:
    rank = RANK[cards[0]]
    return all(RANK[card] == rank for card in cards)


def is_run(cards: tuple[int, ...]) -> bool:
    if len(cards) != RUN_LENGTH:
        return False
    suit = SUIT[cards[0]]
    if SUIT[cards[1]] != suit or SUIT[cards[2]] != suit:
        return False
    low, middle, high = sorted(RANK[card] for card in cards)
    return middle == low + 1 and high == low + 2  # ranks 1..13: Q-K-A is not a run


def check_discard_shape(cards: tuple[int, ...]) -> None:
    """Raise IllegalAction naming the clause if these cards do not form a legal discard."""
    count = len(cards)
    if count == 0 or count > MAX_DISCARD:
        raise IllegalAction(
            "DU-7", QT_TRANSLATE_NOOP("Engine", "Discard one, two, three or four cards.")
        )
    if count == 1 or is_set(cards):
        return
    if count == RUN_LENGTH:
        if is_run(cards):
            return
        raise IllegalAction(
            "DU-9",
            QT_TRANSLATE_NOOP(
                "Engine",
                "Three cards must be of one rank, or a run of three consecutive cards "
                "of one suit (the Ace counts as 1).",
            ),
        )
    if count == MAX_DISCARD and len({SUIT[card] for card in cards}) == 1:
        raise IllegalAction(
            "DU-9",
            QT_TRANSLATE_NOOP("Engine", "A run is exactly three consecutive cards of one suit."),
        )
    raise IllegalAction(
        "DU-8", QT_TRANSLATE_NOOP("Engine", "Two or four cards must all be of one rank.")
    )


def list_discards(hand: list[int]) -> list[tuple[int, ...]]:
    """Every legal discard from a sorted hand, each as a sorted tuple of cards.

    The order depends only on the hand, so a bot's choice never depends on anything
    it cannot see. This is the engine's hottest function: it avoids building more
    than it needs (most hands hold no set and no run)."""
    discards = [(card,) for card in hand]
    if len(hand) < 2:
        return discards
    by_rank: dict[int, list[int]] = {}
    for card in hand:
        rank = RANK[card]
        if rank in by_rank:
            by_rank[rank].append(card)
        else:
            by_rank[rank] = [card]
    if len(by_rank) < len(hand):
        for same_rank in by_rank.values():
            count = len(same_rank)
            if count == 2:
                discards.append(tuple(same_rank))
            elif count > 2:
                for size in range(2, min(MAX_DISCARD, count) + 1):
                    discards.extend(combinations(same_rank, size))
    if hand[-1] < CARDS_PER_DECK:
        # One deck: the ids of a suit are consecutive ranks, so a run is c, c+1, c+2.
        held = set(hand)
        for card in hand:
            if RUN_START[card] and card + 1 in held and card + 2 in held:
                discards.append((card, card + 1, card + 2))
        return discards
    by_face: dict[int, list[int]] = {}
    for card in hand:
        by_face.setdefault(card % CARDS_PER_DECK, []).append(card)
    for face, lows in by_face.items():
        if RUN_START[face]:
            middles = by_face.get(face + 1)
            highs = by_face.get(face + 2) if middles else None
            if highs:
                for run in product(lows, middles, highs):
                    discards.append(tuple(sorted(run)))
    return discards
