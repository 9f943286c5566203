"""What a new match is made of (`MatchSetup`), and the last check before it starts.

The new-game dialog and the command line both hand the window a `MatchSetup`; the
window starts it only if its record would load back equal (`can_load_again`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from rules_engine.core.record import Seat


@dataclass
class MatchSetup:
    game_id: str
    seats: list[Seat]
    options: dict = field(default_factory=dict)
    seed: int = 0


def random_seed() -> int:
    """A deal number nobody chose: 0 to 2^63 - 1, inside the records' range."""
    return random.SystemRandom().getrandbits(63)


def setup_from_seats(game_id: str, kinds: list[str], names: list[str], options, seed):
    from rules_engine.core.limits import normal_name
    from rules_engine.core.record import Seat

    # Names as the records' rule holds them (the settings file could be edited by hand).
    seats = [Seat(normal_name(name), kind) for name, kind in zip(names, kinds, strict=True)]
    return MatchSetup(game_id=game_id, seats=seats, options=options or {}, seed=seed)


def can_load_again(setup: MatchSetup, parent) -> bool:
    """The last guard of the records' rule (`rules_engine.core.limits`): a match whose
    file would not load back equal is not started, so it can never be lost at the
    next start. The dialog and the command line refuse such input first; this says why
    in a message box over `parent`."""
    from desktop.shell import i18n
    from rules_engine.core.errors import RecordError
    from rules_engine.core.limits import check_loads_back
    from rules_engine.core.record import MatchRecord, Seat
    from rules_engine.core.registry import get_game

    try:
        options = get_game(setup.game_id).resolve_options(setup.options)
        # What a person gave: the names, the seed, the options. A seat's kind is one of
        # the app's own (the dialog's menu, --seats checked against the game's bots;
        # tests seat bots of their own, which no file names).
        seats = [Seat(seat.name) for seat in setup.seats]
        check_loads_back(MatchRecord(setup.game_id, seats, setup.seed, options))
    except RecordError as error:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(
            parent,
            QCoreApplication.translate("MainWindow", "Cannot start this match"),
            i18n.translate_error(error),
        )
        return False
    return True
