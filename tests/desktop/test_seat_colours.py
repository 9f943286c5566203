"""One colour per seat everywhere: the new-match dialog's badges and the charts' lines."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

import desktop.charts as charts
import desktop.new_game_dialog as new_game
from desktop.new_game_dialog import NewGameDialog
from desktop.settings import Settings
from desktop.table.theme import SEAT_COLOURS, ink_on, seat_colour


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(new_game, "os_user_name", lambda: "Ann")


def test_the_dialog_badges_and_the_chart_lines_share_the_seat_colours(qtbot):
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.set_seat_count(8)
    for seat, row in enumerate(dialog.rows):
        style = row.badge.styleSheet()
        assert f"background: {seat_colour(seat)};" in style
        assert f"color: {ink_on(seat_colour(seat))};" in style
    assert charts.SERIES_COLOURS == SEAT_COLOURS
    assert len(set(SEAT_COLOURS)) == len(SEAT_COLOURS) == 8


def test_the_summary_chart_draws_each_seat_in_its_colour(qtbot):
    from rules_engine.core.protocol import Scoreboard

    board = Scoreboard.from_round_scores([(3, 7), (2, 9)], (5, 16), (0, 1))
    chart = charts.SummaryChart(["Ann", "Bob"], board.totals_by_round)
    qtbot.addWidget(chart)
    chart.resize(400, 240)
    image = chart.grab().toImage()
    found = {image.pixelColor(x, y).name() for x in range(0, 400, 2) for y in range(0, 240, 2)}
    for seat in range(2):
        assert QColor(seat_colour(seat)).name() in found


def test_long_names_on_the_score_sheet_end_in_an_ellipsis_with_the_whole_name_in_a_tip(qtbot):
    from PySide6.QtCore import Qt

    from rules_engine.core.protocol import Scoreboard

    sheet = charts.ScoreSheet()
    qtbot.addWidget(sheet)
    names = ["Joséphine-Alexandra", "Bartholomew", "Cid"]
    sheet.set_scoreboard(names, Scoreboard.from_round_scores([(1, 2, 3)], (1, 2, 3), (0, 1, 2)))
    assert sheet.horizontalHeader().textElideMode() == Qt.TextElideMode.ElideRight
    assert [sheet.horizontalHeaderItem(n).toolTip() for n in range(3)] == names
