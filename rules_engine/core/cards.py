"""The standard 52-card deck, shared by Dumble and Double Action.

A card is an int: deck * 52 + suit * 13 + (rank - 1), so two decks make ids 0-103
and two copies of the same card differ only by their deck. Ranks run 1 (Ace) to
13 (King); suits are clubs, diamonds, hearts, spades. Lookups go through tables
built once, because the hot paths of the engines read them millions of times.
"""

from __future__ import annotations

SUITS = ("clubs", "diamonds", "hearts", "spades")
SUIT_LETTERS = "CDHS"
RANK_LETTERS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CARDS_PER_DECK = 52
MAX_DECKS = 2

RANK = tuple(card % 13 + 1 for card in range(CARDS_PER_DECK * MAX_DECKS))
SUIT = tuple((card % CARDS_PER_DECK) // 13 for card in range(CARDS_PER_DECK * MAX_DECKS))
BLACK = tuple(SUITS[suit] in {"clubs", "spades"} for suit in SUIT)


def make_card(rank: int, suit: int, deck: int = 0) -> int:
    if not 1 <= rank <= 13 or not 0 <= suit <= 3 or not 0 <= deck < MAX_DECKS:
        raise ValueError(f"no such card: rank {rank}, suit {suit}, deck {deck}")
    return deck * CARDS_PER_DECK + suit * 13 + rank - 1


def deck_of(card: int) -> int:
    return card // CARDS_PER_DECK


def same_face(card: int) -> int:
    """The card's id in the first deck: equal for the two copies of one card."""
    return card % CARDS_PER_DECK


def card_name(card: int) -> str:
    """Short English-neutral code such as "10H" or "QS" (logs, tests, records)."""
    return RANK_LETTERS[RANK[card]] + SUIT_LETTERS[SUIT[card]]


def parse_card(code: str, deck: int = 0) -> int:
    """The card named by `card_name`'s code ("AS", "10H"), in the given deck."""
    code = code.strip().upper()
    rank_text, suit_letter = code[:-1], code[-1:]
    if rank_text not in RANK_LETTERS[1:] or suit_letter not in SUIT_LETTERS or not suit_letter:
        raise ValueError(f"not a card: {code!r}")
    return make_card(RANK_LETTERS.index(rank_text), SUIT_LETTERS.index(suit_letter), deck)


def parse_cards(codes: str) -> list[int]:
    """Several cards; a second copy of the same code comes from the second deck."""
    seen: dict[int, int] = {}
    cards = []
    for code in codes.split():
        first = parse_card(code)
        deck = seen.get(first, 0)
        seen[first] = deck + 1
        cards.append(first + deck * CARDS_PER_DECK)
    return cards


def full_decks(count: int) -> list[int]:
    return list(range(CARDS_PER_DECK * count))


def hands_seen_by(hands, seat: int | None) -> tuple:
    """Dealt hands as `seat` sees them: its own cards, and None for every card of the
    others (a spectator, seat None, sees no card)."""
    return tuple(hand if other == seat else (None,) * len(hand) for other, hand in enumerate(hands))


def redact_deal_and_draw(event: dict, seat: int | None) -> dict:
    """A card game's deal or single-card draw as `seat` sees it: other seats' cards are
    hidden, everything else is public."""
    kind = event["type"]
    if kind == "draw" and event["seat"] != seat:
        return {**event, "card": None}
    if kind == "deal":
        return {**event, "hands": hands_seen_by(event["hands"], seat)}
    return event
