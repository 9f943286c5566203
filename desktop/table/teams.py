"""Sides in a team game, as the window shows them (the game declares them: `Game.teams`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.table.text import fill


def has_teams(teams) -> bool:
    """True when some seats share a side (a game played in teams)."""
    return len(set(teams)) < len(teams)


def team_text(team: int) -> str:
    """ "Team 1", "Team 2"... for a side numbered from 0."""
    return fill(QCoreApplication.translate("Teams", "Team %1"), team + 1)
