"""The autosaved match on disk, outside a session: the one left unfinished (a damaged
file moved aside, never deleted), moving it into the history folder, and why a save
failed in a few words. Light to import: the window asks before any match opens."""

from __future__ import annotations

import contextlib
import copy
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop.shell import paths
from rules_engine.core.errors import RecordError
from rules_engine.core.record import MatchRecord, load_record
from rules_engine.core.values import shorten

if TYPE_CHECKING:
    from desktop.match.loading import LoadedMatch


def describe_save_error(error: BaseException) -> str:
    """Why a save failed, in a few words (the system's own, for a disk's problem)."""
    if isinstance(error, OSError):
        return shorten(error.strerror or error, 120)
    if isinstance(error, UnicodeError):
        return QCoreApplication.translate("MatchSession", "a name cannot be written as text")
    return shorten(error, 120)


def archive_autosave(game_id: str, reason: str) -> Path | None:
    """Move the autosaved match into the history folder (an abandoned match, or an
    interrupted one that another match replaces); returns where it went."""
    source = paths.autosave_path()
    if not source.exists():
        return None
    folder = paths.history_dir()
    target = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{game_id}-{reason}.tablee"
    number = 1
    while target.exists():
        number += 1
        target = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{game_id}-{reason}-{number}.tablee"
    return _move(source, target)


def _move(source: Path, target: Path) -> Path | None:
    """`source` moved to `target` (its folder made if need be); None if it cannot be."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        source.replace(target)
    except OSError:
        return None
    return target


def tidy_autosave_folder() -> None:
    """A temporary file that a kill left beside the autosave (a rewrite cut before its
    rename) is used when it holds a whole match, the newest one, and removed
    otherwise: never left behind. One that another running Tablée is writing stays."""
    path = paths.autosave_path()
    try:
        leftovers = sorted(path.parent.glob(f"{path.name}.*.tmp"))
    except OSError:
        return
    for leftover in leftovers:
        if _written_by_another_running_tablee(leftover):
            continue
        try:
            load_record(leftover, replay=False)
        except RecordError:
            with contextlib.suppress(OSError):
                leftover.unlink()
        else:
            # Cut between its writing and its rename: it is the newer of the two (the
            # autosave gets every append until the rename).
            with contextlib.suppress(OSError):
                leftover.replace(path)


def _written_by_another_running_tablee(leftover: Path) -> bool:
    """`current.tablee.<pid>.tmp`: that process is still running (and is not us)."""
    pid = leftover.name.split(".")[-2]
    if not pid.isdigit() or int(pid) == os.getpid():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists (another user's): leave it
    return True


def interrupted_match() -> MatchRecord | None:
    """The autosaved match, if one was left unfinished; a damaged autosave is moved
    aside (never deleted) and None returned."""
    loaded = read_interrupted()
    return None if loaded is None else loaded.record


# The autosave as last read and replayed whole, while its file is unchanged: the home
# screen's read serves the questions asked before another match replaces it, without
# a long match being replayed again each time. (file signature, the `LoadedMatch`)
_last_read: tuple[tuple, LoadedMatch] | None = None


def _signature(path: Path) -> tuple | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (str(path), info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def already_read(path: Path) -> bool:
    """True when the autosave at `path` was read as it is now (reading it is instant)."""
    return _last_read is not None and _last_read[0] == _signature(path)


def read_interrupted(
    read: Callable[[Path], LoadedMatch] | None = None, take: bool = False
) -> LoadedMatch | None:
    """The autosaved match replayed to its end, if one was left unfinished; a damaged
    autosave is moved aside (never deleted) and None returned. `read` reads and
    replays a file (`desktop.match.loading.read_match` by default; the window's reads
    a long one in the background, and may raise LoadCancelled: then nothing changed).

    `take`: the caller plays on from the state returned (a session); otherwise the
    state is only looked at, and the read is kept for the next caller."""
    global _last_read
    from desktop.match.loading import LoadedMatch, read_match

    tidy_autosave_folder()
    path = paths.autosave_path()
    if not path.exists():
        return None
    signature = _signature(path)
    if _last_read is None or _last_read[0] != signature:
        _last_read = None
        try:
            loaded = (read or read_match)(path)
        except RecordError:
            aside = path.with_name(f"damaged-{time.strftime('%Y%m%d-%H%M%S')}.tablee")
            with contextlib.suppress(OSError):
                path.replace(aside)
            return None
        _last_read = (signature, loaded)
    _, kept = _last_read
    if take:  # its state changes from now on: it is no longer the file's
        _last_read = None
    # A copy of the record for the caller: a session appends to its actions.
    record = copy.copy(kept.record)
    record.actions = list(kept.record.actions)
    record.seats = list(kept.record.seats)
    record.hints = list(kept.record.hints)
    record.options = dict(kept.record.options)
    replayed = copy.copy(kept.replayed)
    return LoadedMatch(record, kept.state, list(kept.actors), kept.undo_floor, replayed)


# -- matches the home screen tells about --------------------------------------------------
#
# A damaged autosave is moved aside (`damaged-….tablee`, beside the autosave) and stays
# there until the player, told on the home screen which match it was and why it cannot
# be resumed, keeps it (it goes to the history folder) or deletes it. An interrupted
# match that another one replaced without asking (a match started from the command
# line) is put in the history folder and noted in `put-aside.json`, so the home screen
# says where it went and offers to open it, until the player has seen it.

PUT_ASIDE_NOTES = "put-aside.json"


def damaged_autosaves() -> list[Path]:
    """Autosaves set aside as damaged that the player has not decided about yet."""
    try:
        return sorted(paths.autosave_path().parent.glob("damaged-*.tablee"))
    except OSError:
        return []


def why_unreadable(path: Path) -> RecordError | None:
    """The loader's reason for refusing the file (None: it loads after all)."""
    try:
        load_record(path)
    except RecordError as error:
        return error
    return None


