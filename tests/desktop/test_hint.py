"""The Hint (Edit menu, H): the Hard level's choice for the human to move, computed in
the bot worker from that seat's observation, shown on the table and in the message
line; it never changes the match, and the record keeps which seats used hints."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from desktop.match.bot_process import HINT, BotRequest, _hint_answer
from desktop.shell.main_window import setup_from_seats
from desktop.table.item import TableItem
from rules_engine.core.errors import RecordError
from rules_engine.core.record import MatchRecord, Seat, load_record, save_record
from rules_engine.core.registry import get_game
from tests.desktop.table_helpers import wait_for_turn

SEATS = ["human", "bot:normal"]
NAMES = ["Claire", "Bob"]


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))


def start(window, game_id="dumble", kinds=SEATS, names=NAMES, seed=5):
    window.start_match(setup_from_seats(game_id, kinds, names, {}, seed))
    window.session.pace_ms = 0
    return window.session


def test_a_hint_glows_on_the_table_says_its_odds_and_leaves_the_match_as_it_was(qtbot, window):
    session = start(window)
    wait_for_turn(qtbot, window)
    scene = window.scene
    before = (list(session.record.actions), session.state.observe(0), session.state.to_move)
    assert window.act_hint.isEnabled()
    assert window.act_hint.shortcut().toString() == "H"
    with qtbot.waitSignal(session.hint_ready, timeout=20000) as signal:
        qtbot.keyClick(window, Qt.Key.Key_H)  # the menu's shortcut, as a player presses it
        assert "Looking for a good move" in window.table.message.text()
        assert not window.act_hint.isEnabled()  # one hint at a time
    seat, answer = signal.args
    assert seat == 0
    assert answer.action in session.state.legal_actions()
    assert 0.0 <= answer.win_chance <= 1.0
    text = window.table.message.text()
    assert text.startswith("Hint: ") and "estimated chance to win" in text
    assert f"{round(answer.win_chance * 100)}%" in text
    # Nothing was played, nothing seen changed; the hint is marked in the record.
    after = (list(session.record.actions), session.state.observe(0), session.state.to_move)
    assert after == before
    assert session.record.hints == [(len(session.record.actions), 0)]
    assert session.record.hints_used() == [1, 0]
    # The items glow (a Dumble action always names cards or the stock), until a move.
    glowing = scene.hint_items(answer.action)
    if glowing:
        assert scene.hint_halo is not None and scene.hint_halo.rings()
    # The score sheet and the match tab say so.
    sheet = window.table.sheet
    last = sheet.rowCount() - 1
    assert sheet.verticalHeaderItem(last).text() == "Hints used"
    assert [sheet.item(last, column).text() for column in range(2)] == ["1", "0"]
    assert "hints used: 1" in window.table.info.toPlainText()
    # Asking again for the same decision adds no second mark.
    with qtbot.waitSignal(session.hint_ready, timeout=20000):
        window.ask_hint()
    assert session.record.hints_used() == [1, 0]
    # Playing the hinted move takes the glow away.
    window.match.play(answer.action)
    assert scene.hint_halo is None


def test_esc_takes_the_glow_away(qtbot, window):
    session = start(window, seed=8)
    wait_for_turn(qtbot, window)
    with qtbot.waitSignal(session.hint_ready, timeout=20000) as signal:
        window.ask_hint()
    scene = window.scene
    if scene.hint_halo is None:  # an action with no item (a button's): glow one anyway
        card = next(item for item in scene.items() if isinstance(item, TableItem))
        scene.hint_items = lambda action: [card]
        scene.show_hint(signal.args[1].action)
        assert scene.hint_halo is not None and scene.hint_halo.rings()
    qtbot.keyClick(window.table.view.viewport(), Qt.Key.Key_Escape)
    assert scene.hint_halo is None
    assert signal.args[1].action in session.state.legal_actions()


def test_the_hint_is_saved_with_the_match_and_reopens(qtbot, window, tmp_path):
    session = start(window)
    wait_for_turn(qtbot, window)
    with qtbot.waitSignal(session.hint_ready, timeout=20000):
        window.ask_hint()
    path = tmp_path / "with-hint.tablee"
    session.save_as(path)
    record = load_record(path)
    assert record.hints == session.record.hints
    assert window.open_path(str(path), ask=False)
    assert window.session.record.hints_used() == [1, 0]


def test_no_hint_when_it_is_not_the_players_turn(qtbot, window):
    session = start(window, kinds=["bot:normal", "human"], names=["Bob", "Claire"], seed=3)
    session.bots.cancel()  # hold the bot: the human waits, it is not their turn
    session._bots_paused = True
    if session.state.to_move == 1:
        pytest.skip("this deal starts with the human")
    assert not window.hint_possible()
    assert not window.act_hint.isEnabled()
    window.ask_hint()
    assert not session.hint_pending()
    assert session.record.hints == []


def test_a_move_made_while_the_hint_thinks_drops_it_and_the_bot_plays_on(qtbot, window):
    session = start(window, seed=12)
    wait_for_turn(qtbot, window)
    assert session.request_hint()
    legal = session.state.legal_actions()
    window.match.play(legal[0])  # the player does not wait for the hint
    assert not session.hint_pending()
    wait_for_turn(qtbot, window)  # the bot was asked and played: the table goes on
    assert session.record.hints == []
    assert window.scene.hint_halo is None


@pytest.mark.parametrize("game_id", ["dumble", "doubles_dread", "dog_eat_dog", "stonehenge"])
def test_the_worker_answers_a_hint_from_the_observation_alone(game_id):
    game = get_game(game_id)
    count = 4 if game_id == "doubles_dread" else min(game.player_counts)
    state = game.new_match(count, {}, 9)
    seat = state.to_move
    request = BotRequest(game_id, state.observe(seat), state.legal_actions(), seed=4, kind=HINT)
    answer = _hint_answer(request)
    assert answer.action in state.legal_actions()
    assert _hint_answer(request).action == answer.action or answer.iterations > 0
    if len(state.legal_actions()) > 1:
        assert answer.runner_up in state.legal_actions()
        assert answer.runner_up != answer.action


def test_records_keep_hint_marks_and_refuse_malformed_ones(tmp_path):
    seats = [Seat("Ann"), Seat("Bob", "bot:hard")]
    record = MatchRecord("dumble", seats, 3, get_game("dumble").resolve_options({}))
    state = record.new_state()
    rng = random.Random(1)
    for _ in range(3):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    record.note_hint(0)
    record.note_hint(0)
    assert record.hints == [(3, 0)]
    path = tmp_path / "m.tablee"
    save_record(record, path)
    assert load_record(path).hints == [(3, 0)]
    data = record.to_json()
    del data["hints"]
    assert MatchRecord.from_json(data).hints == []  # files from before hints
    for bad in ([[3]], [[3, 2]], [[-1, 0]], [["3", 0]], "x", [[True, 0]]):
        data["hints"] = bad
        with pytest.raises(RecordError):
            MatchRecord.from_json(data)


def test_older_saves_naming_heuristic_or_random_and_new_ones_naming_levels_open(
    qtbot, window, tmp_path
):
    game = get_game("dumble")
    for kinds in (["human", "bot:heuristic", "bot:random"], ["human", "bot:hard", "bot:expert"]):
        seats = [Seat(name, kind) for name, kind in zip(["Ann", "Bob", "Cid"], kinds, strict=True)]
        record = MatchRecord("dumble", seats, 7, game.resolve_options({}))
        path = tmp_path / f"{kinds[1][4:]}.tablee"
        save_record(record, path)
        assert window.open_path(str(path), ask=False)
        assert [seat.kind for seat in window.session.seats] == kinds
        info = window.table.info.toPlainText()
        expected = ("Normal", "Random moves") if "bot:heuristic" in kinds else ("Hard", "Expert")
        assert all(label in info for label in expected)
        assert "heuristic" not in info
        wait_for_turn(qtbot, window)  # the bots play


def test_a_hinted_bid_waits_in_the_bid_box(qtbot, window):
    """Double's Dread: the hint "bid 31" also puts 31 in the box, ready for Bid."""
    kinds = ["human", "bot:normal", "bot:normal", "bot:normal"]
    session = start(window, "doubles_dread", kinds, ["Ann", "Bob", "Cid", "Dee"], seed=11)
    wait_for_turn(qtbot, window)
    bids = [action for action in session.state.legal_actions() if action[0] == "bid"]
    box = window.scene.controls().bid_box
    hinted = max(bids, key=lambda action: abs(action[1] - box.value()))
    assert hinted[1] != box.value()
    window.scene.show_hint(hinted)
    assert box.value() == hinted[1]
    window.scene.show_hint(("pass",))  # another hint leaves the box alone
    assert box.value() == hinted[1]


