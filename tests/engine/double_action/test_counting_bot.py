"""The counting player (Hard's): the heuristic weighing each run of five by the cards
that can still fill it. It never reads past its observation (the contract's
no-peeking test covers every bot a game names; one more case here), it is
deterministic, and it beats Normal in a seeded sample."""

from __future__ import annotations

import random

import pytest

from rules_engine.ai import Budget, make_bot
from rules_engine.ai.levels import HARD, make_level
from rules_engine.arena import run_arena
from rules_engine.games.double_action.bot import CountingReading
from rules_engine.games.double_action.thumbs import COUNTING_THUMBS, THUMBS
from tests.engine.double_action.helpers import GAME, A, B, arrange, at, card_for

COUNTING = make_bot(GAME, "counting")
NORMAL = make_bot(GAME, "heuristic")


def play_turn(bot, state):
    """Let `bot` take every step of the seat to move's turn; the actions it chose."""
    seat = state.to_move
    chosen = []
    while not state.is_over() and state.to_move == seat:
        legal = state.legal_actions()
        action = bot.choose(state.observe(seat), legal, random.Random(0), Budget(samples=1))
        assert action in legal
        chosen.append(action)
        state.apply(action)
    return chosen


def two_threes():
    """Two threes of ours, each closed on its left: the row-5 one can become a four
    whose last card has been laid (only a Jack would fill it), the row-2 one a four
    whose last card is in our hand."""
    row5 = [at(5, col) for col in range(2, 5)]
    row2 = [at(2, col) for col in range(2, 5)]
    state = arrange(
        chips={**dict.fromkeys(row5 + row2, A), at(5, 1): B, at(2, 1): B},
        hands={0: [card_for(at(5, 5)), card_for(at(2, 5)), card_for(at(2, 6))]},
    )
    gone = card_for(at(5, 6))
    state.hands[1] = [other for other in state.hands[1] if other != gone]
    state.stock = [other for other in state.stock if other != gone]
    state.discards = [gone]
    return state


def test_it_builds_the_four_its_hand_can_finish():
    # Normal sees two equal fours to make and takes the one only a Jack could finish.
    assert play_turn(NORMAL, two_threes()) == [("card", card_for(at(5, 5))), ("place", at(5, 5))]
    state = two_threes()
    play_turn(COUNTING, state)
    assert [state.chips[at(2, col)] for col in range(2, 6)] == [A] * 4


def test_a_run_needing_a_card_gone_is_nearly_dead():
    state = two_threes()
    reading = CountingReading(state.observe(0), A)
    dead = reading.place_value(at(5, 5))
    alive = reading.place_value(at(2, 5))
    assert dead < alive / 10


def test_why_says_that_it_counts_the_cards():
    """Hard plays the counting player: "Why?" names what it weighs, not Normal's rule."""
    observation = two_threes().observe(0)
    hard = make_level(GAME, HARD, capped=False)
    for kind in ("card", "place"):
        said = hard.anchor.rule_of_thumb(observation, (kind, 0))
        assert said == COUNTING_THUMBS[kind] != THUMBS[kind]
    assert hard.anchor.rule_of_thumb(observation, ("exchange", 0)) == THUMBS["exchange"]


def test_it_reads_nothing_but_its_observation():
    """Dealing the cards it cannot see differently never changes its choice."""
    for seed in range(6):
        state = GAME.new_match(4, None, seed)
        for _ in range(12 + seed):
            state.apply(state.legal_actions()[0])
        seat = state.to_move
        observation = state.observe(seat)
        chosen = COUNTING.choose(observation, state.legal_actions(), random.Random(1), Budget())
        for world_seed in range(3):
            world = GAME.determinize(observation, seat, random.Random(world_seed))
            again = COUNTING.choose(
                world.observe(seat), world.legal_actions(), random.Random(1), Budget()
            )
            assert again == chosen


def test_it_plays_legal_moves_and_the_same_match_twice():
    bots = [COUNTING, NORMAL, COUNTING, NORMAL]
    first = run_arena(GAME, bots, games=6, seed=11)
    assert run_arena(GAME, bots, games=6, seed=11)["bots"] == first["bots"]


@pytest.mark.slow
def test_it_beats_normal():
    """A seeded sample (a few seconds on a quiet machine); over 1,000 seeded matches
    the counting player won 62.6% of them against Normal at two players."""
    report = run_arena(GAME, [COUNTING, NORMAL], games=240, seed=5)
    assert report["bots"]["counting"]["ci95"][0] > 0.5
