"""Random Stonehenge matches for 3, 4 and 5 players, checking the rules' invariants after
every single action: the 65 cards and 35 stones always accounted for, the scores equal
to the stones' values, every bid legal, and the match ending."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.core.values import is_plain
from rules_engine.games.stonehenge.material import (
    AUCTIONS,
    GREY,
    TARGET,
    is_legal_bid,
)
from tests.engine.stonehenge.helpers import (
    GAME,
    check_cards_accounted,
    check_stones_accounted,
    expected_scores,
)

MAX_ACTIONS = 20_000


def check_invariants(state) -> None:
    check_cards_accounted(state)
    check_stones_accounted(state)
    assert state.scores == expected_scores(state)
    assert [sum(row[seat] for row in state.history) for seat in range(state.num_players)] == (
        state.scores
    )
    assert len(state.history) == state.auction
    for seat in range(state.num_players):
        assert is_legal_bid(state.bids.items[seat])
        assert sum(state.hidden_from[seat].values()) == len(state.hands[seat]) + len(
            state.bids.items[seat]
        )
    if not state.is_over():
        assert state.stones[state.auction] != GREY
        assert max(state.scores) < TARGET


@settings(max_examples=30, deadline=None)
@given(players=st.sampled_from([3, 4, 5]), seed=st.integers(0, 2**32), pass_bias=st.floats(0, 0.6))
def test_random_matches_keep_every_invariant_and_end(players, seed, pass_bias):
    rng = random.Random(seed)
    state = GAME.new_match(players, None, seed)
    check_invariants(state)
    reveals = 0
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            break
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        passing = ("pass",) in legal and rng.random() < pass_bias
        action = ("pass",) if passing else rng.choice(legal)
        seat = state.to_move
        first = state.first
        events = state.apply(action)
        for event in events:
            assert is_plain(event)
            if event["type"] == "reveal":
                reveals += 1
                bids = event["commitments"]
                assert all(is_legal_bid(cards) for cards in bids)
                if first:
                    assert all(len(cards) == 1 for cards in bids)
        if action[0] == "add":  # the card lies face down in the seat's bid, out of its hand
            assert action[1] in state.bids.items[seat] and action[1] not in state.hands[seat]
        check_invariants(state)
        if rng.random() < 0.05:
            for viewer in (None, *range(players)):
                assert is_plain(state.observe(viewer))
    assert state.is_over()
    assert reveals == state.auction
    assert state.auction == AUCTIONS or max(state.scores) >= TARGET
    result = state.result()
    assert result.scores == tuple(state.scores)
    if state.champion is not None:
        assert result.winners == (state.champion,) and state.scores[state.champion] >= TARGET
    else:
        assert set(result.winners) == {
            seat for seat in range(players) if state.scores[seat] == max(state.scores)
        }
