"""Guided first matches (issue 25): each game's lesson, played for real on the engine."""

from __future__ import annotations

import importlib.util

# Here, not in `lesson`, so that the home screen's tiles and Help > Learn ask without
# loading the lessons' classes before the window's first paint (issue 22 point 7).

# The games whose lessons are written, in the order they are offered (Help > Learn).
LESSON_ORDER = ("dumble", "stonehenge", "doubles_dread", "dog_eat_dog", "double_action")


def lesson_module_name(game_id: str) -> str:
    return f"desktop.games.{game_id}.tutorial"


def has_lesson(game_id: str) -> bool:
    try:
        return importlib.util.find_spec(lesson_module_name(game_id)) is not None
    except ModuleNotFoundError:  # no table for this game at all
        return False


def lesson_games() -> list[str]:
    """The games with a written lesson, in the order they are offered."""
    return [game_id for game_id in LESSON_ORDER if has_lesson(game_id)]
