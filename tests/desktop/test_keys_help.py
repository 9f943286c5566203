"""Help > Keys: a page of every key, for the window and for each table, in both
languages; a game's list cannot drift from the keys its controls answer to, and a
button with a key says what its key's line says (its tip is that line and the key)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QKeySequence

from desktop.games import playable_games
from desktop.shell import i18n
from desktop.shell.keys_dialog import KeysDialog, game_keys
from desktop.table.controls import ActionButton, ControlsBar
from desktop.table.keys import key_line, shown_key
from tests.desktop.test_every_table import start


@pytest.mark.parametrize("game_id", playable_games())
def test_every_key_of_a_table_s_controls_is_listed(window, game_id):
    start(window, game_id)
    listed = {QKeySequence(key).toString() for key, _ in game_keys(game_id)}
    for button in window.findChildren(ActionButton):
        if button.key is not None:
            assert button.key.toString() in listed, f"{game_id}: {button.objectName()}"


@pytest.mark.parametrize("game_id", playable_games())
def test_a_button_s_tip_is_its_key_s_line_in_both_languages(window, game_id):
    start(window, game_id)
    translator = QTranslator()
    assert translator.load("tablee_fr", str(Path(__file__).resolve().parents[2] / "translations"))
    for bar in window.findChildren(ControlsBar):
        keyed = {button: key for button, key in bar.keyed}
        for button in bar.findChildren(ActionButton):
            if button.key is not None:
                assert keyed.get(button) == button.key, f"{game_id}: {button.objectName()}"
        for language in ("en", "fr"):
            if language == "fr":
                QCoreApplication.installTranslator(translator)
            try:
                bar.retranslate()
                for button, key in keyed.items():
                    shown, sentence = key_line(bar.KEYS, key)
                    line = QCoreApplication.translate("TableKeys", sentence)
                    if language == "fr":
                        assert line != sentence, f"{game_id}: no French for {sentence!r}"
                    tip = button.toolTip()
                    assert set(re.findall(r"\w+", line)) <= set(re.findall(r"\w+", tip))
                    assert tip.endswith(f" ({shown_key(shown)})"), (game_id, tip)
            finally:
                QCoreApplication.removeTranslator(translator)
        bar.retranslate()


def test_the_keys_page_names_the_window_s_keys_and_every_table(window):
    window.show_keys()
    dialog = window.findChild(KeysDialog)
    text = dialog.text.toPlainText()
    for key in ("Ctrl+N", "F11", "H", "Ctrl+Z"):
        assert key in text
    assert "Ctrl+Enter" in text and "Ctrl+Return" not in text  # as the key cap reads
    for game_id in playable_games():
        for _, description in game_keys(game_id):
            assert description in text
    i18n.apply_language("fr")
    try:
        QCoreApplication.processEvents()
        french = dialog.text.toPlainText()
        assert dialog.windowTitle() == "Touches"
        assert "Piocher dans la pioche" in french
    finally:
        i18n.apply_language("en")
    dialog.close()