def what_match(path: Path) -> dict:
    """What can still be read of a match file that does not load: its game id, its
    seats (`Seat`s, a name "?" where it cannot be read) and when it was last
    written, each only if it can be read."""
    import json

    from rules_engine.core.record import read_bounded

    found: dict = {}
    with contextlib.suppress(OSError):
        found["when"] = path.stat().st_mtime
    try:
        raw = read_bounded(path)
    except RecordError:
        return found
    head = raw.split(b"\n", 1)[0]  # a journal's first line is a whole record
    data = None
    for text in (head, raw):
        try:
            data = json.loads(text.decode("utf-8", "replace"))
            break
        except (ValueError, RecursionError):
            continue
    if not isinstance(data, dict):
        return found
    if isinstance(data.get("game"), str):
        found["game"] = shorten(data["game"], 40)
    seats = data.get("seats")
    if isinstance(seats, list):
        from rules_engine.core.record import Seat

        found["seats"] = [
            Seat(
                shorten(seat["name"], 24) if isinstance(seat.get("name"), str) else "?",
                seat["kind"] if isinstance(seat.get("kind"), str) else "human",
            )
            for seat in seats[:8]
            if isinstance(seat, dict)
        ]
    return found


def keep_damaged(path: Path) -> Path | None:
    """The player keeps a damaged autosave: it goes to the history folder; where."""
    return _move(path, paths.history_dir() / path.name)


def delete_damaged(path: Path) -> bool:
    try:
        path.unlink()
    except FileNotFoundError:
        return True
    except OSError:
        return False
    return True


def _notes_path() -> Path:
    return paths.autosave_path().parent / PUT_ASIDE_NOTES


def put_aside_matches() -> list[Path]:
    """Matches put aside that the player has not been told about yet (newest last);
    only those whose file is still there."""
    import json

    try:
        notes = json.loads(_notes_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(notes, list):
        return []
    return [Path(note) for note in notes if isinstance(note, str) and Path(note).is_file()]


def note_put_aside(path: Path) -> None:
    _write_notes([*put_aside_matches(), path])


def forget_put_aside(path: Path) -> None:
    _write_notes([note for note in put_aside_matches() if note != path])


def _write_notes(notes: list[Path]) -> None:
    import json

    from rules_engine.core.record import write_atomically

    with contextlib.suppress(OSError, ValueError):
        if notes:
            write_atomically(_notes_path(), json.dumps([str(note) for note in notes[-20:]]))
        else:
            _notes_path().unlink(missing_ok=True)
