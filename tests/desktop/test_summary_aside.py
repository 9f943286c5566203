"""The end (or round) summary can be put aside to look at the table under it, and
brought back, at every game's table (issue 23: Dog Eat Dog's end panel covered the
final board and could not be put aside; so did every game's)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton

from desktop.games import playable_games
from desktop.shell.main_window import setup_from_seats
from desktop.table.summary import SummaryPanel
from rules_engine.core import get_game


class EndPanel(SummaryPanel):
    def __init__(self) -> None:
        super().__init__(QColor("#203020"), 14)
        self.add_title("The match is over")
        self.add_match_end_buttons()


def button(parent, name: str) -> QPushButton:
    return parent.findChild(QPushButton, name)


@pytest.mark.parametrize("game_id", playable_games())
def test_the_summary_can_be_put_aside_and_brought_back(qtbot, window, game_id):
    game = get_game(game_id)
    count = max(game.player_counts)
    kinds = ["human"] + [f"bot:{game.default_bot}"] * (count - 1)
    names = [f"P{seat}" for seat in range(count)]
    window.start_match(setup_from_seats(game_id, kinds, names, {}, 7))
    window.session.pace_ms = 0
    scene = window.scene
    panel = EndPanel()
    scene.show_summary(panel)
    assert scene.summary_proxy.isVisible()
    look = button(panel, "lookAtTableButton")
    assert look is not None and look.isVisible()
    qtbot.mouseClick(look, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: scene.summary_aside())
    assert not scene.summary_proxy.isVisible(), "the table shows"
    back = scene.summary_return
    assert back.isVisible() and back.widget().text() == "Back to the summary"
    area = back.sceneBoundingRect()
    assert scene.sceneRect().contains(area), "the way back lies on the table"
    assert scene.summary_open(), "the table stays held: nothing plays meanwhile"
    qtbot.mouseClick(back.widget(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not scene.summary_aside())
    assert scene.summary_proxy.isVisible()
    # Enter brings it back too, and the panel's own buttons still work
    scene.put_summary_aside()
    qtbot.keyClick(window.table.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not scene.summary_aside())
    assert scene.summary_proxy.isVisible()
