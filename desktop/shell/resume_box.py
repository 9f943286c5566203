"""The home screen's Resume box: what the interrupted match is, in two lines.

"Dumble — round 3 — last played 24/11 15:42" then "Ann 12 · Bob 30": the game, the
round, the scores (leader first) and when the match was last played. All from the
engine: the record replayed, its public view and standing. The texts keep the
window's translation context ("MainWindow").
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QTimer

from desktop.shell import i18n, paths
from desktop.shell.home_notices import autosave_folder_has_more
from desktop.table.text import fill, shown_name


def resume_info(match_open: bool, window=None) -> str | None:
    """The Resume box's text, or None when there is nothing to resume (or a match is
    open). What a kill left beside the autosave is tidied first; a damaged autosave
    is set aside (the home's notice tells). A long autosave is read in the background
    (`desktop.match.loading`) over `window`, once it shows: until then, the box says so
    and the window's home is refreshed again a moment later."""
    if not match_open and autosave_folder_has_more():
        from desktop.match.autosave import tidy_autosave_folder

        tidy_autosave_folder()
    if match_open or not paths.autosave_path().exists():
        return None
    from desktop.match import loading

    waits = window is not None and (not window.isVisible() or loading.busy())
    if waits and loading.autosave_is_waiting():  # its progress shows over the window
        QTimer.singleShot(50, window, window.refresh_home)
        return QCoreApplication.translate("MainWindow", "An unfinished match is being read…")
    try:
        loaded = loading.read_autosave(window)
    except loading.LoadCancelled:  # Resume reads it again
        return QCoreApplication.translate("MainWindow", "An unfinished match is waiting.")
    if loaded is None:
        return None
    from rules_engine.core.registry import get_game

    return resume_text(get_game(loaded.record.game), loaded.record, loaded.state)


def resume_text(game, record, state=None) -> str:
    """The two lines of the Resume box for `record`, a match of `game` (`state`: the
    record replayed, when it is at hand)."""
    parts = [i18n.game_name(game)]
    try:
        if state is None:
            state = record.replay()
        board = game.scoreboard(state.observe(None))
        standing = state.provisional_result()
    except Exception:  # a record the engine cannot stand: the game's name is enough
        return parts[0]
    if state.round_mark():
        round_text = QCoreApplication.translate("MainWindow", "round %1")
        parts.append(fill(round_text, state.round_mark()))
    seats = sorted(range(len(record.seats)), key=lambda seat: (standing.ranks[seat], seat))
    scores = [
        f"{shown_name(i18n.seat_name(record.seats, seat), 14)} {board.totals[seat]}"
        for seat in seats
    ]
    with contextlib.suppress(OSError):
        saved = QDateTime.fromSecsSinceEpoch(int(paths.autosave_path().stat().st_mtime))
        when = QLocale().toString(saved, QLocale.FormatType.ShortFormat)
        played = QCoreApplication.translate("MainWindow", "last played %1")
        parts.append(fill(played, when))
    return " — ".join(parts) + "\n" + " · ".join(scores)
