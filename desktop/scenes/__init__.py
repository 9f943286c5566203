"""One table scene per game. A game is playable in the desktop once it has one.

Scenes are imported only when a match of their game opens, to keep start-up quick.
"""

from __future__ import annotations

import importlib

# game id -> module holding `Scene` (the QGraphicsScene)
SCENE_MODULES = {
    "dumble": "desktop.scenes.dumble",
    "doubles_dread": "desktop.scenes.doubles_dread",
}
# game id -> light module holding `picture(size)`, the home screen's art
PICTURE_MODULES = {
    "dumble": "desktop.scenes.dumble_picture",
    "doubles_dread": "desktop.scenes.doubles_dread_picture",
}


def playable_games() -> list[str]:
    return list(SCENE_MODULES)


def scene_module(game_id: str):
    return importlib.import_module(SCENE_MODULES[game_id])


def picture_module(game_id: str):
    return importlib.import_module(PICTURE_MODULES[game_id])
