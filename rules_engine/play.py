"""Playing whole matches between bots: shared by the arena, the benchmark and tests."""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules_engine.ai.base import Bot, Budget
from rules_engine.core.protocol import Game, Result, State
from rules_engine.core.record import BOT_PREFIX, MatchRecord, Seat
from rules_engine.core.rng import derive_seed


@dataclass
class PlayedMatch:
    record: MatchRecord
    state: State
    result: Result


def play_match(
    game: Game,
    bots: list[Bot],
    seed: int,
    options: dict | None = None,
    budget: Budget | None = None,
    max_actions: int = 1_000_000,
) -> PlayedMatch:
    """Play one match, each seat by its bot, which only ever sees its observation."""
    budget = budget or Budget()
    options = game.resolve_options(options)
    state = game.new_match(len(bots), options, seed)
    seeder = random.Random(seed)
    bot_rngs = [random.Random(derive_seed(seeder)) for _ in bots]
    record = MatchRecord(
        game=game.id,
        seats=[
            Seat(f"{bot.name} {seat + 1}", BOT_PREFIX + bot.name) for seat, bot in enumerate(bots)
        ],
        seed=seed,
        options=options,
    )
    for _ in range(max_actions):
        seat = state.to_move
        if seat is None:
            break
        legal = state.legal_actions()
        action = bots[seat].choose(state.observe(seat), legal, bot_rngs[seat], budget)
        state.apply(action)
        record.actions.append(action)
    else:
        raise RuntimeError(
            f"{game.id}: match with seed {seed} did not end in {max_actions} actions"
        )
    return PlayedMatch(record=record, state=state, result=state.result())
