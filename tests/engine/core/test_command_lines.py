"""The arena and bench command lines: output shape and clear argument errors."""

import json

import pytest

from rules_engine import arena, bench
from rules_engine.arena import wilson_interval


def run_json(main, argv, capsys):
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_arena_json_report(capsys):
    report = run_json(
        arena.main,
        [
            "--game",
            "dumble",
            "--players",
            "3",
            "--bots",
            "heuristic,random,random",
            "--games",
            "6",
            "--seed",
            "4",
            "--samples",
            "4",
        ],
        capsys,
    )
    assert report["game"] == "dumble" and report["games"] == 6
    assert set(report["bots"]) == {"heuristic", "random"}
    total_wins = sum(row["wins"] for row in report["bots"].values())
    assert total_wins == pytest.approx(6)
    for row in report["bots"].values():
        low, high = row["ci95"]
        assert 0 <= low <= row["win_rate"] <= high <= 1


def test_arena_text_report(capsys):
    assert (
        arena.main(["--game", "dumble", "--players", "2", "--bots", "random", "--games", "2"]) == 0
    )
    out = capsys.readouterr().out
    assert "95% interval" in out and "random" in out


def test_arena_is_reproducible(capsys):
    argv = [
        "--game",
        "dumble",
        "--players",
        "2",
        "--bots",
        "heuristic,random",
        "--games",
        "3",
        "--seed",
        "9",
        "--samples",
        "3",
    ]
    first = run_json(arena.main, argv, capsys)
    second = run_json(arena.main, argv, capsys)
    first.pop("seconds"), second.pop("seconds")
    assert first == second


def test_bench_json_report(capsys):
    report = run_json(bench.main, ["--game", "dumble", "--seconds", "0.3"], capsys)
    assert report["game"] == "dumble"
    assert report["moves_per_s"] > 0 and report["games_per_s"] >= 0
    assert report["legal_listing_us"] > 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "chess", "--players", "2", "--bots", "random"], "unknown game 'chess'"),
        (["--game", "dumble", "--players", "9", "--bots", "random"], "not 9"),
        (["--game", "dumble", "--players", "2", "--bots", "random,wizard"], "unknown bot 'wizard'"),
        (["--game", "dumble", "--players", "3", "--bots", "random,random"], "2 bots for 3"),
        (["--game", "dumble", "--players", "2", "--bots", "random", "--games", "0"], "at least 1"),
        (
            ["--game", "dumble", "--players", "2", "--bots", "random", "--option", "x=1"],
            "unknown option 'x'",
        ),
    ],
)
def test_arena_argument_errors(argv, message, capsys):
    with pytest.raises(SystemExit) as caught:
        arena.main(argv)
    assert caught.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "chess"], "unknown game"),
        (["--game", "dumble", "--players", "1"], "not 1"),
        (["--game", "dumble", "--seconds", "-1"], "more than 0"),
    ],
)
def test_bench_argument_errors(argv, message, capsys):
    with pytest.raises(SystemExit) as caught:
        bench.main(argv)
    assert caught.value.code == 2
    assert message in capsys.readouterr().err


def test_wilson_interval():
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.404, abs=0.002) and high == pytest.approx(0.596, abs=0.002)
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 1.0
