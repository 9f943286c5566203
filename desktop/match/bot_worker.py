"""Bots think in a separate, persistent process, so the window never stalls.

The window sends the worker a request: a bot's move (`MOVE`), a hint for a human seat
(`HINT`: the Hard level's choice, a `rules_engine.ai.hint.Hint`) or what a bot weighed
for a move it played (`WHY`), always from one seat's observation and legal actions
(plain values, the same a bot in the arena gets: never the state). The worker answers,
or sends the error if the bot failed. The service numbers each request (`request`
returns its ticket) and its answer or failure carries that number: one numbering, so
an answer that comes late is never taken for the answer to a newer request. A reader
thread waits on the pipe and hands answers to the Qt event loop as signals. A worker
that dies or takes too long is replaced; the match is never touched by it. The
worker's side of the pipe is `bot_process.py`, which loads no Qt.

The service is always in one of three states (`BotService.state`):

- NO_WORKER: no process (not started yet, or the last one died or was ended); the
  next request starts one;
- IDLE: a worker is running and nothing is asked of it;
- THINKING: one request is pending, with its time limit running.

Every change of state is complete before a signal leaves the service, and `failed`
or `answered` is the last thing a handler does: a listener may ask again at once,
or open a dialog, and find the service in a known state. A worker's reader is a
daemon thread of Python's, not a QThread: Qt ends the process (qFatal) when a QThread
object is destroyed while it runs, which a reader still waiting on a dying worker's
pipe at the interpreter's exit did (seen once in CI, after every test had passed). A
daemon thread is simply left behind at exit; it ends by itself when its pipe closes.
"""

from __future__ import annotations

import contextlib
import threading
import weakref

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from desktop.match.bot_process import (
    HELPER_STARTED,
    BotRequest,
    grows_two_trees,
    helper_main,
    worker_context,
    worker_main,
    worker_switches,
)

BOT_TIMEOUT_MS = 30_000
NO_WORKER, IDLE, THINKING = "no worker", "idle", "thinking"


def _read_pipe(connection, service_ref, reader_id: int) -> None:
    """The reader thread of one worker: hands each message to the service, then says
    the pipe closed and closes our end (closing it from the window while this thread
    reads would be unsafe). The service is held weakly and its signals are queued to
    the window's thread; a service gone meanwhile ends the reading."""

    def tell(signal_name: str, *args) -> bool:
        service = service_ref()
        if service is None:
            return False
        try:
            getattr(service, signal_name).emit(reader_id, *args)
        except RuntimeError:  # the service's Qt object is deleted: nobody listens
            return False
        return True

    while True:
        try:
            message = connection.recv()
        except Exception:  # EOF, a closed pipe, or a message that cannot be read
            with contextlib.suppress(OSError):
                connection.close()
            tell("_pipe_closed")
            return
        if not tell("_pipe_message", message):
            with contextlib.suppress(OSError):
                connection.close()
            return


def _started(context, args: tuple, target=worker_main):
    """A process of `context` (a worker, or with `helper_main` a tree helper), started
    with `args`."""
    process = context.Process(target=target, args=args, daemon=True)
    process.start()
    return process


