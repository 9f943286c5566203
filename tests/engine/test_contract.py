"""The contract every game keeps, checked on every game of the catalogue: a game is
covered here by being declared (rules_engine/core/catalogue.py), with nothing to copy.

- Records: a match saved and loaded is the same record and replays to the same state;
  replaying is deterministic, event for event, and replaying k actions gives the state
  after k actions.
- Views: a seat's observation is the public view plus its own private keys, nothing
  else; the public view depends on nothing hidden.
- No peeking: a bot's choice depends on its observation only. For the same observation
  and seed, dealing the hidden things differently never changes it.
- Random play (hypothesis): every table size and option, played at random to the end,
  keeps the protocol's promises at every step.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.ai import Budget, bot_names, make_bot
from rules_engine.ai.levels import EXPERT, HARD, LEGACY_NAMES
from rules_engine.ai.registry import level_of
from rules_engine.core import IllegalAction, all_games
from rules_engine.core.catalogue import entry
from rules_engine.core.protocol import OPEN, ranks_follow_teams
from rules_engine.core.record import MatchRecord
from rules_engine.core.values import is_plain
from rules_engine.play import play_match

GAMES = all_games()
BY_ID = {"ids": lambda game: getattr(game, "id", game)}
MAX_ACTIONS = 20_000  # far beyond any match: a match that gets here never ends


def table_sizes(game) -> list[int]:
    return sorted({game.min_players, game.max_players})


def option_sets(game) -> list[dict]:
    """The default options, then each option's other values one at a time."""
    found = [{}]
    for spec in game.options:
        if spec.kind == "bool":
            found.append({spec.name: not spec.default})
        found += [{spec.name: value} for value in spec.choices if value != spec.default]
    return found


def played(game, players: int, seed: int, options: dict):
    """A whole match: the game's Normal player in seat 0, random play elsewhere."""
    bots = [make_bot(game, "normal" if seat == 0 else "random") for seat in range(players)]
    return play_match(game, bots, seed, options=options)


# -- the declaration --------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, **BY_ID)
def test_the_game_is_what_its_declaration_says(game):
    declared = entry(game.id)
    assert game.declaration is declared
    assert (game.name, game.summary) == (declared.name, declared.summary)
    assert game.player_counts == declared.player_counts
    assert game.information == declared.information
    assert game.clause_prefix == declared.clause_prefix
    assert game.action_kinds == declared.action_kinds
    assert game.__module__.startswith(declared.package + ".")
    for players in game.player_counts:
        assert game.teams(players) == declared.teams_of(players)


# -- records ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, **BY_ID)
def test_a_record_round_trips_and_replays_to_the_same_state(game):
    for players in table_sizes(game):
        for number, options in enumerate(option_sets(game)):
            match = played(game, players, 500 + 10 * players + number, options)
            assert match.state.is_over()
            again = MatchRecord.loads(match.record.dumps())
            assert again == match.record
            assert all(type(action) is tuple for action in again.actions)
            assert again.replay().full_view() == match.state.full_view()


