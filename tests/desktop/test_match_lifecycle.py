"""A match's life in the window: the log written for whoever looks at the table, the
question before another match replaces an unfinished one (each answer carried out),
and table pieces that leave the table only once the click on them is over."""

import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from desktop.shell import i18n, paths
from desktop.shell.main_window import setup_from_seats
from desktop.table.summary import SummaryPanel
from rules_engine.core.record import load_record, save_record

YOU_DRAW = re.compile(r"You draw (.+) from the stock\.")


def start(window, kinds, seed, names=("Alice", "Bob")):
    window.start_match(setup_from_seats("dumble", kinds, list(names), {}, seed))
    window.session.pace_ms = 0
    return window.session


def play_a_turn(window) -> str:
    """The seat to move discards its first card and draws from the stock."""
    session = window.session
    hand = session.state.observe(session.state.to_move)["hand"]
    window.match.play(("discard", (hand[0],)))
    window.match.play(("draw",))
    return session.state.observe(session.state.to_move)


def lift_curtain(qtbot, window, seat):
    qtbot.waitUntil(lambda: window.table.curtain.isVisible() and window.viewer == seat)
    window.table.curtain._reveal()
    qtbot.waitUntil(lambda: not window.table.curtain.isVisible())


def test_hot_seat_log_is_written_for_each_viewer(qtbot, window):
    session = start(window, ["human", "human"], seed=11)
    first = session.state.to_move
    second = 1 - first
    lift_curtain(qtbot, window, first)
    play_a_turn(window)
    own = YOU_DRAW.findall(window.table.log.toPlainText())
    assert len(own) == 1, "the player reads their own draw"

    lift_curtain(qtbot, window, second)
    log = window.table.log.toPlainText()
    assert YOU_DRAW.findall(log) == [], "the next player never reads another's draw"
    assert f"{['Alice', 'Bob'][first]} draws from the stock." in log
    play_a_turn(window)

    qtbot.waitUntil(lambda: window.table.curtain.isVisible() and window.viewer == first)
    since = window.match.since_last_look(first)
    assert any("draws from the stock" in line for line in since)
    assert not any(YOU_DRAW.search(line) for line in since)
    lift_curtain(qtbot, window, first)
    assert YOU_DRAW.findall(window.table.log.toPlainText()) == own

    i18n.apply_language("fr")  # the log is written again in the viewer's language
    QCoreApplication.processEvents()
    assert "Nouvelle partie" in window.table.log.toPlainText()


def test_undo_takes_the_undone_moves_out_of_the_log(qtbot, window):
    session = start(window, ["human", "bot:random"], seed=4)
    qtbot.waitUntil(lambda: window.scene.is_my_turn() or session.state.to_move != 0)
    qtbot.waitUntil(lambda: session.state.to_move == 0 and window.scene.is_my_turn())
    before = window.table.log.toPlainText()
    hand = session.state.observe(0)["hand"]
    window.match.play(("discard", (hand[0],)))
    assert window.table.log.toPlainText() != before
    window.undo()
    assert window.table.log.toPlainText() == before + "\nMove taken back."


def test_redo_brings_the_redone_moves_back_into_the_log(qtbot, window):
    """Undo then redo: the move is played again, and the log says so (it once lost the
    line, for every viewer and in the curtain's recap)."""
    session = start(window, ["human", "bot:random"], seed=4)
    qtbot.waitUntil(lambda: session.state.to_move == 0 and window.scene.is_my_turn())
    hand = session.state.observe(0)["hand"]
    window.match.play(("discard", (hand[0],)))
    played = window.table.log.toPlainText().splitlines()[-1]
    assert played.startswith("You discard")
    window.undo()
    assert played not in window.table.log.toPlainText().splitlines()
    window.redo()
    lines = window.table.log.toPlainText().splitlines()
    assert played in lines
    assert lines.index(played) < lines.index("Move played again.")
    assert [entry for entry in window.match._journal if entry[0] == "event" and entry[2] == 0]


@pytest.fixture
def answers(window, monkeypatch):
    """The player's answers to "a match is not finished", in order."""
    given = []

    def ask(record):
        return given.pop(0)

    monkeypatch.setattr(window, "ask_about_unfinished", ask)
    return given


