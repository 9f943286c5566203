"""Engine speed: `python -m rules_engine.bench --game dumble [--seconds S] [--json]`.

Random playouts from fresh deals in one process, through the public protocol
(`legal_actions` then a validated `apply`), as a searching bot would run them.
Prints matches, rounds and moves (actions applied, all seats) per second, and
the cost of one legal-action listing, timed apart on states met in the playouts.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from rules_engine import cli

LISTING_SAMPLE = 2000


def endless_dumble_record(length: int, seed: int = 3):
    """A legal Dumble match of `length` actions where nobody ever calls, so it never ends:
    the long match that file loading, replays and autosaves are measured and tested on."""
    from rules_engine.core.record import MatchRecord, Seat
    from rules_engine.core.registry import get_game

    game = get_game("dumble")
    seats = [Seat("Ann"), Seat("Bob", "bot:random")]
    record = MatchRecord("dumble", seats, seed, game.resolve_options({}))
    state, rng = record.new_state(), random.Random(seed)
    while len(record.actions) < length:
        action = rng.choice([a for a in state.legal_actions() if a[0] != "dumble"])
        state.apply(action)
        record.actions.append(action)
    return record


def random_playouts(game, players: int, seconds: float, seed: int) -> dict:
    rng = random.Random(seed)
    moves = rounds = matches = 0
    samples = []
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()
    while time.perf_counter() < deadline:
        state = game.new_match(players, None, rng.getrandbits(63))
        while not state.is_over():
            legal = state.legal_actions()
            for event in state.apply(legal[rng.randrange(len(legal))]):
                if event["type"] == "round_end":
                    rounds += 1
            moves += 1
            if len(samples) < LISTING_SAMPLE and rng.random() < 0.01:
                samples.append(state.clone())
            if moves & 1023 == 0 and time.perf_counter() >= deadline:
                break
        else:
            matches += 1
    elapsed = time.perf_counter() - started
    return {
        "elapsed": elapsed,
        "moves": moves,
        "rounds": rounds,
        "matches": matches,
        "samples": samples,
    }


def time_listing(states: list) -> float:
    """Microseconds per `legal_actions()` call over the sampled states."""
    if not states:
        return float("nan")
    repeats = max(1, 200_000 // len(states))
    started = time.perf_counter()
    for _ in range(repeats):
        for state in states:
            state.legal_actions()
    return (time.perf_counter() - started) / (repeats * len(states)) * 1e6


def run_bench(game, players: int, seconds: float, seed: int) -> dict:
    played = random_playouts(game, players, seconds, seed)
    elapsed = played["elapsed"]
    return {
        "game": game.id,
        "players": players,
        "seconds": round(elapsed, 2),
        "moves": played["moves"],
        "moves_per_s": round(played["moves"] / elapsed),
        "games_per_s": round(played["matches"] / elapsed, 2),
        "rounds_per_s": round(played["rounds"] / elapsed, 1),
        "legal_listing_us": round(time_listing(played["samples"]), 3),
        "python": sys.version.split()[0],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules_engine.bench", description=__doc__)
    parser.add_argument("--game", required=True, help="game id, e.g. dumble")
    parser.add_argument("--players", type=cli.positive, help="default: 4 where allowed")
    parser.add_argument("--seconds", type=cli.positive_float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    game = cli.game_from_args(parser, args.game)
    players = args.players or (4 if 4 in game.player_counts else game.min_players)
    cli.check_players(parser, game, players)
    report = run_bench(game, players, args.seconds, args.seed)
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{game.id}, {players} players, random playouts for {report['seconds']} s "
            f"(Python {report['python']}):\n"
            f"  moves per second   {report['moves_per_s']:>12,}\n"
            f"  rounds per second  {report['rounds_per_s']:>12,}\n"
            f"  matches per second {report['games_per_s']:>12,}\n"
            f"  legal-action listing {report['legal_listing_us']:>8.2f} us"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
