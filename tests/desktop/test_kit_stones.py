"""Stones of the table kit: five colours, each with its own engraved mark, letters in
the colour-blind palette, steady outlines per variant."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.table import theme
from desktop.table.stones import VARIANTS, StoneItem, paint_stone, pebble_path
from tests.desktop.kit_render import count_pixels, differing_pixels, render_item

DIAMETER = 64


def test_five_colours_and_five_marks(qapp):
    assert len(set(theme.CLASSIC.stone_colours)) == 5
    assert len(set(theme.COLOUR_BLIND.stone_colours)) == 5
    assert len(set(theme.STONE_MARKS)) == 5
    images = {render_item(StoneItem(colour, DIAMETER)).constBits().tobytes() for colour in range(5)}
    assert len(images) == 5


def test_the_mark_alone_tells_colours_apart(qapp):
    """Painted in one grey, two colours' stones still differ (by their engraving)."""
    grey = replace(theme.CLASSIC, name="grey", stone_colours=("#808080",) * 5)
    images = []
    for colour in range(5):
        image = QImage(DIAMETER + 10, DIAMETER + 10, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        paint_stone(painter, QPointF(DIAMETER / 2, DIAMETER / 2), DIAMETER, colour, grey)
        painter.end()
        images.append(image)
    for index in range(4):
        assert differing_pixels(images[index], images[index + 1]) > 80


@pytest.mark.parametrize("colour", range(5))
def test_colour_blind_stones_carry_their_letter(qapp, colour):
    def cream_pixels() -> int:
        image = render_item(StoneItem(colour, DIAMETER))
        return count_pixels(image, lambda c: abs(c.red() - 255) < 4 and abs(c.blue() - 246) < 6)

    without = cream_pixels()
    theme.set_colour_blind(True)
    try:
        with_letter = cream_pixels()
    finally:
        theme.set_colour_blind(False)
    assert with_letter > without + 60
    assert theme.stone_letter(colour) == "RBGYP"[colour]


def test_outlines_are_steady_per_variant_and_vary_between_them(qapp):
    assert pebble_path(1, 40.0) == pebble_path(1, 40.0)
    outlines = {tuple((e.x, e.y) for e in _elements(pebble_path(v, 40.0))) for v in range(VARIANTS)}
    assert len(outlines) == VARIANTS
    stone = StoneItem(2, 40, variant=VARIANTS + 1)
    assert stone.variant == 1
    bounds = stone.outline().boundingRect()
    assert 34 <= bounds.width() <= 41 and bounds.height() < bounds.width()


def _elements(path):
    return [path.elementAt(index) for index in range(path.elementCount())]


def test_small_stones_skip_the_letter(qapp):
    theme.set_colour_blind(True)
    try:
        small, large = render_item(StoneItem(1, 18)), render_item(StoneItem(1, 40))
    finally:
        theme.set_colour_blind(False)

    def cream(colour: QColor) -> bool:
        return colour.red() > 240 and colour.green() > 240 and colour.blue() > 225

    assert count_pixels(small, cream) == 0 and count_pixels(large, cream) > 20


def test_stone_looks(qapp):
    stone = StoneItem(3, DIAMETER)
    plain = render_item(stone)
    stone.set_legal_look(True)
    assert differing_pixels(plain, render_item(stone)) > 150
