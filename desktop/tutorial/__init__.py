"""Guided first matches (issue 25): each game's lesson, played for real on the engine."""

from __future__ import annotations

# Here, not in `lesson`, so that the home screen's tiles and Help > Learn ask without
# loading the lessons' classes before the window's first paint (issue 22 point 7).

# The games whose lessons are written, in the order they are offered (Help > Learn).
# Data, not a search of the modules: asking the import system costs milliseconds the
# home screen's tiles would pay before the first paint; a test holds the list to the
# lesson modules there are.
LESSON_ORDER = ("dumble", "stonehenge", "doubles_dread", "dog_eat_dog", "double_action")


def lesson_module_name(game_id: str) -> str:
    return f"desktop.games.{game_id}.tutorial"


def has_lesson(game_id: str) -> bool:
    return game_id in LESSON_ORDER


def lesson_games() -> list[str]:
    """The games with a written lesson, in the order they are offered."""
    return list(LESSON_ORDER)
