"""The keys of the table, as data: the ones every table answers to, and the way a game
lists its own (`KEYS` in its `controls` module) for Help > Keys.

A game's list names every shortcut of its controls bar (a test checks it) and the keys
its scene reads itself. Each entry is (keys as shown, what they do); the descriptions
are marked for translation in the context "TableKeys"."""

from __future__ import annotations

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

KeyHelp = tuple[str, str]

# What every table does with the keyboard (desktop/table/scene.py, item.py).
TABLE_KEYS: tuple[KeyHelp, ...] = (
    ("Tab, ←, →, ↑, ↓", QT_TRANSLATE_NOOP("TableKeys", "Walk the choices on the table")),
    ("Space, Enter", QT_TRANSLATE_NOOP("TableKeys", "Choose the one in focus")),
    ("Esc", QT_TRANSLATE_NOOP("TableKeys", "Take back a selection, or put a hint away")),
    ("Enter", QT_TRANSLATE_NOOP("TableKeys", "Go on from a round's summary")),
)
