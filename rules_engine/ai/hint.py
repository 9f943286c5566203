"""A hint for a human seat: what the Hard level would play there, with its
estimated chance of coming first and the runner-up. Computed from that seat's
observation only (the same a bot gets), never from the match's state."""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules_engine.ai.base import Budget
from rules_engine.ai.ismcts import analyse
from rules_engine.ai.levels import HARD_SECONDS, ladder_of
from rules_engine.core.protocol import Action, Game, Observation


@dataclass(frozen=True)
class Hint:
    action: Action
    win_chance: float  # share of the search's playouts through it that the seat won
    runner_up: Action | None
    runner_up_chance: float | None
    iterations: int


def hint(
    game: Game,
    observation: Observation,
    legal_actions: list[Action],
    rng: random.Random,
    budget: Budget | None = None,
) -> Hint:
    """The Hard level's choice for the seat of `observation`. `budget.iterations`
    sets the search's size (default: Hard's), `budget.seconds` caps it."""
    ladder = ladder_of(game)
    iterations = ladder.hard_iterations
    seconds = HARD_SECONDS
    if budget is not None:
        if budget.iterations is not None:
            iterations = budget.iterations
        seconds = budget.seconds
    legal = list(legal_actions)
    analysis = analyse(
        game,
        observation,
        legal,
        rng,
        iterations,
        seconds,
        horizon=ladder.horizon,
        search_single=True,
    )
    first = analysis.choices[0]
    second = analysis.choices[1] if len(analysis.choices) > 1 else None
    return Hint(
        action=first.action,
        win_chance=first.wins,
        runner_up=None if second is None else second.action,
        runner_up_chance=None if second is None else second.wins,
        iterations=analysis.iterations,
    )
