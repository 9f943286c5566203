"""Keys and messages at the table, through the real window: every click on something
that is no legal choice says why in the message line, a hint leaves once it no
longer applies, Esc clears a selection and leaves full screen, F11 toggles full
screen, Esc and Ctrl+W close the rules window, Tab/arrows/Space work on a fresh
table, Enter closes a round summary, and a language switch rewrites the curtain."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from desktop.games import playable_games
from desktop.shell import i18n
from desktop.shell.main_window import setup_from_seats
from desktop.table.item import TableItem
from tests.desktop.table_helpers import click_item, wait_for_turn
from tests.desktop.test_every_table import play_to_round_end, start

GAMES = playable_games()


def message(window) -> str:
    return window.table.message.text()


def not_a_choice(scene):
    """A visible table item the viewer may not choose now (None if every one is)."""
    for item in scene.items():
        if isinstance(item, TableItem) and item.isVisible() and not item.isEnabled():
            rect = item.mapToScene(item.boundingRect()).boundingRect()
            centre = rect.center()
            top = scene.items(centre)
            if top and (top[0] is item or item.isAncestorOf(top[0])):
                return item
    return None


@pytest.mark.parametrize("game_id", GAMES)
def test_every_click_on_no_choice_is_explained(qtbot, window, game_id):
    start(window, game_id)
    wait_for_turn(qtbot, window)
    scene = window.scene
    assert scene.is_my_turn()
    item = not_a_choice(scene)
    if item is not None:
        click_item(qtbot, window, item)
        assert message(window), f"{game_id}: a click on {item.key} said nothing"
    window.table.message.clear()
    # The felt itself (a corner of the table) is no choice either.
    view = window.table.view
    corner = view.mapFromScene(scene.sceneRect().topLeft()) + QPoint(3, 3)
    if not [i for i in scene.items(view.mapToScene(corner)) if i.isVisible()]:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
        assert message(window).startswith("Not now"), message(window)


def dumble(window, qtbot):
    start(window, "dumble", seed=7)
    wait_for_turn(qtbot, window)
    scene = window.scene
    assert scene.observation()["phase"] == "discard"
    return scene


def test_clicking_the_stock_before_discarding_says_why(qtbot, window):
    scene = dumble(window, qtbot)
    stock = scene.card_items[scene._stock_top_key(scene.observation())]
    assert not stock.isEnabled()
    click_item(qtbot, window, stock)
    assert message(window)
    assert "rule" in message(window)  # the engine's refusal, with its clause


def hand_items(scene):
    return [scene.card_items[("card", card)] for card in scene.observation()["hand"]]


def test_a_hint_leaves_once_a_legal_card_is_picked(qtbot, window):
    scene = dumble(window, qtbot)
    window.match.show_message("an old hint", "")
    assert message(window)
    legal = next(item for item in hand_items(scene) if item.isEnabled())
    click_item(qtbot, window, legal)
    assert scene.selection == {legal.card}
    assert message(window) == ""
    for item in hand_items(scene):  # a greyed card takes no click, and says why
        if item.dimmed:
            assert not item.isEnabled()
            click_item(qtbot, window, item)
            assert scene.selection == {legal.card}
            assert message(window)
            break
    status = scene.controls_widget.status.text()
    greyed = [item for item in hand_items(scene) if item.dimmed]
    if len(greyed) == len(hand_items(scene)) - 1:
        assert "keep selecting" not in status


def test_esc_clears_a_selection(qtbot, window):
    scene = dumble(window, qtbot)
    click_item(qtbot, window, next(item for item in hand_items(scene) if item.isEnabled()))
    assert scene.selection
    qtbot.keyClick(window.table.view, Qt.Key.Key_Escape)
    assert scene.selection == set()
    assert not any(item.selected_look for item in hand_items(scene))


def test_f11_enters_and_leaves_full_screen_and_esc_leaves_it(qtbot, window):
    assert QKeySequence(Qt.Key.Key_F11) in window.act_full_screen.shortcuts()
    assert window.act_full_screen.shortcut().toString() == "F11"  # what the menu shows
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.act_full_screen.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.act_full_screen.isChecked()
    dumble(window, qtbot)
    window.act_full_screen.trigger()
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window.table.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.act_full_screen.isChecked()


@pytest.mark.parametrize("leave", ["F11", "Esc"])
def test_leaving_full_screen_keeps_a_maximized_window_maximized(qtbot, window, leave):
    window.activateWindow()
    qtbot.waitActive(window)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window, Qt.Key.Key_F11 if leave == "F11" else Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.isMaximized()
    window.showNormal()  # a window that was not maximized comes back as it was
    qtbot.waitUntil(lambda: not window.isMaximized())
    window.act_full_screen.trigger()
    qtbot.waitUntil(window.isFullScreen)
    window.act_full_screen.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.isMaximized()


@pytest.mark.parametrize("key", ["Esc", "Ctrl+W"])
def test_esc_and_ctrl_w_close_the_rules_window(qtbot, window, key):
    window.show_rules()
    rules = window.rules_window
    qtbot.waitExposed(rules)
    rules.activateWindow()
    qtbot.waitActive(rules)
    sequence = QKeySequence(key)
    combo = sequence[0]
    qtbot.keyClick(rules.focusWidget() or rules, combo.key(), combo.keyboardModifiers())
    qtbot.waitUntil(lambda: not rules.isVisible())


@pytest.mark.parametrize("game_id", GAMES)
def test_tab_arrows_and_space_work_on_a_fresh_table(qtbot, window, game_id):
    session = start(window, game_id)
    wait_for_turn(qtbot, window)
    scene, view = window.scene, window.table.view
    window.activateWindow()
    qtbot.waitActive(window)
    assert view.hasFocus(), "a fresh table has the keys, no click needed"
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    if not scene.keyboard_choices():  # the choices are the controls' (a bid): Tab goes there
        focused = QApplication.focusWidget()
        assert focused is not None and scene.controls().isAncestorOf(focused), game_id
        return
    first = scene.focusItem()
    assert first is not None and first.isEnabled(), f"{game_id}: Tab focused no choice"
    if isinstance(first, TableItem):
        assert first.focus_ring_visible()
        if len(scene.keyboard_choices()) > 1:
            qtbot.keyClick(view, Qt.Key.Key_Right)
            assert scene.focusItem() is not first
    before = (len(session.record.actions), scene.controls_widget.status.text(), message(window))
    looks = [(i, i.selected_look) for i in scene.items() if isinstance(i, TableItem)]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    after = (len(session.record.actions), scene.controls_widget.status.text(), message(window))
    changed = [i for i, look in looks if i.scene() is scene and i.selected_look != look]
    assert before != after or changed, f"{game_id}: Space picked nothing"


def test_enter_activates_the_round_summary_default_button(qtbot, window):
    start(window, "dumble")
    play_to_round_end(qtbot, window)
    scene = window.scene
    assert scene.summary_open()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not scene.summary_open())


def test_a_language_switch_rewrites_the_curtain_summary(qtbot, window):
    window.start_match(setup_from_seats("dumble", ["human", "human"], ["Alice", "Bob"], {}, 11))
    window.session.pace_ms = 0
    session = window.session
    first = session.state.to_move
    qtbot.waitUntil(lambda: window.table.curtain.isVisible())
    window.table.curtain._reveal()
    hand = session.state.observe(first)["hand"]
    window.match.play(("discard", (hand[0],)))
    window.match.play(("draw",))
    curtain = window.table.curtain
    qtbot.waitUntil(lambda: curtain.isVisible() and window.viewer == 1 - first)
    assert "draws from the stock" in curtain.summary_lines.text()
    i18n.apply_language("fr")
    QCoreApplication.processEvents()
    text = curtain.summary_lines.text()
    assert "draws from the stock" not in text and "pioche" in text, text
    assert "Nouvelle partie" in window.table.log.toPlainText()


def test_the_dumble_log_speaks_in_the_viewers_voice(qtbot, window):
    session = start(window, "dumble", seed=3)
    names = [seat.name for seat in session.seats]
    for _ in range(4):
        wait_for_turn(qtbot, window)
        if window.scene.summary_open() or session.state.is_over():
            break
        hand = session.state.observe(0)["hand"]
        window.match.play(("discard", (hand[0],)))
        window.match.play(("draw",))
    lines = [line for line in window.table.log.toPlainText().splitlines() if line.strip()]
    mine = [line for line in lines if line.startswith(names[0])]
    assert mine == [], f"lines about the viewer use their name: {mine}"
    assert any(line.startswith("You discard") for line in lines)
    assert any(line.startswith(names[1]) for line in lines)


def test_the_curtain_names_a_default_player_in_the_current_language(qtbot, window):
    window.start_match(setup_from_seats("dumble", ["human", "human"], ["Zoé", ""], {}, 11))
    window.session.pace_ms = 0
    curtain = window.table.curtain
    qtbot.waitUntil(curtain.isVisible)
    assert window.viewer == 1  # seat 2 starts this deal: the one with no name given
    assert "Player 2" in curtain.title.text()
    i18n.apply_language("fr")
    QCoreApplication.processEvents()
    assert "Joueur 2" in curtain.title.text(), curtain.title.text()
    assert "Player" not in curtain.title.text()


def test_a_default_name_follows_the_language_and_a_typed_one_stays(qtbot, window):
    kinds = ["human", "human", "bot:random"]
    window.start_match(setup_from_seats("dumble", kinds, ["", "Zoé", ""], {}, 5))
    window.session.pace_ms = 0
    scene = window.scene
    assert scene.names() == ["Player 1", "Zoé", "Bot 3"]
    i18n.apply_language("fr")
    QCoreApplication.processEvents()
    assert scene.names() == ["Joueur 1", "Zoé", "Robot 3"]
    assert "Player" not in window.table.info.toPlainText()
    assert "Joueur 1" in window.table.info.toPlainText()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_speaks_in_one_voice(qtbot, window, game_id):
    """Lines about the viewer say "You …", never the viewer's own name first."""
    session = start(window, game_id)
    play_to_round_end(qtbot, window)
    viewer = window.scene.viewer
    name = session.seats[viewer].name
    lines = [line.strip() for line in window.table.log.toPlainText().splitlines()]
    about_me = [line for line in lines if line.startswith(name + " ")]
    assert about_me == [], f"{game_id}: {about_me[:3]}"
    assert any(line.startswith(("You ", "Your ")) for line in lines), game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_a_language_switch_rewrites_every_games_curtain_summary(qtbot, window, game_id):
    from rules_engine.ai import Budget, make_bot
    from rules_engine.core import get_game
    from rules_engine.core.protocol import OPEN

    game = get_game(game_id)
    if game.information == OPEN:
        pytest.skip(f"{game_id} hides nothing: no curtain")
    session = start(window, game_id, humans=2)
    curtain = window.table.curtain
    bot, rng = make_bot(game, game.default_bot), __import__("random").Random(1)
    first = None
    for _ in range(200):
        qtbot.waitUntil(
            lambda: (
                curtain.isVisible()
                or window.scene.summary_open()
                or (window.scene.is_my_turn() and not window.animator.busy())
                or not session.is_human(session.state.to_move)
            ),
            timeout=20000,
        )
        if curtain.isVisible():
            if first is not None and window.viewer != first and curtain._summary:
                break
            first = window.viewer if first is None else first
            curtain._reveal()
            continue
        if window.scene.summary_open():
            pytest.skip(f"{game_id}: the round ended before a hand-over with news")
        if window.scene.is_my_turn():
            seat = window.viewer
            action = bot.choose(
                session.state.observe(seat), session.state.legal_actions(), rng, Budget(2)
            )
            window.match.play(action)
        else:
            qtbot.wait(10)
    else:
        raise AssertionError("no hand-over with news")
    english = curtain.summary_lines.text()
    i18n.apply_language("fr")
    QCoreApplication.processEvents()
    french = curtain.summary_lines.text()
    assert french and french != english, game_id
    assert curtain.summary_heading.text() != "Since your last turn:"


