"""Double's Dread's guided first match (issue 25): the auction, the hand-out and the
whole first round against one bot, to the monster's payout and the round's scoring.

Pure data (see desktop/tutorial/lesson.py). Seed 32 makes the learner (seat 0) open the
auction; the bot passes, so the learner is South and keeps boats 1 and 0. In the first
trick North must follow yellow with its Shaman; in the second the bot's blue Chief
changes the colour and the monster swallows the learner's red Chief; in the third the
learner's red 6 changes the colour in turn. The bot takes the next three tricks (two by
colour changes that feed the monster), the learner's green Chief the seventh, and the
learner's red 5 the last: the monster pays out 13 pawns, 33 points, and South makes the
bid of 33 with 47. The seed was chosen by playing these choices over many seeds, the
last five tricks by playing the round out with the game's bot on both sides through the
engine (a throwaway search); the texts are our own, from seeds/doubles_dread.en.md.
"""

from desktop.tutorial.lesson import match
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

RED, BLUE, GREEN, YELLOW = range(4)
SHAMAN, CHIEF = 7, 8


def pawn(colour: int, strength: int) -> tuple:
    """Playing a pawn, as a match record writes it: pawns are numbered colour by
    colour, strength 1 first (the desktop imports no game's rules: the lesson tests
    hold this numbering equal to the engine's `pawns.make_pawn`)."""
    return ("play", colour * 8 + strength - 1)


MATCH = match(seed=32)

SCRIPT = (
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Welcome to Double's Dread. Each round, the players bid for the right to "
            "choose the boats; the winner must then take the points they promised in "
            "tricks, while the others try to stop them. The four boats lie face up: "
            "everyone sees every pawn. Here you play a whole round against one bot.",
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
    {"bots": (pawn(BLUE, 3), ("lead", 2), pawn(YELLOW, 6))},
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
            "Five tricks are left, one for each pawn still in a boat. You won, so you "
            "name the boat that leads the fourth trick: South again.",
        ),
        "clause": "DD-13",
        "do": ("lead", 1),
        "topics": ("lead",),
    },
    {
        "say": QT_TRANSLATE_NOOP("Tutorial", "Lead the green 4: green is asked."),
        "clause": "DD-9",
        "do": pawn(GREEN, 4),
        "topics": ("lead",),
    },
    {"bot": pawn(GREEN, 1)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "North must follow green as well, with its 3 or its Chief. Keep the Chief for "
            "later: play the green 3.",
        ),
        "clause": "DD-9",
        "do": pawn(GREEN, 3),
        "topics": ("follow colour",),
    },
    {"bots": (pawn(GREEN, 5), ("lead", 3), pawn(YELLOW, 5))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "East's green 5 took the fourth trick, your magic green 3 with it: 8 points "
            "for the bot. East now leads the yellow 5. South must follow yellow: play the "
            "yellow 4.",
        ),
        "clause": "DD-12",
        "do": pawn(YELLOW, 4),
        "topics": ("follow colour",),
    },
    {"bot": pawn(BLUE, 4)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "West's blue 4 has the strength of your yellow 4: it changes the colour, and "
            "the monster swallows both yellow pawns. North has no blue, and its red 2 "
            "matches no pawn on the monster: play it as a discard, swallowed at once.",
        ),
        "clause": "DD-11",
        "do": pawn(RED, 2),
        "topics": ("colour change", "monster"),
    },
    {"bots": (("lead", 3), pawn(GREEN, 2))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "West's lone blue 4 won that trick, and East leads the green 2. South must "
            "follow green: play the green 6.",
        ),
        "clause": "DD-9",
        "do": pawn(GREEN, 6),
        "topics": ("follow colour",),
    },
    {"bot": pawn(BLUE, 2)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "West's blue 2 changes the colour again: your magic green 6 goes into the "
            "monster. It is not lost yet: the winner of the last trick takes everything "
            "the monster holds. North has no blue: discard the red 4.",
        ),
        "clause": "DD-10",
        "do": pawn(RED, 4),
        "topics": ("colour change", "monster"),
    },
    {"bot": ("lead", 0)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "West won and named your North boat to lead: the winner of a trick may name "
            "any boat, even an opponent's. Lead the green Chief.",
        ),
        "clause": "DD-13",
        "do": pawn(GREEN, CHIEF),
        "topics": ("lead",),
    },
    {"bot": pawn(RED, 3)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "East discarded its red 3, a magic pawn, into the monster. South follows "
            "green with its last green pawn, the Shaman.",
        ),
        "clause": "DD-9",
        "do": pawn(GREEN, SHAMAN),
        "topics": ("follow colour",),
    },
    {"bot": pawn(BLUE, 5)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your green Chief took the seventh trick. You have 13 points, far from your "
            "33, and the monster holds ten pawns. One trick is left, and its winner takes "
            "them: lead from North.",
        ),
        "clause": "DD-14",
        "do": ("lead", 0),
        "topics": ("monster",),
    },
    {
        "say": QT_TRANSLATE_NOOP("Tutorial", "North's last pawn is the red 5: play it."),
        "clause": "DD-9",
        "do": pawn(RED, 5),
        "topics": ("lead",),
    },
    {"bot": pawn(BLUE, SHAMAN)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "East's blue Shaman matches no strength on the monster: a discard. South has "
            "no red either: its yellow 3 is a discard too.",
        ),
        "clause": "DD-11",
        "do": pawn(YELLOW, 3),
        "topics": ("colour change",),
    },
    {"bot": pawn(BLUE, 6)},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your red 5 won the last trick, so the monster pays out to you: the thirteen "
            "pawns it swallowed this round, five of them magic, 33 points. Without them "
            "you would have taken only 14.",
        ),
        "clause": "DD-14",
        "do": "next",
        "topics": ("monster",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The round is scored, as the summary shows. You promised 33 and took 47: as "
            "South you made your bid and score your 47 points; the bot scores nothing. "
            "Had you fallen short, you would have scored 0, and the bot its own points "
            "plus your bid. The bot opens the second round's auction: play it on freely, "
            "or leave.",
        ),
        "clause": "DD-15",
        "do": "next",
        "topics": ("scoring",),
    },
)
