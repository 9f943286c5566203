"""The think-time benchmark reports, per table size, the figures the ladder's
budgets are set by: percentiles, the share of the budget done at p5, how often
the cap cut a search, and iterations per reference loop."""

from __future__ import annotations

import json

import pytest

from rules_engine import bench_levels


@pytest.mark.slow
def test_bench_levels_reports_each_table_size(capsys):
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
