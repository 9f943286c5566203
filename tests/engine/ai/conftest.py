"""What the bots' tests share."""

from __future__ import annotations

import dataclasses

import pytest

from rules_engine import bench_levels
from rules_engine.ai import hint, levels


@pytest.fixture
def small_budgets(monkeypatch):
    """Every game's ladder with a few hundred iterations a search and a few play-outs
    a look-ahead, for tests of what a level reports or hides, not of how well it plays
    (the real budgets think for about a second a move, three at Expert)."""
    ladder_of = levels.ladder_of

    def small(game):
        ladder = ladder_of(game)
        samples = {
            name: min(getattr(ladder, name), 24)
            for name in ("hard_anchor_samples", "expert_anchor_samples")
            if getattr(ladder, name) is not None
        }
        return dataclasses.replace(ladder, hard_iterations=150, expert_iterations=250, **samples)

    for module in (levels, hint, bench_levels):
        monkeypatch.setattr(module, "ladder_of", small)
