"""What a match file may hold, and how each of its fields is read: the seats and
where a match was played on from, the limits of a file's size and its values, and
the checks every field passes before a record is built from it (`MatchRecord`, in
record.py, is made of what these return). Each check refuses with a RecordError
that says what is wrong in the player's words; none guesses.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from rules_engine.core.errors import OptionError, RecordError
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.limits import is_valid_name
from rules_engine.core.protocol import Game
from rules_engine.core.values import is_clean_text, shorten

HUMAN = "human"
BOT_PREFIX = "bot:"


@dataclass(frozen=True)
class ForkedFrom:
    """Where a match played on from another's position came from (see `MatchRecord`)."""

    file: str  # the other match's file name (its id in the history folder)
    action: int  # the number of its actions this match starts with


MAX_SOURCE_CHARS = 120


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN  # "human", or "bot:<bot name>" (e.g. "bot:heuristic")

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def bot_name(self) -> str | None:
        return self.kind[len(BOT_PREFIX) :] if self.kind.startswith(BOT_PREFIX) else None


# What a loaded file may hold: a legal match of 10^5 actions is under 2 MB.
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_ACTIONS = 250_000
MAX_SEATS = 32
MAX_TOKEN_CHARS = 40  # a string inside an action, an option, a seat's kind
MAX_ACTION_ITEMS = 16
MAX_ACTION_DEPTH = 3
MAX_ACTION_INT = 1 << 31
MAX_PLAYED_SECONDS = 10 * 366 * 24 * 3600  # ten years of play: more is no match's time


class _Malformed(Exception):
    """Raised inside `_action_value`; turned into a RecordError naming the step."""


def read_action(raw: Any, step: int) -> tuple:
    """An action as the engine takes it (lists become tuples), bounded in size and
    depth, made of ints, strings, bools and None only (a float is never an id)."""
    if type(raw) is list and raw and type(raw[0]) is str:
        try:
            return _action_value(raw, 0)
        except _Malformed:
            pass
    raise RecordError(
        QT_TRANSLATE_NOOP("Engine", "Action {number} of the match file is malformed."),
        step=step,
    )


_CLEAN_TOKENS: set[str] = set()  # strings already checked (actions repeat a few words)


def _action_value(value: Any, depth: int) -> Any:
    kind = type(value)
    if kind is int:
        if -MAX_ACTION_INT <= value <= MAX_ACTION_INT:
            return value
    elif kind is str:
        if value in _CLEAN_TOKENS:
            return value
        if is_clean_text(value, MAX_TOKEN_CHARS):
            if len(_CLEAN_TOKENS) < 4096:
                _CLEAN_TOKENS.add(value)
            return value
    elif kind is list:
        if depth < MAX_ACTION_DEPTH and len(value) <= MAX_ACTION_ITEMS:
            return tuple([_action_value(item, depth + 1) for item in value])
    elif kind is dict:
        if depth < MAX_ACTION_DEPTH and len(value) <= MAX_ACTION_ITEMS:
            return {
                _action_value(key, depth + 1): _action_value(item, depth + 1)
                for key, item in value.items()
            }
    elif value is None or kind is bool:
        return value
    raise _Malformed


def json_object(pairs: list[tuple[str, Any]]) -> dict:
    """A JSON object; a key given twice is refused (which one would be meant?)."""
    mapping = dict(pairs)
    if len(mapping) != len(pairs):
        seen = set()
        for key, _ in pairs:
            if key in seen:
                raise RecordError(
                    QT_TRANSLATE_NOOP("Engine", "The match file repeats the field {field}."),
                    field=shorten(key),
                )
            seen.add(key)
    return mapping


def no_constant(name: str) -> Any:
    raise RecordError(
        QT_TRANSLATE_NOOP("Engine", "The match file holds a value that is not a number: {value}."),
        value=name,
    )


@contextmanager
def only_record_errors() -> Iterator[None]:
    """The safety net of every load: whatever a file does to the code reading it
    (a bug the checks above missed), the caller gets a RecordError, never a crash."""
    try:
        yield
    except RecordError:
        raise
    except Exception as error:
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "The match file could not be loaded ({problem})."),
            problem=type(error).__name__,
        ) from None


