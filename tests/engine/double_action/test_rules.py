"""Double Action's rulings (RULINGS.md section 3, seeds/double_action.en.md), one
scenario each, built on exact positions."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.errors import IllegalAction
from rules_engine.games.double_action.board import CELLS_OF_FACE, NON_CORNER_CELLS
from rules_engine.games.double_action.state import EMPTY, PASS
from tests.engine.double_action.helpers import (
    GAME,
    A,
    B,
    arrange,
    at,
    card,
    card_for,
    check_conservation,
)

BLACK_JACK, RED_JACK = card("JS"), card("JH")


def refused(state, action, clause):
    before = state.full_view()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert caught.value.clause == clause
    assert state.full_view() == before
    return caught.value


def place_with(state, cell, jack=None):
    """Lay the card shown on `cell` (or the given Jack), then place on `cell`."""
    laid = jack if jack is not None else card_for(cell)
    events = state.apply(("card", laid))
    return events + state.apply(("place", cell))


# -- set-up (DA-1 to DA-3) -------------------------------------------------------------


@pytest.mark.parametrize(("players", "decks", "hand"), [(2, 1, 8), (4, 1, 6), (6, 2, 6), (8, 2, 6)])
def test_decks_hands_and_the_first_player(players, decks, hand):
    for seed in range(4):
        state = GAME.new_match(players, None, seed)
        assert state.decks == decks
        assert [len(cards) for cards in state.hands] == [hand] * players
        assert len(state.stock) == 52 * decks - hand * players
        (deal,) = state.setup_events
        assert state.to_move == (deal["dealer"] + 1) % players == deal["first"]
        check_conservation(state)
    dealers = {GAME.new_match(players, None, seed).dealer for seed in range(40)}
    assert dealers == set(range(players))  # drawn with the match RNG


def test_teams_alternate_round_the_table():
    assert GAME.teams(2) == (0, 1)
    assert GAME.teams(8) == (0, 1, 0, 1, 0, 1, 0, 1)
    state = GAME.new_match(4, None, 3)
    assert state.observe(None)["teams"] == (0, 1, 0, 1)


# -- a turn (DA-4, DA-5) ----------------------------------------------------------------


def test_a_turn_lays_a_card_places_a_chip_and_draws():
    cell = at(3, 4)
    state = arrange(hands={0: [card_for(cell), card("KS")]}, stock=[card("2C"), card("5D")])
    assert ("card", card_for(cell)) in state.legal_actions()
    state.apply(("card", card_for(cell)))
    observation = state.observe(0)
    assert observation["step"] == "target" and observation["selected"] == card_for(cell)
    assert state.observe(1)["selected"] == card_for(cell)  # the laid card is public
    targets = state.legal_actions()
    assert sorted(targets) == sorted(("place", spot) for spot in CELLS_OF_FACE[card_for(cell)])
    events = state.apply(("place", cell))
    assert [event["type"] for event in events] == ["place", "draw"]
    assert state.chips[cell] == A and state.discards[-1] == card_for(cell)
    assert card("5D") in state.hands[0] and len(state.hands[0]) == 2
    assert state.to_move == 1 and state.observe(1)["step"] == "card"
    assert GAME.redact_event(events[1], 1)["card"] is None
    assert GAME.redact_event(events[1], 0)["card"] == card("5D")


def test_a_chip_goes_only_on_a_free_cell_showing_the_card():
    cell = at(3, 4)
    other = next(spot for spot in CELLS_OF_FACE[card_for(cell)] if spot != cell)
    state = arrange(chips={other: B}, hands={0: [card_for(cell)]})
    state.apply(("card", card_for(cell)))
    assert state.legal_actions() == [("place", cell)]
    refused(state, ("place", other), "DA-4")  # taken
    refused(state, ("place", at(5, 5)), "DA-4")  # shows another card
    refused(state, ("place", 0), "DA-7")  # a corner
    refused(state, ("remove", other), "DA-6")  # not a black Jack
    refused(state, ("card", card_for(cell)), "DA-4")  # the card is already laid
    for junk in [("place", True), ("place", 34.0), ("place", 100), ("place", -1), ("place",)]:
        refused(state, junk, "DA-4")


def test_a_jack_goes_on_any_free_cell_but_no_corner():
    taken = at(4, 4)
    state = arrange(chips={taken: B}, hands={0: [RED_JACK]})
    state.apply(("card", RED_JACK))
    cells = {action[1] for action in state.legal_actions()}
    assert cells == set(NON_CORNER_CELLS) - {taken}
    assert all(action[0] == "place" for action in state.legal_actions())
    refused(state, ("place", 99), "DA-7")
    state.apply(("place", at(8, 1)))
    assert state.chips[at(8, 1)] == A


def test_cards_are_checked_for_type_and_ownership():
    state = arrange(hands={0: [card("2C"), card("3C")]})
    for junk in [("card", True), ("card", 1.0), ("card", card("4C")), ("card", "2C")]:
        refused(state, junk, "DA-4")
    refused(state, ("series", ()), "DA-4")
    refused(state, ("place", at(1, 1)), "DA-4")


# -- black Jacks (DA-6) -----------------------------------------------------------------


def test_a_black_jack_removes_an_unlocked_opposing_chip_and_places_none():
    locked_series = (at(1, 0), at(1, 1), at(1, 2), at(1, 3), at(1, 4))
    loose = at(1, 6)
    state = arrange(
        chips={**dict.fromkeys(locked_series, B), loose: B, at(1, 5): A},
        series=[(B, locked_series)],
        hands={0: [BLACK_JACK, card("2C")]},
    )
    state.apply(("card", BLACK_JACK))
    removable = {action[1] for action in state.legal_actions() if action[0] == "remove"}
    assert removable == {loose}  # not the locked ones, not our own
    for cell in locked_series:
        error = refused(state, ("remove", cell), "DA-6")
        assert "completed series" in error.message
    refused(state, ("remove", at(1, 5)), "DA-6")  # our own chip
    refused(state, ("remove", at(2, 2)), "DA-6")  # an empty cell
    events = state.apply(("remove", loose))
    assert events[0] == {
        "type": "remove",
        "seat": 0,
        "team": B,
        "card": BLACK_JACK,
        "cell": loose,
    }
    assert state.chips[loose] == EMPTY and state.chip_count == [1, 5]
    assert state.chips.count(A) == 1  # no chip placed on that turn
    assert state.to_move == 1


def test_a_red_jack_never_removes():
    state = arrange(chips={at(2, 2): B}, hands={0: [RED_JACK]})
    state.apply(("card", RED_JACK))
    assert not any(action[0] == "remove" for action in state.legal_actions())
    refused(state, ("remove", at(2, 2)), "DA-6")


# -- series (DA-7 to DA-11) -------------------------------------------------------------


def test_five_in_a_row_completes_a_series_and_locks_it():
    row = [at(2, col) for col in range(3, 8)]
    state = arrange(chips=dict.fromkeys(row[:4], A), hands={0: [card_for(row[4])]})
    events = place_with(state, row[4])
    series = [event for event in events if event["type"] == "series"]
    assert series == [{"type": "series", "seat": 0, "team": A, "cells": tuple(row), "count": 1}]
    assert state.series == [(A, tuple(row))]
    assert all(state.locked[cell] for cell in row)
    observation = state.observe(1)
    assert observation["series"] == ((A, tuple(row)),)
    assert observation["series_count"] == (1, 0)
    assert all(observation["locked"][cell] for cell in row)


def test_four_chips_do_not_make_a_series_nor_does_a_gap():
    state = arrange(chips=dict.fromkeys([at(2, 1), at(2, 2), at(2, 4)], A))
    state.hands[0] = [card_for(at(2, 5))]
    place_with(state, at(2, 5))
    assert state.series == []


def test_diagonals_and_columns_count():
    diagonal = [at(3 + k, 2 + k) for k in range(5)]
    column = [at(row, 8) for row in range(2, 7)]
    for line in (diagonal, column):
        state = arrange(chips=dict.fromkeys(line[1:], A), hands={0: [card_for(line[0])]})
        place_with(state, line[0])
        assert state.series == [(A, tuple(line))]


@pytest.mark.parametrize("team", [A, B])
def test_corners_count_for_both_teams_and_take_no_chip(team):
    row = [at(0, col) for col in range(5)]  # the corner 0 and four cells
    seat = team  # with 2 players seat 0 is team A and seat 1 team B
    state = arrange(chips=dict.fromkeys(row[1:4], team), hands={seat: [card_for(row[4])]})
    state.turn = seat
    place_with(state, row[4])
    assert state.series == [(team, tuple(row))]
    assert state.chips[0] == EMPTY and not state.locked[0]
    # Another series may run through the same corner for the other side too.
    column = [at(r, 0) for r in range(5)]
    other = 1 - team
    state.hands[other] = [card_for(column[4])]
    for cell in column[1:4]:
        state.chips[cell] = other
    state.chip_count[other] += 3
    state.turn = other
    place_with(state, column[4])
    assert (other, tuple(column)) in state.series
    assert state.chips[0] == EMPTY


def test_one_chip_completes_two_series_along_two_lines():
    centre = at(5, 5)
    row = [at(5, col) for col in range(3, 8)]
    column = [at(row_, 5) for row_ in range(1, 6)]
    chips = dict.fromkeys([cell for cell in row + column if cell != centre], A)
    state = arrange(options={"goal": 3}, chips=chips, hands={0: [card_for(centre)]})
    events = place_with(state, centre)
    assert [event["count"] for event in events if event["type"] == "series"] == [1, 2]
    assert sorted(cells for _team, cells in state.series) == sorted([tuple(row), tuple(column)])
    assert state.series_count == [2, 0]
    assert not state.is_over()


def test_a_line_of_nine_filled_in_the_middle_makes_two_series():
    line = [at(1, col) for col in range(9)]
    state = arrange(
        options={"goal": 3},
        chips=dict.fromkeys(line[:4] + line[5:], A),
        hands={0: [card_for(line[4])]},
    )
    place_with(state, line[4])
    assert state.series == [(A, tuple(line[:5])), (A, tuple(line[4:]))]
    assert state.series_count == [2, 0]


def test_a_line_of_nine_counts_twice_only_with_exactly_one_shared_chip():
    line = [at(1, col) for col in range(10)]
    first = tuple(line[:5])
    # Nine in a row after an existing series of the first five: the second series
    # shares exactly one chip (line[4]).
    state = arrange(
        options={"goal": 3},
        chips=dict.fromkeys(line[:8], A),
        series=[(A, first)],
        hands={0: [card_for(line[8])]},
    )
    place_with(state, line[8])
    assert state.series == [(A, first), (A, tuple(line[4:9]))]
    # Eight in a row: any run of five through the new chip shares two chips or more
    # with the first series, so no second series.
    state = arrange(
        options={"goal": 3},
        chips=dict.fromkeys(line[:7], A),
        series=[(A, first)],
        hands={0: [card_for(line[7])]},
    )
    events = place_with(state, line[7])
    assert state.series == [(A, first)]
    assert not any(event["type"] == "series" for event in events)
    assert not state.locked[line[7]] and not state.locked[line[5]]


def test_a_new_series_may_reuse_one_chip_of_a_completed_series():
    row = tuple(at(6, col) for col in range(2, 7))
    shared = row[2]  # (6, 4)
    column = [at(r, 4) for r in range(2, 7)]  # ends on the shared chip
    state = arrange(
        options={"goal": 3},
        chips={**dict.fromkeys(row, A), **dict.fromkeys(column[1:4], A)},
        series=[(A, row)],
        hands={0: [card_for(column[0])]},
    )
    place_with(state, column[0])
    assert (A, tuple(column)) in state.series
    assert state.in_series[shared] == (0, 1)


def test_a_new_series_may_not_reuse_two_chips_of_one_completed_series():
    row = tuple(at(1, col) for col in range(1, 6))
    # Along the same row: (1,4), (1,5) of the series, then (1,6) (1,7) (1,8) ours.
    state = arrange(
        options={"goal": 3},
        chips={**dict.fromkeys(row, A), at(1, 6): A, at(1, 7): A},
        series=[(A, row)],
        hands={0: [card_for(at(1, 8))]},
    )
    place_with(state, at(1, 8))
    assert state.series == [(A, row)]
    # With one more chip the run (1,5)..(1,9) shares a single chip: it counts.
    state.turn, state.hands[0] = 0, [card_for(at(1, 9))]
    place_with(state, at(1, 9))
    assert state.series[-1] == (A, tuple(at(1, col) for col in range(5, 10)))


def test_a_line_of_six_lets_the_player_choose_the_five():
    line = [at(7, col) for col in range(1, 7)]  # six cells
    gap = line[2]
    state = arrange(
        chips=dict.fromkeys([cell for cell in line if cell != gap], A),
        hands={0: [card_for(gap)]},
        stock=[card("2C"), card("3C")],
    )
    events = place_with(state, gap)
    assert [event["type"] for event in events] == ["lay", "place"]  # no draw yet
    observation = state.observe(1)
    assert observation["step"] == "series" and observation["to_move"] == 0
    choices = (tuple(line[:5]), tuple(line[1:]))
    assert observation["series_choices"] == (choices,)
    assert state.legal_actions() == [("series", choices[0]), ("series", choices[1])]
    refused(state, ("series", (*line[:4], at(0, 1))), "DA-11")
    refused(state, ("series", list(choices[1])), "DA-11")
    refused(state, ("place", at(3, 3)), "DA-11")
    events = state.apply(("series", choices[1]))
    assert [event["type"] for event in events] == ["series", "draw"]
    assert state.series == [(A, choices[1])]
    assert not state.locked[line[0]] and all(state.locked[cell] for cell in choices[1])
    assert state.to_move == 1 and state.observe(0)["series_choices"] == ()


# -- dead cards and passing (DA-12, DA-13) -------------------------------------------------


def dead_position():
    """Seat 0 holds two dead cards (both cells of each taken) and one live card."""
    dead = [card("2C"), card("9H")]
    chips = {}
    for dead_card in dead:
        for cell in CELLS_OF_FACE[dead_card]:
            chips[cell] = B
    live = card("KD")
    return (
        arrange(
            chips=chips,
            hands={0: [*dead, live]},
            stock=[card("4S"), card("5S"), card("6S")],
        ),
        dead,
        live,
    )


def test_a_dead_card_is_exchanged_at_most_once_a_turn():
    state, dead, live = dead_position()
    legal = state.legal_actions()
    assert ("exchange", dead[0]) in legal and ("exchange", dead[1]) in legal
    assert ("card", dead[0]) not in legal
    assert state.observe(0)["dead"] == tuple(sorted(dead))
    assert state.observe(1)["dead"] == ()
    refused(state, ("card", dead[0]), "DA-12")
    refused(state, ("exchange", live), "DA-12")
    events = state.apply(("exchange", dead[0]))
    assert [event["type"] for event in events] == ["exchange", "draw"]
    assert events[0]["card"] == dead[0] and state.discards[-1] == dead[0]
    assert card("6S") in state.hands[0] and dead[0] not in state.hands[0]
    assert state.to_move == 0 and state.observe(0)["exchanged"]
    assert not any(action[0] == "exchange" for action in state.legal_actions())
    refused(state, ("exchange", dead[1]), "DA-12")
    state.apply(("card", live))
    state.apply(state.legal_actions()[0])
    assert state.to_move == 1 and not state.exchanged  # a new turn, a new exchange


def test_no_exchange_once_the_stock_is_empty():
    state, dead, _live = dead_position()
    state.stock = []
    assert not any(action[0] == "exchange" for action in state.legal_actions())
    refused(state, ("exchange", dead[0]), "DA-12")


def test_a_player_with_nothing_to_lay_passes():
    state, dead, _live = dead_position()
    state.hands[0] = list(dead)
    state.stock = []
    assert state.legal_actions() == [PASS]
    events = state.apply(PASS)
    assert events == [{"type": "pass", "seat": 0}] and state.to_move == 1
    state.hands[1] = [card("KD")]
    refused(state, PASS, "DA-13")


def test_everyone_passing_ends_the_match():
    state, dead, _live = dead_position()
    state.hands = [list(dead), []]
    state.stock = []
    state.apply(PASS)
    events = state.apply(PASS)
    assert state.is_over() and state.end == "blocked"
    assert events[-1]["type"] == "match_end" and events[-1]["winner"] == B  # more chips


# -- the end (DA-14 to DA-16) ----------------------------------------------------------------


def test_the_first_team_to_two_series_wins_at_once():
    done = (at(8, 1), at(8, 2), at(8, 3), at(8, 4), at(8, 5))
    line = [at(3, col) for col in range(2, 7)]
    state = arrange(
        players=4,
        chips={**dict.fromkeys(done, B), **dict.fromkeys(line[:4], B)},
        series=[(B, done)],
        hands={3: [card_for(line[4])]},
        turn=3,
    )
    stock_before = len(state.stock)
    events = place_with(state, line[4])
    assert state.is_over() and state.end == "goal"
    assert len(state.stock) == stock_before  # no draw once the match is won
    assert events[-1]["type"] == "match_end" and events[-1]["winner"] == B
    result = state.result()
    assert result.ranks == (2, 1, 2, 1) and result.winners == (1, 3)
    assert result.scores == (0, 2, 0, 2)
    board = GAME.scoreboard(state.observe(None))
    assert board.totals == result.scores
    assert board.rounds == board.totals_by_round == (result.scores,)  # the match, one row
    assert events[-2] == {
        "type": "round_end",
        "reason": "goal",
        "scores": result.scores,
        "totals": result.scores,
    }
    refused(state, ("card", 1), "DA-14")
    assert state.legal_actions() == []


def test_with_goal_three_two_series_are_not_enough():
    done = (at(8, 1), at(8, 2), at(8, 3), at(8, 4), at(8, 5))
    line = [at(3, col) for col in range(2, 7)]
    state = arrange(
        options={"goal": 3},
        chips={**dict.fromkeys(done, A), **dict.fromkeys(line[:4], A)},
        series=[(A, done)],
        hands={0: [card_for(line[4])]},
    )
    place_with(state, line[4])
    assert state.series_count == [2, 0] and not state.is_over()


def empty_stock_position(options):
    cell = at(4, 4)
    return arrange(
        options=options,
        chips={at(6, 6): B, at(6, 7): B, at(1, 1): A},
        hands={0: [card_for(cell), card("KD")], 1: [card("QH")]},
        stock=[],
    ), cell


def test_the_match_stops_when_a_player_must_draw_from_an_empty_stock():
    state, cell = empty_stock_position({"stock_end": "stop"})
    events = place_with(state, cell)
    assert state.is_over() and state.end == "stock_out"
    assert state.chips[cell] == A  # the card just played counts
    end = events[-1]
    assert end["type"] == "match_end" and end["reason"] == "stock_out"
    assert end["series"] == (0, 0) and end["chips"] == (2, 2) and end["winner"] is None
    assert state.result().ranks == (1, 1)  # a draw


def test_more_series_beat_more_chips_at_the_end():
    state, cell = empty_stock_position({"stock_end": "stop"})
    state.series = [(A, (0, 1, 2, 3, 4))]
    for spot in (1, 2, 3, 4):
        state.chips[spot] = A
    for spot in (at(8, 1), at(8, 3), at(8, 5), at(8, 7), at(2, 8)):
        state.chips[spot] = B
    state.rebuild_series_index()
    state.series_count = [1, 0]
    state.chip_count = [state.chips.count(A), state.chips.count(B)]
    place_with(state, cell)
    assert state.chip_count == [6, 7] and state.winning_team() == A


def test_play_on_without_drawing_until_no_one_can_play():
    state, cell = empty_stock_position({"stock_end": "play_on"})
    events = place_with(state, cell)
    assert not state.is_over() and not any(event["type"] == "draw" for event in events)
    assert state.hands[0] == [card("KD")] and state.to_move == 1
    rng = random.Random(3)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.end == "blocked"
    assert all(
        not hand or all(card_ in state.dead_cards(seat) for card_ in hand)
        for seat, hand in enumerate(state.hands)
    )


def test_the_options_are_data():
    assert GAME.resolve_options(None) == {"goal": 2, "stock_end": "stop"}
    specs = {spec.name: spec for spec in GAME.options}
    assert specs["goal"].choices == (2, 3) and specs["goal"].clause == "DA-14"
    assert specs["stock_end"].choices == ("stop", "play_on")
    assert specs["stock_end"].clause == "DA-15"


# -- hidden hands (DA-17) -------------------------------------------------------------------


def test_partners_do_not_see_each_others_hands():
    state = GAME.new_match(4, None, 12)
    public = state.observe(None)
    assert public["hand"] == () and public["dead"] == ()
    assert public["hand_sizes"] == (6, 6, 6, 6)
    for seat in range(4):
        observation = state.observe(seat)
        assert observation["hand"] == tuple(state.hands[seat])
        differing = {key for key in observation if observation[key] != public[key]}
        assert differing <= {"seat", "hand", "dead"}
    (deal,) = state.setup_events
    seen_by_1 = GAME.redact_event(deal, 1)["hands"]
    assert seen_by_1[3] == (None,) * 6 and seen_by_1[1] == tuple(state.hands[1])
    assert all(card_ is None for hand in GAME.redact_event(deal, None)["hands"] for card_ in hand)


def test_the_observation_gives_a_table_what_it_needs():
    state = GAME.new_match(2, None, 4)
    observation = state.observe(state.to_move)
    for key in (
        "layout",
        "chips",
        "locked",
        "series",
        "hand",
        "hand_sizes",
        "discards",
        "step",
        "selected",
        "series_choices",
        "stock_size",
        "series_count",
        "chip_count",
        "teams",
        "dead",
        "goal",
    ):
        assert key in observation
    assert observation["layout"][0][0] is None and len(observation["chips"]) == 100
