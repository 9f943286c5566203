"""The home screen's notice about a match that cannot simply be resumed.

A damaged autosave (which match, why; keep or delete the file), else a match put
aside when another took its place (where it is; open it). `HomeNotices` remembers
which file the notice is about and carries out the player's answer. Its texts keep
the window's translation context ("MainWindow").
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject

from desktop.shell import i18n, paths
from desktop.table.text import fill


def autosave_folder_has_more() -> bool:
    """Anything beside the autosave itself: a leftover, a damaged file, a note."""
    autosave = paths.autosave_path()
    try:
        return any(path.name != autosave.name for path in autosave.parent.iterdir())
    except OSError:
        return False


class HomeNotices(QObject):
    """The notice banner of the window's home page, and what its buttons do."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._notice: tuple[str, Path] | None = None  # what the notice is about
        window.home.notice_banner.answered.connect(self.answered)

    def refresh(self) -> None:
        """Tell about the first damaged autosave, else the last match put aside; nothing
        while a match is open (start-up stays light when the folder holds nothing)."""
        damaged = aside = []
        if self._window.session is None and autosave_folder_has_more():
            from desktop.match.autosave import damaged_autosaves, put_aside_matches

            damaged, aside = damaged_autosaves(), put_aside_matches()
        if damaged:
            self._notice = ("damaged", damaged[0])
            self._window.home.set_notice(_damaged_notice(damaged[0]))
        elif aside:
            self._notice = ("aside", aside[-1])
            self._window.home.set_notice(_put_aside_notice(aside[-1]))
        else:
            self._notice = None
            self._window.home.set_notice(None)

    def answered(self, key: str) -> None:
        """The player's choice about the match the notice told of."""
        from desktop.match import autosave

        if self._notice is None:
            return
        window = self._window
        kind, path = self._notice
        if kind == "damaged" and key == "keep":
            kept = autosave.keep_damaged(path)
            if kept is not None:
                message = QCoreApplication.translate("MainWindow", "The file is kept in %1")
                message = fill(message, kept)
                window.statusBar().showMessage(message, 8000)
        elif kind == "damaged" and key == "delete":
            if not autosave.delete_damaged(path):
                message = QCoreApplication.translate("MainWindow", "The file could not be deleted.")
                window.statusBar().showMessage(message, 8000)
        elif kind == "aside":
            autosave.forget_put_aside(path)
            if key == "open":
                self._notice = None
                window.open_path(str(path))
        window.refresh_home()


def which_match(path: Path) -> str:
    """ "Dumble — 25/11/2026 08:40 — Ann, Bob": as much of it as can be read."""
    from desktop.match.autosave import what_match
    from rules_engine.core.catalogue import entry

    found = what_match(path)
    parts = []
    try:
        parts.append(i18n.game_name(entry(found["game"])))
    except KeyError:
        parts.append(QCoreApplication.translate("MainWindow", "A match of an unknown game"))
    if "when" in found:
        saved = QDateTime.fromSecsSinceEpoch(int(found["when"]))
        parts.append(QLocale().toString(saved, QLocale.FormatType.ShortFormat))
    seats = found.get("seats", [])
    players = [i18n.seat_name(seats, seat) for seat in range(len(seats))]
    if players:
        parts.append(", ".join(players))
    return " — ".join(parts)


def _damaged_notice(path: Path) -> tuple:
    from desktop.match.autosave import why_unreadable

    error = why_unreadable(path)
    why = i18n.translate_error(error) if error is not None else ""
    why_line = fill(QCoreApplication.translate("MainWindow", "Why: %1"), why)
    buttons = [
        ("keep", QCoreApplication.translate("MainWindow", "Keep the file")),
        ("delete", QCoreApplication.translate("MainWindow", "Delete it")),
    ]
    heading = QCoreApplication.translate("MainWindow", "A match could not be resumed")
    return heading, which_match(path) + "\n" + why_line, buttons


def _put_aside_notice(path: Path) -> tuple:
    kept = QCoreApplication.translate("MainWindow", "Kept in the history folder: %1")
    text = which_match(path) + "\n" + fill(kept, path.name) + "\n" + str(path.parent)
    buttons = [
        ("open", QCoreApplication.translate("MainWindow", "Open it")),
        ("dismiss", QCoreApplication.translate("MainWindow", "Dismiss")),
    ]
    heading = QCoreApplication.translate("MainWindow", "An interrupted match was put aside")
    return heading, text, buttons
