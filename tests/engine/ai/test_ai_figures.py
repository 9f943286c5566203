"""A hint's figure told as the chance it proved to be (`rules_engine.ai.figures`):
the fit, the map and its use by the hint and the Why? panel."""

from __future__ import annotations

import json
import random

import pytest

from rules_engine.ai import figures
from rules_engine.ai.base import Budget
from rules_engine.ai.figures import (
    Calibration,
    brier,
    calibrated_chance,
    calibration,
    fit,
)
from rules_engine.ai.hint import hint
from rules_engine.ai.why import explain
from rules_engine.calibrate_figures import one_match, pack, size_entry, unpack
from rules_engine.core.registry import get_game
from tests.engine.random_positions import random_positions


def rows_told_by(truth: Calibration, count: int, seed: int = 5):
    """Figures spread over 1-99% at stages spread over 0-1, and outcomes drawn with
    the chance the map `truth` gives them: a search as far off as that map says."""
    rng = random.Random(seed)
    rows = []
    for _ in range(count):
        p, f = rng.uniform(0.01, 0.99), rng.random()
        rows.append((p, f, 1.0 if rng.random() < truth.tell(p, f) else 0.0))
    return rows


def test_the_fit_finds_how_far_off_the_figures_are_at_each_stage():
    """Early (no playout finished the match) the figures over-claim: slope 0.4; at the
    match's end they are right: slope 1."""
    truth = Calibration((0.4, 1.0))
    rows = rows_told_by(truth, 6000)
    found = fit(rows)
    assert found == pytest.approx(truth, abs=0.15)
    assert brier(rows, found.tell) < brier(rows) - 0.005  # the told figure forecasts better
    assert found.tell(0.5, 1.0) == pytest.approx(0.5, abs=0.05)


def test_figures_that_were_right_keep_their_value():
    found = fit(rows_told_by(Calibration((1.0, 1.0)), 4000))
    assert found == pytest.approx((1.0, 1.0), abs=0.15)


def test_a_fit_of_outcomes_the_figures_separate_stays_finite():
    found = fit([(0.1, 0.0, 0.0), (0.2, 0.5, 0.0), (0.8, 0.0, 1.0), (0.9, 1.0, 1.0)])
    assert all(abs(value) < 1e4 for value in found)


def test_a_map_that_would_turn_the_figures_around_is_not_used(figures_file):
    write_figures(figures_file, {"4": fitted(0.5, slope_finished=-0.7)})
    assert calibration("dumble", 4) is None  # at the match's end it would fall with the figure


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


def fitted(slope, count=figures.MIN_FIGURES, slope_finished=None):
    """A size's fit, the same slope at both ends of the match unless said, which
    forecast better than the raw figures in cross-validation."""
    return {
        "fit": {
            "figures": count,
            "slope": slope,
            "slope_finished": slope if slope_finished is None else slope_finished,
            "brier_raw": 0.2,
            "brier_cross_validated": 0.18,
        }
    }


def test_the_map_rises_with_the_figure_and_takes_the_nearest_size(figures_file):
    write_figures(figures_file, {"2": fitted(0.5), "5": fitted(0.8)})
    told = [calibrated_chance("dumble", 2, p) for p in (0.0, 0.05, 0.3, 0.5, 0.7, 0.97, 1.0)]
    assert told == sorted(told) and len(set(told)) == len(told)
    assert told[-1] < 0.97  # "more than 99%" no longer, where the search over-claims
    assert calibrated_chance("dumble", 2, 0.5) == pytest.approx(0.5)
    assert calibration("dumble", 3) == (0.5, 0.5)  # nearer 2 than 5
    assert calibration("dumble", 4) == (0.8, 0.8)
    assert calibration("dumble", 8) == (0.8, 0.8)
    # An equal player's figure stays the fair share, at every size.
    assert calibrated_chance("dumble", 4, 0.25) == pytest.approx(0.25)
    assert calibrated_chance("dumble", 8, 0.125) == pytest.approx(0.125)


