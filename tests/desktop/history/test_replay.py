"""Replays (issue 24): positions, redaction, the open view, older records, Play on
from here and Why? at the table."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from desktop.games import playable_games
from rules_engine.core.record import FORMAT_VERSION, MatchRecord, load_record, save_record
from tests.desktop.history.helpers import bot_match, players

FIRST_EDITION = (
    Path(__file__).parents[2] / "engine" / "stonehenge" / "data" / "first_edition.tablee"
)


def seats_of(game_id: str) -> list[str]:
    return ["human"] + ["bot:normal"] * (players(game_id) - 1)


def replay_session(qtbot, record: MatchRecord, tmp_path: Path):
    from desktop.history.replay import load_replay

    path = tmp_path / f"{record.game}.tablee"
    save_record(record, path)
    return load_replay(path)


@pytest.mark.parametrize("game_id", playable_games())
def test_every_position_equals_the_engines_state(qtbot, tmp_path, monkeypatch, game_id):
    """Step by step forward, the replay's state is the engine's after as many actions;
    any jump back or forward lands on the engine's state too (a long jump forward
    starts from a kept state: made long here by keeping few log lines)."""
    from desktop.history import replay

    monkeypatch.setattr(replay, "LOG_ENTRIES_SHOWN", 7)
    record = bot_match(game_id, seats_of(game_id), limit=300)
    session = replay_session(qtbot, record, tmp_path)
    assert session.length == len(record.actions)
    reference = record.new_state()
    assert session.state.full_view() == reference.full_view()
    for action in record.actions:
        session.step(1)
        reference.apply(action)
        assert session.state.full_view() == reference.full_view()
    rng = random.Random(game_id)
    for _ in range(12):
        target = rng.randrange(len(record.actions) + 1)
        session.go_to(target)
        assert session.position == target
        assert session.record.actions == record.actions[:target]
        assert session.state.full_view() == record.replay(target).full_view()


@pytest.mark.parametrize("game_id", ["dumble", "stonehenge", "double_action"])
def test_a_replay_seen_as_one_seat_shows_nothing_of_the_others_before_the_end(
    window, tmp_path, game_id
):
    """Seen as seat 0, the table draws seat 0's observation at every step, every card
    face up on it is one seat 0 may see, no open view is offered before the end, and
    Why? of another seat's move names none of its other choices."""
    from desktop.history.replay import OPEN_VIEW, open_replay
    from desktop.history.why import _replay_question

    record = bot_match(game_id, seats_of(game_id), limit=60)
    path = tmp_path / "match.tablee"
    save_record(record, path)
    assert open_replay(window, path)
    view = window.match
    assert view.viewer == 0
    assert view.bar.seen.findData(OPEN_VIEW) < 0 or view.session.over
    for position in range(len(record.actions) + 1):
        if position:
            view.step(1)
            if view.scene.summary_open():
                view.step(1)
        state = record.replay(position)
        if state.is_over():
            break
        assert view.seat_view.observation() == state.observe(0)
        seen = plain_ints(state.observe(0))
        for item in view.scene.items():
            card = getattr(item, "_card", None)
            if card is not None and item.isVisible() and getattr(item, "_face_up", False):
                assert card in seen, f"card {card} shown to seat 0 at step {position}"
        question = _replay_question(view)
        if question is not None and question.seat != 0:
            assert not question.names_shown
    if not view.session.over:
        view.watch(OPEN_VIEW)
        assert not view.open_view and not view.seat_view.open


def plain_ints(value) -> set:
    found = set()
    if isinstance(value, bool):
        return found
    if isinstance(value, int):
        found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            found |= plain_ints(item)
    elif isinstance(value, tuple | list):
        for item in value:
            found |= plain_ints(item)
    return found


def test_every_hand_opens_only_once_the_match_is_over(window, tmp_path):
    from desktop.history.replay import OPEN_VIEW, open_replay

    finished = bot_match("dumble", seats_of("dumble"))
    path = tmp_path / "done.tablee"
    save_record(finished, path)
    assert open_replay(window, path)
    view = window.match
    assert view.bar.seen.findData(OPEN_VIEW) >= 0
    view.go_to(10)
    view.watch(OPEN_VIEW)
    assert view.open_view and view.seat_view.open
    assert "open" in view.seat_view.observation()

    unfinished = bot_match("dumble", seats_of("dumble"), limit=40)
    save_record(unfinished, path)
    assert open_replay(window, path)
    view = window.match
    assert view.bar.seen.findData(OPEN_VIEW) < 0
    view.watch(OPEN_VIEW)
    assert not view.open_view and "open" not in view.seat_view.observation()


