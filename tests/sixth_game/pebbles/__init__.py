"""Pebbles: the tiny sixth game of tests/sixth_game/, built by following the
README's "Adding a game" checklist alone. Importing the package registers its rules."""

from rules_engine.core.registry import register
from tests.sixth_game.pebbles.rules import PebblesGame

GAME = register(PebblesGame())
