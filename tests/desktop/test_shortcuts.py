"""No key is bound twice: at each game's table, the window's menus, the table's
controls and any other shortcut of the window hold distinct keys (a clash makes
Qt run neither: Ctrl+N was both Game > New match and Dog Eat Dog's "No attack")."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from desktop.games import playable_games
from desktop.table.controls import ActionButton
from tests.desktop.test_every_table import start


def bound_keys(window) -> list[str]:
    """Every key sequence the window answers to, once per binding."""
    keys: list[QKeySequence] = []
    for action in window.findChildren(QAction):
        keys.extend(action.shortcuts())
    for button in window.findChildren(ActionButton):
        if button.key is not None:
            keys.append(button.key)
    for shortcut in window.findChildren(QShortcut):
        keys.extend(shortcut.keys())
    return [key.toString() for key in keys if not key.isEmpty()]


@pytest.mark.parametrize("game_id", playable_games())
def test_no_key_is_bound_twice_at_any_table(window, game_id):
    start(window, game_id)
    twice = {key: count for key, count in Counter(bound_keys(window)).items() if count > 1}
    assert not twice, f"{game_id}: bound more than once: {twice}"
