"""Desktop tests: offscreen Qt, private settings and saves, compiled translations."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.match.bot_process import QUICK_SEARCH_ENV

ROOT = Path(__file__).resolve().parents[2]


def _build_translations() -> None:
    """The setup builds the .qm files; a bare `pytest` run builds missing ones too."""
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    for source in (ROOT / "translations").glob("*.ts"):
        target = source.with_suffix(".qm")
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(target)], check=True)


_build_translations()

# The bots' workers search a few hundred iterations a move (`levels.quick_searches`):
# these tests check what the table does with a move or a hint, not how well it plays,
# and a real search's second a move (three at Expert) was most of their time.
os.environ.setdefault(QUICK_SEARCH_ENV, "1")


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    """Never touch a player's real settings or saves."""
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def window(qtbot):
    """The main window, shown offscreen in English at 1280 x 800, animations off."""
    from desktop.shell import i18n
    from desktop.shell.main_window import MainWindow
    from desktop.shell.settings import Settings

    i18n.apply_language("en")
    win = MainWindow(Settings())
    win.animator.set_speed("off")
    win.resize(1280, 800)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    i18n.apply_language("en")


@pytest.fixture
def no_fork_server(monkeypatch):
    """Where the workers' fork server cannot start (its socket's folder refused, say):
    the bot service is left to start fresh interpreters, as on Windows and in the
    installers."""
    import multiprocessing

    from desktop.match import bot_worker

    class Refusing:
        def Pipe(self):
            return multiprocessing.Pipe()

        def Process(self, **kwargs):
            process = multiprocessing.get_context("spawn").Process(**kwargs)

            def refuse():
                raise PermissionError("no room for the fork server's socket")

            process.start = refuse
            return process

    monkeypatch.setattr(bot_worker, "worker_context", Refusing)
