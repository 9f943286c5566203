"""What a search's figure is worth: the chance a hint or a Why? panel gives, made to
mean what it says.

A search's figure for a move is the share of its playouts the seat won after it. It
ranks moves well, but as a chance it is far from exact: the playouts play carelessly
for everyone, and most are cut at the round's end, where a lead counts by a fixed
scale. In Double's Dread at four players, positions the search gave less than 1%
were won one time in nine.

So each game's figures are calibrated against outcomes, per table size, as the
forecasts of weather services are: `python -m rules_engine.calibrate_figures` plays
matches, takes the hint's figure at chosen decisions of one seat and records whether
that seat's side went on to win. The map is a logistic fit of the outcome on the
figure's log-odds measured from the fair share's (Platt scaling): a slope below 1
draws a figure towards what an equal player wins. It has no shift of its own: a
shift would tell how much better than its opponents the measured seat played (it
took hints against Normal bots), not how the position stands; and with a slope
alone the maps forecast better on matches they were not fitted to.

The slope moves with the stage of the match: the share f of the search's playouts
that reached the match's end (`Search.finished`) rather than a cut. Early on nearly
none do, and the figure says little (Double's Dread: slope 0.2); where every playout
finishes the match the figure is often nearly right (Dumble), but not always (in Dog
Eat Dog every playout finishes the match and the figure still over-claims a little).
The map blends an early and a late slope by f, the two tied loosely (`STAGE_TIE`):
a stage with no measures is told as the other. A match the search sees decided
(every playout finished it, all the same way) is told as decided.

A figure is told as `calibrated_chance` where the map forecast the outcomes better
than the search's own figures did in a cross-validation (fitted on four fifths of the
matches, scored on the fifth left out, five times): in some games the search's
figure is as good as any map of it. At a given stage the map rises with the figure,
so it never changes which move looks best, only how sure the figure sounds. A table
size not measured takes the nearest one measured; a game with too few figures keeps
the search's own.
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

from rules_engine.ai.measured import read_measures

FIGURES_FILE = Path(__file__).with_name("figures.json")
FORMAT_VERSION = 1
# Fewer figures than this (about 35 matches of six hints) and a fit is not trusted.
MIN_FIGURES = 200
# A figure is kept off 0 and 1 before taking its log-odds: a search that won every
# playout of a move after a cut is not certain of the match.
EDGE = 0.002
RIDGE = 1e-4  # per row, on every parameter alike
# How firmly the early and the late slope are drawn towards each other (chosen by
# cross-validation over the first measures: firmer ties forecast worse in Dumble).
STAGE_TIE = 1.0


class Calibration(tuple):
    """(slope, slope_finished): at a table whose fair share is `fair`, a figure p at
    stage f (the share of playouts that finished the match) is told as
    logistic(logit(fair) + ((1 - f) * slope + f * slope_finished) * (logit(p) - logit(fair)))."""

    def tell(self, chance: float, finished: float, fair: float = 0.5) -> float:
        """The figure `chance` found at stage `finished`, at a table where an equal
        player's share is `fair`. A decided match is told as decided."""
        if decided(chance, finished):
            return chance
        terms = zip(self, features(chance, finished, fair), strict=True)
        return logistic(logit(fair) + sum(t * v for t, v in terms))

    def rises(self) -> bool:
        """Whether the map rises with the figure at every stage."""
        slope, slope_finished = self
        return slope > 0 and slope_finished > 0


def logit(chance: float) -> float:
    chance = min(max(chance, EDGE), 1 - EDGE)
    return math.log(chance / (1 - chance))


def logistic(value: float) -> float:
    if value >= 0:
        return 1 / (1 + math.exp(-value))
    exp = math.exp(value)
    return exp / (1 + exp)


def decided(chance: float, finished: float) -> bool:
    """Whether every playout finished the match, all with the same outcome for the
    seat: the search then sees the match decided, and it was (in the measures of
    every game, 68 such figures out of 68 came true: 24 wins, 44 losses)."""
    return finished >= 1.0 and chance in (0.0, 1.0)


def features(chance: float, finished: float, fair: float) -> tuple[float, float]:
    """The map works on the figure's log-odds against the fair share's: a slope
    below 1 draws figures towards what an equal player would win, so that a map
    measured at four players tells a figure at eight sensibly too."""
    x, f = logit(chance) - logit(fair), min(max(finished, 0.0), 1.0)
    return ((1 - f) * x, f * x)


