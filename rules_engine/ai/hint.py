"""A hint for a human seat: the move the Hard level plays there, with the search's
estimated chance of winning the match and an alternative's. Computed from that seat's
observation only (the same a bot gets), never from the match's state.

A player reads a hint as advice, so it gives the best advice the game has and says
one thing and keeps to it:

- the move recommended is the Hard level's (`hard_choice`): in Double's Dread,
  Double Action and Stonehenge its player (the look-ahead, the counting player),
  which measured stronger than the search alone, whose playouts judge a bid or a
  card by careless play (a player following the search's Stonehenge bids played
  below Normal); in Dumble the search's move where its evidence against the
  heuristic's is clear; in Dog Eat Dog the search's best-estimated choice of those
  it explored well (`choices.credible`). No alternative is named whose figure is
  above the recommended move's;
- a decision made of several steps (a fight's attacker, target and roll; a bid's
  cards) is searched once and hinted as one plan (`Hint.plan`): when the player
  follows a step and asks again, the next step comes from the same plan
  (`follow_plan`) instead of a new search that might change its mind, and a hint
  never proposes taking a step back (`Game.takes_back`);
- the figure is the chance of coming first at the end of the match: a playout
  cut at a round's end counts a lead in proportion to its size, against each
  other side (`rewards.search_values`), and the search's figure is told as the
  chance it proved to be, measured against outcomes (`figures`)."""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, replace

from rules_engine.ai.base import Budget
from rules_engine.ai.choices import ALTERNATIVES, Choice, PlanStep, credible, merge
from rules_engine.ai.figures import calibrator
from rules_engine.ai.ismcts import Search, anchored_choice
from rules_engine.ai.levels import HARD, HARD_SECONDS, anchor_of, ladder_of
from rules_engine.core.catalogue import Ladder
from rules_engine.core.protocol import Action, Game, Observation


@dataclass(frozen=True)
class Hint:
    action: Action
    win_chance: float  # estimated chance of winning the match, 0..1
    runner_up: Action | None
    runner_up_chance: float | None
    iterations: int
    # The seat's next steps of the same decision, as the search or Hard's player
    # planned them.
    plan: tuple[PlanStep, ...] = ()
    # The choices after the runner-up, (action, chance), best first (see
    # `PlanStep.alternatives`).
    alternatives: tuple = ()
    # The share of the search's playouts that reached the match's end: how near the
    # end the match is, which says how far the search's figures can be trusted
    # (`figures`).
    finished: float = 0.0


def hint(
    game: Game,
    observation: Observation,
    legal_actions: list[Action],
    rng: random.Random,
    budget: Budget | None = None,
    calibrated: bool = True,
) -> Hint:
    """The move the Hard level plays for the seat of `observation`, with the
    figures of its search, told as chances by the game's calibration
    (`figures.calibrated_chance`; `calibrated=False`: the search's own, which the
    calibration measures). `budget.iterations` sets the search's size (default:
    Hard's at this table size) and then the look-ahead's samples too
    (`budget.samples`), `budget.seconds` caps each."""
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
    # The look-ahead's worlds come from the hint's own stream, after the search's.
    player_rng = random.Random(rng.getrandbits(64))
    player, player_budget = hard_player(game, ladder, budget)
    best = hard_choice(
        game, ladder, search, choices, observation, player, player_budget, player_rng
    )
    others = runners_up(best, ranked, choices)
    second = others[0] if others else None
    if player is None or ladder.confidence != math.inf:
        plan = search.plan(best.action)  # the search decides the steps after it
    else:
        plan = player_plan(game, search, observation, best, player, player_budget, player_rng)
    plan = on_one_scale(plan, best.wins)
    finished = search.finished
    told = calibrator(game.id, observation["num_players"], finished if calibrated else None)
    return Hint(
        action=best.action,
        win_chance=told(best.wins),
        runner_up=None if second is None else second.action,
        runner_up_chance=None if second is None else told(second.wins),
        iterations=search.iterations,
        plan=tuple(told_step(step, told) for step in plan),
        alternatives=tuple((choice.action, told(choice.wins)) for choice in others[1:]),
        finished=finished,
    )


def told_step(step: PlanStep, told) -> PlanStep:
    """A plan's step with its figures told as `told` tells them."""
    return replace(
        step,
        chance=told(step.chance),
        runner_up_chance=told(step.runner_up_chance),
        alternatives=tuple((action, told(value)) for action, value in step.alternatives),
    )


def hard_player(game: Game, ladder: Ladder, budget: Budget | None) -> tuple:
    """The player the Hard level departs from (None where the search alone decides)
    and its budget: the ladder's look-ahead samples within Hard's time, or, for a
    search the caller sized (`budget.iterations`), the budget's own samples."""
    if ladder.confidence <= 0:
        return None, None
    seconds = HARD_SECONDS if budget is None else budget.seconds
    samples = ladder.anchor_samples(HARD)
    if samples is None or (budget is not None and budget.iterations is not None):
        samples = (budget or Budget()).samples
    return anchor_of(game, ladder, HARD), Budget(seconds=seconds, samples=samples)


