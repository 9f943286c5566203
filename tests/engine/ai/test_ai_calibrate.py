"""The calibration command and the strength file: a dry run plays and prints the
pairs without writing, a real run merges into the file per table size (other
games, sizes and pairs kept), each pair is decided by a sequential test, ratings
chain Elo up from random play, team games put the tested level on one whole team,
and the reader answers the nearest size measured, or None for what was not
measured or cannot be read. Every file here is a temporary one: the real
`strength.json` is never touched."""

from __future__ import annotations

import json
import math
from concurrent.futures import Future

import pytest

from rules_engine import calibrate
from rules_engine.ai.strength import Strength, load, measured_sizes, strength_of
from rules_engine.core.registry import get_game
from rules_engine.sprt import NOT_STRONGER, RUNNING, STRONGER, UNDECIDED, Sprt


def pair(level, opponent, win_rate, seats=2, games=10, fair=None):
    fair = round(1 / seats, 4) if fair is None else fair
    return {
        "level": level,
        "opponent": opponent,
        "games": games,
        "seats": seats,
        "wins": win_rate * games,
        "win_rate": win_rate,
        "ci95": [max(0.0, win_rate - 0.2), min(1.0, win_rate + 0.2)],
        "fair_share": fair,
        "goal": 0.6,
        "goal_met": win_rate >= 0.6,
        "sprt": {"verdict": "undecided"},
        "actions_per_match": 50.0,
        "seconds_per_match": 0.1,
    }


def elo(rate):
    return 400 * math.log10(rate / (1 - rate))


@pytest.fixture
def no_real_file(monkeypatch, tmp_path):
    """main() writes to a temporary file; the writes are recorded."""
    written = []
    original = calibrate.write_strength

    def write(game_id, players, pairs, path=None):
        target = tmp_path / "strength.json"
        written.append((game_id, players, target))
        original(game_id, players, pairs, target)

    monkeypatch.setattr(calibrate, "write_strength", write)
    return written


def test_a_dry_run_plays_the_pairs_and_prints_them(capsys, no_real_file):
    argv = ["--game", "dog_eat_dog", "--sizes", "2", "--games", "3", "--search-games", "2"]
    argv += ["--levels", "easy,normal", "--jobs", "1", "--dry-run"]
    assert calibrate.main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(
        "2 seats" in line and "easy vs random" in line and "in 3 matches" in line for line in lines
    )
    assert any("normal vs easy" in line for line in lines)
    assert not any("hard" in line or "expert" in line for line in lines)
    assert lines[-1].startswith("2 seats ratings:") and "'random': 0.0" in lines[-1]
    assert no_real_file == []  # a dry run writes nothing


def test_a_run_writes_each_table_size_into_the_file(capsys, no_real_file):
    argv = ["--game", "dumble", "--sizes", "2,4", "--games", "2", "--levels", "easy", "--jobs", "1"]
    assert calibrate.main(argv) == 0
    assert {(game_id, players) for game_id, players, _ in no_real_file} == {
        ("dumble", 2),
        ("dumble", 4),
    }
    data = json.loads(no_real_file[-1][2].read_text(encoding="utf-8"))
    assert data["version"] == calibrate.FORMAT_VERSION
    sizes = data["games"]["dumble"]["sizes"]
    for players in ("2", "4"):
        (easy,) = sizes[players]["pairs"]
        assert (easy["level"], easy["opponent"], easy["games"], easy["seats"]) == (
            "easy",
            "random",
            2,
            int(players),
        )
        assert easy["sprt"]["verdict"] == UNDECIDED  # two matches decide nothing
        assert easy["fair_share"] == pytest.approx(1 / int(players), abs=1e-4)
        assert sizes[players]["ratings"]["random"] == 0.0


def test_a_table_size_the_game_does_not_have_is_refused():
    with pytest.raises(SystemExit):
        calibrate.main(["--game", "stonehenge", "--sizes", "2", "--dry-run"])
    with pytest.raises(SystemExit):
        calibrate.main(["--game", "no_such_game", "--dry-run"])


def test_in_a_team_game_the_tested_level_holds_a_whole_team():
    game = get_game("double_action")
    assert calibrate.tested_seats(game, 4, 0) == (0, 2)
    assert calibrate.tested_seats(game, 4, 1) == (1, 3)
    assert calibrate.first_seats(game, 4) == [0, 1]
    assert calibrate.fair_share(game, 4) == 0.5
    assert calibrate.fair_share(get_game("dumble"), 4) == 0.25
    jobs = calibrate.jobs_for(game, "hard", "normal", 4, 6, 1)
    assert [job[4] for job in jobs] == [0, 1, 0, 1, 0, 1]


