"""Bots think in a separate, persistent process, so the window never stalls.

The window sends the worker a request: a bot's move (`MOVE`), a hint for a human seat
(`HINT`: the Hard level's choice, a `rules_engine.ai.hint.Hint`) or what a bot weighed
for a move it played (`WHY`), always from one seat's observation and legal actions
(plain values, the same a bot in the arena gets: never the state). The worker answers,
or sends the error if the bot failed. The service numbers each request (`request`
returns its ticket) and its answer or failure carries that number: one numbering, so
an answer that comes late is never taken for the answer to a newer request. A reader
thread waits on the pipe and hands answers to the Qt event loop as signals. A worker
that dies or takes too long is replaced; the match is never touched by it.

The service is always in one of three states (`BotService.state`):

- NO_WORKER: no process (not started yet, or the last one died or was ended); the
  next request starts one;
- IDLE: a worker is running and nothing is asked of it;
- THINKING: one request is pending, with its time limit running.

Every change of state is complete before a signal leaves the service, and `failed`
or `answered` is the last thing a handler does: a listener may ask again at once,
or open a dialog, and find the service in a known state. A worker's reader thread
is never dropped while it runs: retired readers are kept until they have finished.
"""

from __future__ import annotations

import contextlib
import os
import random
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

BOT_TIMEOUT_MS = 30_000
NO_WORKER, IDLE, THINKING = "no worker", "idle", "thinking"
# Tests set this to a folder to let the worker play the fault bots below.
FAULTS_ENV = "TABLEE_TEST_BOT_FAULTS"
FAULT_PREFIX = "fault-"
# What a request asks for: a bot's move; a hint for a human seat (the Hard level's
# choice, with its odds); what the bot weighed for the move it played (`played`).
MOVE, HINT, WHY = "move", "hint", "why"


@dataclass(frozen=True)
class BotRequest:
    game_id: str
    observation: dict
    legal_actions: list
    seed: int
    bot_name: str = ""  # MOVE and WHY: the bot
    kind: str = MOVE
    samples: int = 24
    played: tuple | None = None  # WHY: the move the bot played


def worker_main(connection, declared: tuple = ()) -> None:
    """The worker process: answer requests until the pipe closes. No Qt here.

    Each message is (ticket, BotRequest); each answer (ticket, "ok" or "error", the
    answer or the error's text): an action, a `Hint` or a `why` reason's plain values.
    `declared`: the games the application added to the catalogue at run time (a
    fresh process knows only the catalogue's own list)."""
    from rules_engine.ai import Budget, make_bot
    from rules_engine.core import get_game
    from rules_engine.core.catalogue import declare_missing

    declare_missing(declared)

    bots = {}
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        ticket, request = message
        try:
            if request.kind == HINT:
                connection.send((ticket, "ok", _hint_answer(request)))
                continue
            if request.kind == WHY:
                connection.send((ticket, "ok", _why_answer(request)))
                continue
            if request.bot_name.startswith(FAULT_PREFIX) and os.environ.get(FAULTS_ENV):
                action = _fault_answer(request)
            else:
                key = (request.game_id, request.bot_name)
                if key not in bots:
                    bots[key] = make_bot(get_game(request.game_id), request.bot_name, capped=True)
                action = bots[key].choose(
                    request.observation,
                    list(request.legal_actions),
                    random.Random(request.seed),
                    Budget(samples=request.samples),
                )
            if action not in request.legal_actions:
                raise ValueError(f"the bot chose an illegal action: {action!r:.200}")
            connection.send((ticket, "ok", action))
        except Exception:  # a bot's bug (or an answer that cannot be sent) must reach the window
            connection.send((ticket, "error", traceback.format_exc(limit=6)))


def _hint_answer(request: BotRequest):
    """What the Hard level would play for the asking seat (a `Hint`): with its estimated
    chance of winning and the runner-up's, and the seat's next steps of the same
    decision as the search planned them."""
    from rules_engine.ai.hint import hint
    from rules_engine.core import get_game

    legal = list(request.legal_actions)
    found = hint(get_game(request.game_id), request.observation, legal, random.Random(request.seed))
    if found.action not in legal:
        raise ValueError(f"the hint is an illegal action: {found.action!r:.200}")
    return found


