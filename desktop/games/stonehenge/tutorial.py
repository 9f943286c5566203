"""The Stonehenge auction's guided first match (issue 25): four auctions against two
bots.

Pure data (see desktop/tutorial/lesson.py). Seed 107 seats the learner (seat 0) as the
first opener with the green 9, the grey 6 and the yellow 16; the ring starts green,
blue, yellow, green. The learner wins the first green stone with a small trump card
against a bigger yellow bid, bids a cheap card for the blue stone and draws two, sees
a bot's dolmen card cancel trump for the yellow stone, and buys a second green stone
for 2 points. The seed was chosen by playing these choices over many seeds; the texts
are our own, from seeds/stonehenge.en.md.
"""

from desktop.tutorial.lesson import match
from rules_engine.core.i18n import QT_TRANSLATE_NOOP


def card(number: int, day: bool) -> int:
    """A number card as a match record writes it: night then day for 1, then for 2,
    and so on (the desktop imports no game's rules: the lesson tests hold this
    numbering equal to the engine's `material.number_card`)."""
    return 2 * (number - 1) + (1 if day else 0)


# The dolmen cards come after the 60 number cards; this deal gives the first bot the
# second of them.
DOLMEN = 60 + 1
# Every auction after the first ends the learner's bid the same way.
SEAL_YOUR_BID = {
    "say": QT_TRANSLATE_NOOP("Tutorial", "Seal your bid."),
    "clause": "SH-8",
    "do": ("seal",),
    "button": "sealButton",
    "topics": ("sealed bid",),
}
MATCH = match(seed=107, bots=2)

SCRIPT = (
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Welcome to the Stonehenge auction. An auctioneer walks round the stone "
            "circle and sells one stone at a time; you bid for it with the cards in your "
            "hand. Stones move you along the score track, and the first to 20 points "
            "wins. Here you play four auctions against two bots.",
        ),
        "clause": "SH-1",
        "do": "next",
        "topics": ("aim",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The stone for sale is green, so green is trump in this auction. A card's "
            "colour comes from its number: your 9 is green, your 16 yellow and your 6 "
            "grey. No stone is grey: grey is never trump.",
        ),
        "clause": "SH-2",
        "do": "next",
        "topics": ("trump",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "In the first auction everyone bids exactly one card, face down, and you "
            "were drawn to open. Lay your green 9 in your bid: click it.",
        ),
        "clause": "SH-5",
        "do": ("add", card(9, True)),
        "topics": ("sealed bid",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Now seal your bid with the glowing Seal bid button. The others will see "
            "that you bid one card, never which one.",
        ),
        "clause": "SH-8",
        "do": ("seal",),
        "button": "sealButton",
        "topics": ("sealed bid",),
    },
    {"bots": (("add", card(28, False)), ("seal",), ("add", card(8, True)), ("seal",))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "All the bids are turned up together. One bot bid 28, far more than your 9, "
            "but in yellow: a bid in the trump colour beats every bid in another colour, "
            "whatever the numbers. The green stone is yours.",
        ),
        "clause": "SH-10",
        "do": "next",
        "topics": ("trump",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "A stone from the ring scores 1 point, plus 1 for every stone of its colour "
            "you already own. This is your first green stone: 1 point.",
        ),
        "clause": "SH-14",
        "do": "next",
        "topics": ("scoring",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Then the bid cards are discarded and hands are refilled: the winner draws "
            "nothing, the lowest bid above zero draws two cards, every other player one. "
            "The bot that bid 8 draws two.",
        ),
        "clause": "SH-15",
        "do": "next",
        "topics": ("lowest bid draws two",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Next comes a blue stone: blue is trump. As the last winner you open. From now "
            "on you may pass, and a bid may hold several cards of one colour. You have no "
            "blue card, but a cheap bid still pays: the lowest bid draws two cards. Lay "
            "your grey 6.",
        ),
        "clause": "SH-7",
        "do": ("add", card(6, True)),
        "topics": ("lowest bid draws two",),
    },
    SEAL_YOUR_BID,
    {"bots": (("add", card(20, True)), ("seal",), ("add", card(27, False)), ("seal",))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "A bot wins the blue stone with its blue 20, in trump. Your 6 is the lowest "
            "bid above zero, so you draw two cards: one more than if you had passed.",
        ),
        "clause": "SH-15",
        "do": "next",
        "topics": ("lowest bid draws two",),
    },
    {"bots": (("add", DOLMEN), ("add", card(14, True)), ("seal",), ("pass",))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "A yellow stone now, and you hold two yellow cards: trump. The bot that won "
            "opened and laid two cards; the other passed. Lay your yellow 10: alone, a "
            "trump card beats any bid in another colour.",
        ),
        "clause": "SH-10",
        "do": ("add", card(10, False)),
        "topics": ("trump",),
    },
    SEAL_YOUR_BID,
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The bot's bid held a dolmen card. When a dolmen card is bid, the auction has "
            "no trump at all: only the totals count, so its blue 14 beats your 10. Dolmen "
            "cards are the answer to a trump bid. Your 10, the lowest bid, draws two "
            "cards.",
        ),
        "clause": "SH-11",
        "do": "next",
        "topics": ("dolmen",),
    },
    {"bots": (("pass",), ("add", card(30, True)), ("seal",))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Green again, so green is trump, and you just drew the green 27. Lay it: it "
            "beats the grey 30 the other bot bid.",
        ),
        "clause": "SH-10",
        "do": ("add", card(27, True)),
        "topics": ("trump",),
    },
    SEAL_YOUR_BID,
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your second green stone scores 1 point plus 1 for the green you already "
            "owned: 2 points. Each stone of a colour you collect makes the next one worth "
            "more, and the five dolmens sold at the end of the walk score double.",
        ),
        "clause": "SH-14",
        "do": "next",
        "topics": ("scoring a colour",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The match ends when a player reaches 20 points, or after the last dolmen, "
            "with the highest score winning. Play this match on freely, or leave.",
        ),
        "clause": "SH-17",
        "do": "next",
        "topics": ("end",),
    },
)
