"""Where Tablée keeps things: settings, autosave, match history, and its own files.

`TABLEE_CONFIG_DIR`, `TABLEE_DATA_DIR` and `TABLEE_CACHE_DIR` override the platform
folders (tests use them, so a test run never touches a player's real saves).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Tablee"


def config_dir() -> Path:
    override = os.environ.get("TABLEE_CONFIG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    override = os.environ.get("TABLEE_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Things drawn once and kept between runs (they can be deleted at any time)."""
    override = os.environ.get("TABLEE_CACHE_DIR")
    if override:
        return Path(override)
    if os.environ.get("TABLEE_DATA_DIR"):  # a private data folder gets a private cache
        return data_dir() / "cache"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir(APP_NAME, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / "autosave" / "current.tablee"


def history_dir() -> Path:
    return data_dir() / "history"


def install_root() -> Path:
    """The folder holding `seeds/`, `translations/` and `resources/`: the source
    checkout, or PyInstaller's bundle folder in a frozen app."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


def translations_dir() -> Path:
    return install_root() / "translations"


def resources_dir() -> Path:
    return install_root() / "resources"


STRAY_AGE_S = 60.0  # younger temporary files may be another running Tablée's write


def remove_stray_temporaries(now: float | None = None) -> list[Path]:
    """Delete the `*.tmp` files an interrupted write left in our folders (a save is a
    temporary file renamed over its target: a crash in between leaves the temporary
    file behind). Returns what was removed; a file that cannot be removed stays."""
    import time

    now = time.time() if now is None else now
    removed = []
    for folder in {config_dir(), autosave_path().parent, history_dir()}:
        try:
            candidates = list(folder.glob("*.tmp"))
        except OSError:
            continue
        for path in candidates:
            try:
                if path.is_file() and now - path.stat().st_mtime > STRAY_AGE_S:
                    path.unlink()
                    removed.append(path)
            except OSError:
                continue
    return removed