def _why_answer(request: BotRequest) -> dict:
    """What the bot weighed for the move it played, as plain values for the pipe."""
    from rules_engine.ai.why import explain
    from rules_engine.core import get_game

    game = get_game(request.game_id)
    legal = list(request.legal_actions)
    reason = explain(
        game, request.bot_name, request.observation, legal, request.seed, request.played
    )
    return reason.to_plain()


class _Unpicklable(tuple):
    """Equal to a legal action, but it cannot cross the pipe."""

    def __reduce__(self):
        raise TypeError("this answer cannot be sent to the window")


def _fault_answer(request: BotRequest):
    """Test bots: `fault-<kind>` misbehaves once (a file in the faults folder
    remembers it across workers, since a fault may kill its worker), then plays as
    the game's default bot. Kinds: raise, hang, illegal, unpicklable, slow (thinks
    for 10 s: a test kills the worker meanwhile), and none (never fails)."""
    from rules_engine.ai import Budget, make_bot
    from rules_engine.core import get_game

    kind = request.bot_name[len(FAULT_PREFIX) :]
    done = Path(os.environ[FAULTS_ENV]) / f"{kind}.done"
    legal = list(request.legal_actions)
    if kind == "none" or done.exists():  # the fault is behind it
        game = get_game(request.game_id)
        bot = make_bot(game, game.default_bot)
        return bot.choose(
            request.observation, legal, random.Random(request.seed), Budget(samples=4)
        )
    done.touch()
    if kind == "raise":
        raise RuntimeError("the bot crashed (a test fault)")
    if kind in {"hang", "slow"}:
        time.sleep(3600 if kind == "hang" else 10)
        return legal[0]
    if kind == "illegal":
        return ("not-a-move", 99)
    if kind == "unpicklable":
        return _Unpicklable(legal[0])
    raise ValueError(f"unknown test fault {kind!r}")


class _Reader(QThread):
    """Waits on the pipe of one worker; closes our end itself when the worker's end
    is gone (closing it from the window while this thread reads would be unsafe)."""

    received = Signal(object)
    closed = Signal()

    def __init__(self, connection) -> None:
        super().__init__()
        self.connection = connection

    def run(self) -> None:
        while True:
            try:
                message = self.connection.recv()
            except Exception:  # EOF, a closed pipe, or a message that cannot be read
                with contextlib.suppress(OSError):
                    self.connection.close()
                self.closed.emit()
                return
            self.received.emit(message)


