"""The Double's Dread table, driven offscreen through the real window as a player
would: the bid box and its buttons, boats and pawns clicked on the table, the
round's summary, hot-seat without a curtain, undo, save and open."""

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.games.doubles_dread.geometry import mooring_map
from desktop.games.doubles_dread.reducer import fold, picture_of
from desktop.games.doubles_dread.text import describe_event, explain_round, pawn_text
from desktop.shell.main_window import setup_from_seats
from rules_engine.ai import Budget, make_bot
from rules_engine.core import get_game
from tests.desktop.table_helpers import click_item, wait_for_turn

GAME = get_game("doubles_dread")
BOT = f"bot:{GAME.default_bot}"
NAMES = ["Claire", "Bob", "Ann", "Dan"]


def start(window, kinds, seed=7, options=None):
    window.start_match(setup_from_seats("doubles_dread", kinds, NAMES[: len(kinds)], options, seed))
    window.session.pace_ms = 0
    return window.session


def perform(qtbot, window, action):
    """Do `action` with the mouse, on the real controls and items."""
    scene = window.scene
    controls = scene.controls_widget
    kind = action[0]
    if kind == "bid":
        controls.bid_box.setValue(action[1])
        qtbot.mouseClick(controls.bid_button, Qt.MouseButton.LeftButton)
    elif kind == "pass":
        qtbot.mouseClick(controls.pass_button, Qt.MouseButton.LeftButton)
    elif kind == "side":
        button = controls.west_north_button if action[1] == "WN" else controls.north_east_button
        assert button.isVisible() and button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    elif kind in ("boat", "lead"):
        click_item(qtbot, window, scene.boat_items[action[1]])
    else:
        item = scene.pawn_items[("pawn", action[1])]
        assert item.legal_look, "a legal pawn glows"
        click_item(qtbot, window, item)


def play_by_clicking(qtbot, window, action):
    session = window.session
    before = len(session.record.actions)
    perform(qtbot, window, action)
    assert len(session.record.actions) == before + 1, f"the click did not play {action}"
    assert session.record.actions[-1] == action
    if session.waiting_for_human() and not window.scene.summary_open():
        # hot-seat: the table turns to the next human on the next turn of the event loop
        qtbot.waitUntil(window.scene.is_my_turn, timeout=5000)


def test_bid_raise_and_pass_through_the_controls(qtbot, window):
    session = start(window, ["human", "human", "human"], seed=3)
    assert not window.table.curtain.isVisible(), "everything is public: no curtain"
    controls = window.scene.controls_widget
    opener = session.state.to_move
    assert controls.bid_box.isVisible() and controls.bid_button.isEnabled()
    assert not controls.pass_button.isEnabled(), "the opener may not pass"
    assert controls.bid_box.minimum() == 33
    play_by_clicking(qtbot, window, ("bid", 35))
    assert session.state.to_move != opener and controls.bid_box.minimum() == 36
    assert controls.pass_button.isEnabled()
    play_by_clicking(qtbot, window, ("pass",))
    controls.bid_box.setValue(38)
    qtbot.keyClick(controls.bid_box, Qt.Key.Key_Return)  # Enter bids
    assert session.record.actions[-1] == ("bid", 38)
    assert f"{NAMES[(opener + 1) % 3]} passes." in window.table.log.toPlainText()
    plate = window.scene.plates[(opener + 1) % 3]
    assert "passed" in plate.content.line


