"""The home screen's Resume box tells which match waits: the game, the round, the
scores leader first and when it was last played."""

from __future__ import annotations

import pytest

from desktop.shell.main_window import setup_from_seats
from tests.desktop.table_helpers import wait_for_turn


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))


def test_the_resume_box_names_the_round_the_scores_and_the_date(qtbot, window):
    window.start_match(setup_from_seats("dumble", ["human", "bot:normal"], ["Zoé", "Bob"], {}, 3))
    window.session.pace_ms = 0
    wait_for_turn(qtbot, window)
    window.session.flush_saves()
    window.go_home()
    banner = window.home.resume_banner
    assert not banner.isHidden()
    text = banner.description.text()
    assert text.startswith("Dumble — round 1 — ")
    assert "Zoé 0" in text and "Bob 0" in text
    assert "last played " in text
    assert "moves played" not in text


def test_a_match_of_one_round_names_no_round(qtbot, window):
    kinds = ["human", "bot:normal", "bot:normal"]
    window.start_match(setup_from_seats("stonehenge", kinds, ["Ann", "Bob", "Cid"], {}, 3))
    window.session.pace_ms = 0
    wait_for_turn(qtbot, window)
    window.session.flush_saves()
    window.go_home()
    text = window.home.resume_banner.description.text()
    assert text.startswith("Stonehenge")
    assert "round" not in text
    assert all(name in text for name in ("Ann", "Bob", "Cid"))
