"""Match files: a save loads back equal, saves are atomic, and every way a file can be
bad gives one clear error (every game's records round trip and replay in
tests/engine/test_contract.py)."""

import json
import os

import pytest

from rules_engine.ai import make_bot
from rules_engine.core import RecordError, get_game
from rules_engine.core.record import FORMAT_VERSION, MatchRecord, Seat, load_record, save_record
from rules_engine.play import play_match

GAME = get_game("dumble")


@pytest.fixture(scope="module")
def played():
    bots = [make_bot(GAME, "heuristic"), make_bot(GAME, "random"), make_bot(GAME, "random")]
    return play_match(GAME, bots, seed=20261122)


def test_saved_record_loads_back_equal(tmp_path, played):
    path = tmp_path / "match.tablee"
    save_record(played.record, path)
    loaded = load_record(path)
    assert loaded == played.record
    assert loaded.replay().full_view() == played.state.full_view()


def test_save_is_atomic_and_leaves_no_temporary_file(tmp_path, played, monkeypatch):
    path = tmp_path / "match.tablee"
    save_record(played.record, path)
    before = path.read_bytes()

    def broken_replace(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    shorter = MatchRecord(GAME.id, played.record.seats, 1)
    with pytest.raises(OSError):
        save_record(shorter, path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.tablee"]


def good_json(played) -> dict:
    return played.record.to_json()


def write(tmp_path, content) -> str:
    path = tmp_path / "bad.tablee"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def test_truncated_file(tmp_path, played):
    text = played.record.dumps()
    with pytest.raises(RecordError, match="damaged or cut short"):
        load_record(write(tmp_path, text[: len(text) // 2]))


def test_not_json_at_all(tmp_path):
    with pytest.raises(RecordError, match="damaged"):
        load_record(write(tmp_path, "PK\x03\x04 this is a zip"))


def test_binary_garbage(tmp_path):
    with pytest.raises(RecordError, match="not a Tablée match file"):
        load_record(write(tmp_path, b"\xff\xfe\x00\x81"))


def test_foreign_json(tmp_path):
    with pytest.raises(RecordError, match="not a Tablée match file"):
        load_record(write(tmp_path, {"name": "some other program", "data": [1, 2]}))
    with pytest.raises(RecordError, match="not a Tablée match file"):
        load_record(write(tmp_path, [1, 2, 3]))


def test_newer_format_version(tmp_path, played):
    data = good_json(played)
    data["format_version"] = FORMAT_VERSION + 1
    data["app_version"] = "9.0"
    with pytest.raises(RecordError, match="newer Tablée") as caught:
        load_record(write(tmp_path, data))
    assert "9.0" in str(caught.value)


def test_unknown_game(tmp_path, played):
    data = good_json(played)
    data["game"] = "chess"
    with pytest.raises(RecordError, match="unknown game: chess"):
        load_record(write(tmp_path, data))


def test_unknown_option(tmp_path, played):
    data = good_json(played)
    data["options"] = {"jokers": True}
    with pytest.raises(RecordError, match=r"bad option.*jokers"):
        load_record(write(tmp_path, data))


def test_bad_player_count(tmp_path, played):
    data = good_json(played)
    data["seats"] = data["seats"][:1]
    with pytest.raises(RecordError, match="seating"):
        load_record(write(tmp_path, data))


def test_unknown_player_kind(tmp_path, played):
    data = good_json(played)
    data["seats"][1]["kind"] = "bot:grandmaster"
    with pytest.raises(RecordError, match="unknown player: bot:grandmaster"):
        load_record(write(tmp_path, data))


@pytest.mark.parametrize("field", ["seed", "seats", "actions", "game", "options"])
def test_missing_or_mistyped_field(tmp_path, played, field):
    data = good_json(played)
    del data[field]
    with pytest.raises(RecordError, match=f"no field {field}"):
        load_record(write(tmp_path, data))
    data = good_json(played)
    data[field] = 3.5
    with pytest.raises(RecordError, match=f"field {field} has the wrong type"):
        load_record(write(tmp_path, data))


def test_illegal_action_names_its_step(tmp_path, played):
    data = good_json(played)
    step = 25
    data["actions"][step] = ["take", 999]
    with pytest.raises(RecordError) as caught:
        load_record(write(tmp_path, data))
    assert caught.value.step == step
    assert f"Action {step + 1} of the match file is not legal" in str(caught.value)


def test_malformed_action_names_its_step(tmp_path, played):
    data = good_json(played)
    data["actions"][3] = {"discard": 1}
    with pytest.raises(RecordError) as caught:
        load_record(write(tmp_path, data))
    assert caught.value.step == 3


def test_missing_file(tmp_path):
    with pytest.raises(RecordError, match="cannot be read"):
        load_record(tmp_path / "nowhere.tablee")


def test_seat_kinds():
    assert Seat("Claire").is_human
    assert Seat("Bot", "bot:heuristic").bot_name == "heuristic"
    assert Seat("Claire").bot_name is None