def hard_choice(
    game: Game,
    ladder: Ladder,
    search: Search,
    choices: list[Choice],
    observation: Observation,
    player,
    player_budget: Budget | None,
    rng: random.Random,
) -> Choice:
    """The Hard level's move (as `levels.make_level` plays it), with the search's
    figures for it: its player's move where no search result may override that
    player (`Ladder.confidence` infinite), the search's where its evidence against
    the player's is clear (`ismcts.anchored_choice`), and where the search alone
    decides, its best-estimated well-explored choice (`choices.credible`). A move the
    search did not explore, or one that takes a step back (the player would undo a
    card the person laid on their own), gives way to the search's best."""
    ranked = credible(choices)
    if player is None:
        return ranked[0]
    legal = list(search.legal)
    move = player.choose(observation, legal, rng, player_budget)
    if ladder.confidence != math.inf:
        analysis = merge([search.root_stats()], legal, search.iterations, 0.0)
        move = anchored_choice(analysis, move, ladder.confidence)
    if move[0] in game.takes_back:
        return ranked[0]
    return next((choice for choice in choices if choice.action == move), ranked[0])


def player_plan(
    game: Game,
    search: Search,
    observation: Observation,
    first: Choice,
    player,
    player_budget: Budget,
    rng: random.Random,
) -> tuple[PlanStep, ...]:
    """The Hard player's next steps of the same decision after `first` (a bid's
    further cards and its seal), found by asking it again as the steps are played
    in worlds the seat could be in, with the search's figures where its tree went
    the same way. The plan stops where the seat's turn does, and before a step whose
    outcome the seat cannot know (a card drawn: the worlds then show different
    things), where the player must look at the table again."""
    seat = observation["seat"]
    # The whole plan within one move of the player's time: a hint that would take
    # longer plans fewer steps (the player is asked again at the next one).
    deadline = time.perf_counter() + player_budget.seconds
    worlds = [game.determinize(observation, seat, rng) for _ in range(PLAN_WORLDS)]
    node = search.root.children.get((seat, first.action))
    move, chance, steps = first.action, first.wins, []
    for _ in range(PLAN_STEPS):
        if time.perf_counter() > deadline:
            break
        for world in worlds:
            world.apply(move)
        world = worlds[0]
        if world.is_over() or world.to_move != seat:
            break
        seen = world.observe(seat)
        if any(other.observe(seat) != seen for other in worlds[1:]):
            break  # the step showed the seat something it could not know before
        legal = game.searched_actions(world.legal_actions())
        move = player.choose(seen, legal, rng, player_budget)
        if move[0] in game.takes_back:
            break
        child = None if node is None else node.children.get((seat, move))
        if child is not None and child.visits:
            chance = child.wins / child.visits
        named = [] if node is None else credible(search.choices_at(node))
        named = [c for c in named if c.action != move and c.wins <= chance][: ALTERNATIVES - 1]
        steps.append(
            PlanStep(
                move,
                chance,
                named[0].action if named else None,
                named[0].wins if named else None,
                tuple((choice.action, choice.wins) for choice in named[1:]),
            )
        )
        node = child
    return tuple(steps)


# How many steps a player's plan looks ahead, and in how many worlds it checks that
# a step shows the seat nothing it could not know.
PLAN_STEPS = 8
PLAN_WORLDS = 3


def on_one_scale(plan: tuple[PlanStep, ...], chance: float) -> tuple[PlanStep, ...]:
    """The plan's steps told with the decision's own figure, `chance` (its first
    step's), and each step's alternatives in proportion to it: a decision has one
    figure however many steps it takes. A deeper node of the tree has fewer playouts
    and its best child is a maximum of several, so its figures ran well above the
    decision's: at eight seats of Dog Eat Dog, 17% for the attacker hinted, then 44%
    for the target its plan named (a fresh search of that target read 29%)."""

    def scaled(value: float | None, step: float) -> float | None:
        if value is None:
            return None
        return chance * (value / step if step > 0 else 1.0)

    return tuple(
        replace(
            step,
            chance=chance,
            runner_up_chance=scaled(step.runner_up_chance, step.chance),
            alternatives=tuple(
                (action, scaled(value, step.chance)) for action, value in step.alternatives
            ),
        )
        for step in plan
    )


def runners_up(best: Choice, ranked: list[Choice], choices: list[Choice]) -> list[Choice]:
    """The choices to name after `best`, in order: the well-explored ones, then the
    most explored of the rest; never one whose figure is above the best's (a little
    explored choice can have a lucky figure: it is no advice; and the advice never
    reads as second to what it names). At most `ALTERNATIVES - 1`."""
    rest = sorted(
        (choice for choice in choices if choice not in ranked),
        key=lambda choice: -choice.visits,
    )
    named = [
        choice
        for choice in [*ranked, *rest]
        if choice.action != best.action and choice.wins <= best.wins
    ]
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