def test_south_hands_out_the_boats_by_clicking_them(qtbot, window):
    session = start(window, ["human"] * 4, seed=4)
    south = session.state.to_move
    play_by_clicking(qtbot, window, ("bid", 27))
    for _ in range(3):
        play_by_clicking(qtbot, window, ("pass",))
    obs = session.state.observe(south)
    assert obs["phase"] == "distribute" and obs["south"] == south
    scene = window.scene
    assert "South" in scene.controls_widget.status.text()
    play_by_clicking(qtbot, window, ("boat", 3))  # South
    play_by_clicking(qtbot, window, ("boat", 0))  # South's second boat
    assert session.state.observe(None)["next_place"]["place"] == "side"
    assert not scene.boat_items[1].legal_look, "the side is chosen first"
    play_by_clicking(qtbot, window, ("side", "NE"))
    status = scene.controls_widget.status.text()
    assert f"give to West ({NAMES[(south + 1) % 4]})" in status, "the engine names who plays it"
    play_by_clicking(qtbot, window, ("boat", 4))  # West
    assert f"give to North ({NAMES[(south + 2) % 4]})" in scene.controls_widget.status.text()
    play_by_clicking(qtbot, window, ("boat", 1))  # North: boat 2 goes East
    obs = session.state.observe(0)
    assert obs["positions"] == ("X", "N", "E", "S", "W") and obs["side"] == "NE"
    assert obs["phase"] == "lead"
    where = mooring_map(picture_of(obs))
    assert where == {3: "S", 0: "TR", 4: "W", 1: "TL", 2: "E"}
    for boat, item in scene.boat_items.items():
        assert item.legal_look, "any boat may be named to lead"
        assert scene.tags[boat].text == NAMES[obs["controllers"][boat]]
    assert abs(scene.boat_items[4].rotation() - -90) < 0.01  # West's bow points north


def test_a_whole_round_against_bots_by_clicking(qtbot, window):
    session = start(window, ["human", BOT, BOT], seed=11)
    bot, rng = make_bot(GAME, GAME.default_bot), random.Random(2)
    kinds = set()
    for _ in range(80):
        wait_for_turn(qtbot, window)
        if window.scene.summary_open():
            break
        obs = session.state.observe(0)
        legal = session.state.legal_actions()
        action = bot.choose(obs, legal, rng, Budget(samples=4))
        if obs["phase"] == "bid" and obs["auction"]["current"] is None:
            action = ("bid", 40)  # the human opens high, to become South now and then
        play_by_clicking(qtbot, window, action)
        kinds.add(action[0])
    scene = window.scene
    assert scene.summary_open(), "the round never ended"
    assert {"bid", "play"} <= kinds
    assert session.state.round == 2
    log = window.table.log.toPlainText()
    assert "Round 1 is over" in log and "wins trick 8" in log
    text = scene.summary_widget.findChild(object, "summaryTitle").text()
    assert text == "End of round 1"
    piles = [item for item in scene.pawn_items.values() if item.role == "pile"]
    assert len(piles) == 32, "every pawn lies in a pile while the summary is up"
    next_button = scene.summary_widget.findChild(object, "nextRoundButton")
    qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    # The click is handled first; the summary leaves on the next turn of the event loop.
    qtbot.waitUntil(lambda: not scene.summary_open(), timeout=2000)
    in_boats = [item for item in scene.pawn_items.values() if item.role == "boat"]
    assert len(in_boats) == 32, "the new deal is in the boats"


def _reach_play(qtbot, window, session):
    """Two humans: the opener bids, the other passes, South keeps boats 0 and 1."""
    play_by_clicking(qtbot, window, ("bid", 33))
    play_by_clicking(qtbot, window, ("pass",))
    for boat in (0, 1, 2):
        play_by_clicking(qtbot, window, ("boat", boat))
    play_by_clicking(qtbot, window, ("lead", 0))


