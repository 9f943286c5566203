"""The side chart: each match's lines fit its axes, whatever the match before showed."""

from __future__ import annotations

from desktop.table import charts
from rules_engine.core.protocol import MatchGoal


def test_the_chart_ranges_follow_the_match_shown(qtbot):
    chart = charts.ScoreChart()
    qtbot.addWidget(chart)
    chart.show()
    qtbot.waitUntil(chart.has_plot)
    chart.set_goal(MatchGoal(out_above=100))  # a Dumble match first
    chart.set_series(["Ann", "Bob"], [[10, 30], [45, 80]])
    chart.set_goal(None)  # the next match, in the same window: Double's Dread's totals
    chart.set_series(["Ann", "Bob", "Cid"], [[60, 20, 0], [130, 90, 40], [210, 150, 95]])
    low, high = chart._plot.getViewBox().viewRange()[1]
    assert low <= 0 and high >= 210
    chart.set_series(["Ann", "Bob"], [[-20, 5]])
    low, high = chart._plot.getViewBox().viewRange()[1]
    assert low <= -20 and high < 100


def test_a_team_of_four_reads_whole_in_the_legend_or_cut_with_its_names_told(qtbot):
    """Eight seats in two teams, in the side panel's width: the legend gives each team
    on a line of its own and its players under it, cut with "…" to the chart's width
    (they ran off its edge), and the chart's tooltip tells every name whole."""
    import pyqtgraph

    from rules_engine.core.protocol import Scoreboard

    names = ["Player 1", "Élisabeth-Marguerite", "Bot 3", "Bot 4", "Bot 5", "Bot 6"]
    names += ["Bot 7", "Bot 8"]
    teams = tuple(seat % 2 for seat in range(8))
    board = Scoreboard.from_round_scores([(1, 0) * 4], (1, 0) * 4, teams)
    chart = charts.ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(280, 600)
    chart.set_scoreboard(names, board)
    chart.show()
    qtbot.waitUntil(lambda: chart.has_plot() and chart._plot.width() == 280)
    legend = chart._plot.getPlotItem().legend
    lines = [i for i in chart._plot.getPlotItem().items if isinstance(i, pyqtgraph.PlotDataItem)]
    first, second = (line.name().split("<br>") for line in lines)
    assert first[0] == "Team 1" and second[0] == "Team 2"
    assert first[1].endswith("…") and second[1].endswith("…")
    assert legend.mapRectToScene(legend.boundingRect()).right() <= chart._plot.width()
    assert "Élisabeth-Marguerite" in chart._plot.toolTip()
    chart.resize(900, 600)  # room enough: whole again
    qtbot.waitUntil(lambda: not chart._plot.toolTip())
    lines = [i for i in chart._plot.getPlotItem().items if isinstance(i, pyqtgraph.PlotDataItem)]
    assert lines[0].name() == "Team 1<br>(Player 1, Bot 3, Bot 5, Bot 7)"