def test_cancel_keeps_the_match_in_progress(window, answers):
    session = start(window, ["human", "bot:random"], seed=21)
    answers.append("cancel")
    assert not window._room_for_another_match()
    assert window.session is session and not answers


def test_abandon_keeps_the_match_in_the_history_folder(window, answers):
    session = start(window, ["human", "bot:random"], seed=22)
    session.flush_saves()
    answers.append("abandon")
    assert window._room_for_another_match()
    kept = list(paths.history_dir().glob("*-dumble-abandoned.tablee"))
    assert len(kept) == 1 and load_record(kept[0]).seed == 22
    assert not paths.autosave_path().exists()


def test_a_resumed_match_s_log_is_the_whole_match_s_for_its_viewer(
    qtbot, window, answers, tmp_path
):
    """Opening a saved match (or resuming the interrupted one) shows the log of what was
    played before, redacted for the viewer: it once showed only "Match resumed."."""
    session = start(window, ["human", "human"], seed=11)
    first = session.state.to_move
    lift_curtain(qtbot, window, first)
    played = play_a_turn(window)
    assert played is not None
    path = tmp_path / "two.tablee"
    save_record(session.record, path)
    window.session.save_as(tmp_path / "mine.tablee")  # nothing to ask before opening
    assert window.open_path(str(path))
    second = 1 - first
    lift_curtain(qtbot, window, second)
    log = window.table.log.toPlainText()
    name = ["Alice", "Bob"][first]
    assert f"{name} draws from the stock." in log, log
    assert YOU_DRAW.findall(log) == [], "the viewer never reads another's draw"
    assert log.splitlines()[-1].startswith("Opened")
    assert window.match.since_last_look(second) == [], "the recap starts at the opening"


def test_save_writes_the_match_where_the_player_says(window, answers, monkeypatch, tmp_path):
    start(window, ["human", "bot:random"], seed=23)
    target = tmp_path / "kept"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    answers.append("save")
    assert window._room_for_another_match()
    assert load_record(tmp_path / "kept.tablee").seed == 23


def test_save_cancelled_in_the_file_dialog_keeps_the_match(window, answers, monkeypatch):
    session = start(window, ["human", "bot:random"], seed=24)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    answers.append("save")
    assert not window._room_for_another_match()
    assert window.session is session


def test_an_interrupted_match_on_the_home_screen_is_asked_about(window, answers):
    session = start(window, ["human", "bot:random"], seed=25)
    session.flush_saves()
    window.go_home()
    assert paths.autosave_path().exists()
    answers.append("cancel")
    assert not window._room_for_another_match()
    assert load_record(paths.autosave_path()).seed == 25, "still there to resume"


def test_a_match_started_from_the_command_line_keeps_the_interrupted_one(window, answers):
    session = start(window, ["human", "bot:random"], seed=26)
    session.flush_saves()
    window.go_home()
    start(window, ["human", "bot:random"], seed=27)  # no question on this path
    kept = list(paths.history_dir().glob("*-dumble-interrupted.tablee"))
    assert len(kept) == 1 and load_record(kept[0]).seed == 26


def test_nothing_is_asked_when_nothing_would_be_lost(window, answers, tmp_path):
    session = start(window, ["human", "bot:random"], seed=28)
    path = tmp_path / "same.tablee"
    save_record(session.record, path)
    assert window.open_path(str(path)), "the same match, as far on: nothing to ask"
    window.session.save_as(tmp_path / "mine.tablee")
    assert window._room_for_another_match(), "saved and unchanged: nothing to ask"
    assert not answers


def test_a_summary_leaves_the_table_after_the_click(qtbot, window):
    start(window, ["human", "bot:random"], seed=29)
    scene = window.scene
    panel = SummaryPanel(scene.palette().window().color())
    panel.add_title("Test")
    scene.show_summary(panel)
    proxy = scene.summary_proxy
    scene.remove_summary()
    assert not scene.summary_open() and not proxy.isVisible()
    assert proxy.scene() is scene, "still there while the click is being handled"
    qtbot.waitUntil(lambda: proxy not in scene.items())
