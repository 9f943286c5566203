"""A hint for a human seat: what the Hard level's search finds best there, with its
estimated chance of winning the match and the runner-up's. Computed from that seat's
observation only (the same a bot gets), never from the match's state.

A player reads a hint as advice, so it says one thing and keeps to it:

- the move recommended is the best estimated of the choices the search explored
  well (`ismcts.credible`), never one whose figure is below the runner-up's;
- a decision made of several steps (a fight's attacker, target and roll; a bid's
  cards) is searched once and hinted as one plan (`Hint.plan`): when the player
  follows a step and asks again, the next step comes from the same plan
  (`follow_plan`) instead of a new search that might change its mind, and a hint
  never proposes taking a step back (`Game.takes_back`);
- the figure is the chance of coming first at the end of the match: a playout
  cut at a round's end counts a lead in proportion to its size
  (`ismcts.first_chance`)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules_engine.ai.base import Budget
from rules_engine.ai.ismcts import ALTERNATIVES, Choice, PlanStep, Search, credible
from rules_engine.ai.levels import HARD, HARD_SECONDS, ladder_of
from rules_engine.core.protocol import Action, Game, Observation


@dataclass(frozen=True)
class Hint:
    action: Action
    win_chance: float  # estimated chance of winning the match, 0..1
    runner_up: Action | None
    runner_up_chance: float | None
    iterations: int
    # The seat's next steps of the same decision, as the search planned them.
    plan: tuple[PlanStep, ...] = ()
    # The choices after the runner-up, (action, chance), best first (see
    # `PlanStep.alternatives`).
    alternatives: tuple = ()


def hint(
    game: Game,
    observation: Observation,
    legal_actions: list[Action],
    rng: random.Random,
    budget: Budget | None = None,
) -> Hint:
    """The best move the Hard level's search finds for the seat of `observation`.
    `budget.iterations` sets the search's size (default: Hard's at this table
    size), `budget.seconds` caps it."""
    ladder = ladder_of(game)
    iterations = ladder.iterations(HARD, observation["num_players"])
    seconds = HARD_SECONDS
    if budget is not None:
        if budget.iterations is not None:
            iterations = budget.iterations
        seconds = budget.seconds
    search = Search(game, observation, list(legal_actions), rng, ladder.horizon)
    search.run(iterations, seconds)
    choices = search.choices_at(search.root)
    ranked = credible(choices)
    if not ranked:  # no playout finished (a budget of nothing): the first choice
        only = search.legal[0]
        return Hint(only, 0.5, None, None, search.iterations)
    best = ranked[0]
    others = runners_up(ranked, choices)
    second = others[0] if others else None
    return Hint(
        action=best.action,
        win_chance=best.wins,
        runner_up=None if second is None else second.action,
        runner_up_chance=None if second is None else second.wins,
        iterations=search.iterations,
        plan=search.plan(best.action),
        alternatives=tuple((choice.action, choice.wins) for choice in others[1:]),
    )


def runners_up(ranked: list[Choice], choices: list[Choice]) -> list[Choice]:
    """The choices to name after the best, in order: the next well-explored ones,
    then the most explored of the rest; never one whose figure is above the best's
    (a little explored choice can have a lucky figure: it is no advice). At most
    `ALTERNATIVES - 1`."""
    best = ranked[0]
    rest = sorted(
        (choice for choice in choices if choice not in ranked),
        key=lambda choice: -choice.visits,
    )
    named = [choice for choice in [*ranked[1:], *rest] if choice.wins <= best.wins]
    return named[: ALTERNATIVES - 1]


def follow_plan(plan: tuple[PlanStep, ...], legal_actions: list[Action]) -> Hint | None:
    """The next step of a hinted plan once the player followed the step before it
    (None when there is no step left or it is no longer legal: search again)."""
    if not plan or plan[0].action not in legal_actions:
        return None
    step = plan[0]
    return Hint(
        action=step.action,
        win_chance=step.chance,
        runner_up=step.runner_up,
        runner_up_chance=step.runner_up_chance,
        iterations=0,
        plan=plan[1:],
        alternatives=step.alternatives,
    )
