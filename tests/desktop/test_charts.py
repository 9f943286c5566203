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
