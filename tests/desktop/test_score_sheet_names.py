"""Every game's score sheet reads at its largest seat count (issue 23: with 5 players
the names were cut to "Ali… B… B… B…"): each name, and its team in a team game,
stands whole in its column, written upward when the names side by side would not fit
the side panel, and the columns still fit the panel with two-figure scores."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from desktop.games import playable_games
from desktop.shell import i18n
from desktop.shell.main_window import setup_from_seats
from desktop.table.charts import HEADER_PAD, NameHeader, ScoreSheet
from rules_engine.core import get_game
from rules_engine.core.protocol import Scoreboard

NAMES = ["Bernadette", "Béatrice", "Bertrand", "Alice", "Bob", "Basile", "Blanche", "Boris"]


def assert_names_whole(sheet: ScoreSheet) -> None:
    header = sheet.horizontalHeader()
    assert isinstance(header, NameHeader)
    metrics = QFontMetricsF(header.font())
    for column in range(sheet.columnCount()):
        lines = header.shown_label(column).split("\n")
        longest = max(metrics.horizontalAdvance(line) for line in lines)
        tall = metrics.lineSpacing() * len(lines)
        across, down = header.sectionSize(column), header.height()
        if header.upright:
            across, down = down, across
        assert longest <= across, f"{header.label(column)!r} is cut"
        assert tall <= down, f"{header.label(column)!r} is cut"
        for row in range(sheet.rowCount()):
            item = sheet.item(row, column)
            if item is not None:
                assert metrics.horizontalAdvance(item.text()) <= header.sectionSize(column)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_every_game_s_sheet_reads_at_its_most_players(qtbot, window, size, language):
    i18n.apply_language(language)
    window.resize(*size)
    for game_id in playable_games():
        seats = get_game(game_id).max_players
        setup = setup_from_seats(game_id, ["human"] * seats, NAMES[:seats], {}, 3)
        window.start_match(setup)
        window.table.side.setCurrentWidget(window.table.sheet)
        qtbot.wait(20)
        sheet = window.table.sheet
        assert sheet.columnCount() == seats, game_id
        if seats >= 5:
            assert sheet.horizontalHeader().upright or size[0] >= 1920
        assert_names_whole(sheet)
        # two-figure scores after some rounds: still every column in view
        board = get_game(game_id).scoreboard(window.session.state.observe(None))
        rounds = [tuple(10 + seat for seat in range(seats))] * 3
        totals = tuple(30 + 3 * seat for seat in range(seats))
        sheet.set_scoreboard(
            NAMES[:seats], Scoreboard.from_round_scores(rounds, totals, tuple(board.teams))
        )
        qtbot.wait(10)
        assert_names_whole(sheet)
        header = sheet.horizontalHeader()
        total = sum(header.sectionSize(column) for column in range(seats))
        assert total <= sheet.viewport().width(), f"{game_id}: the sheet scrolls sideways"


def test_a_narrow_sheet_writes_names_upward_and_a_wide_one_across(qtbot):
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(260, 300)
    sheet.show()
    rounds = [tuple(range(10, 18)), tuple(range(20, 28))]
    totals = tuple(a + b for a, b in zip(*rounds, strict=True))
    sheet.set_scoreboard(NAMES, Scoreboard.from_round_scores(rounds, totals, tuple(range(8))))
    assert sheet.horizontalHeader().upright
    assert_names_whole(sheet)
    sheet.resize(1400, 300)
    qtbot.wait(10)
    assert not sheet.horizontalHeader().upright
    assert_names_whole(sheet)
    assert HEADER_PAD > 0
