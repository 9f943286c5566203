"""The real window, driven offscreen as a player would: dialog, clicks, undo, save,
open, language, rules, hot-seat, and every kind of trouble."""

import json
import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.match.session import MatchSession
from desktop.shell import paths
from desktop.shell.main_window import MainWindow, setup_from_seats
from desktop.shell.settings import Settings
from rules_engine.ai import Budget, make_bot
from rules_engine.core import get_game
from rules_engine.core.record import load_record, save_record
from tests.desktop.table_helpers import click_item, wait_for_turn

GAME = get_game("dumble")
BOT_SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]
NAMES = ["Claire", "Bob", "Ann", "Dan"]


@pytest.fixture
def messages(monkeypatch):
    """Message boxes are recorded instead of waiting for a click."""
    shown = []

    def record(kind):
        def box(parent, title, text, *args, **kwargs):
            shown.append((kind, title, text))
            return QMessageBox.StandardButton.Ok

        return box

    for kind in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(record(kind)))
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    return shown


def start(window, kinds=BOT_SEATS, names=NAMES, seed=11):
    window.start_match(setup_from_seats("dumble", kinds, names, {}, seed))
    window.session.pace_ms = 0
    return window.session


def play_my_turn(qtbot, window, bot, rng):
    """Choose like a decent player, then do it with the mouse on the real items."""
    scene, session = window.scene, window.session
    observation = session.state.observe(scene.viewer)
    action = bot.choose(observation, session.state.legal_actions(), rng, Budget(samples=6))
    controls = scene.controls_widget
    if action[0] == "discard":
        for card in action[1]:
            click_item(qtbot, window, scene.card_items[("card", card)])
        assert controls.discard_button.isEnabled()
        qtbot.mouseClick(controls.discard_button, Qt.MouseButton.LeftButton)
    elif action[0] == "draw":
        click_item(qtbot, window, scene.card_items[scene._stock_top_key(observation)])
    elif action[0] == "take":
        click_item(qtbot, window, scene.card_items[("card", action[1])])
    else:
        assert controls.call_button.isEnabled()
        qtbot.mouseClick(controls.call_button, Qt.MouseButton.LeftButton)
    return action


def test_new_match_from_a_table_offers_the_game_being_played(qtbot, window):
    seats = ["human", "bot:random", "bot:random"]
    window.start_match(setup_from_seats("stonehenge", seats, ["Ann", "Bob", "Cid"], {}, 3))
    offered = []

    def look():
        dialog = QApplication.activeModalWidget()
        offered.append(dialog.game.id)
        dialog.reject()

    QTimer.singleShot(50, look)
    window.act_new.trigger()
    assert offered == ["stonehenge"]


def test_new_match_through_the_dialog_and_a_whole_round_by_clicking(qtbot, window):
    def fill_dialog():
        dialog = QApplication.activeModalWidget()
        dialog.set_seat_count(4)
        dialog.preset(BOT_SEATS, NAMES)
        dialog.seed_edit.setText("11")
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, fill_dialog)
    window.new_game("dumble")
    session = window.session
    assert session is not None and [seat.kind for seat in session.seats] == BOT_SEATS
    assert session.record.seed == 11
    session.pace_ms = 0
    bot, rng = make_bot(GAME, "heuristic"), random.Random(2)
    played = []
    for _ in range(150):
        wait_for_turn(qtbot, window)
        if window.scene.summary_open():
            break
        before = len(session.record.actions)
        played.append(play_my_turn(qtbot, window, bot, rng))
        assert len(session.record.actions) == before + 1, "the click did not play"
    assert window.scene.summary_open(), "the round never ended"
    assert played and session.state.round == 2
    assert "Round 1 is over" in window.table.log.toPlainText()
    session.flush_saves()
    assert load_record(paths.autosave_path()).actions == session.record.actions
    next_button = window.scene.summary_widget.findChild(object, "nextRoundButton")
    qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    # The click is handled first; the summary leaves on the next turn of the event loop.
    qtbot.waitUntil(lambda: not window.scene.summary_open(), timeout=2000)


