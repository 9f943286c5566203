"""At a match's end the status line gives the match's result, not the last round's
("Round 10 is over: …" once stayed under the final summary)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from rules_engine.ai.base import RandomBot
from rules_engine.core import get_game
from rules_engine.core.record import HUMAN, Seat, save_record
from rules_engine.play import play_match

GAMES = ["dumble", "doubles_dread", "stonehenge"]
PLAYERS = {"dumble": 2, "doubles_dread": 2, "stonehenge": 3}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_last_move_leaves_the_result_in_the_status_line(qtbot, window, tmp_path, game_id):
    game = get_game(game_id)
    played = play_match(game, [RandomBot(game) for _ in range(PLAYERS[game_id])], 7)
    record = played.record
    last = record.actions.pop()
    # Every seat a person's, so that the window plays the last move as recorded.
    record.seats = [Seat(f"P{seat + 1}", HUMAN) for seat in range(len(record.seats))]
    path = tmp_path / "nearly.tablee"
    save_record(record, path)
    assert window.open_path(str(path), ask=False)
    window.session.pace_ms = 0
    window.match.play(last)
    qtbot.waitUntil(lambda: window.scene.summary_open(), timeout=10000)
    QCoreApplication.processEvents()
    status = window.scene.controls_widget.status.text()
    names = ", ".join(f"P{seat + 1}" for seat in played.result.winners)
    # The winner looking at the table may read it in their own voice.
    assert (names in status or "you win" in status) and "Round" not in status, status
