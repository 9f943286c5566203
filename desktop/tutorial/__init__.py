"""Guided first matches (issue 25): each game's lesson, played for real on the engine."""

from __future__ import annotations

import importlib.util


# Here, not in `lesson`, so that the home screen's tiles ask without loading the
# lessons' classes (start-up: issue 22 point 7).
def lesson_module_name(game_id: str) -> str:
    return f"desktop.games.{game_id}.tutorial"


def has_lesson(game_id: str) -> bool:
    try:
        return importlib.util.find_spec(lesson_module_name(game_id)) is not None
    except ModuleNotFoundError:  # no table for this game at all
        return False
