"""Dumble scoring (DU-13 to DU-18), directly through `score_round` and through a call."""

from __future__ import annotations

import pytest

from rules_engine.core.cards import CARDS_PER_DECK
from rules_engine.games.dumble.scoring import hand_value, score_round
from tests.engine.dumble.helpers import (
    card,
    cards,
    check_conservation,
    check_public_knowledge,
    position,
)

CALL = ("dumble",)

# values, active, caller, totals before ->
#   scores, lowest, winner, caller_doubled, totals after, back_to_50, eliminated
CASES = {
    "DU-13 caller lowest scores 0, others their hand": (
        [5, 20, 30], [0, 1, 2], 0, [0, 0, 0],
        (0, 20, 30), (0,), 0, False, (0, 20, 30), (), (),
    ),
    "DU-14 caller not lowest scores double": (
        [8, 3, 30], [0, 1, 2], 0, [0, 0, 0],
        (16, 0, 30), (1,), 1, True, (16, 0, 30), (), (),
    ),
    "DU-15 tie with the caller: caller 0, the others pay": (
        [5, 5, 30], [0, 1, 2], 1, [0, 0, 0],
        (5, 0, 30), (0, 1), 1, False, (5, 0, 30), (), (),
    ),
    "DU-15 tie without the caller: tied seats 0, caller doubled": (
        [9, 4, 4, 20], [0, 1, 2, 3], 0, [0, 0, 0, 0],
        (18, 0, 0, 20), (1, 2), 1, True, (18, 0, 0, 20), (), (),
    ),
    "DU-15 everybody tied with the caller": (
        [7, 7, 7], [0, 1, 2], 2, [1, 2, 3],
        (7, 7, 0), (0, 1, 2), 2, False, (8, 9, 3), (), (),
    ),
    "DU-18 tie without the caller: first tied seat clockwise after the caller": (
        [3, 10, 8, 3], [0, 1, 2, 3], 2, [0, 0, 0, 0],
        (0, 10, 16, 0), (0, 3), 3, True, (0, 10, 16, 0), (), (),
    ),
    "DU-18 clockwise, not the lowest seat number": (
        [2, 5, 9, 2], [0, 1, 2, 3], 1, [0, 0, 0, 0],
        (0, 10, 9, 0), (0, 3), 3, True, (0, 10, 9, 0), (), (),
    ),
    "DU-18 clockwise skips seats that are out": (
        [4, 4, 0, 9], [0, 1, 3], 3, [10, 20, 130, 30],
        (0, 0, 0, 18), (0, 1), 0, True, (10, 20, 130, 48), (), (),
    ),
    "DU-16 exactly 100 goes back to 50": (
        [2, 10, 30], [0, 1, 2], 0, [0, 90, 0],
        (0, 10, 30), (0,), 0, False, (0, 50, 30), (1,), (),
    ),
    "DU-16 exactly 100 through a doubled score goes back to 50": (
        [10, 5], [0, 1], 0, [80, 0],
        (20, 0), (1,), 1, True, (50, 0), (0,), (),
    ),
    "DU-16 above 100 is out": (
        [3, 6, 55], [0, 1, 2], 0, [0, 95, 0],
        (0, 6, 55), (0,), 0, False, (0, 101, 55), (), (1,),
    ),
    "DU-16 a doubled score can put the caller out": (
        [8, 2], [0, 1], 0, [90, 0],
        (16, 0), (1,), 1, True, (106, 0), (), (0,),
    ),
    "DU-16 several seats reset and out in one round": (
        [1, 10, 20, 11, 30], [0, 1, 2, 3, 4], 0, [99, 90, 80, 90, 71],
        (0, 10, 20, 11, 30), (0,), 0, False, (99, 50, 50, 101, 101), (1, 2), (3, 4),
    ),
    "DU-16 a total of 99 stays": (
        [1, 9], [0, 1], 0, [0, 90],
        (0, 9), (0,), 0, False, (0, 99), (), (),
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", CASES)
def test_score_round(name):
    values, active, caller, totals, *expected = CASES[name]
    score = score_round(values, active, caller, totals)
    got = (
        score.scores,
        score.lowest,
        score.winner,
        score.caller_doubled,
        score.totals,
        score.back_to_50,
        score.eliminated,
    )
    assert got == tuple(expected)


def test_score_round_ignores_seats_that_are_out():
    """A seat that is out (empty hand, value 0) is not the lowest and scores nothing."""
    score = score_round([0, 6, 4], [1, 2], 2, [150, 10, 20])
    assert score.lowest == (2,) and score.winner == 2
    assert score.scores == (0, 6, 0)
    assert score.totals == (150, 16, 20)


def test_score_round_does_not_touch_its_arguments():
    values, active, totals = [5, 9], [0, 1], [10, 20]
    score_round(values, active, 1, totals)
    assert (values, active, totals) == ([5, 9], [0, 1], [10, 20])


ROUND_END_KEYS = (
    "type",
    "round",
    "caller",
    "hands",
    "values",
    "lowest",
    "winner",
    "caller_doubled",
    "scores",
    "totals",
    "back_to_50",
    "eliminated",
)

# -- through a call ------------------------------------------------------------------------


def hands_for(values: list[int], decks: int, offer: int) -> list[list[int]]:
    """Hands worth exactly these values, no card used twice, the offer left out."""
    free = [c for c in range(CARDS_PER_DECK * decks) if c != offer]
    hands = []
    for value in values:
        hand = []
        while value:
            wanted = min(value, 10)
            chosen = next(c for c in free if hand_value([c]) == wanted)
            free.remove(chosen)
            hand.append(chosen)
            value -= wanted
        hands.append(hand)
    return hands


@pytest.mark.parametrize("name", CASES)
def test_score_through_a_call(name):
    """The same cases, played: the round_end event and the state agree with score_round."""
    values, active, caller, totals, scores, lowest, winner, doubled, after, reset, out = CASES[name]
    num_players = len(values)
    out_before = [seat not in active for seat in range(num_players)]
    offer = card("KS")
    decks = 1 if num_players <= 5 else 2
    hands = hands_for([values[s] if s in active else 0 for s in range(num_players)], decks, offer)
    state = position(
        num_players,
        hands,
        turn=caller,
        offer=[offer],
        totals=totals,
        out=out_before,
        round_number=3,
    )
    events = state.apply(CALL)
    assert events[0] == {"type": "dumble", "seat": caller, "value": values[caller]}
    end = events[1]
    assert {key: end[key] for key in ROUND_END_KEYS} == {
        "type": "round_end",
        "round": 3,
        "caller": caller,
        "hands": tuple(tuple(sorted(hand)) for hand in hands),
        "values": tuple(values),
        "lowest": lowest,
        "winner": winner,
        "caller_doubled": doubled,
        "scores": scores,
        "totals": after,
        "back_to_50": reset,
        "eliminated": out,
    }
    assert tuple(state.totals) == after
    assert state.history == [scores]
    for seat in out:
        assert state.out[seat] and state.out_round[seat] == 3
    still_in = [seat for seat in active if seat not in out]
    if len(still_in) > 1:
        deal = events[2]
        assert deal["type"] == "deal" and deal["round"] == 4 and deal["starter"] == winner
        assert state.turn == winner == state.starter and state.round == 4
        for seat in range(num_players):
            assert len(state.hands[seat]) == (7 if seat in still_in else 0)
        check_conservation(state)
        check_public_knowledge(state)
    else:
        assert state.is_over()


def test_round_end_event_lists_everything():
    state = position(3, ["AC 2C", "KD QD", "5H 6H"], turn=0, offer="KS", totals=[10, 90, 30])
    events = state.apply(CALL)
    end = events[1]
    assert end["hands"] == (tuple(cards("AC 2C")), tuple(cards("QD KD")), tuple(cards("5H 6H")))
    assert end["values"] == (3, 20, 11)
    assert end["scores"] == (0, 20, 11)
    assert end["totals"] == (10, 110, 41)
    assert end["back_to_50"] == ()
    assert end["eliminated"] == (1,)
    assert {"hands", "values", "scores", "totals", "back_to_50", "eliminated"} <= set(end)


# -- DU-16, DU-17: elimination, end of the match, ranking ----------------------------------


def test_du16_eliminated_seat_sits_out_the_next_rounds():
    state = position(
        3, ["AC", "KD QD", "5H 6H"], turn=0, offer="KS", totals=[0, 90, 0], round_number=2
    )
    events = state.apply(CALL)
    assert events[1]["eliminated"] == (1,)
    assert [e["type"] for e in events] == ["dumble", "round_end", "deal"]
    assert state.out == [False, True, False] and state.out_round == [0, 2, 0]
    assert state.hands[1] == [] and events[2]["hands"][1] == ()
    assert len(state.stock) == CARDS_PER_DECK - 14 - 1
    for _ in range(10):
        assert state.turn != 1 and state.legal_actions(1) == []
        state.apply(("discard", (state.hands[state.turn][0],)))
        state.apply(("draw",))
    assert state.totals[1] == 110


def test_du17_match_ends_when_one_player_is_left():
    state = position(2, ["AC", "KD QD KH"], turn=0, offer="KS", totals=[40, 95])
    events = state.apply(CALL)
    assert [e["type"] for e in events] == ["dumble", "round_end", "match_end"]
    assert events[2] == {
        "type": "match_end",
        "totals": (40, 125),
        "ranks": (1, 2),
        "winners": (0,),
    }
    assert state.is_over() and state.to_move is None
    result = state.result()
    assert result.scores == (40, 125) and result.ranks == (1, 2) and result.winners == (0,)


def test_du17_winner_can_have_the_higher_total():
    """The last player left wins, whatever the totals."""
    state = position(
        3,
        ["AC", "KD QD KH", ""],
        turn=0,
        offer="KS",
        totals=[99, 80, 120],
        out=[False, False, True],
        out_round=[0, 0, 1],
    )
    events = state.apply(CALL)
    assert events[-1]["type"] == "match_end"
    assert state.result().ranks == (1, 2, 3)
    assert state.totals == [99, 110, 120]


def test_du17_ranking_later_elimination_then_lower_total():
    """Out later ranks better; out in the same round: the lower total ranks better."""
    state = position(
        4,
        ["AC", "KD QD 5D", "KH QH", ""],
        turn=0,
        offer="KS",
        totals=[60, 95, 90, 104],
        out=[False, False, False, True],
        out_round=[0, 0, 0, 2],
        round_number=5,
    )
    events = state.apply(CALL)
    assert events[1]["eliminated"] == (1, 2)
    assert state.totals == [60, 120, 110, 104]
    assert state.out_round == [0, 5, 5, 2]
    assert events[2]["ranks"] == (1, 3, 2, 4)
    assert state.result().ranks == (1, 3, 2, 4)
    assert state.result().winners == (0,)


def test_du17_same_round_same_total_share_a_rank():
    state = position(
        3, ["AC", "KD QD", "KH QH"], turn=0, offer="KS", totals=[0, 85, 85], round_number=4
    )
    state.apply(CALL)
    assert state.result().ranks == (1, 2, 2)


def test_du18_round_winner_starts_the_next_round():
    state = position(3, ["5C 4C", "AD", "9H 9S"], turn=0, offer="KS")
    events = state.apply(CALL)
    assert events[1]["winner"] == 1 and events[1]["caller_doubled"]
    assert events[2]["starter"] == 1 and state.turn == 1 and state.starter == 1
    assert state.totals == [18, 0, 18]


def test_du18_tie_without_caller_next_starter_clockwise_after_caller():
    """Caller 2 loses, seats 0 and 3 tie: the first of them clockwise after 2 is 3."""
    state = position(4, ["AC 2C", "9D", "5H", "3S"], turn=2, offer="KS")
    events = state.apply(CALL)
    assert events[1]["lowest"] == (0, 3) and events[1]["winner"] == 3
    assert state.turn == 3 and events[2]["starter"] == 3
    assert state.totals == [0, 9, 10, 0]


def test_du18_clockwise_wraps_around_and_skips_seats_out():
    """Caller 3 loses; seats 1 and 2 tie; seat 0 is out: seat 1 starts."""
    state = position(
        5,
        ["", "4D", "4H", "9S", "KC"],
        turn=3,
        offer="KS",
        out=[True, False, False, False, False],
        totals=[101, 0, 0, 0, 0],
    )
    events = state.apply(CALL)
    assert events[1]["winner"] == 1 and state.turn == 1
    assert state.hands[0] == []
    assert state.hidden_from == [{}, {0: 7}, {0: 7}, {0: 7}, {0: 7}]
    check_public_knowledge(state)


def test_du18_caller_wins_a_tie_and_starts():
    state = position(3, ["4D", "4H", "9S"], turn=1, offer="KS")
    events = state.apply(CALL)
    assert events[1]["winner"] == 1 and events[1]["scores"] == (4, 0, 9)
    assert state.turn == 1


def test_new_round_resets_the_table():
    """Called after two stock rebuilds: the deal starts again from shuffle 0."""
    state = position(
        3,
        ["AC", "KD QD", "5H 6H"],
        turn=0,
        offer="KS",
        known=["", "KD", ""],
        shuffle=2,
        shuffle_of={1: "QD 6H"},
    )
    assert state.hidden_from == [{0: 1}, {1: 1}, {0: 1, 1: 1}]
    check_public_knowledge(state)
    state.apply(CALL)
    assert state.round == 2
    assert state.known == [[], [], []]
    assert state.dead == [] and state.pending == () and len(state.offer) == 1
    assert [len(hand) for hand in state.hands] == [7, 7, 7]
    assert state.shuffle == 0
    assert state.shuffle_of == [0] * CARDS_PER_DECK
    assert state.hidden_from == [{0: 7}, {0: 7}, {0: 7}]
    check_conservation(state)
    check_public_knowledge(state)
