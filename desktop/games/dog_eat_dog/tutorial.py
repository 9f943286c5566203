"""Dog Eat Dog's guided first match (issue 25): a whole match to its real end
and its trees: three turns of the learner's against two bots, with the Treehouse die.

Pure data (see desktop/tutorial/lesson.py). Seed 1860 gives the learner (seat 0) the
start roll after a tie with the yellow bot. The learner's large pyramid takes the orange
bot's small one (6 against 2) and makes a stack; the orange bot's large loses a tie of
5s against the yellow bot's small and both tip over; the yellow bot's medium attacks
the learner's stack and is captured by its large top (5 against 4); the learner's
medium rolls the Treehouse die, shows HOP and takes the yellow bot's small. Both bots
decline; the learner's other large takes the yellow bot's large (6 against 5); both
bots decline again and the learner's decline ends the match on a quiet round (DE-14).
The summary then shows the learner's yellow one-colour tree and orange left-over: 8
points to 0 and 0. The seed and the last turns were chosen by playing these choices
through the engine (a throwaway search over the learner's attacks); the texts are our
own, from seeds/dog_eat_dog.en.md.
"""

from desktop.tutorial.lesson import match
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

SMALL, MEDIUM, LARGE = 1, 2, 3


def pyramid(seat: int, pips: int, number: int = 0) -> int:
    """A pyramid's id as a match record writes it: nine per colour (colour = seat),
    three small, then three medium, then three large (the desktop imports no game's
    rules: the lesson tests hold this numbering equal to the engine's `material`)."""
    return 9 * seat + 3 * (pips - 1) + number


YOUR_LARGE = pyramid(0, LARGE)
YOUR_MEDIUM = pyramid(0, MEDIUM)
YOUR_OTHER_LARGE = pyramid(0, LARGE, 1)

MATCH = match(seed=1860, bots=2, options={"treehouse": True})

