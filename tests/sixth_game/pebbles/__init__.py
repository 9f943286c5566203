"""Pebbles: the tiny sixth game of tests/test_adding_a_game.py, built by following the
README's "Adding a game" checklist alone. Importing the package registers its rules."""

from rules_engine.core.registry import register
from tests.sixth_game.pebbles.rules import PebblesGame

GAME = register(PebblesGame())
