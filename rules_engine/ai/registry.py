"""Bots by name for each game: the four levels everywhere (`levels.py`), `random`,
and each game's own players under their own names ("heuristic", which older saves
name)."""

from __future__ import annotations

from rules_engine.ai.base import Bot, RandomBot
from rules_engine.ai.levels import LEGACY_NAMES, LEVELS, make_level
from rules_engine.core.protocol import Game


class UnknownBot(KeyError):
    def __str__(self) -> str:
        return self.args[0]


def level_names() -> tuple[str, ...]:
    """The levels a player is offered for a bot seat, weakest first."""
    return LEVELS


def bot_names(game: Game) -> list[str]:
    """Every bot name `game` accepts: the levels, random, and the game's own."""
    return [*LEVELS, "random", *(name for name in game.bots() if name not in LEVELS)]


def level_of(name: str) -> str | None:
    """The level a bot name plays as (an old save's "heuristic" is Normal), or None
    for a bot that is no level ("random")."""
    name = LEGACY_NAMES.get(name, name)
    return name if name in LEVELS else None


def make_bot(game: Game, name: str, capped: bool = False, pool=None) -> Bot:
    """The bot called `name`. `capped`: searching levels stop at their time cap
    (the application); uncapped they run their whole iteration count (arena,
    calibration, tests: the same moves on any machine)."""
    if name == "random":
        return RandomBot(game)
    if name in LEVELS:
        return make_level(game, name, capped=capped, pool=pool)
    bots = game.bots()
    if name not in bots:
        known = ", ".join(bot_names(game))
        raise UnknownBot(f"unknown bot {name!r} for {game.id} (known bots: {known})")
    return bots[name](game)
