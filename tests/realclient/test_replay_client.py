"""A replay in the real application (issue 24): opened from Game > Open a replay…,
stepped with real keys, then played on from a position with the Play on button.
Skipped, with the command that installs them, where Xvfb, xdotool or xwd are missing."""

from __future__ import annotations

import pytest

from rules_engine.core.record import load_record, save_record
from tests.desktop.history.helpers import bot_match
from tests.realclient.xclient import RealApp, XServer, require_tools


@pytest.fixture(scope="module")
def xserver():
    require_tools()
    server = XServer()
    yield server
    server.stop()


@pytest.fixture
def app(xserver, tmp_path):
    started = RealApp(xserver, tmp_path / "run", [], "fast")
    yield started
    started.stop()


def test_open_a_replay_step_it_with_keys_and_play_on(app, tmp_path):
    record = bot_match("dumble", ["human", "bot:easy", "bot:easy"], seed=7)
    history = app.data / "history"
    history.mkdir(parents=True, exist_ok=True)
    path = history / "20261125-100000-dumble.tablee"
    save_record(record, path)
    app.wait(lambda s: s.get("page") == "home", "the home screen")

    app.focus()
    app.key("alt+g", "r")  # Game > Open a replay…
    dialog = app.wait(lambda s: s["modal"] and s["modal"]["fields"], "the file dialog")
    app.focus(dialog["modal"]["title"])
    app.type(str(path))
    app.key("Return")
    shown = app.wait(
        lambda s: s["page"] == "table" and s["match"] and s["modal"] is None, "the replay"
    )
    assert shown["match"]["actions"] == 0 and "replayPlayOn" in shown["controls"]

    app.point_at_table()
    app.key("Right")
    app.wait(lambda s: s["match"]["actions"] == 1, "one step forward (Right)")
    app.key("End")
    end = app.wait(lambda s: s["match"]["actions"] == len(record.actions), "the end (End)")
    assert end["match"]["over"]
    app.key("Left")
    app.wait(lambda s: s["match"]["actions"] == len(record.actions) - 1, "one back (Left)")
    app.key("Home")
    app.wait(lambda s: s["match"]["actions"] == 0, "the deal (Home)")
    app.key("Right", "Right", "Right", "Right")
    at = app.wait(lambda s: s["match"]["actions"] == 4, "four steps")
    app.key("space")
    app.wait(lambda s: s["match"]["actions"] > 4, "playing at the bots' pace (Space)")
    app.key("space")
    paused = app.wait_settled("the pause")["match"]["actions"]
    app.key("Home")
    app.key(*["Right"] * 4)
    at = app.wait(lambda s: s["match"]["actions"] == 4, "back at action 4")
    assert paused > 4

    app.click(at["controls"]["replayPlayOn"]["at"])
    dialog = app.wait(
        lambda s: s["modal"] and s["modal"]["kind"] == "PlayOnDialog", "the play-on dialog"
    )
    app.focus(dialog["modal"]["title"])
    app.key("Return")
    app.wait(lambda s: s["modal"] is None and s["match"] is not None, "the new match")
    autosave = app.data / "autosave" / "current.tablee"
    app.wait(lambda s: autosave.exists(), "the new match's autosave")
    forked = load_record(autosave)
    assert forked.forked_from.file == path.name and forked.forked_from.action == 4
    assert forked.actions[:4] == record.actions[:4]
    # Played on: the bots move, or the human does with the keys (discard, draw).
    state = forked.replay()
    if state.to_move == 0:
        app.wait_settled("the human's turn", to_move=0)
        app.point_at_table()
        app.key("Right", "space", "ctrl+Return")
    app.wait(lambda s: s["match"]["actions"] > 4, "the match played on")
    app.check_alive("the match played on")