# -- one plan for a decision of several steps -----------------------------------------------


def count_worker_requests(session, monkeypatch) -> list:
    """The requests the session sends the worker (they still reach it)."""
    sent = []
    request = session.bots.request

    def counting(bot_request):
        sent.append(bot_request)
        return request(bot_request)

    monkeypatch.setattr(session.bots, "request", counting)
    return sent


def ask(qtbot, window):
    with qtbot.waitSignal(window.session.hint_ready, timeout=20000) as signal:
        window.ask_hint()
    return signal.args[1]


def test_a_followed_hint_gives_its_plans_next_step_without_a_new_search(qtbot, window, monkeypatch):
    """Dog Eat Dog: an attack is an attacker, then a target. The hint names the
    attacker; once the player takes it and asks again, the target comes from the same
    plan at once (no second search that might change its mind, never "cancel")."""
    session = start(window, "dog_eat_dog", ["human", "bot:normal"], seed=5)
    wait_for_turn(qtbot, window)
    assert session.state.to_move == 0
    sent = count_worker_requests(session, monkeypatch)
    first = ask(qtbot, window)
    assert len(sent) == 1
    assert first.action[0] == "attacker"
    assert first.plan, "the search planned the attack's target"
    planned = first.plan[0]
    window.match.play(first.action)  # the player follows the hint
    wait_for_turn(qtbot, window)
    second = ask(qtbot, window)
    assert len(sent) == 1, "no new search: the plan answers"
    assert second.action == planned.action != ("cancel",)
    assert second.action in session.state.legal_actions()
    assert second.win_chance == planned.chance
    assert second.runner_up == planned.runner_up and second.runner_up != ("cancel",)
    assert session.record.hints == [(0, 0), (1, 0)]  # each step hinted is marked
    text = window.table.message.text()
    assert text.startswith("Hint: ") and "estimated chance to win the match" in text
    assert window.scene.hint_halo is not None  # the target glows as the attacker did
    # An undo forgets the plan: the next hint is searched again.
    assert session.undo()
    wait_for_turn(qtbot, window)
    again = ask(qtbot, window)
    assert len(sent) == 2
    # A different action than the hinted one forgets it too.
    other = next(
        action
        for action in session.state.legal_actions()
        if action[0] == "attacker" and action != again.action
    )
    window.match.play(other)
    wait_for_turn(qtbot, window)
    ask(qtbot, window)
    assert len(sent) == 3


