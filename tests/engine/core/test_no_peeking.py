"""No peeking: a bot's choice depends on its observation only. For the same
observation and seed, dealing the hidden cards differently never changes it."""

import random

import pytest

from rules_engine.ai import Budget, bot_names, make_bot
from rules_engine.core import all_games

CASES = [(game, name) for game in all_games() for name in bot_names(game)]


def positions(game, players, seed, every=7):
    """States met in a match between the game's own bots, sampled every few moves."""
    rng = random.Random(seed)
    state = game.new_match(players, None, seed)
    bot = make_bot(game, game.default_bot)
    found = []
    for move in range(3000):
        if state.is_over():
            break
        if move % every == 0:
            found.append(state.clone())
        seat = state.to_move
        action = bot.choose(state.observe(seat), state.legal_actions(), rng, Budget(samples=4))
        state.apply(action)
    return found


@pytest.mark.parametrize(("game", "bot_name"), CASES, ids=lambda v: getattr(v, "id", v))
def test_hidden_cards_never_change_a_bots_choice(game, bot_name):
    bot = make_bot(game, bot_name)
    budget = Budget(samples=6)
    for players in (game.min_players, game.max_players):
        for state in positions(game, players, seed=players * 31)[:25]:
            seat = state.to_move
            observation = state.observe(seat)
            chosen = bot.choose(observation, state.legal_actions(), random.Random(7), budget)
            for world_seed in range(3):
                world = game.determinize(observation, seat, random.Random(world_seed))
                if world.full_view() == state.full_view():
                    continue
                assert world.observe(seat) == observation
                assert world.legal_actions() == state.legal_actions()
                again = bot.choose(
                    world.observe(seat), world.legal_actions(), random.Random(7), budget
                )
                assert again == chosen


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_observation_holds_no_other_hand(game):
    """The only hidden cards a seat sees are its own (and those taken in public)."""
    for state in positions(game, game.max_players, seed=3)[:30]:
        full = state.full_view()
        for seat in range(state.num_players):
            observation = state.observe(seat)
            assert "rng" not in observation
            for other, hand in enumerate(full.get("hands", ())):
                if other != seat and len(hand) > len(observation["known"][other]):
                    assert tuple(hand) not in observation.values()