@pytest.mark.parametrize("game_id", playable_games())
def test_no_seat_is_thinking_in_a_replay(window, tmp_path, game_id):
    """The moves of a replay are already played: no plate wears the "thinking…" pill
    of a bot to move (every seat of a replay is nobody's, not a bot at work)."""
    from desktop.history.replay import open_replay

    record = bot_match(game_id, seats_of(game_id), limit=30)
    path = tmp_path / f"{game_id}.tablee"
    save_record(record, path)
    assert open_replay(window, path)
    view = window.match
    for position in (0, 1, 5, 12, len(record.actions)):
        view.go_to(position)
        thinking = [item for item in view.scene.items() if getattr(item, "thinking", False)]
        assert not thinking, f"{game_id}: a thinking pill at position {position}"


def test_keys_step_jump_and_play(window, tmp_path, qtbot):
    from PySide6.QtCore import Qt

    from desktop.history.replay import open_replay

    record = bot_match("dog_eat_dog", seats_of("dog_eat_dog"))
    path = tmp_path / "ded.tablee"
    save_record(record, path)
    assert open_replay(window, path)
    view = window.match
    target = window.table.view
    qtbot.keyClick(target, Qt.Key.Key_Right)
    assert view.session.position == 1
    qtbot.keyClick(target, Qt.Key.Key_End)
    assert view.session.position == len(record.actions)
    qtbot.keyClick(target, Qt.Key.Key_Left)
    assert view.session.position == len(record.actions) - 1
    qtbot.keyClick(target, Qt.Key.Key_Home)
    assert view.session.position == 0
    view.session.pace_ms = 1
    qtbot.keyClick(target, Qt.Key.Key_Space)
    assert view.session.playing
    qtbot.waitUntil(lambda: view.session.position >= 3, timeout=5000)
    qtbot.keyClick(target, Qt.Key.Key_Space)
    assert not view.session.playing
    assert view.bar.slider.value() == view.session.position
    view.bar.slider.setValue(5)
    assert view.session.position == 5
    assert "5" in view.bar.where.text()


def test_round_jumps_land_on_each_rounds_first_position(qtbot, tmp_path):
    record = bot_match("dumble", seats_of("dumble"))
    session = replay_session(qtbot, record, tmp_path)
    marks = [record.replay(start).round_mark() for start in session.round_starts]
    assert len(session.round_starts) > 2 and len(set(marks)) == len(marks)
    session.next_round()
    assert session.position == session.round_starts[1]
    session.go_to(session.round_starts[2] + 3)
    session.previous_round()
    assert session.position == session.round_starts[2]
    assert session.round_of(session.position) == 3


def test_older_records_play_or_say_why(window, tmp_path, monkeypatch, qtbot):
    """The first-edition Stonehenge file (format 1) plays to its end; a format-1 record
    written by hand plays; a newer format is refused with the reason, and the table
    does not change."""
    from desktop.history import replay

    session = replay.load_replay(FIRST_EDITION)
    assert session.full.format_version == 1 and session.full.edition == 1
    session.go_to(session.length)
    assert session.state.full_view() == load_record(FIRST_EDITION).replay().full_view()

    record = bot_match("dumble", seats_of("dumble"), limit=20)
    data = record.to_json()
    data["format_version"] = 1
    del data["edition"]
    old = tmp_path / "old.tablee"
    old.write_text(json.dumps(data))
    assert replay.open_replay(window, old)
    window.match.go_to(20)
    assert window.match.session.state.full_view() == record.replay().full_view()

    data["format_version"] = FORMAT_VERSION + 1
    newer = tmp_path / "newer.tablee"
    newer.write_text(json.dumps(data))
    told = []
    monkeypatch.setattr(
        replay.QMessageBox, "warning", lambda parent, title, text: told.append(text)
    )
    before = window.match
    assert not replay.open_replay(window, newer)
    assert told and "newer Tablée" in told[0]
    assert window.match is before

    data["format_version"] = FORMAT_VERSION
    data["edition"] = 1
    data["actions"][5] = ["discard", [99]]
    broken = tmp_path / "broken.tablee"
    broken.write_text(json.dumps(data))
    assert not replay.open_replay(window, broken)
    assert "Action 6 of the match file" in told[-1]
    assert window.match is before


