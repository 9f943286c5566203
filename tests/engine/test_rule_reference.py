"""The rule reference (seeds/*.md) says what the rulings decided since the games
landed (../shared/RULINGS.md 2.12, 3.10, 4.10, 4.11), in both languages: the engine
already plays them, and a player reading the rules must find them there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SEEDS = Path(__file__).resolve().parents[2] / "seeds"


def clause(game: str, lang: str, clause_id: str) -> str:
    """The text of one clause, its heading to the next heading, on one line."""
    text = (SEEDS / f"{game}.{lang}.md").read_text(encoding="utf-8")
    found = re.search(rf"^### {clause_id} ·.*?$(.*?)(?=^#)", text, re.M | re.S)
    assert found, f"{clause_id} missing from {game}.{lang}.md"
    return " ".join(found.group(1).split())


RULINGS = [
    # 2.12: a full round without attack counts from any seat; a WILD chains; a WILD
    # with no legal attack left ends the turn, not the match.
    ("dog_eat_dog", "DE-14", "en", ["counted from any player's turn", "simply ends that turn"]),
    ("dog_eat_dog", "DE-14", "fr", ["du tour de n’importe quel joueur", "termine simplement"]),
    ("dog_eat_dog", "DE-23", "en", ["another WILD", "the match goes on"]),
    ("dog_eat_dog", "DE-23", "fr", ["en amener un autre", "la partie continue"]),
    # 3.10: every seat passing ends the match at once, in either mode.
    ("double_action", "DA-13", "en", ["even with cards left in the stock", "DA-15"]),
    ("double_action", "DA-13", "fr", ["même s’il reste des cartes dans la pioche", "DA-15"]),
    # 4.10: draws seat by seat from the opener; draws owed with nothing left are lost.
    ("stonehenge", "SH-15", "en", ["each taking all their cards before the next"]),
    ("stonehenge", "SH-15", "fr", ["chacun prenant toutes ses cartes avant que le suivant"]),
    ("stonehenge", "SH-16", "en", ["still owed in this draw are lost"]),
    ("stonehenge", "SH-16", "fr", ["encore dues pour cette pioche sont perdues"]),
    # 4.11: the first auction's opener is drawn, and everyone is told.
    ("stonehenge", "SH-5", "en", ["drawn at random", "everyone is told"]),
    ("stonehenge", "SH-5", "fr", ["tiré au sort", "chacun sait"]),
]


@pytest.mark.parametrize(("game", "clause_id", "lang", "phrases"), RULINGS)
def test_the_reference_says_what_the_ruling_decided(game, clause_id, lang, phrases):
    text = clause(game, lang, clause_id)
    for phrase in phrases:
        assert phrase in text, f"{game} {clause_id} ({lang}) does not say {phrase!r}"


def test_the_first_opener_is_no_longer_the_first_seat_in_the_reference():
    for lang in ("en", "fr"):
        text = clause("stonehenge", lang, "SH-5")
        assert "The first player opens" not in text and "Le premier joueur ouvre" not in text


@pytest.mark.parametrize("path", sorted(SEEDS.glob("*.fr.md")), ids=lambda p: p.name)
def test_the_french_reference_writes_the_typographic_apostrophe(path):
    """French typography (STYLE.md): ’, never the typewriter '. A clause's title shows
    in every lesson step's link ("Règle DE-7 · Choisir l’attaquant")."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        assert "'" not in line, f"{path.name}:{number}: {line}"
