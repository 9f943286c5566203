"""The history's index: one row per file of the history folder, in an SQLite database
in the data folder, so that the list of thousands of matches opens at once.

The match files stay the truth. A row remembers the size and modification time of
the file it was read from; a file whose stamp differs (new, rewritten) is read again,
a row whose file is gone is dropped. The database is rebuilt whole when it is missing,
damaged (not a database, cut short) or of another schema version. When it cannot be
written (locked by another Tablée, a read-only folder) the list is made from the files
themselves, the rows that could still be read reused: slower, never wrong.

Reading a file replays it (`MatchRecord.validate`): the result, the rounds and the
teams are the engine's, from its final state and scoreboard. A file that does not
load is a row too, marked unreadable with the loader's reason (kept as its untranslated
message and values, so it reads in the language of the moment).
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import re
import sqlite3
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from desktop.shell import paths
from rules_engine.core.errors import IllegalAction, RecordError
from rules_engine.core.record import Seat, load_record, only_record_errors

# 2: the time each match was played (`played_seconds`); an older index is rebuilt.
SCHEMA_VERSION = 2
DATABASE_NAME = "history.sqlite3"
LOCK_WAIT_S = 0.25  # how long to wait for another Tablée's write before reading the files

FINISHED = "finished"
ABANDONED = "abandoned"
INTERRUPTED = "interrupted"
UNREADABLE = "unreadable"

# `20260131-142501-dumble-abandoned.tablee`: when the match was put in the folder.
STAMP = re.compile(r"^(?:damaged-)?(\d{8}-\d{6})")

SCHEMA = """
CREATE TABLE matches (
    file TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    game TEXT,
    played_at REAL NOT NULL,
    status TEXT NOT NULL,
    seats TEXT NOT NULL,
    scores TEXT,
    ranks TEXT,
    teams TEXT,
    rounds INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    problem TEXT,
    played_seconds INTEGER
);
CREATE INDEX matches_played_at ON matches (played_at);
"""
COLUMNS = (
    "file, size, mtime_ns, game, played_at, status, seats, scores, ranks, teams, rounds, "
    "moves, problem, played_seconds"
)


@dataclass(frozen=True)
class MatchEntry:
    """What the list and the statistics know of one file of the history folder.

    `seats`: the record's seats (for an unreadable file, what could be read of them).
    `scores`, `ranks`, `teams`: the engine's final result and sides, for a finished
    match only. `rounds`: the rounds finished; `moves`: the actions played. `problem`:
    why an unreadable file does not load (see `problem_error`). `played_seconds`: the
    time the match was played (None: not known, a file from before it was kept)."""

    file: str
    size: int
    mtime_ns: int
    game: str | None
    played_at: float
    status: str
    seats: tuple[Seat, ...]
    scores: tuple[int, ...] | None = None
    ranks: tuple[int, ...] | None = None
    teams: tuple[int, ...] | None = None
    rounds: int = 0
    moves: int = 0
    problem: dict | None = None
    played_seconds: int | None = None

    @property
    def stamp(self) -> tuple[int, int]:
        return (self.size, self.mtime_ns)

    def path(self, folder: Path | None = None) -> Path:
        return (folder or paths.history_dir()) / self.file

    # -- the database's row ---------------------------------------------------------

    def to_row(self) -> tuple:
        return (
            self.file,
            self.size,
            self.mtime_ns,
            self.game,
            self.played_at,
            self.status,
            json.dumps([[seat.name, seat.kind] for seat in self.seats], ensure_ascii=False),
            _json_or_none(self.scores),
            _json_or_none(self.ranks),
            _json_or_none(self.teams),
            self.rounds,
            self.moves,
            _json_or_none(self.problem),
            self.played_seconds,
        )

    @classmethod
    def from_row(cls, row: tuple) -> MatchEntry:
        (file, size, mtime_ns, game, played_at, status, seats, scores, ranks, teams) = row[:10]
        rounds, moves, problem, played_seconds = row[10:]
        return cls(
            file=file,
            size=size,
            mtime_ns=mtime_ns,
            game=game,
            played_at=played_at,
            status=status,
            seats=_seats(seats),
            scores=_tuple_or_none(scores),
            ranks=_tuple_or_none(ranks),
            teams=_tuple_or_none(teams),
            rounds=rounds,
            moves=moves,
            problem=json.loads(problem) if problem else None,
            played_seconds=played_seconds,
        )


def _json_or_none(value) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False)


# A history repeats the same seatings, ranks and teams thousands of times: each text is
# decoded once (the list of 10,000 matches opens in half the time).
@functools.lru_cache(maxsize=4096)
def _seats(text: str) -> tuple[Seat, ...]:
    return tuple(Seat(name, kind) for name, kind in json.loads(text))


@functools.lru_cache(maxsize=4096)
def _tuple_or_none(text: str | None) -> tuple | None:
    return None if text is None else tuple(json.loads(text))


# -- reading one file ---------------------------------------------------------------------


def read_entry(path: Path, stamp: tuple[int, int] | None = None) -> MatchEntry:
    """The row of one file: replayed by the engine, or unreadable with the reason."""
    if stamp is None:
        info = path.stat()
        stamp = (info.st_size, info.st_mtime_ns)
    played_at = _played_at(path.name, stamp[1])
    try:
        record = load_record(path, replay=False)
        with only_record_errors():
            state = record.validate()
            game = record.game_def()
            scoreboard = game.scoreboard(state.observe(None))
            result = state.result() if state.is_over() else None
    except RecordError as error:
        from desktop.match.autosave import what_match

        known = what_match(path)
        return MatchEntry(
            file=path.name,
            size=stamp[0],
            mtime_ns=stamp[1],
            game=known.get("game") or _game_in_name(path.name),
            played_at=played_at,
            status=UNREADABLE,
            seats=tuple(known.get("seats", ())),
            problem=problem_of(error),
        )
    if result is not None:
        status = FINISHED
    elif ABANDONED in path.stem.split("-"):
        status = ABANDONED
    else:  # put aside when another match replaced it, or a file stopped short
        status = INTERRUPTED
    return MatchEntry(
        file=path.name,
        size=stamp[0],
        mtime_ns=stamp[1],
        game=record.game,
        played_at=played_at,
        status=status,
        seats=tuple(record.seats),
        scores=tuple(result.scores) if result else None,
        ranks=tuple(result.ranks) if result else None,
        teams=tuple(scoreboard.teams) if result else None,
        rounds=len(scoreboard.rounds),
        moves=len(record.actions),
        played_seconds=record.played_seconds,
    )


def _game_in_name(name: str) -> str | None:
    """The game a history file's name gives (`<stamp>-<game>[-reason].tablee`), when
    nothing of its content can be read."""
    from rules_engine.core.registry import UnknownGame, get_game

    found = STAMP.match(name)
    parts = name[found.end() :].split(".")[0].split("-") if found else []
    if len(parts) < 2:
        return None
    try:
        return get_game(parts[1]).id
    except UnknownGame:
        return None


def _played_at(name: str, mtime_ns: int) -> float:
    """When the match went into the folder: the time its name carries, else the file's."""
    found = STAMP.match(name)
    if found:
        with contextlib.suppress(ValueError, OverflowError):
            return time.mktime(time.strptime(found.group(1), "%Y%m%d-%H%M%S"))
    return mtime_ns / 1e9