def read_field(data: Mapping, name: str, kind: type) -> Any:
    if name not in data:
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "The match file has no field {field}."), field=name
        )
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "The match file's field {field} has the wrong type."),
            field=name,
        )
    return value


def read_options(game: Game, given: Mapping) -> dict:
    """The game's options from the file: plain, short values only, then the game's
    own checks."""
    for name, value in given.items():
        plain = value is None or type(value) in (bool, int, str)
        if (
            not is_clean_text(name, MAX_TOKEN_CHARS)
            or not plain
            or (type(value) is str and not is_clean_text(value, MAX_TOKEN_CHARS))
            or (type(value) is int and abs(value) > MAX_ACTION_INT)
        ):
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The match file has a bad option: {reason}."),
                reason=shorten(name),
            )
    try:
        return game.resolve_options(given)
    except OptionError as error:
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "The match file has a bad option: {reason}."),
            reason=shorten(error, 120),
        ) from None


def read_edition(game: Game, data: Mapping, version: int) -> int:
    """The edition of the rules a file's match is played under: format 1 files came
    before editions, all of them edition 1."""
    if version < 2:
        return 1
    edition = read_field(data, "edition", int)
    if not 1 <= edition <= game.edition:
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "Engine",
                "The match file was played under rules this version of Tablée does not know "
                "(edition {edition}). Update Tablée to open it.",
            ),
            edition=shorten(edition),
        )
    return edition


def read_forked_from(raw: Any, actions: int) -> ForkedFrom | None:
    """Where a file's match was played on from (older files, and new matches, say
    nothing): a file name and a position within the match's own actions."""
    if raw is None:
        return None
    if (
        not isinstance(raw, Mapping)
        or set(raw) != {"file", "action"}
        or not is_clean_text(raw["file"], MAX_SOURCE_CHARS)
        or type(raw["action"]) is not int
        or not 0 <= raw["action"] <= actions
    ):
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "The match file's field {field} has the wrong type."),
            field="forked_from",
        )
    return ForkedFrom(raw["file"], raw["action"])


def read_played_seconds(data: Mapping) -> int | None:
    """The time a file's match was played, in seconds (older files say nothing: None).
    Checked like every field: a duration of another type, negative or beyond any
    match's length is refused, never guessed at."""
    if "played_seconds" not in data:
        return None
    seconds = read_field(data, "played_seconds", int)
    if not 0 <= seconds <= MAX_PLAYED_SECONDS:
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "The match file's time played is out of range.")
        )
    return seconds


def read_hints(raw: Any, seats: int) -> list[tuple[int, int]]:
    """The hint marks of a file: [action index, seat] pairs (older files have none)."""
    bad = RecordError(QT_TRANSLATE_NOOP("Engine", "The hints of the match file are malformed."))
    if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
        raise bad
    marks = []
    for mark in raw:
        if (
            not isinstance(mark, list)
            or len(mark) != 2
            or not all(isinstance(n, int) and not isinstance(n, bool) for n in mark)
            or not 0 <= mark[0] <= MAX_ACTIONS
            or not 0 <= mark[1] < seats
        ):
            raise bad
        marks.append((mark[0], mark[1]))
    return marks


def read_seat(game: Game, entry: Any) -> Seat:
    from rules_engine.ai.registry import bot_names

    if not isinstance(entry, Mapping):
        raise RecordError(QT_TRANSLATE_NOOP("Engine", "A seat of the match file is malformed."))
    name, kind = entry.get("name"), entry.get("kind")
    if not isinstance(name, str) or not isinstance(kind, str):
        raise RecordError(QT_TRANSLATE_NOOP("Engine", "A seat of the match file is malformed."))
    if not is_valid_name(name):
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "Engine",
                "The player name {name} of the match file is too long or holds characters "
                "that are not text.",
            ),
            name=shorten(name, 24),
        )
    seat = Seat(name, kind)
    if not seat.is_human and seat.bot_name not in bot_names(game):
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "Engine", "Seat {name} of the match file is played by an unknown player: {kind}."
            ),
            name=shorten(name, 24),
            kind=shorten(kind),
        )
    return seat
