"""Information Set Monte Carlo Tree Search, for every game through the protocol.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). The searching seat
sees only its observation; each iteration:

1. deals a world it could be in: `game.determinize(observation, seat, rng)`, with
   every hidden thing (cards in other hands, the stock's order) dealt at random and
   a fresh RNG for chance (dice, later shuffles), so chance too is sampled anew;
2. walks down the one tree shared by all those worlds, choosing at each node among
   the actions legal *in this world* by UCB, where a child's exploration term counts
   how often it was available (not how often its parent was visited): an action
   that exists in few worlds is not over-explored;
3. adds one new node, then plays the world on with the game's playout policy
   (`Game.playout_action`: random, or a cheap greedy move where random play says
   little) until the match ends, the round ends (`State.round_mark`), or a horizon
   of actions is reached (`MAX_PLAYOUT_STEPS` at most: a greedy policy can go
   round in circles, e.g. four Dumble players taking back each other's discards,
   and the time cap is only looked at between playouts);
4. scores the position for every seat (`search_values`) and adds each seat's value
   to the nodes of the moves that seat chose.

Nodes are keyed by (seat, action): the tree follows what each seat did, which is
what the searching seat will see happen. Rewards are rank-based: 1 for beating
every other seat, 0 for losing to all, teammates (same rank) count as a draw; a
playout cut before the end ranks the seats by the result as it would stand
(`State.provisional_result`), softened by the score gap so that a small lead is
worth less than a large one (`Game.search_scale` points make a full pairwise win).

The search never sees the state: only the observation and the legal actions a bot
gets. It is deterministic given its RNG and an iteration budget (a time budget
stops earlier on a slow machine). Root parallelism: several trees grown from
different seeds, merged by visit counts at the root (`search_many`).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import replace

from rules_engine.ai.base import Bot, Budget, BySize, by_size
from rules_engine.ai.choices import ALTERNATIVES, Analysis, Choice, PlanStep, credible, merge
from rules_engine.ai.rewards import search_values
from rules_engine.core.protocol import Action, Game, Observation, Rollout

EXPLORATION = 0.7  # UCB constant for rewards in [0, 1] (Cowling et al. use 0.7)
# The least variance the anchored choice assumes of a move's rewards: playouts that
# all agree still sample only some of the worlds.
LEAST_VARIANCE = 0.01


MAX_PLAYOUT_STEPS = 400  # a playout longer than this is cut and scored as it stands


class Node:
    __slots__ = (
        "action",
        "available",
        "children",
        "mean",
        "reward",
        "seat",
        "spread",
        "visits",
        "wins",
    )

    def __init__(self, seat: int | None, action: Action | None) -> None:
        self.seat = seat  # who chose `action` to get here
        self.action = action
        self.children: dict = {}
        self.visits = 0
        self.reward = 0.0
        self.wins = 0.0  # the chooser's chances of coming first, summed over playouts
        self.available = 1
        # `mean` (reward / visits) and `spread` (EXPLORATION squared / visits), for
        # the UCB score of selection, are set by the single tree's backpropagation,
        # which every node it creates goes through before it is ever scored; not
        # here: Stonehenge's trees create many nodes, and nothing else reads them.


# log(n) for the availability counts met in selection (a list read is cheaper than
# a call of math.log, which selection makes for every explored child at every step).
LOGS = [0.0] + [math.log(count) for count in range(1, 1 << 15)]
EXPLORATION_SQUARED = EXPLORATION * EXPLORATION


class Search:
    """The ISMCTS of one decision of `seat`.

    In most games every action is seen by every seat, and one tree holds every
    seat's choices (single-observer ISMCTS). In a game whose actions can be hidden
    from the other seats (`Game.sealed_actions`: Stonehenge's cards laid face down
    in a bid), each seat has a tree of its own, keyed by the actions as that seat
    sees them (`Game.public_action`), and chooses in it (multi-observer ISMCTS,
    Cowling et al. 2012): the opponents inside the search never learn which cards
    the searching seat laid, and the searching seat never learns theirs."""

    def __init__(
        self,
        game: Game,
        observation: Observation,
        legal_actions: list[Action],
        rng: random.Random,
        horizon: int | None = None,
        closed_chance: bool = False,
    ) -> None:
        self.game = game
        # Closed loop over chance (`Game.chance_outcome`): after an action whose
        # outcome chance decided, the walk goes on under a node of that outcome, so
        # the replies learnt after a won fight are not mixed with those after a lost
        # one. Open loop (the default) mixes them in one node. Only with one tree.
        self.closed_chance = closed_chance and not game.sealed_actions
        self.observation = observation
        self.seat = observation["seat"]
        self.legal = game.searched_actions(list(legal_actions))
        self.rng = rng
        self.horizon = horizon
        seats = observation["num_players"] if game.sealed_actions else 1
        # One tree per observer: every seat's own, or one for all.
        self.roots = [Node(None, None) for _ in range(seats)]
        self.own_tree = self.seat if game.sealed_actions else 0  # the searching seat's
        self.root = self.roots[self.own_tree]
        self.squares: dict = {}  # root choices: sums of squared rewards
        self.iterations = 0
        # Playouts that reached the match's end rather than a cut: their share says
        # how near the end the match is (`figures`: a figure is told by it).
        self.ended = 0
        self.teams = game.teams(observation["num_players"])
        # `search_values` of the finished playouts' rankings met (`values_of`).
        self.outcomes: dict = {}

    def values_of(self, rollout: Rollout) -> tuple[list[float], list[float]]:
        """`search_values` of a playout's outcome, worked out once per ranking when
        the playout ended the match (a handful of rankings recur thousands of times
        in a search). A cut playout's values depend on the scores too, which seldom
        recur (95% of a Dumble search's were new): those are worked out each time."""
        if not rollout.over and self.game.search_scale > 0:
            return search_values(self.game, rollout, self.teams)
        ranks = rollout.result.ranks
        known = self.outcomes.get(ranks)
        if known is None:
            known = self.outcomes[ranks] = search_values(self.game, rollout, self.teams)
        return known

    def run(self, iterations: int | None, seconds: float | None) -> None:
        if iterations is None and seconds is None:
            raise ValueError("a search needs an iteration budget or a time budget")
        deadline = None if seconds is None else time.perf_counter() + seconds
        done = 0
        while iterations is None or done < iterations:
            self.iterate()
            done += 1
            # The clock is read every few iterations: reading it costs as much as a
            # short playout in the fastest games.
            if deadline is not None and done % 8 == 0 and time.perf_counter() >= deadline:
                break

    def iterate(self) -> None:
        if len(self.roots) == 1:
            self._iterate_one()
        else:
            self._iterate_many()

    def _iterate_one(self) -> None:
        """One iteration with a single tree (every game but those with sealed
        actions): `_iterate_many`'s walk without the other observers' trees,
        written for speed (it is a third of a search's time in the fastest games)."""
        game, rng = self.game, self.rng
        world = game.determinize(self.observation, self.seat, rng)
        start_round = world.round_mark()
        root = node = self.root
        path: list[Node] = []
        searched = game.searched_actions
        logs, limit, log, sqrt = LOGS, len(LOGS), math.log, math.sqrt
        legal = self.legal
        closed = self.closed_chance
        # Selection and expansion.
        while True:
            seat = world.to_move
            if seat is None:
                break
            if node is not root:
                legal = searched(world.legal_actions())
            children = node.children
            get = children.get
            untried = None
            best, best_score = None, -1.0
            for action in legal:
                child = get((seat, action))
                if child is None:
                    if untried is None:
                        untried = [action]
                    else:
                        untried.append(action)
                    continue
                available = child.available = child.available + 1
                if untried is not None:
                    continue
                score = child.mean + sqrt(
                    (logs[available] if available < limit else log(available)) * child.spread
                )
                if score > best_score:
                    best, best_score = child, score
            if untried is not None:
                action = untried[rng.randrange(len(untried))]
                best = children[(seat, action)] = Node(seat, action)
            node = best
            path.append(best)
            world.apply(best.action)
            if closed:
                outcome = game.chance_outcome(world, best.action)
                if outcome is not None:
                    # A chance node: it keeps no figures (UCB reads the children's
                    # own counts), it only keys what follows by the outcome.
                    key = (None, outcome)
                    after = node.children.get(key)
                    if after is None:
                        after = node.children[key] = Node(None, outcome)
                    node = after
            if untried is not None or world.round_mark() != start_round:
                break
        # Playout.
        horizon = MAX_PLAYOUT_STEPS if self.horizon is None else self.horizon
        rollout = game.rollout(world, rng, start_round, horizon)
        if rollout.over:
            self.ended += 1
        values, firsts = self.values_of(rollout)
        # Backpropagation: each node learns the reward of the seat that chose it.
        root.visits += 1
        for child in path:
            visits = child.visits = child.visits + 1
            reward = child.reward = child.reward + values[child.seat]
            child.wins += firsts[child.seat]
            child.mean = reward / visits
            child.spread = EXPLORATION_SQUARED / visits
        if path and path[0].seat == self.seat:
            value = values[self.seat]
            action = path[0].action
            self.squares[action] = self.squares.get(action, 0.0) + value * value
        self.iterations += 1

    def _iterate_many(self) -> None:
        """One iteration with a tree per observer (multi-observer ISMCTS): the
        seat to move chooses in its own tree, and every other observer's tree
        follows the action as that observer sees it (`Game.public_action`)."""
        game, rng = self.game, self.rng
        world = game.determinize(self.observation, self.seat, rng)
        start_round = world.round_mark()
        roots = self.roots
        observers = len(roots)
        nodes = list(roots)  # where each observer's tree has got to
        paths: list[list[Node]] = [[] for _ in range(observers)]
        searched = game.searched_actions
        public = game.public_action
        root = self.root
        logs, limit, log, sqrt = LOGS, len(LOGS), math.log, math.sqrt
        # Selection and expansion, in the tree of the seat to move.
        while True:
            seat = world.to_move
            if seat is None:
                break
            node = nodes[seat]
            legal = self.legal if node is root else searched(world.legal_actions())
            children = node.children
            get = children.get
            untried = None
            best, best_score = None, -1.0
            for action in legal:
                child = get((seat, action))
                if child is None:
                    if untried is None:
                        untried = [action]
                    else:
                        untried.append(action)
                    continue
                available = child.available = child.available + 1
                if untried is not None:
                    continue
                # Worked out here, not kept by the backpropagation as in
                # `_iterate_one`: it updates every observer's path, most of whose
                # nodes are never chosen from.
                visits = child.visits
                score = child.reward / visits + EXPLORATION * sqrt(
                    (logs[available] if available < limit else log(available)) / visits
                )
                if score > best_score:
                    best, best_score = child, score
            if untried is not None:
                action = untried[rng.randrange(len(untried))]
                best = children[(seat, action)] = Node(seat, action)
            nodes[seat] = best
            paths[seat].append(best)
            # The other observers' trees follow the action as each of them sees it.
            action = best.action
            for other in range(observers):
                if other != seat:
                    key = (seat, public(action, seat, other))
                    followed = nodes[other].children
                    follow = followed.get(key)
                    if follow is None:
                        follow = followed[key] = Node(seat, key[1])
                    nodes[other] = follow
                    paths[other].append(follow)
            world.apply(action)
            if untried is not None or world.round_mark() != start_round:
                break
        # Playout.
        horizon = MAX_PLAYOUT_STEPS if self.horizon is None else self.horizon
        rollout = game.rollout(world, rng, start_round, horizon)
        if rollout.over:
            self.ended += 1
        values, firsts = search_values(game, rollout, self.teams)
        # Backpropagation: each node learns the reward of the seat that chose it.
        for tree in roots:
            tree.visits += 1
        for path in paths:
            for child in path:
                child.visits += 1
                child.reward += values[child.seat]
                child.wins += firsts[child.seat]
        mine = paths[self.own_tree]
        if mine and mine[0].seat == self.seat:
            value = values[self.seat]
            action = mine[0].action
            self.squares[action] = self.squares.get(action, 0.0) + value * value
        self.iterations += 1

    @property
    def finished(self) -> float:
        """The share of the playouts that reached the match's end (0 before any)."""
        return self.ended / self.iterations if self.iterations else 0.0

    def root_stats(self) -> dict:
        """{action: (visits, reward sum, wins, sum of squared rewards)} of the
        searching seat's root choices."""
        stats = {}
        for (seat, action), child in self.root.children.items():
            if seat == self.seat:
                stats[action] = (
                    child.visits,
                    child.reward,
                    child.wins,
                    self.squares.get(action, 0.0),
                )
        return stats

    def choices_at(self, node: Node) -> list[Choice]:
        """The searching seat's explored choices below `node`, with their figures."""
        return [
            Choice(
                child.action, child.visits, child.reward / child.visits, child.wins / child.visits
            )
            for (seat, _), child in node.children.items()
            if seat == self.seat and child.visits
        ]

    def plan(self, first: Action) -> tuple[PlanStep, ...]:
        """The searching seat's next steps of the same decision after `first` (a
        bid's further cards, a fight's target and roll), as its tree weighs them:
        at each step the best-estimated of the well-explored choices (`credible`),
        while the next choice is still the seat's own and the node has been
        explored enough to say."""
        steps: list[PlanStep] = []
        node = self.root.children.get((self.seat, first))
        while node is not None and node.visits >= PLAN_LEAST_VISITS:
            children = node.children.values()
            if not children or any(child.seat != self.seat for child in children):
                break
            ranked = credible(self.choices_at(node))
            if not ranked:
                break
            best = ranked[0]
            runner = ranked[1] if len(ranked) > 1 else None
            later = [c for c in ranked[2:ALTERNATIVES] if c.wins <= best.wins]
            steps.append(
                PlanStep(
                    best.action,
                    best.wins,
                    runner.action if runner else None,
                    runner.wins if runner else None,
                    tuple((choice.action, choice.wins) for choice in later),
                )
            )
            node = node.children[(self.seat, best.action)]
        return tuple(steps)


# A plan goes on only through nodes explored at least this often.
PLAN_LEAST_VISITS = 12


def analyse(
    game: Game,
    observation: Observation,
    legal_actions: list[Action],
    rng: random.Random,
    iterations: int | None,
    seconds: float | None = None,
    trees: int = 1,
    horizon: int | None = None,
    pool=None,
    search_single: bool = False,
    closed_chance: bool = False,
) -> Analysis:
    """Search the decision and report every root choice (a lone legal action is
    returned at once unless `search_single`: a hint still estimates the chances).
    `trees` > 1 grows that many trees from seeds drawn from `rng` (each with the
    whole iteration budget) and merges them: in `pool`'s processes when one is
    given, one after another otherwise (the same answer either way for an iteration
    budget; one after another, the trees share a time cap)."""
    started = time.perf_counter()
    legal = list(legal_actions)
    if len(legal) == 1 and not search_single:
        only = Choice(legal[0], 0, 0.5, 0.0)
        return Analysis((only,), 0, 0.0)
    seeds = [rng.getrandbits(64) for _ in range(trees)]
    jobs = [
        (game.id, observation, legal, seed, iterations, seconds, horizon, closed_chance)
        for seed in seeds
    ]
    if pool is not None and trees > 1:
        futures = [pool.submit(grow_tree, *job) for job in jobs[1:]]
        results = [grow_tree(*jobs[0], game=game)] + [future.result() for future in futures]
    else:
        if seconds is not None:  # one after another: the time cap is shared
            jobs = [(*job[:5], seconds / trees, *job[6:]) for job in jobs]
        results = [grow_tree(*job, game=game) for job in jobs]
    done = sum(count for _, count, _ in results)
    finished = sum(ended for _, _, ended in results) / done if done else 0.0
    return merge(
        [stats for stats, _, _ in results], legal, done, time.perf_counter() - started, finished
    )


def grow_tree(
    game_id, observation, legal, seed, iterations, seconds, horizon, closed_chance=False, game=None
):
    """One tree's root statistics, iteration count and playouts that reached the
    match's end (runs in a pool's process too)."""
    if game is None:
        from rules_engine.core.registry import get_game

        game = get_game(game_id)
    search = Search(game, observation, legal, random.Random(seed), horizon, closed_chance)
    search.run(iterations, seconds)
    return search.root_stats(), search.iterations, search.ended


class IsmctsBot(Bot):
    """A bot that searches each decision with ISMCTS.

    `iterations` per tree (a number, or one by table size: see `base.by_size`)
    and `seconds` (a cap: the search stops at whichever comes
    first; None for no cap, as the calibration plays, so that a game replays the
    same whatever the machine's speed); `trees` root-parallel trees; `pool` an
    executor to grow all but one of them in other processes; `anchor` a heuristic
    player whose move is kept unless the search clearly finds better
    (`anchored_choice`), weighed with `anchor_samples` look-ahead samples when
    given (a level's heuristic may look further than Normal's)."""

    name = "ismcts"

    def __init__(
        self,
        game: Game,
        iterations: BySize | int = 1000,
        seconds: float | None = None,
        trees: int = 1,
        horizon: int | None = None,
        pool=None,
        anchor: Bot | None = None,
        confidence: float = 1.0,
        anchor_samples: int | None = None,
        closed_chance: bool = False,
    ) -> None:
        super().__init__(game)
        self.closed_chance = closed_chance  # see `Search`
        self.anchor = anchor  # the heuristic it departs from only on clear evidence
        self.confidence = confidence
        self.anchor_samples = anchor_samples  # the heuristic's look-ahead (None: its own)
        self.iterations = iterations
        self.seconds = seconds
        self.trees = trees
        self.horizon = horizon
        self.pool = pool
        self.last: Analysis | None = None

    def analyse(self, observation, legal_actions, rng, budget: Budget | None = None) -> Analysis:
        iterations = by_size(self.iterations, observation["num_players"])
        if budget is not None and budget.iterations is not None:
            iterations = budget.iterations
        self.last = analyse(
            self.game,
            observation,
            legal_actions,
            rng,
            iterations,
            self.seconds,
            self.trees,
            self.horizon,
            self.pool,
            closed_chance=self.closed_chance,
        )
        return self.last

    def choose(self, observation, legal_actions, rng, budget):
        if self.anchor is not None and self.confidence == math.inf:
            # No evidence could ever override the heuristic: its look-ahead alone
            # decides, and the search would only spend the move's time.
            return self._anchor_move(observation, legal_actions, rng, budget)
        analysis = self.analyse(observation, legal_actions, rng, budget)
        if self.anchor is None or self.confidence <= 0 or len(analysis.choices) < 2:
            return analysis.best
        usual = self._anchor_move(observation, legal_actions, rng, budget)
        return anchored_choice(analysis, usual, self.confidence)

    def _anchor_move(self, observation, legal_actions, rng, budget):
        """The heuristic's move, weighed with the level's look-ahead samples and
        within the level's time cap (none when uncapped: the calibration's matches
        then replay the same on any machine). A caller that sizes the search itself
        (`Budget.iterations`, as the tests' small searches do) sizes the look-ahead
        too: its samples stand."""
        if self.anchor_samples is not None and (budget is None or budget.iterations is None):
            seconds = math.inf if self.seconds is None else self.seconds
            budget = replace(budget or Budget(), samples=self.anchor_samples, seconds=seconds)
        return self.anchor.choose(observation, legal_actions, rng, budget)


def anchored_choice(analysis: Analysis, usual: Action, confidence: float) -> Action:
    """The search's best move where its evidence is clear, else the heuristic's
    (`usual`). A few hundred noisy playouts often rank two moves wrongly; a good
    heuristic is right more often than such a guess, so the search overrides it
    only when its best move's mean reward beats the heuristic move's by more than
    `confidence` standard errors."""
    best = analysis.choices[0]
    if best.action == usual:
        return usual
    known = {choice.action: choice for choice in analysis.choices}
    other = known.get(usual)
    if other is None or other.visits == 0:
        return best.action if best.visits > 0 else usual
    spread = math.sqrt(
        max(best.variance, LEAST_VARIANCE) / best.visits
        + max(other.variance, LEAST_VARIANCE) / other.visits
    )
    return best.action if best.value - other.value > confidence * spread else usual
