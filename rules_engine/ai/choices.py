"""What a search found for one decision, as its callers read it: each root choice
with its figures (`Choice`), the choices of several trees merged (`Analysis`), a
planned decision's steps (`PlanStep`), and which choices were explored enough to
be ranked by their figures (`credible`)."""

from __future__ import annotations

from dataclasses import dataclass

from rules_engine.core.protocol import Action


@dataclass(frozen=True)
class Choice:
    """One root action with what the search learnt of it."""

    action: Action
    visits: int
    value: float  # mean reward for the searching seat, 0..1
    wins: float  # share of its playouts in which the searching seat came first
    variance: float = 0.25  # of its rewards (0.25 is the most rewards in 0..1 can have)


@dataclass(frozen=True)
class Analysis:
    """A search's verdict: root choices, most visited first."""

    choices: tuple[Choice, ...]
    iterations: int
    seconds: float
    # The share of the playouts that reached the match's end (`Search.finished`).
    finished: float = 0.0

    @property
    def best(self) -> Action:
        return self.choices[0].action


@dataclass(frozen=True)
class PlanStep:
    """One step of a planned decision: the action, its estimated chance of coming
    first, and the runner-up's."""

    action: Action
    chance: float
    runner_up: Action | None
    runner_up_chance: float | None
    # The choices after the runner-up, (action, chance), best first: a player is
    # told of another choice only if it reads differently from the hinted one
    # (two of Dog Eat Dog's larges are two actions but one choice to a player).
    alternatives: tuple = ()


# How many choices a hint weighs for its "otherwise" (the best included).
ALTERNATIVES = 5
# A choice is weighed by its estimate once it has at least this share of the most
# explored choice's visits: fewer playouts make a figure too noisy to rank by.
CREDIBLE_SHARE = 0.25


def credible(choices: list[Choice]) -> list[Choice]:
    """The choices explored enough to rank by their estimates (at least
    `CREDIBLE_SHARE` of the most visited one's visits), best estimate first: the
    chance of coming first, then the rank-based value, then visits."""
    if not choices:
        return []
    most = max(choice.visits for choice in choices)
    kept = [choice for choice in choices if choice.visits >= CREDIBLE_SHARE * most]
    kept.sort(key=lambda choice: (-choice.wins, -choice.value, -choice.visits))
    return kept


def merge(
    stats_list: list[dict],
    legal: list[Action],
    iterations: int,
    seconds: float,
    finished: float = 0.0,
):
    """Root statistics of several trees, summed, as an Analysis (most visited first;
    ties broken by value, then by the order of the legal actions); `finished`: the
    share of their playouts that reached the match's end."""
    total: dict = {}
    for stats in stats_list:
        for action, (visits, reward, wins, squares) in stats.items():
            v, r, w, q = total.get(action, (0, 0.0, 0, 0.0))
            total[action] = (v + visits, r + reward, w + wins, q + squares)
    order = {action: index for index, action in enumerate(legal)}
    choices = [
        Choice(
            action,
            visits,
            reward / visits,
            wins / visits,
            max(squares / visits - (reward / visits) ** 2, 0.0),
        )
        for action, (visits, reward, wins, squares) in total.items()
        if action in order and visits
    ]
    choices.sort(key=lambda c: (-c.visits, -c.value, order[c.action]))
    return Analysis(tuple(choices), iterations, seconds, finished)
