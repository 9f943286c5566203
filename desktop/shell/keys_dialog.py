"""Help > Keys: every key of the window and of each game's table, in the language of
the moment. The window's keys are read from its menus (what is bound is what is
shown); the tables' keys are data (`desktop/table/keys.py`, each game's `KEYS`)."""

from __future__ import annotations

import importlib
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from desktop.games import playable_games
from desktop.shell.i18n import game_name
from desktop.table.keys import TABLE_KEYS, KeyHelp, shown_key
from desktop.table.text import Retranslating
from rules_engine.core.catalogue import entry


def game_keys(game_id: str) -> tuple[KeyHelp, ...]:
    """A game's own keys (none for a game whose table has no controls module of its own)."""
    try:
        controls = importlib.import_module(f"desktop.games.{game_id}.controls")
    except ImportError:
        return ()
    return tuple(getattr(controls, "KEYS", ()))


def menu_keys(window: QWidget) -> list[tuple[str, str]]:
    """(key, menu entry) for every action of the window's menus that has a key."""
    found = []
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if menu is None:
            continue
        title = menu_action.text().replace("&", "")
        for action in menu.actions():
            if not isinstance(action, QAction) or action.isSeparator():
                continue
            keys = [
                key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()
            ]
            if keys:
                name = action.text().replace("&", "").rstrip("…")
                found.append((", ".join(keys), f"{title} › {name}"))
    return found


class KeysDialog(Retranslating, QDialog):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("keysDialog")
        self.window_keys_from = window
        self.text = QTextBrowser(objectName="keysText")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(620, 640)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keys"))
        sections = [(self.tr("The window"), menu_keys(self.window_keys_from))]
        sections.append((self.tr("At every table"), translated(TABLE_KEYS)))
        for game_id in playable_games():
            own = translated(game_keys(game_id))
            if own:
                sections.append((game_name(entry(game_id)), own))
        self.text.setHtml("".join(section_html(title, rows) for title, rows in sections))


def translated(keys) -> list[tuple[str, str]]:
    return [(shown_key(key), QCoreApplication.translate("TableKeys", text)) for key, text in keys]


def section_html(title: str, rows) -> str:
    lines = "".join(
        f"<tr><td style='padding:2px 18px 2px 0'><b>{escape(key)}</b></td>"
        f"<td style='padding:2px 0'>{escape(text)}</td></tr>"
        for key, text in rows
    )
    return f"<h3>{escape(title)}</h3><table>{lines}</table>"
