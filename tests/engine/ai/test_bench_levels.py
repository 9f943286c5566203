"""The think-time benchmark reports, per table size, the figures the ladder's
budgets are set by: percentiles, the share of the budget done at p5, how often
the cap cut a search, and iterations per reference loop."""

from __future__ import annotations

import json

from rules_engine import bench_levels


def test_bench_levels_reports_each_table_size(capsys, small_budgets):
    argv = ["--game", "dog_eat_dog", "--players", "2,3", "--moves", "2", "--json"]
    assert bench_levels.main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert [size["players"] for size in report["sizes"]] == [2, 3]
    for size in report["sizes"]:
        assert size["reference_ms"] > 0
        for level in ("hard", "expert"):
            row = size[level]
            assert row["moves"] == 2
            assert 0 < row["p50_s"] <= row["p95_s"] <= row["max_s"]
            assert 0 < row["budget_share_p5"] <= 1 and 0 <= row["capped_share"] <= 1
            assert row["iterations_per_reference"] > 0


def test_bench_levels_reports_how_often_the_cap_cut_a_look_ahead(capsys, small_budgets):
    """Double's Dread's Hard and Expert play the game's look-ahead without a search:
    the report says how often the cap stopped its play-outs short."""
    argv = ["--game", "doubles_dread", "--players", "2", "--moves", "2", "--json"]
    assert bench_levels.main(argv) == 0
    (size,) = json.loads(capsys.readouterr().out)["sizes"]
    for level in ("hard", "expert"):
        row = size[level]
        assert row["iterations_per_s"] is None
        assert 0 <= row["lookahead_cut_share"] <= 1


def test_bench_levels_times_the_search_alone(capsys):
    """`--search N`: N uncapped iterations from each decision, even in a game whose
    levels play a look-ahead (Double's Dread: the search serves the hints)."""
    argv = ["--game", "doubles_dread", "--players", "2,4", "--moves", "2", "--search", "20"]
    assert bench_levels.main([*argv, "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row["players"] for row in rows] == [2, 4]
    for row in rows:
        assert row["game"] == "doubles_dread" and row["moves"] == 2
        assert row["iterations_per_s"] > 0 and row["iterations_per_reference"] > 0
        assert row["iterations_per_cpu_s"] > 0 and row["iterations_per_cpu_reference"] > 0
    assert bench_levels.main(argv) == 0
    assert "per reference loop" in capsys.readouterr().out


def test_bench_levels_times_whole_budgets_by_cpu_time(capsys, small_budgets, monkeypatch):
    """`--uncapped`: each level's whole budget, timed by CPU time and brought to a quiet
    machine's pace by the reference loop, and the share of moves that needed more than
    the level's cap (what a quiet machine's cap would cut)."""
    argv = ["--game", "dumble", "--players", "2", "--moves", "3", "--uncapped"]
    monkeypatch.setattr(bench_levels, "HARD_SECONDS", 0.0)  # every move over the cap
    # A machine at half a quiet one's pace: each move counts for half its CPU time.
    monkeypatch.setattr(bench_levels, "reference_ms", lambda clock=None: 180.0)
    assert bench_levels.main([*argv, "--json"]) == 0
    (size,) = json.loads(capsys.readouterr().out)["uncapped"]
    assert size["players"] == 2 and size["reference_cpu_ms"] > 0
    hard, expert = size["hard"], size["expert"]
    assert hard["would_be_capped_share"] == 1.0 and hard["cap_s"] == 0.0
    assert 0 < expert["cpu_p50_s"] <= expert["cpu_p95_s"]
    assert 0 < expert["quiet_p50_s"] <= expert["quiet_p95_s"] <= expert["quiet_max_s"]
    assert abs(expert["quiet_p95_s"] - expert["cpu_p95_s"] / 2) <= 0.002
    assert expert["cap_s"] == bench_levels.EXPERT_SECONDS
    assert expert["would_be_capped_share"] == 0.0  # a small budget: well under 2.8 s
    assert expert["budget_share_p5"] == 1.0
    assert bench_levels.main(argv) == 0
    assert "over the 2.8 s cap on 0% of moves" in capsys.readouterr().out