def test_the_sequential_test_stops_on_clear_evidence_and_not_before():
    strong = Sprt(p0=0.5, p1=0.6)
    for number in range(200):
        strong.add(1.0 if number % 10 < 8 else 0.0)  # 80%
        if strong.verdict() != RUNNING:
            break
    assert strong.verdict() == STRONGER and 20 <= strong.matches < 200
    weak = Sprt(p0=0.5, p1=0.6)
    for number in range(400):
        weak.add(1.0 if number % 10 < 4 else 0.0)  # 40%
        if weak.verdict() != RUNNING:
            break
    assert weak.verdict() == NOT_STRONGER
    unclear = Sprt(p0=0.5, p1=0.6)
    for number in range(30):
        unclear.add(float(number % 2))  # 55%: between the two
    assert unclear.verdict(cap=30) == UNDECIDED
    assert unclear.verdict() == RUNNING
    few = Sprt(p0=0.25, p1=0.35)
    for _ in range(10):
        few.add(1.0)
    assert few.verdict() == RUNNING  # ten wins are not yet evidence of the variance


class InlineExecutor:
    """Runs each job as it is submitted, counting them."""

    _max_workers = 1

    def __init__(self, scores):
        self.scores = iter(scores)
        self.submitted = 0
        self.jobs = []

    def submit(self, function, job):
        self.submitted += 1
        self.jobs.append(job)
        future = Future()
        future.set_result((next(self.scores), 10, 0.01))
        return future


def test_a_pair_stops_as_soon_as_its_test_decides():
    game = get_game("dumble")
    executor = InlineExecutor([1.0] * 1000)
    reports = []
    entry = calibrate.calibrate_pair(game, "easy", "random", 2, 400, 1, executor, reports.append)
    assert entry["sprt"]["verdict"] == STRONGER
    assert entry["games"] < 40 and executor.submitted <= entry["games"] + 2
    assert entry["beats"] and entry["goal_met"]
    assert reports and all(report["sprt"]["verdict"] == RUNNING for report in reports)
    capped = calibrate.calibrate_pair(
        game, "hard", "normal", 2, 30, 1, InlineExecutor([1.0, 0.0] * 50), None
    )
    assert (capped["games"], capped["sprt"]["verdict"]) == (30, UNDECIDED)
    assert capped["budgets"]["hard_iterations"] > 0 and capped["budgets"]["time_caps"] is None


def test_a_stopped_pair_resumes_where_it_stopped_and_ends_as_an_unbroken_run(tmp_path):
    game = get_game("dumble")
    scores = [1.0, 0.0, 1.0, 1.0, 0.5, 0.0, 1.0, 1.0] * 20
    unbroken = calibrate.calibrate_pair(game, "hard", "normal", 2, 60, 7, InlineExecutor(scores))
    # The same run stopped after its second report (16 matches), as a session ends.
    reports = []
    calibrate.calibrate_pair(
        game, "hard", "normal", 2, 60, 7, InlineExecutor(scores), reports.append
    )
    stopped = reports[1]
    assert stopped["games"] == 16 and stopped["sprt"]["verdict"] == RUNNING
    path = tmp_path / "strength.json"
    calibrate.write_strength("dumble", 2, [stopped], path)
    entry = calibrate.resumable(game, "hard", "normal", 2, 7, path)
    assert calibrate.recorded_scores(entry) == scores[:16]
    rest = InlineExecutor(scores[16:])
    resumed = calibrate.calibrate_pair(game, "hard", "normal", 2, 60, 7, rest, None, entry)
    assert resumed["games"] == unbroken["games"] and resumed["wins"] == unbroken["wins"]
    assert resumed["sprt"] == unbroken["sprt"] and resumed["scores"] == unbroken["scores"]
    # The matches already played are not dealt again: the run goes on with the 17th.
    dealt = calibrate.jobs_for(game, "hard", "normal", 2, 60, 7)
    assert rest.jobs == dealt[16 : 16 + len(rest.jobs)]
    # Another seed, other budgets or a decided test start afresh.
    assert calibrate.resumable(game, "hard", "normal", 2, 8, path) is None
    calibrate.write_strength("dumble", 2, [{**stopped, "budgets": {"hard_iterations": 1}}], path)
    assert calibrate.resumable(game, "hard", "normal", 2, 7, path) is None
    decided = {**stopped, "sprt": {**stopped["sprt"], "verdict": STRONGER}}
    calibrate.write_strength("dumble", 2, [decided], path)
    assert calibrate.resumable(game, "hard", "normal", 2, 7, path) is None


