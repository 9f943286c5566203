"""The heuristic bot: it completes series, blocks and breaks the opponents' fours,
keeps its Jacks for moves worth them, exchanges dead cards, and beats random play."""

from __future__ import annotations

import random

from rules_engine.ai import Budget, make_bot
from rules_engine.arena import run_arena
from rules_engine.games.double_action.board import CELLS_OF_FACE, IS_CORNER, WINDOWS
from rules_engine.games.double_action.bot import BoardReading
from rules_engine.games.double_action.state import series_index, within_reuse_rule
from tests.engine.double_action.helpers import GAME, A, B, arrange, at, card, card_for

BOT = make_bot(GAME, "heuristic")
BLACK_JACK, RED_JACK = card("JC"), card("JD")


def play_turn(state):
    """Let the bot take every step of the seat to move's turn; the actions it chose."""
    seat = state.to_move
    chosen = []
    while not state.is_over() and state.to_move == seat:
        action = BOT.choose(
            state.observe(seat), state.legal_actions(), random.Random(0), Budget(samples=1)
        )
        assert action in state.legal_actions()
        chosen.append(action)
        state.apply(action)
    return chosen


def far_card():
    """A card whose cells are both far from the rows the tests use."""
    return card_for(at(9, 5))


def test_it_completes_a_series_when_it_can():
    line = [at(5, col) for col in range(1, 6)]
    state = arrange(chips=dict.fromkeys(line[:4], A), hands={0: [far_card(), card_for(line[4])]})
    play_turn(state)
    assert state.series_count == [1, 0]


def test_it_plays_a_jack_to_win_the_match():
    done = tuple(at(8, col) for col in range(2, 7))
    line = [at(3, col) for col in range(2, 7)]
    state = arrange(
        chips={**dict.fromkeys(done, A), **dict.fromkeys(line[:4], A)},
        series=[(A, done)],
        hands={0: [far_card(), RED_JACK]},
    )
    play_turn(state)
    assert state.is_over() and state.winning_team() == A


def test_it_blocks_an_open_four():
    four = [at(2, col) for col in range(2, 6)]
    gap = at(2, 6)
    state = arrange(
        chips={**dict.fromkeys(four, B), at(2, 1): A},
        hands={0: [far_card(), card_for(gap)]},
    )
    actions = play_turn(state)
    assert actions == [("card", card_for(gap)), ("place", gap)]


def test_a_black_jack_breaks_a_four_open_at_both_ends():
    four = [at(2, col) for col in range(2, 6)]
    state = arrange(chips=dict.fromkeys(four, B), hands={0: [far_card(), BLACK_JACK]})
    actions = play_turn(state)
    assert actions[0] == ("card", BLACK_JACK)
    assert actions[1][0] == "remove" and actions[1][1] in four


def test_it_keeps_its_jack_early_when_a_plain_card_will_do():
    state = arrange(hands={0: [RED_JACK, card("5H")]})
    actions = play_turn(state)
    assert actions[0] == ("card", card("5H"))


def test_it_exchanges_a_dead_card():
    dead = card("2C")
    chips = dict.fromkeys(CELLS_OF_FACE[dead], B)
    state = arrange(chips=chips, hands={0: [dead, card("KD")]}, stock=[card("4S"), card("5S")])
    actions = play_turn(state)
    assert actions[0] == ("exchange", dead)
    assert actions[1][0] == "card"


def test_it_picks_one_of_the_offered_series():
    line = [at(1, col) for col in range(1, 7)]
    gap = line[2]
    state = arrange(
        chips=dict.fromkeys([cell for cell in line if cell != gap], A),
        hands={0: [card_for(gap)]},
    )
    actions = play_turn(state)
    assert actions[-1][0] == "series" and state.series_count == [1, 0]


def test_its_board_reading_asks_the_engines_reuse_rule():
    """DA-9 lives in the engine once: the bot indexes the observation's series as the
    engine does (`series_index`), and a run is open to a side exactly when it holds
    none of the other's chips, is not yet full and the engine's rule allows it."""
    state = GAME.new_match(2, {"goal": 3}, 1)
    closed_by_reuse = 0
    while not state.is_over():
        assert series_index(state.series) == (state.locked, state.in_series)
        reading = BoardReading(state.observe(state.to_move), A)
        for number, window in enumerate(WINDOWS):
            held = [state.chips[cell] for cell in window if not IS_CORNER[cell]]
            corners = 5 - len(held)  # they count for both teams
            reusable = within_reuse_rule(window, state.in_series)
            closed_by_reuse += not reusable
            assert reading.open_for_us[number] == (
                B not in held and held.count(A) + corners < 5 and reusable
            )
            assert reading.open_for_them[number] == (
                A not in held and held.count(B) + corners < 5 and reusable
            )
        play_turn(state)
    assert len(state.series) >= 2 and closed_by_reuse  # the rule had something to read


def test_it_beats_random_play():
    report = run_arena(GAME, [BOT, make_bot(GAME, "random")], games=40, seed=3)
    assert report["bots"]["heuristic"]["win_rate"] >= 0.8
    four = [BOT, make_bot(GAME, "random")] * 2
    report = run_arena(GAME, four, games=30, seed=4)
    assert report["bots"]["heuristic"]["win_rate"] >= 0.8
