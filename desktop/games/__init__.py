"""The games' tables: one package per game, `desktop.games.<id>`, named by the catalogue.

Every game of `rules_engine.core.catalogue.CATALOGUE` is playable in the desktop: at its own
table when its package exists here with its `scene` module, otherwise at the kit's plain
table (`desktop.table.plain`, its picture `desktop.table.plain_picture`) until it has one;
there is no other list of ids. A package holds:

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

from rules_engine.core.catalogue import CATALOGUE

PACKAGE = "desktop.games"


def has_own_table(game_id: str) -> bool:
    """True when the game's package (with its `__init__`) and its `scene` module exist.
    The package itself is imported (its `__init__` is empty: cheap), the scene only
    looked for. A table still being built is not used: its `__init__` comes last
    (without it, a folder of modules is only a namespace package, which has no file)."""
    name = f"{PACKAGE}.{game_id}"
    try:
        package = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise  # the package exists but is broken: say so
        return False
    if getattr(package, "__file__", None) is None:
        return False
    return importlib.util.find_spec(f"{name}.scene") is not None


def playable_games() -> list[str]:
    """The ids of the games, in the catalogue's order: each is seated at its own table or
    at the plain one."""
    return [game.id for game in CATALOGUE]


def _module(game_id: str, name: str, plain: str):
    if game_id not in playable_games():
        raise KeyError(game_id)
    if has_own_table(game_id):
        return importlib.import_module(f"{PACKAGE}.{game_id}.{name}")
    return importlib.import_module(plain)


def scene_module(game_id: str):
    """The module holding the game's `Scene` (its own, or the plain table's); KeyError for
    a game the catalogue does not hold."""
    return _module(game_id, "scene", "desktop.table.plain")


def picture_module(game_id: str):
    """The light module holding the game's `picture(size)`; KeyError for a game the
    catalogue does not hold."""
    return _module(game_id, "picture", "desktop.table.plain_picture")
