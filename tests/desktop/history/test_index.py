"""The history's index: made from the match files, rebuilt when it is missing, damaged
or older than them, read from the files when it cannot be used, and a damaged or
foreign file listed as unreadable with its reason, never stopping the list."""

from __future__ import annotations

import json
import os
import sqlite3

import pytest

from desktop.history.index import (
    ABANDONED,
    DATABASE_NAME,
    FINISHED,
    INTERRUPTED,
    SCHEMA_VERSION,
    UNREADABLE,
    HistoryIndex,
    delete_match,
    problem_error,
)
from desktop.shell import i18n, paths
from rules_engine.core.record import Seat
from tests.desktop.history.records import ann_against, played, write


@pytest.fixture
def folder():
    """A history folder of five matches: three finished, one abandoned, one put aside."""
    history = paths.history_dir()
    history.mkdir(parents=True)
    write(history, "20260101-100000-dumble.tablee", played("dumble", ann_against("hard"), 1))
    write(
        history, "20260102-100000-stonehenge.tablee", played("stonehenge", ann_against("easy"), 2)
    )
    hot_seat = [Seat("Ann"), Seat("Bea")]
    write(history, "20260103-100000-double_action.tablee", played("double_action", hot_seat, 3))
    cut = played("dumble", ann_against("normal"), 4, limit=30)
    write(history, "20260104-100000-dumble-abandoned.tablee", cut)
    write(history, "20260105-100000-dumble-interrupted.tablee", cut)
    return history


def database():
    return paths.data_dir() / DATABASE_NAME


def summary(entries):
    return sorted(
        (e.file, e.game, e.status, e.seats, e.scores, e.ranks, e.rounds, e.moves) for e in entries
    )


def test_rows_are_the_engines_results(folder):
    index = HistoryIndex()
    entries = {entry.file: entry for entry in index.refresh()}
    assert index.rebuilt and index.fallback is None
    assert (
        next(entry.file for entry in index.entries()) == "20260105-100000-dumble-interrupted.tablee"
    )
    for name, entry in entries.items():
        from rules_engine.core.record import load_record

        record = load_record(folder / name)
        state = record.replay()
        assert entry.game == record.game and entry.seats == tuple(record.seats)
        assert entry.moves == len(record.actions)
        if state.is_over():
            assert entry.status == FINISHED
            assert entry.scores == state.result().scores and entry.ranks == state.result().ranks
            board = record.game_def().scoreboard(state.observe(None))
            assert entry.rounds == len(board.rounds) > 0
        else:
            assert entry.scores is None
    assert entries["20260104-100000-dumble-abandoned.tablee"].status == ABANDONED
    assert entries["20260105-100000-dumble-interrupted.tablee"].status == INTERRUPTED


def test_the_second_opening_reads_no_file(folder, monkeypatch):
    first = summary(HistoryIndex().refresh())
    import desktop.history.index as module

    monkeypatch.setattr(module, "read_entry", lambda *a: pytest.fail("a file was read again"))
    index = HistoryIndex()
    assert index.start() == 0 and not index.rebuilt
    assert summary(index.entries()) == first


def test_rebuilt_after_deletion(folder):
    first = summary(HistoryIndex().refresh())
    database().unlink()
    index = HistoryIndex()
    assert summary(index.refresh()) == first
    assert index.rebuilt and database().exists()


