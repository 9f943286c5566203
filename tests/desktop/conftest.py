"""Desktop tests: offscreen Qt, private settings and saves, compiled translations."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _build_translations() -> None:
    """The setup builds the .qm files; a bare `pytest` run builds missing ones too."""
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    for source in (ROOT / "translations").glob("*.ts"):
        target = source.with_suffix(".qm")
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(target)], check=True)


_build_translations()


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    """Never touch a player's real settings or saves."""
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path
