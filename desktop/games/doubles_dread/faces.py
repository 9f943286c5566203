"""What each Double's Dread pawn shows, as the engine's Game declares it
(`pawn_faces`: colour, strength and figure by pawn id), and how it is drawn. The
table draws and names pawns from this, never from the rules' own modules."""

from __future__ import annotations

from functools import cache

from desktop.table.pawns import HARPOONS, RINGS, PawnLook
from rules_engine.core import get_game


@cache
def _faces() -> tuple[tuple[int, int, str], ...]:
    return get_game("doubles_dread").pawn_faces


def pawn_face(pawn: int) -> tuple[int, int, str]:
    """(colour 0-3, strength 1-8, figure "harpoons", "shaman" or "chief")."""
    return _faces()[pawn]


def pawn_look(pawn: int, magic) -> PawnLook:
    """How a pawn is drawn face up: harpoons for strengths 1 to 6; one ring for the
    Shaman, two for the Chief; `magic` holds the magic pawns' ids."""
    colour, strength, figure = pawn_face(pawn)
    if figure == "harpoons":
        return PawnLook(colour, HARPOONS, strength, pawn in magic)
    return PawnLook(colour, RINGS, 1 if figure == "shaman" else 2, pawn in magic)