def test_illegal_selection_is_explained_with_its_clause(qtbot, window):
    session = start(window, seed=3)
    wait_for_turn(qtbot, window)
    scene = window.scene
    hand = session.state.observe(scene.viewer)["hand"]
    from rules_engine.core.cards import RANK

    pair = next(
        ((a, b) for a in hand for b in hand if a < b and RANK[a] != RANK[b] and abs(a - b) > 2),
        None,
    )
    for card in pair:
        click_item(qtbot, window, scene.card_items[("card", card)])
    text = window.table.message.text()
    assert "DU-8" in text and "clause:DU-8" in text
    # The second card was greyed: refused, not picked; the first alone stays chosen.
    assert scene.selection == {pair[0]}


def test_undo_takes_back_my_discard_but_not_a_card_seen(qtbot, window):
    session = start(window, seed=5)
    wait_for_turn(qtbot, window)
    scene = window.scene
    hand = session.state.observe(scene.viewer)["hand"]
    click_item(qtbot, window, scene.card_items[("card", hand[-1])])
    qtbot.mouseClick(scene.controls_widget.discard_button, Qt.MouseButton.LeftButton)
    assert session.state.phase == 1 and window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert session.state.phase == 0
    assert session.state.observe(scene.viewer)["hand"] == hand
    assert window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert session.state.phase == 1
    click_item(qtbot, window, scene.card_items[scene._stock_top_key(session.state.observe(0))])
    assert not session.can_undo(), "a card drawn from the stock cannot be taken back"


def test_save_then_open_in_a_fresh_window(qtbot, window, tmp_path):
    session = start(window, seed=8)
    wait_for_turn(qtbot, window)
    bot, rng = make_bot(GAME, "heuristic"), random.Random(1)
    for _ in range(4):
        wait_for_turn(qtbot, window)
        play_my_turn(qtbot, window, bot, rng)
    qtbot.waitUntil(lambda: not session.bots.busy(), timeout=20000)
    path = tmp_path / "saved.tablee"
    window.session.save_as(path)
    expected = window.session.state.full_view()
    other = MainWindow(Settings())
    qtbot.addWidget(other)
    other.animator.set_speed("off")
    assert other.open_path(str(path))
    assert other.session.record.actions == load_record(path).actions
    assert len(other.session.record.actions) >= 8
    assert expected["round"] == other.session.state.full_view()["round"]
    other.close()


def test_language_switch_changes_the_open_table_live(qtbot, window):
    start(window)
    wait_for_turn(qtbot, window)
    english = (
        window.menuBar().actions()[0].text(),
        window.scene.controls_widget.discard_button.text(),
    )
    window.set_language("fr")
    QApplication.processEvents()
    french = (
        window.menuBar().actions()[0].text(),
        window.scene.controls_widget.discard_button.text(),
    )
    assert french[0] != english[0] and french[1] != english[1]
    assert window.table.side.tabText(0) != "Log"
    window.set_language("en")
    QApplication.processEvents()
    assert window.menuBar().actions()[0].text() == english[0]


def test_rules_reader_opens_at_a_clause_and_exports_a_pdf(qtbot, window, tmp_path):
    start(window)
    window.show_rules("DU-9")
    reader = window.rules_window
    assert reader.isVisible() and reader.current_anchor() == "DU-9"
    pdf = tmp_path / "rules.pdf"
    reader.export_pdf(str(pdf))
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and b"/FontFile" in data
    reader.close()


def test_the_first_curtain_takes_enter_at_once(qtbot, window):
    """Starting a hot-seat match, Enter lifts the curtain (the keyboard once went to the
    table behind it, and took about six Tabs to reach the curtain's button)."""
    window.activateWindow()
    qtbot.waitActive(window)
    start(window, ["human", "human"], ["Claire", "Bob"], seed=4)
    curtain = window.table.curtain
    assert curtain.isVisible()
    qtbot.waitUntil(curtain.reveal_button.hasFocus)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not curtain.isVisible())


def test_a_clicked_button_leaves_the_keys_with_the_table(qtbot, window):
    """After Discard is clicked with the mouse, S still draws from the stock."""
    window.activateWindow()
    qtbot.waitActive(window)
    session = start(window, ["human", "bot:random"], ["Claire", "Bob"], seed=4)
    session.pace_ms = 0
    scene = window.scene
    qtbot.waitUntil(lambda: session.state.to_move == 0 and scene.is_my_turn(), timeout=5000)
    window.table.view.setFocus()
    hand = session.state.observe(0)["hand"]
    click_item(qtbot, window, scene.card_items[("card", hand[0])])
    button = scene.controls_widget.discard_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.record.actions) > 0 and scene.is_my_turn(), timeout=5000)
    assert not button.hasFocus()
    played = len(session.record.actions)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S)
    qtbot.waitUntil(lambda: len(session.record.actions) > played, timeout=5000)
    assert session.record.actions[played] == ("draw",)


