"""Facts about the project the packaging needs, each from its one source.

The version is read from `pyproject.toml` and nowhere else: the bundle gets a
`tablee-<version>.dist-info` generated from it (so `rules_engine.version.app_version()`
finds it in the frozen app, for Help > About), and every installer takes it from here.
"""

from __future__ import annotations

import os
import re
import sys
import textwrap
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
GENERATED = ROOT / "build" / "packaging"  # everything the build makes, except the installers
DIST = ROOT / "dist"  # the installers

APP_ID = "tablee"  # executable, package, .desktop file and icon name
DISPLAY_NAME = "Tablée"
MAINTAINER = "Tablée developers <tablee@localhost>"
HOMEPAGE = ""  # no public page yet; the control file then has no Homepage field
MACOS_BUNDLE_ID = "org.tablee.Tablee"
# Windows Inno Setup AppId: never change it, or upgrades install side by side.
WINDOWS_APP_ID = "{{6F0C3E52-4C1B-4B7E-9C83-2A8D5E7B1F40}"
# A fixed, reproducible time stamp for files in the packages when SOURCE_DATE_EPOCH is
# not given (CI passes the last commit's time): 2024-01-01 00:00:00 UTC.
DEFAULT_SOURCE_DATE_EPOCH = 1704067200


def _from_the_project():
    """Make the project's own packages importable (the build scripts run from here)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


def playable_games() -> list[str]:
    """The games the app lists, as the app lists them (`desktop.games.playable_games`,
    which reads the catalogue): no list of our own."""
    _from_the_project()
    from desktop.games import playable_games as listed

    return listed()


def package_data() -> list[tuple[str, str]]:
    """(file, folder in the bundle) for the data the packages read beside their own
    modules (`pyproject.toml`'s package-data: every .json): the levels' measured
    strength and the hints' figure maps. PyInstaller bundles a package's modules
    but its data files only when told; without them the installed app showed no
    level figures."""
    found = []
    for package in ("rules_engine", "desktop"):
        for path in sorted((ROOT / package).rglob("*.json")):
            if "__pycache__" not in path.parts:
                found.append((str(path), str(path.parent.relative_to(ROOT))))
    return found


def game_names() -> list[str]:
    """The English names of the games, in the catalogue's order."""
    _from_the_project()
    from rules_engine.core.catalogue import CATALOGUE

    return [game.name for game in CATALOGUE]


def long_description() -> str:
    """What the installers say of Tablée, naming the games of the catalogue."""
    *first, last = game_names()
    names = f"{', '.join(first)} and {last}" if first else last
    text = (
        f"Tablée brings tabletop games to the computer: {names}. Play solo against bots, "
        "or with friends at one computer with hands hidden between turns, and read or "
        "print the rules, in French or English."
    )
    return textwrap.fill(text, 80)


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def version() -> str:
    return pyproject()["version"]


def summary() -> str:
    return pyproject()["description"]


def debian_version(text: str | None = None) -> str:
    """A PEP 440 version as a Debian one that sorts the same way:
    1.2.0rc1 -> 1.2.0~rc1, 1.2.0.dev3 -> 1.2.0~dev3, 1.2.0.post1 -> 1.2.0+post1."""
    text = (text or version()).strip().lower()
    text = re.sub(r"[.-]?(dev)", r"~\1", text, count=1)
    text = re.sub(r"[.-]?(a|alpha|b|beta|rc|c)(\d*)", r"~\1\2", text, count=1)
    text = re.sub(r"[.-]?(post)", r"+\1", text, count=1)
    text = text.replace("~~", "~")
    if not re.fullmatch(r"[0-9][A-Za-z0-9.+~]*", text):
        raise ValueError(f"cannot turn version {text!r} into a Debian version")
    return text


def windows_version(text: str | None = None) -> tuple[int, int, int, int]:
    """The four numbers of a Windows file version (pre-release tags dropped)."""
    numbers = [int(part) for part in re.findall(r"\d+", (text or version()).split("+")[0])[:4]]
    return tuple([*numbers, 0, 0, 0, 0][:4])


def source_date_epoch() -> int:
    value = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    return int(value) if value else DEFAULT_SOURCE_DATE_EPOCH


def write_metadata(folder: Path) -> Path:
    """A minimal `tablee-<version>.dist-info` for the bundle (importlib.metadata reads it)."""
    info = folder / f"{APP_ID}-{version()}.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {APP_ID}\nVersion: {version()}\nSummary: {summary()}\n",
        encoding="utf-8",
    )
    (info / "INSTALLER").write_text("packaging/build.py\n", encoding="utf-8")
    return info
