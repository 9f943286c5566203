"""The application version. Its one source is `pyproject.toml`."""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def app_version() -> str:
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if pyproject.exists():  # a source checkout: the file itself is the truth
        import tomllib

        return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
    from importlib import metadata  # costs 40 ms at start-up: only when installed

    try:
        return metadata.version("tablee")
    except metadata.PackageNotFoundError:
        return "0+unknown"
