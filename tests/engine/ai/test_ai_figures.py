"""A hint's figure told as the chance it proved to be (`rules_engine.ai.figures`):
the fit, the map and its use by the hint and the Why? panel."""

from __future__ import annotations

import json
import random

import pytest

from rules_engine.ai import figures
from rules_engine.ai.base import Budget
from rules_engine.ai.figures import (
    brier,
    calibrated_chance,
    calibration,
    fit,
    logistic,
    logit,
)
from rules_engine.ai.hint import hint
from rules_engine.ai.why import explain
from rules_engine.calibrate_figures import one_match, pack, size_entry, unpack
from rules_engine.core.registry import get_game
from tests.engine.random_positions import random_positions


def over_confident_rows(count: int, slope: float, intercept: float, seed: int = 5):
    """Figures spread over 1-99% and outcomes drawn with the chance the map
    (slope, intercept) gives them: a search as over-confident as that map says."""
    rng = random.Random(seed)
    rows = []
    for _ in range(count):
        p = rng.uniform(0.01, 0.99)
        rows.append((p, 1.0 if rng.random() < logistic(slope * logit(p) + intercept) else 0.0))
    return rows


def test_the_fit_finds_how_over_confident_the_figures_are():
    rows = over_confident_rows(4000, 0.5, -0.8)
    slope, intercept = fit(rows)
    assert slope == pytest.approx(0.5, abs=0.06)
    assert intercept == pytest.approx(-0.8, abs=0.1)
    told = brier(rows, lambda p: logistic(slope * logit(p) + intercept))
    assert told < brier(rows) - 0.02  # the calibrated figure forecasts better


def test_figures_that_were_right_keep_their_value():
    slope, intercept = fit(over_confident_rows(4000, 1.0, 0.0))
    assert slope == pytest.approx(1.0, abs=0.1)
    assert intercept == pytest.approx(0.0, abs=0.1)


def test_a_fit_of_outcomes_the_figures_separate_stays_finite():
    slope, intercept = fit([(0.1, 0.0), (0.2, 0.0), (0.8, 1.0), (0.9, 1.0)])
    assert abs(slope) < 1e4 and abs(intercept) < 1e4


def write_figures(path, sizes: dict) -> None:
    path.write_text(
        json.dumps({"version": figures.FORMAT_VERSION, "games": {"dumble": {"sizes": sizes}}}),
        encoding="utf-8",
    )
    figures._load.cache_clear()


@pytest.fixture
def figures_file(tmp_path, monkeypatch):
    path = tmp_path / "figures.json"
    monkeypatch.setattr(figures, "FIGURES_FILE", path)
    yield path
    figures._load.cache_clear()


def fitted(slope, intercept, count=figures.MIN_FIGURES):
    return {"fit": {"figures": count, "slope": slope, "intercept": intercept}}


def test_the_map_rises_with_the_figure_and_takes_the_nearest_size(figures_file):
    write_figures(figures_file, {"2": fitted(0.5, 0.0), "5": fitted(0.8, -1.0)})
    told = [calibrated_chance("dumble", 2, p) for p in (0.0, 0.05, 0.3, 0.5, 0.7, 0.97, 1.0)]
    assert told == sorted(told) and len(set(told)) == len(told)
    assert told[-1] < 0.97  # "more than 99%" no longer, where the search over-claims
    assert calibrated_chance("dumble", 2, 0.5) == pytest.approx(0.5)
    assert calibration("dumble", 3) == (0.5, 0.0)  # nearer 2 than 5
    assert calibration("dumble", 4) == (0.8, -1.0)
    assert calibration("dumble", 8) == (0.8, -1.0)


def test_too_few_figures_a_foreign_file_or_none_leave_the_figure_as_it_is(figures_file):
    write_figures(figures_file, {"4": fitted(0.5, -1.0, count=figures.MIN_FIGURES - 1)})
    assert calibrated_chance("dumble", 4, 0.9) == 0.9
    figures_file.write_text('{"version": 99, "games": {}}', encoding="utf-8")
    figures._load.cache_clear()
    assert calibrated_chance("dumble", 4, 0.9) == 0.9
    figures_file.write_text("not json", encoding="utf-8")
    figures._load.cache_clear()
    assert calibrated_chance("dumble", 4, 0.9) == 0.9
    figures_file.unlink()
    figures._load.cache_clear()
    assert calibrated_chance("stonehenge", 4, 0.9) == 0.9


def test_the_hint_tells_every_figure_through_the_map(figures_file):
    """The hint's figure, its runner-up's, its alternatives' and its plan's are the
    search's own told through the map; the move is the same."""
    write_figures(figures_file, {"4": fitted(0.5, -0.7)})
    game = get_game("dumble")
    budget = Budget(seconds=60.0, iterations=200)
    for number, state in enumerate(random_positions(game, 4, 4, 11)):
        observation, legal = state.observe(state.to_move), state.legal_actions()
        raw = hint(game, observation, legal, random.Random(number), budget, calibrated=False)
        told = hint(game, observation, legal, random.Random(number), budget)
        assert told.action == raw.action and told.runner_up == raw.runner_up
        assert told.win_chance == pytest.approx(calibrated_chance("dumble", 4, raw.win_chance))
        assert told.win_chance != pytest.approx(raw.win_chance)
        if raw.runner_up_chance is not None:
            expected = calibrated_chance("dumble", 4, raw.runner_up_chance)
            assert told.runner_up_chance == pytest.approx(expected)
        for (_, mine), (_, theirs) in zip(told.alternatives, raw.alternatives, strict=True):
            assert mine == pytest.approx(calibrated_chance("dumble", 4, theirs))
        for mine, theirs in zip(told.plan, raw.plan, strict=True):
            assert mine.chance == pytest.approx(calibrated_chance("dumble", 4, theirs.chance))


def test_a_measured_match_pairs_each_figure_with_its_sides_outcome(small_budgets):
    """One match of the measurement: a few figures between 0 and 1, and the share of
    first place the hinted seat's side won; the packed row reads back the same."""
    game = get_game("dumble")
    found, share = one_match((game.id, 2, 1, 7))
    assert 1 <= len(found) <= 6
    assert all(0.0 <= p <= 1.0 for p in found) and share in (0.0, 0.5, 1.0)
    row = pack(found, share)
    assert [y for _, y in unpack(row)] == [share] * len(found)
    assert [p for p, _ in unpack(row)] == pytest.approx(found, abs=1e-4)
    entry = size_entry(game, 2, [row] * 3, 3, seed=1)
    assert entry["fit"]["figures"] == 3 * len(found) and entry["fair_share"] == 0.5


def test_the_why_panel_tells_a_searchs_figures_as_the_hint_does(figures_file, small_budgets):
    game = get_game("dumble")
    state = game.new_match(4, {}, 6)
    observation, legal = state.observe(state.to_move), state.legal_actions()
    played = legal[0]
    raw = explain(game, "hard", observation, legal, 9, played, capped=False)  # no file yet
    write_figures(figures_file, {"4": fitted(0.5, -0.7)})
    told = explain(game, "hard", observation, legal, 9, played, capped=False)
    assert [c.action for c in told.choices] == [c.action for c in raw.choices]
    assert [c.visits for c in told.choices] == [c.visits for c in raw.choices]
    expected = [calibrated_chance("dumble", 4, c.chance) for c in raw.choices]
    assert [c.chance for c in told.choices] == pytest.approx(expected)
