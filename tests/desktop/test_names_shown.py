"""Names display as typed, safely (issue 26 point 5): a name holding a right-to-left
override never reverses the text after it (it is shown in a bidi isolate), and a long
name ends in "…" with the whole name in a tooltip, in the summaries, standings, log
and plates: one kit function, `desktop.table.text.shown_name`, that every scene's
`names()` and the window's own lines use."""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QLabel

from desktop.shell.main_window import setup_from_seats
from desktop.table.text import (
    FSI,
    PDI,
    isolated,
    name_tooltip,
    names_html,
    shown_name,
    whole_names,
)
from rules_engine.core import get_game

OVERRIDE = "Ann\u202eevil"  # shown "Annlive", and before the fix ": wins +1" read "1+ sniw :"
LONG = "Bartholomew-Maximilian Fitzgerald-Montgomery de la Tour d'Argent"
assert len(LONG) == 64  # the longest name a record holds


def test_a_name_with_a_direction_override_is_isolated():
    assert shown_name(OVERRIDE) == FSI + OVERRIDE + PDI
    assert shown_name("عمر") == FSI + "عمر" + PDI, "right-to-left letters too"
    assert shown_name("Zoé «la reine»") == "Zoé «la reine»", "shown the same: kept plain"


def test_an_isolate_always_ends_where_the_name_does():
    # A stray closing mark would end the isolate early, an opening one would never end.
    assert isolated("a\u2069\u202eb") == FSI + "a\u202eb" + PDI
    assert isolated("a\u2067b") == FSI + "a\u2067b" + PDI + PDI
    assert isolated("\u2066x\u2069") == FSI + "\u2066x\u2069" + PDI


def test_a_long_name_ends_in_an_ellipsis_and_comes_back_whole():
    shown = shown_name(LONG)
    assert shown == "Bartholomew-Maximilian…" and len(shown) <= 24
    line = f"{shown} takes the yellow stone."
    assert whole_names(line) == f"{LONG} takes the yellow stone."
    assert name_tooltip(line) == whole_names(line)
    assert name_tooltip("Cleo takes it.") == ""
    html = names_html(f"<b>{shown}</b>")
    assert html.startswith("&lt;b&gt;<span title=") and f'title="{LONG}"' in html.replace(
        "&#x27;", "'"
    )
    long_override = "\u202e" + LONG
    assert shown_name(long_override).startswith(FSI) and shown_name(long_override).endswith(
        "…" + PDI
    )


def run_to_first_summary(qtbot, window, game_id: str) -> None:
    game = get_game(game_id)
    count = max(game.player_counts)
    names = [OVERRIDE, LONG, "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal"][:count]
    window.start_match(setup_from_seats(game_id, ["bot:random"] * count, names, {}, 4))
    window.session.pace_ms = 0
    qtbot.waitUntil(window.scene.summary_open, timeout=30000)


@pytest.mark.parametrize("game_id", ["stonehenge", "double_action", "doubles_dread"])
def test_summaries_and_the_log_show_names_isolated_and_long_ones_cut(qtbot, window, game_id):
    started = time.perf_counter()
    run_to_first_summary(qtbot, window, game_id)
    labels = [label for label in window.scene.summary_widget.findChildren(QLabel)]
    texts = [label.text() for label in labels]
    assert any(FSI + OVERRIDE + PDI in text for text in texts), texts
    assert not any(OVERRIDE in text.replace(FSI + OVERRIDE + PDI, "") for text in texts)
    cut = [label for label in labels if "Bartholomew-Maximilian…" in label.text()]
    assert cut, "the long name is cut with an ellipsis"
    assert all(LONG in label.toolTip() for label in cut), "hovering gives it whole"
    assert not any(LONG in text for text in texts)
    log = window.table.log
    assert FSI + OVERRIDE + PDI in log.toPlainText()
    cursor = log.document().find("Bartholomew-Maximilian…")
    if not cursor.isNull():  # the log's hover text holds the whole name
        assert cursor.charFormat().toolTip() == LONG
    assert time.perf_counter() - started < 30


def test_stonehenge_plates_and_sheet_give_the_long_name_whole(qtbot, window):
    run_to_first_summary(qtbot, window, "stonehenge")
    plates = window.scene.plates
    assert plates[0].name == FSI + OVERRIDE + PDI
    assert plates[1].name == "Bartholomew-Maximilian…"
    assert plates[1].toolTip().startswith(LONG + "\n"), "then what its stones are worth"
    assert "Next red stone" in plates[2].toolTip() and LONG not in plates[2].toolTip()
    window.match.panels.refresh(force=True)
    sheet = window.table.sheet
    assert sheet.horizontalHeaderItem(1).text() == "Bartholomew-Maximilian…"
    assert sheet.horizontalHeaderItem(1).toolTip() == LONG


def test_every_scene_takes_its_names_from_the_kit(qtbot, window):
    from desktop.games import playable_games

    for game_id in playable_games():
        count = min(get_game(game_id).player_counts)
        names = [OVERRIDE, LONG, "Cleo", "Dan"][:count]
        kinds = ["human"] + ["bot:random"] * (count - 1)
        window.start_match(setup_from_seats(game_id, kinds, names, {}, 4))
        shown = window.scene.names()
        assert shown[:2] == [FSI + OVERRIDE + PDI, "Bartholomew-Maximilian…"], game_id
        window.go_home()
