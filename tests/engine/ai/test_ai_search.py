"""The search and the levels over random positions of every game: every choice is
legal, a search is a function of the observation, the seed and the iteration budget
(one tree or several, in this process or a pool's), it never changes what it is given,
and a hint is a well-formed answer."""

from __future__ import annotations

import copy
import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_engine.ai.base import Budget
from rules_engine.ai.hint import hint
from rules_engine.ai.ismcts import analyse
from rules_engine.ai.levels import EXPERT, HARD, LEVELS, ladder_of, make_level
from rules_engine.core import all_games, get_game
from rules_engine.core.catalogue import declare_missing, declared_at_run_time
from tests.engine.ai.ai_positions import POSITIONS

GAMES = all_games()
SMALL = Budget(seconds=60.0, samples=4, iterations=24)


def random_position(game, players: int, seed: int, moves: int):
    """A new match of `players` after up to `moves` random moves (the last position
    before the end if the match ends sooner)."""
    rng = random.Random(seed)
    state = game.new_match(players, None, seed)
    for _ in range(moves):
        legal = state.legal_actions()
        following = state.clone()
        following.apply(legal[rng.randrange(len(legal))])
        if following.is_over():
            break
        state = following
    return state


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_level_plays_a_legal_action_and_touches_nothing(game):
    bots = {level: make_level(game, level, capped=False) for level in LEVELS}

    @settings(
        max_examples=6,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(
        players=st.sampled_from(sorted(game.player_counts)),
        seed=st.integers(0, 2**32 - 1),
        moves=st.integers(0, 120),
    )
    def check(players, seed, moves):
        state = random_position(game, players, seed, moves)
        seat = state.to_move
        legal = state.legal_actions()
        view = state.full_view()
        for level, bot in bots.items():
            observation = state.observe(seat)
            action = bot.choose(observation, list(legal), random.Random(seed), SMALL)
            assert action in legal, (level, action)
            assert observation == state.observe(seat)
        assert state.full_view() == view

    check()


def some_positions(game):
    """A few positions of one match, with the most players (hidden hands to deal)."""
    return [random_position(game, game.max_players, 11, moves) for moves in (0, 9, 40)]


def summary(analysis):
    return [(c.action, c.visits, round(c.value, 9), round(c.wins, 9)) for c in analysis.choices]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("level", [HARD, EXPERT])
def test_same_observation_seed_and_budget_same_analysis(game, level):
    bot = make_level(game, level, capped=False)
    budget = Budget(seconds=60.0, iterations=60)
    for state in some_positions(game):
        observation = state.observe(state.to_move)
        legal = state.legal_actions()
        first = bot.analyse(observation, legal, random.Random(5), budget)
        again = bot.analyse(copy.deepcopy(observation), list(legal), random.Random(5), budget)
        assert summary(first) == summary(again)
        assert first.iterations == again.iterations
        if len(legal) > 1:
            trees = ladder_of(game).expert_trees if level == EXPERT else 1
            assert first.iterations == 60 * trees
            assert sum(choice.visits for choice in first.choices) == first.iterations
            assert {choice.action for choice in first.choices} <= set(legal)


@pytest.fixture(scope="module")
def pool():
    # "spawn": a fresh interpreter, as the application's pool is (nothing inherited).
    # It knows the games this run declared (a test's game), as the bot worker does.
    with ProcessPoolExecutor(
        1,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=declare_missing,
        initargs=(declared_at_run_time(),),
    ) as executor:
        yield executor


def test_expert_merges_the_same_trees_in_a_pool(pool):
    """Expert's second tree grown in another process gives the same merged answer as
    both trees grown one after another here."""
    budget = Budget(seconds=60.0, iterations=40)
    for game in GAMES:
        alone = make_level(game, EXPERT, capped=False)
        pooled = make_level(game, EXPERT, capped=False, pool=pool)
        for state in some_positions(game)[1:]:
            observation = state.observe(state.to_move)
            legal = state.legal_actions()
            here = alone.analyse(observation, legal, random.Random(3), budget)
            there = pooled.analyse(observation, legal, random.Random(3), budget)
            assert summary(here) == summary(there), game.id
            assert here.iterations == there.iterations


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_search_changes_neither_the_observation_nor_the_state(game):
    for state in some_positions(game):
        seat = state.to_move
        observation = state.observe(seat)
        kept = copy.deepcopy(observation)
        view = state.full_view()
        analyse(game, observation, state.legal_actions(), random.Random(1), 50, trees=2)
        hint(game, observation, state.legal_actions(), random.Random(1), Budget(iterations=50))
        assert observation == kept
        assert state.full_view() == view


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_hint_is_a_legal_move_with_its_chance_and_a_runner_up(game):
    budget = Budget(seconds=60.0, iterations=80)
    for state in some_positions(game):
        seat = state.to_move
        legal = state.legal_actions()
        view = state.full_view()
        given_hint = hint(game, state.observe(seat), legal, random.Random(2), budget)
        assert given_hint.action in legal
        assert 0.0 <= given_hint.win_chance <= 1.0
        assert given_hint.iterations == 80
        if given_hint.runner_up is not None:
            assert given_hint.runner_up in legal
            assert given_hint.runner_up != given_hint.action
            assert 0.0 <= given_hint.runner_up_chance <= given_hint.win_chance
        else:
            assert given_hint.runner_up_chance is None
            assert given_hint.alternatives == ()
        others = [action for action, _ in given_hint.alternatives]
        assert all(action in legal for action in others)
        assert len(set(others)) == len(others)
        assert given_hint.action not in others and given_hint.runner_up not in others
        assert all(chance <= given_hint.win_chance for _, chance in given_hint.alternatives)
        if len(game.searched_actions(legal)) < 2:
            assert given_hint.runner_up is None
        assert state.full_view() == view
        again = hint(game, state.observe(seat), legal, random.Random(2), budget)
        assert again == given_hint


def test_a_hint_with_one_legal_move_still_searches_it():
    """A forced move: the hint names it, with no runner-up, after its whole budget
    (the chance still means something); a bot plays it at once."""
    position = POSITIONS["doubles_dread"]()
    state = position.state
    state.apply(position.line[0])
    legal = state.legal_actions()
    assert len(legal) == 1
    game = get_game("doubles_dread")
    given_hint = hint(game, state.observe(0), legal, random.Random(0), Budget(iterations=50))
    assert given_hint.action == legal[0]
    assert given_hint.runner_up is None and given_hint.runner_up_chance is None
    assert given_hint.iterations == 50
    assert given_hint.win_chance == 1.0  # South's last trick: a sure win
    analysis = analyse(game, state.observe(0), legal, random.Random(0), 50)
    assert analysis.best == legal[0] and analysis.iterations == 0


def test_hints_followed_through_a_winning_position_win():
    """A player who follows the hints at each step of a turn that can win the match
    wins it (in Double Action the Hard level's counting player first exchanges its
    dead card, then lays the winning one), and no alternative named reads better."""
    for game_id, build in POSITIONS.items():
        position = build()
        state = position.state
        game = get_game(game_id)
        budget = Budget(seconds=60.0, iterations=300)
        given = []

        def follow(state, game=game, budget=budget, given=given):
            found = hint(game, state.observe(0), state.legal_actions(), random.Random(4), budget)
            given.append(found)
            return found.action

        position.finish_turn(follow)
        assert position.won(state), (game_id, [found.action for found in given])
        for found in given:
            if found.runner_up is not None:
                assert found.win_chance >= found.runner_up_chance, game_id


def test_the_no_peeking_test_covers_every_level():
    """The contract suite's no-peeking test (tests/engine/test_contract.py) runs the
    bots of `bot_names`: every level of every game is among them (and so is checked
    never to peek)."""
    from tests.engine.test_contract import bots_to_check

    covered = {(case.values[0].id, case.values[1]) for g in GAMES for case in bots_to_check(g)}
    assert {(game.id, level) for game in GAMES for level in LEVELS} <= covered


def test_a_playout_that_goes_round_in_circles_is_cut():
    """Four Dumble players taking back each other's discards never end a round under
    the greedy playout policy (seed 11: the 50th playout went past 20,000 steps); the
    search cuts every playout at MAX_PLAYOUT_STEPS and finishes its iterations."""
    from rules_engine.ai import ismcts
    from rules_engine.core.registry import get_game

    game = get_game("dumble")
    state = game.new_match(4, {}, 11)
    found = hint(
        game,
        state.observe(state.to_move),
        state.legal_actions(),
        random.Random(4),
        Budget(iterations=120, seconds=None),
    )
    assert found.iterations == 120
    assert found.action in state.legal_actions()
    assert ismcts.MAX_PLAYOUT_STEPS <= 1000


def test_a_searching_level_weighs_its_anchor_with_the_level_s_samples():
    """Hard and Expert keep the heuristic's move unless the search clearly finds
    better; the heuristic then looks ahead with the level's own samples (Double's
    Dread's plays rounds out: Normal's 24 samples at Normal, more above it)."""
    from rules_engine.ai.base import Bot
    from rules_engine.ai.ismcts import IsmctsBot

    game = get_game("doubles_dread")
    seen = []

    class Spy(Bot):
        def choose(self, observation, legal_actions, rng, budget):
            seen.append(budget.samples)
            return legal_actions[0]

    state = random_position(game, 4, 5, 12)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.to_move
    bot = IsmctsBot(game, 16, anchor=Spy(game), confidence=1.5, anchor_samples=77)
    bot.choose(state.observe(seat), state.legal_actions(), random.Random(1), Budget())
    assert seen == [77]
    ladder = ladder_of(game)
    for level in (HARD, EXPERT):
        made = make_level(game, level, capped=False)
        assert made.anchor_samples == ladder.anchor_samples(level)
        assert made.anchor_samples > Budget().samples


def test_quick_searches_shrink_every_ladder_and_switch_back():
    """Tests that check what is done with a search's answer search briefly
    (`quick_searches`, which the desktop tests' bot workers switch on): every game's
    ladder shrinks to a few hundred iterations, and switching back gives the real one."""
    from rules_engine.ai import levels
    from rules_engine.core.catalogue import entry

    try:
        levels.quick_searches(True)
        for game in all_games():
            ladder = ladder_of(game)
            assert (ladder.hard_iterations, ladder.expert_iterations) == (150, 250)
            for name in ("hard_anchor_samples", "expert_anchor_samples"):
                assert getattr(ladder, name) is None or getattr(ladder, name) <= 24
    finally:
        levels.quick_searches(False)
    assert all(ladder_of(game) == entry(game.id).ladder for game in all_games())
