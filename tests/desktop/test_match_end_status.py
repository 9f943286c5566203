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


def open_one_move_from_the_end(window, tmp_path, game_id: str, players: int):
    """A match of random players, opened in the window one move before its end with
    every seat a person's (so that the window plays the last move as recorded): the
    match played and that last move."""
    game = get_game(game_id)
    played = play_match(game, [RandomBot(game) for _ in range(players)], 7)
    record = played.record
    last = record.actions.pop()
    record.seats = [Seat(f"P{seat + 1}", HUMAN) for seat in range(len(record.seats))]
    path = tmp_path / "nearly.tablee"
    save_record(record, path)
    assert window.open_path(str(path), ask=False)
    window.session.pace_ms = 0
    return played, last


@pytest.mark.parametrize("game_id", GAMES)
def test_the_last_move_leaves_the_result_in_the_status_line(qtbot, window, tmp_path, game_id):
    played, last = open_one_move_from_the_end(window, tmp_path, game_id, PLAYERS[game_id])
    window.match.play(last)
    qtbot.waitUntil(lambda: window.scene.summary_open(), timeout=10000)
    QCoreApplication.processEvents()
    status = window.scene.controls_widget.status.text()
    names = ", ".join(f"P{seat + 1}" for seat in played.result.winners)
    # The winner looking at the table may read it in their own voice (the table is
    # drawn for the seat the curtain was raised for: here the winner, who moved last).
    assert (names in status or "you win" in status.lower()) and "Round" not in status, status


ALL_GAMES = {**PLAYERS, "dog_eat_dog": 2, "double_action": 2}


@pytest.mark.parametrize("game_id", sorted(ALL_GAMES))
def test_the_scores_and_the_chart_wait_for_the_table_to_show_the_end(
    qtbot, window, tmp_path, monkeypatch, game_id
):
    """The side panel's scores and chart follow the table as the log does: at the
    last move the chart comes to the front with the final totals only once the table
    has shown that move (the last fight's dice, the winning series), never while it
    still plays."""
    _played, last = open_one_move_from_the_end(window, tmp_path, game_id, ALL_GAMES[game_id])
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=10000)
    window.animator.set_speed(0.2)
    chart = window.table.chart
    drawn_while_playing = []
    set_scoreboard = chart.set_scoreboard
    monkeypatch.setattr(
        chart,
        "set_scoreboard",
        lambda *args: (drawn_while_playing.append(window.animator.busy()), set_scoreboard(*args)),
    )
    at_the_end = []
    window.session.match_finished.connect(
        lambda result: at_the_end.append(
            (window.animator.busy(), window.table.side.currentWidget() is chart)
        )
    )
    window.match.play(last)
    assert at_the_end, "the last move ends the match"
    busy, chart_in_front = at_the_end[0]
    # (A last move may have nothing to show: Dog Eat Dog's match can end on a decline.)
    assert chart_in_front != busy, "the chart comes to the front once the table shows the end"
    qtbot.waitUntil(lambda: window.table.side.currentWidget() is chart, timeout=20000)
    assert drawn_while_playing and not any(drawn_while_playing), drawn_while_playing
