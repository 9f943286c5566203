"""The registry of games: one line per game, metadata as data (as in PySolFC)."""

from __future__ import annotations

from importlib import import_module

from rules_engine.core.catalogue import CATALOGUE
from rules_engine.core.protocol import Game

_GAMES: dict[str, Game] = {}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        known = ", ".join(sorted(_GAMES)) or "none"
        return f"unknown game {self.args[0]!r} (known games: {known})"


def register(game: Game) -> Game:
    if game.id in _GAMES:
        raise ValueError(f"game {game.id!r} registered twice")
    _GAMES[game.id] = game
    return game


def _load_all() -> None:
    """Import every game's rules (each registers itself), once."""
    if len(_GAMES) < len(CATALOGUE):
        for entry in CATALOGUE:
            import_module(entry.package)


def get_game(game_id: str) -> Game:
    _load_all()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def all_games() -> list[Game]:
    """Every game, in the catalogue's order whatever order their packages were
    imported in (a test may import one game's modules before the others)."""
    _load_all()
    order = {entry.id: place for place, entry in enumerate(CATALOGUE)}
    return sorted(_GAMES.values(), key=lambda game: order.get(game.id, len(order)))
