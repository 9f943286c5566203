"""The autosave journal as the loader reads it: a whole record on the first line, one
change per line after it; a torn last line is dropped, damage before it is told."""

import json

import pytest

from rules_engine.bench import endless_dumble_record
from rules_engine.core.errors import RecordError
from rules_engine.core.record import MatchRecord, RecordEncoder, Seat, load_record


def journal(record: MatchRecord, head_actions: int, *extra: str) -> bytes:
    """`record` as a journal: a head holding its first `head_actions` actions, then
    one line per later action, then the `extra` lines as given."""
    encoder = RecordEncoder()
    head = MatchRecord(**{**record.__dict__, "actions": record.actions[:head_actions]})
    text = encoder.dumps(head, journal=True) + "\n"
    text += "".join(encoder.line(action) for action in record.actions[head_actions:])
    return (text + "".join(extra)).encode("utf-8")


@pytest.fixture(scope="module")
def record():
    return endless_dumble_record(60)


def test_a_journal_loads_as_the_record_it_adds_up_to(record):
    for head in (0, 1, 30, 60):
        loaded = MatchRecord.loads(journal(record, head))
        assert loaded.actions == record.actions
        assert (loaded.game, loaded.seats, loaded.seed) == (record.game, record.seats, record.seed)


def test_a_torn_last_line_is_dropped_not_damage(record):
    whole = journal(record, 10)
    last = json.dumps(list(record.actions[-1])).encode()
    cut = whole[: -len(last) // 2 - 1]  # the last line cut in the middle, no newline
    loaded = MatchRecord.loads(cut)
    assert loaded.actions == record.actions[:-1]
    # Cut inside a character of several bytes, or an empty line's worth: still clean.
    seats = [{"name": "Zoë", "kind": "human"}] * 2
    name_line = (json.dumps({"seats": seats}, ensure_ascii=False) + "\n").encode()
    torn = journal(record, 60) + name_line[: name_line.index("ë".encode()) + 1]
    assert MatchRecord.loads(torn).seats == record.seats


def test_damage_before_the_last_line_is_told(record):
    lines = journal(record, 10).split(b"\n")
    lines[5] = b'["discard", 3'  # a line cut short in the middle of the file
    with pytest.raises(RecordError) as error:
        MatchRecord.loads(b"\n".join(lines))
    assert "damaged" in str(error.value)
    with pytest.raises(RecordError):
        MatchRecord.loads(journal(record, 10, '{"nonsense": 1}\n'))


def test_an_undo_a_seat_and_a_hint_are_lines_too(record):
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    extra = ['{"truncate": 40}\n', json.dumps({"seats": seats}) + "\n", '{"hints": [[40, 0]]}\n']
    loaded = MatchRecord.loads(journal(record, 20, *extra))
    assert loaded.actions == record.actions[:40]
    assert loaded.seats == [Seat("Ann"), Seat("Bob")]
    assert loaded.hints == [(40, 0)]


def test_every_action_is_still_checked(record):
    with pytest.raises(RecordError):  # replayed: an illegal action is found
        MatchRecord.loads(journal(record, 60, '["discard", 999]\n'))
    with pytest.raises(RecordError):
        MatchRecord.loads(journal(record, 60, '["@@", [[[[["deep"]]]]]]\n'))


def test_plain_records_load_as_before(record, tmp_path):
    path = tmp_path / "old.tablee"
    path.write_text(record.dumps(), encoding="utf-8")
    assert load_record(path).actions == record.actions
    path.write_text(json.dumps(record.to_json(), indent=1), encoding="utf-8")  # by hand
    assert load_record(path).actions == record.actions
    path.write_text(record.dumps() + "\n", encoding="utf-8")
    assert load_record(path).actions == record.actions
    path.write_text(record.dumps() + "\n" + '["discard", 1]\n', encoding="utf-8")
    with pytest.raises(RecordError):  # not a journal: no torn-line leniency
        load_record(path)
