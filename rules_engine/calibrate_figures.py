"""Measure how far a hint's figure can be trusted, and calibrate it:
`python -m rules_engine.calibrate_figures --game ID`.

At each table size asked (default: the ladder's), matches of Normal bots are played
with one seat taking hints, as a player who asks now and then: at a few decisions of
that seat chosen at random over the whole match (`PER_MATCH`, among those with more
than one choice) the hint is asked with the Hard level's iterations and no time cap,
its figure is recorded, and the seat plays it, following its plan to the decision's
end; otherwise it plays as Normal. The seat rotates over the sides from match to
match. When the match ends, each recorded figure is paired with the share of first
place that seat's side won.

The rows go into `rules_engine/ai/figures.json`, per game and table size, after every
match, with the logistic fit `rules_engine.ai.figures` reads and the Brier scores of
the raw figure, the calibrated one and of always saying the fair share. `--resume`
carries a size on from its recorded matches (the same seed and hint budget)."""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from concurrent.futures import ProcessPoolExecutor

from rules_engine.ai.base import Budget
from rules_engine.ai.figures import (
    FIGURES_FILE,
    FIT_KEYS,
    FORMAT_VERSION,
    brier,
    cross_validated_brier,
    fit,
)
from rules_engine.ai.hint import follow_plan, hint
from rules_engine.ai.levels import HARD, heuristic_of, ladder_of
from rules_engine.ai.measured import read_measures, write_measures
from rules_engine.calibrate import fair_share, first_seats, game_and_sizes, tested_seats
from rules_engine.core.registry import get_game
from rules_engine.core.rng import derive_seed

PER_MATCH = 6  # hints asked per match, spread over the seat's decisions
ROW_FORMAT = "p/f|y"  # rows written before the stage was recorded are not resumed


def hint_budget(game, players: int) -> Budget:
    """The hint's budget in the application, without its time cap."""
    ladder = ladder_of(game)
    samples = ladder.anchor_samples(HARD) or Budget().samples
    return Budget(seconds=math.inf, samples=samples, iterations=ladder.iterations(HARD, players))


def play_taking_hints(game, players: int, seat: int, seed: int, asked: set[int] | None):
    """Play one match of Normal bots in which `seat` takes a hint at its decisions
    numbered in `asked` (counting those with more than one choice). Returns the
    figures read, the seat's side's share of first place, and how many such
    decisions the seat had."""
    bots = [heuristic_of(game) for _ in range(players)]
    state = game.new_match(players, game.resolve_options(None), seed)
    seeder = random.Random(seed)
    rngs = [random.Random(derive_seed(seeder)) for _ in range(players)]
    hint_rng = random.Random(derive_seed(seeder))
    budget, normal_budget = hint_budget(game, players), Budget()
    figures, decisions, plan = [], 0, ()
    while not state.is_over():
        mover = state.to_move
        legal = state.legal_actions()
        observation = state.observe(mover)
        action = None
        if mover == seat and len(legal) > 1:
            # A step of a hinted plan is played as planned: asking there shows the
            # same decision's figure again.
            followed = follow_plan(plan, legal) if plan else None
            if followed is not None:
                action, plan = followed.action, followed.plan
            else:
                plan = ()
                if asked is not None and decisions in asked:
                    found = hint(game, observation, legal, hint_rng, budget, calibrated=False)
                    figures.append((found.win_chance, found.finished))
                    action, plan = found.action, found.plan
            decisions += 1
        if action is None:
            action = bots[mover].choose(observation, legal, rngs[mover], normal_budget)
        state.apply(action)
    winners = state.result().winners
    side = tested_seats(game, players, seat)
    share = sum(1 for winner in winners if winner in side) / len(winners) if winners else 0.0
    return figures, share, decisions


def one_match(job: tuple) -> tuple[list[tuple[float, float]], float]:
    """One match's figures and outcome: first played through by Normal bots to count
    the seat's decisions, then again asking hints at `PER_MATCH` of them."""
    game_id, players, seat, seed = job
    game = get_game(game_id)
    _, _, decisions = play_taking_hints(game, players, seat, seed, None)
    chooser = random.Random(f"asked:{seed}")
    asked = set(chooser.sample(range(decisions), min(PER_MATCH, decisions)))
    figures, share, _ = play_taking_hints(game, players, seat, seed, asked)
    return figures, share


def jobs_for(game, players: int, count: int, seed: int) -> list[tuple]:
    seats = first_seats(game, players)
    seeder = random.Random(f"figures:{game.id}:{players}:{seed}")
    return [
        (game.id, players, seats[number % len(seats)], derive_seed(seeder))
        for number in range(count)
    ]


