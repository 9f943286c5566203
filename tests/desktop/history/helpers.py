"""Matches for the replay tests: bots' matches, made fast (the game's own player with
few samples, seated as the record says)."""

from __future__ import annotations

import random

from rules_engine.ai import Budget, make_bot
from rules_engine.core.record import MatchRecord, Seat
from rules_engine.core.registry import get_game


def bot_match(
    game_id: str, kinds: list[str], seed: int = 3, limit: int | None = None
) -> MatchRecord:
    """A match whose seats are `kinds` ("human" or "bot:<level>"), every move chosen by
    the game's Normal player (quick), stopped after `limit` actions when given."""
    game = get_game(game_id)
    seats = [Seat(f"P{n + 1}" if kind == "human" else "", kind) for n, kind in enumerate(kinds)]
    record = MatchRecord(game_id, seats, seed, game.resolve_options({}))
    state, rng = record.new_state(), random.Random(seed)
    bot = make_bot(game, "normal")
    while not state.is_over() and (limit is None or len(record.actions) < limit):
        seat = state.to_move
        action = bot.choose(
            state.observe(seat),
            state.legal_actions(),
            random.Random(rng.getrandbits(32)),
            Budget(samples=2),
        )
        state.apply(action)
        record.actions.append(action)
    return record


def players(game_id: str) -> int:
    counts = get_game(game_id).player_counts
    return 3 if 3 in counts else counts[0]
