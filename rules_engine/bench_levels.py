"""Think time of the searching levels: `python -m rules_engine.bench_levels --game ID`.

Plays matches between Normal bots and, at decisions with a choice, times what Hard
and Expert would think there, as the application runs them (with their time caps,
Expert's trees one after another; `--pool` grows its second tree in a second
process, as root parallelism allows). Prints the 50th
and 95th percentiles and the worst of each, and the search's iterations per second.
The goals: Hard at most 1 s a move at the 95th percentile, Expert at most 3 s.

A plain Python loop is timed in the same command (`reference_ms`): this machine's
speed swings with its host's load, and the reference tells a slow moment apart.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from rules_engine.ai.base import Budget
from rules_engine.ai.levels import EXPERT, HARD, make_level
from rules_engine.ai.registry import make_bot
from rules_engine.core.registry import get_game


def reference_ms() -> float:
    started = time.perf_counter()
    total = 0
    for number in range(2_000_000):
        total += number % 7
    return (time.perf_counter() - started) * 1000


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


def time_level(game, level: str, states: list, pool) -> dict:
    bot = make_level(game, level, capped=True, pool=pool)
    seconds, rates = [], []
    for number, state in enumerate(states):
        seat = state.to_move
        observation, legal = state.observe(seat), state.legal_actions()
        started = time.perf_counter()
        bot.choose(observation, legal, random.Random(number), Budget())
        spent = time.perf_counter() - started
        seconds.append(spent)
        if bot.last is not None and bot.last.seconds > 0:
            rates.append(bot.last.iterations / bot.last.seconds)
    return {
        "moves": len(states),
        "p50_s": round(percentile(seconds, 0.5), 3),
        "p95_s": round(percentile(seconds, 0.95), 3),
        "max_s": round(max(seconds), 3),
        "iterations_per_s": round(sum(rates) / len(rates)) if rates else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m rules_engine.bench_levels", description=__doc__
    )
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=None, help="default: 2 where allowed")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pool", action="store_true", help="Expert's second tree in a process")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    game = get_game(args.game)
    players = args.players or (2 if 2 in game.player_counts else min(game.player_counts))
    states = decisions(game, players, args.moves, args.seed)
    reference = reference_ms()
    report = {"game": game.id, "players": players, "reference_ms": round(reference, 1)}
    pool = ProcessPoolExecutor(max_workers=1) if args.pool else None
    try:
        if pool is not None:
            pool.submit(reference_ms).result()  # the worker is up before timing starts
        for level in (HARD, EXPERT):
            report[level] = time_level(game, level, states, pool)
    finally:
        if pool is not None:
            pool.shutdown()
    report["reference_ms_after"] = round(reference_ms(), 1)
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{game.id}, {players} players, {len(states)} decisions "
            f"(reference loop {report['reference_ms']} / {report['reference_ms_after']} ms)"
        )
        for level in (HARD, EXPERT):
            row = report[level]
            print(
                f"  {level:<7} p50 {row['p50_s']:.3f} s  p95 {row['p95_s']:.3f} s  "
                f"max {row['max_s']:.3f} s  {row['iterations_per_s']} iterations/s"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
