"""The player's settings, kept as JSON under the platform's config folder.

Unknown or damaged values fall back to defaults: a bad settings file must never
stop Tablée from starting.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from desktop.paths import config_dir

LANGUAGES = ("system", "en", "fr")
SPEEDS = ("off", "fast", "normal", "slow")


@dataclass
class Settings:
    language: str = "system"
    animation_speed: str = "normal"
    player_names: list[str] = field(default_factory=list)
    window_geometry: str = ""  # base64 of QMainWindow.saveGeometry()
    undo_enabled: bool = True
    colour_blind: bool = False
    last_setup: dict = field(default_factory=dict)  # per game: seats and options chosen

    @classmethod
    def path(cls) -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        settings = cls()
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return settings
        if not isinstance(data, dict):
            return settings
        for spec in fields(cls):
            value = data.get(spec.name)
            default = getattr(settings, spec.name)
            if isinstance(value, type(default)):
                setattr(settings, spec.name, value)
        if settings.language not in LANGUAGES:
            settings.language = "system"
        if settings.animation_speed not in SPEEDS:
            settings.animation_speed = "normal"
        settings.player_names = [name for name in settings.player_names if isinstance(name, str)]
        return settings

    def save(self) -> None:
        path = self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix="settings.", suffix=".tmp", dir=path.parent)
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(asdict(self), stream, ensure_ascii=False, indent=1)
        os.replace(temporary, path)

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
