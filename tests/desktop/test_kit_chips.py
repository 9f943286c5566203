"""Chips of the table kit: team colour and mark, the joker back when locked, and
the flip, drop and lift-off helpers on the animator."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from desktop.table import theme
from desktop.table.animator import SPEED_NORMAL, SPEED_OFF, Animator
from desktop.table.chips import (
    CREAM,
    ChipItem,
    paint_chip,
    queue_drop,
    queue_flip,
    queue_lift_off,
)
from desktop.table.jester import SKIN
from tests.desktop.kit_render import count_pixels, differing_pixels, render_item

DIAMETER = 80


def near(colour: QColor, reference: QColor, slack: int = 12) -> bool:
    return all(
        abs(a - b) < slack
        for a, b in zip(
            (colour.red(), colour.green(), colour.blue()),
            (reference.red(), reference.green(), reference.blue()),
            strict=True,
        )
    )


def skin_pixels(chip: ChipItem) -> int:
    return count_pixels(render_item(chip), lambda colour: near(colour, QColor(SKIN), 6))


def test_teams_differ_by_mark_as_well_as_colour(qapp):
    first, second = ChipItem(0, DIAMETER), ChipItem(1, DIAMETER)
    assert theme.TEAM_MARKS[0] != theme.TEAM_MARKS[1]
    # same colour for both: the pictures still differ by the mark alone
    grey = replace(theme.CLASSIC, name="grey", team_colours=("#777777", "#777777"))
    images = []
    for team in (0, 1):
        image = QImage(DIAMETER, DIAMETER, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        paint_chip(painter, QPointF(DIAMETER / 2, DIAMETER / 2), DIAMETER, team, False, grey)
        painter.end()
        images.append(image)
    assert differing_pixels(*images) > 200
    team_blue = theme.current_theme().team_colour(0)
    image = render_item(first)
    assert count_pixels(image, lambda colour: near(colour, team_blue, 30)) > 300
    assert render_item(second) != image


def test_a_locked_chip_shows_the_joker(qapp):
    chip = ChipItem(1, DIAMETER)
    assert not chip.locked and skin_pixels(chip) == 0
    chip.set_locked(True)
    assert chip.locked and skin_pixels(chip) > 100


def test_a_chip_half_turned_is_seen_edge_on(qapp):
    chip = ChipItem(0, DIAMETER)
    cream = QColor(CREAM)
    flat = count_pixels(render_item(chip), lambda colour: near(colour, cream))
    chip.flip = 0.4
    edge_on = count_pixels(render_item(chip), lambda colour: near(colour, cream))
    assert edge_on < flat * 0.5 and not chip.locked


@pytest.fixture
def scene(qapp):
    scene = QGraphicsScene()
    yield scene
    scene.clear()


def test_queue_flip_turns_chips_over_in_time(qtbot, scene):
    chips = [ChipItem(0, 40), ChipItem(0, 40)]
    for chip in chips:
        scene.addItem(chip)
    animator = Animator(SPEED_NORMAL)
    queue_flip(animator, chips, locked=True, ms=120)
    assert not chips[0].locked
    with qtbot.waitSignal(animator.idle, timeout=2000):
        pass
    assert all(chip.locked and chip.flip == 1.0 for chip in chips)
    animator.set_speed(SPEED_OFF)
    queue_flip(animator, chips, locked=False)
    assert not any(chip.locked for chip in chips)


def test_queue_drop_lands_the_chip_on_its_cell(qtbot, scene):
    chip = ChipItem(1, 40)
    scene.addItem(chip)
    chip.hide()
    animator = Animator(SPEED_NORMAL)
    heights = []
    queue_drop(animator, chip, QPointF(100, 50), ms=150)
    qtbot.waitUntil(lambda: heights.append(chip.scale()) or not animator.busy(), timeout=2000)
    assert chip.isVisible() and chip.pos() == QPointF(100, 50) and chip.scale() == 1.0
    assert max(heights) > 1.0  # it came from above, larger


def test_queue_lift_off_fades_then_hands_the_chip_back(scene):
    chip = ChipItem(0, 40)
    scene.addItem(chip)
    removed = []
    animator = Animator(SPEED_OFF)
    queue_lift_off(animator, chip, then=removed.append)
    assert removed == [chip] and not chip.isVisible() and chip.opacity() == 0.0


def test_chip_looks(qapp):
    chip = ChipItem(0, DIAMETER)
    plain = render_item(chip)
    chip.set_legal_look(True)
    assert differing_pixels(plain, render_item(chip)) > 200
    chip.set_legal_look(False)
    chip.set_dimmed(True)
    assert differing_pixels(plain, render_item(chip)) > 200
    assert chip.shape().contains(QPointF(DIAMETER * 0.45, 0))
    assert not chip.shape().contains(QPointF(DIAMETER * 0.45, DIAMETER * 0.45))
