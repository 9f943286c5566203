"""Everything the Dog Eat Dog table says, in its own translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.table.dice import treehouse_label
from desktop.table.text import Saying, fill, told
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

CONTEXT = "DogEatDogTable"


def size_name(pips: int) -> str:
    """The pyramid's size as a word (small, medium, large)."""
    names = {
        1: QCoreApplication.translate("DogEatDogTable", "small"),
        2: QCoreApplication.translate("DogEatDogTable", "medium"),
        3: QCoreApplication.translate("DogEatDogTable", "large"),
    }
    return names[pips]


def pyramid_name(pyramid: int, obs: dict, names: list[str], viewer: int | None) -> str:
    """ "your medium" or "Bob's small"."""
    size = size_name(obs["pips"][pyramid])
    owner = obs["colours"][pyramid]
    if owner == viewer:
        return fill(QCoreApplication.translate("DogEatDogTable", "your %1"), size)
    return fill(QCoreApplication.translate("DogEatDogTable", "%1's %2"), names[owner], size)


def tie_words(fight: dict) -> str:
    """Why a tie went the way it did, from the engine's record of the fight (an
    "6 against 6" alone reads like a mistake)."""
    reason = fight.get("tie_break")  # a fight written by hand may leave it out
    if reason == "smaller":
        return " " + QCoreApplication.translate(
            "DogEatDogTable", "A tie goes to the smaller pyramid."
        )
    if reason == "defender":
        return " " + QCoreApplication.translate(
            "DogEatDogTable", "A tie between equal sizes goes to the defender."
        )
    return ""


# The Treehouse die's faces that settle a fight without its dice.
TREEHOUSE_ENDS = {
    "tip": QT_TRANSLATE_NOOP(
        "DogEatDogTable", "%1 rolls TIP on the Treehouse die: the attack fails."
    ),
    "hop": QT_TRANSLATE_NOOP(
        "DogEatDogTable", "%1 rolls HOP on the Treehouse die and takes the stack."
    ),
}


def fight_sentence(fight: dict, obs: dict, names: list[str], viewer: int | None) -> str:
    """The outcome in one sentence: "Your medium beats the small: 5 against 3" (the
    dice each side keeps, as the engine's record of the fight gives them)."""
    attacker = pyramid_name(fight["attacker"], obs, names, viewer)
    attacker = attacker[:1].upper() + attacker[1:]
    best = str(fight["best"])
    if fight["treehouse"] in TREEHOUSE_ENDS:
        text = QCoreApplication.translate(CONTEXT, TREEHOUSE_ENDS[fight["treehouse"]])
        return fill(text, attacker)
    defences = fight["defences"]
    if fight["outcome"] == "won":
        if len(defences) == 1:
            defender = defences[0][0]
            beats = QCoreApplication.translate("DogEatDogTable", "%1 beats the %2: %3 against %4.")
            size = size_name(obs["pips"][defender])
            return fill(beats, attacker, size, best, fight["defence_best"][0]) + tie_words(fight)
        return fill(
            QCoreApplication.translate(
                "DogEatDogTable", "%1 beats every defender of the stack with a %2 and takes it."
            ),
            attacker,
            best,
        )
    defender = defences[-1][0]
    loses = QCoreApplication.translate("DogEatDogTable", "%1 loses to the %2: %3 against %4.")
    size = size_name(obs["pips"][defender])
    beaten = fill(loses, attacker, size, best, fight["defence_best"][-1]) + tie_words(fight)
    if fight["outcome"] == "tipped":
        return (
            beaten + " " + QCoreApplication.translate("DogEatDogTable", "Both pyramids tip over.")
        )
    if fight["captor"] == viewer:
        return beaten + " " + QCoreApplication.translate("DogEatDogTable", "You capture it.")
    return (
        beaten
        + " "
        + fill(
            QCoreApplication.translate("DogEatDogTable", "%1 captures it."), names[fight["captor"]]
        )
    )


def start_sentence(obs: dict, names: list[str], viewer: int | None) -> str:
    """The roll for who starts (DE-4), under its dice in the tray."""
    first = obs["first_player"]
    if first == viewer:
        return QCoreApplication.translate(
            "DogEatDogTable", "Who starts: the highest die (ties roll again). You play first."
        )
    return fill(
        QCoreApplication.translate(
            "DogEatDogTable", "Who starts: the highest die (ties roll again). %1 plays first."
        ),
        names[first],
    )


def _pyramid(event: dict, obs: dict, names: list[str], viewer: int | None) -> str:
    return pyramid_name(event["pyramid"], obs, names, viewer)


