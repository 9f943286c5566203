"""A match played on from another's position (issue 24): the prefix, the seats, the
source, bit-for-bit replay, and the field's checks."""

from __future__ import annotations

import json
import random

import pytest

from rules_engine.core.errors import RecordError
from rules_engine.core.record import MatchRecord, Seat
from rules_engine.core.registry import get_game

GAMES = ["dumble", "double_action", "stonehenge", "doubles_dread", "dog_eat_dog"]


def random_match(game_id: str, seed: int, limit: int = 80) -> MatchRecord:
    game = get_game(game_id)
    count = 3 if 3 in game.player_counts else game.player_counts[0]
    seats = [Seat("Ann")] + [Seat("", "bot:normal") for _ in range(count - 1)]
    record = MatchRecord(game_id, seats, seed, game.resolve_options({}))
    state, rng = record.new_state(), random.Random(seed)
    while not state.is_over() and len(record.actions) < limit:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    return record


@pytest.mark.parametrize("game_id", GAMES)
def test_a_fork_is_the_prefix_replayed_with_new_seats(game_id):
    record = random_match(game_id, 11)
    upto = len(record.actions) // 2
    seats = [Seat("", "bot:expert")] + [Seat(f"H{n}") for n in range(1, len(record.seats))]
    forked = record.fork(upto, seats, "20261125-101500-dumble.tablee")
    assert forked.actions == record.actions[:upto]
    assert (forked.game, forked.seed, forked.options, forked.edition) == (
        record.game,
        record.seed,
        record.options,
        record.edition,
    )
    assert forked.seats == seats and forked.hints == []
    assert forked.replay().full_view() == record.replay(upto).full_view()
    loaded = MatchRecord.loads(forked.dumps())
    assert loaded.forked_from == forked.forked_from
    assert (loaded.forked_from.file, loaded.forked_from.action) == (
        "20261125-101500-dumble.tablee",
        upto,
    )
    # Played on, the record keeps its prefix and still names where it came from.
    state = loaded.replay()
    if not state.is_over():
        action = random.Random(3).choice(state.legal_actions())
        state.apply(action)
        loaded.actions.append(action)
    again = MatchRecord.loads(loaded.dumps())
    assert again.actions[:upto] == record.actions[:upto]
    assert again.forked_from.action == upto


def test_a_fork_keeps_its_seat_count_and_stays_within_the_match():
    record = random_match("dumble", 2, 20)
    with pytest.raises(ValueError):
        record.fork(21, list(record.seats), "x.tablee")
    with pytest.raises(ValueError):
        record.fork(5, record.seats[:2], "x.tablee")


def test_records_without_the_field_load_and_a_bad_field_is_refused():
    record = random_match("dumble", 4, 10)
    plain = record.to_json()
    assert "forked_from" not in plain
    assert MatchRecord.loads(json.dumps(plain)).forked_from is None
    for bad in (
        {"file": "a.tablee"},
        {"file": "a.tablee", "action": 11},
        {"file": "a.tablee", "action": -1},
        {"file": 3, "action": 1},
        {"file": "a\x00b", "action": 1},
        {"file": "a.tablee", "action": True},
        {"file": "a.tablee", "action": 1, "more": 1},
        "a.tablee",
    ):
        data = {**plain, "forked_from": bad}
        with pytest.raises(RecordError):
            MatchRecord.loads(json.dumps(data))
