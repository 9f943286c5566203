"""Rendering helpers for the table kit's tests: an item alone on a plain background,
grabbed into an image whose pixels the tests read."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

BACKGROUND = QColor("#2e7d4f")  # the felt's green


def render_item(item: QGraphicsItem, rect: QRectF | None = None) -> QImage:
    """`item` drawn at one device pixel per unit, over the felt colour; `rect` (item
    coordinates) defaults to its bounding rect. The item goes back to its scene."""
    home = item.scene()
    scene = QGraphicsScene()
    scene.addItem(item)
    area = item.mapRectToScene(rect if rect is not None else item.boundingRect())
    image = QImage(round(area.width()), round(area.height()), QImage.Format.Format_ARGB32)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), area)
    painter.end()
    scene.removeItem(item)
    if home is not None:
        home.addItem(item)
    return image


def count_pixels(image: QImage, test) -> int:
    """How many pixels satisfy `test(QColor)`."""
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if test(image.pixelColor(x, y))
    )


def differing_pixels(first: QImage, second: QImage) -> int:
    assert first.size() == second.size()
    return sum(
        1
        for y in range(first.height())
        for x in range(first.width())
        if first.pixel(x, y) != second.pixel(x, y)
    )


def blobs(image: QImage, test, region: QRectF | None = None, least: int = 4) -> int:
    """How many separate patches (4-connected, at least `least` pixels) of pixels
    satisfying `test` lie in `region` (image pixels; the whole image by default)."""
    area = region or QRectF(0, 0, image.width(), image.height())
    left, top = max(0, round(area.left())), max(0, round(area.top()))
    right = min(image.width(), round(area.right()))
    bottom = min(image.height(), round(area.bottom()))
    inside = {
        (x, y)
        for y in range(top, bottom)
        for x in range(left, right)
        if test(image.pixelColor(x, y))
    }
    found = 0
    while inside:
        stack = [inside.pop()]
        size = 0
        while stack:
            x, y = stack.pop()
            size += 1
            for neighbour in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if neighbour in inside:
                    inside.remove(neighbour)
                    stack.append(neighbour)
        if size >= least:
            found += 1
    return found
