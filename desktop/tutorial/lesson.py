"""A guided first match as data: the match to set up and the script it follows.

Each game's lesson is a module of pure data beside its table,
`desktop/games/<id>/tutorial.py`, holding:

- `MATCH`, made by `match(seed, bots, options)`: the match the engine deals (its RNG,
  hence the deal and every roll, follows from the seed, so the lesson's cards are the
  chosen ones), the learner at seat 0 against `bots` bots;
- `SCRIPT`: in the order the match is played, dicts of two kinds:
  - a step, `{"say": text, "clause": "DU-7", "do": action or "next", "topics": (...)}`:
    the text the panel shows (English, marked with QT_TRANSLATE_NOOP in the "Tutorial"
    context), the rule clause it rests on, and what the learner does to go on: the
    action they must play (it glows on the table), or "next" for an explanation read
    with the Next button; `topics` name the rules the step shows (the test checks that
    every rule issue 25 lists for the game is shown); an action played with a button
    of the controls bar names it (`"button": "sealButton"`) so that it glows;
  - a bot's move, `{"bot": action}`: the scripted choice of the seat to move, or
    the bots' moves between two steps, `{"bots": (action, action, ...)}`, in playing
    order (a turn of several actions, or several bots' turns, on one line).

Nothing here computes a rule: the engine plays every action and says whether it is
legal (tests/desktop/test_tutorials.py plays each script through it).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from desktop.tutorial import lesson_module_name

NEXT = "next"  # an explanation only: the learner reads it and presses Next
LEARNER, BOT = "learner", "bot"


@dataclass(frozen=True)
class Step:
    text: str  # English; shown through QCoreApplication.translate("Tutorial", text)
    clause: str  # the rule clause it explains, e.g. "DU-10"
    expect: object  # NEXT, or the action the learner plays
    topics: tuple[str, ...] = ()
    index: int = 0  # its place among the lesson's steps
    # The controls bar's button that plays `expect` (its object name), when the action
    # is a button's (Seal, Pass): it glows instead of a piece on the table.
    button: str = ""

    @property
    def is_action(self) -> bool:
        return self.expect != NEXT


@dataclass(frozen=True)
class BotMove:
    action: tuple


@dataclass(frozen=True)
class Lesson:
    game_id: str
    seed: int
    options: dict
    seats: tuple[str, ...]
    script: tuple = field(default_factory=tuple)  # Step and BotMove, in playing order

    @property
    def learner(self) -> int:
        return self.seats.index(LEARNER)

    @property
    def steps(self) -> list[Step]:
        return [entry for entry in self.script if isinstance(entry, Step)]

    def actions(self) -> list[tuple]:
        """Every action of the script, learner's and bots', in playing order."""
        return [
            entry.action if isinstance(entry, BotMove) else entry.expect
            for entry in self.script
            if isinstance(entry, BotMove) or entry.is_action
        ]


def match(seed: int, bots: int = 1, options: dict | None = None) -> dict:
    """A lesson's match: dealt by the engine from `seed` with the game's `options` (none:
    its defaults), the learner at seat 0 against `bots` bots."""
    return {"seed": seed, "options": dict(options or {}), "seats": (LEARNER,) + (BOT,) * bots}


def load_lesson(game_id: str) -> Lesson:
    """The lesson of `game_id`, from its data module (ValueError if it is malformed)."""
    data = importlib.import_module(lesson_module_name(game_id))
    script = []
    number = 0
    for entry in data.SCRIPT:
        if "bot" in entry or "bots" in entry:
            moves = entry["bots"] if "bots" in entry else (entry["bot"],)
            script.extend(BotMove(tuple(action)) for action in moves)
            continue
        expect = entry["do"]
        if expect != NEXT and not isinstance(expect, tuple):
            raise ValueError(f"{game_id}: a step's action must be a tuple or 'next': {expect!r}")
        script.append(
            Step(
                text=entry["say"],
                clause=entry["clause"],
                expect=expect,
                topics=tuple(entry.get("topics", ())),
                index=number,
                button=entry.get("button", ""),
            )
        )
        number += 1
    setting = data.MATCH
    return Lesson(game_id, setting["seed"], setting["options"], setting["seats"], tuple(script))
