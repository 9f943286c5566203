"""The time a match was played (issue 24): the session adds up the time the match is
open (a long pause counts for a few minutes at most, the time between two sessions not
at all), the record keeps it, the index carries it (an older index is rebuilt) and the
history lists it in a sortable Duration column ("—" for a match from before)."""

from __future__ import annotations

import random
import sqlite3

import pytest
from PySide6.QtCore import Qt

from desktop.history import history_page
from desktop.history.entry_text import duration_text
from desktop.history.index import DATABASE_NAME, SCHEMA_VERSION, HistoryIndex
from desktop.match import play_clock
from desktop.match.session import MatchSession
from desktop.shell import paths
from rules_engine.core.record import Seat, load_record
from tests.desktop.history.records import ann_against, played, write


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    fake = FakeClock()
    monkeypatch.setattr(play_clock.time, "monotonic", fake)
    return fake


def play_some(session: MatchSession, moves: int, clock: FakeClock, seconds: float) -> None:
    rng = random.Random(moves)
    for _ in range(moves):
        clock.now += seconds
        legal = [a for a in session.state.legal_actions() if a[0] != "dumble"]
        session.play(rng.choice(legal))


def test_the_session_counts_the_time_open_not_the_night_between(qtbot, clock):
    session = MatchSession.new("dumble", [Seat("Ann"), Seat("Bob")], {}, 8)
    assert session.record.played_seconds == 0
    play_some(session, 4, clock, 30.0)  # two minutes of play
    clock.now += 3600.0  # a long pause: counts for IDLE_CAP_S at most
    session.close()
    saved = load_record(paths.autosave_path())
    assert saved.played_seconds == 4 * 30 + int(play_clock.IDLE_CAP_S)
    clock.now += 12 * 3600.0  # the night: no session holds the match
    resumed = MatchSession.open(paths.autosave_path())
    play_some(resumed, 2, clock, 20.0)
    resumed.close()
    assert load_record(paths.autosave_path()).played_seconds == saved.played_seconds + 40


def test_a_finished_match_goes_to_the_history_with_its_time(qtbot, clock):
    session = MatchSession.new("dumble", [Seat("Ann"), Seat("", "bot:random")], {}, 3)
    rng = random.Random(3)
    moves = 0
    while not session.state.is_over():
        clock.now += 2.0
        session.play(rng.choice(session.state.legal_actions()))
        moves += 1
    (kept,) = paths.history_dir().iterdir()
    assert load_record(kept).played_seconds == 2 * moves


def test_an_abandoned_match_keeps_its_time(qtbot, clock):
    session = MatchSession.new("dumble", [Seat("Ann"), Seat("Bob")], {}, 8)
    play_some(session, 3, clock, 50.0)
    session.abandon()
    (kept,) = paths.history_dir().iterdir()
    assert load_record(kept).played_seconds == 150


def test_a_match_whose_time_is_not_known_stays_not_known(qtbot, clock):
    """An autosave from before the field: counting this session alone would pass for
    the whole match's time."""
    record = played("dumble", [Seat("Ann"), Seat("Bob")], 2, limit=6)
    assert record.played_seconds is None
    session = MatchSession(record)
    clock.now += 100
    session.play(session.state.legal_actions()[0])
    assert session.record.played_seconds is None
    session.close()


def test_a_replay_counts_no_time(window, tmp_path, clock):
    from desktop.history.replay import open_replay

    record = played("dumble", ann_against("easy"), 4)
    record.played_seconds = 900
    write(tmp_path, "m.tablee", record)
    assert open_replay(window, tmp_path / "m.tablee")
    clock.now += 500
    window.match.step(1)
    assert window.match.session.full.played_seconds == 900
    assert not window.match.session.clock.counting


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (None, "—"),
        (0, "< 1 min"),
        (59, "< 1 min"),
        (60, "1 min"),
        (754, "12 min"),
        (3599, "59 min"),
        (3600, "1 h 00"),
        (3900, "1 h 05"),
        (36000 + 59 * 60, "10 h 59"),
    ],
)
def test_duration_words(qapp, seconds, text):
    assert duration_text(seconds) == text


@pytest.fixture
def folder():
    history = paths.history_dir()
    history.mkdir(parents=True)
    for day, seconds in ((1, 754), (2, None), (3, 3900), (4, 30)):
        record = played("dumble", ann_against("easy"), day)
        record.played_seconds = seconds
        write(history, f"2026010{day}-100000-dumble.tablee", record)
    (history / "20260105-100000-dumble.tablee").write_bytes(b"\x00garbage")
    return history


def test_the_index_carries_the_time(folder):
    times = {entry.file: entry.played_seconds for entry in HistoryIndex().refresh()}
    assert times["20260101-100000-dumble.tablee"] == 754
    assert times["20260102-100000-dumble.tablee"] is None
    again = HistoryIndex()  # read back from the database, no file read
    assert not again.start()
    assert {entry.file: entry.played_seconds for entry in again.entries()} == times


def test_an_index_of_the_older_schema_is_rebuilt_with_the_times(folder):
    """A version 1 database (no time column) is dropped and made again from the files."""
    database = paths.data_dir() / DATABASE_NAME
    database.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(database) as connection:
        connection.executescript(
            "CREATE TABLE matches (file TEXT PRIMARY KEY, size INTEGER NOT NULL, "
            "mtime_ns INTEGER NOT NULL, game TEXT, played_at REAL NOT NULL, status TEXT "
            "NOT NULL, seats TEXT NOT NULL, scores TEXT, ranks TEXT, teams TEXT, rounds "
            "INTEGER NOT NULL, moves INTEGER NOT NULL, problem TEXT);"
        )
        connection.execute("PRAGMA user_version = 1")
    assert SCHEMA_VERSION == 2
    index = HistoryIndex()
    assert index.rebuilt
    times = {entry.file: entry.played_seconds for entry in index.refresh()}
    assert times["20260103-100000-dumble.tablee"] == 3900


def test_the_history_lists_and_sorts_the_duration(window, folder, qtbot):
    from tests.desktop.history.test_history_dialog import open_history

    dialog = open_history(window, qtbot)
    column = history_page.COLUMNS.index("duration")
    model = dialog.model
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Duration"
    dialog.view.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    texts = [model.index(row, column).data() for row in range(model.rowCount())]
    assert texts == ["1 h 05", "12 min", "< 1 min", "—", ""]  # unknown, then unreadable
    unknown = model.index(3, column)
    assert "Not known" in unknown.data(Qt.ItemDataRole.ToolTipRole)
    dialog.sort_box.setCurrentIndex(dialog.sort_box.count() - 1)  # longest first
    assert [model.index(row, column).data() for row in range(model.rowCount())] == texts
