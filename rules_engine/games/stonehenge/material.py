"""The Stonehenge auction's material as data (RULINGS.md section 4, SH-1 to SH-3).

Cards are ints 0 to 64. Number cards come first, ordered by strength: card id
`2 * (n - 1)` is the night card numbered n and `2 * (n - 1) + 1` its day card, so a
greater id is always the stronger top card (SH-12: a higher number wins, and at
equal numbers day beats night). Ids 60 to 64 are the five dolmen cards (no colour,
no value).

Colours are ints: 0 to 4 the five stone colours (red, blue, green, yellow, purple,
as the table draws them), 5 the grey suit that no stone has (never trump). Card n
belongs to suit (n - 1) mod 6 (SH-2).

Auctions are numbered 0 to 34: 0 to 29 are the ring's spaces 1 to 30, 30 to 34 the
five dolmens in clockwise order (SH-4).
"""

from __future__ import annotations

COLOUR_NAMES = ("red", "blue", "green", "yellow", "purple", "grey")
STONE_COLOURS = 5  # colours 0-4 have stones and can be trump
GREY = 5  # the sixth suit: cards only, never trump
SUITS = 6
STONES_PER_COLOUR = 7
STONES = STONE_COLOURS * STONES_PER_COLOUR  # 35

HIGHEST_NUMBER = 30
NUMBER_CARDS = 2 * HIGHEST_NUMBER  # 60: every number as a day and a night card
DOLMEN_CARDS = 5
CARDS = NUMBER_CARDS + DOLMEN_CARDS  # 65
FIRST_DOLMEN_CARD = NUMBER_CARDS
DECK = tuple(range(CARDS))

RING_SPACES = 30
DOLMENS = 5
AUCTIONS = RING_SPACES + DOLMENS  # 35: every stone is offered once
HAND_AT_START = 3
TARGET = 20  # the score track's 20 steps back to the altar (SH-17)

RING_POINTS, RING_BONUS = 1, 1  # a ring stone: 1, plus 1 per stone of its colour owned
DOLMEN_POINTS, DOLMEN_BONUS = 2, 2  # a dolmen's stone scores double (SH-14)

NO_SUIT = -1  # the "suit" of a dolmen card


def card_number(card: int) -> int:
    """The card's number, 1 to 30; 0 for a dolmen card."""
    return card // 2 + 1 if card < NUMBER_CARDS else 0


def card_is_day(card: int) -> bool:
    return card < NUMBER_CARDS and card % 2 == 1


def card_suit(card: int) -> int:
    """SH-2: (n - 1) mod 6 for number n; NO_SUIT for a dolmen card."""
    return (card // 2) % SUITS if card < NUMBER_CARDS else NO_SUIT


def is_dolmen_card(card: int) -> bool:
    return card >= NUMBER_CARDS


def number_card(number: int, day: bool) -> int:
    """The id of the card numbered `number` (1-30), day or night."""
    return 2 * (number - 1) + (1 if day else 0)


# Tables for the hot paths (legal actions, bid values).
NUMBER = tuple(card_number(card) for card in DECK)
SUIT = tuple(card_suit(card) for card in DECK)
DAY = tuple(card_is_day(card) for card in DECK)


def card_name(card: int) -> str:
    """A short plain name for logs and tests: "14 blue day", "dolmen"."""
    if is_dolmen_card(card):
        return "dolmen"
    time = "day" if DAY[card] else "night"
    return f"{NUMBER[card]} {COLOUR_NAMES[SUIT[card]]} {time}"


def bid_suit(cards) -> int:
    """The suit of a bid's number cards (all one suit), NO_SUIT when it has none."""
    for card in cards:
        if card < NUMBER_CARDS:
            return SUIT[card]
    return NO_SUIT


def bid_value(cards) -> int:
    """SH-9: the sum of the bid's numbers (dolmen cards count nothing)."""
    return sum(map(NUMBER.__getitem__, cards))


def bid_top(cards) -> int:
    """The bid's strongest number card (SH-12), -1 when it has none."""
    return max((card for card in cards if card < NUMBER_CARDS), default=-1)


def is_legal_bid(cards) -> bool:
    """SH-7: number cards all of one suit, plus any dolmen cards."""
    suits = {SUIT[card] for card in cards if card < NUMBER_CARDS}
    return len(suits) <= 1


def stone_points(auction: int, owned_of_colour: int) -> int:
    """SH-14: what buying the stone of `auction` scores for a seat already owning
    `owned_of_colour` stones of its colour."""
    if auction < RING_SPACES:
        return RING_POINTS + RING_BONUS * owned_of_colour
    return DOLMEN_POINTS + DOLMEN_BONUS * owned_of_colour
