"""One rule for what a record may hold (issue 26 points 1 and 2): what an entry point
accepts as a name or a seed is what the loader reads back, and every record the app can
write (every game, option, seat kind, name and seed it accepts) loads back equal.

The desktop's entry points (dialog, command line, settings) are tested on the same rule
in tests/desktop/test_entry_rule.py; the long run is `python -m rules_engine.bench
--round-trips --seconds 60`."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_engine.bench import loads_back_equal, run_round_trips, writable_record
from rules_engine.core import RecordError, get_game
from rules_engine.core.limits import (
    MAX_NAME_CHARS,
    SEED_MAX,
    SEED_MIN,
    check_loads_back,
    is_valid_name,
    is_valid_seed,
    normal_name,
)
from rules_engine.core.record import MatchRecord, Seat
from rules_engine.core.registry import all_games
from rules_engine.core.values import is_clean_text

# The issue's names: each was accepted by the dialog, and its autosave set aside as damaged.
ISSUE_NAMES = {
    "Esc\x1b[31mRed": "Esc [31mRed",
    "\x85": "",  # only a control: nothing left, the entry point asks for a name
    "Ann\u2028Bob": "Ann Bob",
    "Tab\there": "Tab here",
    "Par\u2029agraph": "Par agraph",
    "Nul\x00l": "Nul l",
}
# The issue's seeds: each started a match whose autosave could not be opened again.
ISSUE_SEEDS = [-9223372036854775809, 18446744073709551616, 10**30]


def record_with(game_id: str, name: str, seed: int) -> MatchRecord:
    game = get_game(game_id)
    players = min(game.player_counts)
    seats = [Seat(name)] + [Seat(f"Bot {n}", "bot:random") for n in range(2, players + 1)]
    return MatchRecord(game_id, seats, seed, game.resolve_options({}))


@pytest.mark.parametrize(("typed", "kept"), ISSUE_NAMES.items())
def test_the_issue_s_names_are_normalised_to_what_the_loader_reads(typed, kept):
    assert normal_name(typed) == kept
    assert not is_valid_name(typed), "the loader refuses the name as typed"
    assert is_valid_name(kept)
    if kept:
        for game in all_games():
            record = record_with(game.id, kept, 7)
            assert loads_back_equal(record)


@pytest.mark.parametrize("seed", ISSUE_SEEDS)
def test_the_issue_s_seeds_are_outside_the_rule_and_the_loader_refuses_them(seed):
    assert not is_valid_seed(seed)
    record = record_with("stonehenge", "Ann", 0)
    data = record.to_json()
    data["seed"] = seed
    with pytest.raises(RecordError, match="seed of the match file is out of range"):
        MatchRecord.loads(json.dumps(data))
    record.seed = seed
    with pytest.raises(RecordError):
        check_loads_back(record)  # the last guard before a match starts


def test_the_seed_range_is_exactly_what_the_loader_reads():
    for seed in (SEED_MIN, SEED_MIN + 1, -1, 0, 2**63 - 1, 2**63, SEED_MAX):
        assert is_valid_seed(seed)
        assert loads_back_equal(record_with("dumble", "Ann", seed))
    for seed in (SEED_MIN - 1, SEED_MAX + 1, True, 1.0, "5"):
        assert not is_valid_seed(seed)


def test_normal_names_are_cut_to_the_loader_s_length():
    long = "é" * (MAX_NAME_CHARS + 20)
    assert normal_name(long) == "é" * MAX_NAME_CHARS
    assert normal_name("  " + "a" * (MAX_NAME_CHARS - 1) + "\t b") == "a" * (MAX_NAME_CHARS - 1)


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_normal_name_keeps_what_the_loader_reads_and_nothing_else(text):
    name = normal_name(text)
    assert is_valid_name(name) and name == name.strip()
    assert normal_name(name) == name, "normalising twice changes nothing"
    if is_clean_text(text, MAX_NAME_CHARS) and text == text.strip():
        assert name == text, "a name the loader reads is kept as typed"


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game_id=st.sampled_from([game.id for game in all_games()]),
    typed=st.text(),
    seed=st.integers(min_value=-(2**80), max_value=2**80) | st.sampled_from(ISSUE_SEEDS),
)
def test_any_name_and_seed_is_refused_or_loads_back_equal(game_id, typed, seed):
    """What every entry point does with a name and a seed: the rule refuses it (an empty
    name, a seed out of range) or the match saved with it loads back equal."""
    name = normal_name(typed)
    refused = not name or not is_valid_seed(seed)
    record = record_with(game_id, name, seed)
    if refused:
        if not is_valid_seed(seed):
            with pytest.raises(RecordError):
                check_loads_back(record)
        return
    check_loads_back(record)
    loaded = MatchRecord.loads(record.dumps())
    assert loaded.seats[0].name == name and loaded.seed == seed


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game_id=st.sampled_from([game.id for game in all_games()]),
    rng=st.randoms(use_true_random=False),
    names=st.lists(st.text(max_size=80), min_size=8, max_size=8),
    seed=st.integers(min_value=SEED_MIN, max_value=SEED_MAX),
)
def test_every_record_the_app_can_write_loads_back_equal(game_id, rng, names, seed):
    """Point 2: any game, seat count, seat kind, option values, names and seed the rule
    accepts, and part of a match played: the file text reads back the same record (the
    autosave's encoder writes the same text), and replays."""
    record = writable_record(get_game(game_id), rng, lambda seat: names[seat % 8], seed)
    assert loads_back_equal(record), record.dumps()[:500]


def test_the_bench_s_round_trips_run_and_find_no_difference():
    report = run_round_trips(0.5, seed=3)
    assert report["records"] >= len(all_games()) and report["failures"] == 0
    assert all(report["per_game"].values()), "every game is written"