def test_a_map_that_forecast_no_better_than_the_figures_is_not_used(figures_file):
    """Where the map, scored on matches it was not fitted to, did no better than the
    search's own figures, they stay as they are: also at the sizes nearest to it."""
    worse = fitted(0.5)
    worse["fit"]["brier_cross_validated"] = 0.21
    write_figures(figures_file, {"2": worse, "5": fitted(0.8)})
    assert calibration("dumble", 2) is None
    assert calibration("dumble", 3) is None  # nearest to 2: not told by 5's map
    assert calibrated_chance("dumble", 2, 0.9, 0.0) == 0.9
    assert calibration("dumble", 4) == (0.8, 0.8)


def test_the_map_follows_the_stage_of_the_match(figures_file):
    """Early, the search's 95% is told as far less; once every playout reaches the
    match's end, as it is."""
    write_figures(figures_file, {"4": fitted(0.3, slope_finished=1.0)})
    early, late = (calibrated_chance("dumble", 4, 0.95, f) for f in (0.0, 1.0))
    assert early < 0.6 and late == pytest.approx(0.95)


def test_too_few_figures_a_foreign_file_or_none_leave_the_figure_as_it_is(figures_file):
    write_figures(figures_file, {"4": fitted(0.5, count=figures.MIN_FIGURES - 1)})
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
    search's own told through the map at the search's stage; the move is the same."""
    write_figures(figures_file, {"4": fitted(0.5, slope_finished=0.3)})
    game = get_game("dumble")
    budget = Budget(seconds=60.0, iterations=200)
    for number, state in enumerate(random_positions(game, 4, 4, 11)):
        observation, legal = state.observe(state.to_move), state.legal_actions()
        raw = hint(game, observation, legal, random.Random(number), budget, calibrated=False)
        told = hint(game, observation, legal, random.Random(number), budget)
        assert told.action == raw.action and told.runner_up == raw.runner_up
        assert told.finished == raw.finished and 0.0 <= raw.finished <= 1.0

        def tell(chance, finished=raw.finished):
            return calibrated_chance("dumble", 4, chance, finished)

        assert told.win_chance == pytest.approx(tell(raw.win_chance))
        assert told.win_chance != pytest.approx(raw.win_chance)
        if raw.runner_up_chance is not None:
            assert told.runner_up_chance == pytest.approx(tell(raw.runner_up_chance))
        for (_, mine), (_, theirs) in zip(told.alternatives, raw.alternatives, strict=True):
            assert mine == pytest.approx(tell(theirs))
        for mine, theirs in zip(told.plan, raw.plan, strict=True):
            assert mine.chance == pytest.approx(tell(theirs.chance))


def test_a_measured_match_pairs_each_figure_with_its_sides_outcome(small_budgets):
    """One match of the measurement: a few figures between 0 and 1, and the share of
    first place the hinted seat's side won; the packed row reads back the same."""
    game = get_game("dumble")
    found, share = one_match((game.id, 2, 1, 7))
    assert 1 <= len(found) <= 6
    assert all(0.0 <= p <= 1.0 and 0.0 <= f <= 1.0 for p, f in found)
    assert share in (0.0, 0.5, 1.0)
    row = pack(found, share)
    assert [y for _, _, y in unpack(row)] == [share] * len(found)
    assert [p for p, _, _ in unpack(row)] == pytest.approx([p for p, _ in found], abs=1e-4)
    assert [f for _, f, _ in unpack(row)] == pytest.approx([f for _, f in found], abs=1e-3)
    entry = size_entry(game, 2, [row] * 3, 3, seed=1)
    assert entry["fit"]["figures"] == 3 * len(found) and entry["fair_share"] == 0.5


