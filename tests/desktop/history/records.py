"""Match files for the history tests: finished matches played by the games' own fast
playout policy (a few milliseconds each), cut short ones, and damaged or foreign files."""

from __future__ import annotations

import random
from pathlib import Path

from rules_engine.core.record import MatchRecord, Seat, save_record
from rules_engine.core.registry import get_game


def played(game_id: str, seats: list[Seat], seed: int = 1, limit: int | None = None) -> MatchRecord:
    """A match of `game_id` at `seats`, played to its end (or `limit` actions)."""
    game = get_game(game_id)
    record = MatchRecord(game_id, list(seats), seed, game.resolve_options({}))
    state, rng = record.new_state(), random.Random(seed)
    while not state.is_over() and (limit is None or len(record.actions) < limit):
        action = game.playout_action(state, rng)
        state.apply(action)
        record.actions.append(action)
    return record


def write(folder: Path, name: str, record: MatchRecord) -> Path:
    path = folder / name
    save_record(record, path)
    return path


def ann_against(level: str, players: int = 3) -> list[Seat]:
    return [Seat("Ann"), *(Seat("", f"bot:{level}") for _ in range(players - 1))]
