"""The games of the collection, as data: what a home screen or a menu shows of a game
(its name and one line about it) without loading its rules.

Each game's `Game` class takes its id, name and summary from here; the registry
loads the rules packages listed here when a game is first asked for.
"""

from __future__ import annotations

from typing import NamedTuple

from rules_engine.core.i18n import QT_TRANSLATE_NOOP


class GameEntry(NamedTuple):
    id: str
    name: str  # English; translated by the desktop in the "Games" context
    summary: str
    package: str  # the rules, registered when imported


CATALOGUE = (
    GameEntry(
        "dumble",
        QT_TRANSLATE_NOOP("Games", "Dumble"),
        QT_TRANSLATE_NOOP(
            "Games", "Shed pairs and runs, then call Dumble! with 10 points or less in hand."
        ),
        "rules_engine.games.dumble",
    ),
    GameEntry(
        "doubles_dread",
        QT_TRANSLATE_NOOP("Games", "Double's Dread"),
        QT_TRANSLATE_NOOP(
            "Games", "Bid for the boats, then outwit the lagoon monster that swallows your pawns."
        ),
        "rules_engine.games.doubles_dread",
    ),
    GameEntry(
        "dog_eat_dog",
        QT_TRANSLATE_NOOP("Games", "Dog Eat Dog"),
        QT_TRANSLATE_NOOP(
            "Games", "Attack with your pyramids, roll the dice, and capture stacks to build trees."
        ),
        "rules_engine.games.dog_eat_dog",
    ),
    GameEntry(
        "double_action",
        QT_TRANSLATE_NOOP("Games", "Double Action"),
        QT_TRANSLATE_NOOP(
            "Games", "In two teams, lay cards and chips on the grid to line up two series of five."
        ),
        "rules_engine.games.double_action",
    ),
    GameEntry(
        "stonehenge",
        QT_TRANSLATE_NOOP("Games", "Stonehenge Auction"),
        QT_TRANSLATE_NOOP(
            "Games", "Bid cards face down for the stones round the ring; trump beats all."
        ),
        "rules_engine.games.stonehenge",
    ),
)


def entry(game_id: str) -> GameEntry:
    for found in CATALOGUE:
        if found.id == game_id:
            return found
    raise KeyError(game_id)
