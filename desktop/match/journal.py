"""The autosave as an append-only journal (its format: `rules_engine.core.record`).

Rewriting the whole match after every move cannot keep up with bots that play without
pause: the file fell dozens of moves behind, and a kill lost them. Here a move costs
one line appended to the file, written at once from the thread that plays it (the
kernel keeps it even if the process is killed the next instant), so a kill loses at
most the move being applied. Syncing to the disk itself (`fsync`, against a power
cut) runs on a thread of its own, batched: at most every `SYNC_S`.

The file is rewritten whole ("compacted": a temporary file renamed over it) when it
is first made, when a change is not an append (an undo, a seat handed over, a hint
mark), at a round's end, when many lines piled up, and when the match is closed. A
temporary file a kill left behind is used or removed at the next start
(`desktop.match.autosave.tidy_autosave_folder`).
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

from rules_engine.core.record import MatchRecord, RecordEncoder

SYNC_S = 0.1  # a line reaches the disk itself at most this long after it was written
COMPACT_LINES = 4096  # appended lines after which the file is rewritten whole
TEMPORARY_SUFFIX = ".tmp"


class AutosaveJournal:
    """One match's autosave file. `save` is called from the thread that plays (it
    raises OSError or ValueError when the file cannot be written); `on_error` is
    called from the sync thread when syncing fails."""

    def __init__(self, path: Path, on_error: Callable[[BaseException], None] | None = None):
        self.path = Path(path)
        self.on_error = on_error
        self._encoder = RecordEncoder()
        self._fd: int | None = None
        self._actions: list[tuple] = []  # the actions the file adds up to
        self._seats: list = []
        self._hints: list = []
        self._appended = 0  # lines appended since the file was last rewritten
        self._broken = False  # an append failed halfway: only a rewrite mends the file
        self._lock = threading.Condition()
        self._dirty = False  # written but not yet synced
        self._folder_dirty = False  # a rename not yet synced
        self._closed = False
        self._thread: threading.Thread | None = None

    # -- writing (the playing thread) -------------------------------------------------

    def save(self, record: MatchRecord, compact: bool = False) -> None:
        """Bring the file up to `record`: append the new actions, or rewrite it all
        when the change is not an append (or `compact` asks for it)."""
        known = len(self._actions)
        actions = record.actions
        if (
            compact
            or self._broken
            or self._fd is None
            or os.fstat(self._fd).st_nlink == 0  # the file was deleted or moved away
            or self._appended >= COMPACT_LINES
            or len(actions) < known
            or (known and actions[known - 1] is not self._actions[-1])
            or record.seats != self._seats
            or record.hints != self._hints
        ):
            self.rewrite(record)
            return
        if len(actions) == known:
            return
        new = actions[known:]
        data = "".join(self._encoder.line(action) for action in new).encode("utf-8")
        with self._lock:
            try:
                _write_all(self._fd, data)
            except BaseException:
                self._broken = True
                raise
            self._dirty = True
            self._lock.notify()
        self._actions.extend(new)
        self._appended += len(new)
        self._start_syncing()

    def rewrite(self, record: MatchRecord) -> None:
        """The whole match in a temporary file, renamed over the autosave; later
        appends go to it. Not synced here: the sync thread does it within `SYNC_S`."""
        data = (self._encoder.dumps(record, journal=True) + "\n").encode("utf-8")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}{TEMPORARY_SUFFIX}")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644)
        try:
            _write_all(fd, data)
            os.replace(temporary, self.path)
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                temporary.unlink()
            raise
        with self._lock:
            old, self._fd = self._fd, fd
            self._dirty = self._folder_dirty = True
            self._lock.notify()
        if old is not None:
            os.close(old)  # the sync thread syncs a copy of the descriptor, never this one
        self._actions = list(record.actions)
        self._seats = list(record.seats)
        self._hints = list(record.hints)
        self._appended = 0
        self._broken = False
        self._start_syncing()

    def flush(self) -> None:
        """Sync now, on the calling thread (the match is closing or finished)."""
        self._sync()

    def close(self) -> None:
        """Sync and let go of the file (it may then be moved or deleted)."""
        self._sync()
        with self._lock:
            fd, self._fd = self._fd, None
            self._closed = True
            self._lock.notify()
        if fd is not None:
            os.close(fd)
        self._actions, self._seats, self._hints = [], [], []

    # -- syncing (a thread of its own) ------------------------------------------------

    def _start_syncing(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._run, name="tablee-autosave-sync", daemon=True
            )
            self._thread.start()

    def _run(self) -> None:
        last = 0.0
        while True:
            with self._lock:
                while not self._dirty and not self._closed:
                    self._lock.wait()
                if self._closed:
                    return
            # Batched: lines written in the meantime are synced together.
            time.sleep(max(0.0, SYNC_S - (time.monotonic() - last)))
            last = time.monotonic()
            try:
                self._sync()
            except OSError as error:
                if self.on_error is not None:
                    self.on_error(error)

    def _sync(self) -> None:
        with self._lock:
            if self._fd is None or not (self._dirty or self._folder_dirty):
                return
            fd = os.dup(self._fd)  # the playing thread may close its own meanwhile
            folder, self._dirty, self._folder_dirty = self._folder_dirty, False, False
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        if folder:
            sync_folder(self.path.parent)


def sync_folder(folder: Path) -> None:
    """A rename reaches the disk with its folder's entry (not possible everywhere)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
