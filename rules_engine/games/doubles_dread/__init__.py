"""Double's Dread: bid for the boats, then play tricks on the lagoon monster's back
(RULINGS.md section 1, seeds/doubles_dread.*.md)."""

from rules_engine.core.registry import register
from rules_engine.games.doubles_dread.game import DoublesDreadGame

GAME = register(DoublesDreadGame())
