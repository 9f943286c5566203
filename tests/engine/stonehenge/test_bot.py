"""The Stonehenge heuristic bot: always legal, plays its plan step by step, bids in trump
when it pays, and beats random bots clearly."""

from __future__ import annotations

import random

from rules_engine.ai import Budget, make_bot
from rules_engine.arena import run_arena
from rules_engine.games.stonehenge.material import SUIT
from tests.engine.stonehenge.helpers import GAME, YELLOW, card, table

BUDGET = Budget(samples=4)


def test_the_default_bot_is_the_normal_level():
    assert GAME.default_bot == "normal"


def test_the_bot_only_ever_plays_legal_actions():
    bot = make_bot(GAME, "heuristic")
    rng = random.Random(4)
    for players in (3, 4, 5):
        state = GAME.new_match(players, None, players)
        while not state.is_over():
            legal = state.legal_actions()
            action = bot.choose(state.observe(state.to_move), legal, rng, BUDGET)
            assert action in legal
            state.apply(action)


def play_bid(state, bot):
    """Let the bot play the seat to move's whole bid: the cards it sealed, None for a pass."""
    seat = state.to_move
    while True:
        action = bot.choose(state.observe(seat), state.legal_actions(), random.Random(1), BUDGET)
        assert action in state.legal_actions()
        if action == ("pass",):
            state.apply(action)
            return None
        if action == ("seal",):
            laid = state.bids.laid(seat)
            state.apply(action)
            return laid
        state.apply(action)


def test_it_buys_the_winning_stone_in_trump():
    """Two yellow stones owned and 17 points: the next yellow (3 points) wins the match."""
    collections = [[0, 0, 0, 2, 0], [0] * 5, [0] * 5]
    state = table(["4d 10n 2d 30d", "5d", "6d"], stone=YELLOW, collections=collections)
    state.scores = [17, 0, 0]
    bot = make_bot(GAME, "heuristic")
    laid = play_bid(state, bot)
    assert laid and all(SUIT[c] == YELLOW for c in laid)


def test_it_passes_or_bids_cheaply_for_a_worthless_stone_at_the_end():
    state = table(["30d 29d 28d", "5d", "6d"], stone=YELLOW, auction=34)
    bot = make_bot(GAME, "heuristic")
    laid = play_bid(state, bot)
    assert laid is None or sum(1 for c in laid if c in (card("30d"), card("29d"))) <= 1


def test_the_heuristic_beats_random_bots():
    bots = [make_bot(GAME, "heuristic")] + [make_bot(GAME, "random")] * 3
    report = run_arena(GAME, bots, games=40, seed=3)
    assert report["bots"]["heuristic"]["win_rate"] >= 0.6