def test_the_why_panel_tells_a_searchs_figures_as_the_hint_does(figures_file, small_budgets):
    game = get_game("dumble")
    state = game.new_match(4, {}, 6)
    observation, legal = state.observe(state.to_move), state.legal_actions()
    played = legal[0]
    raw = explain(game, "hard", observation, legal, 9, played, capped=False)  # no file yet
    write_figures(figures_file, {"4": fitted(0.5)})
    told = explain(game, "hard", observation, legal, 9, played, capped=False)
    # (the stage needs no reading here: the map's stage terms are nought)
    assert [c.action for c in told.choices] == [c.action for c in raw.choices]
    assert [c.visits for c in told.choices] == [c.visits for c in raw.choices]
    expected = [calibrated_chance("dumble", 4, c.chance) for c in raw.choices]
    assert [c.chance for c in told.choices] == pytest.approx(expected)


@pytest.mark.parametrize(
    ("game_id", "low", "high"),
    [
        ("doubles_dread", 0.0, 0.0),  # four rounds, every playout cut at the first's end
        ("dog_eat_dog", 1.0, 1.0),  # every playout plays the match out
    ],
)
def test_the_stage_counts_the_playouts_that_finished_the_match(game_id, low, high):
    from rules_engine.ai.ismcts import Search

    game = get_game(game_id)
    state = game.new_match(4, None, 3)
    seat = state.to_move
    search = Search(game, state.observe(seat), state.legal_actions(), random.Random(1))
    assert search.finished == 0.0  # before any playout
    search.run(120, None)
    assert low <= search.finished <= high


def test_near_the_end_of_a_match_most_playouts_finish_it():
    """Double's Dread's last round: the playouts reach the match's end."""
    from rules_engine.ai.ismcts import Search

    game = get_game("doubles_dread")
    state = game.new_match(4, None, 3)
    rng = random.Random(4)
    while state.observe(state.to_move)["round"] < state.observe(state.to_move)["rounds"]:
        state.apply(rng.choice(state.legal_actions()))
    seat = state.to_move
    search = Search(game, state.observe(seat), state.legal_actions(), random.Random(1))
    search.run(120, None)
    assert search.finished == 1.0


def test_a_match_the_search_sees_decided_is_told_as_decided(figures_file):
    """Every playout finished the match and all the same way: no map draws that
    towards the fair share (in the measures, 68 such figures of 68 came true)."""
    write_figures(figures_file, {"4": fitted(0.3)})
    assert calibrated_chance("dumble", 4, 1.0, 1.0) == 1.0
    assert calibrated_chance("dumble", 4, 0.0, 1.0) == 0.0
    assert calibrated_chance("dumble", 4, 1.0, 0.98) < 0.99  # some playouts were cut
    assert calibrated_chance("dumble", 4, 0.999, 1.0) < 0.99  # one playout went the other way
    rows = [(1.0, 1.0, 1.0)] * 50 + rows_told_by(Calibration((0.5, 0.5)), 3000)
    assert fit(rows) == pytest.approx((0.5, 0.5), abs=0.15)  # left out of the fit


def test_a_size_measured_before_the_stage_was_recorded_is_measured_afresh(tmp_path):
    """Rows of an older format are not carried on (`--resume`), and `--refit` fits the
    recorded rows again with the present code."""
    from rules_engine import calibrate_figures as tool

    path = tmp_path / "figures.json"
    game = get_game("dumble")
    iterations = tool.hint_budget(game, 4).iterations
    old = {"matches": 1, "seed": 1, "hint_iterations": iterations, "rows": ["0.5000|1.0000"]}
    tool.write_size("dumble", 4, old, path)
    assert tool.recorded("dumble", 4, 1, iterations, path) == []
    rows = [tool.pack([(0.9, 0.0), (0.2, 1.0)], 1.0)] * 3
    tool.write_size("dumble", 4, tool.size_entry(game, 4, rows, 3, 1), path)
    assert tool.recorded("dumble", 4, 1, iterations, path) == rows
    assert tool.recorded("dumble", 4, 2, iterations, path) == []  # another seed
    assert json.loads(path.read_text())["games"]["dumble"]["sizes"]["4"]["fit"]["figures"] == 6
