"""A hint's words for Dog Eat Dog: the action the Hard level proposes, said to the
viewer in a few imperative words ("attack with your medium", "attack Bob's small",
"roll the attack"), with the pyramid names the dice tray uses."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.games.dog_eat_dog.text import pyramid_name
from desktop.table.text import fill


def hint_words(action: tuple, obs: dict, names: list[str], viewer: int | None) -> str:
    """`obs`: the public view now (the stacks, what lies tipped over, the swap under way)."""
    kind = action[0]
    plain = {  # the actions that name no pyramid
        "decline": QCoreApplication.translate("DogEatDogTable", "attack nobody this turn"),
        "skip": QCoreApplication.translate("DogEatDogTable", "leave the Treehouse die unused"),
        "cancel": QCoreApplication.translate("DogEatDogTable", "go back and choose again"),
    }
    if kind in plain:
        return plain[kind]
    if kind == "roll":
        if action[1]:
            return QCoreApplication.translate(
                "DogEatDogTable", "roll the attack with the Treehouse die"
            )
        return QCoreApplication.translate("DogEatDogTable", "roll the attack")
    if len(action) < 2:
        return ""
    pyramid = action[1]
    name = pyramid_name(pyramid, obs, names, viewer)
    if kind == "attacker":
        return fill(QCoreApplication.translate("DogEatDogTable", "attack with %1"), name)
    if kind == "target":
        if len(_stack_of(obs, pyramid)) > 1:
            text = QCoreApplication.translate("DogEatDogTable", "attack the stack topped by %1")
        else:
            text = QCoreApplication.translate("DogEatDogTable", "attack %1")
        return fill(text, name)
    if kind == "swap":
        if obs.get("swap_first") is not None:
            text = QCoreApplication.translate("DogEatDogTable", "swap it with %1")
        else:
            text = QCoreApplication.translate("DogEatDogTable", "swap %1 with another stack's top")
        return fill(text, name)
    if kind == "dig":
        text = QCoreApplication.translate("DogEatDogTable", "lift %1 to the top of its stack")
        return fill(text, name)
    if kind == "aim":
        if pyramid in obs["tipped"]:
            text = QCoreApplication.translate("DogEatDogTable", "stand %1 up")
        else:
            text = QCoreApplication.translate("DogEatDogTable", "tip %1 over")
        return fill(text, name)
    return ""


def _stack_of(obs: dict, pyramid: int) -> tuple:
    return next((stack for stack in obs["stacks"] if pyramid in stack), ())