@pytest.mark.parametrize("game", GAMES, **BY_ID)
def test_a_replay_is_deterministic_event_for_event(game):
    match = played(game, game.max_players, 77, {})
    record = MatchRecord.loads(match.record.dumps())
    first, second = record.new_state(), match.record.new_state()
    assert first.setup_events == second.setup_events
    assert first.full_view() == second.full_view()
    steps = zip(record.replay_steps(first), match.record.replay_steps(second), strict=True)
    for events_a, events_b in steps:
        assert events_a == events_b
        assert first.full_view() == second.full_view()
    state = record.new_state()
    every = max(1, len(record.actions) // 12)
    for step, action in enumerate(record.actions):
        if step % every == 0:
            assert record.replay(upto=step).full_view() == state.full_view()
        state.apply(action)


# -- views ------------------------------------------------------------------------------


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


@pytest.mark.parametrize("game", GAMES, **BY_ID)
def test_a_seat_sees_the_public_view_and_its_own_private_keys_only(game):
    """Through the mark of `full_view()["private"]`, for any game: a seat's observation
    is the public view plus what is private to it, and nothing private to another."""
    for players in table_sizes(game):
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


@pytest.mark.parametrize("game", GAMES, **BY_ID)
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


# -- no peeking -------------------------------------------------------------------------


def searches(name: str) -> bool:
    """Hard, Expert and a game's own players beyond the levels (Stonehenge's look-ahead
    players) search; Easy, Normal and random do not."""
    return name in (HARD, EXPERT) or (level_of(name) is None and name != "random")


def bots_to_check(game) -> list:
    """Every bot the game accepts, once: an old save's name for a level ("heuristic"
    plays as Normal) is that level's bot. The searching levels are the slow cases."""
    cases = []
    for name in bot_names(game):
        if name in LEGACY_NAMES:
            continue
        marks = [pytest.mark.slow] if searches(name) else []
        cases.append(pytest.param(game, name, marks=marks, id=f"{game.id}-{name}"))
    return cases


@pytest.mark.parametrize(("game", "bot_name"), [case for g in GAMES for case in bots_to_check(g)])
def test_hidden_things_never_change_a_bots_choice(game, bot_name):
    bot = make_bot(game, bot_name)
    # Searching levels run a small deterministic search here (the full one would
    # take minutes): the same code, and any peek would show as well. They look at
    # every other one of the first positions of each table size, eight of them over
    # the first hundred moves (two or more deals): a search costs a hundred times a
    # Normal choice, and Stonehenge's took a minute.
    budget = Budget(samples=6, iterations=30)
    step, checked = (2, 8) if searches(bot_name) else (1, 25)
    for players in table_sizes(game):
        for state in positions(game, players, seed=players * 31)[::step][:checked]:
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


# -- random play ------------------------------------------------------------------------

JUNK = [(), ("nonsense",), ("nonsense", 1, 2)]


def check_step(game, state, step: int) -> None:
    """The protocol's promises at one moment of a match not over."""
    seat = state.to_move
    legal = state.legal_actions()
    assert isinstance(seat, int) and legal, "no legal action in a match that is not over"
    assert len(set(legal)) == len(legal)
    assert {action[0] for action in legal} <= set(game.action_kinds), "an undeclared kind"
    assert all(is_plain(action) for action in legal)
    if step % 11 == 0:
        assert all(
            state.legal_actions(other) == [] for other in range(state.num_players) if other != seat
        )
        before = state.full_view()
        for junk in JUNK:
            with pytest.raises(IllegalAction) as caught:
                state.apply(junk)
            assert re.fullmatch(rf"{game.clause_prefix}-\d+", caught.value.clause)
        assert state.full_view() == before
        assert is_plain(state.observe(None)) and is_plain(state.observe(seat))


@pytest.mark.parametrize("game", GAMES, **BY_ID)
@settings(max_examples=12, deadline=None)
@given(data=st.data())
def test_random_matches_keep_the_contract_to_the_end(game, data):
    players = data.draw(st.sampled_from(game.player_counts), label="players")
    options = data.draw(st.sampled_from(option_sets(game)), label="options")
    seed = data.draw(st.integers(0, 2**32), label="seed")
    rng = random.Random(seed)
    state = game.new_match(players, options, seed)
    assert all(is_plain(event) for event in state.setup_events)
    for step in range(MAX_ACTIONS):
        if state.is_over():
            break
        check_step(game, state, step)
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        for event in events:
            assert is_plain(event) and "type" in event
            assert all(is_plain(game.redact_event(event, seat)) for seat in range(players))
    else:
        raise AssertionError(f"the match did not end in {MAX_ACTIONS} actions")
    assert state.to_move is None and state.legal_actions() == []
    result = state.result()
    assert len(result.scores) == len(result.ranks) == players
    assert min(result.ranks) == 1
    assert ranks_follow_teams(result.ranks, game.teams(players))
