"""The Qt side of start-up, imported only once the command line is known good."""

from __future__ import annotations

import gc
import os
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from desktop.shell import i18n
from desktop.shell.paths import resources_dir
from desktop.shell.settings import Settings


def create_application() -> QApplication:
    app = QApplication.instance() or QApplication([])
    app.setApplicationName("Tablée")
    app.setOrganizationName("Tablée")
    app.setApplicationDisplayName("Tablée")
    app.setDesktopFileName("tablee")  # ties windows to tablee.desktop (Wayland app id, docks)
    icon = resources_dir() / "tablee.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def run(args, match: dict | None) -> int:
    app = create_application()
    settings = Settings.load()
    i18n.apply_language(args.lang or settings.language)
    from desktop.shell.main_window import MainWindow, setup_from_seats

    window = MainWindow(settings)
    if args.size:
        window.resize(*args.size)
    if args.screenshot:
        window.set_animation_speed("off")
    window.show()
    if os.environ.get("TABLEE_PROBE"):  # the real-client tests' test mode (from the start:
        from desktop.tools import probe  # a long file opens while the window answers)

        window.probe = probe.install(window)
    if match is not None:
        # No name given: stored empty, shown as "Player N" / "Bot N" in the language of
        # the moment (desktop.shell.i18n.seat_name).
        names = [settings.name_for(seat, "") for seat in range(len(match["kinds"]))]
        window.start_match(
            setup_from_seats(
                match["game_id"], match["kinds"], names, match["options"], match["seed"]
            )
        )
    elif args.file:
        window.open_path(args.file, ask=False)
    if args.screenshot:
        QTimer.singleShot(0, lambda: _screenshot_when_settled(window, Path(args.screenshot)))
    start_up_done()
    return app.exec()


def start_up_done() -> None:
    """What exists once the window is built stays for the whole session (modules, Qt's
    enums, the window): the garbage collector, off during start-up (see `app.main`),
    never scans it again, so its collections stay short while bots play."""
    gc.freeze()
    gc.enable()


def _screenshot_when_settled(window, path: Path) -> None:
    """Save the window once nothing moves any more, then quit."""
    if window.animating():
        window.animator.skip()
        QTimer.singleShot(10, lambda: _screenshot_when_settled(window, path))
        return
    QApplication.processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    from desktop.tools.png import save_png

    save_png(window.grab().toImage(), path)
    window.close()
    QApplication.instance().quit()
