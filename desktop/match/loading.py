"""Long match files load off the UI thread, with progress shown and a Cancel.

A record may hold up to 250,000 actions (`rules_engine.core.record.MAX_ACTIONS`):
reading, checking and replaying such a file takes a second or two, too long for the
window to stand still. A file that size could be (`BACKGROUND_BYTES`) is read and
replayed in a thread of its own while the window's event loop keeps turning: a
progress dialog shows how far the replay is and offers Cancel, which leaves the app as
it was (the worker only reads; nothing is written, moved or opened). A small file
loads at once, as before: a thread and a dialog would only cost it time.

The replay is pure Python, so the worker and the window share the interpreter's lock:
the worker gives it up at every switch interval (5 ms), so the window gets its turns.
The longest stall left is the JSON parse of the file's one long list of actions, a
single C call (about a quarter of a second for 250,000 actions; `tests/desktop/
test_long_records.py` measures the worst stall with a timer).

The caller waits for the result in a local event loop, as a modal dialog's `exec`
does: opening a file, resuming or asking about the unfinished match stay one call
that returns the match (or raises the loader's RecordError, or LoadCancelled).
"""

from __future__ import annotations

import gc
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from rules_engine.core.record import MatchRecord, load_record, only_record_errors

if TYPE_CHECKING:
    from desktop.match.bot_worker import BotService
    from desktop.match.session import MatchSession
    from rules_engine.core.protocol import Game, State

# A file this large may hold some 5,000 actions or more: it loads in the background.
# Smaller ones load in well under a tenth of a second, at once.
BACKGROUND_BYTES = 64 * 1024
REPLAYED_KEPT = 600  # replayed steps a resumed match keeps for its log (as many as it shows)
PROGRESS_EVERY = 500  # replayed actions between two looks at the progress and the Cancel
SHOW_AFTER_MS = 300  # a load that ends sooner shows no dialog at all
POLL_MS = 30  # how often the window looks at the worker's progress


class LoadCancelled(BaseException):
    """The player cancelled a load: nothing was opened, changed or written. Not an
    Exception: the loader's safety net (`only_record_errors`) turns every Exception
    into a RecordError, and a cancel is no fault of the file."""


@dataclass
class LoadedMatch:
    """A record replayed to its end, as a session starts from it."""

    record: MatchRecord
    state: State
    actors: list[int] = field(default_factory=list)  # the seat that played each action
    undo_floor: int = 0  # undo never goes below this action index (a human saw more)
    replayed: deque = field(default_factory=lambda: deque(maxlen=REPLAYED_KEPT))


def seen_by_a_human(game: Game, events: list[dict], humans: list[int]) -> bool:
    """True when a step's events show a human something new: what came before it can no
    longer be taken back (the session's undo floor)."""
    return any(game.reveals_to(event, human) for event in events for human in humans)


def replay_match(record: MatchRecord, progress: Callable[[int], None] | None = None):
    """Replay `record` from its deal to its last action: the state, who played each
    action, the undo floor and the newest steps for the log. `progress(done)` is called
    every `PROGRESS_EVERY` actions (it may raise LoadCancelled). An illegal action
    raises RecordError naming it (`MatchRecord.replay_steps`)."""
    game = record.game_def()
    state = record.first_state()
    loaded = LoadedMatch(record, state)
    humans = [seat for seat, info in enumerate(record.seats) if info.is_human]
    steps = record.replay_steps(state)
    index = 0
    while True:
        seat = state.to_move
        events = next(steps, None)
        if events is None:
            break
        loaded.actors.append(seat)
        if seen_by_a_human(game, events, humans):
            loaded.undo_floor = len(loaded.actors)
        loaded.replayed.append((seat, index, events))
        index += 1
        if progress is not None and index % PROGRESS_EVERY == 0:
            progress(index)
    return loaded


def read_match(path: str | Path, progress: Callable[[int], None] | None = None) -> LoadedMatch:
    """Read, check and replay a match file; RecordError on any problem (the worker's job)."""
    record = load_record(path, replay=False)
    with only_record_errors():  # whatever a crafted action sets off is the file's fault
        return replay_match(record, progress)


class _Worker(threading.Thread):
    """Runs `read_match` and keeps its progress where the window's timer reads it."""

    def __init__(self, path: Path) -> None:
        super().__init__(name="tablee-load", daemon=True)
        self.path = path
        self.done = 0  # actions replayed so far
        self.total = 0  # actions in the file, once it is parsed (0: parsing)
        self.cancelled = threading.Event()
        self.result: LoadedMatch | None = None
        self.error: BaseException | None = None

    def run(self) -> None:
        # No garbage collection while the file is read: the JSON parse is one C call
        # that holds the interpreter's lock, and the collections its 250,000 new lists
        # set off ran inside it, which doubled the window's longest stall (0.3-0.55 s
        # against 0.15 s). The load makes little cyclic garbage; the collector is
        # given back as it was (start-up keeps it off until the window is up).
        collecting = gc.isenabled()
        gc.disable()
        try:
            record = load_record(self.path, replay=False)
            self.total = len(record.actions)
            self._progress(0)
            with only_record_errors():
                self.result = replay_match(record, self._progress)
        except BaseException as error:  # handed to the window's thread, raised there
            self.error = error
        finally:
            if collecting:
                gc.enable()

    def _progress(self, done: int) -> None:
        if self.cancelled.is_set():
            raise LoadCancelled
        self.done = done


