"""Match records: a match is its game, options, seats, seed and list of actions.

Replaying a record gives the same states and events bit for bit, so saves,
autosave, undo (replay to an earlier step), replays and regression fixtures are
all records. They are stored as versioned JSON, written atomically, and loaded
with every field checked: never pickle, never eval.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from rules_engine.core.errors import IllegalAction, OptionError, RecordError
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.limits import is_valid_seed
from rules_engine.core.protocol import Event, Game, State
from rules_engine.core.record_fields import (
    BOT_PREFIX,
    HUMAN,
    MAX_ACTIONS,
    MAX_FILE_BYTES,
    MAX_PLAYED_SECONDS,
    MAX_SEATS,
    MAX_SOURCE_CHARS,
    ForkedFrom,
    Seat,
    json_object,
    no_constant,
    only_record_errors,
    read_action,
    read_edition,
    read_field,
    read_forked_from,
    read_hints,
    read_options,
    read_played_seconds,
    read_seat,
)
from rules_engine.core.registry import UnknownGame, get_game
from rules_engine.core.values import shorten, to_json
from rules_engine.version import app_version

# What other modules take from here: a record, its seats and how it is saved and
# loaded (the seats and the limits of a file live with the checks of its fields, in
# record_fields.py, and are named here too).
__all__ = [
    "BOT_PREFIX",
    "FILE_KIND",
    "FORMAT_VERSION",
    "HUMAN",
    "MAX_ACTIONS",
    "MAX_FILE_BYTES",
    "MAX_PLAYED_SECONDS",
    "ForkedFrom",
    "MatchRecord",
    "RecordEncoder",
    "Seat",
    "load_record",
    "only_record_errors",
    "read_bounded",
    "save_record",
    "write_atomically",
]

# 2: a record names the edition of its game's rules (format 1 had none: edition 1).
FORMAT_VERSION = 2
FILE_KIND = "tablee-match"


@dataclass
class MatchRecord:
    game: str
    seats: list[Seat]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[tuple] = field(default_factory=list)
    app_version: str = field(default_factory=app_version)
    format_version: int = FORMAT_VERSION
    # Where a player asked for a hint: (action index it was asked before, seat). Not
    # part of the game (a replay ignores it): the score sheet shows "hints used".
    hints: list[tuple[int, int]] = field(default_factory=list)
    # The edition of the game's rules the match is played under (`Game.edition`;
    # not given: the current one). A record made before an edition changed keeps its
    # own, and replays as it was played.
    edition: int = None  # type: ignore[assignment]  # set in __post_init__
    # A match played on from a position of another (Play on from here): the other's
    # file name and how many of its actions this one starts with (its first actions
    # are those). None for a match dealt afresh. An older Tablée ignores the field.
    forked_from: ForkedFrom | None = None
    # The wall-clock seconds the match was open and being played (the desktop's
    # session adds them up; time between sessions never counts). Not part of the game
    # (a replay ignores it). None: not known (a file from before it was kept, a
    # match made elsewhere). An older Tablée ignores the field.
    played_seconds: int | None = None

    def __post_init__(self) -> None:
        if self.edition is None:
            self.edition = self.game_def().edition

    def note_hint(self, seat: int) -> None:
        """Mark that `seat` was shown a hint before the next action (once per decision)."""
        mark = (len(self.actions), seat)
        if mark not in self.hints:
            self.hints.append(mark)

    def hints_used(self) -> list[int]:
        """How many hints each seat was shown, in seat order."""
        counts = [0] * len(self.seats)
        for _, seat in self.hints:
            counts[seat] += 1
        return counts

    def fork(self, upto: int, seats: list[Seat], source: str) -> MatchRecord:
        """A new match that starts from this one's position after `upto` actions, with
        `seats` (as many, humans or bots of any level) playing on: the same game,
        options, edition and seed, and the first `upto` actions, so it replays bit
        for bit to that position. `source` names this match's file."""
        if not 0 <= upto <= len(self.actions):
            raise ValueError(f"no position {upto} in a match of {len(self.actions)} actions")
        if len(seats) != len(self.seats):
            raise ValueError("a match played on keeps its number of seats")
        return MatchRecord(
            game=self.game,
            seats=list(seats),
            seed=self.seed,
            options=dict(self.options),
            actions=list(self.actions[:upto]),
            edition=self.edition,
            forked_from=ForkedFrom(shorten(source, MAX_SOURCE_CHARS), upto),
            played_seconds=0,  # a new match: its own time starts here
        )

    # -- replay ---------------------------------------------------------------------

    def game_def(self) -> Game:
        return get_game(self.game)

    def new_state(self) -> State:
        return self.game_def().new_match(len(self.seats), self.options, self.seed, self.edition)

    def replay(self, upto: int | None = None) -> State:
        """The state after the first `upto` actions (all of them by default)."""
        state = self.new_state()
        for _ in self.replay_steps(state, upto):
            pass
        return state

    def replay_steps(self, state: State, upto: int | None = None) -> Iterator[list[Event]]:
        """Apply the recorded actions to `state` (a fresh one), yielding each step's
        events. An illegal action raises RecordError naming the step."""
        actions = self.actions if upto is None else self.actions[:upto]
        for step, action in enumerate(actions):
            try:
                yield state.apply(action)
            except IllegalAction as error:
                raise RecordError(
                    QT_TRANSLATE_NOOP(
                        "Engine", "Action {number} of the match file is not legal: {reason}"
                    ),
                    step=step,
                    reason=error,
                ) from None
            except Exception as error:  # whatever else a crafted action sets off
                raise RecordError(
                    QT_TRANSLATE_NOOP(
                        "Engine",
                        "Action {number} of the match file cannot be replayed ({problem}).",
                    ),
                    step=step,
                    problem=type(error).__name__,
                ) from None

    # -- JSON -----------------------------------------------------------------------

    def to_json(self, with_actions: bool = True) -> dict:
        data = {
            "kind": FILE_KIND,
            "format_version": self.format_version,
            "app_version": self.app_version,
            "game": self.game,
            "options": dict(self.options),
            "seats": [{"name": seat.name, "kind": seat.kind} for seat in self.seats],
            "seed": self.seed,
            "edition": self.edition,
        }
        if self.hints:
            data["hints"] = [list(mark) for mark in self.hints]
        if self.forked_from is not None:
            data["forked_from"] = {
                "file": self.forked_from.file,
                "action": self.forked_from.action,
            }
        if self.played_seconds is not None:
            data["played_seconds"] = self.played_seconds
        if with_actions:
            data["actions"] = to_json(self.actions)
        return data

    def dumps(self) -> str:
        return _compact(self.to_json())

    @classmethod
    def from_json(cls, data: Any) -> MatchRecord:
        """Check the structure of a decoded record (not yet its actions: see `validate`)."""
        if not isinstance(data, Mapping) or data.get("kind") != FILE_KIND:
            raise RecordError(QT_TRANSLATE_NOOP("Engine", "This is not a Tablée match file."))
        version = data.get("format_version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError(QT_TRANSLATE_NOOP("Engine", "The match file has no format version."))
        app = shorten(data.get("app_version", "?"), 20)
        if version > FORMAT_VERSION:
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "The match file was written by a newer Tablée ({version}, format "
                    "{format}); this version reads format {supported}. Update Tablée to "
                    "open it.",
                ),
                version=app,
                format=shorten(version),
                supported=FORMAT_VERSION,
            )
        if version < 1:
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "Unknown match file format {format}."),
                format=shorten(version),
            )
        game_id = read_field(data, "game", str)
        try:
            game = get_game(game_id)
        except UnknownGame:
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The match file is for an unknown game: {game}."),
                game=shorten(game_id),
            ) from None
        options = read_options(game, read_field(data, "options", Mapping))
        seats = read_field(data, "seats", list)
        if len(seats) > MAX_SEATS:
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The match file has a bad seating: {reason}."),
                reason=f"{len(seats)} seats",
            )
        seats = [read_seat(game, entry) for entry in seats]
        try:
            game.check_players(len(seats))
        except OptionError as error:
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The match file has a bad seating: {reason}."),
                reason=shorten(error, 120),
            ) from None
        seed = read_field(data, "seed", int)
        if not is_valid_seed(seed):
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The seed of the match file is out of range.")
            )
        actions = read_field(data, "actions", list)
        if len(actions) > MAX_ACTIONS:
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "The match file holds more than {limit} actions: it cannot be a match.",
                ),
                limit=MAX_ACTIONS,
            )
        return cls(
            game=game_id,
            seats=seats,
            seed=seed,
            options=options,
            actions=[read_action(raw, step) for step, raw in enumerate(actions)],
            app_version=app,
            format_version=version,
            hints=read_hints(data.get("hints", []), len(seats)),
            edition=read_edition(game, data, version),
            forked_from=read_forked_from(data.get("forked_from"), len(actions)),
            played_seconds=read_played_seconds(data),
        )

    @classmethod
    def loads(cls, text: str | bytes, replay: bool = True) -> MatchRecord:
        """Parse, check and (unless `replay` is false) replay a record from JSON text;
        RecordError on any problem, and nothing else."""
        with only_record_errors():
            return cls._loads(text, replay)

    @classmethod
    def _loads(cls, text: str | bytes, replay: bool) -> MatchRecord:
        raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
        journal = _journal_data(raw)
        if journal is not None:
            record = cls.from_json(journal)
            if replay:
                record.validate()
            return record
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError:
                raise RecordError(
                    QT_TRANSLATE_NOOP("Engine", "This is not a Tablée match file.")
                ) from None
        try:
            data = json.loads(text, object_pairs_hook=json_object, parse_constant=no_constant)
        except json.JSONDecodeError as error:
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "The match file is damaged or cut short (line {line}, column {column}).",
                ),
                line=error.lineno,
                column=error.colno,
            ) from None
        except RecursionError:
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The match file is nested too deeply to be a match.")
            ) from None
        except ValueError:  # the only other one: an integer beyond Python's digit limit
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The match file holds a number far too long.")
            ) from None
        record = cls.from_json(data)
        if replay:
            record.validate()
        return record

    def validate(self) -> State:
        """Replay every action; RecordError names the first illegal one."""
        state = self.first_state()
        for _ in self.replay_steps(state):
            pass
        return state

    def first_state(self) -> State:
        """The state before the first action, as a file's replay starts from it;
        RecordError when the game cannot deal with its options or seed."""
        try:
            return self.new_state()
        except Exception as error:  # an option or seed the game cannot deal with
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Engine", "The match file's first deal cannot be made ({problem})."
                ),
                problem=type(error).__name__,
            ) from None


