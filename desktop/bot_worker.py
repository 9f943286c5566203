"""Bots think in a separate, persistent process, so the window never stalls.

The window sends the worker a bot's observation and legal actions (plain values,
the same a bot in the arena gets: never the state); the worker answers with the
action, or with the error if the bot failed. A reader thread waits on the pipe and
hands answers to the Qt event loop as signals. A worker that dies or takes too long
is replaced; the match is never touched by it.
"""

from __future__ import annotations

import contextlib
import random
import traceback
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

BOT_TIMEOUT_MS = 30_000


@dataclass(frozen=True)
class BotRequest:
    request_id: int
    game_id: str
    bot_name: str
    observation: dict
    legal_actions: list
    seed: int
    samples: int = 24


def worker_main(connection) -> None:
    """The worker process: answer requests until the pipe closes. No Qt here."""
    from rules_engine.ai import Budget, make_bot
    from rules_engine.core import get_game

    bots = {}
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        try:
            key = (request.game_id, request.bot_name)
            if key not in bots:
                bots[key] = make_bot(get_game(request.game_id), request.bot_name)
            action = bots[key].choose(
                request.observation,
                list(request.legal_actions),
                random.Random(request.seed),
                Budget(samples=request.samples),
            )
            if action not in request.legal_actions:
                raise ValueError(f"the bot chose an illegal action: {action!r}")
            connection.send((request.request_id, "ok", action))
        except Exception:  # a bot's bug must reach the window, not kill the worker
            connection.send((request.request_id, "error", traceback.format_exc(limit=6)))


class _Reader(QThread):
    received = Signal(object)
    closed = Signal()

    def __init__(self, connection) -> None:
        super().__init__()
        self.connection = connection

    def run(self) -> None:
        while True:
            try:
                message = self.connection.recv()
            except (EOFError, OSError):
                self.closed.emit()
                return
            self.received.emit(message)


class BotService(QObject):
    """Asks the worker process for bot moves. One request at a time."""

    answered = Signal(int, object)  # request id, action
    failed = Signal(int, str)  # request id, what went wrong

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._process = None
        self._connection = None
        self._reader = None
        self._pending: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)
        self.timeout_ms = BOT_TIMEOUT_MS

    def start(self) -> None:
        """Start the worker now (it is also started on the first request)."""
        if self._process is not None and self._process.is_alive():
            return
        import multiprocessing  # only once a bot plays: keeps start-up quick

        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        self._process = context.Process(target=worker_main, args=(theirs,), daemon=True)
        self._process.start()
        theirs.close()
        self._connection = ours
        self._reader = _Reader(ours)
        self._reader.received.connect(self._on_message)
        self._reader.closed.connect(self._on_closed)
        self._reader.start()

    def request(self, request: BotRequest) -> None:
        self.start()
        self._pending = request.request_id
        self._timer.start(self.timeout_ms)
        try:
            self._connection.send(request)
        except (OSError, ValueError) as error:
            self._fail(f"the bot process cannot be reached: {error}")

    def cancel(self) -> None:
        """Forget the pending request (an undo, a new match): its answer is ignored."""
        self._pending = None
        self._timer.stop()

    def busy(self) -> bool:
        return self._pending is not None

    @Slot(object)
    def _on_message(self, message) -> None:
        request_id, status, payload = message
        if request_id != self._pending:
            return
        self._pending = None
        self._timer.stop()
        if status == "ok":
            self.answered.emit(request_id, payload)
        else:
            self.failed.emit(request_id, payload)

    @Slot()
    def _on_closed(self) -> None:
        if self.sender() is not self._reader:
            return  # an old worker's reader, already replaced
        if self._pending is not None:
            self._fail("the bot process stopped unexpectedly")
        self._discard_worker()

    def _timed_out(self) -> None:
        self._fail(f"the bot did not answer within {self.timeout_ms // 1000} s")
        self.stop()

    def _fail(self, message: str) -> None:
        request_id = self._pending
        self._pending = None
        self._timer.stop()
        if request_id is not None:
            self.failed.emit(request_id, message)

    def _discard_worker(self) -> None:
        if self._process is not None and self._process.is_alive():
            self._process.kill()
        if self._connection is not None:
            self._connection.close()
        self._process = self._connection = self._reader = None

    def stop(self) -> None:
        """End the worker process (on quit, or after a time-out)."""
        self._pending = None
        self._timer.stop()
        connection, process, reader = self._connection, self._process, self._reader
        self._connection = self._process = self._reader = None
        if connection is not None:
            with contextlib.suppress(OSError, ValueError):
                connection.send(None)
        if process is not None:
            process.join(1.0)
            if process.is_alive():
                process.kill()
                process.join(1.0)
        if reader is not None:
            reader.wait(2000)  # the worker's end is closed: the reader sees EOF and ends
        if connection is not None:
            connection.close()
