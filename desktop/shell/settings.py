"""The player's settings, kept as JSON under the platform's config folder.

Unknown or damaged values fall back to defaults: a bad settings file must never
stop Tablée from starting.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from desktop.shell.paths import config_dir, remove_stray_temporaries
from rules_engine.core.limits import normal_name
from rules_engine.core.values import is_clean_text

LANGUAGES = ("system", "en", "fr")
SPEEDS = ("off", "fast", "normal", "slow")
# The "bot speed" setting: the least time (ms) between a move and a bot's next one.
BOT_PACES = {"fast": 200, "normal": 650, "slow": 1500}
BOT_SPEEDS = tuple(BOT_PACES)


@dataclass
class Settings:
    language: str = "system"
    animation_speed: str = "normal"
    bot_speed: str = "normal"
    player_names: list[str] = field(default_factory=list)
    window_geometry: str = ""  # base64 of QMainWindow.saveGeometry()
    undo_enabled: bool = True
    colour_blind: bool = False
    side_panel: bool = True  # the table page's log, scores, chart and match tabs
    last_setup: dict = field(default_factory=dict)  # per game: seats and options chosen
    lessons_offered: list[str] = field(default_factory=list)  # games whose lesson was offered

    @classmethod
    def path(cls) -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """The saved settings; each entry that is missing or not what it should be
        falls back to its default, and the rest is kept."""
        remove_stray_temporaries()  # the first file read at start: clear what a crash left
        settings = cls()
        try:
            with cls.path().open("rb") as stream:
                raw = stream.read(MAX_SETTINGS_BYTES + 1)
            data = json.loads(raw.decode("utf-8")) if len(raw) <= MAX_SETTINGS_BYTES else None
        except (OSError, ValueError, RecursionError):  # missing, damaged, too deep
            return settings
        if not isinstance(data, dict):
            return settings
        for name, clean in _CLEANERS.items():
            if name in data:
                value = clean(data[name])
                if value is not None:
                    setattr(settings, name, value)
        return settings

    def save(self) -> bool:
        """Write the settings atomically; False if they could not be written (a
        read-only folder, a full disk): a setting not kept is no reason to stop."""
        path = self.path()
        temporary = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(prefix="settings.", suffix=".tmp", dir=path.parent)
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                json.dump(asdict(self), stream, ensure_ascii=False, indent=1)
            os.replace(temporary, path)
        except (OSError, ValueError):
            if temporary is not None:
                Path(temporary).unlink(missing_ok=True)
            return False
        return True

    def name_for(self, seat: int, fallback: str) -> str:
        if seat < len(self.player_names) and self.player_names[seat].strip():
            return self.player_names[seat]
        return fallback

    def remember_names(self, names: list[str]) -> None:
        merged = list(self.player_names)
        for seat, name in enumerate(names):
            if seat < len(merged):
                merged[seat] = name
            else:
                merged.append(name)
        self.player_names = merged


MAX_SETTINGS_BYTES = 1024 * 1024
MAX_SEATS = 16
_BASE64 = re.compile(r"[A-Za-z0-9+/=]{0,20000}")


def _one_of(allowed: tuple[str, ...]):
    return lambda value: value if isinstance(value, str) and value in allowed else None


def _flag(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _names(value: Any) -> list[str] | None:
    """Player names, normalised by the records' rule (a control character becomes a
    space, a long name is cut): a name typed here always starts a match that loads
    again. What is not text becomes empty (its seat then gets the default name)."""
    if not isinstance(value, list):
        return None
    return [normal_name(name) if isinstance(name, str) else "" for name in value[:MAX_SEATS]]


def _geometry(value: Any) -> str | None:
    return value if isinstance(value, str) and _BASE64.fullmatch(value) else None


def _option_value(value: Any) -> bool:
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, int):
        return abs(value) < 1 << 31
    return is_clean_text(value, 40)


def _last_setup(value: Any) -> dict | None:
    """Per game: the seats' kinds and the options last chosen; a game whose entry is
    damaged is forgotten (its dialog shows the defaults), the other games are kept."""
    if not isinstance(value, dict):
        return None
    kept = {}
    for game_id, entry in value.items():
        if not is_clean_text(game_id, 40) or not isinstance(entry, dict):
            continue
        seats = entry.get("seats", [])
        options = entry.get("options", {})
        if not isinstance(seats, list) or len(seats) > MAX_SEATS:
            continue
        if not all(is_clean_text(kind, 40) for kind in seats):
            continue
        if not isinstance(options, dict) or len(options) > 64:
            continue
        if not all(is_clean_text(k, 40) and _option_value(v) for k, v in options.items()):
            continue
        kept[game_id] = {"seats": list(seats), "options": dict(options)}
    return kept


def _game_ids(value: Any) -> list[str] | None:
    if not isinstance(value, list):
        return None
    return [game_id for game_id in value[:64] if is_clean_text(game_id, 40)]


_CLEANERS = {
    "language": _one_of(LANGUAGES),
    "animation_speed": _one_of(SPEEDS),
    "bot_speed": _one_of(BOT_SPEEDS),
    "player_names": _names,
    "window_geometry": _geometry,
    "undo_enabled": _flag,
    "colour_blind": _flag,
    "side_panel": _flag,
    "last_setup": _last_setup,
    "lessons_offered": _game_ids,
}
