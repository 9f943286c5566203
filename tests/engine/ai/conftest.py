"""What the bots' tests share."""

from __future__ import annotations

import pytest

from rules_engine.ai import levels


@pytest.fixture
def small_budgets():
    """Every game's ladder with a few hundred iterations a search and a few play-outs
    a look-ahead (`levels.quick_searches`), for tests of what a level reports or hides,
    not of how well it plays (the real budgets think for about a second a move, three
    at Expert)."""
    levels.quick_searches(True)
    yield
    levels.quick_searches(False)
