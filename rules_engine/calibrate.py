"""Measure the levels against each other: `python -m rules_engine.calibrate --game ID`.

Each level plays the level below it (Easy against Random, Normal against Easy, Hard
against Normal, Expert against Hard), at every table size the game's ladder names
(`Ladder.sizes`: two players, or the fewest, and the size most played), with seats
rotated from match to match, in worker processes on every core. In a team game the
tested level holds every seat of one team (Double Action at four is two against
two). The figures go into `rules_engine/ai/strength.json`, per game and table size
(other games, sizes and pairs are kept), after every few matches: a long run
stopped keeps what it measured.

Each pair is decided by a sequential probability ratio test (`rules_engine/sprt.py`,
as chess-engine testing does): H0, the level scores the fair share (what an equal
player would); H1, it scores its goal. A clear result stops early; an unclear one
plays on up to the cap (`--games` for the quick pairs, `--search-games` for pairs
with a searching level) and is recorded as undecided. Per pair the file holds the
matches, wins, win rate, 95% Wilson interval, fair share, goal, the test's verdict
and log-likelihood ratio, the budgets used, and an Elo rating per level (random
play at 0).

The searching levels play with their iteration budgets for the table size and no
time cap, so a match replays the same on any machine. The budgets are set so that
the application's caps bind on at most 5% of moves on a quiet machine
(`python -m rules_engine.bench_levels`): what is measured is what is played.

Goals (`GOALS`): Easy and Normal win at least 60% head to head, or the fair share
plus 20 points with more seats; Hard 60% (fair share plus 10 points), Expert 55%
(fair share plus 5). A level "beats" the one below when its interval's lower
bound is above the fair share.
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
from itertools import islice

from rules_engine.ai import figures
from rules_engine.ai.levels import (
    EASY,
    EXPERT,
    EXPERT_SECONDS,
    HARD,
    HARD_SECONDS,
    NORMAL,
    ladder_of,
)
from rules_engine.ai.measured import write_measures
from rules_engine.ai.registry import make_bot
from rules_engine.ai.strength import FORMAT_VERSION, STRENGTH_FILE
from rules_engine.arena import wilson_interval
from rules_engine.core.registry import get_game
from rules_engine.core.rng import derive_seed
from rules_engine.play import play_match
from rules_engine.sprt import RUNNING, UNDECIDED, Sprt

LEVEL_ORDER = (EASY, NORMAL, HARD, EXPERT)
PAIRS = ((EASY, "random"), (NORMAL, EASY), (HARD, NORMAL), (EXPERT, HARD))
SEARCHING = (HARD, EXPERT)
# (goal head to head, goal above the fair share with more seats)
GOALS = {EASY: (0.60, 0.20), NORMAL: (0.60, 0.20), HARD: (0.60, 0.10), EXPERT: (0.55, 0.05)}
WRITE_EVERY = 8  # matches between two writes of the file while a pair runs
# ... or sooner once this many seconds have passed: a four-player match with Expert's
# look-ahead takes minutes here and a session can end at any moment (a write costs
# milliseconds).
WRITE_EVERY_SECONDS = 20.0


def tested_seats(game, players: int, seat: int) -> tuple[int, ...]:
    """The seats the tested level holds: `seat`, with its teammates in a team game."""
    teams = game.teams(players)
    return tuple(other for other in range(players) if teams[other] == teams[seat])


def first_seats(game, players: int) -> list[int]:
    """One seat per side, in order: the seats the tested level starts from in turn
    (every seat in a game without teams, one seat of each team with them)."""
    teams, seen, seats = game.teams(players), set(), []
    for seat in range(players):
        if teams[seat] not in seen:
            seen.add(teams[seat])
            seats.append(seat)
    return seats


def fair_share(game, players: int) -> float:
    """What an equal player wins: one side's share of the table."""
    return figures.fair_share(game.id, players)


def goal_for(level: str, fair: float) -> float:
    head_to_head_goal, above_fair = GOALS[level]
    return head_to_head_goal if fair >= 0.5 else fair + above_fair