SCRIPT = (
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Welcome to Dog Eat Dog. Everyone plays nine pyramids of one colour: three "
            "small, three medium and three large, with 1, 2 or 3 pips. Your pyramids jump "
            "on the others' to take them, and dice decide every fight. At the end, the "
            "pyramids of other colours you hold score points. Here you play red to "
            "the match's end, against an orange bot and a yellow bot, with the Treehouse "
            "die in play.",
        ),
        "clause": "DE-2",
        "do": "next",
        "topics": ("aim",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "To see who starts, everyone rolled one die. You and the yellow bot tied on 5 "
            "and rolled again: your 5 beat its 4, so you begin, and the turns then go "
            "round the table.",
        ),
        "clause": "DE-4",
        "do": "next",
        "topics": ("who starts",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your turn. First choose the attacker: one of your pyramids standing alone "
            "and upright. A pyramid rolls one die per pip, so a large one rolls three. "
            "Click your glowing large pyramid.",
        ),
        "clause": "DE-7",
        "do": ("attacker", YOUR_LARGE),
        "topics": ("attacker and target",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Now choose the target: a pyramid of another colour standing alone, or the "
            "top of a stack that someone else controls. Click the orange bot's glowing "
            "small pyramid.",
        ),
        "clause": "DE-8",
        "do": ("target", pyramid(1, SMALL)),
        "topics": ("attacker and target",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The fight: each side rolls its dice and keeps only its best die; the dice "
            "are never added. The higher die wins. Leave the Treehouse die box unticked "
            "this time and press the glowing Roll button.",
        ),
        "clause": "DE-9",
        "do": ("roll", False),
        "button": "rollButton",
        "topics": ("fight",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your best die, a 6, beats its 2: your large pyramid now sits on top of the "
            "small one. Together they make a stack, and a stack belongs to the owner of "
            "its top pyramid: you control this one.",
        ),
        "clause": "DE-10",
        "do": "next",
        "topics": ("fight", "stack"),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Nobody may attack a stack that holds one of their own pyramids: the orange "
            "bot, whose small pyramid lies underneath, can never attack this stack, but "
            "the yellow bot can. And your large pyramid, now on a stack, can no longer "
            "attack: only lone pyramids do.",
        ),
        "clause": "DE-8",
        "do": "next",
        "topics": ("stack",),
    },
    {"bots": (("attacker", pyramid(1, LARGE)), ("target", pyramid(2, SMALL)), ("roll", False))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The orange bot attacked the yellow bot's small pyramid with its large one. "
            "Both best dice were 5. On a tie the smaller pyramid wins (between equal "
            "sizes, the defender): the attack failed.",
        ),
        "clause": "DE-9",
        "do": "next",
        "topics": ("fight",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Losing against a lone pyramid costs little: both pyramids only tip over onto "
            "their side. A tipped pyramid can neither attack nor be attacked; it stands up "
            "again at the start of its owner's next turn.",
        ),
        "clause": "DE-11",
        "do": "next",
        "topics": ("tipped",),
    },
    {"bots": (("attacker", pyramid(2, MEDIUM)), ("target", YOUR_LARGE), ("roll", False))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The yellow bot attacked your stack with a medium pyramid. Against a stack "
            "the attacker rolls once, and the stack's pyramids defend one by one from the "
            "top down against that same roll: the attacker must beat them all. Your large "
            "pyramid rolled a 5 against its 4, so the stack stays as it was.",
        ),
        "clause": "DE-12",
        "do": "next",
        "topics": ("stack", "fight"),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Attacking a stack is risky: the owner of the defender that wins captures the "
            "attacker for good. That medium pyramid is now yours, kept beside the table, "
            "and it counts for you at the end.",
        ),
        "clause": "DE-12",
        "do": "next",
        "topics": ("stack", "capture"),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your turn again. Only a medium or large attacker may use the Treehouse die, "
            "and your large one sits on a stack: attack with your glowing medium pyramid.",
        ),
        "clause": "DE-7",
        "do": ("attacker", YOUR_MEDIUM),
        "topics": ("attacker and target",),
    },
    {
        "say": QT_TRANSLATE_NOOP("Tutorial", "Target the yellow bot's glowing small pyramid."),
        "clause": "DE-8",
        "do": ("target", pyramid(2, SMALL, 1)),
        "topics": ("attacker and target",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The Treehouse die may replace one of your dice: your medium then rolls one "
            "ordinary die and the Treehouse die, whose faces read TIP, HOP, SWAP, DIG, AIM "
            "and WILD. The Treehouse die box is ticked for you: press the glowing Roll button.",
        ),
        "clause": "DE-18",
        "do": ("roll", True),
        "button": "rollButton",
        "topics": ("treehouse die",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "HOP: the attack succeeds at once, and the defender does not even roll. Your "
            "medium pyramid sits on the small one: a second stack of yours. TIP would "
            "have made the attack fail at once; SWAP, DIG, AIM and WILD each give an extra "
            "move once the fight is over.",
        ),
        "clause": "DE-19",
        "do": "next",
        "topics": ("treehouse die",),
    },
    {"bots": (("decline",), ("decline",))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Both bots chose not to attack: anyone may decline, and their turn simply ends. "
            "Your turn. Attack once more, with your glowing large pyramid.",
        ),
        "clause": "DE-13",
        "do": ("attacker", YOUR_OTHER_LARGE),
        "topics": ("attacker and target", "decline"),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Target the yellow bot's glowing large pyramid: with its small and medium "
            "pyramids already in your hands, it would complete a set of three.",
        ),
        "clause": "DE-8",
        "do": ("target", pyramid(2, LARGE)),
        "topics": ("attacker and target",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Three dice against three. Leave the Treehouse die box unticked and press the "
            "glowing Roll button.",
        ),
        "clause": "DE-9",
        "do": ("roll", False),
        "button": "rollButton",
        "topics": ("fight",),
    },
    {"bots": (("decline",), ("decline",))},
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your 6 beat its 5: you took the yellow large pyramid. Then both bots "
            "declined again. The match ends when a whole round of turns goes by without "
            "an attack, or when a player's turn begins with no attack left to make. Press "
            "the glowing No attack button: this quiet round ends the match.",
        ),
        "clause": "DE-14",
        "do": ("decline",),
        "button": "declineButton",
        "topics": ("end",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The match is over. Everyone takes the stacks they control and the pyramids "
            "they captured, and sets aside their own colour, which scores nothing. You "
            "take the orange small pyramid and the yellow small, medium and large ones.",
        ),
        "clause": "DE-15",
        "do": "next",
        "topics": ("trees at the end",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "What you take makes trees: one small, one medium and one large. A tree of "
            "one colour scores 7, a mixed tree 5, and each pyramid left over 1. Your yellow "
            "set is a one-colour tree, 7 points, and the orange small is left over, 1: 8 "
            "points, as the table's summary shows. The bots took nothing and score 0: you win.",
        ),
        "clause": "DE-16",
        "do": "next",
        "topics": ("trees at the end",),
    },
)
