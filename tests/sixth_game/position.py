"""Pebbles' winning position for the search test (tests/engine/ai/ai_positions.py): the
line a developer adds to `POSITIONS` for a listed game, added here at run time by the
plugin, as the game itself is (`declaration.py`)."""

from rules_engine.core.registry import get_game
from tests.engine.ai.ai_positions import Position, sole_winner


def pebbles() -> Position:
    """The last round, two players: seat 0 won the first and three pebbles are left.
    Taking all three wins the match; taking fewer lets seat 1 take the rest, win the
    round and tie the match."""
    state = get_game("pebbles").new_match(2, None, 1)
    state.round, state.history, state.pile, state.turn = 2, [(1, 0)], 3, 0
    return Position("pebbles", state, (("take", 3),), sole_winner)
