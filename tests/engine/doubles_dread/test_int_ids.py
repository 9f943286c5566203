"""Ids in actions are ints: a bool or a float that compares equal to a pawn, a boat or
a bid is refused, as Dumble refuses them for cards (a file could hold either)."""

from __future__ import annotations

import pytest

from rules_engine.games.doubles_dread.state import PLAY
from tests.engine.doubles_dread.helpers import assert_refused, pawn, table


@pytest.mark.parametrize("fake", [True, 1.0])
def test_play_refuses_a_bool_or_a_float_standing_for_pawn_one(fake):
    state = table(2, ["r2 g1", "r3 g2", "r4 g3", "r5 g4"], south=0, phase="play", leading_boat=0)
    assert pawn("r2") == 1 and ("play", 1) in state.legal_actions()
    assert_refused(state, ("play", fake), "DD-7")
    state.apply(("play", 1))  # the real pawn 1 is still playable
    assert state.phase == PLAY


@pytest.mark.parametrize("fake", [False, 0.0])
def test_play_refuses_a_bool_or_a_float_standing_for_pawn_zero(fake):
    state = table(2, ["r1 g1", "r3 g2", "r4 g3", "r5 g4"], south=0, phase="play", leading_boat=0)
    assert ("play", 0) in state.legal_actions()
    assert_refused(state, ("play", fake), "DD-7")


@pytest.mark.parametrize("fake", [True, 1.0, False, 0.0])
def test_lead_refuses_a_bool_or_a_float_boat(fake):
    state = table(2, ["r1 g1", "r2 g2", "r3 g3", "r4 g4"], south=0)
    assert_refused(state, ("lead", fake), {"DD-7", "DD-8"})
