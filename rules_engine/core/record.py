"""Match records: a match is its game, options, seats, seed and list of actions.

Replaying a record gives the same states and events bit for bit, so saves,
autosave, undo (replay to an earlier step), replays and regression fixtures are
all records. They are stored as versioned JSON, written atomically, and loaded
with every field checked: never pickle, never eval.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules_engine.core.errors import IllegalAction, OptionError, RecordError
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.protocol import Event, Game, State
from rules_engine.core.registry import UnknownGame, get_game
from rules_engine.core.values import from_json, is_plain, to_json
from rules_engine.version import app_version

FORMAT_VERSION = 1
FILE_KIND = "tablee-match"
HUMAN = "human"
BOT_PREFIX = "bot:"


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


@dataclass
class MatchRecord:
    game: str
    seats: list[Seat]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[tuple] = field(default_factory=list)
    app_version: str = field(default_factory=app_version)
    format_version: int = FORMAT_VERSION

    # -- replay ---------------------------------------------------------------------

    def game_def(self) -> Game:
        return get_game(self.game)

    def new_state(self) -> State:
        return self.game_def().new_match(len(self.seats), self.options, self.seed)

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

    # -- JSON -----------------------------------------------------------------------

    def to_json(self) -> dict:
        return {
            "kind": FILE_KIND,
            "format_version": self.format_version,
            "app_version": self.app_version,
            "game": self.game,
            "options": dict(self.options),
            "seats": [{"name": seat.name, "kind": seat.kind} for seat in self.seats],
            "seed": self.seed,
            "actions": to_json(self.actions),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any) -> MatchRecord:
        """Check the structure of a decoded record (not yet its actions: see `validate`)."""
        if not isinstance(data, Mapping) or data.get("kind") != FILE_KIND:
            raise RecordError(QT_TRANSLATE_NOOP("Engine", "This is not a Tablée match file."))
        version = data.get("format_version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError(QT_TRANSLATE_NOOP("Engine", "The match file has no format version."))
        if version > FORMAT_VERSION:
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "The match file was written by a newer Tablée ({version}, format "
                    "{format}); this version reads format {supported}. Update Tablée to "
                    "open it.",
                ),
                version=str(data.get("app_version", "?")),
                format=version,
                supported=FORMAT_VERSION,
            )
        if version < 1:
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "Unknown match file format {format}."),
                format=version,
            )
        game_id = _field(data, "game", str)
        try:
            game = get_game(game_id)
        except UnknownGame:
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The match file is for an unknown game: {game}."),
                game=game_id,
            ) from None
        options = _field(data, "options", Mapping)
        try:
            options = game.resolve_options(options)
        except OptionError as error:
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The match file has a bad option: {reason}."),
                reason=error,
            ) from None
        seats = [_seat(game, entry) for entry in _field(data, "seats", list)]
        try:
            game.check_players(len(seats))
        except OptionError as error:
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "The match file has a bad seating: {reason}."),
                reason=error,
            ) from None
        seed = _field(data, "seed", int)
        actions = _field(data, "actions", list)
        for step, action in enumerate(actions):
            if not isinstance(action, list) or not action or not isinstance(action[0], str):
                raise RecordError(
                    QT_TRANSLATE_NOOP("Engine", "Action {number} of the match file is malformed."),
                    step=step,
                )
        actions = [from_json(action) for action in actions]
        if not all(is_plain(action) for action in actions):
            raise RecordError(
                QT_TRANSLATE_NOOP("Engine", "An action of the match file is malformed.")
            )
        return cls(
            game=game_id,
            seats=seats,
            seed=seed,
            options=options,
            actions=actions,
            app_version=str(data.get("app_version", "?")),
            format_version=version,
        )

    @classmethod
    def loads(cls, text: str) -> MatchRecord:
        """Parse, check and replay a record from JSON text; RecordError on any problem."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "The match file is damaged or cut short (line {line}, column {column}).",
                ),
                line=error.lineno,
                column=error.colno,
            ) from None
        record = cls.from_json(data)
        record.validate()
        return record

    def validate(self) -> State:
        """Replay every action; RecordError names the first illegal one."""
        return self.replay()


def _field(data: Mapping, name: str, kind: type) -> Any:
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


def _seat(game: Game, entry: Any) -> Seat:
    from rules_engine.ai.registry import bot_names

    if not isinstance(entry, Mapping):
        raise RecordError(QT_TRANSLATE_NOOP("Engine", "A seat of the match file is malformed."))
    name, kind = entry.get("name"), entry.get("kind")
    if not isinstance(name, str) or not isinstance(kind, str):
        raise RecordError(QT_TRANSLATE_NOOP("Engine", "A seat of the match file is malformed."))
    seat = Seat(name, kind)
    if not seat.is_human and seat.bot_name not in bot_names(game):
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "Engine", "Seat {name} of the match file is played by an unknown player: {kind}."
            ),
            name=name,
            kind=kind,
        )
    return seat


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


def load_record(path: str | os.PathLike) -> MatchRecord:
    """Read, check and replay a record; RecordError (never a crash) on any problem."""
    try:
        raw = Path(path).read_bytes()
    except OSError as error:
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "The match file cannot be read: {reason}."),
            reason=error.strerror or str(error),
        ) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(QT_TRANSLATE_NOOP("Engine", "This is not a Tablée match file.")) from None
    return MatchRecord.loads(text)