def is_long(path: str | Path) -> bool:
    """True for a file large enough to load in the background (a file that cannot be
    looked at is small: the loader's own message comes at once)."""
    try:
        return Path(path).stat().st_size > BACKGROUND_BYTES
    except OSError:
        return False


def load_match(
    parent: QWidget | None, path: str | Path, label: str, cancellable: bool = True
) -> LoadedMatch:
    """The match in `path` read and replayed; RecordError explains a bad file and
    LoadCancelled tells the player cancelled. A long file loads in a worker thread while
    the event loop turns, behind a progress dialog (`label` says what is loading)."""
    if not is_long(path):
        return read_match(path)
    global _busy
    _busy += 1
    try:
        return _load_in_background(parent, Path(path), label, cancellable)
    finally:
        _busy -= 1


def busy() -> bool:
    """True while a long file loads (the window waits in a local event loop)."""
    return _busy > 0


_busy = 0


def _load_in_background(
    parent: QWidget | None, path: Path, label: str, cancellable: bool
) -> LoadedMatch:
    worker = _Worker(path)
    dialog = _LoadingDialog(parent)
    dialog.setObjectName("loadingProgress")
    dialog.setWindowTitle(QCoreApplication.translate("Loading", "Loading a match"))
    dialog.setLabelText(label)
    dialog.setMinimumWidth(400)  # room for a file's name (cut at 60 characters)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setMinimumDuration(SHOW_AFTER_MS)  # then it shows itself, if still loading
    dialog.setRange(0, 0)  # busy until the file is parsed and its length known
    if cancellable:
        dialog.setCancelButtonText(QCoreApplication.translate("Loading", "Cancel"))
        dialog.canceled.connect(worker.cancelled.set)
    else:
        dialog.setCancelButton(None)
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(POLL_MS)

    def look() -> None:
        if dialog.wasCanceled():  # (Esc, or its Cancel button)
            worker.cancelled.set()
        if worker.total and dialog.maximum() != worker.total:
            dialog.setRange(0, worker.total)
        if worker.total:
            dialog.setValue(worker.done)
        if not worker.is_alive():
            loop.quit()

    timer.timeout.connect(look)
    worker.start()
    timer.start()
    try:
        loop.exec()
        worker.join()
    finally:
        timer.stop()
        if worker.is_alive():  # (an exception out of the event loop): let it stop
            worker.cancelled.set()
        if worker.result is not None:
            dialog.setValue(worker.total)  # the bar reaches its end before it goes
        dialog.close()
        dialog.deleteLater()
    if worker.error is not None:
        raise worker.error
    return worker.result


class _LoadingDialog(QProgressDialog):
    def probe_details(self) -> dict:
        """How far the load is, for the real-client tests' probe (`desktop.tools.probe`)."""
        return {"value": self.value(), "maximum": self.maximum()}


def open_session(
    parent: QWidget | None, path: str | Path, bot_service: BotService | None = None
) -> MatchSession:
    """A session for the match file in `path` (File > Open, the command line);
    RecordError or LoadCancelled as `load_match`."""
    from desktop.match.session import MatchSession

    label = QCoreApplication.translate("Loading", "Opening %1…").replace(
        "%1", _short_name(Path(path).name)
    )
    loaded = load_match(parent, path, label)
    session = MatchSession(loaded.record, bot_service, loaded=loaded)
    session.file_path = Path(path)
    return session


def read_autosave(
    parent: QWidget | None, cancellable: bool = True, take: bool = False
) -> LoadedMatch | None:
    """The interrupted match (`desktop.match.autosave.read_interrupted`: `take` when a
    session plays on from it), read in the background when it is long; LoadCancelled
    when the player cancelled."""
    from desktop.match.autosave import read_interrupted

    label = QCoreApplication.translate("Loading", "Reading the unfinished match…")
    return read_interrupted(lambda path: load_match(parent, path, label, cancellable), take)


def autosave_is_waiting() -> bool:
    """True when reading the autosave now would take a while: it is long and has not
    been read as it is (see `desktop.match.autosave.read_interrupted`)."""
    from desktop.match.autosave import already_read
    from desktop.shell import paths

    path = paths.autosave_path()
    return is_long(path) and not already_read(path)


def _short_name(name: str) -> str:
    from desktop.table.plain_text import shown_as_typed
    from rules_engine.core.values import shorten

    return shown_as_typed(shorten(name, 60))
