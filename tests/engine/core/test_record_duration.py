"""The time a match was played (issue 24): kept in the record's metadata, so replay is
untouched; older files (no field) load as "not known"; a bad value is refused."""

from __future__ import annotations

import json

import pytest

from rules_engine.core.errors import RecordError
from rules_engine.core.record import MAX_PLAYED_SECONDS, MatchRecord, RecordEncoder
from tests.engine.core.test_fork import random_match


def test_the_time_played_goes_with_the_file_and_changes_no_replay():
    record = random_match("dumble", 5)
    before = record.replay().full_view()
    record.played_seconds = 754
    text = record.dumps()
    assert json.loads(text)["played_seconds"] == 754
    loaded = MatchRecord.loads(text)
    assert loaded.played_seconds == 754
    assert loaded.actions == record.actions and loaded.replay().full_view() == before


def test_an_older_file_loads_with_the_time_not_known_and_is_written_as_before():
    record = random_match("stonehenge", 6)
    assert record.played_seconds is None
    data = record.to_json()
    assert "played_seconds" not in data  # a record without it writes what it always did
    loaded = MatchRecord.loads(json.dumps(data))
    assert loaded.played_seconds is None and loaded.dumps() == record.dumps()


def test_the_autosave_journal_carries_it_in_its_head():
    record = random_match("double_action", 7)
    record.played_seconds = 61
    text = RecordEncoder().dumps(record, journal=True) + "\n"
    assert MatchRecord.loads(text).played_seconds == 61


def test_a_match_played_on_counts_its_own_time_from_zero():
    record = random_match("dumble", 8)
    record.played_seconds = 3000
    assert record.fork(10, list(record.seats), "x.tablee").played_seconds == 0


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("754", "wrong type"),
        (75.4, "wrong type"),
        (True, "wrong type"),
        (None, "wrong type"),
        ([754], "wrong type"),
        (-1, "out of range"),
        (MAX_PLAYED_SECONDS + 1, "out of range"),
    ],
)
def test_a_bad_time_is_refused_with_the_reason(value, words):
    """Strict as every field: the file is refused (said why), never guessed at."""
    data = random_match("dumble", 9, limit=10).to_json()
    data["played_seconds"] = value
    with pytest.raises(RecordError) as caught:
        MatchRecord.loads(json.dumps(data))
    assert words in str(caught.value)


def test_the_longest_time_allowed_loads():
    data = random_match("dumble", 9, limit=10).to_json()
    data["played_seconds"] = MAX_PLAYED_SECONDS
    assert MatchRecord.loads(json.dumps(data)).played_seconds == MAX_PLAYED_SECONDS
