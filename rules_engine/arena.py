"""Bots against bots: `python -m rules_engine.arena --game dumble --players 4
--bots heuristic,random,random,random --games 400 --seed 1 [--json]`.

Seats rotate from one match to the next so no bot keeps a lucky seat. A match won
by several seats together counts as a shared win. Win rates come with a 95%
Wilson interval: the range the true rate lies in, given the games played.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time

from rules_engine import cli
from rules_engine.ai.base import Budget
from rules_engine.core.rng import derive_seed
from rules_engine.play import play_match

Z95 = 1.959964


def wilson_interval(successes: float, trials: int) -> tuple[float, float]:
    if trials == 0:
        return (0.0, 1.0)
    rate = successes / trials
    spread = Z95 * math.sqrt(rate * (1 - rate) / trials + Z95 * Z95 / (4 * trials * trials))
    centre = rate + Z95 * Z95 / (2 * trials)
    scale = 1 + Z95 * Z95 / trials
    low, high = (centre - spread) / scale, (centre + spread) / scale
    # Rounding error must not pull the bounds off 0 or 1 where the rate sits on them.
    return (
        0.0 if successes <= 0 else max(0.0, low),
        1.0 if successes >= trials else min(1.0, high),
    )


def run_arena(game, bots, games: int, seed: int, options=None, budget=None) -> dict:
    """Play `games` matches with seats rotated; wins, rates and mean scores per bot kind."""
    players = len(bots)
    seeder = random.Random(seed)
    kinds = list(dict.fromkeys(bot.name for bot in bots))
    wins = dict.fromkeys(kinds, 0.0)
    score_sum = dict.fromkeys(kinds, 0)
    seat_games = dict.fromkeys(kinds, 0)
    actions = 0
    started = time.perf_counter()
    for number in range(games):
        seated = [bots[(seat + number) % players] for seat in range(players)]
        played = play_match(game, seated, derive_seed(seeder), options, budget)
        actions += len(played.record.actions)
        winners = played.result.winners
        for seat, bot in enumerate(seated):
            seat_games[bot.name] += 1
            score_sum[bot.name] += played.result.scores[seat]
            if seat in winners:
                wins[bot.name] += 1 / len(winners)
    elapsed = time.perf_counter() - started
    report = {}
    for kind in kinds:
        seats = sum(1 for bot in bots if bot.name == kind)
        low, high = wilson_interval(wins[kind], games)
        report[kind] = {
            "seats": seats,
            "wins": round(wins[kind], 3),
            "win_rate": round(wins[kind] / games, 4),
            "ci95": [round(low, 4), round(high, 4)],
            "fair_share": round(seats / players, 4),
            "mean_score": round(score_sum[kind] / seat_games[kind], 2),
        }
    return {
        "game": game.id,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": report,
        "actions": actions,
        "seconds": round(elapsed, 2),
    }


def format_report(report: dict) -> str:
    lines = [
        f"{report['game']}: {report['games']} matches, {report['players']} players, "
        f"seed {report['seed']}, seats rotated ({report['seconds']} s, "
        f"{report['actions']} actions)",
        f"{'bot':<12}{'seats':>6}{'wins':>9}{'win rate':>10}{'95% interval':>18}"
        f"{'fair share':>12}{'mean score':>12}",
    ]
    for kind, row in report["bots"].items():
        low, high = row["ci95"]
        lines.append(
            f"{kind:<12}{row['seats']:>6}{row['wins']:>9.1f}{row['win_rate']:>10.1%}"
            f"{f'{low:.1%} - {high:.1%}':>18}{row['fair_share']:>12.1%}{row['mean_score']:>12.1f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules_engine.arena", description=__doc__)
    parser.add_argument("--game", required=True, help="game id, e.g. dumble")
    parser.add_argument("--players", type=cli.positive, required=True)
    parser.add_argument("--bots", required=True, help="comma-separated bot names, one per seat")
    parser.add_argument("--games", type=cli.positive, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument(
        "--samples",
        type=cli.positive,
        default=Budget().samples,
        help="determinizations a sampling bot may deal per decision",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    game = cli.game_from_args(parser, args.game)
    cli.check_players(parser, game, args.players)
    bots = cli.bots_from_args(parser, game, args.bots, args.players)
    options = cli.options_from_args(parser, game, args.option)
    report = run_arena(game, bots, args.games, args.seed, options, Budget(samples=args.samples))
    print(json.dumps(report) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
