"""The main window: home screen, the table page, menus, settings and dialogs.

The open match is a `MatchView` (desktop/match/match_view.py): its session, scene,
log, viewer and curtain. The window opens and closes it, passes the menus' commands
to it, and turns every problem (a bad file, a failed save, a bot's crash) into a
clear message that loses nothing.
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QDateTime, QEvent, QLocale, Qt
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QStackedWidget

from desktop.match.unfinished import FILE_FILTER, UnfinishedMatches
from desktop.shell import i18n, paths
from desktop.shell.home import HomePage
from desktop.shell.menus import WindowMenus
from desktop.shell.settings import BOT_PACES, Settings
from desktop.table.animator import Animator
from desktop.table.text import shown_name
from desktop.table.theme import set_colour_blind
from rules_engine.core.errors import RecordError
from rules_engine.version import app_version

if TYPE_CHECKING:
    from desktop.match.bot_worker import BotService
    from desktop.match.match_view import MatchView
    from desktop.shell.table_page import TablePage


class MainWindow(UnfinishedMatches, WindowMenus, QMainWindow):
    def __init__(self, settings: Settings | None = None, bot_service: BotService | None = None):
        super().__init__()
        self.settings = settings or Settings.load()
        self._bots = bot_service
        if hasattr(bot_service, "state_changed"):  # (a test's stand-in may have none)
            bot_service.state_changed.connect(self._update_actions)  # a hint may be asked
        self.animator = Animator(parent=self)
        self.animator.set_speed(self.settings.animation_speed)
        self.match: MatchView | None = None  # the open match
        self.rules_window = None
        self._maximized_before_full_screen = False  # leaving full screen restores it
        self.home = HomePage(self)
        self._table: TablePage | None = None
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.home)
        self.setCentralWidget(self.pages)
        self.home.new_game_requested.connect(self.new_game)
        self.home.resume_requested.connect(self.resume_interrupted)
        self.home.open_requested.connect(self.open_match)
        self.home.notice_banner.answered.connect(self._notice_answered)
        self._notice: tuple[str, Path] | None = None  # what the home's notice is about
        self._build_menus()
        self.statusBar().setSizeGripEnabled(False)  # made now: a first message moves nothing
        set_colour_blind(self.settings.colour_blind)
        self.setMinimumSize(1024, 700)
        self._restore_geometry()
        self.retranslate()
        self.refresh_home()

    @property
    def session(self):
        """The open match's `MatchSession`, or None."""
        return None if self.match is None else self.match.session

    @property
    def scene(self):
        """The open match's table scene, or None."""
        return None if self.match is None else self.match.scene

    @property
    def viewer(self) -> int | None:
        """The seat looking at the table (None: nobody's, or no match)."""
        return None if self.match is None else self.match.viewer

    @property
    def bots(self) -> BotService:
        """The bots' worker process, set up when the first match needs it."""
        if self._bots is None:
            from desktop.match.bot_worker import BotService

            self._bots = BotService(self)
            self._bots.state_changed.connect(self._update_actions)  # a hint may be asked
        return self._bots

    @property
    def table(self) -> TablePage:
        """The table page, built when the first match opens (start-up stays quick)."""
        if self._table is None:
            from desktop.shell.table_page import TablePage

            self._table = TablePage(self)
            self.pages.addWidget(self._table)
            self._table.message.linkActivated.connect(self._open_link)
            self._table.info.anchorClicked.connect(lambda url: self._open_link(url.toString()))
            self._table.curtain.revealed.connect(self._curtain_lifted)
            self._table.view.resized.connect(self._table_resized)
            self._table.side.setVisible(self.settings.side_panel)
        return self._table

    def retranslate(self) -> None:
        self.setWindowTitle(self._title())
        self._retranslate_menus()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.match is not None:
                self.match.retranslate()
            self.refresh_home()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.act_full_screen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:
        """Esc leaves full screen (the table's Esc, clearing a selection, comes first)."""
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.act_full_screen.setChecked(False)
            self._leave_full_screen()
            event.accept()
            return
        super().keyPressEvent(event)

    def _title(self) -> str:
        if self.session is None:
            return "Tablée"
        return f"{i18n.game_name(self.session.game)} — Tablée"

    def _update_actions(self) -> None:
        has_match = self.session is not None
        for action in (self.act_save, self.act_save_as, self.act_abandon):
            action.setEnabled(has_match)
        self.act_undo.setEnabled(has_match and self.session.can_undo())
        self.act_redo.setEnabled(has_match and self.session.can_redo())
        self.act_hint.setEnabled(self.hint_possible())
        self.act_why.setEnabled(self._why_possible())

    def hint_possible(self) -> bool:
        return self.match is not None and self.match.hint_possible()

    # -- settings -----------------------------------------------------------------------

    def set_speed(self, name: str) -> None:
        self.settings.animation_speed = name
        self.animator.set_speed(name)
        self.speed_actions[name].setChecked(True)
        self.settings.save()

    def set_bot_speed(self, name: str) -> None:
        """How long bots wait before each move (apart from the animations' speed)."""
        self.settings.bot_speed = name
        self.bot_speed_actions[name].setChecked(True)
        if self.session is not None:
            self.session.pace_ms = BOT_PACES[name]
        self.settings.save()

    def set_language(self, code: str) -> None:
        self.settings.language = code
        self.language_actions[code].setChecked(True)
        i18n.apply_language(code)
        self.settings.save()
        if self.rules_window is not None:
            self.rules_window.set_language(i18n.current_language())

    def _toggle_undo(self, checked: bool) -> None:
        self.settings.undo_enabled = checked
        self.settings.save()
        if self.session is not None:
            self.session.undo_enabled = checked
        self._update_actions()

    def set_side_panel(self, shown: bool) -> None:
        """Show or fold away the side panel (F9): the table takes the whole width."""
        self.settings.side_panel = shown
        self.act_side_panel.setChecked(shown)
        if self._table is not None:
            self._table.side.setVisible(shown)
        self.settings.save()

    def _toggle_colour_blind(self, checked: bool) -> None:
        self.settings.colour_blind = checked
        self.settings.save()
        set_colour_blind(checked)
        if self.scene is not None:
            self.scene.sync()
            self.scene.update()

    def toggle_full_screen(self, checked: bool) -> None:
        if checked:
            if not self.isFullScreen():
                self._maximized_before_full_screen = self.isMaximized()
            self.showFullScreen()
        else:
            self._leave_full_screen()

    def _leave_full_screen(self) -> None:
        """Back to the window as it was: maximized stays maximized."""
        if self._maximized_before_full_screen:
            self.showMaximized()
        else:
            self.showNormal()

    def _restore_geometry(self) -> None:
        if self.settings.window_geometry:
            data = QByteArray.fromBase64(self.settings.window_geometry.encode("ascii"))
            if self.restoreGeometry(data):
                return
        self.resize(1280, 800)

    # -- home ---------------------------------------------------------------------------

    def refresh_home(self) -> None:
        self._refresh_resume_box()
        if self._autosave_folder_has_more():  # (start-up stays light when it has not)
            self._refresh_notice()
        else:
            self._notice = None
            self.home.set_notice(None)

    @staticmethod
    def _autosave_folder_has_more() -> bool:
        """Anything beside the autosave itself: a leftover, a damaged file, a note."""
        autosave = paths.autosave_path()
        try:
            return any(path.name != autosave.name for path in autosave.parent.iterdir())
        except OSError:
            return False

    def _refresh_resume_box(self) -> None:
        if self.session is None and self._autosave_folder_has_more():
            from desktop.match.autosave import tidy_autosave_folder

            tidy_autosave_folder()  # what a kill left beside the autosave
        if self.session is not None or not paths.autosave_path().exists():
            self.home.set_resume_info(None)
            return
        from desktop.match.autosave import interrupted_match

        record = interrupted_match()  # a damaged one is set aside: the notice tells
        if record is None:
            self.home.set_resume_info(None)
            return
        from rules_engine.core.registry import get_game

        self.home.set_resume_info(self._resume_text(get_game(record.game), record))

    def _refresh_notice(self) -> None:
        """The home screen tells about a match that cannot simply be resumed: a
        damaged autosave (which match, why; keep or delete the file), then a match put
        aside when another took its place (where it is; open it)."""
        from desktop.match.autosave import damaged_autosaves, put_aside_matches

        damaged, aside = damaged_autosaves(), put_aside_matches()
        if self.session is not None or not (damaged or aside):
            self._notice = None
            self.home.set_notice(None)
            return
        if damaged:
            self._notice = ("damaged", damaged[0])
            self.home.set_notice(self._damaged_notice(damaged[0]))
        else:
            self._notice = ("aside", aside[-1])
            self.home.set_notice(self._put_aside_notice(aside[-1]))

    def _which_match(self, path: Path) -> str:
        """ "Dumble — 25/11/2026 08:40 — Ann, Bob": as much of it as can be read."""
        from desktop.match.autosave import what_match
        from rules_engine.core.catalogue import entry

        found = what_match(path)
        parts = []
        try:
            parts.append(i18n.game_name(entry(found["game"])))
        except KeyError:
            parts.append(self.tr("A match of an unknown game"))
        if "when" in found:
            saved = QDateTime.fromSecsSinceEpoch(int(found["when"]))
            parts.append(QLocale().toString(saved, QLocale.FormatType.ShortFormat))
        seats = found.get("seats", [])
        players = [i18n.seat_name(seats, seat) for seat in range(len(seats))]
        if players:
            parts.append(", ".join(players))
        return " — ".join(parts)

    def _damaged_notice(self, path: Path) -> tuple:
        from desktop.match.autosave import why_unreadable

        error = why_unreadable(path)
        why = i18n.translate_error(error) if error is not None else ""
        text = self._which_match(path) + "\n" + self.tr("Why: %1").replace("%1", why)
        buttons = [("keep", self.tr("Keep the file")), ("delete", self.tr("Delete it"))]
        return self.tr("A match could not be resumed"), text, buttons

    def _put_aside_notice(self, path: Path) -> tuple:
        text = (
            self._which_match(path)
            + "\n"
            + self.tr("Kept in the history folder: %1").replace("%1", path.name)
            + "\n"
            + str(path.parent)
        )
        buttons = [("open", self.tr("Open it")), ("dismiss", self.tr("Dismiss"))]
        return self.tr("An interrupted match was put aside"), text, buttons

    def _notice_answered(self, key: str) -> None:
        """The player's choice about the match the notice told of."""
        from desktop.match import autosave

        if self._notice is None:
            return
        kind, path = self._notice
        if kind == "damaged" and key == "keep":
            kept = autosave.keep_damaged(path)
            if kept is not None:
                message = self.tr("The file is kept in %1").replace("%1", str(kept))
                self.statusBar().showMessage(message, 8000)
        elif kind == "damaged" and key == "delete":
            if not autosave.delete_damaged(path):
                self.statusBar().showMessage(self.tr("The file could not be deleted."), 8000)
        elif kind == "aside":
            autosave.forget_put_aside(path)
            if key == "open":
                self._notice = None
                self.open_path(str(path))
        self.refresh_home()

    def _resume_text(self, game, record) -> str:
        """The Resume box: the game, the round, the scores (leader first) and when the
        match was last played, in two lines: "Dumble — round 3 — last played 24/11 15:42"
        then "Ann 12 · Bob 30". All from the engine: the record replayed, its public
        view and standing."""
        parts = [i18n.game_name(game)]
        try:
            state = record.replay()
            board = game.scoreboard(state.observe(None))
            standing = state.provisional_result()
        except Exception:  # a record the engine cannot stand: the game's name is enough
            return parts[0]
        if state.round_mark():
            parts.append(self.tr("round %1").replace("%1", str(state.round_mark())))
        seats = sorted(range(len(record.seats)), key=lambda seat: (standing.ranks[seat], seat))
        scores = [
            f"{shown_name(i18n.seat_name(record.seats, seat), 14)} {board.totals[seat]}"
            for seat in seats
        ]
        with contextlib.suppress(OSError):
            saved = QDateTime.fromSecsSinceEpoch(int(paths.autosave_path().stat().st_mtime))
            when = QLocale().toString(saved, QLocale.FormatType.ShortFormat)
            parts.append(self.tr("last played %1").replace("%1", when))
        return " — ".join(parts) + "\n" + " · ".join(scores)

    def go_home(self) -> None:
        self._close_session()
        self.pages.setCurrentWidget(self.home)
        self.refresh_home()
        self.setWindowTitle(self._title())

    # -- starting and ending matches --------------------------------------------------------

    def new_game(self, game_id: str | None = None) -> None:
        from desktop.shell.new_game_dialog import NewGameDialog

        if game_id is None and self.session is not None:
            game_id = self.session.game.id  # from a table: the game being played
        dialog = NewGameDialog(self.settings, game_id, self)
        if dialog.exec():
            self.settings.save()
            if self._room_for_another_match():
                self.start_match(dialog.setup())

    def start_match(self, setup) -> None:
        """Open a table for a `MatchSetup` (from the new-game dialog or the command line)."""
        from desktop.match.session import MatchSession

        if not self._can_load_again(setup):
            return
        self._close_session()
        self._keep_interrupted_match()
        session = MatchSession.new(setup.game_id, setup.seats, setup.options, setup.seed, self.bots)
        self._attach(session)
        self.match.begin_new_match(str(setup.seed))
        from desktop.tutorial.offer import offer_first_time

        offer_first_time(self, setup.game_id)  # a game's first match: its lesson (issue 25)

    def _can_load_again(self, setup) -> bool:
        """The last guard of the records' rule (`rules_engine.core.limits`): a match whose
        file would not load back equal is not started, so it can never be lost at the
        next start. The dialog and the command line refuse such input first."""
        from rules_engine.core.limits import check_loads_back
        from rules_engine.core.record import MatchRecord, Seat
        from rules_engine.core.registry import get_game

        try:
            options = get_game(setup.game_id).resolve_options(setup.options)
            # What a person gave: the names, the seed, the options. A seat's kind is one of
            # the app's own (the dialog's menu, --seats checked against the game's bots;
            # tests seat bots of their own, which no file names).
            seats = [Seat(seat.name) for seat in setup.seats]
            check_loads_back(MatchRecord(setup.game_id, seats, setup.seed, options))
        except RecordError as error:
            QMessageBox.warning(
                self, self.tr("Cannot start this match"), i18n.translate_error(error)
            )
            return False
        return True

    def resume_interrupted(self) -> None:
        from desktop.match.autosave import interrupted_match
        from desktop.match.session import MatchSession

        record = interrupted_match()
        if record is None:
            QMessageBox.information(
                self, self.tr("Resume"), self.tr("There is no interrupted match to resume.")
            )
            self.refresh_home()
            return
        self._close_session()
        self._attach(MatchSession(record, self.bots))
        self.match.note(lambda: self.tr("Match resumed."))
        self.session.schedule_bot()

    def open_match(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a match"), str(Path.home()), FILE_FILTER
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str, ask: bool = True) -> bool:
        """Open a saved match; a bad file is explained and the current match stays. With
        `ask`, the player says first what becomes of an unfinished match."""
        from desktop.match.session import MatchSession

        try:
            session = MatchSession.open(path, self.bots)
        except RecordError as error:
            from desktop.table.plain_text import shown_as_typed
            from rules_engine.core.values import shorten

            text = (
                self.tr("%1 cannot be opened:\n%2")
                .replace("%1", shorten(Path(path).name, 60))
                .replace("%2", i18n.translate_error(error))
            )
            QMessageBox.warning(self, self.tr("Cannot open this match"), shown_as_typed(text))
            return False
        if ask and not self._room_for_another_match(session.record):
            session.close()
            session.deleteLater()
            return False
        self._close_session()
        self._keep_interrupted_match(session.record)
        self._attach(session)
        name = Path(path).name
        self.match.note(lambda: self.tr("Opened %1.").replace("%1", name))
        session.schedule_bot()
        return True

    def save_match(self) -> None:
        if self.session is None:
            return
        if self.session.file_path is None:
            self.save_match_as()
        else:
            self._save_to(self.session.file_path)

    def save_match_as(self) -> None:
        if self.session is None:
            return
        suggested = Path.home() / f"{self.session.game.id}.tablee"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the match"), str(suggested), FILE_FILTER
        )
        if path:
            if not path.endswith(".tablee"):
                path += ".tablee"
            self._save_to(Path(path))

    def _save_to(self, path: Path) -> None:
        from desktop.match.autosave import describe_save_error
        from desktop.table.plain_text import shown_as_typed

        try:
            self.session.save_as(path)
        except (OSError, ValueError) as error:  # ValueError: text that cannot be encoded
            text = (
                self.tr("The match could not be saved to %1:\n%2")
                .replace("%1", str(path))
                .replace("%2", describe_save_error(error))
            )
            QMessageBox.warning(self, self.tr("Cannot save"), shown_as_typed(text))
            return
        self.table.save_banner.hide()
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", path.name), 4000)

    # -- autosave problems ------------------------------------------------------------------

    def _watch_saves(self, session) -> None:
        """A failed autosave is told once, on the status line and in a banner over the
        table offering Save as…; the match stays playable."""
        session.autosave_failed.connect(self._on_autosave_failed)
        session.autosave_recovered.connect(self._on_autosave_recovered)
        banner = self.table.save_banner
        banner.hide()
        if not banner.property("wired"):
            banner.save_requested.connect(self.save_match_as)
            banner.setProperty("wired", True)

    def _on_autosave_failed(self, reason: str) -> None:
        if self.sender() is not self.session:
            return  # a closed match's last save
        text = self.tr(
            "This match cannot be saved automatically (%1). You can go on playing; "
            "use Save as… to keep it in a file."
        ).replace("%1", reason)
        self.statusBar().showMessage(text)
        self.table.save_banner.show_problem(text)

    def _on_autosave_recovered(self) -> None:
        if self.sender() is not self.session:
            return
        self.table.save_banner.hide()
        self.statusBar().showMessage(self.tr("The match is saved automatically again."), 4000)

    def abandon_match(self) -> None:
        if self.session is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Abandon the match"),
            self.tr(
                "Abandon this match? It will not be resumable (it stays in the history folder)."
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.session.abandon()
            self.go_home()

    def _attach(self, session) -> None:
        from desktop.match.match_view import MatchView

        self.match = MatchView(session, self.table, self.animator, self.settings, self)
        self.match.actions_changed.connect(self._update_actions)
        self.match.request.connect(self._scene_request)
        self.match.finished.connect(self._on_match_finished)
        self._watch_saves(session)
        self.pages.setCurrentWidget(self.table)
        self.match.show()
        self._update_actions()
        self.setWindowTitle(self._title())

    def _close_session(self) -> None:
        if self.match is None:
            return
        self.match.close()
        self.match = None
        self._update_actions()

    def ask_hint(self) -> None:
        """Edit > Hint (H): the Hard level's choice for the viewer, from the worker."""
        if self.match is not None:
            self.match.ask_hint()

    def _open_link(self, link: str) -> None:
        from desktop.tutorial.offer import follow_link

        if link.startswith("clause:"):
            self.show_rules(link.split(":", 1)[1])
        else:
            follow_link(self, link)  # "learn:<game>": its lesson

    def _curtain_lifted(self) -> None:
        if self.match is not None:
            self.match.curtain_lifted()

    def _table_resized(self, size) -> None:
        if self.match is not None:
            self.match.resize_table(size)

    def undo(self) -> None:
        if self.match is not None:
            self.match.undo()

    def redo(self) -> None:
        if self.match is not None:
            self.match.redo()

    def _scene_request(self, what: str) -> None:
        if what == "new" and self.session is not None:
            game_id = self.session.game.id
            self.go_home()
            self.new_game(game_id)
        elif what == "home":
            self.go_home()

    def _on_match_finished(self) -> None:
        self._update_actions()
        self.refresh_home()

    # -- rules --------------------------------------------------------------------------

    def _rules_game(self) -> str:
        if self.session is not None:
            return self.session.game.id
        return "dumble"

    def show_rules(self, clause: str | None = None) -> None:
        from desktop.rules.rules_view import RulesView

        game_id = self._rules_game()
        if self.rules_window is None:
            self.rules_window = RulesView(game_id, i18n.current_language())
            self.rules_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
            self.rules_window.resize(1000, 720)
        else:
            self.rules_window.set_game(game_id)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.activateWindow()
        if clause:
            self.rules_window.show_clause(clause)

    def print_rules(self) -> None:
        self.show_rules()
        self.rules_window.print_preview()

    def export_rules_pdf(self) -> None:
        from desktop.rules.printing import export_rules_pdf

        game_id = self._rules_game()
        suggested = Path.home() / f"{game_id}-{i18n.current_language()}.pdf"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the rules as PDF"), str(suggested), "PDF (*.pdf)"
        )
        if path:
            export_rules_pdf(game_id, i18n.current_language(), path)
            self.statusBar().showMessage(self.tr("Rules exported to %1").replace("%1", path), 4000)

    def show_keys(self) -> None:
        """Help > Keys: every key of the window and of each table."""
        from desktop.shell.keys_dialog import KeysDialog

        dialog = KeysDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Tablée"),
            self.tr(
                "<h3>Tablée %1</h3><p>Tabletop games to play solo against bots or "
                "with friends at one computer.</p>"
            ).replace("%1", app_version()),
        )

    # -- closing ------------------------------------------------------------------------

    def closeEvent(self, event) -> None:
        """Nothing to ask: the match was autosaved after every move and resumes next time."""
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        with contextlib.suppress(OSError):
            self.settings.save()
        if self.rules_window is not None:
            self.rules_window.close()
        if self.session is not None:
            self.session.flush_saves()
        if self._bots is not None:
            self._bots.stop()
        super().closeEvent(event)


def random_seed() -> int:
    return random.SystemRandom().getrandbits(63)


def setup_from_seats(game_id: str, kinds: list[str], names: list[str], options, seed):
    from desktop.shell.new_game_dialog import MatchSetup
    from rules_engine.core.limits import normal_name
    from rules_engine.core.record import Seat

    # Names as the records' rule holds them (the settings file could be edited by hand).
    seats = [Seat(normal_name(name), kind) for name, kind in zip(names, kinds, strict=True)]
    return MatchSetup(game_id=game_id, seats=seats, options=options or {}, seed=seed)


__all__ = ["MainWindow"]