def problem_of(error: RecordError | IllegalAction) -> dict:
    """An engine error as data (its untranslated message and values), for the row."""
    args = {}
    for name, value in error.args_map.items():
        if isinstance(value, RecordError | IllegalAction):
            args[name] = problem_of(value)
        elif isinstance(value, int | str):
            args[name] = value
        else:
            args[name] = str(value)
    problem = {"message": error.message, "args": args}
    if isinstance(error, IllegalAction):
        problem["clause"] = error.clause
    return problem


def problem_error(problem: dict) -> RecordError | IllegalAction:
    """The engine error a row's problem was made from (`i18n.translate_error` reads it)."""
    args = {
        name: problem_error(value) if isinstance(value, dict) else value
        for name, value in problem.get("args", {}).items()
    }
    if "clause" in problem:
        return IllegalAction(problem["clause"], problem["message"], **args)
    number = args.pop("number", None)  # a step's number (counted from 1)
    step = number - 1 if isinstance(number, int) else None
    return RecordError(problem["message"], step=step, **args)


# -- the folder ---------------------------------------------------------------------------


def scan_folder(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file of the history folder by name: (size, modification time in ns).
    Temporary files of a write under way and hidden files are not matches."""
    found = {}
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return found
    for item in entries:
        name = item.name
        if name.startswith(".") or name.endswith(".tmp"):
            continue
        try:
            if not item.is_file():
                continue
            info = item.stat()
        except OSError:
            continue
        found[name] = (info.st_size, info.st_mtime_ns)
    return found


class HistoryIndex:
    """The list of the history folder's matches, kept in the database when it can be.

    `refresh()` brings it up to the folder (or `start()`, then `step()` until it
    returns True, to spread the reading over a window's idle moments); `entries()` is
    the list. `fallback` says why the database is not used, when it is not."""

    def __init__(self, folder: Path | None = None, database: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else paths.history_dir()
        self.database = Path(database) if database is not None else paths.data_dir() / DATABASE_NAME
        self.fallback: str | None = None  # "locked", "unwritable": read from the files
        self.rebuilt = False  # the database was made anew (missing, damaged, older)
        self._connection: sqlite3.Connection | None = None
        self._rows: dict[str, MatchEntry] = {}
        self._todo: list[str] = []
        self._stamps: dict[str, tuple[int, int]] = {}
        self._open()

    # -- the database -----------------------------------------------------------------

    def _open(self) -> None:
        try:
            self._connect()
        except (sqlite3.OperationalError, OSError) as error:  # OSError: no data folder
            self._give_up(error)
        except sqlite3.DatabaseError:  # not a database, cut short: made again
            self._close()
            self._remove_database()
            try:
                self._connect()
            except sqlite3.DatabaseError as error:
                self._give_up(error)

    def _connect(self) -> None:
        self.database.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(self.database, timeout=LOCK_WAIT_S)
        self._connection = connection
        # A cache of the files: a power cut that damaged it costs a rebuild, never a
        # match, so no write waits for the disk itself (a sync per batch cost 35 ms).
        connection.execute("PRAGMA synchronous = OFF")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            if connection.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("malformed")
            self._rows = {
                row[0]: MatchEntry.from_row(row)
                for row in connection.execute(f"SELECT {COLUMNS} FROM matches")
            }
            return
        # Missing, empty or of another schema: the rows are read from the files again.
        with connection:
            connection.execute("DROP TABLE IF EXISTS matches")
            connection.executescript(SCHEMA)
            connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        self.rebuilt = True
        self._rows = {}

    def _give_up(self, error: sqlite3.Error | OSError) -> None:
        """The database cannot be used: the list is read from the files this time."""
        text = str(error).lower() if isinstance(error, sqlite3.Error) else ""  # no path
        self.fallback = "locked" if "locked" in text or "busy" in text else "unwritable"
        self._close()

    def _remove_database(self) -> None:
        self.rebuilt = True
        for suffix in ("", "-journal", "-wal", "-shm"):
            with contextlib.suppress(OSError):
                Path(f"{self.database}{suffix}").unlink()

    def _close(self) -> None:
        if self._connection is not None:
            with contextlib.suppress(sqlite3.Error):
                self._connection.close()
            self._connection = None

    def close(self) -> None:
        self._close()

    def _write(self, sql: str, rows: Iterable[tuple]) -> None:
        """Keep rows in the database; when it cannot be written any more, go on
        without it (the rows stay in memory for this list)."""
        if self._connection is None:
            return
        try:
            with self._connection:
                self._connection.executemany(sql, rows)
        except sqlite3.Error as error:
            self._give_up(error)

    # -- keeping up with the folder ---------------------------------------------------

    def start(self) -> int:
        """Compare the rows with the folder; how many files are to be read."""
        self._stamps = scan_folder(self.folder)
        gone = [name for name in self._rows if name not in self._stamps]
        for name in gone:
            del self._rows[name]
        self._write("DELETE FROM matches WHERE file = ?", [(name,) for name in gone])
        self._todo = [
            name
            for name, stamp in self._stamps.items()
            if name not in self._rows or self._rows[name].stamp != stamp
        ]
        self._todo.sort(reverse=True)  # the newest names first
        return len(self._todo)

    def step(self, seconds: float = 0.05) -> bool:
        """Read files for about `seconds`; True once every file is read."""
        deadline = time.perf_counter() + seconds
        read = []
        while self._todo and (not read or time.perf_counter() < deadline):
            name = self._todo.pop()
            entry = read_entry(self.folder / name, self._stamps[name])
            self._rows[name] = entry
            read.append(entry)
        self._write(
            f"INSERT OR REPLACE INTO matches ({COLUMNS}) VALUES ({', '.join('?' * 14)})",
            [entry.to_row() for entry in read],
        )
        return not self._todo

    @property
    def remaining(self) -> int:
        return len(self._todo)

    def refresh(self, progress: Callable[[int], None] | None = None) -> list[MatchEntry]:
        """Bring the list up to the folder at once; the entries, newest first."""
        self.start()
        while not self.step(0.25):
            if progress is not None:
                progress(self.remaining)
        return self.entries()

    def entries(self) -> list[MatchEntry]:
        return sorted(self._rows.values(), key=lambda entry: entry.played_at, reverse=True)

    def forget(self, name: str) -> None:
        """A file deleted from the folder: its row goes too."""
        self._rows.pop(name, None)
        self._stamps.pop(name, None)
        self._write("DELETE FROM matches WHERE file = ?", [(name,)])


def delete_match(entry: MatchEntry, index: HistoryIndex) -> bool:
    """Delete a match's file (the player said yes) and its row; False if it stays."""
    try:
        (index.folder / entry.file).unlink()
    except FileNotFoundError:
        pass
    except OSError:
        return False
    index.forget(entry.file)
    return True