def size_entry(game, players: int, rows: list, matches: int, seed: int) -> dict:
    fair = fair_share(game, players)
    entry = {
        "matches": matches,
        "seed": seed,
        "format": ROW_FORMAT,
        "hint_iterations": hint_budget(game, players).iterations,
        "fair_share": round(fair, 4),
        # One match's figures, each with the share of playouts that finished the
        # match, then its outcome: "p/f p/f|y".
        "rows": rows,
    }
    matches = [unpack(match) for match in rows]
    figures = [row for match in matches for row in match]
    if figures:
        found = fit(figures, fair)
        entry["fit"] = {
            "figures": len(figures),
            **{key: round(value, 4) for key, value in zip(FIT_KEYS, found, strict=True)},
            "brier_raw": round(brier(figures), 4),
            "brier_calibrated": round(brier(figures, lambda p, f: found.tell(p, f, fair)), 4),
            # The map is used only where this is below brier_raw (`figures.calibration`).
            "brier_cross_validated": round(cross_validated_brier(matches, fair), 4),
            "brier_fair_share": round(brier(figures, lambda p, f: fair), 4),
        }
    return entry


def pack(figures: list[tuple[float, float]], share: float) -> str:
    """One match's figures and stages, then its outcome: "p/f p/f|y"."""
    return " ".join(f"{p:.4f}/{f:.3f}" for p, f in figures) + f"|{share:.4f}"


def unpack(match: str) -> list[tuple[float, float, float]]:
    """(figure, stage, outcome) for each figure of a packed match."""
    figures, share = match.split("|")
    rows = []
    for figure in figures.split():
        p, f = figure.split("/")
        rows.append((float(p), float(f), float(share)))
    return rows


def read_file(path=FIGURES_FILE) -> dict:
    """The file's measures, or an empty file of the present format."""
    data = read_measures(path, FORMAT_VERSION) or {"version": FORMAT_VERSION}
    if not isinstance(data.get("games"), dict):
        data["games"] = {}
    return data


def write_size(game_id: str, players: int, entry: dict, path=FIGURES_FILE) -> None:
    """Merge one table size into the file, other games and sizes kept."""
    data = read_file(path)
    data["games"].setdefault(game_id, {"sizes": {}})["sizes"][str(players)] = entry
    data["note"] = (
        "Written by python -m rules_engine.calibrate_figures: per game and table size, "
        "the hint's figures at decisions of one seat in matches of Normal bots and what "
        "that seat's side went on to win; fit: the logistic map the hints tell figures by."
    )
    write_measures(path, data)


def recorded(game_id: str, players: int, seed: int, budget_iterations: int, path=FIGURES_FILE):
    entry = read_file(path)["games"].get(game_id, {}).get("sizes", {}).get(str(players))
    if (
        isinstance(entry, dict)
        and entry.get("seed") == seed
        and entry.get("hint_iterations") == budget_iterations
        and entry.get("format") == ROW_FORMAT
        and isinstance(entry.get("rows"), list)
    ):
        return list(entry["rows"])
    return []


def bins(rows: list, fair: float) -> list[str]:
    """Lines of a reliability table: per band of the figure, how often it came true."""
    pairs = [(p, y) for match in rows for p, _, y in unpack(match)]
    lines = []
    for low in range(0, 100, 20):
        band = [(p, y) for p, y in pairs if low <= p * 100 < low + 20 or (low == 80 and p == 1)]
        if band:
            said = sum(p for p, _ in band) / len(band)
            came = sum(y for _, y in band) / len(band)
            lines.append(
                f"  {low:>3}-{low + 20}%: {len(band):>4} figures, said {said:.0%}, won {came:.0%}"
            )
    lines.append(f"  fair share {fair:.0%}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m rules_engine.calibrate_figures", description=__doc__
    )
    parser.add_argument("--game", required=True)
    parser.add_argument("--sizes", default=None, help="table sizes, e.g. 2,4")
    parser.add_argument("--matches", type=int, default=150, help="matches per table size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--resume", action="store_true", help="carry on recorded matches")
    parser.add_argument("--report", action="store_true", help="print the recorded figures only")
    parser.add_argument(
        "--refit", action="store_true", help="fit the recorded figures again and write the fit"
    )
    args = parser.parse_args(argv)
    game, sizes = game_and_sizes(parser, args)
    if args.report or args.refit:
        for players in sizes:
            rows = recorded(game.id, players, args.seed, hint_budget(game, players).iterations)
            entry = size_entry(game, players, rows, len(rows), args.seed)
            if args.refit and rows:
                write_size(game.id, players, entry)
            print(f"{game.id} at {players}: {len(rows)} matches, fit {entry.get('fit')}")
            print("\n".join(bins(rows, fair_share(game, players))))
        return 0
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as executor:
        for players in sizes:
            iterations = hint_budget(game, players).iterations
            rows = recorded(game.id, players, args.seed, iterations) if args.resume else []
            jobs = jobs_for(game, players, args.matches, args.seed)[len(rows) :]
            for figures, share in executor.map(one_match, jobs):
                rows.append(pack(figures, share))
                entry = size_entry(game, players, rows, len(rows), args.seed)
                write_size(game.id, players, entry)
                print(
                    f"{game.id} at {players}: {len(rows)} matches, {entry.get('fit')}", flush=True
                )
            print("\n".join(bins(rows, fair_share(game, players))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
