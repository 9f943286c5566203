"""Measure the levels against each other: `python -m rules_engine.calibrate --game ID`.

Each level plays the level below it (Easy against Random, Normal against Easy, Hard
against Normal, Expert against Hard) with seats rotated from match to match, in
worker processes on every core, and the figures go into
`rules_engine/ai/strength.json` (other games' entries are kept):

- per pair: the tested level's win rate (a shared first place counts as a share of
  a win), its 95% Wilson interval, the matches played, the seats and the fair
  share (what an equal player would win);
- per level: an Elo rating, random play at 0, each level rated from its pair's win
  rate against the level below (the logistic curve Elo uses, the rate first turned
  into a head-to-head one when the level faced several opponents at once).

The searching levels play without their time caps here, so a match replays the
same on any machine and the figures do not depend on the machine's load.

Seats: two when the game is played by two, else its smallest count, the tested
level in one seat and the level below in the others. In Double Action the seats
alternate teams, so with two players it is one against one.

Goals (the issue's; `GOALS`): each of the first two pairs wins at least 60% head
to head, or the fair share plus 20 points with more seats; Hard wins at least 60%
(fair share plus 10 points with more seats) with its interval's lower bound above
the fair share; Expert wins at least 55% (fair share plus 5).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from rules_engine.ai.levels import EASY, EXPERT, HARD, NORMAL
from rules_engine.ai.registry import make_bot
from rules_engine.ai.strength import STRENGTH_FILE
from rules_engine.arena import wilson_interval
from rules_engine.core.registry import get_game
from rules_engine.core.rng import derive_seed
from rules_engine.play import play_match

LEVEL_ORDER = (EASY, NORMAL, HARD, EXPERT)
PAIRS = ((EASY, "random"), (NORMAL, EASY), (HARD, NORMAL), (EXPERT, HARD))
# (goal head to head with two seats, goal above the fair share with more seats)
GOALS = {EASY: (0.60, 0.20), NORMAL: (0.60, 0.20), HARD: (0.60, 0.10), EXPERT: (0.55, 0.05)}


def seats_for(game) -> int:
    return 2 if 2 in game.player_counts else min(game.player_counts)


def play_one(job: tuple) -> tuple[float, int, float]:
    """One match: (the tested level's share of first place, actions, seconds)."""
    game_id, level, opponent, seats, seat, seed = job
    game = get_game(game_id)
    names = [opponent] * seats
    names[seat] = level
    bots = [make_bot(game, name) for name in names]
    started = time.perf_counter()
    played = play_match(game, bots, seed)
    winners = played.result.winners
    share = 1 / len(winners) if seat in winners else 0.0
    return share, len(played.record.actions), time.perf_counter() - started


def jobs_for(game, level: str, opponent: str, games: int, seed: int) -> list[tuple]:
    seats = seats_for(game)
    seeder = random.Random(f"{game.id}:{level}:{opponent}:{seed}")
    return [
        (game.id, level, opponent, seats, number % seats, derive_seed(seeder))
        for number in range(games)
    ]


def calibrate_pair(game, level, opponent, games, seed, executor, progress=None) -> dict:
    jobs = jobs_for(game, level, opponent, games, seed)
    wins, actions, seconds = 0.0, 0, 0.0
    for done, (share, count, spent) in enumerate(executor.map(play_one, jobs), start=1):
        wins += share
        actions += count
        seconds += spent
        if progress:
            progress(f"{game.id} {level} vs {opponent}: {done}/{games} ({wins:g} wins)")
    seats = seats_for(game)
    low, high = wilson_interval(wins, games)
    fair = 1 / seats
    rate = wins / games
    two_seat_goal, above_fair = GOALS[level]
    goal = two_seat_goal if seats == 2 else fair + above_fair
    met = rate >= goal and (level != HARD or low > fair)
    return {
        "level": level,
        "opponent": opponent,
        "games": games,
        "seats": seats,
        "wins": round(wins, 3),
        "win_rate": round(rate, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "fair_share": round(fair, 4),
        "goal": round(goal, 4),
        "goal_met": met,
        "actions_per_match": round(actions / games, 1),
        "seconds_per_match": round(seconds / games, 2),
    }


def head_to_head(rate: float, seats: int) -> float:
    """A win rate against `seats - 1` equal opponents at once, as the rate against
    one of them: the share p that beats each of them independently with
    p / (p + (1 - p) (seats - 1)) = rate."""
    if seats == 2:
        return rate
    rate = min(max(rate, 1e-3), 1 - 1e-3)
    return rate * (seats - 1) / (1 - rate + rate * (seats - 1))


def elo_gap(rate: float) -> float:
    rate = min(max(rate, 0.01), 0.99)
    return 400 * math.log10(rate / (1 - rate))


def ratings(pairs: list[dict]) -> dict[str, float]:
    rating = {"random": 0.0}
    for pair in pairs:
        if pair["opponent"] in rating:
            gap = elo_gap(head_to_head(pair["win_rate"], pair["seats"]))
            rating[pair["level"]] = round(rating[pair["opponent"]] + gap, 1)
    return rating


def write_strength(game_id: str, entry: dict, path=STRENGTH_FILE) -> None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    if not isinstance(data, dict):
        data = {}  # not ours: start afresh rather than fail after a long calibration
    if not isinstance(data.get("games"), dict):
        data["games"] = {}
    games = data["games"]
    old = games.get(game_id) if isinstance(games.get(game_id), dict) else {}
    # Pairs not measured this time keep their last figures.
    kept = [
        pair
        for pair in old.get("pairs", ())
        if pair.get("level") not in {pair["level"] for pair in entry["pairs"]}
    ]
    pairs = sorted(kept + entry["pairs"], key=lambda pair: LEVEL_ORDER.index(pair["level"]))
    games[game_id] = {**entry, "pairs": pairs, "ratings": ratings(pairs)}
    data["note"] = (
        "Written by python -m rules_engine.calibrate: each level against the one "
        "below it, seats rotated; ratings are Elo with random play at 0."
    )
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def format_pair(pair: dict) -> str:
    low, high = pair["ci95"]
    mark = "goal met" if pair["goal_met"] else f"goal {pair['goal']:.0%} NOT met"
    return (
        f"{pair['level']:>7} vs {pair['opponent']:<7} {pair['win_rate']:6.1%} "
        f"({low:.1%}-{high:.1%}) in {pair['games']} matches, {pair['seats']} seats, "
        f"{pair['seconds_per_match']} s/match: {mark}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules_engine.calibrate", description=__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=100, help="matches for the quick pairs")
    parser.add_argument(
        "--search-games", type=int, default=40, help="matches for pairs with a searching level"
    )
    parser.add_argument(
        "--expert-games", type=int, default=None, help="matches for Expert (default: as Hard)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--levels", default=",".join(pair[0] for pair in PAIRS))
    parser.add_argument("--dry-run", action="store_true", help="print, do not write the file")
    args = parser.parse_args(argv)
    try:
        game = get_game(args.game)
    except KeyError as error:
        parser.error(str(error))
    wanted = {name.strip() for name in args.levels.split(",")}
    started = time.perf_counter()
    pairs = []
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as executor:
        for level, opponent in PAIRS:
            if level not in wanted:
                continue
            games = args.search_games if HARD in (level, opponent) else args.games
            if level == EXPERT and args.expert_games is not None:
                games = args.expert_games
            pair = calibrate_pair(
                game,
                level,
                opponent,
                games,
                args.seed,
                executor,
                progress=lambda text: print(text, end="\r", file=sys.stderr, flush=True),
            )
            print(" " * 70, end="\r", file=sys.stderr)
            print(format_pair(pair), flush=True)
            pairs.append(pair)
            entry = {
                "pairs": pairs,
                "ratings": ratings(pairs),
                "seed": args.seed,
                "seconds": round(time.perf_counter() - started, 1),
            }
            if not args.dry_run:  # after each pair: a long run stopped keeps what it measured
                write_strength(game.id, entry)
    print("ratings:", ratings(pairs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