class BotService(QObject):
    """Asks the worker process for bot moves, hints and reasons. One request at a time.

    Beside the worker, the service owns its tree helper (`bot_process.TreeHelper`),
    started with the first request that grows a second tree (an Expert's move) and
    joined to the worker by a pipe of their own: the two are ended together, and a
    helper found dead is replaced with its worker."""

    answered = Signal(int, object)  # the request's ticket, the answer
    failed = Signal(int, str)  # the request's ticket, what went wrong
    state_changed = Signal(str)  # NO_WORKER, IDLE or THINKING
    # From the reader threads (queued to this object's thread): the reader's number,
    # then the message; or the reader's number once its pipe has closed.
    _pipe_message = Signal(int, object)
    _pipe_closed = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._process = None
        self._connection = None
        self._helper = None  # the tree helper process, once started
        self._helper_args: tuple | None = None  # what starts it: its pipe end, until then
        self._context = None
        self._reader: threading.Thread | None = None
        self._reader_id = 0  # the number of the current worker's reader (0: none yet)
        self._retired: list[threading.Thread] = []  # readers of ended workers, finishing
        self._pipe_message.connect(self._on_message, Qt.ConnectionType.QueuedConnection)
        self._pipe_closed.connect(self._on_closed, Qt.ConnectionType.QueuedConnection)
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

    def helper_pid(self) -> int | None:
        """The tree helper's process id while it runs (tests end it too)."""
        helper = self._helper
        return helper.pid if helper is not None and helper.is_alive() else None

    # -- the worker -----------------------------------------------------------------------

    def start(self) -> None:
        """Start the worker now (it is also started on the first request)."""
        if self._process is not None:
            helper_died = self._helper is not None and not self._helper.is_alive()
            if self._process.is_alive() and not helper_died:
                return
            self._retire_worker()  # died (or its helper did) and no reader has said so yet
        from rules_engine.core.catalogue import declared_at_run_time

        context = worker_context()  # multiprocessing only once a bot plays: quick start-up
        ours, theirs = context.Pipe()
        to_helper, helpers_end = context.Pipe()
        declared, switches = declared_at_run_time(), worker_switches()
        args = (theirs, declared, switches, to_helper)
        try:
            self._process = _started(context, args)
        except OSError:  # no fork server here (its socket's folder refused...): a fresh one
            import multiprocessing

            context = multiprocessing.get_context("spawn")
            self._process = _started(context, args)
        theirs.close()
        to_helper.close()
        self._context = context
        self._helper_args = (helpers_end, declared, switches)
        self._connection = ours
        self._reader_id += 1
        self._reader = threading.Thread(
            target=_read_pipe,
            args=(ours, weakref.ref(self), self._reader_id),
            name=f"tablee-bot-reader-{self._reader_id}",
            daemon=True,
        )
        self._reader.start()
        if self._state == NO_WORKER:
            self._set_state(IDLE)

    def _start_helper(self) -> None:
        """Start the worker's tree helper, if not yet started, and tell the worker. One
        that cannot start leaves the worker to grow both trees itself."""
        if self._helper_args is None:
            return
        args, self._helper_args = self._helper_args, None
        try:
            self._helper = _started(self._context, args, target=helper_main)
        except OSError:
            return
        finally:
            args[0].close()
        with contextlib.suppress(OSError):  # a dead worker: the request's sending says so
            self._connection.send(HELPER_STARTED)

    def _retire_worker(self) -> None:
        """End the current worker without waiting: its reader sees the pipe close,
        closes our end and finishes by itself (its late words are ignored: they carry
        an old reader's number)."""
        process, reader = self._process, self._reader
        self._process = self._connection = self._reader = None
        self._reader_id += 1  # no reader has this number until the next worker's
        self._end_helper(kill=True)
        if process is not None and process.is_alive():
            process.kill()
        if reader is not None:
            self._retired = [thread for thread in self._retired if thread.is_alive()]
            self._retired.append(reader)
        if process is not None:
            with contextlib.suppress(Exception):
                process.join(0.5)  # a killed process ends at once: no zombie left

    def _end_helper(self, kill: bool) -> None:
        """End the tree helper: killed at once with its worker (`kill`), or at quitting
        given a moment to end by itself (its worker gone, its pipe is closed)."""
        helper, self._helper = self._helper, None
        if self._helper_args is not None:  # never started: our copy of its pipe's end
            with contextlib.suppress(OSError):
                self._helper_args[0].close()
            self._helper_args = None
        if helper is None:
            return
        with contextlib.suppress(Exception):
            if kill and helper.is_alive():
                helper.kill()
            helper.join(0.5 if kill else 1.0)  # a killed process ends at once: no zombie
            if helper.is_alive():
                helper.kill()
                helper.join(1.0)

    # -- requests -------------------------------------------------------------------------

    def request(self, request: BotRequest) -> int:
        """Ask; returns the request's ticket. `answered` or `failed` follows with that
        ticket, from the event loop, never both, never neither (unless `cancel` is
        called first)."""
        self._ticket += 1
        ticket = self._pending = self._ticket
        for attempt in range(2):  # a worker that died while idle is replaced once
            self.start()
            if grows_two_trees(request):
                self._start_helper()
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

    @Slot(int, object)
    def _on_message(self, reader_id: int, message) -> None:
        if reader_id != self._reader_id or self._reader is None:
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

    @Slot(int)
    def _on_closed(self, reader_id: int) -> None:
        if reader_id != self._reader_id or self._reader is None:
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
        self._end_helper(kill=False)  # its worker gone, the helper's pipe is closed
        self._reader_id += 1
        for thread in [reader, *self._retired]:
            if thread is not None:
                thread.join(2.0)  # the worker's end is closed: the reader sees EOF and ends
        self._retired.clear()  # one still reading (a loaded machine) is left: a daemon
        self._set_state(NO_WORKER)