def test_play_on_from_here_starts_the_prefix_with_new_seats(window, tmp_path):
    """A replay's position played on: the new record is the prefix with the seats
    chosen, names its source, replays to the same state, is autosaved and played on."""
    from desktop.history.play_on import start_forked
    from desktop.history.replay import open_replay
    from desktop.shell import paths
    from rules_engine.core.record import Seat

    record = bot_match("dumble", seats_of("dumble"))
    path = tmp_path / "source.tablee"
    save_record(record, path)
    assert open_replay(window, path)
    window.match.go_to(25)
    seats = [Seat("Ann"), Seat("Bob"), Seat("", "bot:hard")]
    forked = window.match.session.full.fork(25, seats, window.match.session.source)
    start_forked(window, forked)
    session = window.session
    assert not getattr(window.match, "is_replay", False)
    assert session.record.actions == record.actions[:25]
    assert session.record.seats == seats
    assert session.record.forked_from.file == "source.tablee"
    assert session.record.forked_from.action == 25
    assert session.state.full_view() == record.replay(25).full_view()
    assert not session.can_undo()  # never back into the replayed moves
    saved = load_record(paths.autosave_path())
    assert saved.forked_from == forked.forked_from and saved.actions == record.actions[:25]
    to_move = session.state.to_move
    if session.is_human(to_move):
        session.play(session.state.legal_actions()[0])
        assert session.record.actions[:25] == record.actions[:25]


def test_the_play_on_dialog_keeps_the_game_and_changes_only_the_seats(window, tmp_path):
    from desktop.history.play_on import PlayOnDialog

    record = bot_match("stonehenge", seats_of("stonehenge"), limit=10)
    dialog = PlayOnDialog(window.settings, record, 10, window)
    assert not dialog.game_combo.isEnabled() and not dialog.count_combo.isEnabled()
    assert dialog.seed_edit.text() == str(record.seed) and not dialog.seed_edit.isEnabled()
    assert [row.kind.currentData() for row in dialog.rows] == [s.kind for s in record.seats]
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("human"))
    dialog.accept()
    assert [seat.kind for seat in dialog.setup().seats][:2] == ["human", "human"]
    dialog.deleteLater()


def test_why_in_a_replay_asks_with_the_bot_seats_observation_only(window, tmp_path, monkeypatch):
    """Why? of a bot's move sends that seat's observation before the move, its legal
    actions, the seed the match gave it and the move: nothing of the state."""
    from desktop.history import why
    from desktop.history.replay import open_replay
    from desktop.match.bot_process import WHY

    record = bot_match("dumble", ["human", "bot:hard", "bot:easy"], limit=30)
    path = tmp_path / "why.tablee"
    save_record(record, path)
    assert open_replay(window, path)
    view = window.match
    asked = []
    monkeypatch.setattr(why.WhyService, "ask", lambda self, question, words: asked.append(question))
    for position in range(1, 31):
        view.go_to(position)
        before = record.replay(position - 1)
        seat = before.to_move
        assert view.bar.why_button.isEnabled() == (seat != 0)
        if seat == 0:
            continue
        view.bar.why_button.click()
        question = asked[-1]
        assert question.seat == seat
        assert question.request.observation == before.observe(seat)
        assert question.request.legal_actions == before.legal_actions()
        assert question.request.played == record.actions[position - 1]
        assert question.request.seed == why.bot_seed(record.seed, position - 1, seat)
        assert question.request.kind == WHY
        assert question.request.bot_name == record.seats[seat].bot_name
        assert not question.names_shown  # watched as seat 0: the bot's hand stays hidden
    assert asked


def test_a_why_answer_in_words(window, tmp_path):
    from desktop.history import why
    from desktop.history.replay import open_replay
    from rules_engine.ai.why import explain

    record = bot_match("dumble", ["human", "bot:hard", "bot:easy"], limit=8)
    path = tmp_path / "words.tablee"
    save_record(record, path)
    assert open_replay(window, path)
    view = window.match
    position = next(p for p in range(1, 9) if record.replay(p - 1).to_move == 1)
    view.go_to(position)
    question = why._replay_question(view)
    request = question.request
    reason = explain(
        view.session.game,
        "hard",
        request.observation,
        request.legal_actions,
        request.seed,
        request.played,
        capped=False,
    )
    hidden = why.answer_html(question, reason, view.scene.hint_words)
    assert "estimated chance to win the match" in hidden and "(played)" in hidden
    assert "another choice" in hidden
    question.names_shown = True
    shown = why.answer_html(question, reason, view.scene.hint_words)
    assert "another choice" not in shown


