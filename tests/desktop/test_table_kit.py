"""The shared table kit: cards draw and respond, the animator plays its queue in order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsView

from desktop.table import theme
from desktop.table.animator import SPEED_NORMAL, SPEED_OFF, SPEEDS, Animator, Move
from desktop.table.card_faces import (
    CARD_RATIO,
    card_size_for,
    paint_card,
    rank_label,
    render_card_pixmap,
    suit_path,
)
from desktop.table.cards import CardItem
from rules_engine.core.cards import make_card

WIDTH = 60


def card_image(card: int | None, face_up: bool = True) -> QImage:
    image = QImage(WIDTH, round(WIDTH * CARD_RATIO), QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, WIDTH, WIDTH * CARD_RATIO), card, face_up)
    painter.end()
    return image


@pytest.fixture
def view(qtbot):
    view = QGraphicsView()
    view.setScene(QGraphicsScene(0, 0, 400, 300, view))
    view.resize(440, 340)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def add_card(view: QGraphicsView, card: int | None = 0) -> CardItem:
    item = CardItem(card, width=80)
    item.setPos(200, 150)
    view.scene().addItem(item)
    return item


# Cards.


def test_every_face_renders_and_differs_from_the_back(qapp):
    back = card_image(None)
    faces = [card_image(card) for card in range(52)]
    assert all(face != back for face in faces)
    assert len({face.constBits().tobytes() for face in faces}) == 52
    assert card_image(5, face_up=False) == back


def test_faces_show_suit_colours(qapp):
    red = card_image(make_card(1, 2)).pixelColor(WIDTH // 2, round(WIDTH * CARD_RATIO / 2))
    assert red.red() > 150 and red.green() < 80


def test_colour_blind_palette_changes_diamonds_not_shapes(qapp):
    diamond = make_card(7, 1)
    before = card_image(diamond)
    try:
        theme.set_colour_blind(True)
        assert theme.current_theme().colour_blind
        after = card_image(diamond)
    finally:
        theme.set_colour_blind(False)
    assert before != after
    assert len(set(theme.COLOUR_BLIND.suit_colours)) == 4


def test_suit_paths_are_cached_and_scaled(qapp):
    assert suit_path(2, 20.0) is suit_path(2, 20.0)
    bounds = suit_path(3, 40.0).boundingRect()
    assert 36 <= bounds.height() <= 41


def test_rank_letters_go_through_translation(qapp):
    assert [rank_label(rank) for rank in (1, 10, 11, 12, 13)] == ["A", "10", "J", "Q", "K"]


def test_set_width_changes_bounding_rect(qapp):
    item = CardItem(3, width=80)
    before = item.boundingRect()
    item.set_width(120)
    assert item.width() == 120 and item.height() == pytest.approx(168)
    assert item.boundingRect().width() > before.width()
    assert item.boundingRect().height() > before.height()


def test_looks_and_state_setters(qapp):
    item = CardItem(None)
    assert not item.shows_face()
    item.set_card(12)
    item.set_face_up(False)
    assert item.card == 12 and not item.face_up
    for setter, getter in (
        (item.set_selected_look, "selected_look"),
        (item.set_legal_look, "legal_look"),
        (item.set_dimmed, "dimmed"),
        (item.set_hoverable, "hoverable"),
    ):
        setter(True)
        assert getattr(item, getter)
    assert item.shape().boundingRect().top() < item.card_rect().top()


def test_pixmap_and_sizes(qapp):
    pixmap = render_card_pixmap(0, 50, device_pixel_ratio=2.0)
    assert (pixmap.width(), pixmap.height()) == (100, 140)
    size = card_size_for(140)
    assert (size.width(), size.height()) == (100, 140)


def test_click_emits_clicked(qtbot, view):
    item = add_card(view)
    point = view.mapFromScene(item.scenePos())
    with qtbot.waitSignal(item.clicked, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [item]


def test_disabled_card_does_not_click(qtbot, view):
    item = add_card(view)
    item.setEnabled(False)
    point = view.mapFromScene(item.scenePos())
    with qtbot.assertNotEmitted(item.clicked, wait=20):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_space_and_enter_emit_clicked(qtbot, view):
    item = add_card(view)
    view.setFocus()
    item.setFocus(Qt.FocusReason.TabFocusReason)
    assert item.hasFocus()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        with qtbot.waitSignal(item.clicked, timeout=1000):
            qtbot.keyClick(view.viewport(), key)


# Animator.


class Token(QGraphicsObject):
    """The smallest animatable item."""

    def boundingRect(self):
        return QRectF(0, 0, 1, 1)

    def paint(self, painter, option, widget=None):
        pass


@pytest.fixture
def scene(qapp):
    scene = QGraphicsScene()
    yield scene
    scene.clear()


def token(scene: QGraphicsScene) -> Token:
    item = Token()
    scene.addItem(item)
    return item


def test_moves_reach_their_targets_in_order(qtbot, scene):
    animator = Animator(SPEED_NORMAL)
    first, second = token(scene), token(scene)
    calls = []
    animator.add_move(first, QPointF(50, 20), ms=60, rotation=90, scale=2.0, z=5)
    animator.add_call(lambda: calls.append(first.pos()))
    animator.add_parallel([Move(second, QPointF(-10, 30), ms=40), (first, QPointF(0, 0), 40)])
    animator.add_call(lambda: calls.append("done"))
    assert animator.busy() and first.zValue() == 5
    with qtbot.waitSignal(animator.idle, timeout=2000):
        pass
    assert calls == [QPointF(50, 20), "done"]
    assert (first.rotation(), first.scale()) == (90, 2.0)
    assert second.pos() == QPointF(-10, 30) and first.pos() == QPointF(0, 0)
    assert not animator.busy()


def test_pause_delays_the_next_step(qtbot):
    animator = Animator(SPEED_NORMAL)
    calls = []
    animator.add_pause(50)
    animator.add_call(lambda: calls.append(1))
    assert calls == []
    qtbot.waitUntil(lambda: calls == [1], timeout=1000)


def test_skip_jumps_to_the_end_and_runs_calls_in_order(qtbot, scene):
    animator = Animator(SPEED_NORMAL)
    item = token(scene)
    calls = []
    animator.add_move(item, QPointF(100, 100), ms=5000, rotation=45)
    animator.add_call(lambda: calls.append("a"))
    animator.add_move(item, QPointF(200, 0), ms=5000)
    animator.add_call(lambda: calls.append("b"))
    with qtbot.waitSignal(animator.idle, timeout=100):
        animator.skip()
    assert calls == ["a", "b"]
    assert item.pos() == QPointF(200, 0) and item.rotation() == 45
    assert not animator.busy()


def test_speed_zero_runs_synchronously(scene):
    animator = Animator(SPEED_OFF)
    item = token(scene)
    idles = []
    animator.idle.connect(lambda: idles.append(True))
    calls = []
    animator.add_move(item, QPointF(7, 8), rotation=30)
    animator.add_call(lambda: calls.append(item.pos()))
    assert calls == [QPointF(7, 8)] and item.rotation() == 30
    assert not animator.busy() and idles


def test_steps_queued_by_a_call_play_next(scene):
    """A call that queues what it computes as it runs keeps its place: a scene's batch
    ends (settles, opens its summary) after them (the table's playback, issue 22)."""
    animator = Animator(SPEED_NORMAL)
    order = []
    animator.add_pause(5000)
    animator.add_call(lambda: (order.append(1), animator.add_call(lambda: order.append(2))))
    animator.add_call(lambda: order.append(3))
    animator.skip()
    assert order == [1, 2, 3] and not animator.busy()


def test_clear_drops_pending_steps(qtbot, scene):
    animator = Animator(SPEED_NORMAL)
    item = token(scene)
    calls = []
    animator.add_move(item, QPointF(100, 0), ms=5000)
    animator.add_call(lambda: calls.append(1))
    animator.clear()
    assert not animator.busy() and calls == []
    assert item.pos() != QPointF(100, 0)


def test_turning_speed_off_finishes_the_queue(scene):
    animator = Animator(SPEEDS["slow"])
    item = token(scene)
    animator.add_move(item, QPointF(3, 4), ms=5000)
    animator.set_speed("off")
    assert animator.speed == SPEED_OFF and item.pos() == QPointF(3, 4)
