"""Dog Eat Dog's guided first match (issue 25): two of the learner's turns against two
bots, with the Treehouse die in play.

Pure data (see desktop/tutorial/lesson.py). Seed 1860 gives the learner (seat 0) the
start roll after a tie with the yellow bot. The learner's large pyramid takes the orange
bot's small one (6 against 2) and makes a stack; the orange bot's large loses a tie of
5s against the yellow bot's small and both tip over; the yellow bot's medium attacks
the learner's stack and is captured by its large top (5 against 4); the learner's
medium rolls the Treehouse die, shows HOP and takes the yellow bot's small. The
learner then holds two small pyramids and one medium of other colours: no tree yet.
The seed was chosen by playing these choices over many seeds; the texts are our own,
from seeds/dog_eat_dog.en.md.
"""

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

SMALL, MEDIUM, LARGE = 1, 2, 3


def pyramid(seat: int, pips: int, number: int = 0) -> int:
    """A pyramid's id as a match record writes it: nine per colour (colour = seat),
    three small, then three medium, then three large (the desktop imports no game's
    rules: the lesson tests hold this numbering equal to the engine's `material`)."""
    return 9 * seat + 3 * (pips - 1) + number


YOUR_LARGE = pyramid(0, LARGE)
YOUR_MEDIUM = pyramid(0, MEDIUM)

SEED = 1860
OPTIONS: dict = {"treehouse": True}
SEATS = ("learner", "bot", "bot")

SCRIPT = (
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Welcome to Dog Eat Dog. Everyone plays nine pyramids of one colour: three "
            "small, three medium and three large, with 1, 2 or 3 pips. Your pyramids jump "
            "on the others' to take them, and dice decide every fight. At the end, the "
            "pyramids of other colours you hold score points. Here you play red for two "
            "turns against an orange bot and a yellow bot, with the Treehouse die in play.",
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
    {"bot": ("attacker", pyramid(1, LARGE))},
    {"bot": ("target", pyramid(2, SMALL))},
    {"bot": ("roll", False)},
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
    {"bot": ("attacker", pyramid(2, MEDIUM))},
    {"bot": ("target", YOUR_LARGE)},
    {"bot": ("roll", False)},
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
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "The match ends when a player's turn begins and they have no legal attack "
            "left, or when a whole round of turns goes by without a single attack.",
        ),
        "clause": "DE-14",
        "do": "next",
        "topics": ("end",),
    },
    {
        "say": QT_TRANSLATE_NOOP(
            "Tutorial",
            "Then you take the stacks you control and your captures, and set aside your "
            "own colour. The rest makes trees of one small, one medium and one large: 7 "
            "points for a tree of one colour, 5 for a mixed one, 1 for each pyramid left "
            "over. Now you hold two small pyramids and a medium: no tree, 3 points. Play "
            "this match on freely, or leave.",
        ),
        "clause": "DE-16",
        "do": "next",
        "topics": ("trees at the end",),
    },
)