def test_a_pair_recorded_before_a_budget_key_existed_still_resumes(tmp_path):
    """`anchor_bots` joined the recorded budgets after Dog Eat Dog's Expert had played
    48 matches with none: that pair resumes; a key added with a value does not."""
    game = get_game("dog_eat_dog")
    reports = []
    scores = [1.0, 0.0] * 100
    calibrate.calibrate_pair(
        game, "expert", "hard", 2, 150, 7, InlineExecutor(scores), reports.append
    )
    stopped = reports[0]  # as a session ends after the first report
    budgets = calibrate.budgets_for(game, 2)
    older = {key: value for key, value in budgets.items() if key != "anchor_bots"}
    path = tmp_path / "strength.json"
    calibrate.write_strength("dog_eat_dog", 2, [{**stopped, "budgets": older}], path)
    entry = calibrate.resumable(game, "expert", "hard", 2, 7, path)
    assert entry is not None and calibrate.recorded_scores(entry) == scores[: stopped["games"]]
    other = {**older, "horizon": 12} if budgets["horizon"] is None else {**older, "horizon": None}
    calibrate.write_strength("dog_eat_dog", 2, [{**stopped, "budgets": other}], path)
    assert calibrate.resumable(game, "expert", "hard", 2, 7, path) is None
    assert calibrate.with_later_keys(older, {**budgets, "new": 3}) == older


def test_an_undecided_pair_plays_on_when_its_cap_is_raised(tmp_path):
    game = get_game("dumble")
    scores = [1.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0, 1.0] * 30
    capped = calibrate.calibrate_pair(game, "expert", "hard", 2, 24, 7, InlineExecutor(scores))
    assert capped["games"] == 24 and capped["sprt"]["verdict"] == UNDECIDED
    path = tmp_path / "strength.json"
    calibrate.write_strength("dumble", 2, [capped], path)
    # Without a higher cap an undecided pair stays as it is; with one it carries on.
    assert calibrate.resumable(game, "expert", "hard", 2, 7, path) is None
    assert calibrate.resumable(game, "expert", "hard", 2, 7, path, cap=24) is None
    entry = calibrate.resumable(game, "expert", "hard", 2, 7, path, cap=200)
    assert calibrate.recorded_scores(entry) == scores[:24]
    rest = InlineExecutor(scores[24:])
    resumed = calibrate.calibrate_pair(game, "expert", "hard", 2, 200, 7, rest, None, entry)
    unbroken = calibrate.calibrate_pair(game, "expert", "hard", 2, 200, 7, InlineExecutor(scores))
    assert resumed["games"] == unbroken["games"] > 24
    assert resumed["sprt"] == unbroken["sprt"] and resumed["scores"] == unbroken["scores"]


def test_an_entry_written_before_scores_were_kept_resumes_from_its_wins():
    old = pair("expert", "hard", 0.6591, games=88) | {"wins": 58.0}
    assert sorted(calibrate.recorded_scores(old)) == [0.0] * 30 + [1.0] * 58
    assert calibrate.recorded_scores(old | {"wins": 57.5}) is None  # a tie: unknown


