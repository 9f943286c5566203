"""The Stonehenge auction: sealed card bids for stones round the ring (RULINGS.md
section 4, seeds/stonehenge.*.md)."""

from rules_engine.core.registry import register
from rules_engine.games.stonehenge.game import StonehengeGame

GAME = register(StonehengeGame())
