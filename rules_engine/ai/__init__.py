"""Bots that play through the protocol, from observations only."""

from rules_engine.ai.base import Bot, Budget, RandomBot
from rules_engine.ai.registry import UnknownBot, bot_names, make_bot

__all__ = ["Bot", "Budget", "RandomBot", "UnknownBot", "bot_names", "make_bot"]
