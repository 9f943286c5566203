"""Helpers for the Double's Dread tests: exact positions built on a fresh state, and
independent checks of what the engine keeps.

Pawns are written as a colour letter and a strength: "r5" is the red 5, "y8" the
yellow Chief, "b7" the blue Shaman.
"""

from __future__ import annotations

import pytest

from rules_engine.core import get_game
from rules_engine.core.errors import IllegalAction
from rules_engine.games.doubles_dread.pawns import ALL_PAWNS, NUM_PAWNS, make_pawn
from rules_engine.games.doubles_dread.state import (
    CONTROL_OFFSET,
    LEAD,
    PHASE_NAMES,
    PLAY,
    DoublesDreadState,
)

GAME = get_game("doubles_dread")
LETTERS = "rbgy"
DEFAULT_POSITIONS = {2: "SWNE", 3: "SWNE", 4: "SWXNE"}


def pawn(code: str) -> int:
    return make_pawn(LETTERS.index(code[0]), int(code[1:]))


def pawns(codes: str | list[int] | tuple[int, ...]) -> list[int]:
    if isinstance(codes, str):
        return [pawn(code) for code in codes.split()]
    return list(codes)


def code(pawn_id: int) -> str:
    return f"{LETTERS[pawn_id // 8]}{pawn_id % 8 + 1}"


def table(
    num_players: int,
    boats: list[str],
    *,
    positions: str | None = None,
    side: str | None = None,
    south: int = 0,
    bid: int = 40,
    phase: str = "lead",
    turn: int | None = None,
    leading_boat: int | None = None,
    boat_to_play: int | None = None,
    face_up: tuple[tuple[int, str], ...] = (),
    swallowed: str = "",
    face_down: str | None = None,
    taken: list[str] | None = None,
    points: list[int] | None = None,
    trick: int = 1,
    totals: list[int] | None = None,
    round_number: int = 1,
    options: dict | None = None,
    seed: int = 0,
) -> DoublesDreadState:
    """A fresh match overwritten to show a round whose boats are handed out.

    `boats` gives each boat's pawns; `positions` each boat's letter, in boat order
    (default S, W, N, E, and with 4 players S, W, X, N, E with side "WN"). In phase
    "lead", `turn` names the seat choosing (default South); in phase "play", the
    trick so far is `face_up` ((boat, pawn) pairs) and `boat_to_play` is next. Pawns
    placed nowhere are counted as already taken by South (so the 32 pawns stay
    accounted for), but with 4 players and no `face_down` given, the first two of them
    lie face down; `points` defaults to the points of what each seat took."""
    state = GAME.new_match(num_players, options, seed)
    assert isinstance(state, DoublesDreadState)
    letters = positions or DEFAULT_POSITIONS[num_players]
    if num_players == 4 and side is None:
        side = "WN"
    state.boats = [pawns(boat) for boat in boats]
    assert len(state.masks) == len(letters)
    state.south = south
    state.bid = bid
    state.current = bid
    state.high_bidder = south
    state.passed = [seat != south for seat in range(num_players)]
    state.bids = [bid if seat == south else None for seat in range(num_players)]
    state.positions = list(letters)
    state.controllers = [
        (south + CONTROL_OFFSET[num_players][letter]) % num_players for letter in letters
    ]
    state.side = side
    state.sync_derived()
    state.face_up = [pawn(up) for _, up in face_up]
    state.face_up_boats = [boat for boat, _ in face_up]
    state.asked = state.face_up[-1] // 8 if state.face_up else None
    state.swallowed = pawns(swallowed)
    state.face_down = pawns(face_down or "")
    state.taken = [pawns(codes) for codes in taken] if taken else [[] for _ in range(num_players)]
    placed = [p for boat in state.boats for p in boat]
    placed += state.face_up + state.swallowed + state.face_down
    placed += [p for seat in state.taken for p in seat]
    assert len(placed) == len(set(placed)), "a pawn is placed twice"
    leftover = [p for p in ALL_PAWNS if p not in set(placed)]
    if face_down is None and num_players == 4:  # the 2 face-down pawns of the deal
        state.face_down, leftover = leftover[:2], leftover[2:]
    state.taken[south].extend(leftover)
    state.points = (
        list(points)
        if points is not None
        else [sum(state.points_of[p] for p in seat) for seat in state.taken]
    )
    state.trick = trick
    state.round = round_number
    state.totals = list(totals) if totals else [0] * num_players
    state.phase = PHASE_NAMES.index(phase)
    if state.phase == LEAD:
        state.turn = south if turn is None else turn
        state.leading_boat = state.boat_to_play = None
    elif state.phase == PLAY:
        state.leading_boat = face_up[0][0] if face_up else leading_boat
        state.boat_to_play = boat_to_play if boat_to_play is not None else state.leading_boat
        state.turn = state.controllers[state.boat_to_play]
    check_conservation(state)
    return state


def boat_of(state: DoublesDreadState, letter: str) -> int:
    return state.positions.index(letter)


def everything(state: DoublesDreadState) -> list[int]:
    """Every pawn of the table, wherever it is."""
    found = [p for boat in state.boats for p in boat]
    found += state.face_up + state.swallowed + state.face_down
    for seat in state.taken:
        found += seat
    return found


def check_conservation(state: DoublesDreadState) -> None:
    assert sorted(everything(state)) == list(range(NUM_PAWNS)), "pawns lost or duplicated"


def assert_refused(state, action, clause: str | set[str]) -> IllegalAction:
    """The action raises IllegalAction naming `clause` and changes nothing."""
    before = state.full_view()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    clauses = {clause} if isinstance(clause, str) else clause
    assert caught.value.clause in clauses, caught.value
    assert state.full_view() == before, "a refused action changed the state"
    assert caught.value.text()  # the message fills its placeholders
    return caught.value


def play_codes(state: DoublesDreadState, *codes: str) -> list[dict]:
    """Play these pawns in turn; returns every event."""
    events = []
    for one in codes:
        events += state.apply(("play", pawn(one)))
    return events


def auction_to(state: DoublesDreadState, bid: int | None = None) -> None:
    """The opener bids (the minimum by default) and everyone else passes."""
    state.apply(("bid", bid or state.legal_actions()[0][1]))
    while state.phase == 0:
        state.apply(("pass",))


def hand_out(state: DoublesDreadState, boats=None, side: str = "WN") -> None:
    """South places the boats in id order (or `boats`' order), choosing `side`."""
    order = list(boats) if boats is not None else list(range(len(state.masks)))
    while PHASE_NAMES[state.phase] == "distribute":
        legal = state.legal_actions()
        if legal[0][0] == "side":
            state.apply(("side", side))
        else:
            state.apply(("boat", next(b for b in order if ("boat", b) in legal)))
