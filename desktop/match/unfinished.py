"""Before another match takes the table: what becomes of the unfinished one.

A new match, or a file opened, replaces the match on the table and the autosave. When
that would lose an unfinished match, the player chooses: save it to a file, abandon it
(it is kept in the history folder) or cancel. A match started from the command line
does not ask; the interrupted match it replaces goes to the history folder too.
Part of the main window (a mixin of `MainWindow`); its texts keep the window's
translation context.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from desktop.shell import i18n, paths
from desktop.shell.match_files import ask_file_to_save
from desktop.table.text import fill


class UnfinishedMatches:
    def _room_for_another_match(self, replacement=None) -> bool:
        """Another match (`replacement`, a record, when it is known) is about to take the
        table and the autosave: if that would lose an unfinished match, the player says
        what becomes of it. True when the new match may go ahead."""
        from desktop.match.autosave import archive_autosave
        from desktop.match.loading import LoadCancelled

        try:
            record = self._unfinished_record()
        except LoadCancelled:  # the player cancelled reading it: nothing goes ahead
            return False
        if record is None or _continues(replacement, record) or self._saved_unchanged(record):
            return True  # nothing would be lost
        choice = self.ask_about_unfinished(record)
        if choice == "save":
            return self._save_unfinished(record)
        if choice == "abandon":
            if self.session is not None:
                self.session.abandon()
            else:
                archive_autosave(record.game, "abandoned")
            return True
        return False

    def ask_about_unfinished(self, record) -> str:
        """ "save", "abandon" or "cancel": what the player wants done with the unfinished
        match before another one replaces it."""
        from rules_engine.core.registry import get_game

        text = QCoreApplication.translate(
            "MainWindow", "The %1 match in progress (moves played: %2) would be replaced."
        )
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "A match is not finished"),
            fill(text, i18n.game_name(get_game(record.game)), len(record.actions)),
            parent=self,
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "MainWindow",
                "Save it to a file, or abandon it (it is kept in the history folder), "
                "before the new match starts?",
            )
        )
        save = box.addButton(
            QCoreApplication.translate("MainWindow", "Save…"), QMessageBox.ButtonRole.AcceptRole
        )
        save.setObjectName("saveButton")
        abandon = box.addButton(
            QCoreApplication.translate("MainWindow", "Abandon"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
        abandon.setObjectName("abandonButton")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setObjectName("cancelButton")
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked is save:
            return "save"
        if clicked is abandon:
            return "abandon"
        return "cancel"

    def _unfinished_record(self):
        """The match that a new one would replace: the one on the table, or an
        interrupted one waiting on the home screen; None if there is none."""
        from desktop.match.loading import read_autosave

        if self.session is not None and not getattr(self.match, "is_replay", False):
            return None if self.match.seat_view.is_over() else self.session.record
        if not paths.autosave_path().exists():
            return None
        loaded = read_autosave(self)  # a long one in the background (may be cancelled)
        return None if loaded is None else loaded.record

    def _saved_unchanged(self, record) -> bool:
        """The match on the table was saved to a file and no move was played since."""
        return (
            self.session is not None
            and self.session.record is record
            and self.session.file_path is not None
            and self.match.saved_actions == len(record.actions)
        )

    def _save_unfinished(self, record) -> bool:
        """Save the unfinished match to a file the player picks; False if they cancel
        or it cannot be written (then the match stays)."""
        from rules_engine.core.record import save_record

        path = ask_file_to_save(self, record.game)
        if path is None:
            return False
        try:
            save_record(record, path)
        except OSError as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(
                self,
                QCoreApplication.translate("MainWindow", "Cannot save"),
                fill(
                    QCoreApplication.translate(
                        "MainWindow", "The match could not be saved to %1:\n%2"
                    ),
                    Path(path).name,
                    error.strerror or str(error),
                ),
            )
            return False
        return True

    def _keep_interrupted_match(self, replacement=None) -> None:
        """An autosave left by an unfinished match that another one now replaces goes to
        the history folder, never to the bin (a match started from the command line
        does not ask); the home screen then says where it went, and opens it."""
        from desktop.match.autosave import archive_autosave, note_put_aside
        from desktop.match.loading import read_autosave

        # Read in the background when long, with no Cancel: the match it would have
        # replaced is closed already, and where its file goes depends on what it holds.
        loaded = read_autosave(self, cancellable=False) if paths.autosave_path().exists() else None
        record = None if loaded is None else loaded.record
        if record is not None and not _continues(replacement, record):
            target = archive_autosave(record.game, "interrupted")
            if target is not None:  # the home screen says where it went (issue 23)
                note_put_aside(target)


def _continues(new, old) -> bool:
    """True when record `new` is the match `old`, as far or further on: opening it in
    place of `old` loses nothing."""
    return (
        new is not None
        and (new.game, new.seed, new.options, new.seats)
        == (old.game, old.seed, old.options, old.seats)
        and new.actions[: len(old.actions)] == old.actions
    )
