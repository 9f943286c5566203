"""No peeking: a bot's choice depends on its observation only. For the same
observation and seed, dealing the hidden cards differently never changes it."""

import random

import pytest

from rules_engine.ai import Budget, bot_names, make_bot
from rules_engine.core import all_games
from rules_engine.core.protocol import OPEN

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


def hidden_things(state) -> dict:
    """The whole state but its RNG (the chance still to come, which no bot sees)."""
    view = state.full_view()
    del view["rng"]
    return view


@pytest.mark.parametrize(("game", "bot_name"), CASES, ids=lambda v: getattr(v, "id", v))
def test_hidden_cards_never_change_a_bots_choice(game, bot_name):
    bot = make_bot(game, bot_name)
    # Searching levels run a small deterministic search here (the full one would
    # take minutes): the same code, and any peek would show as well.
    budget = Budget(samples=6, iterations=30)
    for players in (game.min_players, game.max_players):
        for state in positions(game, players, seed=players * 31)[:25]:
            seat = state.to_move
            observation = state.observe(seat)
            dealt = hidden_things(state)
            chosen = None  # chosen once some world deals the hidden things differently
            for world_seed in range(3):
                world = game.determinize(observation, seat, random.Random(world_seed))
                assert world.observe(seat) == observation
                assert world.legal_actions() == state.legal_actions()
                if hidden_things(world) == dealt:
                    continue  # the same deal (an open game: only the dice to come differ)
                if chosen is None:
                    chosen = bot.choose(
                        observation, state.legal_actions(), random.Random(7), budget
                    )
                again = bot.choose(
                    world.observe(seat), world.legal_actions(), random.Random(7), budget
                )
                assert again == chosen


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_a_seat_sees_the_public_view_and_its_own_private_keys_only(game):
    """Through the mark of `full_view()["private"]`, for any game: a seat's observation
    is the public view plus what is private to it, and nothing private to another."""
    for players in (game.min_players, game.max_players):
        for state in positions(game, players, seed=3)[:30]:
            public = state.observe(None)
            private = state.full_view()["private"]
            assert len(private) == state.num_players
            assert "rng" not in public and public["seat"] is None
            for seat in range(state.num_players):
                observation = state.observe(seat)
                assert set(private[seat]) <= set(public)  # present, empty, in the public view
                # Nothing else: no other seat's private keys, no hidden thing (the
                # next test shows the public view depends on no hidden thing).
                assert observation == {**public, "seat": seat, **private[seat]}
            if game.information == OPEN:
                assert not any(private)
                assert all(state.observe(seat)["seat"] == seat for seat in range(players))
            else:
                assert any(private)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_the_public_view_never_depends_on_hidden_things(game):
    """Dealing the hidden things again (a determinization for some seat) changes no
    public view, nor that seat's private keys."""
    for state in positions(game, game.max_players, seed=5)[:20]:
        public = state.observe(None)
        private = state.full_view()["private"]
        for seat in range(state.num_players):
            world = game.determinize(state.observe(seat), seat, random.Random(seat))
            assert world.observe(None) == public
            assert world.full_view()["private"][seat] == private[seat]