def test_a_followed_stonehenge_bid_card_gives_the_plans_seal(qtbot, window, monkeypatch):
    kinds = ["human", "bot:normal", "bot:normal"]
    session = start(window, "stonehenge", kinds, ["Ann", "Bob", "Cid"], seed=3)
    wait_for_turn(qtbot, window)
    assert session.state.to_move == 0
    sent = count_worker_requests(session, monkeypatch)
    first = ask(qtbot, window)
    assert first.action[0] == "add" and first.plan
    window.match.play(first.action)
    wait_for_turn(qtbot, window)
    assert session.state.to_move == 0
    second = ask(qtbot, window)
    assert len(sent) == 1, "no new search: the plan answers"
    assert second.action == first.plan[0].action
    assert second.action[0] not in ("take_back",)


def test_a_hint_answered_from_the_plan_comes_from_the_event_loop(qtbot, window):
    """The session's answer from a plan is a signal like the worker's, emitted later:
    never from inside request_hint, and dropped if the player moves first."""
    session = start(window, "dog_eat_dog", ["human", "bot:normal"], seed=5)
    wait_for_turn(qtbot, window)
    first = ask(qtbot, window)
    assert first.plan
    window.match.play(first.action)
    wait_for_turn(qtbot, window)
    given = []
    session.hint_ready.connect(lambda seat, answer: given.append(answer))
    assert session.request_hint()
    assert given == [] and session.hint_pending()
    window.match.play(first.plan[0].action)  # the player does not wait for it
    assert not session.hint_pending()
    qtbot.wait(50)
    assert given == []