# The autosave is a journal: its first line is a whole record (as `dumps` writes it)
# marked {"journal": 1}, and each line after it one change, appended as it happens: an
# action (a JSON list), or an object {"truncate": n} (keep the first n actions: an
# undo), {"seats": [...]} or {"hints": [...]} (their new value). Appending a line costs
# the same however long the match, so the autosave keeps up with bots at any speed. A
# kill in the middle of an append leaves a last line with no newline: it is dropped
# (that one change is lost, nothing else), never reported as damage.
JOURNAL_MARK = "journal"
JOURNAL_VERSION = 1


def _journal_data(raw: bytes) -> dict | None:
    """The record a journal adds up to, as decoded JSON for `from_json`; None when
    `raw` is not a journal (a plain record: one JSON document)."""
    end = raw.find(b"\n")
    if end < 0 or not raw.startswith(b"{"):
        return None
    try:
        head = json.loads(raw[:end], object_pairs_hook=json_object, parse_constant=no_constant)
    except (ValueError, RecursionError):  # a plain record written over several lines
        return None
    if not isinstance(head, dict) or JOURNAL_MARK not in head:
        return None
    if head.pop(JOURNAL_MARK) != JOURNAL_VERSION:
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "Unknown match file format {format}."), format="journal"
        )
    # Only whole lines count: what follows the last newline is a torn append.
    body = raw[end + 1 : raw.rfind(b"\n") + 1]
    lines = body.split(b"\n")[:-1]
    try:
        text = b"[" + b",".join(lines) + b"]"
        entries = json.loads(text, object_pairs_hook=json_object, parse_constant=no_constant)
    except (ValueError, RecursionError):
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "Engine",
                "The match file is damaged or cut short (line {line}, column {column}).",
            ),
            line=_bad_line(lines) + 2,
            column=1,
        ) from None
    actions = head.get("actions")
    if not isinstance(actions, list):
        return head  # `from_json` says what is wrong
    for number, entry in enumerate(entries):
        if isinstance(entry, list):
            actions.append(entry)
            if len(actions) > MAX_ACTIONS:
                break  # `from_json` refuses the length
        elif isinstance(entry, dict) and len(entry) == 1:
            ((name, value),) = entry.items()
            if name == "truncate" and type(value) is int and 0 <= value <= len(actions):
                del actions[value:]
            elif name in ("seats", "hints"):
                head[name] = value
            else:
                _bad_entry(number)
        else:
            _bad_entry(number)
    return head


