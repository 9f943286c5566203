"""Dice of the table kit: pips and words drawn for real, the best-die mark, and a
roll that tumbles on the animator's queue and lands on the engine's values."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtWidgets import QGraphicsScene

from desktop.table.animator import SPEED_NORMAL, SPEED_OFF, Animator
from desktop.table.dice import (
    D6,
    TREEHOUSE,
    TREEHOUSE_FACES,
    DieItem,
    queue_roll,
    treehouse_label,
    tumble_faces,
)
from tests.desktop.kit_render import blobs, differing_pixels, render_item

SIDE = 60


def face_region(item: DieItem) -> QRectF:
    """The die's flat top in image pixels (inside its rounded edge and shadow)."""
    bounds = item.boundingRect()
    inner = SIDE * 0.4
    return QRectF(-bounds.left() - inner, -bounds.top() - inner, inner * 2, inner * 2)


@pytest.mark.parametrize("value", range(1, 7))
def test_a_die_shows_as_many_pips_as_its_value(qapp, value):
    die = DieItem(value, SIDE)
    image = render_item(die)
    assert blobs(image, lambda colour: colour.lightness() < 70, face_region(die)) == value


def test_a_die_in_a_dark_seat_colour_draws_light_pips(qapp):
    die = DieItem(5, SIDE, colour=7)  # the black seat
    image = render_item(die)
    assert blobs(image, lambda colour: colour.lightness() > 200, face_region(die)) == 5


def test_treehouse_faces_show_their_translated_words(qapp):
    assert [treehouse_label(face) for face in TREEHOUSE_FACES] == [
        "TIP",
        "HOP",
        "SWAP",
        "DIG",
        "AIM",
        "WILD",
    ]
    images = [render_item(DieItem(face, SIDE, kind=TREEHOUSE)) for face in TREEHOUSE_FACES]
    assert len({image.constBits().tobytes() for image in images}) == 6
    blank = render_item(DieItem(None, SIDE, kind=TREEHOUSE))
    assert all(differing_pixels(image, blank) > 40 for image in images)


def test_the_best_die_is_framed_and_starred(qapp):
    die = DieItem(4, SIDE)
    plain = render_item(die, die.boundingRect())
    die.set_highlighted(True)
    framed = render_item(die, die.boundingRect())
    assert die.highlighted
    assert differing_pixels(plain, framed) > SIDE * 4


def test_tumble_faces_are_local_and_repeatable(qapp):
    assert tumble_faces(D6, 3) == tumble_faces(D6, 3)
    assert tumble_faces(D6, 3) != tumble_faces(D6, 4)
    faces = tumble_faces(TREEHOUSE, 9, 12)
    assert set(faces) <= set(TREEHOUSE_FACES)
    assert all(a != b for a, b in itertools.pairwise(faces))


@pytest.fixture
def scene(qapp):
    scene = QGraphicsScene()
    yield scene
    scene.clear()


def test_a_roll_tumbles_through_faces_then_lands(qtbot, scene):
    dice = [DieItem(None, 40), DieItem(None, 40)]
    for index, die in enumerate(dice):
        die.setPos(60 * index, 0)
        scene.addItem(die)
    animator = Animator(SPEED_NORMAL)
    seen: set = set()
    watch = QTimer()
    watch.timeout.connect(lambda: seen.add(dice[0].shown_face()))
    watch.start(5)
    queue_roll(animator, dice, [6, 2], seed=11, ms=400, landing=[QPointF(0, 80), QPointF(60, 80)])
    assert animator.busy()
    with qtbot.waitSignal(animator.idle, timeout=3000):
        pass
    watch.stop()
    assert len(seen - {None}) >= 2  # it flickered through faces on the way
    assert [die.value for die in dice] == [6, 2]
    assert [die.shown_face() for die in dice] == [6, 2]
    assert dice[1].pos() == QPointF(60, 80) and dice[0].scale() == 1.0
    assert all(-12 <= die.rotation() <= 12 for die in dice)


def test_a_roll_with_animations_off_lands_at_once(scene):
    die = DieItem(1, 40)
    scene.addItem(die)
    animator = Animator(SPEED_OFF)
    queue_roll(animator, [die], [5], rest_angles=[0.0])
    assert die.value == 5 and die.shown_face() == 5 and die.rotation() == 0.0
    assert not animator.busy()


def test_skip_and_resync_end_a_tumble(scene):
    die = DieItem(1, 40)
    scene.addItem(die)
    animator = Animator(SPEED_NORMAL)
    queue_roll(animator, [die], [3])
    animator.clear()  # a scene re-syncing drops the queue mid-roll...
    die.set_value(3)  # ...and sets what the observation says
    assert die.shown_face() == 3
    queue_roll(animator, [die], [4])
    animator.skip()
    assert die.shown_face() == 4 and die.scale() == 1.0


def test_dice_share_pictures_per_face_and_size(qapp):
    from desktop.table import dice as dice_module

    before = len(dice_module._pictures)
    for _ in range(3):
        render_item(DieItem(2, 33))
    assert len(dice_module._pictures) - before <= 1
