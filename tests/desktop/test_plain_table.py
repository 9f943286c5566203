"""The kit's plain table (desktop/table/plain.py), where a catalogued game without a
table of its own is seated: here Dumble, its own table set aside. It names the game
and the seats, offers one button per legal action that Tab and Space reach, speaks in
the viewer's voice in the log and shows the kit's summary at a round's end. (The
generic suites cover it again over tests/sixth_game/'s Pebbles: `-p
tests.sixth_game.plugin -k pebbles`.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.shell.main_window import setup_from_seats
from desktop.table import plain
from tests.desktop.table_helpers import wait_for_turn
from tests.desktop.test_every_table import play_to_round_end


@pytest.fixture
def plain_window(window, monkeypatch):
    monkeypatch.setattr("desktop.games.has_own_table", lambda game_id: False)
    kinds = ["human", "bot:easy", "bot:easy"]
    window.start_match(setup_from_seats("dumble", kinds, ["Claire", "Bob", "Ann"], {}, 5))
    window.session.pace_ms = 0
    assert isinstance(window.scene, plain.Scene)
    return window


def test_the_verb_said_of_another_player():
    words = ["take", "pass", "play", "carry", "dig", "match", "dumble"]
    assert [plain.third_person(word) for word in words] == [
        "takes",
        "passes",
        "plays",
        "carries",
        "digs",
        "matches",
        "dumbles",
    ]


def test_the_log_speaks_in_the_viewers_voice(qtbot, plain_window, monkeypatch):
    window = plain_window
    scene = window.scene
    assert scene.describe({"type": "draw", "seat": 0}, 0) == "You draw"
    assert scene.describe({"type": "take", "seat": 1, "card": 7}, 0) == "Bob takes (card 7)"
    assert scene.describe({"type": "deal", "dealer": 2}, 0) == "Deal (dealer 2)"
    with monkeypatch.context() as patch:  # a name is shown as typed, never a placeholder
        patch.setattr(scene, "names", lambda: ["Claire", "%2 <b>", "Ann"])
        assert scene.describe({"type": "pass", "seat": 1}, 0) == "%2 <b> passes"
    play_to_round_end(qtbot, window)
    lines = window.table.log.toPlainText().splitlines()
    assert any(line.startswith("You ") for line in lines)
    assert any(line.startswith(("Bob ", "Ann ")) for line in lines)
    assert not any(line.startswith("Claire ") for line in lines)
    assert scene.summary_open()


def test_tab_reaches_the_action_buttons_and_space_plays_one(qtbot, plain_window, monkeypatch):
    monkeypatch.setattr(plain, "MOST_BUTTONS", 1000)  # a button for every action
    window = plain_window
    scene, session = window.scene, window.session
    wait_for_turn(qtbot, window)
    scene.sync()
    assert scene.lines[0].text() == "Dumble"
    assert "Claire: 0" in [line.text() for line in scene.lines]
    shown = [button for button in scene.bar.buttons if button.isVisible()]
    legal = session.state.legal_actions()
    assert [button.text() for button in shown] == [plain.action_words(a) for a in legal]
    assert not scene.bar.choice.isVisible()
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window.table.view, Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert focused is shown[0]
    played = len(session.record.actions)
    qtbot.keyClick(focused, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(session.record.actions) > played)
    assert session.record.actions[played] == legal[0]


def test_more_actions_than_buttons_are_listed_and_any_can_be_played(
    qtbot, plain_window, monkeypatch
):
    monkeypatch.setattr(plain, "MOST_BUTTONS", 1)
    window = plain_window
    scene, session = window.scene, window.session
    wait_for_turn(qtbot, window)
    scene.sync()
    legal = session.state.legal_actions()
    assert len(legal) > 1
    bar = scene.bar
    assert not any(button.isVisible() for button in bar.buttons)
    assert bar.choice.isVisible() and bar.play.isVisible() and bar.play.text() == "Play"
    listed = [bar.choice.itemText(row) for row in range(bar.choice.count())]
    assert listed == [plain.action_words(action) for action in legal]
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window.table.view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is bar.choice
    bar.choice.setCurrentIndex(len(legal) - 1)
    played = len(session.record.actions)
    qtbot.mouseClick(bar.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.record.actions) > played)
    assert session.record.actions[played] == legal[-1]
