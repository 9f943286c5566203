"""Double's Dread's guided first match (issue 25): the auction, the hand-out and three
tricks of the first round, against one bot.

Pure data (see desktop/tutorial/lesson.py). Seed 32 makes the learner (seat 0) open the
auction; the bot passes, so the learner is South and keeps boats 1 and 0. In the first
trick North must follow yellow with its Shaman; in the second the bot's blue Chief
changes the colour and the monster swallows the learner's red Chief; in the third the
learner's red 6 changes the colour in turn. The seed was chosen by playing these
choices over many seeds; the texts are our own, from seeds/doubles_dread.en.md.
"""

from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.games.doubles_dread.pawns import make_pawn

RED, BLUE, GREEN, YELLOW = range(4)
SHAMAN, CHIEF = 7, 8


def pawn(colour: int, strength: int) -> tuple:
    return ("play", make_pawn(colour, strength))


SEED = 32
OPTIONS: dict = {}
SEATS = ("learner", "bot")

SCRIPT = (
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Welcome to Double's Dread. Each round, the players bid for the right to "
            "choose the boats; the winner must then take the points they promised in "
            "tricks, while the others try to stop them. The four boats lie face up: "
            "everyone sees every pawn. Here you play the start of a round against one bot.",
        ),
        "clause": "DD-4",
        "do": "next",
        "topics": ("aim",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Each colour has pawns of strength 1 to 6, a Shaman (7) and a Chief (8). "
            "Magic pawns, the 3 and the 6 of each colour in this match, are worth 5 "
            "points; the others 1 point.",
        ),
        "clause": "DD-1",
        "do": "next",
        "topics": ("pawns",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The auction: a bid is the number of points you promise to take this round. "
            "You open, and the first bid is at least 33. Press the glowing Bid button "
            "with 33 in the box.",
        ),
        "clause": "DD-5",
        "do": ("bid", 33),
        "button": "bidButton",
        "topics": ("auction",),
    },
    {"bot": ("pass",)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The bot passed, so you won the auction: you are South, and you must take at "
            "least 33 points this round. The bot plays against you.",
        ),
        "clause": "DD-5",
        "do": "next",
        "topics": ("auction",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The hand-out: South keeps two boats and hands the others to the opponent. "
            "First choose the boat you play at South: take the glowing one, with the red "
            "and yellow Chiefs and the green Shaman.",
        ),
        "clause": "DD-6",
        "do": ("boat", 1),
        "topics": ("hand-out",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your second boat goes to North, across the lagoon: take the one with the green Chief.",
        ),
        "clause": "DD-6",
        "do": ("boat", 0),
        "topics": ("hand-out",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The two boats left go to the bot: the one you click now plays West, the last "
            "one East. Around the lagoon the boats play in turn: South, West, North, East.",
        ),
        "clause": "DD-6",
        "do": ("boat", 2),
        "topics": ("hand-out",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "South names the boat that leads the first trick. Let your South boat lead: click it.",
        ),
        "clause": "DD-8",
        "do": ("lead", 1),
        "topics": ("lead",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Every boat plays one pawn onto the monster in each trick. Lead your yellow "
            "Chief: yellow becomes the asked colour.",
        ),
        "clause": "DD-9",
        "do": pawn(YELLOW, CHIEF),
        "topics": ("lead",),
    },
    {"bot": pawn(YELLOW, 1)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Now your North boat plays. Its only yellow pawn is the Shaman, and a boat "
            "that holds the asked colour must play it, even when it cannot win. Play the "
            "yellow Shaman.",
        ),
        "clause": "DD-9",
        "do": pawn(YELLOW, SHAMAN),
        "topics": ("follow colour",),
    },
    {"bot": pawn(YELLOW, 2)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your yellow Chief is the strongest yellow pawn: your South boat wins the "
            "trick and takes its four pawns.",
        ),
        "clause": "DD-12",
        "do": "next",
        "topics": ("winning a trick",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The winner of a trick decides who leads the next one. Lead again from your "
            "South boat.",
        ),
        "clause": "DD-13",
        "do": ("lead", 1),
        "topics": ("lead",),
    },
    {
        "say": QT_TRANSLATE_NOOP("Tutorial", "Lead your red Chief: red is asked."),
        "clause": "DD-9",
        "do": pawn(RED, CHIEF),
        "topics": ("lead",),
    },
    {"bot": pawn(BLUE, CHIEF)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "West has no red pawn. Its blue Chief has the same strength as your red Chief "
            "on the monster, so it changes the colour: the monster swallows every face-up "
            "red pawn, your Chief included, and blue is asked now.",
        ),
        "clause": "DD-10",
        "do": "next",
        "topics": ("colour change",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Swallowed pawns stay in the monster, face down, until the round ends. Whoever "
            "wins the last trick takes them all, magic pawns included: the last trick can "
            "be worth a lot.",
        ),
        "clause": "DD-14",
        "do": "next",
        "topics": ("monster",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial", "North must now follow blue: play its only blue pawn, the 1."
        ),
        "clause": "DD-9",
        "do": pawn(BLUE, 1),
        "topics": ("follow colour",),
    },
    {"bot": pawn(BLUE, 3)},
    {"bot": ("lead", 2)},
    {"bot": pawn(YELLOW, 6)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "West's blue Chief won that trick, and West leads the yellow 6. North has no "
            "yellow. A pawn of the same strength as a face-up pawn changes the colour; any "
            "other is a discard, swallowed at once. Play the red 6: the monster swallows "
            "the yellow 6, a magic pawn, and red is asked.",
        ),
        "clause": "DD-11",
        "do": pawn(RED, 6),
        "topics": ("colour change",),
    },
    {"bot": pawn(RED, 1)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "South follows red with its Shaman, the strongest red pawn on the monster: "
            "you win this trick.",
        ),
        "clause": "DD-12",
        "do": pawn(RED, SHAMAN),
        "topics": ("winning a trick",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The round goes on until the boats are empty. Then South counts the points "
            "of both boats: with 33 or more South scores them, otherwise the opponent "
            "scores its own points plus the bid. Play this match on freely, or leave.",
        ),
        "clause": "DD-15",
        "do": "next",
        "topics": ("scoring",),
    },
)
