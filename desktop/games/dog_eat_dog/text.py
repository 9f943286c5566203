"""Everything the Dog Eat Dog table says, in its own translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.table.dice import treehouse_label
from desktop.table.text import Voice, fill

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


def fight_sentence(fight: dict, obs: dict, names: list[str], viewer: int | None) -> str:
    """The outcome in one sentence: "Your medium beats the small: 5 against 3" (the
    dice each side keeps, as the engine's record of the fight gives them)."""
    attacker = pyramid_name(fight["attacker"], obs, names, viewer)
    attacker = attacker[:1].upper() + attacker[1:]
    best = str(fight["best"])
    face = fight["treehouse"]
    if face == "tip":
        return fill(
            QCoreApplication.translate(
                "DogEatDogTable", "%1 rolls TIP on the Treehouse die: the attack fails."
            ),
            attacker,
        )
    if face == "hop":
        return fill(
            QCoreApplication.translate(
                "DogEatDogTable", "%1 rolls HOP on the Treehouse die and takes the stack."
            ),
            attacker,
        )
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


def describe_event(event: dict, names: list[str], viewer: int | None, obs: dict) -> str | None:
    """One sentence for the log, in the viewer's voice: "You …" for what the viewer did,
    "<Name> …" for the others (a fight names "your" pyramids)."""
    kind = event["type"]
    say = Voice(event, names, viewer)
    if kind == "roll" and event.get("purpose") == "start":
        return say(
            QCoreApplication.translate("DogEatDogTable", "You roll %1 for the start."),
            QCoreApplication.translate("DogEatDogTable", "%1 rolls %2 for the start."),
            " ".join(str(v) for v in event["dice"]),
        )
    if kind == "first_player":
        return say(
            QCoreApplication.translate("DogEatDogTable", "You play first."),
            QCoreApplication.translate("DogEatDogTable", "%1 plays first."),
        )
    if kind == "fight":
        return fight_sentence(event, obs, names, viewer)
    if kind == "aim":
        kind = "tip" if event["tipped"] else "stand"
    if kind in ("dig", "tip", "stand"):  # which pyramid: "a lone pyramid" says too little
        return say(*_pyramid_moved(kind), pyramid_name(event["pyramid"], obs, names, viewer))
    if kind == "face_unused":
        return fill(
            QCoreApplication.translate(
                "DogEatDogTable", "The Treehouse die shows %1, which has no use now."
            ),
            treehouse_label(event["face"]),
        )
    if kind in ("decline", "skip", "swap"):
        return say(*_turn_passed_over(kind))
    if kind == "round_end":
        return QCoreApplication.translate("DogEatDogTable", "The match is over.")
    return None


def _turn_passed_over(kind: str) -> tuple[str, str]:
    """No attack, the Treehouse die unused, or the tops of two stacks swapped: what the
    viewer did ("You …") and what another seat did ("%1 …")."""
    if kind == "decline":
        return (
            QCoreApplication.translate("DogEatDogTable", "You attack nobody this turn."),
            QCoreApplication.translate("DogEatDogTable", "%1 attacks nobody this turn."),
        )
    if kind == "skip":
        return (
            QCoreApplication.translate("DogEatDogTable", "You leave the Treehouse die unused."),
            QCoreApplication.translate("DogEatDogTable", "%1 leaves the Treehouse die unused."),
        )
    return (
        QCoreApplication.translate("DogEatDogTable", "You swap the tops of two stacks."),
        QCoreApplication.translate("DogEatDogTable", "%1 swaps the tops of two stacks."),
    )


def _pyramid_moved(kind: str) -> tuple[str, str]:
    """DIG, or AIM tipping or standing up, to a named pyramid ("Bob's small", "your
    large"): what the viewer did and what another seat did."""
    if kind == "dig":
        return (
            QCoreApplication.translate("DogEatDogTable", "You dig %1 up to the top of its stack."),
            QCoreApplication.translate("DogEatDogTable", "%1 digs %2 up to the top of its stack."),
        )
    if kind == "tip":
        return (
            QCoreApplication.translate("DogEatDogTable", "You tip %1 over."),
            QCoreApplication.translate("DogEatDogTable", "%1 tips %2 over."),
        )
    return (
        QCoreApplication.translate("DogEatDogTable", "You stand %1 up."),
        QCoreApplication.translate("DogEatDogTable", "%1 stands %2 up."),
    )


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