def _bad_line(lines: list[bytes]) -> int:
    for number, line in enumerate(lines):
        try:
            json.loads(line)
        except (ValueError, RecursionError):
            return number
    return len(lines)


def _bad_entry(number: int) -> NoReturn:
    raise RecordError(
        QT_TRANSLATE_NOOP(
            "Engine", "The match file is damaged or cut short (line {line}, column {column})."
        ),
        line=number + 2,
        column=1,
    )


class RecordEncoder:
    """Encodes successive snapshots of one match, each action's JSON made only once:
    an autosave after every move then costs a join, not a whole encoding, however
    long the match (the text is the same as `MatchRecord.dumps`)."""

    def __init__(self) -> None:
        self._actions: list[tuple] = []
        self._parts: list[str] = []

    def dumps(self, record: MatchRecord, journal: bool = False) -> str:
        """The record as one line of JSON; with `journal`, marked as the head of an
        autosave journal (see `JOURNAL_MARK`)."""
        actions = record.actions
        known = min(len(self._actions), len(actions))
        del self._actions[known:], self._parts[known:]  # an undo shortened the match
        if actions[:known] != self._actions:  # C-speed: identical tuples compare at once
            self._actions, self._parts = [], []
        for action in actions[len(self._actions) :]:
            self._parts.append(_compact(to_json(action)))
            self._actions.append(action)
        head = record.to_json(with_actions=False)
        if journal:
            head[JOURNAL_MARK] = JOURNAL_VERSION
        return f'{_compact(head)[:-1]},"actions":[{",".join(self._parts)}]}}'

    def line(self, action: tuple) -> str:
        """One action as a line of an autosave journal."""
        return _compact(to_json(action)) + "\n"


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def save_record(record: MatchRecord, path: str | os.PathLike) -> None:
    """Write a record atomically (see `write_atomically`)."""
    write_atomically(path, record.dumps())