def test_a_pawn_of_the_wrong_colour_is_explained_with_its_clause(qtbot, window):
    session = start(window, ["human", "human"], seed=5)
    _reach_play(qtbot, window, session)
    scene = window.scene
    for _ in range(40):
        obs = session.state.observe(0)
        boat = obs["boats"][obs["boat_to_play"]]
        asked = obs["asked"]
        wrong = [p for p in boat if asked is not None and p // 8 != asked]
        if wrong and any(p // 8 == asked for p in boat):
            before = list(session.record.actions)
            item = scene.pawn_items[("pawn", wrong[0])]
            assert item.dimmed and not item.legal_look
            click_item(qtbot, window, item)
            assert session.record.actions == before, "an illegal pawn is not played"
            message = window.table.message.text()
            assert "clause:DD-9" in message and "asked colour" in message
            return
        play_by_clicking(qtbot, window, ("play", session.state.legal_actions()[0][1]))
        if session.state.observe(0)["phase"] == "lead":
            play_by_clicking(qtbot, window, session.state.legal_actions()[0])
    pytest.fail("no boat ever had to follow")


def test_hot_seat_shows_no_curtain_and_follows_the_player_to_move(qtbot, window):
    session = start(window, ["human", "human"], seed=2)
    first = session.state.to_move
    assert window.scene.viewer == first and not window.table.curtain.isVisible()
    play_by_clicking(qtbot, window, ("bid", 40))
    QApplication.processEvents()
    qtbot.waitUntil(lambda: window.scene.viewer == session.state.to_move, timeout=3000)
    assert not window.table.curtain.isVisible() and not window.scene.private_hidden
    assert window.scene.is_my_turn()
    assert NAMES[session.state.to_move] in window.scene.controls_widget.status.text()


def test_keyboard_picks_a_legal_pawn_and_plays_it(qtbot, window):
    session = start(window, ["human", "human"], seed=6)
    _reach_play(qtbot, window, session)
    scene, view = window.scene, window.table.view
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Right)
    focused = scene.focusItem()
    assert focused is not None and focused.legal_look
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Space)
    assert session.record.actions[-1] == ("play", focused.key[1])


def test_undo_takes_back_a_pawn_played(qtbot, window):
    session = start(window, ["human", "human"], seed=6)
    _reach_play(qtbot, window, session)
    scene = window.scene
    assert "(trick 1 of 8)" in scene.controls_widget.status.text()
    pawn = session.state.legal_actions()[0][1]
    play_by_clicking(qtbot, window, ("play", pawn))
    assert scene.pawn_items[("pawn", pawn)].role == "trick"
    assert window.act_undo.isEnabled(), "nothing is hidden: undo is allowed"
    window.act_undo.trigger()
    assert session.record.actions[-1] == ("lead", 0)
    assert scene.pawn_items[("pawn", pawn)].role == "boat"
    assert scene.pawn_items[("pawn", pawn)].legal_look
    window.act_redo.trigger()
    assert session.record.actions[-1] == ("play", pawn)


def test_save_and_open_again(qtbot, window, tmp_path):
    session = start(window, ["human", BOT, BOT], seed=9)
    bot, rng = make_bot(GAME, GAME.default_bot), random.Random(4)
    for _ in range(5):
        wait_for_turn(qtbot, window)
        obs = session.state.observe(0)
        play_by_clicking(
            qtbot, window, bot.choose(obs, session.state.legal_actions(), rng, Budget(samples=4))
        )
    qtbot.waitUntil(lambda: not session.bots.busy(), timeout=20000)
    path = tmp_path / "dread.tablee"
    session.save_as(path)
    expected = session.state.full_view()
    assert window.open_path(str(path))
    assert window.session.state.full_view() == expected
    scene = window.scene
    assert len(scene.boat_items) == 4
    shown = {key[1] for key in scene.pawn_items if key[0] == "pawn"}
    assert shown == set(range(32))


def test_every_size_keeps_the_table_inside(qtbot, window):
    start(window, ["human", BOT, BOT, BOT], seed=1)
    for width, height in ((1024, 700), (1920, 1080), (3840, 2160)):
        window.resize(width, height)
        QApplication.processEvents()
        scene = window.scene
        rect = scene.sceneRect()
        items = [*scene.pawn_items.values(), *scene.boat_items.values(), *scene.plates.values()]
        for item in items:
            assert rect.contains(item.sceneBoundingRect().center()), (width, height)
        plates = [plate.sceneBoundingRect() for plate in scene.plates.values()]
        for boat in scene.boat_items.values():
            hull = boat.mapRectToScene(boat.hull().boundingRect())
            assert not any(hull.intersects(plate.adjusted(4, 4, -4, -4)) for plate in plates)


