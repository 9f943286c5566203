"""The animator's helpers for any scene: short-way rotation and property tweens."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Property, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from desktop.table.animator import SPEED_NORMAL, SPEED_OFF, Animator, Move, nearest_angle, tween


@pytest.mark.parametrize(
    ("current", "target", "expected"),
    [
        (350, 10, 370),
        (10, 350, -10),
        (0, 90, 90),
        (720, 90, 810),
        (-170, 170, -190),
        (45, 45, 45),
    ],
)
def test_nearest_angle_goes_the_short_way(current, target, expected):
    reached = nearest_angle(current, target)
    assert reached == pytest.approx(expected)
    assert abs(reached - current) <= 180
    assert (reached - target) % 360 == pytest.approx(0)


class Dial(QGraphicsObject):
    """An item with one custom animatable property."""

    def __init__(self):
        super().__init__()
        self._level = 0.0
        self.levels: list[float] = []

    def boundingRect(self):
        return QRectF(0, 0, 1, 1)

    def paint(self, painter, option, widget=None):
        pass

    def _get(self) -> float:
        return self._level

    def _put(self, value: float) -> None:
        self._level = value
        self.levels.append(value)

    level = Property(float, _get, _put)


def test_a_tween_animates_a_custom_property_alongside_moves(qtbot, qapp):
    scene = QGraphicsScene()
    dial = Dial()
    scene.addItem(dial)
    animator = Animator(SPEED_NORMAL)
    done = []
    animator.add_parallel([tween(dial, "level", 1.0, 120), Move(dial, QPointF(5, 5), 60)])
    animator.add_call(lambda: done.append(dial.level))
    qtbot.waitUntil(lambda: done == [1.0], timeout=2000)
    assert dial.level == 1.0 and dial.pos() == QPointF(5, 5)
    assert any(0 < value < 1 for value in dial.levels)  # it passed through the middle


def test_a_tween_jumps_when_animations_are_off(qapp):
    scene = QGraphicsScene()
    dial = Dial()
    scene.addItem(dial)
    animator = Animator(SPEED_OFF)
    animator.add_parallel([tween(dial, "level", 0.25, 500)])
    assert dial.level == 0.25 and dial.levels == [0.25]
    assert dial.pos() == QPointF(0, 0)  # a tween never moves the item


def test_idle_is_told_when_the_queue_ends_on_a_move(qtbot, qapp):
    """A batch may end with a move rather than a call: the table still hears that the
    animations are over (else it stays busy and the bots wait for ever)."""
    scene = QGraphicsScene()
    dial = Dial()
    scene.addItem(dial)
    animator = Animator(SPEED_NORMAL)
    told = []
    animator.idle.connect(lambda: told.append(True))
    animator.add_parallel([Move(dial, QPointF(8, 3), 40)])
    qtbot.waitUntil(lambda: not animator.busy(), timeout=2000)
    qtbot.waitUntil(lambda: told == [True], timeout=2000)
    assert dial.pos() == QPointF(8, 3)