# What a seat's own move says, "You …" or "<Name> …" (see `told`); each value is
# given the event, the observation, the names and the viewer. "dig", "tip", "stand"
# name the pyramid moved: "a lone pyramid" says too little.
SAYINGS: dict[str, Saying] = {
    "start_roll": (
        QT_TRANSLATE_NOOP("DogEatDogTable", "You roll %1 for the start."),
        QT_TRANSLATE_NOOP("DogEatDogTable", "%1 rolls %2 for the start."),
        lambda event, *_: " ".join(str(v) for v in event["dice"]),
    ),
    "first_player": (
        QT_TRANSLATE_NOOP("DogEatDogTable", "You play first."),
        QT_TRANSLATE_NOOP("DogEatDogTable", "%1 plays first."),
    ),
    "dig": (
        QT_TRANSLATE_NOOP("DogEatDogTable", "You dig %1 up to the top of its stack."),
        QT_TRANSLATE_NOOP("DogEatDogTable", "%1 digs %2 up to the top of its stack."),
        _pyramid,
    ),
    "tip": (
        QT_TRANSLATE_NOOP("DogEatDogTable", "You tip %1 over."),
        QT_TRANSLATE_NOOP("DogEatDogTable", "%1 tips %2 over."),
        _pyramid,
    ),
    "stand": (
        QT_TRANSLATE_NOOP("DogEatDogTable", "You stand %1 up."),
        QT_TRANSLATE_NOOP("DogEatDogTable", "%1 stands %2 up."),
        _pyramid,
    ),
    # no attack, the Treehouse die unused, the tops of two stacks swapped
    "decline": (
        QT_TRANSLATE_NOOP("DogEatDogTable", "You attack nobody this turn."),
        QT_TRANSLATE_NOOP("DogEatDogTable", "%1 attacks nobody this turn."),
    ),
    "skip": (
        QT_TRANSLATE_NOOP("DogEatDogTable", "You leave the Treehouse die unused."),
        QT_TRANSLATE_NOOP("DogEatDogTable", "%1 leaves the Treehouse die unused."),
    ),
    "swap": (
        QT_TRANSLATE_NOOP("DogEatDogTable", "You swap the tops of two stacks."),
        QT_TRANSLATE_NOOP("DogEatDogTable", "%1 swaps the tops of two stacks."),
    ),
}


def describe_event(event: dict, names: list[str], viewer: int | None, obs: dict) -> str | None:
    """One sentence for the log, in the viewer's voice: "You …" for what the viewer did,
    "<Name> …" for the others (a fight names "your" pyramids)."""
    kind = event["type"]
    if kind == "roll" and event.get("purpose") == "start":
        kind = "start_roll"  # the other rolls are told by their fight
    if kind == "aim":
        kind = "tip" if event["tipped"] else "stand"
    if kind == "fight":
        return fight_sentence(event, obs, names, viewer)
    if kind == "face_unused":
        return fill(
            QCoreApplication.translate(
                "DogEatDogTable", "The Treehouse die shows %1, which has no use now."
            ),
            treehouse_label(event["face"]),
        )
    if kind == "round_end":
        return QCoreApplication.translate("DogEatDogTable", "The match is over.")
    return told(CONTEXT, SAYINGS, event, names, viewer, obs, names, viewer, kind=kind)


def face_instruction(face: str) -> str:
    """What to pick after the Treehouse die's face."""
    texts = {
        "swap": QCoreApplication.translate(
            "DogEatDogTable", "SWAP: pick two stacks whose tops change places, or skip."
        ),
        "dig": QCoreApplication.translate(
            "DogEatDogTable",
            "DIG: pick one of your pyramids inside a stack to lift it on top, or skip.",
        ),
        "aim": QCoreApplication.translate(
            "DogEatDogTable", "AIM: pick a lone pyramid to tip over or stand up, or skip."
        ),
    }
    return texts.get(face, treehouse_label(face))


def chance_text(chance: float) -> str:
    """A fight's odds, on a target's hover (the chance of this attack, not the match's)."""
    return fill(
        QCoreApplication.translate("DogEatDogTable", "Chance to win this fight: %1%"),
        round(chance * 100),
    )


def holdings_line(trees: dict) -> str:
    """A player's trees in words, with what each kind is worth (DE-16)."""
    return fill(
        QCoreApplication.translate(
            "DogEatDogTable",
            "one-colour trees %1 × 7, mixed trees %2 × 5, left over %3 × 1: %4 points",
        ),
        len(trees["one_colour"]),
        len(trees["mixed"]),
        len(trees["left_over"]),
        trees["score"],
    )


def ended_text(reason: str, names: list[str], seat: int) -> str:
    if reason == "no_attack":
        return fill(
            QCoreApplication.translate("DogEatDogTable", "%1 has no attack left: the match ends."),
            names[seat],
        )
    return QCoreApplication.translate(
        "DogEatDogTable", "A whole round passed without an attack: the match ends."
    )
