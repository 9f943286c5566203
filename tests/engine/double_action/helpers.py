"""Helpers for the Double Action tests: exact positions built on a fresh state, and
independent checks of what the engine keeps.

Cells are written as (row, column) through `at`; cards by their code ("7H", "JS")
through `card`. Team 0 is "A" (even seats), team 1 is "B" (odd seats).
"""

from __future__ import annotations

from collections import Counter

from rules_engine.core import get_game
from rules_engine.core.cards import CARDS_PER_DECK, parse_card
from rules_engine.games.double_action.board import CELL_FACE, CELLS, IS_CORNER
from rules_engine.games.double_action.state import CARD, EMPTY, DoubleActionState

GAME = get_game("double_action")
A, B = 0, 1


def at(row: int, col: int) -> int:
    return row * 10 + col


def card(code: str, deck: int = 0) -> int:
    return parse_card(code, deck)


def card_for(cell: int) -> int:
    """The (first deck's) card shown on `cell`."""
    assert not IS_CORNER[cell]
    return CELL_FACE[cell]


def arrange(
    players: int = 2,
    options: dict | None = None,
    chips: dict[int, int] | None = None,
    series: list[tuple[int, tuple[int, ...]]] | None = None,
    hands: dict[int, list[int]] | None = None,
    turn: int = 0,
    stock: list[int] | None = None,
    seed: int = 1,
) -> DoubleActionState:
    """A fresh match with the board, hands, stock and seat to move replaced."""
    state = GAME.new_match(players, options, seed)
    state.chips = [EMPTY] * CELLS
    for cell, team in (chips or {}).items():
        assert not IS_CORNER[cell]
        state.chips[cell] = team
    state.series = [(team, tuple(cells)) for team, cells in (series or [])]
    state.rebuild_series_index()
    state.series_count = [sum(1 for team, _ in state.series if team == side) for side in (A, B)]
    state.chip_count = [state.chips.count(side) for side in (A, B)]
    for seat, hand in (hands or {}).items():
        state.hands[seat] = sorted(hand)
    if stock is not None:
        state.stock = list(stock)
    state.turn = turn
    state.step = CARD
    return state


def check_conservation(state: DoubleActionState) -> None:
    """Every card is in exactly one place: a hand, the stock, the discards or laid
    this turn; chips only on free-of-corner cells; counts match the board."""
    places = [card for hand in state.hands for card in hand]
    places += state.stock + state.discards
    if state.selected >= 0:
        places.append(state.selected)
    assert Counter(places) == Counter(range(CARDS_PER_DECK * state.decks))
    assert all(state.chips[cell] == EMPTY for cell in range(CELLS) if IS_CORNER[cell])
    assert state.chip_count == [state.chips.count(A), state.chips.count(B)]
    for team, cells in state.series:
        for cell in cells:
            assert IS_CORNER[cell] or (state.chips[cell] == team and state.locked[cell])
    assert state.series_count == [sum(1 for team, _ in state.series if team == t) for t in (A, B)]
