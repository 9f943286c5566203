"""Double Action's guided first match (issue 25): a whole match against one bot, won
with two series in nine turns.

Pure data (see desktop/tutorial/lesson.py). Seed 609 deals the learner (seat 0, who
starts) 7♣ 5♦ Q♦ 8♥ J♥ K♥ 9♠ K♠, and the draws bring 3♣, A♣, J♣ and 5♥: five chips
down one column make a first series, and a diagonal from the 3♣ of that column to a
joker corner makes the second, reusing that chip. The bot's Q♣ takes the other cell of
the diagonal's Q♣, so the kept J♥ fills it; the learner's J♣ takes a bot chip off; the
bot's two Jacks cover both cells of the learner's K♠, which dies and is exchanged. The
seed was chosen by playing these choices over many seeds; the texts are our own, from
seeds/double_action.en.md.
"""

from desktop.tutorial.lesson import match
from rules_engine.core.cards import parse_card
from rules_engine.core.i18n import QT_TRANSLATE_NOOP


def lay(code: str) -> tuple:
    """Laying a card ("7C"), as a match record writes it (engine card ids, first deck)."""
    return ("card", parse_card(code))


def cell(place: str) -> int:
    """A cell by column letter and row number ("D3"), as the engine numbers cells: row
    from the top times ten plus column (the desktop imports no game's rules: the lesson
    tests hold this numbering equal to the engine's `board.cell_at`)."""
    return (int(place[1:]) - 1) * 10 + "ABCDEFGHIJ".index(place[0])


def place(where: str) -> tuple:
    return ("place", cell(where))


def remove(where: str) -> tuple:
    return ("remove", cell(where))


MATCH = match(seed=609)

