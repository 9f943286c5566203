"""Guided first matches (issue 25): each game's lesson, played for real on the engine."""
