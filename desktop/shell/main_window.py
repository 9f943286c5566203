"""The main window: home screen, the table page, menus, settings and dialogs.

The open match is a `MatchView` (desktop/match/match_view.py): its session, scene,
log, viewer and curtain. The window opens and closes it, passes the menus' commands
to it, and turns every problem (a bad file, a failed save, a bot's crash) into a
clear message that loses nothing. Whole jobs live beside it: the menu bar (menus.py),
the home's Resume box and notices (resume_box.py, home_notices.py), match files
(match_files.py), the autosave banner (autosave_banner.py), the Help menu
(help_menu.py), what a new match is made of (match_setup.py) and the parts made on
first use: bots' worker, table page, animation queue (window_parts.py).
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

# Message boxes and file dialogs are imported where they open, here and in the shell's
# modules: making a Qt class's Python type (with its enums) on import slows the first paint.
from PySide6.QtCore import QByteArray, QEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from desktop.match.unfinished import UnfinishedMatches
from desktop.shell import i18n, match_files
from desktop.shell.autosave_banner import AutosaveBanner
from desktop.shell.full_screen import FullScreen
from desktop.shell.help_menu import HelpMenu
from desktop.shell.home import HomePage
from desktop.shell.home_notices import HomeNotices
from desktop.shell.match_setup import can_load_again, random_seed, setup_from_seats
from desktop.shell.menus import WindowMenus
from desktop.shell.resume_box import resume_info
from desktop.shell.settings import BOT_PACES, Settings
from desktop.shell.window_parts import PartsOnFirstUse
from desktop.table.text import fill
from desktop.table.theme import set_colour_blind
from rules_engine.core.errors import RecordError

if TYPE_CHECKING:
    from desktop.match.bot_worker import BotService
    from desktop.match.match_view import MatchView
    from desktop.shell.table_page import TablePage
    from desktop.table.animator import Animator


class MainWindow(UnfinishedMatches, WindowMenus, PartsOnFirstUse, QMainWindow):
    def __init__(self, settings: Settings | None = None, bot_service: BotService | None = None):
        super().__init__()
        self.settings = settings or Settings.load()
        self._bots = bot_service
        if hasattr(bot_service, "state_changed"):  # (a test's stand-in may have none)
            bot_service.state_changed.connect(self._update_actions)  # a hint may be asked
        self._animator: Animator | None = None  # made with the first table: `animator`
        self._animation_speed: str | float = self.settings.animation_speed
        self.match: MatchView | None = None  # the open match
        self.help = HelpMenu(self)
        self.autosave_banner = AutosaveBanner(self)
        self.home = HomePage(self)
        self._table: TablePage | None = None
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.home)
        self.setCentralWidget(self.pages)
        self.home.new_game_requested.connect(self.new_game)
        self.home.learn_requested.connect(self.learn)
        self.home.resume_requested.connect(self.resume_interrupted)
        self.home.open_requested.connect(self.open_match)
        self.notices = HomeNotices(self)
        self._build_menus()
        self.full_screen = FullScreen(self, self.act_full_screen)
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
    def rules_window(self):
        """The rules reader (Help > Rules), or None before it is first shown."""
        return self.help.rules_window

    def show_rules(self, clause: str | None = None) -> None:
        self.help.show_rules(clause)

    def show_keys(self) -> None:
        self.help.show_keys()

    def retranslate(self) -> None:
        self.setWindowTitle(self._title())
        self._retranslate_menus()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.match is not None:
                self.match.retranslate()
            self.refresh_home()
        super().changeEvent(event)

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
        self.set_animation_speed(name)
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
        self.help.set_language(i18n.current_language())

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
        self.full_screen.toggle(checked)

    def _restore_geometry(self) -> None:
        if self.settings.window_geometry:
            data = QByteArray.fromBase64(self.settings.window_geometry.encode("ascii"))
            if self.restoreGeometry(data):
                return
        self.resize(1280, 800)

    # -- home ---------------------------------------------------------------------------

    def refresh_home(self) -> None:
        self.home.set_resume_info(resume_info(self.session is not None, self))
        self.notices.refresh()

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

    def learn(self, game_id: str) -> None:
        """A game's guided first match (Help > Learn, the home tile's Learn)."""
        from desktop.tutorial.offer import learn

        learn(self, game_id)

    def start_match(self, setup) -> None:
        """Open a table for a `MatchSetup` (from the new-game dialog or the command line)."""
        from desktop.match.session import MatchSession

        if not can_load_again(setup, self):
            return
        self._close_session()
        self._keep_interrupted_match()
        session = MatchSession.new(setup.game_id, setup.seats, setup.options, setup.seed, self.bots)
        self._attach(session)
        self.match.begin_new_match(str(setup.seed))
        from desktop.tutorial.offer import offer_first_time

        offer_first_time(self, setup.game_id)  # a game's first match: its lesson (issue 25)

    def resume_interrupted(self) -> None:
        from desktop.match.loading import LoadCancelled, read_autosave
        from desktop.match.session import MatchSession

        try:
            loaded = read_autosave(self, take=True)  # a long one in the background
        except LoadCancelled:
            return
        if loaded is None:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(
                self, self.tr("Resume"), self.tr("There is no interrupted match to resume.")
            )
            self.refresh_home()
            return
        self._close_session()
        self._attach(MatchSession(loaded.record, self.bots, loaded=loaded))
        self.match.note(lambda: self.tr("Match resumed."))
        self.session.schedule_bot()

    def open_match(self) -> None:
        path = match_files.ask_file_to_open(self)
        if path:
            self.open_path(path)

    def open_path(self, path: str, ask: bool = True) -> bool:
        """Open a saved match; a bad file is explained and the current match stays. With
        `ask`, the player says first what becomes of an unfinished match."""
        from desktop.match.loading import LoadCancelled, open_session

        try:
            session = open_session(self, path, self.bots)  # a long file in the background
        except LoadCancelled:
            return False
        except RecordError as error:
            match_files.tell_unopenable(self, path, error)
            return False
        if ask and not self._room_for_another_match(session.record):
            session.close()
            session.deleteLater()
            return False
        self._close_session()
        self._keep_interrupted_match(session.record)
        self._attach(session)
        name = Path(path).name
        self.match.note(lambda: fill(self.tr("Opened %1."), name))
        session.schedule_bot()
        return True

    def save_match(self) -> None:
        if self.session is None:
            return
        if self.session.file_path is None:
            self.save_match_as()
        else:
            match_files.save_to(self, self.session.file_path)

    def save_match_as(self) -> None:
        if self.session is None:
            return
        path = match_files.ask_file_to_save(self, self.session.game.id)
        if path is not None:
            match_files.save_to(self, path)

    def abandon_match(self) -> None:
        if self.session is None:
            return
        from PySide6.QtWidgets import QMessageBox

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
        self.autosave_banner.watch(session)
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
            self.help.show_rules(link.split(":", 1)[1])
        else:
            follow_link(self, link)  # "learn:<game>": its lesson

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

    # -- closing ------------------------------------------------------------------------

    def closeEvent(self, event) -> None:
        """Nothing to ask: the match was autosaved after every move and resumes next time."""
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        with contextlib.suppress(OSError):
            self.settings.save()
        self.home.keep_cloth()  # the window opens at this size next time
        self.help.close()
        if self.session is not None:
            self.session.flush_saves()
        if self._bots is not None:
            self._bots.stop()
        super().closeEvent(event)


__all__ = ["MainWindow", "random_seed", "setup_from_seats"]
