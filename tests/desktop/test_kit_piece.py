"""What every newer kit piece shares (tested through a stone and a pyramid): click,
keyboard, hover lift, focus ring, and pictures drawn once per look and size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop.table.piece import PixmapCache, paint_ratio, warm_pictures
from desktop.table.pyramids import LARGE, PyramidItem, PyramidLook
from desktop.table.stones import StoneItem
from tests.desktop.kit_render import differing_pixels, render_item


@pytest.fixture
def view(qtbot):
    view = QGraphicsView()
    view.setScene(QGraphicsScene(0, 0, 400, 300, view))
    view.resize(440, 340)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def place(view: QGraphicsView, item, x: float = 200, y: float = 150):
    item.setPos(x, y)
    view.scene().addItem(item)
    return item


def test_a_click_on_the_piece_emits_clicked(qtbot, view):
    pyramid = place(view, PyramidItem(PyramidLook(1, LARGE), 80))
    on_it = view.mapFromScene(pyramid.mapToScene(QPointF(0, -40)))
    with qtbot.waitSignal(pyramid.clicked, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=on_it)
    assert blocker.args == [pyramid]
    beside = view.mapFromScene(pyramid.mapToScene(QPointF(-60, -100)))
    with qtbot.assertNotEmitted(pyramid.clicked, wait=20):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=beside)
    pyramid.setEnabled(False)
    with qtbot.assertNotEmitted(pyramid.clicked, wait=20):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=on_it)


def scene_picture(view: QGraphicsView) -> QImage:
    """The middle of the scene, where `place` puts pieces."""
    image = QImage(120, 120, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    view.scene().render(painter, QRectF(0, 0, 120, 120), QRectF(140, 90, 120, 120))
    painter.end()
    return image


def test_space_and_enter_click_the_focused_piece(qtbot, view):
    stone = place(view, StoneItem(2, 60))
    view.setFocus()
    stone.setFocus(Qt.FocusReason.TabFocusReason)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Enter):
        with qtbot.waitSignal(stone.clicked, timeout=1000):
            qtbot.keyClick(view.viewport(), key)


def test_the_focus_ring_shows_for_keyboard_focus_only(qtbot, view):
    stone = place(view, StoneItem(2, 60))
    view.setFocus()
    plain = scene_picture(view)
    stone.setFocus(Qt.FocusReason.MouseFocusReason)
    assert stone.hasFocus() and differing_pixels(plain, scene_picture(view)) == 0
    stone.clearFocus()
    stone.setFocus(Qt.FocusReason.TabFocusReason)
    assert differing_pixels(plain, scene_picture(view)) > 100


def test_a_hoverable_piece_lifts_under_the_mouse(qtbot, view):
    stone = place(view, StoneItem(0, 60))
    stone.set_hoverable(True)
    assert stone.lift() == 0
    qtbot.mouseMove(view.viewport(), view.mapFromScene(stone.scenePos()))
    qtbot.waitUntil(lambda: stone.hovered, timeout=1000)
    assert stone.lift() > 0
    stone.set_hoverable(False)
    assert not stone.hovered and stone.lift() == 0


def test_pictures_are_cached_per_look_and_size(qapp):
    cache = PixmapCache(limit=2)
    drawn = []
    rect = QRectF(-10, -10, 20, 20)
    for _ in range(3):
        cache.picture("a", rect, 1.0, drawn.append)
    assert len(drawn) == 1 and len(cache) == 1
    cache.picture("a", rect, 2.0, drawn.append)
    cache.picture("b", rect, 1.0, drawn.append)
    assert len(drawn) == 3 and len(cache) == 2  # the oldest was forgotten
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(1.03, 1.03)
    ratio = paint_ratio(painter)  # nearby scales share one picture size
    painter.end()
    assert ratio == 1.125


def test_dimmed_and_legal_change_the_picture(qapp):
    stone = StoneItem(4, 50)
    plain = render_item(stone)
    stone.set_dimmed(True)
    dimmed = render_item(stone)
    stone.set_dimmed(False)
    assert differing_pixels(plain, dimmed) > 300
    assert differing_pixels(plain, render_item(stone)) == 0


def test_a_selected_piece_is_lifted_and_outlined(qapp):
    pyramid = PyramidItem(PyramidLook(3, LARGE), 60)
    resting = pyramid.boundingRect()
    plain = render_item(pyramid, resting)
    pyramid.set_selected_look(True)
    assert pyramid.selected_look and pyramid.lift() > 0
    assert pyramid.boundingRect().top() < resting.top()
    outline = pyramid.outline().boundingRect()
    selected = render_item(pyramid, resting)
    assert differing_pixels(plain, selected) > outline.width() * outline.height() * 0.3
    pyramid.set_selected_look(False)
    assert differing_pixels(plain, render_item(pyramid, resting)) == 0


def test_pictures_can_be_drawn_ahead_in_time_slices(qapp):
    from desktop.table import pyramids

    pyramids._pictures.clear()
    pieces = [PyramidItem(PyramidLook(colour, LARGE), 47) for colour in range(8)]
    left = warm_pictures(pieces, 1.0, seconds=0.0)
    assert len(left) == 7  # at least one per call, then the time is up
    assert warm_pictures(left, 1.0, seconds=10.0) == []
    assert len(pyramids._pictures) == 8
    for piece in pieces:
        render_item(piece)  # painted at one pixel per unit: every picture was ready
    assert len(pyramids._pictures) == 8
