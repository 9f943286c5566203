"""The log says how a match was set up: who deals or opens, the opening roll (issue 23:
Dog Eat Dog's roll for who starts was never shown; ruling 4.11 wants Stonehenge's
drawn opener told), for a new match and for one resumed from its file."""

from __future__ import annotations

import pytest

from desktop.games import playable_games
from desktop.shell.main_window import setup_from_seats
from rules_engine.core import get_game
from rules_engine.core.record import save_record


def setup_lines(window) -> list[str]:
    session = window.session
    lines = []
    for event in session.state.setup_events:
        line = window.scene.describe(session.game.redact_event(event, window.viewer), window.viewer)
        if line:
            lines.append(line)
    return lines


@pytest.mark.parametrize("game_id", playable_games())
def test_the_log_opens_with_the_deal(qtbot, window, game_id, tmp_path):
    game = get_game(game_id)
    count = min(game.player_counts, key=lambda seats: abs(seats - 4))
    kinds = ["human"] + [f"bot:{game.default_bot}"] * (count - 1)
    names = ["Ann", "Ben", "Cleo", "Dan", "Eve"][:count]
    window.start_match(setup_from_seats(game_id, kinds, names, {}, 12))
    lines = setup_lines(window)
    assert lines, "the deal says something: who starts, who deals or what was rolled"
    log = window.table.log.toPlainText()
    for line in lines:
        assert line in log
    path = tmp_path / "match.tablee"
    save_record(window.session.record, path)
    window.go_home()
    assert window.open_path(str(path), ask=False)
    log = window.table.log.toPlainText()
    for line in setup_lines(window):
        assert line in log, "a resumed match's log starts at its deal too"
