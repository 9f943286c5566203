"""The autosaved match on disk, outside a session: the one left unfinished (a damaged
file moved aside, never deleted), moving it into the history folder, and why a save
failed in a few words. Light to import: the window asks before any match opens."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from desktop.shell import paths
from rules_engine.core.errors import RecordError
from rules_engine.core.record import MatchRecord, load_record
from rules_engine.core.values import shorten


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
    try:
        folder.mkdir(parents=True, exist_ok=True)
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
    tidy_autosave_folder()
    path = paths.autosave_path()
    if not path.exists():
        return None
    try:
        return load_record(path)
    except RecordError:
        aside = path.with_name(f"damaged-{time.strftime('%Y%m%d-%H%M%S')}.tablee")
        with contextlib.suppress(OSError):
            path.replace(aside)
        return None