def test_words_for_the_log_and_the_round(qtbot):
    names = ["Claire", "Bob", "Ann"]
    positions = ["S", "W", "N", "E"]
    change = {
        "type": "play",
        "boat": 3,
        "seat": 2,
        "pawn": 12,
        "effect": "change",
        "swallowed": (4, 1),
        "asked": 1,
    }
    text = describe_event(change, names, positions)
    assert text == (
        "Ann plays blue 5 from East: the colour changes to blue and the monster "
        "swallows red 2, red 5."
    )
    assert pawn_text(15) == "blue Chief"
    failed = {
        "type": "round_end",
        "round": 1,
        "south": 0,
        "bid": 42,
        "made": False,
        "points": (36, 12, 16),
        "scores": (0, 54, 58),
        "totals": (0, 54, 58),
        "monster": (3,),
        "taker": 1,
    }
    lines = explain_round(failed, names)
    assert "Bob won the last trick" in lines[0]
    assert "short of the bid of 42" in lines[1]
    assert lines[2:] == ["Bob: 12 + 42 = 54.", "Ann: 16 + 42 = 58."]


def test_fold_files_the_pawns_where_the_events_say(qtbot):
    state = GAME.new_match(3, None, 5)
    view = picture_of(state.observe(0))
    for action in (("bid", 33), ("pass",), ("pass",), ("boat", 0), ("boat", 1), ("boat", 2)):
        state.apply(action)
    state.apply(("lead", 0))
    view = picture_of(state.observe(0))
    done = False
    while not done:
        for event in state.apply(state.legal_actions()[-1]):
            view = fold(view, event)
            done = done or event["type"] == "trick_won"
    real = state.observe(0)
    assert [sorted(boat) for boat in view["boats"]] == [sorted(boat) for boat in real["boats"]]
    assert sorted(map(sorted, view["taken"])) == sorted(map(sorted, real["taken"]))
    assert sorted(view["swallowed"]) == sorted(real["swallowed"])
    assert view["points"] == list(real["points"])


def test_fold_copies_the_counts_the_engine_gives(qtbot):
    """A trick's points and a round's revealed pawns come from the events as the
    engine counted them: the table adds up nothing, even over a stale picture."""
    view = {"taken": [[], [5], []], "points": [9, 9, 9], "swallowed": [2], "face_down": 2}
    won = {"type": "trick_won", "seat": 1, "pawns": (7, 8), "points": 3}
    after = fold(view, {**won, "round_points": (0, 4, 0)})
    assert after["points"] == [0, 4, 0] and after["taken"] == [[], [5, 7, 8], []]
    end = {
        "type": "round_end",
        "monster": (2, 30, 31),
        "revealed": (30, 31),
        "taker": 2,
        "points": (0, 4, 60),
        "totals": (0, 4, 60),
    }
    after = fold(after, end)
    assert after["revealed"] == [30, 31] and after["taken"][2] == [2, 30, 31]
    assert after["points"] == [0, 4, 60] and after["swallowed"] == [] and not after["face_down"]


def test_the_table_reads_rules_only_through_the_engine_protocol():
    """No module of the table imports the rules package or reads a seat's view for
    public facts: the observation, `legal_actions` and the Game's data are enough."""
    package = Path(__file__).resolve().parents[2] / "desktop" / "games" / "doubles_dread"
    sources = {path.name: path.read_text(encoding="utf-8") for path in package.glob("*.py")}
    assert "scene.py" in sources and "text.py" in sources
    for name, source in sources.items():
        assert "rules_engine.games" not in source, name
        assert "observe(0)" not in source, name


def test_a_pawn_clicked_while_boats_are_handed_out_stands_for_its_boat(qtbot, window):
    session = start(window, ["human", "human"], seed=5)
    play_by_clicking(qtbot, window, ("bid", 33))
    play_by_clicking(qtbot, window, ("pass",))
    boat = session.state.observe(None)["boats"][2]
    item = window.scene.pawn_items[("pawn", boat[0])]
    assert item.isEnabled() and not item.legal_look, "it is the boat that is chosen"
    click_item(qtbot, window, item)
    assert session.record.actions[-1] == ("boat", 2)


