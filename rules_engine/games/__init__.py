"""One package per game; importing this package registers them all."""

from rules_engine.games import doubles_dread, dumble  # noqa: F401