def test_two_humans_a_curtain_hides_the_hand(qtbot, window):
    session = start(window, ["human", "human"], ["Claire", "Bob"], seed=4)
    curtain = window.table.curtain
    assert curtain.isVisible() and curtain.is_covering()
    first = session.state.to_move
    name = session.seats[first].name
    assert name in curtain.title.text()
    scene = window.scene
    assert scene.private_hidden
    hand = session.state.observe(first)["hand"]
    assert not any(("card", card) in scene.card_items for card in hand)
    qtbot.mouseClick(curtain.reveal_button, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible() and not scene.private_hidden
    assert all(("card", card) in scene.card_items for card in hand)
    click_item(qtbot, window, scene.card_items[("card", hand[0])])
    qtbot.mouseClick(scene.controls_widget.discard_button, Qt.MouseButton.LeftButton)
    click_item(qtbot, window, scene.card_items[scene._stock_top_key(session.state.observe(first))])
    qtbot.waitUntil(lambda: curtain.isVisible(), timeout=5000)
    other = session.state.to_move
    assert other != first and session.seats[other].name in curtain.title.text()
    assert scene.private_hidden
    assert "discards" in curtain.summary_lines.text()
    assert not session.can_undo(), "the next player has been called to the screen"


def test_corrupt_save_is_explained_and_the_match_stays(qtbot, window, messages, tmp_path):
    session = start(window)
    before = session.state.full_view()
    bad = tmp_path / "bad.tablee"
    bad.write_text('{"kind": "tablee-match", "format_version": 1, "game": "dum', "utf-8")
    assert not window.open_path(str(bad))
    assert messages and "damaged" in messages[-1][2]
    assert window.session is session and session.state.full_view() == before


def test_newer_save_is_explained(qtbot, window, messages, tmp_path):
    start(window)
    record = window.session.record
    data = record.to_json()
    data["format_version"] = 99
    newer = tmp_path / "newer.tablee"
    newer.write_text(json.dumps(data), "utf-8")
    assert not window.open_path(str(newer))
    assert "newer Tablée" in messages[-1][2]


class FailingBots:
    """Stands in for the worker: every request fails as a crashing bot would."""

    def __init__(self):
        from PySide6.QtCore import QObject, Signal

        class Service(QObject):
            answered = Signal(int, object)
            failed = Signal(int, str)

            def request(self, request):
                QTimer.singleShot(0, lambda: self.failed.emit(1, "Traceback: boom"))
                return 1

            def busy(self):
                return False

            def cancel(self):
                pass

            def stop(self):
                pass

        self.service = Service()


def test_a_bot_that_fails_is_reported_and_nothing_is_lost(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    fake = FailingBots().service
    window = MainWindow(Settings(), bot_service=fake)
    qtbot.addWidget(window)
    window.animator.set_speed("off")
    window.start_match(
        setup_from_seats("dumble", ["bot:heuristic", "human"], ["Robo", "Claire"], {}, 2)
    )
    session = window.session
    if session.state.to_move != 0:
        pytest.skip("the human starts with this seed")
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    assert "Robo" in shown[0] and "safe" in shown[0]
    assert session.record.actions == []
    session.flush_saves()
    saved = load_record(paths.autosave_path())
    assert saved.seats == session.seats
    session.replace_seat(0, "human")
    assert session.seats[0].is_human
    window.close()


def test_the_real_worker_reports_a_bot_that_raises(qtbot):
    from desktop.match.bot_process import BotRequest
    from desktop.match.bot_worker import BotService

    service = BotService()
    state = GAME.new_match(2, None, 1)
    request = BotRequest(
        game_id="dumble",
        observation=state.observe(state.to_move),
        legal_actions=state.legal_actions(),
        seed=1,
        bot_name="no-such-bot",
    )
    with qtbot.waitSignal(service.failed, timeout=30000) as failure:
        service.request(request)
    assert "no-such-bot" in failure.args[1]
    good = replace(request, bot_name="heuristic")
    with qtbot.waitSignal(service.answered, timeout=30000) as answer:
        service.request(good)
    assert answer.args[1] in request.legal_actions
    service.stop()


def test_interrupted_match_is_offered_and_resumes(qtbot, window):
    session = start(window, seed=9)
    wait_for_turn(qtbot, window)
    actions = list(session.record.actions)
    window.close()
    again = MainWindow(Settings())
    qtbot.addWidget(again)
    again.animator.set_speed("off")
    assert again.home.resume_banner.isVisible() or not again.home.resume_banner.isHidden()
    again.resume_interrupted()
    assert again.session.record.actions == actions
    again.close()


def test_damaged_autosave_is_moved_aside_not_lost(qtbot):
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", "utf-8")
    from desktop.match.autosave import interrupted_match

    assert interrupted_match() is None
    kept = list(path.parent.glob("damaged-*.tablee"))
    assert kept and kept[0].read_text("utf-8") == "{ not json"


def test_session_undo_is_off_when_the_setting_is(qtbot, window):
    session = start(window, seed=5)
    window.act_undo_setting.trigger()
    assert not window.settings.undo_enabled
    wait_for_turn(qtbot, window)
    scene = window.scene
    hand = session.state.observe(scene.viewer)["hand"]
    click_item(qtbot, window, scene.card_items[("card", hand[0])])
    qtbot.mouseClick(scene.controls_widget.discard_button, Qt.MouseButton.LeftButton)
    assert not session.can_undo() and not window.act_undo.isEnabled()


def test_window_survives_every_size(qtbot, window):
    start(window)
    for width, height in ((1024, 700), (1920, 1080), (3840, 2160)):
        window.resize(width, height)
        QApplication.processEvents()
        scene = window.scene
        rect = scene.sceneRect()
        for item in scene.card_items.values():
            centre = item.mapToScene(QPointF(0, 0))
            assert rect.contains(centre), (width, height, item.key)


def test_save_record_helper_is_the_one_used(tmp_path):
    """MatchSession saves through the engine's atomic writer (no second format)."""
    session = MatchSession.new(
        "dumble",
        setup_from_seats("dumble", BOT_SEATS, NAMES, {}, 1).seats,
        {},
        1,
        None,
        autosave=False,
    )
    path = tmp_path / "x.tablee"
    session.save_as(path)
    save_record(session.record, tmp_path / "y.tablee")
    assert path.read_text("utf-8") == (tmp_path / "y.tablee").read_text("utf-8")


def test_change_event_is_harmless_without_a_match(qtbot, window):
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.windowTitle() == "Tablée"


def test_keyboard_selects_and_discards(qtbot, window):
    session = start(window, seed=5)
    wait_for_turn(qtbot, window)
    scene, view = window.scene, window.table.view
    view.setFocus()
    hand = session.state.observe(scene.viewer)["hand"]
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Right)
    assert scene.focusItem() is scene.card_items[("card", hand[0])]
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Space)
    assert scene.selection == {hand[0]}
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    # The Discard button's shortcut presses it as a click would (Qt animates the press).
    qtbot.waitUntil(lambda: ("discard", (hand[0],)) in session.record.actions[-3:], timeout=3000)


def test_a_click_during_an_animation_finishes_it(qtbot, window):
    window.animator.set_speed("slow")
    start(window, seed=5)
    assert window.animator.busy(), "the deal is animating"
    view = window.table.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
    assert not window.animator.busy()


def test_an_item_retired_then_gone_with_its_parent_is_not_touched_again(qtbot, window):
    """The table retires an item (it leaves the scene after the event at hand); if its
    parent leaves the table first, the item is gone with it, and the later clean-up
    skips it instead of raising "already deleted" (seen under load in Stonehenge)."""
    import shiboken6
    from PySide6.QtWidgets import QGraphicsRectItem

    start(window)
    scene = window.scene
    parent = QGraphicsRectItem(0, 0, 10, 10)
    child = QGraphicsRectItem(0, 0, 5, 5, parent)
    scene.addItem(parent)
    scene.retire(child)
    scene.removeItem(parent)
    shiboken6.delete(parent)
    assert not shiboken6.isValid(child)
    # The clean-up runs; an exception in it would fail this test. (A bot's move may
    # retire other items meanwhile, to be cleaned up on the next turn of the loop.)
    qtbot.waitUntil(lambda: all(item is not child for item in scene._retired), timeout=2000)