# -- what the figures are ---------------------------------------------------------------------


def test_the_alternative_named_reads_differently_from_the_hint(qtbot, window, monkeypatch):
    """Two actions a player cannot tell apart (Dog Eat Dog's like pyramids) are one
    choice: "Otherwise" names the next choice whose words differ, or nothing."""
    from rules_engine.ai.hint import Hint

    session = start(window)
    wait_for_turn(qtbot, window)
    legal = session.state.legal_actions()
    assert len(legal) >= 3
    words = {legal[0]: "attack with your large", legal[1]: "attack with your large"}
    words[legal[2]] = "attack with your small"
    monkeypatch.setattr(window.match.scene, "hint_words", lambda action: words[action])
    answer = Hint(legal[0], 0.33, legal[1], 0.32, 10, alternatives=((legal[2], 0.21),))
    session.hint_ready.emit(0, answer)
    text = window.table.message.text()
    assert text == (
        "Hint: attack with your large (estimated chance to win the match: 33%). "
        "Otherwise: attack with your small (21%)."
    )
    session.hint_ready.emit(0, replace(answer, alternatives=()))
    text = window.table.message.text()
    assert text == "Hint: attack with your large (estimated chance to win the match: 33%)."


def test_the_hint_says_its_figure_is_the_matchs_and_the_runner_up_an_alternative(qtbot, window):
    from desktop.shell import i18n
    from rules_engine.ai.hint import Hint

    session = start(window)
    wait_for_turn(qtbot, window)
    legal = session.state.legal_actions()
    answer = Hint(legal[0], 0.42, legal[1], 0.31, iterations=10)
    session.hint_ready.emit(0, answer)
    text = window.table.message.text()
    assert text.startswith("Hint: ")
    assert "(estimated chance to win the match: 42%). Otherwise: " in text
    assert text.endswith(" (31%).")
    assert "Next best" not in text
    session.hint_ready.emit(0, replace(answer, runner_up=None, runner_up_chance=None))
    text = window.table.message.text()
    assert text.endswith("(estimated chance to win the match: 42%).")
    assert "Otherwise" not in text
    i18n.apply_language("fr")
    session.hint_ready.emit(0, answer)
    text = window.table.message.text()
    assert text.startswith("Indice\u00a0: ")
    assert "(chance estimée de gagner la partie\u00a0: 42\u00a0%). Sinon\u00a0: " in text
    assert text.endswith(" (31\u00a0%).")
    assert "Ensuite" not in text


def test_an_alternative_that_reads_the_same_figure_is_called_about_as_good(qtbot, window):
    """Once told through the calibration, close figures often round alike: "bid 29
    (25%), otherwise bid 53 (25%)" read as a riddle. The same figure twice is said in
    words; a figure that differs is still given."""
    from desktop.shell import i18n
    from rules_engine.ai.hint import Hint

    session = start(window)
    wait_for_turn(qtbot, window)
    legal = session.state.legal_actions()
    session.hint_ready.emit(0, Hint(legal[0], 0.324, legal[1], 0.318, iterations=10))
    text = window.table.message.text()
    assert text.endswith(
        "(estimated chance to win the match: 32%). Otherwise: "
        f"{window.match.scene.hint_words(legal[1])}, about as good."
    )
    assert "(32%)" not in text
    session.hint_ready.emit(0, Hint(legal[0], 0.326, legal[1], 0.314, iterations=10))
    assert window.table.message.text().endswith(" (31%).")
    i18n.apply_language("fr")
    session.hint_ready.emit(0, Hint(legal[0], 0.324, legal[1], 0.318, iterations=10))
    text = window.table.message.text()
    assert "(chance estimée de gagner la partie\u00a0: 32\u00a0%). Sinon\u00a0: " in text
    assert text.endswith(", à peu près aussi bien.")


