"""Bots by name for each game: `random` everywhere, plus each game's own."""

from __future__ import annotations

from rules_engine.ai.base import Bot, RandomBot
from rules_engine.core.protocol import Game


class UnknownBot(KeyError):
    def __str__(self) -> str:
        return self.args[0]


def bot_names(game: Game) -> list[str]:
    return ["random", *game.bots()]


def make_bot(game: Game, name: str) -> Bot:
    if name == "random":
        return RandomBot(game)
    bots = game.bots()
    if name not in bots:
        known = ", ".join(bot_names(game))
        raise UnknownBot(f"unknown bot {name!r} for {game.id} (known bots: {known})")
    return bots[name](game)
