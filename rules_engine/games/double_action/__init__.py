"""Double Action: cards and chips on a 10 x 10 grid, in two teams (RULINGS.md section 3,
seeds/double_action.*.md)."""

from rules_engine.core.registry import register
from rules_engine.games.double_action.game import DoubleActionGame

GAME = register(DoubleActionGame())
