"""The main window: home screen, the table of the open match, menus and dialogs.

The window wires one `MatchSession` to one table scene and to the panels around it,
decides who is looking at the table (hot-seat curtain), and turns every problem
(an illegal click, a bad file, a bot's crash) into a clear message that loses
nothing.
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QDateTime, QEvent, QLocale, QSizeF, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QStackedWidget

from desktop.games import scene_module
from desktop.match.match_log import PerViewerLog
from desktop.match.unfinished import FILE_FILTER, UnfinishedMatches
from desktop.shell import i18n, paths
from desktop.shell.home import HomePage
from desktop.shell.settings import BOT_PACES, BOT_SPEEDS, Settings
from desktop.table.animator import SPEEDS, Animator
from desktop.table.plain_text import escape_html as _escape
from desktop.table.theme import set_colour_blind
from rules_engine.core.errors import IllegalAction, RecordError
from rules_engine.version import app_version

if TYPE_CHECKING:
    from desktop.match.bot_worker import BotService
    from desktop.shell.table_page import TablePage


class MainWindow(UnfinishedMatches, PerViewerLog, QMainWindow):
    def __init__(self, settings: Settings | None = None, bot_service: BotService | None = None):
        super().__init__()
        self.settings = settings or Settings.load()
        self._bots = bot_service
        if hasattr(bot_service, "state_changed"):  # (a test's stand-in may have none)
            bot_service.state_changed.connect(self._update_actions)  # a hint may be asked
        self.animator = Animator(parent=self)
        self.animator.set_speed(self.settings.animation_speed)
        self.session = None  # the open MatchSession
        self.scene = None
        self.rules_window = None
        self.viewer: int | None = None
        # The log is written for whoever looks at the table: every entry is kept as it
        # happened (an event with its acting seat and action index, or a note of the
        # window's) and described anew, redacted for the viewer in the current language,
        # whenever the viewer or the language changes (hot-seat players never read each
        # other's draws).
        self._journal: list[tuple] = []
        self._maximized_before_full_screen = False  # leaving full screen restores it
        self._log_held: list[tuple] = []  # events behind a round summary (see _on_events)
        self._seen: dict[int, int] = {}  # human seat -> journal length when they last looked
        self._saved_actions = -1  # moves played when the match was last saved to its file
        self._scores_shown: tuple | None = None
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

    # -- menus ------------------------------------------------------------------------

    def _action(self, menu, slot, shortcut=None, checkable=False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = self._action(self.game_menu, lambda: self.new_game(None), QKeySequence.New)
        self.act_open = self._action(self.game_menu, self.open_match, QKeySequence.Open)
        self.act_save = self._action(self.game_menu, self.save_match, QKeySequence.Save)
        self.act_save_as = self._action(self.game_menu, self.save_match_as, QKeySequence.SaveAs)
        self.game_menu.addSeparator()
        self.act_abandon = self._action(self.game_menu, self.abandon_match)
        self.act_home = self._action(self.game_menu, self.go_home)
        self.game_menu.addSeparator()
        self.act_quit = self._action(self.game_menu, self.close, QKeySequence.Quit)
        self.edit_menu = bar.addMenu("")
        self.act_undo = self._action(self.edit_menu, self.undo, QKeySequence.Undo)
        self.act_redo = self._action(self.edit_menu, self.redo, QKeySequence.Redo)
        self.edit_menu.addSeparator()
        self.act_hint = self._action(self.edit_menu, self.ask_hint, "H")
        self.edit_menu.addSeparator()
        self.act_undo_setting = self._action(self.edit_menu, self._toggle_undo, checkable=True)
        self.act_undo_setting.setChecked(self.settings.undo_enabled)
        self.view_menu = bar.addMenu("")
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions = {}
        for name in SPEEDS:
            action = self._action(self.speed_menu, lambda _=False, n=name: self.set_speed(n))
            action.setCheckable(True)
            action.setChecked(name == self.settings.animation_speed)
            self.speed_group.addAction(action)
            self.speed_actions[name] = action
        self.bot_speed_menu = self.view_menu.addMenu("")
        self.bot_speed_group = QActionGroup(self)
        self.bot_speed_actions = {}
        for name in BOT_SPEEDS:
            action = self._action(
                self.bot_speed_menu, lambda _=False, n=name: self.set_bot_speed(n), checkable=True
            )
            action.setChecked(name == self.settings.bot_speed)
            self.bot_speed_group.addAction(action)
            self.bot_speed_actions[name] = action
        self.act_full_screen = self._action(self.view_menu, self.toggle_full_screen, checkable=True)
        # F11 everywhere (the menu shows it), and the platform's own key when it has one.
        keys = [QKeySequence(Qt.Key.Key_F11)]
        keys += [k for k in QKeySequence.keyBindings(QKeySequence.FullScreen) if k not in keys]
        self.act_full_screen.setShortcuts(keys)
        self.act_side_panel = self._action(self.view_menu, self.set_side_panel, "F9", True)
        self.act_side_panel.setChecked(self.settings.side_panel)
        self.act_colour_blind = self._action(
            self.view_menu, self._toggle_colour_blind, checkable=True
        )
        self.act_colour_blind.setChecked(self.settings.colour_blind)
        self.language_menu = self.view_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions = {}
        for code in ("system", "en", "fr"):
            action = self._action(self.language_menu, lambda _=False, c=code: self.set_language(c))
            action.setCheckable(True)
            action.setChecked(code == self.settings.language)
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.help_menu = bar.addMenu("")
        self.act_rules = self._action(
            self.help_menu, lambda: self.show_rules(), QKeySequence.HelpContents
        )
        # Ctrl+Shift+P: Ctrl+P passes at the tables (Double Action, Stonehenge).
        self.act_print_rules = self._action(self.help_menu, self.print_rules, "Ctrl+Shift+P")
        self.act_export_rules = self._action(self.help_menu, self.export_rules_pdf)
        self.act_keys = self._action(self.help_menu, self.show_keys)
        self.help_menu.addSeparator()
        self.act_about = self._action(self.help_menu, self.show_about)
        self._update_actions()

    def retranslate(self) -> None:
        self.setWindowTitle(self._title())
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New match…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_abandon.setText(self.tr("A&bandon the match"))
        self.act_home.setText(self.tr("&Home screen"))
        self.act_quit.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_hint.setToolTip(self.tr("What the Hard level would play in your place"))
        self.act_undo_setting.setText(self.tr("Allow undo"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        speed_names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for name, action in self.speed_actions.items():
            action.setText(speed_names[name])
        self.bot_speed_menu.setTitle(self.tr("&Bot speed"))
        bot_speed_names = {
            "fast": self.tr("Fast: bots play at once"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow: time to follow each move"),
        }
        for name, action in self.bot_speed_actions.items():
            action.setText(bot_speed_names[name])
        self.act_full_screen.setText(self.tr("&Full screen"))
        self.act_colour_blind.setText(self.tr("&Colour-blind patterns"))
        self.act_side_panel.setText(self.tr("Side &panel (log, scores, chart)"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions["system"].setText(self.tr("System language"))
        self.language_actions["en"].setText("English")
        self.language_actions["fr"].setText("Français")
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_print_rules.setText(self.tr("&Print the rules…"))
        self.act_export_rules.setText(self.tr("&Export the rules as PDF…"))
        self.act_keys.setText(self.tr("&Keys"))
        self.act_about.setText(self.tr("&About Tablée"))
        self._refresh_match_info()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.scene is not None:
                self.scene.retranslate()
                self._refresh_scores()
                self._render_log()
                curtain = self.table.curtain
                if not curtain.isHidden() and self.viewer is not None:
                    curtain.set_summary(self._since_last_look(self.viewer))
                    curtain.set_name(i18n.seat_name(self.session.seats, self.viewer))
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
        from desktop.match.autosave import tidy_autosave_folder

        if self.session is None:
            tidy_autosave_folder()  # what a kill left beside the autosave
        self._refresh_resume_box()
        self._refresh_notice()

    def _refresh_resume_box(self) -> None:
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
            f"{i18n.seat_name(record.seats, seat)[:14]} {board.totals[seat]}" for seat in seats
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

        self._close_session()
        self._keep_interrupted_match()
        session = MatchSession.new(setup.game_id, setup.seats, setup.options, setup.seed, self.bots)
        self._attach(session)
        seed = str(setup.seed)
        # The log's first line, above the deal's (`_attach` put those in the journal;
        # the curtain's recap still starts after them).
        note = ("note", lambda: self.tr("New match. Seed: %1").replace("%1", seed))
        self._journal.insert(0, note)
        self._seen = {seat: seen + 1 for seat, seen in self._seen.items()}
        self._render_log()
        game = session.game
        self.scene.animate([game.redact_event(e, self.viewer) for e in session.state.setup_events])
        session.schedule_bot()

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
        self._note(lambda: self.tr("Match resumed."))
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
        self._note(lambda: self.tr("Opened %1.").replace("%1", name))
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
        self.session = session
        session.undo_enabled = self.settings.undo_enabled
        session.pace_ms = BOT_PACES[self.settings.bot_speed]
        module = scene_module(session.game.id)
        self.scene = module.Scene(session, self.animator, self)
        self.table.view.setScene(self.scene)
        self.table.set_controls(self.scene.controls())
        self.scene.action_chosen.connect(self._play)
        self.scene.message.connect(self._show_message)
        self.scene.request.connect(self._scene_request)
        self.scene.round_shown.connect(self._update_actions)  # no hint over a summary
        self.scene.round_acknowledged.connect(self._update_actions)
        self.scene.round_acknowledged.connect(self._release_log)
        session.events_applied.connect(self._on_events)
        session.events_restored.connect(self._on_events_restored)
        session.reset.connect(self._on_reset)
        session.bot_failed.connect(self._on_bot_failed)
        session.match_finished.connect(self._on_match_finished)
        session.history_changed.connect(self._update_actions)
        session.hint_ready.connect(self._on_hint)
        session.hint_failed.connect(self._on_hint_failed)
        self._watch_saves(session)
        session.saved.connect(self._note_saved)
        self._saved_actions = -1
        # A resumed or opened match's log starts with what was played before (from its
        # deal, when the whole match is kept: see `_log_setup`).
        self._journal = [
            ("event", seat, index, event)
            for seat, index, events in session.replayed
            for event in events
        ]
        if len(session.replayed) == len(session.record.actions):
            self._journal[:0] = self._setup_entries(session)
        self._log_held = []  # events behind a round summary, logged once it closes
        # The curtain's recap starts here: a resumed match's past is in the log.
        self._seen = {seat: len(self._journal) for seat in session.human_seats()}
        self._scores_shown = None
        self.table.log.clear()
        self.table.message.clear()
        self.pages.setCurrentWidget(self.table)
        self._table_resized(QSizeF(self.table.view.viewport().size()))
        self._choose_viewer(initial=True)
        if self._journal:
            self._render_log()
        # The keys work on a fresh table: Tab, the arrows and Space walk its choices.
        # Behind a hot-seat curtain they belong to its button (Enter, Space) instead.
        curtain = self.table.curtain
        if curtain.isVisible():
            curtain.reveal_button.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.table.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._refresh_scores()
        self._refresh_match_info()
        self._update_actions()
        self.setWindowTitle(self._title())

    def _close_session(self) -> None:
        if self.session is None:
            return
        self.animator.clear()
        self.session.close()
        self.table.curtain.hide()
        self.table.set_controls(None)
        self.table.view.setScene(None)
        self.scene.deleteLater()
        self.session.deleteLater()
        self.scene = None
        self.session = None
        self.viewer = None
        self._update_actions()

    # -- playing ------------------------------------------------------------------------

    def _play(self, action: tuple) -> None:
        if self.session is None:
            return
        try:
            self.session.play(action)
        except IllegalAction as error:
            self._show_message(i18n.translate_error(error), error.clause)
        else:
            self.table.message.clear()

    # -- hints ----------------------------------------------------------------------------

    def hint_possible(self) -> bool:
        """A hint may be asked: the viewer is a human to move, with the table showing
        their own things (no curtain, no summary waiting) and no hint on its way."""
        session, scene = self.session, self.scene
        return (
            session is not None
            and scene is not None
            and self.viewer is not None
            and session.state.to_move == self.viewer
            and session.can_hint()
            and not scene.private_hidden
            and not scene.summary_open()
            and self.table.curtain.isHidden()
        )

    def ask_hint(self) -> None:
        """Edit > Hint (H): ask the worker for the Hard level's choice for the viewer."""
        if not self.hint_possible():
            return
        if self.session.request_hint():
            self.table.message.setText(_escape(self.tr("Looking for a good move…")))
        self._update_actions()

    def _on_hint(self, seat: int, answer: dict) -> None:
        if self.scene is None or seat != self.viewer:
            return
        action = answer["action"]
        self.scene.show_hint(action)
        words = self.scene.hint_words(action) or self.tr("the glowing choice")
        chance = str(round(answer["win_chance"] * 100))
        runner_up = answer.get("runner_up")
        # The figures are chances to win the whole match; the runner-up is the
        # alternative to the hinted move (not a step after it).
        if runner_up is not None and answer.get("runner_up_chance") is not None:
            other = self.scene.hint_words(runner_up) or self.tr("another choice")
            text = self.tr(
                "Hint: %1 (estimated chance to win the match: %2%). Otherwise: %3 (%4%)."
            )
            text = text.replace("%3", other).replace(
                "%4", str(round(answer["runner_up_chance"] * 100))
            )
        else:
            text = self.tr("Hint: %1 (estimated chance to win the match: %2%).")
        text = text.replace("%2", chance).replace("%1", words)
        self.table.message.setText(_escape(text))
        self._refresh_scores(force=True)
        self._refresh_match_info()
        self._update_actions()

    def _on_hint_failed(self, details: str) -> None:
        self.table.message.setText(_escape(self.tr("No hint this time: the search failed.")))
        self._update_actions()

    def _show_message(self, text: str, clause: str) -> None:
        if clause:
            label = self.tr("(rule %1)").replace("%1", clause)
            link = f' <a href="clause:{clause}">{label}</a>'
            self.table.message.setText(f"{_escape(text)}{link}")
        else:
            self.table.message.setText(_escape(text))

    def _open_link(self, link: str) -> None:
        if link.startswith("clause:"):
            self.show_rules(link.split(":", 1)[1])

    def _on_events(self, seat: int, index: int, events: list) -> None:
        self.session.set_view_busy(True)
        before = len(self.scene.deferred)
        self.scene.on_events(seat, index, events)
        # Events the table holds behind a round summary (the next deal) reach the log
        # when the player moves on, not while the summary still shows the old round.
        # The table may keep them before it holds the round: its round's end animates
        # first, and only then does the summary freeze it.
        held = max(0, len(self.scene.deferred) - before)
        for number, event in enumerate(events):
            entry = ("event", seat, index, event)
            if self._log_held or number >= len(events) - held:
                self._log_held.append(entry)
            else:
                self._journal.append(entry)
                self._write_log_entry(entry)
        self._refresh_scores()
        self._update_actions()
        QTimer.singleShot(0, self._choose_viewer)

    @staticmethod
    def _setup_entries(session) -> list[tuple]:
        """The deal's events (who starts, the opening roll) as log entries: they come
        before any action (index -1) and from no seat. The log says how the match was
        set up, as the table shows it."""
        return [("event", None, -1, event) for event in session.state.setup_events]

    def _on_events_restored(self, moves: list) -> None:
        """Redone moves: their lines return to the journal (the reset that follows
        renders the log and keeps them, as played again)."""
        for seat, index, events in moves:
            self._journal.extend(("event", seat, index, event) for event in events)

    def _release_log(self) -> None:
        """The round summary closed: the held lines reach the log."""
        held, self._log_held = self._log_held, []
        for entry in held:
            self._journal.append(entry)
            self._write_log_entry(entry)

    def _on_reset(self) -> None:
        self._journal.extend(self._log_held)  # undone below if their moves are
        self._log_held = []
        played = len(self.session.record.actions)
        self._journal = [
            entry for entry in self._journal if entry[0] != "event" or entry[2] < played
        ]
        self._render_log()
        self.table.message.clear()
        self.scene.on_reset()
        self._refresh_scores()
        self._choose_viewer()

    def _choose_viewer(self, initial: bool = False) -> None:
        """Who looks at the table: the only human, or in hot-seat the human to move
        (behind the curtain until they confirm). The menus follow: Hint is for the
        viewer to move (in a hot-seat game without a curtain the table turns to the
        next player after the move's own update of the menus)."""
        if self.session is None:
            return
        self._turn_to_viewer(initial)
        self._update_actions()

    def _turn_to_viewer(self, initial: bool) -> None:
        humans = self.session.human_seats()
        if not humans:
            self._set_viewer(None)
            self.scene.set_viewer(None)
            return
        to_move = self.session.state.to_move
        if len(humans) == 1 or not self._has_private_things():
            # One human, or nothing private: the table shows it (for a public game,
            # from the chair of whichever human is to move).
            seat = to_move if self.session.is_human(to_move) else (self.viewer or humans[0])
            if len(humans) == 1:
                seat = humans[0]
            if self.viewer != seat:
                self._set_viewer(seat)
                self.scene.set_viewer(self.viewer)
            return
        if to_move is None or not self.session.is_human(to_move):
            if self.viewer is None:
                self._set_viewer(humans[0])
                self.scene.set_viewer(self.viewer)
            return
        if to_move != self.viewer or initial:
            if self.animator.busy():
                self.animator.idle.connect(self._choose_viewer_once)
                return
            self._raise_curtain(to_move)

    def _has_private_things(self) -> bool:
        """The game declares whether seats hold private things (hot-seat's curtain)."""
        from rules_engine.core.protocol import OPEN

        return self.session.game.information != OPEN

    def _choose_viewer_once(self) -> None:
        with contextlib.suppress(RuntimeError):
            self.animator.idle.disconnect(self._choose_viewer_once)
        self._choose_viewer()

    def _raise_curtain(self, seat: int) -> None:
        self.scene.set_private_hidden(True)
        self._set_viewer(seat)
        name = i18n.seat_name(self.session.seats, seat)
        self.table.curtain.show_for(name, self._since_last_look(seat))
        self.session.set_view_busy(True)

    def _curtain_lifted(self) -> None:
        if self.session is None:
            return
        seat = self.viewer
        self._seen[seat] = len(self._journal)
        self.session.mark_seen_by(seat)
        self.scene.viewer = seat
        self.scene.set_private_hidden(False)
        self.session.set_view_busy(False)
        # The keys go back to the table (the curtain's button had them): the player
        # plays on with the arrows and Space at once.
        self.table.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_actions()

    def _table_resized(self, size: QSizeF) -> None:
        if self.scene is not None:
            self.scene.resize_table(size)

    def undo(self) -> None:
        if self.session is not None and self.session.undo():
            self._note(lambda: self.tr("Move taken back."))

    def redo(self) -> None:
        if self.session is not None and self.session.redo():
            self._note(lambda: self.tr("Move played again."))

    def _on_bot_failed(self, seat: int, details: str) -> None:
        """Ask who plays the seat now, from a timer of its own: never inside the signal
        that brought the news (a dialog's event loop there would run while the bot
        service is still cleaning up). The answer goes to the session, which applies it
        with the service in a known state."""
        from desktop.match.session import BEGINNER, HUMAN_PLAYS, RETRY
        from rules_engine.core.values import shorten

        session = self.session

        def ask() -> None:
            if session is not self.session or session.failed_seat != seat:
                return  # the match was closed, or the failure already answered
            box = QMessageBox(self)
            box.setObjectName("botFailedBox")
            box.setTextFormat(Qt.TextFormat.PlainText)  # a name is shown as typed
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(self.tr("A bot failed"))
            name = shorten(i18n.seat_name(session.seats, seat), 40)
            box.setText(
                self.tr("%1 (a bot) could not choose a move. The match is safe.").replace(
                    "%1", name
                )
            )
            box.setInformativeText(self.tr("Who should play this seat now?"))
            box.setDetailedText(details[-4000:])
            retry = box.addButton(self.tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
            beginner = box.addButton(self.tr("A beginner bot"), QMessageBox.ButtonRole.ActionRole)
            human = box.addButton(self.tr("I will play it"), QMessageBox.ButtonRole.ActionRole)
            box.setEscapeButton(retry)
            box.exec()
            choice = {retry: RETRY, beginner: BEGINNER, human: HUMAN_PLAYS}.get(box.clickedButton())
            if choice is None or session is not self.session:
                return
            session.resolve_bot_failure(choice)
            if choice == HUMAN_PLAYS:
                self._seen.setdefault(seat, len(self._journal))
                self._choose_viewer()

        QTimer.singleShot(0, self, ask)

    def _scene_request(self, what: str) -> None:
        if what == "new" and self.session is not None:
            game_id = self.session.game.id
            self.go_home()
            self.new_game(game_id)
        elif what == "home":
            self.go_home()

    def _on_match_finished(self, result) -> None:
        self._refresh_scores()
        self.table.side.setCurrentWidget(self.table.chart)
        self._update_actions()
        self.refresh_home()

    # -- panels -------------------------------------------------------------------------

    def _refresh_scores(self, force: bool = False) -> None:
        if self.session is None:
            return
        # Scores are public: the game's declared scoreboard, from the public view.
        scoreboard = self.session.game.scoreboard(self.session.state.observe(None))
        names = [i18n.seat_name(self.session.seats, n) for n in range(len(self.session.seats))]
        content = (names, scoreboard, tuple(self.session.record.hints))
        if content == self._scores_shown and not force:
            return  # scores change once a round: no need to rebuild the sheet every move
        self._scores_shown = content
        self.table.sheet.set_scoreboard(names, scoreboard)
        self.table.sheet.set_hints(self.session.record.hints_used())
        self.table.chart.set_scoreboard(names, scoreboard)
        self.table.chart.set_goal(self.session.game.match_goal(self.session.state.observe(None)))
        self._refresh_match_info()  # the rounds left

    def _refresh_match_info(self) -> None:
        if self.session is None:
            return
        from desktop.shell.bot_levels import bot_label
        from desktop.table.teams import has_teams, team_text

        record = self.session.record
        lines = [
            f"<h3>{_escape(i18n.game_name(self.session.game))}</h3>",
            "<p>" + _escape(self.tr("Seed: %1").replace("%1", str(record.seed))) + "</p>",
            "<p>" + _escape(self.tr("Players:")) + "</p><ul>",
        ]
        teams = self.session.game.teams(len(record.seats))
        for number, (seat, team) in enumerate(zip(record.seats, teams, strict=True)):
            kind = self.tr("human") if seat.is_human else bot_label(seat.bot_name or "")
            hints = record.hints_used()[number]
            if hints:
                kind += " · " + self.tr("hints used: %1").replace("%1", str(hints))
            side = f" ({_escape(team_text(team))})" if has_teams(teams) else ""
            name = i18n.seat_name(record.seats, number)
            lines.append(f"<li>{_escape(name)} — {_escape(kind)}{side}</li>")
        lines.append("</ul>")
        goal = self._goal_text()
        if goal:
            lines.append(f"<p><b>{_escape(goal)}</b></p>")
        lines.append(f'<p><a href="clause:{self.session.game.clause_prefix}-1">')
        lines.append(_escape(self.tr("Read the rules")) + "</a></p>")
        self.table.info.setHtml("".join(lines))

    def _goal_text(self) -> str:
        """How far the match is from its end, in words (the game's `match_goal`)."""
        goal = self.session.game.match_goal(self.session.state.observe(None))
        if goal is None:
            return ""
        parts = []
        if goal.out_above is not None:
            text = self.tr("Over %1 points, a player is out; the last one left wins.")
            parts.append(text.replace("%1", str(goal.out_above)))
        if goal.rounds is not None:
            current = max(goal.round or 1, 1)
            if self.session.state.is_over():
                text = self.tr("All %1 rounds are played.").replace("%1", str(goal.rounds))
            elif current >= goal.rounds:
                text = self.tr("Round %1 of %2: the last one.")
            else:
                text = self.tr("Round %1 of %2: %3 more after this one.")
            text = text.replace("%1", str(current)).replace("%2", str(goal.rounds))
            parts.append(text.replace("%3", str(goal.rounds - current)))
        return " ".join(parts)

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
    from rules_engine.core.record import Seat

    seats = [Seat(name, kind) for name, kind in zip(names, kinds, strict=True)]
    return MatchSetup(game_id=game_id, seats=seats, options=options or {}, seed=seed)


__all__ = ["MainWindow"]
