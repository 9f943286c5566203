"""The calibration command and the strength file: a dry run plays and prints the
pairs without writing, a real run merges into the file (other games and other pairs
kept), ratings chain Elo up from random play, and the reader answers None for what
was not measured or cannot be read. Every file here is a temporary one: the real
`strength.json` is never touched."""

from __future__ import annotations

import json
import math

import pytest

from rules_engine import calibrate
from rules_engine.ai.strength import Strength, load, strength_of


def pair(level, opponent, win_rate, seats=2, games=10):
    return {
        "level": level,
        "opponent": opponent,
        "games": games,
        "seats": seats,
        "wins": win_rate * games,
        "win_rate": win_rate,
        "ci95": [max(0.0, win_rate - 0.2), min(1.0, win_rate + 0.2)],
        "fair_share": round(1 / seats, 4),
        "goal": 0.6,
        "goal_met": win_rate >= 0.6,
        "actions_per_match": 50.0,
        "seconds_per_match": 0.1,
    }


def elo(rate):
    return 400 * math.log10(rate / (1 - rate))


@pytest.fixture
def no_real_file(monkeypatch, tmp_path):
    """main() writes to a temporary file; the path it wrote, if any, is recorded."""
    written = []
    original = calibrate.write_strength

    def write(game_id, entry, path=None):
        target = tmp_path / "strength.json"
        written.append((game_id, target))
        original(game_id, entry, target)

    monkeypatch.setattr(calibrate, "write_strength", write)
    return written


def test_a_dry_run_plays_the_pairs_and_prints_them(capsys, no_real_file):
    argv = ["--game", "dog_eat_dog", "--games", "2", "--search-games", "2"]
    argv += ["--levels", "easy,normal", "--jobs", "1", "--dry-run"]
    assert calibrate.main(argv) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert any("easy vs random" in line and "in 2 matches, 2 seats" in line for line in lines)
    assert any("normal vs easy" in line and "in 2 matches" in line for line in lines)
    assert not any("hard" in line or "expert" in line for line in lines)
    assert lines[-1].startswith("ratings:") and "'random': 0.0" in lines[-1]
    assert no_real_file == []  # a dry run writes nothing


def test_a_run_writes_its_game_into_the_file(capsys, no_real_file):
    argv = ["--game", "dog_eat_dog", "--games", "2", "--levels", "easy", "--jobs", "1"]
    assert calibrate.main(argv) == 0
    assert no_real_file and {game_id for game_id, _ in no_real_file} == {"dog_eat_dog"}
    path = no_real_file[-1][1]
    data = json.loads(path.read_text(encoding="utf-8"))
    entry = data["games"]["dog_eat_dog"]
    (easy,) = entry["pairs"]
    assert (easy["level"], easy["opponent"], easy["games"]) == ("easy", "random", 2)
    assert 0.0 <= easy["win_rate"] <= 1.0
    assert entry["ratings"]["random"] == 0.0 and "easy" in entry["ratings"]


def test_an_unknown_game_is_refused(capsys):
    with pytest.raises(SystemExit):
        calibrate.main(["--game", "no_such_game", "--dry-run"])


