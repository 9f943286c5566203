"""Expert's Double's Dread player: the heuristic's look-ahead with the last three
tricks of a round searched exactly. It is what the ladder makes at Expert, its
exact search remembers positions without changing a move, it stops at its time cap,
and it plays legal, seeded moves. (That it reads nothing its seat cannot see is the
contract's no-peeking test, which checks every bot the game names.)"""

import math
import random
import time

import pytest

from rules_engine.ai import Budget, make_bot
from rules_engine.ai.levels import EXPERT, HARD, ladder_of, make_level
from rules_engine.core import get_game
from rules_engine.games.doubles_dread.bot import (
    DEEP_EXACT_TRICKS,
    DEEP_FROM_PLAYERS,
    EXACT_TRICKS,
    DoublesDreadDeepBot,
    DoublesDreadHeuristicBot,
)
from rules_engine.games.doubles_dread.greedy import exact_scores, margin
from rules_engine.games.doubles_dread.lagoon import Lagoon
from rules_engine.play import play_match

GAME = get_game("doubles_dread")


def positions_with(num_players: int, tricks: int, count: int, seed: int) -> list:
    """Decisions of the trick phase with `tricks` tricks left (a real choice), met in
    matches between Normal players with a few samples."""
    normal = make_bot(GAME, "heuristic")
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = GAME.new_match(num_players, None, rng.getrandbits(32))
        while not state.is_over() and len(found) < count:
            legal = state.legal_actions()
            observation = state.observe(state.to_move)
            left = max(len(boat) for boat in observation["boats"])
            if observation["phase"] in ("lead", "play") and left == tricks and len(legal) > 1:
                found.append(state.clone())
            state.apply(normal.choose(observation, legal, rng, Budget(samples=2)))
    return found


def test_expert_plays_the_deep_player_and_hard_the_heuristic():
    ladder = ladder_of(GAME)
    expert, hard = make_level(GAME, EXPERT, capped=False), make_level(GAME, HARD, capped=False)
    assert type(expert.anchor) is DoublesDreadDeepBot
    assert type(hard.anchor) is DoublesDreadHeuristicBot
    assert expert.anchor_samples == ladder.anchor_samples(EXPERT)
    assert DEEP_EXACT_TRICKS > EXACT_TRICKS
    assert DEEP_FROM_PLAYERS <= 4  # the size the game is most played at


@pytest.mark.parametrize(("num_players", "tricks"), [(2, 3), (4, 2)])
def test_remembering_positions_changes_no_score(num_players, tricks):
    """The search with its memo gives, for every candidate, the scores the plain
    recursion gives."""
    for state in positions_with(num_players, tricks, 6, seed=num_players):
        observation = state.observe(state.to_move)
        lagoon = Lagoon.from_observation(observation)
        memo: dict = {}
        for action in state.legal_actions():
            child = lagoon.clone()
            child.apply(action)
            plain = exact_scores(child.clone(), observation["totals"])
            assert exact_scores(child, observation["totals"], memo) == plain
        assert memo  # it remembered positions between tricks


def test_it_plays_the_last_three_tricks_exactly_at_four_players():
    """Three tricks from the end its move is one the exact search values best (the
    heuristic still plays out there), and the same seed gives the same move."""
    deep = DoublesDreadDeepBot(GAME)
    budget = Budget(samples=4, seconds=math.inf)
    for number, state in enumerate(positions_with(4, 3, 4, seed=5)):
        seat, legal = state.to_move, state.legal_actions()
        observation = state.observe(seat)
        move = deep.choose(observation, legal, random.Random(number), budget)
        assert move in legal
        assert move == deep.choose(observation, legal, random.Random(number), budget)
        lagoon, totals = Lagoon.from_observation(observation), observation["totals"]
        memo: dict = {}
        values = {
            action: margin(seat, exact_scores(_after(lagoon, action), totals, memo), totals)
            for action in legal
        }
        assert values[move] == max(values.values())


def test_at_two_players_it_plays_as_it_was_measured():
    """At two players Expert's samples alone measured stronger than Hard: three
    tricks from the end it plays out, as the heuristic does, with the same move."""
    deep, plain = DoublesDreadDeepBot(GAME), DoublesDreadHeuristicBot(GAME)
    budget = Budget(samples=4, seconds=math.inf)
    for number, state in enumerate(positions_with(2, 3, 4, seed=6)):
        seat, legal = state.to_move, state.legal_actions()
        observation = state.observe(seat)
        expected = plain.choose(observation, legal, random.Random(number), budget)
        assert deep.choose(observation, legal, random.Random(number), budget) == expected


def _after(lagoon: Lagoon, action) -> Lagoon:
    child = lagoon.clone()
    child.apply(action)
    return child


def test_its_exact_search_stops_at_the_time_cap():
    """On a slow machine the three-trick search can outlast Expert's cap: it stops
    at the deadline and the play-outs decide (here no time at all is given)."""
    deep = DoublesDreadDeepBot(GAME)
    for number, state in enumerate(positions_with(4, 3, 3, seed=9)):
        seat, legal = state.to_move, state.legal_actions()
        started = time.perf_counter()
        move = deep.choose(
            state.observe(seat), legal, random.Random(number), Budget(seconds=0, samples=4000)
        )
        assert move in legal
        assert time.perf_counter() - started < 2.0
        assert deep.cut  # what bench_levels counts as a move the cap bound
    state = positions_with(2, 3, 1, seed=9)[0]
    seat, legal = state.to_move, state.legal_actions()
    deep.choose(state.observe(seat), legal, random.Random(0), Budget(seconds=math.inf, samples=4))
    assert not deep.cut


@pytest.mark.parametrize("num_players", [2, 4])
def test_it_plays_whole_matches_legally_and_the_same_under_a_seed(num_players):
    """The engine refuses an illegal action: a match played to its end was legal
    throughout. At two players it is played twice, to the same actions."""
    bots = [make_bot(GAME, "deep")] + [make_bot(GAME, "heuristic")] * (num_players - 1)
    budget = Budget(samples=2)
    first = play_match(GAME, bots, seed=num_players, budget=budget)
    assert first.state.is_over()
    if num_players == 2:
        again = play_match(GAME, bots, seed=num_players, budget=budget)
        assert first.record.actions == again.record.actions