SCRIPT = (
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Welcome to Double Action. Two teams race to line up five chips in a row, "
            "a column or a diagonal: such a line is a series, and the first team with "
            "two series wins. Here you play a whole short match against one bot: your "
            "chips are one colour, the bot's the other.",
        ),
        "clause": "DA-14",
        "do": "next",
        "topics": ("aim",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Every card of the deck except the Jacks is printed on two cells of the "
            "board, far apart; the four corners show a joker. Your eight cards are at "
            "the bottom of the table.",
        ),
        "clause": "DA-1",
        "do": "next",
        "topics": ("board",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "A turn: lay a card from your hand, put a chip on a free cell showing that "
            "card, and the table draws you a new card. Lay your 7♣.",
        ),
        "clause": "DA-4",
        "do": lay("7C"),
        "topics": ("chip",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The 7♣ is on two cells, and both are lit. Put your chip on the one in the "
            "third row from the top: you will build a column down from it.",
        ),
        "clause": "DA-4",
        "do": place("D3"),
        "topics": ("chip",),
    },
    {"bots": (lay("JS"), place("G2"))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The bot laid a Jack. A Jack is wild: it puts a chip on any free cell. The "
            "bot took a cell of the K♠, a card you hold: only its other cell is left "
            "for it now.",
        ),
        "clause": "DA-5",
        "do": "next",
        "topics": ("both jacks",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "You drew the 3♣. One of its cells is in the same column, four rows below "
            "your 7♣: lay it.",
        ),
        "clause": "DA-4",
        "do": lay("3C"),
        "topics": ("chip",),
    },
    {
        "say": QT_TRANSLATE_NOOP("Tutorial", "Put the chip on the 3♣ four rows below your 7♣."),
        "clause": "DA-4",
        "do": place("D7"),
        "topics": ("chip",),
    },
    {"bots": (lay("2C"), place("F1"))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your 3♣ also starts a diagonal that runs down to the joker corner at the "
            "bottom left. Lay the 5♦: one of its cells lies on that diagonal.",
        ),
        "clause": "DA-4",
        "do": lay("5D"),
        "topics": ("chip",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Put the chip on the 5♦ just below and left of your 3♣. A joker corner never "
            "holds a chip but counts for both teams, so a line that reaches it needs "
            "only four chips.",
        ),
        "clause": "DA-7",
        "do": place("C8"),
        "topics": ("corner",),
    },
    {"bots": (lay("6C"), place("F4"))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial", "Back to the column: lay the Q♦, whose cell is just below your 7♣."
        ),
        "clause": "DA-4",
        "do": lay("QD"),
        "topics": ("chip",),
    },
    {
        "say": QT_TRANSLATE_NOOP("Tutorial", "Put the chip on the Q♦ right below your 7♣."),
        "clause": "DA-4",
        "do": place("D4"),
        "topics": ("chip",),
    },
    {"bots": (lay("QC"), place("I7"))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The bot laid the Q♣, the only one in the deck. The gap left in your "
            "diagonal shows the Q♣: from now on only a Jack can fill it. Keep your J♥ "
            "for it. Lay the 8♥ for the column.",
        ),
        "clause": "DA-5",
        "do": lay("8H"),
        "topics": ("chip",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial", "Put the chip on the 8♥ of your column, just above the 3♣."
        ),
        "clause": "DA-4",
        "do": place("D6"),
        "topics": ("chip",),
    },
    {"bots": (lay("2D"), place("B4"))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "You drew the A♣. One of its cells is the other end of your diagonal, next "
            "to your 8♥: lay it.",
        ),
        "clause": "DA-4",
        "do": lay("AC"),
        "topics": ("chip",),
    },
    {
        "say": QT_TRANSLATE_NOOP("Tutorial", "Put the chip on the A♣ to the right of your 8♥."),
        "clause": "DA-4",
        "do": place("E6"),
        "topics": ("chip",),
    },
    {"bots": (lay("4C"), place("E5"))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "You drew the J♣. The black Jacks (clubs and spades) have a second use: "
            "instead of placing a chip, they take one of the other team's chips off the "
            "board. Lay the J♣.",
        ),
        "clause": "DA-6",
        "do": lay("JC"),
        "topics": ("both jacks",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Take off the bot's chip on the 4♣, pressed against your column: click it. "
            "Its cell is free again, and you place no chip this turn.",
        ),
        "clause": "DA-6",
        "do": remove("E5"),
        "topics": ("both jacks",),
    },
    {"bots": (lay("7D"), place("G6"))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "You drew the 5♥, and the last gap of your column shows it. Lay it.",
        ),
        "clause": "DA-4",
        "do": lay("5H"),
        "topics": ("chip",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Put the chip in the gap: five of your chips in one column make a series.",
        ),
        "clause": "DA-8",
        "do": place("D5"),
        "topics": ("series",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "A series counts at once, and its chips are locked: no black Jack can take "
            "them off any more. One more series and you win.",
        ),
        "clause": "DA-8",
        "do": "next",
        "topics": ("series",),
    },
    {"bots": (lay("JD"), place("E7"))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The bot's second Jack took the other cell of the K♠: both are covered, so "
            "your K♠ is dead and can no longer be laid. At the start of your turn you "
            "may exchange one dead card for a new one. Exchange the K♠.",
        ),
        "clause": "DA-12",
        "do": ("exchange", parse_card("KS")),
        "topics": ("dead card",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your turn goes on as usual. Now the J♥ you kept: a red Jack only places a "
            "chip, anywhere. Lay it.",
        ),
        "clause": "DA-5",
        "do": lay("JH"),
        "topics": ("both jacks",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Fill the Q♣ gap of your diagonal. With the corner, it makes a second "
            "series, and it reuses the 3♣ chip of your first one: a new series may "
            "share one chip with each series your team has completed.",
        ),
        "clause": "DA-9",
        "do": place("B9"),
        "topics": ("reusing a chip", "series"),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Two series: you win the match. Against stronger bots, block their lines "
            "early, count the cards whose cells are taken, and keep your Jacks for the "
            "last gap.",
        ),
        "clause": "DA-14",
        "do": "next",
        "topics": ("winning",),
    },
)