def test_write_strength_merges_keeping_other_games_sizes_and_pairs(tmp_path):
    path = tmp_path / "strength.json"
    calibrate.write_strength("dumble", 2, [pair("easy", "random", 0.9)], path)
    calibrate.write_strength(
        "dog_eat_dog", 2, [pair("easy", "random", 0.75), pair("hard", "normal", 0.3)], path
    )
    calibrate.write_strength("dog_eat_dog", 4, [pair("easy", "random", 0.5, seats=4)], path)
    calibrate.write_strength(
        "dog_eat_dog", 2, [pair("hard", "normal", 0.65), pair("normal", "easy", 0.5)], path
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["games"]["dumble"]["sizes"]["2"]["pairs"][0]["win_rate"] == 0.9
    two = data["games"]["dog_eat_dog"]["sizes"]["2"]
    # The easy pair, not measured this time, is kept; hard is replaced; in level order.
    assert [(p["level"], p["win_rate"]) for p in two["pairs"]] == [
        ("easy", 0.75),
        ("normal", 0.5),
        ("hard", 0.65),
    ]
    assert two["ratings"] == calibrate.ratings(two["pairs"])
    assert two["ratings"]["hard"] == pytest.approx(two["ratings"]["normal"] + elo(0.65), abs=0.2)
    assert data["games"]["dog_eat_dog"]["sizes"]["4"]["pairs"][0]["seats"] == 4
    assert "note" in data and not (tmp_path / "strength.tmp").exists()


@pytest.mark.parametrize(
    "content",
    [None, "{not json", "[1, 2]", '{"games": []}', '{"games": {"dumble": {"pairs": []}}}'],
)
def test_write_strength_starts_afresh_from_a_missing_damaged_or_older_file(tmp_path, content):
    path = tmp_path / "strength.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    calibrate.write_strength("stonehenge", 3, [pair("easy", "random", 0.8, seats=3)], path)
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
    # Two teams of two are one side against one: no conversion.
    team = calibrate.ratings([pair("easy", "random", 0.75, seats=4, fair=0.5)])
    assert team["easy"] == pytest.approx(elo(0.75), abs=0.1)
    assert calibrate.ratings([pair("hard", "normal", 0.7)]) == {"random": 0.0}


def test_head_to_head_turns_a_share_against_several_into_one_against_one():
    assert calibrate.head_to_head(0.7, 2) == 0.7
    assert calibrate.head_to_head(1 / 3, 3) == pytest.approx(0.5)  # the fair share
    assert calibrate.head_to_head(0.25, 4) == pytest.approx(0.5)
    assert calibrate.head_to_head(0.5, 3) > 0.5
    assert 0.0 < calibrate.head_to_head(0.0, 3) < calibrate.head_to_head(1.0, 3) < 1.0


def test_strength_of_reads_the_size_asked_or_the_nearest(tmp_path):
    path = tmp_path / "strength.json"
    calibrate.write_strength("dumble", 2, [pair("easy", "random", 0.75)], path)
    calibrate.write_strength(
        "dumble",
        4,
        [pair("easy", "random", 0.6, seats=4), pair("hard", "normal", 0.4, seats=4)],
        path,
    )
    data = load(path)
    easy = strength_of("dumble", "easy", 2, data)
    assert isinstance(easy, Strength)
    assert (easy.level, easy.opponent, easy.games, easy.seats) == ("easy", "random", 10, 2)
    assert easy.win_rate == 0.75 and (easy.low, easy.high) == (0.55, 0.95)
    assert easy.rating == pytest.approx(elo(0.75), abs=0.1)
    assert easy.verdict == "undecided"
    assert strength_of("dumble", "easy", 4, data).seats == 4
    assert strength_of("dumble", "easy", 3, data).seats == 2  # equally near: the smaller
    assert strength_of("dumble", "easy", 8, data).seats == 4
    hard = strength_of("dumble", "hard", 2, data)  # measured at four only
    assert hard.seats == 4 and hard.fair_share == 0.25
    assert measured_sizes("dumble", "hard", data) == [4]
    assert strength_of("dumble", "expert", 2, data) is None  # not calibrated
    assert strength_of("stonehenge", "easy", 3, data) is None  # an unknown game
    assert strength_of("dumble", "easy", 2, {}) is None


@pytest.mark.parametrize("content", ["{damaged", "[]", '"text"', "", '{"games": {}}'])
def test_strength_of_a_damaged_or_older_file_is_none(tmp_path, content):
    path = tmp_path / "strength.json"
    path.write_text(content, encoding="utf-8")
    data = load(path)
    assert data == {}
    assert strength_of("dumble", "easy", 2, data) is None
    assert load(tmp_path / "missing.json") == {}


def test_strength_of_a_damaged_entry_is_none():
    broken = pair("easy", "random", 0.75)
    del broken["ci95"]
    data = {"version": 2, "games": {"dumble": {"sizes": {"2": {"pairs": [broken]}}}}}
    assert strength_of("dumble", "easy", 2, data) is None
    data = {
        "version": 2,
        "games": {
            "dumble": {"sizes": {"2": {"pairs": [{**pair("easy", "random", 0.7), "games": "x"}]}}}
        },
    }
    assert strength_of("dumble", "easy", 2, data) is None
    assert strength_of("dumble", "easy", 2, {"version": 2, "games": {"dumble": "nonsense"}}) is None
    assert (
        strength_of("dumble", "easy", 2, {"version": 2, "games": {"dumble": {"sizes": []}}}) is None
    )


def test_a_slow_pair_is_written_after_each_match_once_the_clock_says_so(monkeypatch):
    # Four-player matches with Expert take minutes: the file must not wait for eight of
    # them, or a session that ends meanwhile keeps nothing.
    monkeypatch.setattr(calibrate, "WRITE_EVERY_SECONDS", 0.0)
    reports = []
    calibrate.calibrate_pair(
        get_game("dumble"),
        "hard",
        "normal",
        2,
        5,
        1,
        InlineExecutor([1.0, 0.0] * 5),
        reports.append,
    )
    assert [report["games"] for report in reports] == [1, 2, 3, 4]
