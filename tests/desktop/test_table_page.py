"""The window reads every game through the protocol: the curtain from
`Game.information`, the score sheet and chart from `Game.scoreboard`, teams from
`Game.teams` (in the score sheet and the new-game dialog)."""

import pytest

from desktop.shell.main_window import setup_from_seats
from desktop.shell.new_game_dialog import NewGameDialog
from desktop.shell.settings import Settings
from rules_engine.core.protocol import OPEN, Scoreboard

TWO_HUMANS = ["human", "human", "bot:random"]
NAMES = ["Claire", "Bob", "Ann"]


def start(window, game_id="dumble"):
    window.start_match(setup_from_seats(game_id, TWO_HUMANS, NAMES, {}, 7))
    window.session.pace_ms = 0
    return window.session


def test_the_curtain_is_raised_for_a_game_with_private_things(qtbot, window):
    start(window)
    assert window.session.game.information != OPEN
    qtbot.waitUntil(lambda: window.table.curtain.is_covering(), timeout=5000)


def test_an_open_game_needs_no_curtain_whatever_its_table(qtbot, window, monkeypatch):
    from rules_engine.core import get_game

    monkeypatch.setattr(type(get_game("dumble")), "information", OPEN)
    session = start(window)
    qtbot.wait(50)
    assert not window.table.curtain.is_covering()
    assert window.viewer == session.state.to_move


def team_board(rounds):
    return Scoreboard(
        rounds=tuple(rounds),
        totals=(7, 7, 3),
        totals_by_round=((4, 4, 1), (7, 7, 3)),
        out=(False, False, True),
        teams=(0, 0, 1),
    )


def test_the_score_sheet_and_chart_draw_the_declared_scoreboard(qtbot, window, monkeypatch):
    session = start(window)
    board = team_board([(4, 4, 1), (3, 3, 2)])
    monkeypatch.setattr(type(session.game), "scoreboard", lambda self, observation: board)
    window.match.panels.refresh(force=True)
    sheet = window.table.sheet
    assert sheet.rowCount() == 3 and sheet.columnCount() == 3
    assert [sheet.item(1, column).text() for column in range(3)] == ["3", "3", "2"]
    assert sheet.item(2, 2).text().startswith("3") and "✗" in sheet.item(2, 2).text()
    headers = [sheet.horizontalHeaderItem(column).text() for column in range(3)]
    assert headers == ["Claire\nTeam 1", "Bob\nTeam 1", "Ann\nTeam 2"]
    # the chart draws a line per team: a teammate's total is the team's
    assert window.table.chart._series == [[4, 1], [7, 3]]
    assert window.table.chart._names == ["Team 1\n(Claire, Bob)", "Team 2\n(Ann)"]


def test_solo_games_show_no_teams(qtbot, window):
    start(window)
    sheet = window.table.sheet
    assert [sheet.horizontalHeaderItem(column).text() for column in range(3)] == NAMES


@pytest.mark.parametrize("teams", [(0, 1, 0, 1), (0, 1, 2, 3)])
def test_the_new_match_dialog_shows_teams_when_the_game_has_them(qtbot, monkeypatch, teams):
    from rules_engine.core import get_game

    monkeypatch.setattr(type(get_game("dumble")), "teams", lambda self, count: teams[:count])
    dialog = NewGameDialog(Settings(), "dumble")
    qtbot.addWidget(dialog)
    dialog.set_seat_count(4)
    dialog.show()
    shown = [row.team.text() for row in dialog.rows if row.team.isVisibleTo(dialog)]
    if len(set(teams)) < len(teams):
        assert shown == ["Team 1", "Team 2", "Team 1", "Team 2"]
    else:
        assert shown == []


def test_the_match_information_names_the_teams(qtbot, window, monkeypatch):
    from rules_engine.core import get_game

    monkeypatch.setattr(type(get_game("dumble")), "teams", lambda self, count: (0, 1, 0))
    start(window)
    info = window.table.info.toPlainText()
    assert "Claire — human (Team 1)" in info and "Bob — human (Team 2)" in info