@pytest.mark.parametrize(
    "damage",
    ["truncate", "garbage", "zeroes", "half"],
)
def test_rebuilt_after_corruption(folder, damage):
    first = summary(HistoryIndex().refresh())
    data = database().read_bytes()
    if damage == "truncate":
        database().write_bytes(data[:50])
    elif damage == "garbage":
        database().write_bytes(os.urandom(len(data)))
    elif damage == "zeroes":  # the header kept, the pages wiped
        database().write_bytes(data[:100] + bytes(len(data) - 100))
    else:
        database().write_bytes(data[: len(data) // 2])
    index = HistoryIndex()
    assert summary(index.refresh()) == first
    assert index.rebuilt and index.fallback is None
    assert summary(HistoryIndex().entries()) == first  # and it was written again


def test_rebuilt_from_an_older_schema(folder):
    first = summary(HistoryIndex().refresh())
    with sqlite3.connect(database()) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION - 1}")
    index = HistoryIndex()
    assert index.rebuilt and summary(index.refresh()) == first


def test_rows_follow_the_files(folder):
    """A file newer than its row is read again; a new file is added; a gone one drops."""
    HistoryIndex().refresh()
    finished = played("dumble", ann_against("expert"), 9)
    target = folder / "20260104-100000-dumble-abandoned.tablee"
    write(folder, target.name, finished)
    os.utime(target, ns=(1, 1))  # a different stamp, whatever the clock's resolution
    write(folder, "20260106-100000-stonehenge.tablee", played("stonehenge", ann_against("hard"), 5))
    (folder / "20260101-100000-dumble.tablee").unlink()
    (folder / "20260107-100000-dumble.tablee.123.tmp").write_text("being written")
    index = HistoryIndex()
    assert index.start() == 2
    entries = {entry.file: entry for entry in index.refresh()}
    assert sorted(entries) == [
        "20260102-100000-stonehenge.tablee",
        "20260103-100000-double_action.tablee",
        "20260104-100000-dumble-abandoned.tablee",
        "20260105-100000-dumble-interrupted.tablee",
        "20260106-100000-stonehenge.tablee",
    ]
    assert entries["20260104-100000-dumble-abandoned.tablee"].status == FINISHED


def test_a_locked_database_falls_back_to_the_files(folder):
    first = summary(HistoryIndex().refresh())
    (folder / "20260101-100000-dumble.tablee").unlink()
    holder = sqlite3.connect(database())
    holder.execute("BEGIN EXCLUSIVE")  # another Tablée in the middle of a write
    try:
        index = HistoryIndex()
        entries = index.refresh()
        assert index.fallback == "locked"
        assert summary(entries) == [
            row for row in first if row[0] != "20260101-100000-dumble.tablee"
        ]
    finally:
        holder.rollback()
        holder.close()


def test_a_lock_taken_while_writing_keeps_the_rows(folder):
    index = HistoryIndex()
    index.start()
    holder = sqlite3.connect(database())
    holder.execute("BEGIN EXCLUSIVE")
    try:
        entries = index.refresh()
        assert index.fallback == "locked" and len(entries) == 5
    finally:
        holder.rollback()
        holder.close()


def test_an_unwritable_database_falls_back_to_the_files(folder):
    database().mkdir(parents=True)  # what cannot be opened as a file (even by root)
    index = HistoryIndex()
    entries = index.refresh()
    assert index.fallback == "unwritable" and len(entries) == 5
    assert database().is_dir()  # nothing of the player's was removed


def test_a_read_only_database_falls_back_to_the_files(folder):
    first = summary(HistoryIndex().refresh())
    write(folder, "20260106-100000-stonehenge.tablee", played("stonehenge", ann_against("hard"), 5))
    index = HistoryIndex()
    index._connection.execute("PRAGMA query_only = ON")  # as a read-only file would
    entries = index.refresh()
    assert index.fallback == "unwritable"
    assert len(entries) == len(first) + 1


def newer_format(folder):
    data = played("dumble", ann_against("hard"), 1).to_json()
    data["format_version"] = 99
    (folder / "newer.tablee").write_text(json.dumps(data))


def illegal_action(folder):
    record = played("dumble", ann_against("hard"), 1)
    record.actions[5] = ("no_such_move",)
    write(folder, "illegal.tablee", record)


def torn_journal(folder):
    """An autosave's journal with a damaged line after its whole first one."""
    from rules_engine.core.record import RecordEncoder

    head = RecordEncoder().dumps(played("dumble", ann_against("hard"), 1, limit=10), journal=True)
    (folder / "torn-journal.tablee").write_text(head + '\n["draw"]\n{"nonsense\n["draw"]\n')


BAD_FILES = {
    "garbage.tablee": lambda folder: (folder / "garbage.tablee").write_bytes(os.urandom(300)),
    "cut.tablee": lambda folder: (folder / "cut.tablee").write_text(
        played("dumble", ann_against("hard"), 1).dumps()[:400]
    ),
    "foreign.json": lambda folder: (folder / "foreign.json").write_text('{"kind": "chess"}'),
    "unknown-game.tablee": lambda folder: (folder / "unknown-game.tablee").write_text(
        played("dumble", ann_against("hard"), 1).dumps().replace('"dumble"', '"go"')
    ),
    "newer.tablee": newer_format,
    "torn-journal.tablee": torn_journal,
    "illegal.tablee": illegal_action,
    "empty.tablee": lambda folder: (folder / "empty.tablee").write_bytes(b""),
}
REASONS = {
    "garbage.tablee": "This is not a Tablée match file.",
    "cut.tablee": "The match file is damaged or cut short",
    "foreign.json": "This is not a Tablée match file.",
    "unknown-game.tablee": "The match file is for an unknown game: go.",
    "newer.tablee": "written by a newer Tablée",
    "illegal.tablee": "Action 6 of the match file",
    "empty.tablee": "damaged or cut short",
    "torn-journal.tablee": "(line 3, column 1)",
}


def test_damaged_and_foreign_files_are_listed_unreadable(folder):
    for make in BAD_FILES.values():
        make(folder)
    index = HistoryIndex()
    entries = {entry.file: entry for entry in index.refresh()}
    assert len(entries) == 5 + len(BAD_FILES)  # the good ones are all there
    for name, reason in REASONS.items():
        entry = entries[name]
        assert entry.status == UNREADABLE
        assert reason in i18n.translate_error(problem_error(entry.problem)), name
    torn = entries["torn-journal.tablee"]  # what could be read of it
    assert torn.game == "dumble" and next(seat.name for seat in torn.seats) == "Ann"
    # kept in the database as they are: the next opening reads none of them again
    assert HistoryIndex().start() == 0


def test_an_unreadable_reason_reads_in_french(folder, qapp):
    BAD_FILES["newer.tablee"](folder)
    entry = next(e for e in HistoryIndex().refresh() if e.file == "newer.tablee")
    i18n.apply_language("fr")
    try:
        text = i18n.translate_error(problem_error(entry.problem))
    finally:
        i18n.apply_language("en")
    assert "Tablée" in text and "newer" not in text


def test_delete_removes_the_file_and_its_row(folder):
    index = HistoryIndex()
    entry = next(e for e in index.refresh() if e.status == ABANDONED)
    assert delete_match(entry, index)
    assert not (folder / entry.file).exists()
    assert entry.file not in {e.file for e in HistoryIndex().entries()}