def test_an_estimate_near_0_or_100_never_reads_as_a_decided_match(qtbot, window):
    """An estimate that rounds to 0% or 100% reads "less than 1%" or "more than 99%":
    at eight players, behind, the hint said 0% at every turn, as if the match were lost."""
    from desktop.shell import i18n
    from rules_engine.ai.hint import Hint

    session = start(window)
    wait_for_turn(qtbot, window)
    legal = session.state.legal_actions()
    session.hint_ready.emit(0, Hint(legal[0], 0.004, legal[1], 0.0, iterations=10))
    text = window.table.message.text()
    assert "(estimated chance to win the match: less than 1%)" in text
    assert text.endswith(" (less than 1%).")
    session.hint_ready.emit(0, Hint(legal[0], 0.996, None, None, iterations=10))
    assert window.table.message.text().endswith("win the match: more than 99%).")
    session.hint_ready.emit(0, Hint(legal[0], 0.006, None, None, iterations=10))
    assert window.table.message.text().endswith("win the match: 1%).")
    i18n.apply_language("fr")
    session.hint_ready.emit(0, Hint(legal[0], 0.004, None, None, iterations=10))
    assert window.table.message.text().endswith("gagner la partie\u00a0: moins de 1\u00a0%).")


def test_a_fights_odds_say_they_are_this_fights(window):
    """Dog Eat Dog's hover figure is one fight's chance, not the match's."""
    from desktop.games.dog_eat_dog.text import chance_text
    from desktop.shell import i18n

    assert chance_text(0.4) == "Chance to win this fight: 40%"
    i18n.apply_language("fr")
    assert chance_text(0.4) == "Chance de gagner ce combat\u00a0: 40\u00a0%"


# -- hot-seat: every seat human -----------------------------------------------------------


def test_an_all_human_dumble_match_gives_hints_from_a_worker_started_on_demand(qtbot, window):
    session = start(window, "dumble", ["human", "human"], ["Ann", "Bob"], seed=5)
    curtain = window.table.curtain
    qtbot.waitUntil(lambda: not curtain.isHidden(), timeout=5000)
    assert not window.act_hint.isEnabled(), "no hint under the curtain"
    assert session.bots is not None and session.bots.worker_pid() is None  # not started yet
    qtbot.mouseClick(curtain.reveal_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert window.viewer == session.state.to_move
    assert window.act_hint.isEnabled()
    with qtbot.waitSignal(session.hint_ready, timeout=20000) as signal:
        qtbot.keyClick(window, Qt.Key.Key_H)
    seat, answer = signal.args
    assert seat == window.viewer
    assert answer.action in session.state.legal_actions()
    assert window.table.message.text().startswith("Hint: ")
    assert session.record.hints_used()[seat] == 1


def test_an_all_human_doubles_dread_match_gives_hints(qtbot, window):
    names = ["Ann", "Bob", "Cid"]
    session = start(window, "doubles_dread", ["human"] * 3, names, seed=4)
    wait_for_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.viewer == session.state.to_move, timeout=5000)
    assert window.act_hint.isEnabled()
    with qtbot.waitSignal(session.hint_ready, timeout=20000) as signal:
        window.ask_hint()
    assert signal.args[0] == session.state.to_move
    assert signal.args[1].action in session.state.legal_actions()
    # The table turns to the next player (no curtain in this game): Hint follows them.
    first = session.state.to_move
    window.match.play(signal.args[1].action)
    qtbot.waitUntil(lambda: window.viewer == session.state.to_move != first, timeout=5000)
    assert window.act_hint.isEnabled()


def test_an_all_human_match_opened_from_a_file_gives_hints(qtbot, window, tmp_path):
    session = start(window, "doubles_dread", ["human"] * 3, ["Ann", "Bob", "Cid"], seed=4)
    wait_for_turn(qtbot, window)
    path = tmp_path / "hot-seat.tablee"
    session.save_as(path)
    assert window.open_path(str(path), ask=False)
    session = window.session
    wait_for_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.viewer == session.state.to_move, timeout=5000)
    assert window.act_hint.isEnabled()
    with qtbot.waitSignal(session.hint_ready, timeout=20000):
        window.ask_hint()