def test_fold_files_swallowed_pawns_from_the_event_alone(qtbot):
    """A change swallows the monster's face-up pawns and leaves the new one up; a
    discard swallows the pawn played; nothing of it is worked out from the rules."""
    view = {
        "boats": [[12], [3]],
        "monster_face_up": [(0, 4), (1, 1)],
        "swallowed": [9],
        "asked": 0,
    }
    change = {"type": "play", "boat": 0, "pawn": 12, "swallowed": (4, 1), "asked": 1}
    after = fold(view, change)
    assert after["monster_face_up"] == [(0, 12)] and after["swallowed"] == [9, 4, 1]
    assert after["boats"] == [[], [3]] and after["asked"] == 1
    discard = {"type": "play", "boat": 1, "pawn": 3, "swallowed": (3,), "asked": 1}
    after = fold(after, discard)
    assert after["monster_face_up"] == [(0, 12)] and after["swallowed"] == [9, 4, 1, 3]
    assert view["swallowed"] == [9], "the earlier picture is left as it was"


def test_a_finished_trick_stays_longer_and_last_trick_shows_it_again(qtbot, window):
    from desktop.shell.main_window import setup_from_seats as seats_setup

    kinds = ["human", "bot:normal", "bot:normal", "bot:normal"]
    window.start_match(seats_setup("doubles_dread", kinds, ["Ann", "Bob", "Cid", "Dan"], {}, 5))
    scene, session = window.scene, window.session
    button = scene.controls_widget.last_trick_button
    assert not button.isEnabled()
    scene.show_last_trick()
    assert window.table.message.text() == "No trick taken yet this round."
    assert button.shortcut().toString() == "L"
    session.pace_ms = 650
    assert scene.trick_pause_ms() >= 1300  # at normal bot speed a trick stays 1.3 s
    session.pace_ms = 0
    from rules_engine.ai import Budget, make_bot

    bot, rng = make_bot(session.game, "normal"), __import__("random").Random(3)
    for _ in range(400):

        def ready():
            mine = session.waiting_for_human() and not window.animator.busy()
            return scene.last_trick is not None or mine or scene.summary_open()

        qtbot.waitUntil(ready, timeout=20000)
        if scene.last_trick is not None or scene.summary_open():
            break
        if session.waiting_for_human() and not window.animator.busy():
            state = session.state
            window.match.play(
                bot.choose(state.observe(0), state.legal_actions(), rng, Budget(samples=2))
            )
    assert scene.last_trick is not None and button.isEnabled()
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=20000)
    button.click()
    text = window.table.message.text()
    assert text.startswith(f"Last trick ({scene.last_trick['trick']}): ")
    assert "took it with" in text


def test_each_plate_and_its_boats_pennants_share_the_seats_colour(qtbot, window):
    import random

    from PySide6.QtGui import QColor

    from desktop.shell.main_window import setup_from_seats as seats_setup
    from desktop.table.theme import seat_colour
    from rules_engine.ai import Budget, make_bot

    kinds = ["human", "bot:normal", "bot:normal", "bot:normal"]
    window.start_match(seats_setup("doubles_dread", kinds, ["Ann", "Bob", "Cid", "Dan"], {}, 7))
    scene, session = window.scene, window.session
    session.pace_ms = 0
    bot, rng = make_bot(session.game, "normal"), random.Random(2)
    for _ in range(200):
        qtbot.waitUntil(
            lambda: (
                scene.public()["phase"] == "play"
                or (session.waiting_for_human() and not window.animator.busy())
            ),
            timeout=20000,
        )
        if scene.public()["phase"] == "play":
            break
        state = session.state
        window.match.play(
            bot.choose(state.observe(0), state.legal_actions(), rng, Budget(samples=2))
        )
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=20000)
    view = scene.public()
    assert view["phase"] == "play"
    for seat, plate in scene.plates.items():
        assert plate.colour == QColor(seat_colour(seat))
    for boat, controller in enumerate(view["controllers"]):
        if controller is not None:
            assert scene.tags[boat].frame == QColor(seat_colour(controller))