def play_one(job: tuple) -> tuple[float, int, float]:
    """One match: (the tested level's share of first place, actions, seconds)."""
    game_id, level, opponent, players, seat, seed = job
    game = get_game(game_id)
    mine = tested_seats(game, players, seat)
    names = [level if other in mine else opponent for other in range(players)]
    bots = [make_bot(game, name) for name in names]
    started = time.perf_counter()
    played = play_match(game, bots, seed)
    winners = played.result.winners
    share = sum(1 for other in winners if other in mine) / len(winners) if winners else 0.0
    return share, len(played.record.actions), time.perf_counter() - started


def jobs_for(game, level: str, opponent: str, players: int, count: int, seed: int) -> list[tuple]:
    seats = first_seats(game, players)
    seeder = random.Random(f"{game.id}:{players}:{level}:{opponent}:{seed}")
    return [
        (game.id, level, opponent, players, seats[number % len(seats)], derive_seed(seeder))
        for number in range(count)
    ]


def budgets_for(game, players: int) -> dict:
    """What the searching levels were given at this table size."""
    ladder = ladder_of(game)
    return {
        "hard_iterations": ladder.iterations(HARD, players),
        "expert_iterations": ladder.iterations(EXPERT, players),
        "expert_trees": ladder.expert_trees,
        # Named only where set, so that other games' records read as before.
        **({"expert_closed_chance": True} if ladder.expert_closed_chance else {}),
        # Standard errors by which the search must beat the heuristic's move ("never":
        # the heuristic's move always stands).
        "confidence": ladder.confidence if math.isfinite(ladder.confidence) else "never",
        "anchor_samples": {
            HARD: ladder.anchor_samples(HARD),
            EXPERT: ladder.anchor_samples(EXPERT),
        },
        # The game's player each searching level is anchored to (None: the heuristic).
        "anchor_bots": {HARD: ladder.anchor_bot(HARD), EXPERT: ladder.anchor_bot(EXPERT)},
        "horizon": ladder.horizon,
        "time_caps": None,  # the calibration plays uncapped; the app caps as below
        "app_caps_s": {HARD: HARD_SECONDS, EXPERT: EXPERT_SECONDS},
    }


