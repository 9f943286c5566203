"""One colour per seat everywhere: the new-match dialog's badges and the charts' lines."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

import desktop.shell.new_game_dialog as new_game
import desktop.table.charts as charts
from desktop.shell.new_game_dialog import NewGameDialog
from desktop.shell.settings import Settings
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


def test_a_team_game_charts_one_line_per_team_in_its_colour_with_whole_ticks(qtbot):
    """Double Action: teammates share one total, so a line per player hid one line under
    its teammate's; and a team with one series read "0.2, 0.4…" on the axis."""
    import pyqtgraph

    from desktop.table.theme import current_theme
    from rules_engine.core.protocol import Scoreboard

    board = Scoreboard.from_round_scores([(1, 0, 1, 0)], (1, 0, 1, 0), (0, 1, 0, 1))
    chart = charts.ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    chart.set_scoreboard(["Ann", "Bob", "Cid", "Dee"], board)
    chart.show()
    qtbot.waitUntil(chart.has_plot)
    lines = [i for i in chart._plot.getPlotItem().items if isinstance(i, pyqtgraph.PlotDataItem)]
    assert [line.name() for line in lines] == ["Team 1<br>(Ann, Cid)", "Team 2<br>(Bob, Dee)"]
    assert [list(line.yData) for line in lines] == [[0, 1], [0, 0]]
    theme = current_theme()
    assert [line.opts["pen"].color().name() for line in lines] == [
        theme.team_colour(0).name(),
        theme.team_colour(1).name(),
    ]
    ticks = chart._plot.getPlotItem().getAxis("left")._tickLevels[0]
    assert all(float(value).is_integer() for value, _ in ticks)


@pytest.mark.parametrize(
    ("top", "step"), [(1, 1), (4, 1), (13, 5), (50, 10), (100, 20), (240, 50), (1000, 200)]
)
def test_whole_steps_on_the_axis(top, step):
    assert charts.whole_step(top) == step


def test_round_labels_of_a_long_match_never_run_together():
    """Stonehenge's 19 rounds in a 1024 px window's summary read "10111213…"."""
    assert charts.label_every(5, 300, 20) == 1
    assert charts.label_every(19, 250, 20) == 2  # 13 px a round: every other one
    assert charts.label_every(19, 120, 20) == 5
    assert charts.label_every(0, 300, 20) == 1
    for rounds, width in ((19, 250), (60, 300), (200, 180)):
        every = charts.label_every(rounds, width, 20)
        assert every * width / rounds >= 20