class BotService(QObject):
    """Asks the worker process for bot moves, hints and reasons. One request at a time."""

    answered = Signal(int, object)  # the request's ticket, the answer
    failed = Signal(int, str)  # the request's ticket, what went wrong
    state_changed = Signal(str)  # NO_WORKER, IDLE or THINKING

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._process = None
        self._connection = None
        self._reader: _Reader | None = None
        self._retired: set[_Reader] = set()  # readers of ended workers, still finishing
        self._state = NO_WORKER
        self._ticket = 0  # the last number given to a request
        self._pending: int | None = None  # the ticket of the request awaiting its answer
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)
        self.timeout_ms = BOT_TIMEOUT_MS

    # -- state ------------------------------------------------------------------------

    @property
    def state(self) -> str:
        return self._state

    def _set_state(self, state: str) -> None:
        if state != self._state:
            self._state = state
            self.state_changed.emit(state)

    def busy(self) -> bool:
        return self._state == THINKING

    def worker_pid(self) -> int | None:
        """The worker's process id (tests end it to see what the window does)."""
        return self._process.pid if self._process is not None else None

    # -- the worker -----------------------------------------------------------------------

    def start(self) -> None:
        """Start the worker now (it is also started on the first request)."""
        if self._process is not None:
            if self._process.is_alive():
                return
            self._retire_worker()  # died and its reader has not said so yet
        import multiprocessing  # only once a bot plays: keeps start-up quick

        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        from rules_engine.core.catalogue import declared_at_run_time

        self._process = context.Process(
            target=worker_main, args=(theirs, declared_at_run_time()), daemon=True
        )
        self._process.start()
        theirs.close()
        self._connection = ours
        self._reader = _Reader(ours)
        self._reader.received.connect(self._on_message)
        self._reader.closed.connect(self._on_closed)
        self._reader.start()
        if self._state == NO_WORKER:
            self._set_state(IDLE)

    def _retire_worker(self) -> None:
        """End the current worker without waiting: its reader sees the pipe close,
        closes our end and finishes; it is kept until then."""
        process, reader = self._process, self._reader
        self._process = self._connection = self._reader = None
        if process is not None and process.is_alive():
            process.kill()
        if reader is not None:
            self._retired.add(reader)
            reader.finished.connect(self._on_reader_finished)  # queued: runs on our thread
            self._forget_reader(reader)  # in case it finished already
        if process is not None:
            with contextlib.suppress(Exception):
                process.join(0.5)  # a killed process ends at once: no zombie left

    @Slot()
    def _on_reader_finished(self) -> None:
        self._forget_reader(self.sender())

    def _forget_reader(self, reader) -> None:
        if reader in self._retired and reader.isFinished():
            self._retired.discard(reader)
            reader.deleteLater()

    # -- requests -------------------------------------------------------------------------

    def request(self, request: BotRequest) -> int:
        """Ask; returns the request's ticket. `answered` or `failed` follows with that
        ticket, from the event loop, never both, never neither (unless `cancel` is
        called first)."""
        self._ticket += 1
        ticket = self._pending = self._ticket
        for attempt in range(2):  # a worker that died while idle is replaced once
            self.start()
            try:
                self._connection.send((ticket, request))
            except Exception as error:  # a dead pipe, or a request that cannot be sent
                self._retire_worker()
                self._set_state(NO_WORKER)
                if attempt == 1 or not isinstance(error, OSError):
                    why = f"the bot process cannot be reached: {error}"
                    # After the caller has its ticket: the failure comes as an answer would.
                    QTimer.singleShot(0, self, lambda why=why: self._fail(why, ticket))
                    return ticket
                continue
            break
        self._timer.start(self.timeout_ms)
        self._set_state(THINKING)
        return ticket

    def cancel(self) -> None:
        """Forget the pending request (an undo, a new match): its answer is ignored."""
        self._pending = None
        self._timer.stop()
        if self._state == THINKING:
            self._set_state(IDLE)

    @Slot(object)
    def _on_message(self, message) -> None:
        if self.sender() is not self._reader:
            return  # a retired worker's late answer
        try:
            ticket, status, payload = message
        except (TypeError, ValueError):
            return
        if ticket != self._pending or self._state != THINKING:
            return  # the answer to a cancelled request
        self._pending = None
        self._timer.stop()
        self._set_state(IDLE)
        if status == "ok":
            self.answered.emit(ticket, payload)
        else:
            self.failed.emit(ticket, str(payload))

    @Slot()
    def _on_closed(self) -> None:
        if self.sender() is not self._reader:
            return  # an old worker's reader, already replaced
        thinking = self._state == THINKING
        self._retire_worker()
        self._set_state(NO_WORKER)
        if thinking:
            self._fail("the bot process stopped unexpectedly")

    def _timed_out(self) -> None:
        if self._state != THINKING:
            return
        self._retire_worker()  # it may never answer: a fresh worker takes the next request
        self._set_state(NO_WORKER)
        self._fail(f"the bot did not answer within {self.timeout_ms / 1000:g} s")

    def _fail(self, message: str, ticket: int | None = None) -> None:
        """Report the pending request (the one of `ticket`, if given and still pending)
        as failed; the state is already settled."""
        pending = self._pending
        if pending is None or (ticket is not None and ticket != pending):
            return  # cancelled, or another request since
        self._pending = None
        self._timer.stop()
        if self._state == THINKING:
            self._set_state(IDLE)
        self.failed.emit(pending, message)

    def stop(self) -> None:
        """End the worker process (on quit), waiting briefly for it and its readers."""
        self.cancel()
        connection, process, reader = self._connection, self._process, self._reader
        self._connection = self._process = self._reader = None
        if connection is not None:
            with contextlib.suppress(Exception):
                connection.send(None)
        if process is not None:
            process.join(1.0)
            if process.is_alive():
                process.kill()
                process.join(1.0)
        for thread in [reader, *self._retired]:
            if thread is not None:
                thread.wait(2000)  # the worker's end is closed: the reader sees EOF and ends
        self._retired.clear()
        self._set_state(NO_WORKER)