def test_write_strength_merges_keeping_other_games_and_pairs(tmp_path):
    path = tmp_path / "strength.json"
    dumble = {"pairs": [pair("easy", "random", 0.9)], "ratings": {"easy": 381.7}, "seed": 4}
    old = {
        "games": {
            "dumble": dumble,
            "dog_eat_dog": {
                "pairs": [pair("easy", "random", 0.75), pair("hard", "normal", 0.3)],
                "ratings": {"random": 0.0},
                "seed": 1,
            },
        }
    }
    path.write_text(json.dumps(old), encoding="utf-8")
    entry = {
        "pairs": [pair("hard", "normal", 0.65), pair("normal", "easy", 0.5)],
        "ratings": {},
        "seed": 2,
        "seconds": 3.5,
    }
    calibrate.write_strength("dog_eat_dog", entry, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["games"]["dumble"] == dumble  # another game: untouched
    ded = data["games"]["dog_eat_dog"]
    # The easy pair, not measured this time, is kept; hard is replaced; in level order.
    assert [(p["level"], p["win_rate"]) for p in ded["pairs"]] == [
        ("easy", 0.75),
        ("normal", 0.5),
        ("hard", 0.65),
    ]
    assert (ded["seed"], ded["seconds"]) == (2, 3.5)
    # Ratings from every pair kept, not only this run's.
    assert ded["ratings"] == calibrate.ratings(ded["pairs"])
    assert ded["ratings"]["easy"] == pytest.approx(elo(0.75), abs=0.1)
    assert ded["ratings"]["normal"] == ded["ratings"]["easy"]
    assert ded["ratings"]["hard"] == pytest.approx(ded["ratings"]["normal"] + elo(0.65), abs=0.2)
    assert "note" in data


@pytest.mark.parametrize(
    "content",
    [
        None,
        "{not json",
        "[1, 2]",
        '{"games": []}',
    ],
)
def test_write_strength_starts_afresh_from_a_missing_or_damaged_file(tmp_path, content):
    path = tmp_path / "strength.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    calibrate.write_strength("stonehenge", {"pairs": [pair("easy", "random", 0.8)]}, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert list(data["games"]) == ["stonehenge"]


def test_ratings_chain_from_random_play():
    pairs = [
        pair("easy", "random", 0.75),
        pair("normal", "easy", 0.5),
        pair("hard", "normal", 0.5, seats=3),  # an even share against two: 2 to 1 each
        pair("expert", "hard", 1.0),  # clipped: a perfect score is no infinite rating
    ]
    rating = calibrate.ratings(pairs)
    assert rating["random"] == 0.0
    assert rating["easy"] == pytest.approx(elo(0.75), abs=0.1)
    assert rating["normal"] == rating["easy"]
    assert rating["hard"] == pytest.approx(rating["normal"] + elo(2 / 3), abs=0.2)
    assert rating["expert"] == pytest.approx(rating["hard"] + elo(0.99), abs=0.2)
    # A pair whose opponent has no rating yet (nothing measured below it) is skipped.
    assert calibrate.ratings([pair("hard", "normal", 0.7)]) == {"random": 0.0}


def test_head_to_head_turns_a_share_against_several_into_one_against_one():
    assert calibrate.head_to_head(0.7, 2) == 0.7
    assert calibrate.head_to_head(1 / 3, 3) == pytest.approx(0.5)  # the fair share
    assert calibrate.head_to_head(0.25, 4) == pytest.approx(0.5)
    assert calibrate.head_to_head(0.5, 3) > 0.5
    assert 0.0 < calibrate.head_to_head(0.0, 3) < calibrate.head_to_head(1.0, 3) < 1.0


def test_strength_of_reads_a_written_file(tmp_path):
    path = tmp_path / "strength.json"
    calibrate.write_strength(
        "dumble",
        {"pairs": [pair("easy", "random", 0.75), pair("normal", "easy", 0.6, seats=3)]},
        path,
    )
    data = load(path)
    easy = strength_of("dumble", "easy", data)
    assert isinstance(easy, Strength)
    assert (easy.level, easy.opponent, easy.games) == ("easy", "random", 10)
    assert easy.win_rate == 0.75 and (easy.low, easy.high) == (0.55, 0.95)
    assert easy.fair_share == 0.5
    assert easy.rating == pytest.approx(elo(0.75), abs=0.1)
    normal = strength_of("dumble", "normal", data)
    assert normal.fair_share == pytest.approx(1 / 3, abs=1e-4)
    assert normal.rating > easy.rating
    assert strength_of("dumble", "hard", data) is None  # not calibrated
    assert strength_of("stonehenge", "easy", data) is None  # an unknown game
    assert strength_of("dumble", "easy", {}) is None


@pytest.mark.parametrize("content", ["{damaged", "[]", '"text"', ""])
def test_strength_of_a_damaged_file_is_none(tmp_path, content):
    path = tmp_path / "strength.json"
    path.write_text(content, encoding="utf-8")
    data = load(path)
    assert data == {}
    assert strength_of("dumble", "easy", data) is None
    assert load(tmp_path / "missing.json") == {}


def test_strength_of_a_damaged_entry_is_none():
    broken = pair("easy", "random", 0.75)
    del broken["ci95"]
    data = {"games": {"dumble": {"pairs": [broken], "ratings": {}}}}
    assert strength_of("dumble", "easy", data) is None
    data = {"games": {"dumble": {"pairs": [{**pair("easy", "random", 0.7), "games": "x"}]}}}
    assert strength_of("dumble", "easy", data) is None
    assert strength_of("dumble", "easy", {"games": {"dumble": "nonsense"}}) is None
