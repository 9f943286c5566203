"""The main window's menu bar: its menus and actions, and their texts.

Part of the main window (a mixin of `MainWindow`): the actions call the window's
commands. The texts keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from desktop.shell.settings import BOT_SPEEDS, SPEEDS
from desktop.table.widget_texts import set_keyed_texts, set_texts
from rules_engine.core.i18n import QT_TRANSLATE_NOOP


class Act(NamedTuple):
    """An action of a menu: the window's attribute that holds it, its text, the window's
    method it calls (a dotted path: "help.show_rules"), its key, the setting it shows
    checked (checkable: True with no setting to show), its tool tip."""

    name: str
    text: str
    slot: str
    key: str | QKeySequence.StandardKey | None = None
    checkable: bool = False
    setting: str | None = None
    tip: str | None = None


class Sub(NamedTuple):
    """A menu inside a menu, its actions made by the window's method `fill`."""

    name: str
    text: str
    fill: str


SEPARATOR = None
Key = QKeySequence.StandardKey

# The menu bar as data, in menu order: each menu, its attribute, text and rows.
MENUS = (
    ("game_menu", QT_TRANSLATE_NOOP("MainWindow", "&Game"), (
        Act("act_new", QT_TRANSLATE_NOOP("MainWindow", "&New match…"), "new_match", Key.New),
        Act("act_open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), "open_match", Key.Open),
        Act("act_open_replay", QT_TRANSLATE_NOOP("MainWindow", "Open a &replay…"), "_open_replay"),
        Act("act_save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), "save_match", Key.Save),
        Act("act_save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &as…"), "save_match_as",
            Key.SaveAs),
        SEPARATOR,
        Act("act_history", QT_TRANSLATE_NOOP("MainWindow", "H&istory…"), "show_history", "Ctrl+H"),
        Act("act_statistics", QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…"), "show_statistics"),
        SEPARATOR,
        Act("act_abandon", QT_TRANSLATE_NOOP("MainWindow", "A&bandon the match"), "abandon_match"),
        Act("act_home", QT_TRANSLATE_NOOP("MainWindow", "&Home screen"), "go_home"),
        SEPARATOR,
        Act("act_quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "close", Key.Quit),
    )),
    ("edit_menu", QT_TRANSLATE_NOOP("MainWindow", "&Edit"), (
        Act("act_undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "undo", Key.Undo),
        Act("act_redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), "redo", Key.Redo),
        SEPARATOR,
        Act("act_hint", QT_TRANSLATE_NOOP("MainWindow", "&Hint"), "ask_hint", "H", tip=(
            QT_TRANSLATE_NOOP("MainWindow", "What the Hard level would play in your place"))),
        Act("act_why", QT_TRANSLATE_NOOP("MainWindow", "&Why did the bot play that?"),
            "_ask_why", "W"),
        SEPARATOR,
        Act("act_undo_setting", QT_TRANSLATE_NOOP("MainWindow", "Allow undo"), "_toggle_undo",
            checkable=True, setting="undo_enabled"),
    )),
    ("view_menu", QT_TRANSLATE_NOOP("MainWindow", "&View"), (
        Sub("speed_menu", QT_TRANSLATE_NOOP("MainWindow", "Animation &speed"), "_fill_speeds"),
        Sub("bot_speed_menu", QT_TRANSLATE_NOOP("MainWindow", "&Bot speed"), "_fill_bot_speeds"),
        Act("act_full_screen", QT_TRANSLATE_NOOP("MainWindow", "&Full screen"),
            "toggle_full_screen", checkable=True),
        Act("act_side_panel", QT_TRANSLATE_NOOP("MainWindow", "Side &panel (log, scores, chart)"),
            "set_side_panel", "F9", checkable=True, setting="side_panel"),
        Act("act_colour_blind", QT_TRANSLATE_NOOP("MainWindow", "&Colour-blind patterns"),
            "_toggle_colour_blind", checkable=True, setting="colour_blind"),
        Sub("language_menu", QT_TRANSLATE_NOOP("MainWindow", "&Language"), "_fill_languages"),
    )),
    ("help_menu", QT_TRANSLATE_NOOP("MainWindow", "&Help"), (
        Act("act_rules", QT_TRANSLATE_NOOP("MainWindow", "&Rules"), "help.show_rules",
            Key.HelpContents),
        # Ctrl+Shift+P: Ctrl+P passes at the tables (Double Action, Stonehenge).
        Act("act_print_rules", QT_TRANSLATE_NOOP("MainWindow", "&Print the rules…"),
            "help.print_rules", "Ctrl+Shift+P"),
        Act("act_export_rules", QT_TRANSLATE_NOOP("MainWindow", "&Export the rules as PDF…"),
            "help.export_rules_pdf"),
        Act("act_keys", QT_TRANSLATE_NOOP("MainWindow", "&Keys"), "help.show_keys"),
        SEPARATOR,
        Sub("", "", "_fill_learn"),  # Help > Learn <game> (issue 25)
        SEPARATOR,
        Act("act_about", QT_TRANSLATE_NOOP("MainWindow", "&About Tablée"), "help.show_about"),
    )),
)  # fmt: skip


def _menu_texts() -> tuple:
    """Every menu's and action's (attribute, text[, tool tip]), for `set_texts`."""
    rows = []
    for name, text, entries in MENUS:
        rows.append((name, text))
        for entry in entries:
            if isinstance(entry, Sub) and entry.name:
                rows.append((entry.name, entry.text))
            elif isinstance(entry, Act):
                rows.append((entry.name, entry.text, entry.tip) if entry.tip else entry[:2])
    return tuple(rows)


_MENU_TEXTS = _menu_texts()
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
        """The menu bar as `MENUS` says, its texts written by `_retranslate_menus`."""
        bar = self.menuBar()
        for name, _text, entries in MENUS:
            menu = bar.addMenu("")
            setattr(self, name, menu)
            for entry in entries:
                if entry is SEPARATOR:
                    menu.addSeparator()
                elif isinstance(entry, Sub):
                    inner = menu.addMenu("") if entry.name else menu
                    if entry.name:
                        setattr(self, entry.name, inner)
                    getattr(self, entry.fill)(inner)
                else:
                    slot = self._slot(entry.slot, entry.checkable)
                    action = self._action(menu, slot, entry.key, entry.checkable)
                    if entry.setting is not None:
                        action.setChecked(getattr(self.settings, entry.setting))
                    setattr(self, entry.name, action)
        # F11 everywhere (the menu shows it), and the platform's own key when it has one.
        keys = [QKeySequence(Qt.Key.Key_F11)]
        keys += [k for k in QKeySequence.keyBindings(QKeySequence.FullScreen) if k not in keys]
        self.act_full_screen.setShortcuts(keys)
        self._update_actions()

    def _slot(self, path: str, checkable: bool):
        """The window's method at `path` ("help.show_rules"): given the action's checked
        state when it is checkable, called with nothing otherwise."""
        target = self
        for part in path.split("."):
            target = getattr(target, part)
        if checkable:
            return lambda checked=False: target(checked)
        return lambda _checked=False: target()

    def new_match(self) -> None:
        """Game > New match: the dialog, set up as the match on the table."""
        self.new_game(None)

    def _fill_choices(self, menu, names, chosen: str, choose) -> tuple[QActionGroup, dict]:
        group, actions = QActionGroup(self), {}
        for name in names:
            action = self._action(menu, lambda _=False, n=name: choose(n), checkable=True)
            action.setChecked(name == chosen)
            group.addAction(action)
            actions[name] = action
        return group, actions

    def _fill_speeds(self, menu) -> None:
        self.speed_group, self.speed_actions = self._fill_choices(
            menu, SPEEDS, self.settings.animation_speed, self.set_speed
        )

    def _fill_bot_speeds(self, menu) -> None:
        self.bot_speed_group, self.bot_speed_actions = self._fill_choices(
            menu, BOT_SPEEDS, self.settings.bot_speed, self.set_bot_speed
        )

    def _fill_languages(self, menu) -> None:
        self.language_group, self.language_actions = self._fill_choices(
            menu, ("system", "en", "fr"), self.settings.language, self.set_language
        )

    def _fill_learn(self, menu) -> None:
        from desktop.tutorial.offer import add_learn_actions

        add_learn_actions(self, menu)  # Help > Learn <game> (issue 25)

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
