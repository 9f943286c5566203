"""The games' tables: one package per game, `desktop.games.<id>`, named by the catalogue.

A game of `rules_engine.catalogue.CATALOGUE` is playable in the desktop exactly when its
package exists here; there is no other list of ids. A package holds:

- `scene.py`: `Scene`, the game's `desktop.table.scene.TableScene` (imported only when a
  match of the game opens, to keep start-up quick);
- `picture.py`: `picture(size) -> QPixmap`, the home screen's art (light: no rules, no
  scene; drawn once and cached on disk);
- as needed `items.py`, `controls.py`, `summary.py`, `text.py` (the game's own translation
  context, so two games' strings never collide).

The package's `__init__.py` stays empty apart from its docstring: finding a game must not
load its table.
"""

from __future__ import annotations

import importlib
import importlib.util

from rules_engine.catalogue import CATALOGUE

PACKAGE = "desktop.games"
# Tables not yet moved into a package: the game's id -> (scene module, picture module).
# A package of the same id wins over an entry here.
_LEGACY = {
    "doubles_dread": ("desktop.scenes.doubles_dread", "desktop.scenes.doubles_dread_picture"),
}


def _has_package(game_id: str) -> bool:
    return importlib.util.find_spec(f"{PACKAGE}.{game_id}") is not None


def _legacy(game_id: str) -> tuple[str, str] | None:
    modules = _LEGACY.get(game_id)
    if modules is None or importlib.util.find_spec(modules[0]) is None:
        return None
    return modules


def playable_games() -> list[str]:
    """The ids of the games that have a table, in the catalogue's order."""
    return [game.id for game in CATALOGUE if _has_package(game.id) or _legacy(game.id)]


def _module(game_id: str, name: str, legacy_index: int):
    if _has_package(game_id):
        return importlib.import_module(f"{PACKAGE}.{game_id}.{name}")
    legacy = _legacy(game_id)
    if legacy is None:
        raise KeyError(game_id)
    return importlib.import_module(legacy[legacy_index])


def scene_module(game_id: str):
    """The module holding the game's `Scene`; KeyError when the game has no table."""
    return _module(game_id, "scene", 0)


def picture_module(game_id: str):
    """The light module holding the game's `picture(size)`; KeyError when it has no table."""
    return _module(game_id, "picture", 1)
