"""Icehouse pyramids of the table kit: pips per size, eight colours, tipped and
stacked pictures, and the colour-blind letters."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from desktop.table import theme
from desktop.table.piece import ink_for
from desktop.table.pyramids import (
    LARGE,
    MEDIUM,
    SMALL,
    PyramidItem,
    PyramidLook,
    stack_rises,
)
from tests.desktop.kit_render import blobs, count_pixels, differing_pixels, render_item

UNIT = 120


@pytest.fixture
def colour_blind():
    theme.set_colour_blind(True)
    yield
    theme.set_colour_blind(False)


def near(colour: QColor, reference: QColor, slack: int = 14) -> bool:
    return (
        abs(colour.red() - reference.red()) < slack
        and abs(colour.green() - reference.green()) < slack
        and abs(colour.blue() - reference.blue()) < slack
    )


def pip_count(look: PyramidLook) -> int:
    ink = ink_for(theme.current_theme().player_colour(look.colour))
    image = render_item(PyramidItem(look, UNIT))
    return blobs(image, lambda colour: near(colour, ink))


@pytest.mark.parametrize("colour", [0, 3, 5])
def test_each_visible_face_shows_the_pips_of_its_size(qapp, colour):
    # two faces turn towards the player, each with a row of 1, 2 or 3 pips
    assert [pip_count(PyramidLook(colour, size)) for size in (SMALL, MEDIUM, LARGE)] == [2, 4, 6]


def test_sizes_grow_and_colours_differ(qapp):
    heights = [
        PyramidItem(PyramidLook(0, size), UNIT).outline().boundingRect().height()
        for size in (SMALL, MEDIUM, LARGE)
    ]
    assert heights == sorted(heights) and heights[0] < heights[2] * 0.7
    palette = theme.current_theme().player_colours
    assert len(set(palette)) == 8 and len(set(theme.COLOUR_BLIND.player_colours)) == 8
    images = {
        render_item(PyramidItem(PyramidLook(c, LARGE), 40)).constBits().tobytes() for c in range(8)
    }
    assert len(images) == 8


def test_a_tipped_pyramid_lies_on_its_side(qapp):
    upright = PyramidItem(PyramidLook(2, LARGE), UNIT)
    tipped = PyramidItem(PyramidLook(2, LARGE, tipped=True), UNIT)
    standing, lying = upright.outline().boundingRect(), tipped.outline().boundingRect()
    assert standing.height() > standing.width()
    assert lying.width() > lying.height()
    # the hollow underside shows at the left, darker than any face of the pyramid
    image = render_item(tipped)
    left = image.copy(0, 0, image.width() // 3, image.height())
    assert count_pixels(
        left, lambda colour: colour.lightness() < 60 and colour.red() > colour.blue()
    )
    assert tipped.pyramids[0].tipped and not upright.pyramids[0].tipped


def test_a_stack_nests_with_the_controller_on_top_and_counts(qapp):
    looks = [PyramidLook(7, LARGE), PyramidLook(0, MEDIUM), PyramidLook(1, SMALL)]
    item = PyramidItem(looks, UNIT)
    assert item.is_stack() and item.controller() == 1
    rises = stack_rises(tuple(looks), UNIT)
    assert rises[0] == 0 and rises[0] < rises[1] < rises[2]
    lone = PyramidItem(looks[0], UNIT)
    assert item.outline().boundingRect().height() > lone.outline().boundingRect().height()
    # the count badge: a dark disc with the number in cream, at the top right
    image = render_item(item)
    cream = QColor("#fffdf6")
    top_right = image.copy(image.width() // 2, 0, image.width() // 2, image.height() // 3)
    assert count_pixels(top_right, lambda colour: near(colour, cream, 20)) > 20
    item.set_badge(False)  # a scored tree: no count, no contents column
    plain = render_item(item)
    corner = plain.copy(plain.width() // 2, 0, plain.width() // 2, plain.height() // 3)
    assert count_pixels(corner, lambda colour: near(colour, cream, 20)) < 5
    item.set_pyramids(looks[:1])
    assert not item.is_stack()
    with pytest.raises(ValueError):
        item.set_pyramids([PyramidLook(0, LARGE, tipped=True), PyramidLook(1, SMALL)])


def test_colour_blind_pyramids_carry_their_letter(qapp, colour_blind):
    item = PyramidItem(PyramidLook(5, LARGE), UNIT)
    cream = QColor("#fffdf6")
    with_letter = count_pixels(render_item(item), lambda colour: near(colour, cream, 8))
    theme.set_colour_blind(False)
    without = count_pixels(render_item(item), lambda colour: near(colour, cream, 8))
    assert with_letter > 150 and without < 10
    assert theme.player_letter(5) == "B"


def test_looks_and_clicks(qtbot, qapp):
    item = PyramidItem(PyramidLook(0, MEDIUM), 60)
    plain = render_item(item)
    item.set_legal_look(True)
    glowing = render_item(item)
    item.set_legal_look(False)
    item.set_dimmed(True)
    dimmed = render_item(item)
    assert differing_pixels(plain, glowing) > 100 and differing_pixels(plain, dimmed) > 100
    assert item.shape().contains(QPointF(0, -20)) and not item.shape().contains(QPointF(0, 20))
