"""What a search's figure is worth: the chance a hint or a Why? panel gives, made to
mean what it says.

A search's figure for a move is the share of its playouts the seat won after it. It
ranks moves well, but as a chance it is over-confident: the playouts play carelessly
for everyone, a playout cut at a round's end counts a lead by a fixed scale, and the
best of several choices is the luckiest of several estimates. In Double's Dread at
four players, positions the search gave 93% were won 54% of the time.

So each game's figures are calibrated against outcomes, per table size, as the
forecasts of weather services are: `python -m rules_engine.calibrate_figures`
plays matches, takes the hint's figure at chosen decisions of one seat and records
whether that seat's side went on to win. A logistic fit of the outcome on the
figure's log-odds (Platt scaling) gives a slope and an intercept; a figure is then
told as `calibrated_chance`. The map rises with the figure, so it never changes
which move looks best, only how sure the figure sounds. A table size not measured
takes the nearest one measured; a game with too few figures keeps the search's own.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

FIGURES_FILE = Path(__file__).with_name("figures.json")
FORMAT_VERSION = 1
# Fewer figures than this (about 25 matches) and a fit is not trusted.
MIN_FIGURES = 200
# A figure is kept off 0 and 1 before taking its log-odds: a search that won every
# playout of a move is not certain of the match.
EDGE = 0.002
RIDGE = 1e-4  # per row, on slope and intercept alike


def logit(chance: float) -> float:
    chance = min(max(chance, EDGE), 1 - EDGE)
    return math.log(chance / (1 - chance))


def logistic(value: float) -> float:
    if value >= 0:
        return 1 / (1 + math.exp(-value))
    exp = math.exp(value)
    return exp / (1 + exp)


def fit(rows: list[tuple[float, float]], iterations: int = 100) -> tuple[float, float]:
    """(slope, intercept) of the logistic fit of outcomes `y` (0..1, a share of a
    tie counts as such) on the log-odds of figures `p`, for rows (p, y): Newton's
    method on the log-likelihood, each step halved until it improves the fit. A tiny
    ridge keeps both finite when the figures separate the outcomes perfectly."""
    xs = [logit(p) for p, _ in rows]
    ys = [y for _, y in rows]
    ridge = RIDGE * len(xs)

    def log_likelihood(slope: float, intercept: float) -> float:
        total = -ridge * (slope * slope + intercept * intercept)
        for x, y in zip(xs, ys, strict=True):
            z = slope * x + intercept
            # log(logistic(z)) and log(1 - logistic(z)), without overflow
            log_q = -math.log1p(math.exp(-z)) if z > 0 else z - math.log1p(math.exp(z))
            total += y * log_q + (1 - y) * (log_q - z)
        return total

    slope, intercept = 1.0, 0.0
    best = log_likelihood(slope, intercept)
    for _ in range(iterations):
        g_slope, g_intercept = -2 * ridge * slope, -2 * ridge * intercept
        h_ss = h_ii = 2 * ridge
        h_si = 0.0
        for x, y in zip(xs, ys, strict=True):
            q = logistic(slope * x + intercept)
            w = q * (1 - q)
            g_slope += (y - q) * x
            g_intercept += y - q
            h_ss += w * x * x
            h_si += w * x
            h_ii += w
        det = h_ss * h_ii - h_si * h_si
        if det <= 0:
            break
        d_slope = (h_ii * g_slope - h_si * g_intercept) / det
        d_intercept = (h_ss * g_intercept - h_si * g_slope) / det
        step = 1.0
        while step > 1e-6:
            trial = log_likelihood(slope + step * d_slope, intercept + step * d_intercept)
            if trial >= best:
                break
            step /= 2
        else:
            break
        slope, intercept, best = slope + step * d_slope, intercept + step * d_intercept, trial
        if abs(step * d_slope) + abs(step * d_intercept) < 1e-9:
            break
    return slope, intercept


def brier(rows: list[tuple[float, float]], forecast=lambda p: p) -> float:
    """The mean squared distance between forecasts and outcomes (lower is better)."""
    return sum((forecast(p) - y) ** 2 for p, y in rows) / len(rows) if rows else 0.0


@cache
def _load(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
        return {}
    games = data.get("games")
    return games if isinstance(games, dict) else {}


def calibration(game_id: str, players: int, path: Path | None = None) -> tuple[float, float] | None:
    """(slope, intercept) for this game at this table size, or at the nearest size
    measured (the smaller on a tie); None when nothing trustworthy was measured."""
    sizes = _load(path or FIGURES_FILE).get(game_id, {}).get("sizes", {})
    fitted = {}
    for size, entry in sizes.items():
        found = entry.get("fit") if isinstance(entry, dict) else None
        if (
            isinstance(found, dict)
            and found.get("figures", 0) >= MIN_FIGURES
            and found.get("slope", 0) > 0
            and str(size).isdigit()
        ):
            fitted[int(size)] = (float(found["slope"]), float(found["intercept"]))
    if not fitted:
        return None
    nearest = min(fitted, key=lambda size: (abs(size - players), size))
    return fitted[nearest]


def calibrated_chance(game_id: str, players: int, chance: float) -> float:
    """The search's figure `chance` told as a chance of winning the match, by the
    fit measured for the game and table size."""
    found = calibration(game_id, players)
    if found is None:
        return chance
    slope, intercept = found
    return logistic(slope * logit(chance) + intercept)


def calibrator(game_id: str, players: int):
    """`calibrated_chance` for one game and table size, for figures that may be None."""

    def told(chance: float | None) -> float | None:
        return None if chance is None else calibrated_chance(game_id, players, chance)

    return told