def test_the_new_match_dialog_stores_a_default_name_as_none_given(qtbot):
    from desktop.shell.new_game_dialog import NewGameDialog
    from desktop.shell.settings import Settings

    dialog = NewGameDialog(Settings(), "dumble")
    qtbot.addWidget(dialog)
    dialog.rows[0].name.setText("Ann")
    assert dialog.rows[1].name.text() == "Bot 2"  # the table's own name for a bot seat
    seats = dialog.setup().seats
    assert seats[0].name == "Ann", "a typed name stays as typed"
    assert seats[1].name == "", "a name left at its default is stored as none given"


def test_the_controls_keys_survive_their_texts_and_clash_with_no_menu(qtbot, window):
    """A button's shortcut outlives a retranslation (Qt drops it at setText), and no
    table key is also a menu's (an ambiguous key does nothing at all)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QKeySequence

    from desktop.games.dumble.controls import Controls as DumbleControls
    from desktop.games.stonehenge.controls import Controls as StonehengeControls

    dumble, stonehenge = DumbleControls(), StonehengeControls()
    for controls in (dumble, stonehenge):
        qtbot.addWidget(controls)
        QCoreApplication.sendEvent(controls, QEvent(QEvent.Type.LanguageChange))
    assert dumble.discard_button.shortcut() == QKeySequence("Ctrl+Return")
    assert dumble.call_button.shortcut() == QKeySequence("Ctrl+D")
    assert stonehenge.pass_button.shortcut() == QKeySequence("Ctrl+P")
    menu_keys = {
        key.toString()
        for action in window.findChildren(type(window.act_hint))
        for key in action.shortcuts()
    }
    for key in ("Ctrl+Return", "Ctrl+D", "Ctrl+P", "L", "P"):
        assert key not in menu_keys, key