def pair_entry(game, level, opponent, players, test: Sprt, cap, actions, seconds, seed=1) -> dict:
    played = test.matches
    wins = sum(test.scores)
    low, high = wilson_interval(wins, played)
    fair = fair_share(game, players)
    rate = wins / played if played else 0.0
    goal = goal_for(level, fair)
    beats = low > fair
    return {
        "level": level,
        "opponent": opponent,
        "seats": players,
        "games": played,
        "wins": round(wins, 3),
        "win_rate": round(rate, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "fair_share": round(fair, 4),
        "goal": round(goal, 4),
        "beats": beats,
        "goal_met": beats and rate >= goal,
        "sprt": test.summary(cap),
        "cap": cap,
        "budgets": budgets_for(game, players) if searching_pair(level, opponent) else None,
        "actions_per_match": round(actions / played, 1) if played else 0.0,
        "seconds_per_match": round(seconds / played, 2) if played else 0.0,
        # What `--resume` needs to carry the test on where it stopped: the matches are
        # dealt from the seed, and each score counts in the test's variance.
        "seed": seed,
        "scores": "".join(SCORE_MARKS.get(score, "?") for score in test.scores)
        if all(score in SCORE_MARKS for score in test.scores)
        else [round(score, 4) for score in test.scores],
    }


# A match's score is almost always 0, 1 or a share of a tie: one character each keeps
# a long pair's scores on one short line of the file.
SCORE_MARKS = {0.0: "0", 1.0: "1", 0.5: "h", 1 / 3: "t", 0.25: "q"}
MARK_SCORES = {mark: score for score, mark in SCORE_MARKS.items()}


def recorded_scores(entry: dict) -> list[float] | None:
    """The scores a pair entry recorded, in the order they were played, or None when
    they cannot be known. Entries written before the scores were kept hold only the
    wins: when every match of theirs scored 0 or 1 (the wins are whole), the same
    count of ones and zeros gives the test the same mean and variance."""
    scores = entry.get("scores")
    if isinstance(scores, str) and all(mark in MARK_SCORES for mark in scores):
        return [MARK_SCORES[mark] for mark in scores]
    if isinstance(scores, list) and all(isinstance(score, (int, float)) for score in scores):
        return [float(score) for score in scores]
    games, wins = entry.get("games"), entry.get("wins")
    if isinstance(games, int) and isinstance(wins, (int, float)) and float(wins).is_integer():
        return [1.0] * int(wins) + [0.0] * (games - int(wins))
    return None


def resumable(
    game, level, opponent, players, seed, path=STRENGTH_FILE, cap: int | None = None
) -> dict | None:
    """The recorded entry of this pair if a run can carry it on: the same opponent,
    budgets and seed, and the test still running, or left undecided at a cap below
    `cap` (an unclear pair plays on when its cap is raised)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        pairs = data["games"][game.id]["sizes"][str(players)]["pairs"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    for entry in pairs:
        if not isinstance(entry, dict) or entry.get("level") != level:
            continue
        if entry.get("opponent") != opponent or entry.get("seed", 1) != seed:
            return None
        verdict = (entry.get("sprt") or {}).get("verdict")
        raised = cap is not None and isinstance(entry.get("games"), int) and entry["games"] < cap
        if verdict != RUNNING and not (verdict == UNDECIDED and raised):
            return None
        budgets = budgets_for(game, players) if searching_pair(level, opponent) else None
        if with_later_keys(entry.get("budgets"), budgets) != budgets:
            return None
        if recorded_scores(entry) is None:
            return None
        return entry
    return None


def with_later_keys(recorded, current):
    """`recorded` budgets with the keys `budgets_for` has gained since they were
    written, where the current value says "nothing" (None, or None for each level:
    `anchor_bots` came later, and a pair measured before it had no anchor bot), so
    that such a pair still resumes. Any other difference stays a difference."""
    if not isinstance(recorded, dict) or not isinstance(current, dict):
        return recorded
    added = {key: value for key, value in current.items() if key not in recorded}
    if not all(_says_nothing(value) for value in added.values()):
        return recorded
    return {**recorded, **added}


def _says_nothing(value) -> bool:
    return value is None or (
        isinstance(value, dict) and all(item is None for item in value.values())
    )


def searching_pair(level: str, opponent: str) -> bool:
    return level in SEARCHING or opponent in SEARCHING


def calibrate_pair(
    game, level, opponent, players, cap, seed, executor, report=None, resume=None
) -> dict:
    """Play the pair until its sequential test decides or `cap` matches are played;
    `report(entry)` is called every few matches with the figures so far. With
    `resume` (an entry `resumable` returned), the test starts from its recorded
    scores and the matches it played are not dealt again."""
    fair = fair_share(game, players)
    test = Sprt(p0=fair, p1=goal_for(level, fair))
    actions, seconds = 0, 0.0
    if resume is not None:
        test.scores.extend(recorded_scores(resume))
        actions = round(resume.get("actions_per_match", 0.0) * test.matches)
        seconds = resume.get("seconds_per_match", 0.0) * test.matches
    jobs = islice(jobs_for(game, level, opponent, players, cap, seed), test.matches, None)
    window = max(1, getattr(executor, "_max_workers", 1)) * 2
    last_write = time.monotonic()
    # A few matches run ahead of the test, to keep every worker busy; the test
    # reads the results in the order the matches were dealt (the same verdict for
    # the same seed, whatever the number of workers).
    pending = [executor.submit(play_one, job) for job in islice(jobs, window)]
    if test.verdict(cap) != RUNNING:
        pending = []
    while pending:
        share, count, spent = pending.pop(0).result()
        test.add(share)
        actions += count
        seconds += spent
        if test.verdict(cap) != RUNNING:
            for future in pending:
                future.cancel()
            break
        job = next(jobs, None)
        if job is not None:
            pending.append(executor.submit(play_one, job))
        due = time.monotonic() - last_write >= WRITE_EVERY_SECONDS
        if report and (test.matches % WRITE_EVERY == 0 or due):
            report(pair_entry(game, level, opponent, players, test, cap, actions, seconds, seed))
            last_write = time.monotonic()
    return pair_entry(game, level, opponent, players, test, cap, actions, seconds, seed)


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
    """Elo per level at one table size, chained up from random play (0)."""
    rating = {"random": 0.0}
    for pair in pairs:
        if pair["opponent"] in rating:
            sides = round(1 / pair["fair_share"]) if pair.get("fair_share") else pair["seats"]
            gap = elo_gap(head_to_head(pair["win_rate"], sides))
            rating[pair["level"]] = round(rating[pair["opponent"]] + gap, 1)
    return rating


def write_strength(game_id: str, players: int, pairs: list[dict], path=STRENGTH_FILE) -> None:
    """Merge one table size's pairs into the file: other games, other sizes and the
    pairs not measured this time keep their figures."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
        data = {}  # not ours, or measured by older bots: start afresh
    if not isinstance(data.get("games"), dict):
        data["games"] = {}
    game = data["games"].get(game_id)
    if not isinstance(game, dict) or not isinstance(game.get("sizes"), dict):
        game = data["games"][game_id] = {"sizes": {}}
    old = game["sizes"].get(str(players), {})
    new_levels = {pair["level"] for pair in pairs}
    kept = [pair for pair in old.get("pairs", ()) if pair.get("level") not in new_levels]
    merged = sorted(kept + list(pairs), key=lambda pair: LEVEL_ORDER.index(pair["level"]))
    game["sizes"][str(players)] = {"pairs": merged, "ratings": ratings(merged)}
    data["version"] = FORMAT_VERSION
    data["note"] = (
        "Written by python -m rules_engine.calibrate: per game and table size, each "
        "level against the one below it, seats rotated, decided by a sequential "
        "probability ratio test; ratings are Elo with random play at 0."
    )
    write_measures(path, data)


def format_pair(pair: dict) -> str:
    low, high = pair["ci95"]
    verdict = pair["sprt"]["verdict"]
    mark = "goal met" if pair["goal_met"] else f"goal {pair['goal']:.0%} not met"
    return (
        f"{pair['seats']} seats {pair['level']:>7} vs {pair['opponent']:<7} "
        f"{pair['win_rate']:6.1%} ({low:.1%}-{high:.1%}, fair {pair['fair_share']:.0%}) "
        f"in {pair['games']} matches: {verdict}, {mark}, {pair['seconds_per_match']} s/match"
    )


def game_and_sizes(parser: argparse.ArgumentParser, args) -> tuple:
    """The game of `--game` and the table sizes of `--sizes` (default: the ladder's),
    or the parser's error naming what is wrong."""
    try:
        game = get_game(args.game)
    except KeyError as error:
        parser.error(str(error))
    sizes = ladder_of(game).sizes
    if args.sizes:
        sizes = tuple(int(size) for size in args.sizes.split(","))
    for size in sizes:
        if size not in game.player_counts:
            parser.error(f"{game.id} is not played by {size}")
    return game, sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules_engine.calibrate", description=__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument(
        "--sizes", default=None, help="table sizes, e.g. 2,4 (default: the ladder's)"
    )
    parser.add_argument("--games", type=int, default=400, help="cap for the quick pairs")
    parser.add_argument(
        "--search-games", type=int, default=300, help="cap for pairs with a searching level"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--levels", default=",".join(pair[0] for pair in PAIRS))
    parser.add_argument("--dry-run", action="store_true", help="print, do not write the file")
    parser.add_argument(
        "--resume",
        action="store_true",
        help="carry on a pair whose test was still running when it was stopped, or "
        "was left undecided at a lower cap (same opponent, budgets and seed), from "
        "its recorded matches",
    )
    args = parser.parse_args(argv)
    game, sizes = game_and_sizes(parser, args)
    wanted = {name.strip() for name in args.levels.split(",")}
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as executor:
        for players in sizes:
            done: list[dict] = []
            for level, opponent in PAIRS:
                if level not in wanted:
                    continue
                cap = args.search_games if searching_pair(level, opponent) else args.games

                def report(entry, done=done, players=players):
                    print(format_pair(entry), end="\r", file=sys.stderr, flush=True)
                    if not args.dry_run:
                        write_strength(game.id, players, [*done, entry])

                resume = (
                    resumable(game, level, opponent, players, args.seed, cap=cap)
                    if args.resume
                    else None
                )
                if resume is not None:
                    print(
                        f"{players} seats {level} vs {opponent}: resumed after "
                        f"{resume['games']} matches",
                        flush=True,
                    )
                pair = calibrate_pair(
                    game, level, opponent, players, cap, args.seed, executor, report, resume
                )
                print(" " * 100, end="\r", file=sys.stderr)
                print(format_pair(pair), flush=True)
                done.append(pair)
                if not args.dry_run:  # after each pair: a long run stopped keeps it
                    write_strength(game.id, players, done)
            print(f"{players} seats ratings:", ratings(done), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
