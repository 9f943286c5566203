"""What each Double's Dread pawn shows, as the engine's Game declares it
(`pawn_faces`: colour, strength and figure by pawn id). The table draws and names
pawns from this, never from the rules' own modules."""

from __future__ import annotations

from functools import cache

from rules_engine.core import get_game


@cache
def _faces() -> tuple[tuple[int, int, str], ...]:
    return get_game("doubles_dread").pawn_faces


def pawn_face(pawn: int) -> tuple[int, int, str]:
    """(colour 0-3, strength 1-8, figure "harpoons", "shaman" or "chief")."""
    return _faces()[pawn]
