"""The match's goal in sight (a line on the chart, a sentence in the Match tab) and the
bots' speed as a setting of its own."""

from __future__ import annotations

import pytest

from desktop.shell.main_window import setup_from_seats
from desktop.shell.settings import BOT_PACES, Settings
from rules_engine.core.protocol import MatchGoal
from rules_engine.core.registry import get_game


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))


def test_games_say_how_their_match_ends():
    dumble = get_game("dumble")
    assert dumble.match_goal(dumble.new_match(3, {}, 1).observe(None)) == MatchGoal(out_above=100)
    dread = get_game("doubles_dread")
    state = dread.new_match(4, {}, 1)
    goal = dread.match_goal(state.observe(None))
    assert goal.rounds == 4 and goal.round == state.round
    assert get_game("stonehenge").match_goal(None) is None


def test_dumble_draws_the_limit_on_the_chart_and_says_it_in_the_match_tab(qtbot, window):
    window.start_match(setup_from_seats("dumble", ["human", "bot:normal"], ["A", "B"], {}, 4))
    chart = window.table.chart
    assert chart.out_above == 100
    window.table.side.setCurrentWidget(chart)
    qtbot.waitUntil(chart.has_plot)
    import pyqtgraph

    lines = [
        item for item in chart._plot.getPlotItem().items if isinstance(item, pyqtgraph.InfiniteLine)
    ]
    assert [line.value() for line in lines] == [100]
    assert chart._plot.getPlotItem().viewRange()[1][1] >= 100
    assert "Over 100 points, a player is out" in window.table.info.toPlainText()


def test_doubles_dread_tells_the_rounds_left(qtbot, window):
    kinds = ["human", "bot:normal", "bot:normal", "bot:normal"]
    window.start_match(setup_from_seats("doubles_dread", kinds, ["A", "B", "C", "D"], {}, 4))
    assert window.table.chart.out_above is None
    text = window.table.info.toPlainText()
    assert "Round 1 of 4: 3 more after this one." in text


def test_bot_speed_is_a_setting_of_its_own(qtbot, window):
    window.start_match(setup_from_seats("dumble", ["human", "bot:normal"], ["A", "B"], {}, 4))
    assert window.session.pace_ms == BOT_PACES["normal"]
    animation = window.settings.animation_speed
    window.bot_speed_actions["slow"].trigger()  # as the View menu does
    assert window.session.pace_ms == BOT_PACES["slow"] > BOT_PACES["normal"]
    assert window.settings.animation_speed == animation  # the animations keep theirs
    assert Settings.load().bot_speed == "slow"  # remembered
    window.start_match(setup_from_seats("dumble", ["human", "bot:normal"], ["A", "B"], {}, 5))
    assert window.session.pace_ms == BOT_PACES["slow"]
    window.set_bot_speed("fast")
    assert window.bot_speed_actions["fast"].isChecked()
    assert not window.bot_speed_actions["slow"].isChecked()
    assert window.session.pace_ms == BOT_PACES["fast"] < BOT_PACES["normal"]
