"""Think time of the searching levels: `python -m rules_engine.bench_levels --game ID`.

Plays matches between Normal bots and, at decisions with a choice, times what Hard
and Expert would think there, as the application runs them: with their time caps,
and Expert's second tree grown in a second process while the first grows here, as
the application's tree helper does (`--one-core` grows them one after another,
sharing the cap, as where no second process can be had). At each table size asked
(`--players 2,4`; default: the ladder's sizes and the largest table), it prints, per
size and level:

- the 50th and 95th percentiles and the worst think time (goals: Hard at most 1 s
  a move at the 95th percentile, Expert at most 3 s);
- the share of its iteration budget the search finished, at the 5th percentile,
  and how often the time cap cut it short (the budgets are set so that it cuts
  at most 5% of moves on a quiet machine: what is calibrated uncapped is then
  what the application plays); for a level that plays its game's look-ahead
  without searching (Double's Dread), how often the cap cut its play-outs short;
- the search's iterations per second, and per reference loop.

A plain Python loop is timed in the same command (`reference_ms`, before and after):
this machine's speed swings with its host's load, and the reference tells a slow
moment apart. "Iterations per reference loop" (iterations per second times the
loop's seconds) compares runs made at different moments.

`--search N` instead times the search alone on the same decisions: N iterations
uncapped from each (the hint's search where a level plays its look-ahead, as in
Double's Dread and Stonehenge), and prints its iterations per second and per
reference loop at each table size (by the wall clock and by CPU time): the figure
the search's speed is compared by.

`--uncapped` runs each level's whole budget at the same decisions, timed by CPU
time and brought to a quiet machine's pace by the reference loop timed after each
move (`QUIET_REFERENCE_MS`): the share of moves whose budget needs more than the
level's cap there is the share a quiet machine's cap would cut, the figure the
budgets are set by, and it can be measured while calibrations share the machine.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from rules_engine.ai.base import Budget
from rules_engine.ai.ismcts import Search
from rules_engine.ai.levels import (
    EXPERT,
    EXPERT_SECONDS,
    HARD,
    HARD_SECONDS,
    grows_trees_in_a_pool,
    ladder_of,
    make_level,
)
from rules_engine.ai.registry import make_bot
from rules_engine.core.registry import get_game


def reference_ms(clock=time.perf_counter) -> float:
    started = clock()
    total = 0
    for number in range(2_000_000):
        total += number % 7
    return (clock() - started) * 1000


def decisions(game, players: int, count: int, seed: int) -> list:
    """States with a real choice, met in matches between Normal bots."""
    rng = random.Random(seed)
    found: list = []
    bot = make_bot(game, "normal")
    while len(found) < count:
        state = game.new_match(players, None, rng.getrandbits(32))

        while not state.is_over() and len(found) < count:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.15:
                found.append(state.clone())
            seat = state.to_move
            state.apply(bot.choose(state.observe(seat), legal, rng, Budget(samples=4)))

    return found


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def think(bot, number: int, state, clock) -> float:
    """The seconds `bot` takes (by `clock`) to choose at decision `number`, `state`."""
    observation, legal = state.observe(state.to_move), state.legal_actions()
    started = clock()
    bot.choose(observation, legal, random.Random(number), Budget())
    return clock() - started


def time_level(game, level: str, states: list, pool) -> dict:
    bot = make_level(game, level, capped=True, pool=pool)
    ladder = ladder_of(game)
    trees = ladder.expert_trees if level == EXPERT else 1
    seconds, rates, shares, cuts = [], [], [], []
    for number, state in enumerate(states):
        seconds.append(think(bot, number, state, time.perf_counter))
        analysis = bot.last
        anchor = getattr(bot, "anchor", None)
        if analysis is None and hasattr(anchor, "cut"):
            # A level playing its game's look-ahead alone (no search): whether the
            # cap stopped its play-outs short (the player sets `cut`).
            cuts.append(anchor.cut)
        if analysis is not None and analysis.iterations > 0:
            rates.append(analysis.iterations / analysis.seconds)
            budget = ladder.iterations(level, state.num_players) * trees
            shares.append(min(1.0, analysis.iterations / budget))
    return {
        "moves": len(states),
        "p50_s": round(percentile(seconds, 0.5), 3),
        "p95_s": round(percentile(seconds, 0.95), 3),
        "max_s": round(max(seconds), 3),
        "iterations_per_s": round(sum(rates) / len(rates)) if rates else None,
        "budget_share_p5": round(percentile(shares, 0.05), 3) if shares else None,
        "capped_share": round(sum(share < 1.0 for share in shares) / len(shares), 3)
        if shares
        else None,
        "lookahead_cut_share": round(sum(cuts) / len(cuts), 3) if cuts else None,
    }


# The reference loop's reading on this project's machine when nothing else runs (its
# quietest readings in the benchmarks' runs were 84-92 ms): the pace `--uncapped`
# brings its timings to.
QUIET_REFERENCE_MS = 90.0


def time_level_uncapped(game, level: str, states: list) -> dict:
    """The level's whole budget at each decision, no cap, timed by this process's CPU
    time (the wall clock also counts the time other processes had the core), and
    brought to a quiet machine's pace: each move's time is scaled by the reference
    loop timed right after it (`QUIET_REFERENCE_MS` over its reading), since sharing
    the machine slows even the CPU time (caches, a shared core). A move "would be
    capped" when its whole budget needs more than the level's cap at that pace: the
    share the budgets are set to keep under 5%."""
    bot = make_level(game, level, capped=False)
    seconds, quiet = [], []
    for number, state in enumerate(states):
        spent = think(bot, number, state, time.process_time)
        seconds.append(spent)
        quiet.append(spent * QUIET_REFERENCE_MS / reference_ms(time.process_time))
    cap = HARD_SECONDS if level == HARD else EXPERT_SECONDS
    return {
        "moves": len(states),
        "cpu_p50_s": round(percentile(seconds, 0.5), 3),
        "cpu_p95_s": round(percentile(seconds, 0.95), 3),
        "quiet_p50_s": round(percentile(quiet, 0.5), 3),
        "quiet_p95_s": round(percentile(quiet, 0.95), 3),
        "quiet_max_s": round(max(quiet), 3),
        "cap_s": cap,
        "would_be_capped_share": round(sum(spent > cap for spent in quiet) / len(quiet), 3),
        # The share of its budget the search would finish within the cap (at its pace).
        "budget_share_p5": round(
            percentile([min(1.0, cap / spent) if spent > 0 else 1.0 for spent in quiet], 0.05),
            3,
        ),
    }


def uncapped_size(game, players: int, moves: int, seed: int) -> dict:
    states = decisions(game, players, moves, seed)
    before = reference_ms(time.process_time)
    report = {"players": players}
    for level in (HARD, EXPERT):
        report[level] = time_level_uncapped(game, level, states)
    report["reference_cpu_ms"] = round((before + reference_ms(time.process_time)) / 2, 1)
    return report


def print_uncapped(game, report: dict) -> None:
    print(
        f"{game.id}, {report['players']} players, {report[HARD]['moves']} decisions, whole "
        f"budgets by CPU time (reference loop {report['reference_cpu_ms']} ms of CPU), "
        f"brought to a quiet machine's pace (the loop at {QUIET_REFERENCE_MS:g} ms)",
        flush=True,
    )
    for level in (HARD, EXPERT):
        row = report[level]
        print(
            f"  {level:<7} p50 {row['quiet_p50_s']:.3f} s  p95 {row['quiet_p95_s']:.3f} s  "
            f"max {row['quiet_max_s']:.3f} s  over the {row['cap_s']} s cap on "
            f"{row['would_be_capped_share']:.0%} of moves (budget done at p5 "
            f"{row['budget_share_p5']:.0%}; CPU p95 as measured {row['cpu_p95_s']:.3f} s)",
            flush=True,
        )


def search_speed(game, players: int, moves: int, seed: int, iterations: int) -> dict:
    """Iterations per second of the search alone, `iterations` from each decision,
    by the wall clock and by the process's CPU time (with the reference loop timed
    both ways): with more runnable processes than cores, the wall clock counts the
    time others had the core, and the CPU time much less so."""
    states = decisions(game, players, moves, seed)
    horizon = ladder_of(game).horizon
    before = reference_ms()
    before_cpu = reference_ms(time.process_time)
    done, spent, spent_cpu = 0, 0.0, 0.0
    for number, state in enumerate(states):
        seat = state.to_move
        search = Search(
            game, state.observe(seat), state.legal_actions(), random.Random(number), horizon
        )
        started, started_cpu = time.perf_counter(), time.process_time()
        search.run(iterations, None)
        spent += time.perf_counter() - started
        spent_cpu += time.process_time() - started_cpu
        done += search.iterations
    reference = (before + reference_ms()) / 2
    reference_cpu = (before_cpu + reference_ms(time.process_time)) / 2
    rate, rate_cpu = done / spent, done / spent_cpu
    return {
        "players": players,
        "moves": len(states),
        "iterations_per_s": round(rate),
        "reference_ms": round(reference, 1),
        "iterations_per_reference": round(rate * reference / 1000),
        "iterations_per_cpu_s": round(rate_cpu),
        "reference_cpu_ms": round(reference_cpu, 1),
        "iterations_per_cpu_reference": round(rate_cpu * reference_cpu / 1000),
    }


def bench_size(game, players: int, moves: int, seed: int, pool) -> dict:
    states = decisions(game, players, moves, seed)
    before = reference_ms()
    report = {"players": players}
    for level in (HARD, EXPERT):
        report[level] = time_level(game, level, states, pool)
    reference = (before + reference_ms()) / 2
    report["reference_ms"] = round(reference, 1)
    for level in (HARD, EXPERT):
        rate = report[level]["iterations_per_s"]
        report[level]["iterations_per_reference"] = round(rate * reference / 1000) if rate else None
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m rules_engine.bench_levels", description=__doc__
    )
    parser.add_argument("--game", required=True)
    parser.add_argument(
        "--players",
        default=None,
        help="table sizes, e.g. 2,4 (default: the ladder's and the largest)",
    )
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--one-core",
        action="store_true",
        help="Expert's trees one after another in this process (default: its second "
        "tree in a second process, as the application grows it)",
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--search",
        type=int,
        default=None,
        metavar="N",
        help="time the search alone, N iterations uncapped from each decision",
    )
    parser.add_argument(
        "--uncapped",
        action="store_true",
        help="run each level's whole budget, timed by CPU time: the share of moves a "
        "quiet machine's cap would cut",
    )
    args = parser.parse_args(argv)
    game = get_game(args.game)
    if args.players:
        sizes = [int(size) for size in args.players.split(",")]
    else:
        sizes = sorted({*ladder_of(game).sizes, game.max_players})
    for size in sizes:
        if size not in game.player_counts:
            parser.error(f"{game.id} is not played by {size}")
    if args.search is not None:
        for size in sizes:
            report = search_speed(game, size, args.moves, args.seed, args.search)
            print(
                json.dumps({"game": game.id, **report})
                if args.json
                else f"{game.id}, {size} players, {report['moves']} decisions "
                f"(reference loop {report['reference_ms']} ms): "
                f"{report['iterations_per_s']} iterations/s "
                f"({report['iterations_per_reference']} per reference loop); CPU time: "
                f"{report['iterations_per_cpu_s']} iterations/s "
                f"({report['iterations_per_cpu_reference']} per reference loop of "
                f"{report['reference_cpu_ms']} ms)",
                flush=True,
            )
        return 0
    if args.uncapped:
        reports = [uncapped_size(game, size, args.moves, args.seed) for size in sizes]
        for report in reports:
            if not args.json:
                print_uncapped(game, report)
        if args.json:
            print(json.dumps({"game": game.id, "uncapped": reports}))
        return 0
    two_cores = not args.one_core and grows_trees_in_a_pool(game, EXPERT)
    pool = ProcessPoolExecutor(max_workers=1) if two_cores else None
    reports = []
    try:
        if pool is not None:
            pool.submit(reference_ms).result()  # the worker is up before timing starts
        for size in sizes:
            report = bench_size(game, size, args.moves, args.seed, pool)
            reports.append(report)
            if not args.json:
                print_size(game, report)
    finally:
        if pool is not None:
            pool.shutdown()
    if args.json:
        print(json.dumps({"game": game.id, "sizes": reports}))
    return 0


def print_size(game, report: dict) -> None:
    print(
        f"{game.id}, {report['players']} players, {report[HARD]['moves']} decisions "
        f"(reference loop {report['reference_ms']} ms)",
        flush=True,
    )
    for level in (HARD, EXPERT):
        row = report[level]
        times = f"  {level:<7} p50 {row['p50_s']:.3f} s  p95 {row['p95_s']:.3f} s  "
        times += f"max {row['max_s']:.3f} s"
        if row["iterations_per_s"] is None:  # the level plays its heuristic's look-ahead
            cut = row["lookahead_cut_share"]
            cut = "" if cut is None else f", cut by the cap on {cut:.0%} of moves"
            print(times + f"  (no search: the heuristic's look-ahead{cut})", flush=True)
            continue
        print(
            f"{times}  budget done at p5 {row['budget_share_p5']:.0%}  "
            f"capped {row['capped_share']:.0%}  {row['iterations_per_s']} iterations/s "
            f"({row['iterations_per_reference']} per reference loop)",
            flush=True,
        )


if __name__ == "__main__":
    sys.exit(main())
