"""Reading a file of measures the engine ships (the levels' strength, the hints'
figure maps): never an error, whatever is on disk."""

from __future__ import annotations

import json
import os
from pathlib import Path


def read_measures(path: Path, version: int) -> dict:
    """The file's content, or {} when it is missing, unreadable, not an object, or
    of another format version (measured by other bots or code: rather no figures
    than wrong ones)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != version:
        return {}
    return data


def write_measures(path: Path, data: dict) -> None:
    """Write the whole file at once, through a temporary of this process's own (two
    measuring runs, of two games, may write at once; the file is never half
    written)."""
    temporary = path.with_suffix(f".{os.getpid()}.tmp")
    temporary.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(temporary, path)