def test_live_why_only_after_a_bots_move_and_never_in_hot_seat(window):
    from desktop.history.why import why_possible_live
    from desktop.shell.main_window import setup_from_seats

    setup = setup_from_seats("dumble", ["human", "bot:normal", "bot:normal"], ["A", "", ""], {}, 4)
    window.start_match(setup)
    session = window.session
    assert not why_possible_live(window)
    while session.is_human(session.state.to_move):
        session.play(session.state.legal_actions()[0])
    # a bot is to move; play its move by hand, as the worker would
    session.play(session.state.legal_actions()[0])
    assert why_possible_live(window)
    window._update_actions()
    assert window.act_why.isEnabled() and window._why_button.isVisible()
    window.go_home()
    assert not window._why_button.isVisible()

    hot = setup_from_seats("dumble", ["human", "human", "bot:normal"], ["A", "B", ""], {}, 4)
    window.start_match(hot)
    session = window.session
    while not session.state.is_over() and session.is_human(session.state.to_move):
        session.play(session.state.legal_actions()[0])
    session.play(session.state.legal_actions()[0])
    assert not why_possible_live(window)
    window._update_actions()
    assert not window.act_why.isEnabled() and not window._why_button.isVisible()
    window.go_home()


def test_live_why_asks_with_the_bot_seats_observation_only(window, monkeypatch):
    """A live Why? sends what the bot's seat saw before its move (its observation, its
    legal actions, its seed, the move): nothing of the state, no other seat's hand."""
    from desktop.history import why
    from desktop.match.bot_process import WHY
    from desktop.shell.main_window import setup_from_seats

    asked = []
    monkeypatch.setattr(why.WhyService, "ask", lambda self, question, words: asked.append(question))
    setup = setup_from_seats("dumble", ["human", "bot:hard", "bot:easy"], ["A", "", ""], {}, 4)
    window.start_match(setup)
    session = window.session
    while session.is_human(session.state.to_move):
        session.play(session.state.legal_actions()[0])
    seat, step = session.state.to_move, len(session.record.actions)
    before = session.record.replay(step)
    session.play(session.state.legal_actions()[0])  # the bot's move, played by hand
    why.ask_why_live(window)
    question = asked[-1]
    assert question.seat == seat
    assert question.request.kind == WHY
    assert question.request.observation == before.observe(seat)
    assert question.request.legal_actions == before.legal_actions()
    assert question.request.played == session.record.actions[step]
    assert question.request.seed == why.bot_seed(session.record.seed, step, seat)
    assert not question.names_shown  # a hidden game: moves that show the bot's hand unnamed
    window.go_home()


def test_the_why_dialog_is_tall_enough_for_its_whole_answer(window, qtbot):
    """A long answer (the choices, then the rules of thumb) shows whole: the dialog
    grows with its wrapped text instead of cutting the last lines off."""
    from types import SimpleNamespace

    from desktop.history import why

    service = why.service_of(window)
    service._question = SimpleNamespace(seats=window_seats(), seat=1)
    service._show("<p>Looking at what the bot weighed…</p>")  # first, while it thinks
    qtbot.waitExposed(service.dialog)
    lines = "".join(f"<p>{'A line of the answer that wraps. ' * 6}{n}</p>" for n in range(8))
    service._show(lines)
    dialog = service.dialog
    qtbot.waitExposed(dialog)
    text = dialog.text
    assert text.height() >= text.heightForWidth(text.width())
    dialog.hide()


def window_seats():
    from rules_engine.core.record import Seat

    return [Seat("human", "A"), Seat("bot:hard", "B")]


def test_a_replay_gives_the_message_lines_room_to_the_table(window, tmp_path):
    # A replay prompts nobody: its empty message line was a grey strip above the bar.
    # A live match after it has its message line back.
    from desktop.history.replay import open_replay

    record = bot_match("dumble", seats_of("dumble"), limit=30)
    path = tmp_path / "dumble.tablee"
    save_record(record, path)
    window.resize(1280, 800)
    assert open_replay(window, path)
    assert window.table.message.isHidden()
    from desktop.shell.match_setup import setup_from_seats

    window.start_match(setup_from_seats("dumble", ["human", "human"], ["Ann", "Bob"], {}, 3))
    assert not window.table.message.isHidden()


def test_the_log_of_a_replay_opens_with_what_is_replayed(window, tmp_path):
    # "Replay of <file>." came after the deal's lines; it heads the log, wherever the
    # replay goes.
    from desktop.history.replay import open_replay

    record = bot_match("dumble", seats_of("dumble"), limit=30)
    path = tmp_path / "dumble.tablee"
    save_record(record, path)
    assert open_replay(window, path)
    view = window.match
    for position in (0, 12, 3):
        view.go_to(position)
        first = window.table.log.toPlainText().splitlines()[0]
        assert first.startswith("Replay of") and "dumble.tablee" in first