def write_atomically(path: str | os.PathLike, text: str) -> None:
    """A temporary file in the same folder, flushed to disk, then renamed over the
    target: a crash or a full disk never leaves half a save."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def load_record(path: str | os.PathLike, replay: bool = True) -> MatchRecord:
    """Read, check and (unless `replay` is false) replay a record; RecordError, never
    a crash and never a long wait, on any problem."""
    with only_record_errors():
        return MatchRecord._loads(read_bounded(Path(path)), replay)


def read_bounded(path: Path) -> bytes:
    """The bytes of a match file, refused by its size before it is read (a folder, a
    device or a pipe is refused before it is opened: it could be endless)."""
    try:
        info = path.stat()
    except OSError as error:
        _unreadable(error)
    if not stat.S_ISREG(info.st_mode):
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "This is not a file that can be opened: {name}."),
            name=shorten(path.name),
        )
    if info.st_size > MAX_FILE_BYTES:
        _too_large()
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)  # the file may have grown since
    except OSError as error:
        _unreadable(error)
    if len(raw) > MAX_FILE_BYTES:
        _too_large()
    return raw


def _unreadable(error: OSError) -> NoReturn:
    raise RecordError(
        QT_TRANSLATE_NOOP("Engine", "The match file cannot be read: {reason}."),
        reason=shorten(error.strerror or error, 80),
    ) from None


def _too_large() -> NoReturn:
    raise RecordError(
        QT_TRANSLATE_NOOP("Engine", "The file is too large to be a match (more than {limit} MB)."),
        limit=MAX_FILE_BYTES // (1024 * 1024),
    )
