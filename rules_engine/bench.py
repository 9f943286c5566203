"""Engine speed: `python -m rules_engine.bench --game dumble [--seconds S] [--json]`.

Random playouts from fresh deals in one process, through the public protocol
(`legal_actions` then a validated `apply`), as a searching bot would run them.
Prints matches, rounds and moves (actions applied, all seats) per second, and
the cost of one legal-action listing, timed apart on states met in the playouts.

`python -m rules_engine.bench --round-trips [--seconds S] [--json]` instead writes
records the app can write (every game, option, seat kind, a name and a seed of those
the records' rule accepts, part of a match played) and checks that each loads back
equal: the long run of the suite's round-trip test (tests/engine/core/test_record_rule.py).
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


# What people type as names: plain, accented, right-to-left, emoji, and the characters the
# records' rule turns into spaces (tab, escape, C1, line separators).
NAME_PIECES = (
    "Ann",
    "Zoé",
    "李",
    "عمر",
    "\u202e",
    "🂡",
    " ",
    "\t",
    "\x1b[31m",
    "\x85",
    "\u2028",
    "<b>",
)


def writable_record(game, rng: random.Random, name_of=None, seed=None, played=None):
    """A record the app can write for `game`: a seat count it is played by, each seat
    a person or one of its bots, every option at a value it allows, names and a seed as
    the records' rule keeps them (`name_of(seat)` typed text, `seed` any int in range;
    drawn from `rng` when not given), and `played` random legal actions (the match may
    end first)."""
    from rules_engine.ai.registry import bot_names
    from rules_engine.core.errors import OptionError
    from rules_engine.core.limits import SEED_MAX, SEED_MIN, normal_name
    from rules_engine.core.record import BOT_PREFIX, HUMAN, MatchRecord, Seat

    players = rng.choice(list(game.player_counts))
    kinds = [HUMAN, *(BOT_PREFIX + name for name in bot_names(game))]
    if name_of is None:

        def name_of(seat: int) -> str:
            pieces = rng.choices(NAME_PIECES, k=rng.randrange(0, 6))
            return "".join(pieces) + rng.choice(("", "x" * rng.randrange(80)))

    seats = [Seat(normal_name(name_of(seat)), rng.choice(kinds)) for seat in range(players)]
    options = {}
    for spec in game.options:
        if spec.kind == "choice":
            options[spec.name] = rng.choice(spec.choices)
        elif spec.kind == "bool":
            options[spec.name] = rng.random() < 0.5
        else:
            options[spec.name] = rng.randint(spec.minimum, spec.maximum)
    try:
        options = game.resolve_options(options)
    except OptionError:  # values allowed one by one, not together: the dialog's defaults
        options = game.resolve_options({})
    seed = rng.randint(SEED_MIN, SEED_MAX) if seed is None else seed
    record = MatchRecord(game.id, seats, seed, options)
    state = record.new_state()
    for _ in range(rng.randrange(0, 120) if played is None else played):
        if state.to_move is None:
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    return record


def loads_back_equal(record) -> bool:
    """True when `record` read back from its own file text, and replayed, is the same
    record (game, edition, seats, seed, options, actions, hints)."""
    from rules_engine.core.record import MatchRecord, RecordEncoder

    text = record.dumps()
    if RecordEncoder().dumps(record) != text:  # the autosave's text is the same
        return False
    loaded = MatchRecord.loads(text)
    fields = ("game", "edition", "seats", "seed", "options", "actions", "hints")
    return all(getattr(loaded, name) == getattr(record, name) for name in fields)


def run_round_trips(seconds: float, seed: int) -> dict:
    """Records the app can write, of every game in turn, each loaded back, for `seconds`."""
    from rules_engine.core.registry import all_games

    rng, games = random.Random(seed), all_games()
    counts = {game.id: 0 for game in games}
    failures, actions = [], 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        game = games[sum(counts.values()) % len(games)]
        record = writable_record(game, rng)
        counts[game.id] += 1
        actions += len(record.actions)
        if not loads_back_equal(record):
            failures.append(record.dumps()[:2000])
    elapsed = time.perf_counter() - started
    return {
        "records": sum(counts.values()),
        "per_game": counts,
        "actions": actions,
        "failures": len(failures),
        "first_failure": failures[0] if failures else None,
        "seconds": round(elapsed, 2),
    }


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
    parser.add_argument("--game", help="game id, e.g. dumble")
    parser.add_argument(
        "--round-trips",
        action="store_true",
        help="instead: write records of every game and check each loads back equal",
    )
    parser.add_argument("--players", type=cli.positive, help="default: 4 where allowed")
    parser.add_argument("--seconds", type=cli.positive_float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.round_trips:
        report = run_round_trips(args.seconds, args.seed)
        if args.json:
            print(json.dumps(report))
        else:
            print(
                f"{report['records']:,} records written and read back in {report['seconds']} s "
                f"({report['actions']:,} actions): {report['failures']} not equal"
            )
        return 1 if report["failures"] else 0
    if args.game is None:
        parser.error("--game is required (or --round-trips)")
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
