"""The player's own order of their hand: sorted by rank or suit, or dragged into place,
and a double-click that discards a card alone (Dumble)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from desktop.shell.main_window import setup_from_seats
from desktop.table.hand_order import BY_RANK, BY_SUIT, CUSTOM, DEALT, HandOrder
from rules_engine.core.cards import RANK, SUIT
from tests.desktop.table_helpers import wait_for_turn


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))


def test_a_hand_order_sorts_keeps_a_dragged_order_and_puts_new_cards_last():
    order = HandOrder(lambda card: card % 10, lambda card: card // 10)
    hand = [23, 5, 14, 31]
    assert order.arrange(hand) == hand  # as dealt
    order.set_mode(BY_RANK)
    assert order.arrange(hand) == [31, 23, 14, 5]
    order.set_mode(BY_SUIT)
    assert order.arrange(hand) == [5, 14, 23, 31]
    order.place([14, 31, 5, 23])
    assert order.mode == CUSTOM
    assert order.arrange([5, 14, 23, 31, 40]) == [14, 31, 5, 23, 40]  # a new card: last
    assert order.arrange([5, 23]) == [5, 23]  # cards gone: the rest keep their order
    order.set_mode(DEALT)
    assert order.arrange(hand) == hand
    with pytest.raises(ValueError):
        order.set_mode("colour")


def start(window, seed=6):
    window.start_match(
        setup_from_seats("dumble", ["human", "bot:normal"], ["Ann", "Bob"], {}, seed)
    )
    window.session.pace_ms = 0
    return window.session


def hand_cards(scene) -> list[int]:
    return [item.card for item in scene.hand_items()]


def settle(qtbot, window):
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=5000)


def send_mouse(viewport, kind, pos: QPoint, buttons) -> None:
    """A mouse event as the window system sends it (with the buttons held during a move)."""
    global_pos = QPointF(viewport.mapToGlobal(pos))
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    event = QMouseEvent(
        kind, QPointF(pos), global_pos, button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(viewport, event)


def test_sorting_the_hand_by_rank_then_suit_moves_the_cards(qtbot, window):
    start(window)
    wait_for_turn(qtbot, window)
    scene = window.scene
    dealt = hand_cards(scene)
    button = scene.controls_widget.sort_button
    assert button.isEnabled() and button.text() == "Sort"
    button.actions_[BY_RANK].trigger()
    settle(qtbot, window)
    assert hand_cards(scene) == sorted(dealt, key=lambda c: (RANK[c], SUIT[c], c))
    assert button.actions_[BY_RANK].isChecked()
    button.actions_[BY_SUIT].trigger()
    settle(qtbot, window)
    assert hand_cards(scene) == sorted(dealt, key=lambda c: (SUIT[c], RANK[c], c))
    assert sorted(hand_cards(scene)) == sorted(window.session.state.observe(0)["hand"])


def test_dragging_a_card_reorders_the_hand_without_selecting_it(qtbot, window):
    start(window)
    wait_for_turn(qtbot, window)
    scene, view = window.scene, window.table.view
    viewport = view.viewport()
    cards = hand_cards(scene)
    first = scene.hand_items()[0]
    last = scene.hand_items()[-1]
    grip = first.mapToScene(first.boundingRect().center() + QPointF(-first.width() * 0.3, 0))
    target = last.mapToScene(last.boundingRect().center()) + QPointF(last.width() * 0.6, 0)
    start_pos, end_pos = view.mapFromScene(grip), view.mapFromScene(target)
    held = Qt.MouseButton.LeftButton
    send_mouse(viewport, QEvent.Type.MouseButtonPress, start_pos, held)
    for step in range(1, 11):
        pos = start_pos + (end_pos - start_pos) * step / 10
        send_mouse(viewport, QEvent.Type.MouseMove, pos, held)
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, end_pos, Qt.MouseButton.NoButton)
    settle(qtbot, window)
    assert hand_cards(scene) == cards[1:] + cards[:1]
    assert scene.selection == set()  # a drag is no click
    assert scene.hand_order().mode == CUSTOM
    assert not any(a.isChecked() for a in scene.controls_widget.sort_button.actions_.values())
    scene.sync()
    assert hand_cards(scene) == cards[1:] + cards[:1]  # the order stays


def test_a_double_click_discards_a_card_alone(qtbot, window):
    session = start(window)
    wait_for_turn(qtbot, window)
    scene, view = window.scene, window.table.view
    assert session.state.observe(0)["phase"] == "discard"
    item = scene.hand_items()[-1]
    card = item.card
    pos = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    played = len(session.record.actions)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.waitUntil(lambda: len(session.record.actions) > played, timeout=5000)
    assert session.record.actions[played] == ("discard", (card,))


@pytest.mark.parametrize(
    ("game_id", "kinds"),
    [
        ("double_action", ["human", "bot:normal"]),
        ("stonehenge", ["human", "bot:normal", "bot:normal"]),
    ],
)
def test_the_other_hands_sort_too(qtbot, window, game_id, kinds):
    from rules_engine.core.registry import get_game

    names = ["Ann", "Bob", "Cid"][: len(kinds)]
    window.start_match(setup_from_seats(game_id, kinds, names, {}, 3))
    window.session.pace_ms = 0
    wait_for_turn(qtbot, window)
    settle(qtbot, window)
    scene = window.scene
    order = scene.hand_order()
    dealt = hand_cards(scene)
    assert len(dealt) >= 2 and get_game(game_id)
    scene.controls_widget.sort_button.actions_[BY_SUIT].trigger()
    settle(qtbot, window)
    by_suit = sorted(dealt, key=lambda c: (order.suit_of(c), order.rank_of(c), c))
    assert hand_cards(scene) == by_suit
    scene.controls_widget.sort_button.actions_[BY_RANK].trigger()
    settle(qtbot, window)
    assert hand_cards(scene) == sorted(dealt, key=lambda c: (order.rank_of(c), order.suit_of(c), c))