def fit(rows: list[tuple[float, float, float]], fair: float = 0.5, iterations: int = 100):
    """The map that best tells outcomes `y` (0..1, a share of a tie counts as such)
    from figures `p` at stages `f`, for rows (p, f, y): a logistic regression of its
    two slopes by Newton's method, each step halved until it improves the fit, with a
    tiny ridge that keeps them finite when the figures separate the outcomes
    perfectly, and the early slope tied to the late one (`STAGE_TIE`)."""
    rows = [row for row in rows if not decided(row[0], row[1])]  # told as they are
    xs = [features(p, f, fair) for p, f, _ in rows]
    ys = [y for _, _, y in rows]
    offset = logit(fair)
    ridge, tie = RIDGE * len(xs), STAGE_TIE

    def penalty(early: float, late: float) -> float:
        return ridge * (early * early + late * late) + tie * (early - late) ** 2

    def log_likelihood(early: float, late: float) -> float:
        total = -penalty(early, late)
        for (a, b), y in zip(xs, ys, strict=True):
            z = offset + early * a + late * b
            # log(logistic(z)) and log(1 - logistic(z)), without overflow
            log_q = -math.log1p(math.exp(-z)) if z > 0 else z - math.log1p(math.exp(z))
            total += y * log_q + (1 - y) * (log_q - z)
        return total

    early, late = 1.0, 1.0
    best = log_likelihood(early, late)
    for _ in range(iterations):
        # The gradient and the (negated) Hessian of the penalised log-likelihood.
        g_early = -2 * (ridge * early + tie * (early - late))
        g_late = -2 * (ridge * late - tie * (early - late))
        h_ee, h_ll, h_el = 2 * (ridge + tie), 2 * (ridge + tie), -2 * tie
        for (a, b), y in zip(xs, ys, strict=True):
            q = logistic(offset + early * a + late * b)
            w = q * (1 - q)
            g_early += (y - q) * a
            g_late += (y - q) * b
            h_ee += w * a * a
            h_ll += w * b * b
            h_el += w * a * b
        det = h_ee * h_ll - h_el * h_el
        if det <= 1e-12:
            break
        d_early = (h_ll * g_early - h_el * g_late) / det
        d_late = (h_ee * g_late - h_el * g_early) / det
        step = 1.0
        while step > 1e-6:
            trial = log_likelihood(early + step * d_early, late + step * d_late)
            if trial >= best:
                break
            step /= 2
        else:
            break
        early, late, best = early + step * d_early, late + step * d_late, trial
        if step * (abs(d_early) + abs(d_late)) < 1e-9:
            break
    return Calibration((early, late))


def cross_validated_brier(
    matches: list[list[tuple[float, float, float]]], fair: float = 0.5, folds: int = 5
) -> float:
    """The Brier score of maps fitted without the matches they forecast: the
    matches dealt into `folds` groups, each group forecast by the map of the others."""
    total, count = 0.0, 0
    for fold in range(folds):
        kept = [row for i, match in enumerate(matches) if i % folds != fold for row in match]
        fitted = fit(kept, fair)
        for i, match in enumerate(matches):
            if i % folds == fold:
                total += sum((fitted.tell(p, f, fair) - y) ** 2 for p, f, y in match)
                count += len(match)
    return total / count if count else 0.0


def brier(rows: list[tuple[float, float, float]], forecast=lambda p, f: p) -> float:
    """The mean squared distance between forecasts and outcomes (lower is better)."""
    return sum((forecast(p, f) - y) ** 2 for p, f, y in rows) / len(rows) if rows else 0.0


@cache
def _load(path: Path) -> dict:
    games = read_measures(path, FORMAT_VERSION).get("games")
    return games if isinstance(games, dict) else {}


@cache
def fair_share(game_id: str, players: int) -> float:
    """What an equal player wins at this table: one side's share (teammates win
    together)."""
    from rules_engine.core.registry import get_game

    teams = get_game(game_id).teams(players)
    return 1 / len(set(teams))


FIT_KEYS = ("slope", "slope_finished")


def calibration(game_id: str, players: int, path: Path | None = None) -> Calibration | None:
    """The map for this game at this table size, or at the nearest size measured
    (the smaller on a tie); None when nothing was measured, or when the map of that
    size is not to be used: it did not forecast better than the figures themselves
    on matches it was not fitted to, or it would not rise with the figure."""
    games = _load(path or FIGURES_FILE)
    sizes = games.get(game_id, {}).get("sizes", {}) if isinstance(games, dict) else {}
    measured = {}
    for size, entry in sizes.items() if isinstance(sizes, dict) else ():
        found = entry.get("fit") if isinstance(entry, dict) else None
        if not isinstance(found, dict) or not str(size).isdigit():
            continue
        try:
            if int(found.get("figures", 0)) < MIN_FIGURES:
                continue
            better = float(found["brier_cross_validated"]) < float(found["brier_raw"])
            measured[int(size)] = (better, Calibration(float(found[key]) for key in FIT_KEYS))
        except (KeyError, TypeError, ValueError):
            continue
    if not measured:
        return None
    better, nearest = measured[min(measured, key=lambda size: (abs(size - players), size))]
    return nearest if better and nearest.rises() else None


def calibrated_chance(game_id: str, players: int, chance: float, finished: float = 0.0) -> float:
    """The search's figure `chance`, found when a share `finished` of its playouts
    reached the match's end, told as a chance of winning the match by the map
    measured for the game and table size."""
    found = calibration(game_id, players)
    return chance if found is None else found.tell(chance, finished, fair_share(game_id, players))


def calibrator(game_id: str, players: int, finished: float | None):
    """`calibrated_chance` for one game, table size and stage, for figures that may
    be None (`finished` None: figures told as the search found them)."""
    found = None if finished is None else calibration(game_id, players)
    fair = fair_share(game_id, players)

    def told(chance: float | None) -> float | None:
        if chance is None or found is None:
            return chance
        return found.tell(chance, finished, fair)

    return told
