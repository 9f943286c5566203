"""How strong each level measured: `strength.json`, written by
`python -m rules_engine.calibrate`, read by the new-match dialog.

The file holds, per game, each calibrated pair (a level against the level below
it, seats rotated) with its win rate, 95% interval, games played and seats, and a
rating per level (Elo, random play at 0)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

STRENGTH_FILE = Path(__file__).with_name("strength.json")


@dataclass(frozen=True)
class Strength:
    """A level's measured result against the level below it."""

    level: str
    opponent: str  # the level (or "random") it was measured against
    win_rate: float  # its share of wins, 0..1 (shared wins split)
    low: float  # 95% interval
    high: float
    games: int
    fair_share: float  # the share an equal player would win (1 / seats it faced)
    rating: float | None  # Elo, random play at 0


@cache
def load(path: Path = STRENGTH_FILE) -> dict:
    """The whole file ({} when it is missing or unreadable: the dialog then shows
    no figures rather than failing)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def strength_of(game_id: str, level: str, data: dict | None = None) -> Strength | None:
    """What `level` measured in `game_id`, or None when it was not calibrated."""
    data = load() if data is None else data
    game = data.get("games", {}).get(game_id)
    if not isinstance(game, dict):
        return None
    for pair in game.get("pairs", ()):
        if pair.get("level") == level:
            try:
                low, high = pair["ci95"]
                return Strength(
                    level=level,
                    opponent=str(pair["opponent"]),
                    win_rate=float(pair["win_rate"]),
                    low=float(low),
                    high=float(high),
                    games=int(pair["games"]),
                    fair_share=float(pair.get("fair_share", 0.5)),
                    rating=game.get("ratings", {}).get(level),
                )
            except (KeyError, TypeError, ValueError):
                return None
    return None
