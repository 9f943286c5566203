"""The keys of the table, as data: the ones every table answers to, and the way a game
lists its own (`KEYS` in its `controls` module) for Help > Keys.

A game's list names every shortcut of its controls bar (a test checks it) and the keys
its scene reads itself. Each entry is (keys as shown, what they do); the descriptions
are marked for translation in the context "TableKeys". A button with a shortcut is
described by its key's line alone: its tool tip is that sentence and the key as the
key cap reads (`key_tip`), so the Keys page and the button never say it twice."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

KeyHelp = tuple[str, str]

# The names on the key caps, by the names the lists use (Ctrl+Return is Ctrl+Enter).
KEY_CAPS = {
    "Return": QT_TRANSLATE_NOOP("TableKeys", "Enter"),
    "Enter": QT_TRANSLATE_NOOP("TableKeys", "Enter"),
    "Escape": QT_TRANSLATE_NOOP("TableKeys", "Esc"),
    "Esc": QT_TRANSLATE_NOOP("TableKeys", "Esc"),
    "Space": QT_TRANSLATE_NOOP("TableKeys", "Space"),
}
KEY_NAME = re.compile(r"\b(" + "|".join(KEY_CAPS) + r")\b")


# What every table does with the keyboard (desktop/table/scene.py, item.py), and a
# replay's table (`ReplayKeys` in desktop/history/replay_bar.py).
TABLE_KEYS: tuple[KeyHelp, ...] = (
    ("Tab, ←, →, ↑, ↓", QT_TRANSLATE_NOOP("TableKeys", "Walk the choices on the table")),
    ("Space, Enter", QT_TRANSLATE_NOOP("TableKeys", "Choose the one in focus")),
    ("Esc", QT_TRANSLATE_NOOP("TableKeys", "Take back a selection, or put a hint away")),
    ("Enter", QT_TRANSLATE_NOOP("TableKeys", "Go on from a round's summary")),
    ("←, →", QT_TRANSLATE_NOOP("TableKeys", "In a replay: one action back, one forward")),
    ("Home, End", QT_TRANSLATE_NOOP("TableKeys", "In a replay: to the deal, to the end")),
    ("PgUp, PgDown", QT_TRANSLATE_NOOP("TableKeys", "In a replay: a round back, a round on")),
    ("Space", QT_TRANSLATE_NOOP("TableKeys", "In a replay: play at the bots' pace, or pause")),
    ("W", QT_TRANSLATE_NOOP("TableKeys", "In a replay: why the bot played the last move")),
)


def shown_key(keys: str) -> str:
    """A key as a player reads it on the key cap, in the language of the moment."""
    return KEY_NAME.sub(
        lambda found: QCoreApplication.translate("TableKeys", KEY_CAPS[found.group(1)]), keys
    )


def key_line(keys: tuple[KeyHelp, ...], key: QKeySequence) -> KeyHelp:
    """The entry of `keys` that lists `key` (a button's shortcut)."""
    wanted = key.toString()
    for entry in keys:
        if QKeySequence(entry[0]).toString() == wanted:
            return entry
    raise KeyError(f"{wanted} is not in the table's key list")


def key_tip(keys: tuple[KeyHelp, ...], key: QKeySequence) -> str:
    """A button's tool tip: its key's line and the key, in the language of the moment
    ("Discard the selected cards (Ctrl+Enter)")."""
    shown, sentence = key_line(keys, key)
    return QCoreApplication.translate("TableKeys", sentence) + " (" + shown_key(shown) + ")"
