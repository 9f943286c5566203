"""The main window's menu bar: its menus and actions, and their texts.

Part of the main window (a mixin of `MainWindow`): the actions call the window's
commands. The texts keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from desktop.shell.settings import BOT_SPEEDS, SPEEDS
from desktop.table.widget_texts import set_keyed_texts, set_texts
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

# The menus and actions with a fixed text: (attribute, text[, tool tip]), in menu order.
_MENU_TEXTS = (
    ("game_menu", QT_TRANSLATE_NOOP("MainWindow", "&Game")),
    ("act_new", QT_TRANSLATE_NOOP("MainWindow", "&New match…")),
    ("act_open", QT_TRANSLATE_NOOP("MainWindow", "&Open…")),
    ("act_open_replay", QT_TRANSLATE_NOOP("MainWindow", "Open a &replay…")),
    ("act_save", QT_TRANSLATE_NOOP("MainWindow", "&Save")),
    ("act_save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &as…")),
    ("act_history", QT_TRANSLATE_NOOP("MainWindow", "H&istory…")),
    ("act_statistics", QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…")),
    ("act_abandon", QT_TRANSLATE_NOOP("MainWindow", "A&bandon the match")),
    ("act_home", QT_TRANSLATE_NOOP("MainWindow", "&Home screen")),
    ("act_quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit")),
    ("edit_menu", QT_TRANSLATE_NOOP("MainWindow", "&Edit")),
    ("act_undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo")),
    ("act_redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo")),
    (
        "act_hint",
        QT_TRANSLATE_NOOP("MainWindow", "&Hint"),
        QT_TRANSLATE_NOOP("MainWindow", "What the Hard level would play in your place"),
    ),
    ("act_why", QT_TRANSLATE_NOOP("MainWindow", "&Why did the bot play that?")),
    ("act_undo_setting", QT_TRANSLATE_NOOP("MainWindow", "Allow undo")),
    ("view_menu", QT_TRANSLATE_NOOP("MainWindow", "&View")),
    ("speed_menu", QT_TRANSLATE_NOOP("MainWindow", "Animation &speed")),
    ("bot_speed_menu", QT_TRANSLATE_NOOP("MainWindow", "&Bot speed")),
    ("act_full_screen", QT_TRANSLATE_NOOP("MainWindow", "&Full screen")),
    ("act_colour_blind", QT_TRANSLATE_NOOP("MainWindow", "&Colour-blind patterns")),
    ("act_side_panel", QT_TRANSLATE_NOOP("MainWindow", "Side &panel (log, scores, chart)")),
    ("language_menu", QT_TRANSLATE_NOOP("MainWindow", "&Language")),
    ("help_menu", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
    ("act_rules", QT_TRANSLATE_NOOP("MainWindow", "&Rules")),
    ("act_print_rules", QT_TRANSLATE_NOOP("MainWindow", "&Print the rules…")),
    ("act_export_rules", QT_TRANSLATE_NOOP("MainWindow", "&Export the rules as PDF…")),
    ("act_keys", QT_TRANSLATE_NOOP("MainWindow", "&Keys")),
    ("act_about", QT_TRANSLATE_NOOP("MainWindow", "&About Tablée")),
)
_SPEED_NAMES = {
    "off": QT_TRANSLATE_NOOP("MainWindow", "Off"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}
_BOT_SPEED_NAMES = {
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast: bots play at once"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow: time to follow each move"),
}


class WindowMenus:
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
        self.act_open_replay = self._action(self.game_menu, self._open_replay)
        self.act_save = self._action(self.game_menu, self.save_match, QKeySequence.Save)
        self.act_save_as = self._action(self.game_menu, self.save_match_as, QKeySequence.SaveAs)
        self.game_menu.addSeparator()
        self.act_history = self._action(self.game_menu, self.show_history, "Ctrl+H")
        self.act_statistics = self._action(self.game_menu, self.show_statistics)
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
        self.act_why = self._action(self.edit_menu, self._ask_why, "W")
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
            self.help_menu, lambda: self.help.show_rules(), QKeySequence.HelpContents
        )
        # Ctrl+Shift+P: Ctrl+P passes at the tables (Double Action, Stonehenge).
        self.act_print_rules = self._action(self.help_menu, self.help.print_rules, "Ctrl+Shift+P")
        self.act_export_rules = self._action(self.help_menu, self.help.export_rules_pdf)
        self.act_keys = self._action(self.help_menu, self.help.show_keys)
        self.help_menu.addSeparator()
        from desktop.tutorial.offer import add_learn_actions

        add_learn_actions(self, self.help_menu)  # Help > Learn <game> (issue 25)
        self.help_menu.addSeparator()
        self.act_about = self._action(self.help_menu, self.help.show_about)
        self._update_actions()

    def show_history(self) -> None:
        """Game > History: the played matches (`desktop/history`)."""
        from desktop.history.history_page import HistoryDialog

        self._open_dialog(HistoryDialog(self))

    def show_statistics(self) -> None:
        from desktop.history.statistics_page import StatisticsDialog

        self._open_dialog(StatisticsDialog(self))

    def _open_dialog(self, dialog) -> None:
        """Window-modal, as a file dialog is: the list answers the keyboard at once."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _open_replay(self) -> None:
        from desktop.history.replay import ask_open_replay

        ask_open_replay(self)

    def _ask_why(self) -> None:
        from desktop.history.why import ask_why_live

        ask_why_live(self)

    def _why_possible(self) -> bool:
        """Edit > Why?: after a bot's move, where no human learns another's secrets."""
        if self.match is None or self.session is None:
            possible = False
        else:
            from desktop.history.why import why_possible_live

            possible = why_possible_live(self)
        if self._table is not None:
            from desktop.history.why import show_live_button

            show_live_button(self, possible)  # the button in the table's corner
        return possible

    def _retranslate_menus(self) -> None:
        set_texts(self, "MainWindow", _MENU_TEXTS)
        set_keyed_texts(self.speed_actions, "MainWindow", _SPEED_NAMES)
        set_keyed_texts(self.bot_speed_actions, "MainWindow", _BOT_SPEED_NAMES)
        self.language_actions["system"].setText(
            QCoreApplication.translate("MainWindow", "System language")
        )
        self.language_actions["en"].setText("English")
        self.language_actions["fr"].setText("Français")
        from desktop.tutorial.offer import retranslate_learn_actions

        retranslate_learn_actions(self)
