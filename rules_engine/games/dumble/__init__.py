"""Dumble: a quick Yaniv-style card game (RULINGS.md section 5, seeds/dumble.*.md)."""

from rules_engine.core.registry import register
from rules_engine.games.dumble.game import DumbleGame

GAME = register(DumbleGame())
