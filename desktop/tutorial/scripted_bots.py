"""The bots of a lesson: they play the lesson's scripted choices.

A stand-in for the bot worker (`desktop.match.bot_worker.BotService`), with the same
signals and calls, so the lesson's session and MatchView run as in any match: the
session asks when a bot is to move, paces the answer and waits for the table to settle.
The answer is the script's move, given only when the lesson's guide releases it (the
learner reads a step before the next bot moves). The engine still checks it: the
session plays it like any bot's answer.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.match.bot_process import BotRequest


class ScriptedBots(QObject):
    answered = Signal(int, object)  # the request's ticket, the action
    failed = Signal(int, str)  # the request's ticket, what went wrong
    state_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending: tuple[int, BotRequest] | None = None  # (ticket, request)
        self._ticket = 0
        self._released: tuple | None = None  # the next bot move, once the guide allows it
        self.learner_to_move = lambda: False  # set by the guide: hints stay off then

    def busy(self) -> bool:
        # While the learner is to move, "busy" keeps Edit > Hint off: the lesson's own
        # glow is the hint (a search's odds would only distract).
        return self._pending is not None or self.learner_to_move()

    def request(self, request: BotRequest) -> int:
        self._ticket += 1
        self._pending = (self._ticket, request)
        self._answer_if_ready()
        return self._ticket

    def release(self, action: tuple) -> None:
        """The guide reached this bot move in the script: play it when asked."""
        self._released = action
        self._answer_if_ready()

    def _answer_if_ready(self) -> None:
        if self._pending is None or self._released is None:
            return
        (ticket, _request), action = self._pending, self._released
        self._pending = self._released = None
        # From the event loop, as the worker's answers come: never inside `request`.
        QTimer.singleShot(0, self, lambda: self.answered.emit(ticket, action))

    def cancel(self) -> None:
        self._pending = None

    def stop(self) -> None:
        self.cancel()
