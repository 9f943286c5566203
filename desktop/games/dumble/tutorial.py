"""Dumble's guided first match (issue 25): one round against one bot.

Pure data (see desktop/tutorial/lesson.py). Seed 143395 deals the learner (seat 0,
drawn to start) A♠ 4♦ 7♦ 9♦ 9♥ J♥ Q♦ with the Q♥ turned up: a discard of the Jack and
a take of the Queen make a pair, the bot's three 8s offer the 8♦ between the 7♦ and the
9♦ (a run), and the bot calls with 9 while the learner holds 8 (a doubled caller).
The seed was chosen by playing greedy choices over many seeds; the texts are our own,
from seeds/dumble.en.md.
"""

from desktop.tutorial.lesson import match
from rules_engine.core.cards import parse_cards
from rules_engine.core.i18n import QT_TRANSLATE_NOOP


def cards(codes: str) -> tuple[int, ...]:
    """The engine's card ids for `codes` ("8D 8H 8S"), sorted as its discards are."""
    return tuple(sorted(parse_cards(codes)))


MATCH = match(seed=143395)

SCRIPT = (
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Welcome to Dumble. Each round, everyone tries to be left with as few points "
            "in hand as possible. Points add up from round to round: over 100 you are "
            "out, and the last player still in wins. This short round shows how a turn "
            "goes. Read each step, then play the glowing move or press Next.",
        ),
        "clause": "DU-2",
        "do": "next",
        "topics": ("aim",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your seven cards lie at the bottom of the table. An Ace is worth 1 point, a 2 "
            "to 10 its number, and a Jack, Queen or King 10 each; suits never count. "
            "Your hand is worth 50 points for now.",
        ),
        "clause": "DU-3",
        "do": "next",
        "topics": ("card values",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "In the middle: the stock, face down, and the Queen of hearts turned face up "
            "beside it. You were drawn to start. A turn is always the same: first you "
            "discard, then you draw exactly one card.",
        ),
        "clause": "DU-6",
        "do": "next",
        "topics": ("turn",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Discard first. One card on its own is always allowed. Throw away the Jack of "
            "hearts, a heavy card: click it, then press Discard.",
        ),
        "clause": "DU-7",
        "do": ("discard", cards("JH")),
        "topics": ("first discard",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Now draw one card: the top of the stock, unseen, or one of the cards the "
            "previous player discarded (on the first turn, the card turned up). Take the "
            "Queen of hearts: with your Queen of diamonds it makes a pair, which you can "
            "throw away together next turn.",
        ),
        "clause": "DU-10",
        "do": ("take", cards("QH")[0]),
        "topics": ("draw from discard",),
    },
    {"bots": (("discard", cards("8D 8H 8S")), ("draw",))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The bot threw three 8s at once: a set, 2 to 4 cards of the same rank, "
            "whatever their suits. Then it drew from the stock. Its three 8s are now on "
            "offer to you, after your discard.",
        ),
        "clause": "DU-8",
        "do": "next",
        "topics": ("set",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Discard your pair of Queens: two cards and 20 points gone in one turn. "
            "Click both, then press Discard.",
        ),
        "clause": "DU-8",
        "do": ("discard", cards("QD QH")),
        "topics": ("set",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Take the 8 of diamonds from the bot's three 8s: it fits between your 7 and 9 "
            "of diamonds. The two 8s you leave become dead: nobody can take them any "
            "more.",
        ),
        "clause": "DU-10",
        "do": ("take", cards("8D")[0]),
        "topics": ("draw from discard", "dead cards"),
    },
    {"bots": (("discard", cards("KH KS")), ("take", cards("QD")[0]))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The bot threw two Kings, then took back the Queen of diamonds you had "
            "discarded. Watch what the others take: it tells you what they collect.",
        ),
        "clause": "DU-10",
        "do": "next",
        "topics": ("reading the others",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your 7, 8 and 9 of diamonds follow each other in one suit: a run. A run is "
            "always exactly three cards of the same suit, the Ace counting only below "
            "the 2. Discard it.",
        ),
        "clause": "DU-9",
        "do": ("discard", cards("7D 8D 9D")),
        "topics": ("run",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The two Kings on offer would weigh 10 points each. Draw from the stock "
            "instead: click it.",
        ),
        "clause": "DU-10",
        "do": ("draw",),
        "topics": ("draw from stock",),
    },
    {"bots": (("discard", cards("QC QD")), ("draw",))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Count your hand: Ace, 2, 4 and 9, 16 points. At the start of your turn, "
            "with 10 points or less, you could call \u201cDumble!\u201d instead of discarding, "
            "and the round would end. Not yet: the bot holds only two cards, so be quick.",
        ),
        "clause": "DU-12",
        "do": "next",
        "topics": ("call",),
    },
    {
        "say": QT_TRANSLATE_NOOP("Tutorial", "Discard the 9 of hearts, your heaviest card."),
        "clause": "DU-7",
        "do": ("discard", cards("9H")),
        "topics": ("discard",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial", "The Queens on offer are heavy: draw from the stock again."
        ),
        "clause": "DU-10",
        "do": ("draw",),
        "topics": ("draw from stock",),
    },
    {"bot": ("dumble",)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The bot calls \u201cDumble!\u201d with 9 points in hand. A call ends the round at "
            "once: nobody plays again, every hand is shown, and the lowest hand scores 0.",
        ),
        "clause": "DU-12",
        "do": "next",
        "topics": ("call",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "But your hand is worth only 8: yours is the lowest, so you score 0. A caller "
            "who is not the lowest pays double: the bot scores 2 \u00d7 9 = 18. Calling is a "
            "gamble.",
        ),
        "clause": "DU-14",
        "do": "next",
        "topics": ("doubled caller",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Scores add up round after round: over 100 a player is out, and a total of "
            "exactly 100 drops back to 50. As the round's winner, you start the next "
            "one. You have seen a whole round: play this match on freely, or leave.",
        ),
        "clause": "DU-16",
        "do": "next",
        "topics": ("totals",),
    },
)
