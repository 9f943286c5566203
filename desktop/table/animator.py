"""The animation queue: engine events become moves that play one after another.

A scene appends steps (moves, groups of moves, pauses, calls) and the animator plays
them in order, so a trick is dealt card by card however fast the events arrived. The
speed setting stretches every duration; at speed 0 each step completes synchronously
inside the call that added it, which keeps tests and screenshots free of waiting.
`skip()` jumps to the end state at once; `clear()` abandons pending steps before a
scene re-syncs from the observation. Steps that a queued call adds play right after
it, before the steps queued behind it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QPointF, Signal

if TYPE_CHECKING:  # Qt's animation and item classes load when a table first plays
    from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup
    from PySide6.QtWidgets import QGraphicsObject

SPEED_OFF = 0.0
SPEED_FAST = 0.5
SPEED_NORMAL = 1.0
SPEED_SLOW = 1.8
SPEEDS = {"off": SPEED_OFF, "fast": SPEED_FAST, "normal": SPEED_NORMAL, "slow": SPEED_SLOW}


@dataclass(frozen=True)
class Move:
    """One item gliding to a position (and optionally a rotation, scale and z value).
    The z value is set as the move starts, so a travelling card passes over the others."""

    item: QGraphicsObject
    pos: QPointF
    ms: int = 300
    rotation: float | None = None
    scale: float | None = None
    z: float | None = None

    def targets(self) -> list[tuple[bytes, object]]:
        values = [(b"pos", QPointF(self.pos)), (b"rotation", self.rotation), (b"scale", self.scale)]
        return [(name, value) for name, value in values if value is not None]


@dataclass(frozen=True)
class Tween(Move):
    """One custom Qt property of an item (declared with `Property`, e.g. a chip's
    `flip` or a die's `tumble`) moving to `value`; it plays in a group like any move,
    and `skip()` or speed 0 set the value at once. Build it with `tween()`."""

    name: bytes = b""
    value: object = None

    def targets(self) -> list[tuple[bytes, object]]:
        return [(self.name, self.value)]


def tween(item: QGraphicsObject, name: str, value: object, ms: int = 300) -> Tween:
    """A step for `add_parallel`: the property `name` of `item` goes to `value`."""
    return Tween(item, QPointF(), ms, name=name.encode(), value=value)


def nearest_angle(current: float, target: float) -> float:
    """The angle equivalent to `target` that is reached from `current` the short way
    round: from 350 to 10 gives 370 (+20), from 10 to 350 gives -10 (-20). Give it as
    a move's rotation so an item never spins the long way to its new heading."""
    return current + ((target - current + 180.0) % 360.0 - 180.0)


@dataclass(frozen=True)
class _Group:
    moves: tuple[Move, ...]


@dataclass(frozen=True)
class _Pause:
    ms: int


@dataclass(frozen=True)
class _Call:
    fn: Callable[[], object]


def _alive(item: QGraphicsObject) -> bool:
    """Scenes may delete items while their moves wait in the queue."""
    return shiboken6.isValid(item)


def _jump(move: Move):
    if not _alive(move.item):
        return
    if move.z is not None:
        move.item.setZValue(move.z)
    for name, value in move.targets():
        move.item.setProperty(name.decode(), value)


class Animator(QObject):
    """Plays queued steps one at a time; emits `idle` whenever the queue drains."""

    idle = Signal()

    def __init__(self, speed: float = SPEED_NORMAL, parent: QObject | None = None):
        super().__init__(parent)
        self._speed = speed
        self._queue: deque[_Group | _Pause | _Call] = deque()
        self._running: QAbstractAnimation | None = None
        self._running_step: _Group | _Pause | None = None
        self._advancing = False

    # Speed.

    @property
    def speed(self) -> float:
        return self._speed

    @speed.setter
    def speed(self, factor: float):
        self.set_speed(factor)

    def set_speed(self, factor: float | str):
        """A factor on every duration, or one of the names in SPEEDS. Turning animations
        off finishes whatever is under way."""
        self._speed = SPEEDS[factor] if isinstance(factor, str) else max(0.0, float(factor))
        if self._speed == 0 and self.busy():
            self.skip()

    def duration(self, ms: float) -> int:
        return round(ms * self._speed)

    # Building the queue.

    def add_move(
        self,
        item: QGraphicsObject,
        pos: QPointF,
        ms: int = 300,
        rotation: float | None = None,
        scale: float | None = None,
        z: float | None = None,
    ):
        self._append(_Group((Move(item, pos, ms, rotation, scale, z),)))

    def add_parallel(self, moves: Iterable[Move | tuple]):
        """Several moves that start together; the next step waits for the longest.
        Each entry is a `Move` or a tuple of its fields: (item, pos, ms, ...)."""
        group = tuple(move if isinstance(move, Move) else Move(*move) for move in moves)
        if group:
            self._append(_Group(group))

    def add_pause(self, ms: int):
        self._append(_Pause(ms))

    def add_call(self, fn: Callable[[], object]):
        """Run `fn` when the queue reaches this point (e.g. flip a card, re-sync)."""
        self._append(_Call(fn))

    def _append(self, step: _Group | _Pause | _Call):
        self._queue.append(step)
        self._advance()

    # Control.

    def busy(self) -> bool:
        return self._running is not None or bool(self._queue)

    def skip(self):
        """Finish everything now: items jump to their targets and calls run, in order."""
        was_busy = self.busy()
        self._stop_running(finish=True)
        advancing, self._advancing = self._advancing, True
        try:
            while self._queue:
                self._finish_instantly(self._queue.popleft())
        finally:
            self._advancing = advancing
        if was_busy and not advancing:
            self.idle.emit()

    def clear(self):
        """Drop pending steps without running them and stop the current one where it
        stands; the scene is about to place every item itself. Does not emit `idle`."""
        self._queue.clear()
        self._stop_running(finish=False)

    # Playing.

    def _advance(self):
        """Start the next step, running instant ones on the spot. Re-entrant calls (a
        queued call adding steps) return at once: the outer loop picks their steps up."""
        if self._advancing or self._running is not None:
            return
        self._advancing = True
        try:
            played = False
            while self._queue and self._running is None:
                played = True
                self._start(self._queue.popleft())
        finally:
            self._advancing = False
        if played and not self.busy():
            self.idle.emit()

    def _start(self, step: _Group | _Pause | _Call):
        animation = self._animation_for(step)
        if animation is None:
            self._finish_instantly(step)
            return
        self._running, self._running_step = animation, step
        animation.finished.connect(self._on_finished)
        animation.start()

    def _animation_for(self, step) -> QAbstractAnimation | None:
        from PySide6.QtCore import QParallelAnimationGroup, QPauseAnimation

        if isinstance(step, _Call):
            return None
        if isinstance(step, _Pause):
            duration = self.duration(step.ms)
            return QPauseAnimation(duration, self) if duration > 0 else None
        moves = [move for move in step.moves if _alive(move.item)]
        if not moves or max(self.duration(move.ms) for move in moves) <= 0:
            return None
        group = QParallelAnimationGroup(self)
        for move in moves:
            self._add_move_animations(group, move)
        return group

    def _add_move_animations(self, group: QParallelAnimationGroup, move: Move):
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation

        if move.z is not None:
            move.item.setZValue(move.z)
        duration = self.duration(move.ms)
        for name, value in move.targets():
            animation = QPropertyAnimation(move.item, name)
            animation.setDuration(duration)
            animation.setEndValue(value)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(animation)

    def _finish_instantly(self, step: _Group | _Pause | _Call):
        if isinstance(step, _Call):
            self._run_call(step)
        elif isinstance(step, _Group):
            for move in step.moves:
                _jump(move)

    def _run_call(self, call: _Call):
        """Steps a call adds play next, before those queued after it: a call that queues
        what it computes when it runs (a glide from where the items stand then) keeps its
        place in the sequence (the scene's playback queues a batch's end behind it)."""
        later, self._queue = self._queue, deque()
        try:
            call.fn()
        finally:
            self._queue.extend(later)

    def _on_finished(self):
        self._release_running()
        if self._queue:
            self._advance()
        elif not self._advancing:
            self.idle.emit()  # the queue ended on a move or a pause: nothing more to start

    def _stop_running(self, finish: bool):
        if self._running is None:
            return
        step = self._running_step
        self._running.finished.disconnect(self._on_finished)
        self._running.stop()
        self._release_running()
        if finish and isinstance(step, _Group):
            self._finish_instantly(step)

    def _release_running(self):
        self._running.deleteLater()
        self._running, self._running_step = None, None
