"""One table scene per game. A game is playable in the desktop once it has one.

Scenes are imported only when a match of their game opens, to keep start-up quick.
"""

from __future__ import annotations

import importlib

# game id -> module holding `Scene` (the QGraphicsScene) and `picture(size)` (home screen art)
SCENE_MODULES = {
    "dumble": "desktop.scenes.dumble",
}


def playable_games() -> list[str]:
    return list(SCENE_MODULES)


def scene_module(game_id: str):
    return importlib.import_module(SCENE_MODULES[game_id])
