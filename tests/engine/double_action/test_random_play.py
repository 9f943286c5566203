"""Random Double Action matches for 2, 4, 6 and 8 players with every option, checking
the rules' invariants after every action. Moves are chosen at random, with a share
of the heuristic bot's so that series, removals and lines of six really happen."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.ai import Budget, make_bot
from rules_engine.core.errors import IllegalAction
from rules_engine.core.protocol import ranks_follow_teams
from rules_engine.core.values import is_plain
from rules_engine.games.double_action.board import CELLS, IS_CORNER
from rules_engine.games.double_action.state import EMPTY
from tests.engine.double_action.helpers import GAME, check_conservation

JUNK = [(), ("nonsense",), ("card", -1), ("place", 0), ("remove", 0), ("series", ()), ("pass", 1)]


def check_step(before, state, events) -> None:
    """What one action may change: locked chips stay, series only grow, a removal
    frees exactly one unlocked opposing chip."""
    for cell in range(CELLS):
        if before.locked[cell]:
            assert state.locked[cell] and state.chips[cell] == before.chips[cell]
        if IS_CORNER[cell]:
            assert state.chips[cell] == EMPTY
    assert state.series[: len(before.series)] == before.series
    for event in events:
        if event["type"] == "remove":
            cell = event["cell"]
            assert before.chips[cell] == event["team"] != event["seat"] % 2
            assert not before.locked[cell] and state.chips[cell] == EMPTY
        if event["type"] == "place":
            assert before.chips[event["cell"]] == EMPTY
            assert state.chips[event["cell"]] == event["team"] == event["seat"] % 2
        if event["type"] == "series":
            assert len(event["cells"]) == 5


def check_end(state) -> None:
    result = state.result()
    teams = GAME.teams(state.num_players)
    assert ranks_follow_teams(result.ranks, teams)
    winner = state.winning_team()
    series, chips = state.series_count, state.chip_count
    if state.end == "goal":
        assert winner is not None and series[winner] >= state.goal > series[1 - winner]
    if winner is None:
        assert series[0] == series[1] and chips[0] == chips[1]
        assert set(result.ranks) == {1}
    else:
        assert (series[winner], chips[winner]) > (series[1 - winner], chips[1 - winner])
        assert all((rank == 1) == (teams[seat] == winner) for seat, rank in enumerate(result.ranks))
    assert result.scores == tuple(series[team] for team in teams)
    if state.end == "stock_out":
        assert not state.stock and state.stock_end == "stop"
    if state.end == "blocked":
        assert state.passes == state.num_players


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.sampled_from([2, 4, 6, 8]),
    goal=st.sampled_from([2, 3]),
    stock_end=st.sampled_from(["stop", "play_on"]),
    smart=st.sampled_from([0.0, 0.5, 0.9]),
)
def test_random_matches_keep_every_invariant(seed, players, goal, stock_end, smart):
    rng = random.Random(seed)
    state = GAME.new_match(players, {"goal": goal, "stock_end": stock_end}, seed)
    bot = make_bot(GAME, "heuristic")
    check_conservation(state)
    for step in range(3000):
        if state.is_over():
            break
        seat = state.to_move
        legal = state.legal_actions()
        assert legal and all(
            state.legal_actions(other) == [] for other in range(players) if other != seat
        )
        if rng.random() < smart:
            action = bot.choose(state.observe(seat), legal, rng, Budget(samples=1))
        else:
            action = legal[rng.randrange(len(legal))]
        assert action in legal
        if step % 17 == 0:
            before = state.full_view()
            for junk in JUNK:
                if junk in legal:
                    continue
                try:
                    state.apply(junk)
                except IllegalAction as error:
                    assert error.clause.startswith("DA-")
                else:
                    raise AssertionError(f"{junk} was accepted")
                assert state.full_view() == before
        before_state = state.clone()
        events = state.apply(action)
        assert all(is_plain(event) for event in events)
        check_step(before_state, state, events)
        check_conservation(state)
    assert state.is_over()
    check_end(state)
    assert is_plain(state.observe(None))


def test_mostly_heuristic_play_meets_every_kind_of_move():
    """The random matches above are not all blind: with the bot's share of moves,
    every kind of event and end turns up in a handful of seeded matches."""
    bot = make_bot(GAME, "heuristic")
    seen = set()
    for seed in range(40):
        players = (2, 4, 6, 8)[seed % 4]
        stock_end = ("stop", "play_on")[seed // 4 % 2]
        state = GAME.new_match(players, {"stock_end": stock_end}, seed)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            if state.observe(None)["step"] == "series":
                seen.add("series choice")
            if rng.random() < 0.8:
                action = bot.choose(state.observe(state.to_move), legal, rng, Budget(samples=1))
            else:
                action = legal[rng.randrange(len(legal))]
            seen.update(event["type"] for event in state.apply(action))
        seen.add(state.end)
    expected = {"series", "remove", "exchange", "pass", "series choice"}
    assert expected | {"goal", "stock_out", "blocked"} <= seen
