"""How strong each level measured: `strength.json`, written by
`python -m rules_engine.calibrate`, read by the new-match dialog.

The file holds, per game and table size, each calibrated pair (a level against the
level below it, seats rotated, decided by a sequential test) with its win rate,
95% interval, matches played, fair share and verdict, and a rating per level (Elo,
random play at 0). A table size that was not measured borrows the nearest one
measured, and says so (`Strength.seats`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rules_engine.ai.measured import read_measures

STRENGTH_FILE = Path(__file__).with_name("strength.json")
FORMAT_VERSION = 2


@dataclass(frozen=True)
class Strength:
    """A level's measured result against the level below it, at one table size."""

    level: str
    opponent: str  # the level (or "random") it was measured against
    win_rate: float  # its share of wins, 0..1 (shared wins split)
    low: float  # 95% interval
    high: float
    games: int
    fair_share: float  # the share an equal player would win (one side's share)
    rating: float | None  # Elo, random play at 0
    seats: int = 2  # the table size it was measured at
    verdict: str = ""  # the sequential test's: "stronger", "not stronger", "undecided"


@cache
def load(path: Path = STRENGTH_FILE) -> dict:
    """The whole file ({} when it is missing, unreadable or of an older format: the
    dialog then shows no figures rather than failing or showing old bots' ones)."""
    return read_measures(path, FORMAT_VERSION)


def measured_sizes(game_id: str, level: str, data: dict | None = None) -> list[int]:
    """The table sizes at which `level` was measured in `game_id`."""
    data = load() if data is None else data
    game = data.get("games", {}).get(game_id)
    sizes = game.get("sizes") if isinstance(game, dict) else None
    if not isinstance(sizes, dict):
        return []
    found = []
    for size, entry in sizes.items():
        pairs = entry.get("pairs", ()) if isinstance(entry, dict) else ()
        if str(size).isdigit() and any(
            isinstance(pair, dict) and pair.get("level") == level for pair in pairs
        ):
            found.append(int(size))
    return sorted(found)


def strength_of(
    game_id: str, level: str, seats: int | None = None, data: dict | None = None
) -> Strength | None:
    """What `level` measured in `game_id` at a table of `seats` (or the nearest size
    measured: the smaller of two equally near; None for the smallest), or None
    when it was not calibrated."""
    data = load() if data is None else data
    sizes = measured_sizes(game_id, level, data)
    if not sizes:
        return None
    target = sizes[0] if seats is None else seats
    size = min(sizes, key=lambda size: (abs(size - target), size))
    entry = data["games"][game_id]["sizes"][str(size)]
    for pair in entry.get("pairs", ()):
        if isinstance(pair, dict) and pair.get("level") == level:
            try:
                low, high = pair["ci95"]
                sprt = pair.get("sprt")
                return Strength(
                    level=level,
                    opponent=str(pair["opponent"]),
                    win_rate=float(pair["win_rate"]),
                    low=float(low),
                    high=float(high),
                    games=int(pair["games"]),
                    fair_share=float(pair.get("fair_share", 0.5)),
                    rating=entry.get("ratings", {}).get(level),
                    seats=size,
                    verdict=str(sprt.get("verdict", "")) if isinstance(sprt, dict) else "",
                )
            except (KeyError, TypeError, ValueError, AttributeError):
                return None
    return None
