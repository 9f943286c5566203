"""The history in the real application (issue 24): Game > History opened with Ctrl+H,
its list moved through with real keys, filtered from the keyboard, a match deleted
after the question is answered with a key. Skipped, with the command that installs
them, where Xvfb, xdotool or xwd are missing."""

from __future__ import annotations

import pytest

from tests.desktop.history.records import ann_against, played, write
from tests.realclient.xclient import RealApp, XServer, require_tools

FILES = [
    "20261101-100000-dumble.tablee",
    "20261102-100000-stonehenge.tablee",
    "20261103-100000-dumble.tablee",
    "20261104-100000-dog_eat_dog.tablee",
]


@pytest.fixture(scope="module")
def xserver():
    require_tools()
    server = XServer()
    yield server
    server.stop()


@pytest.fixture
def app(xserver, tmp_path):
    history = tmp_path / "run" / "data" / "history"
    history.mkdir(parents=True)
    for seed, name in enumerate(FILES):
        game = name.split("-")[2].split(".")[0]
        write(history, name, played(game, ann_against("normal"), seed + 1))
    started = RealApp(xserver, tmp_path / "run", [], "fast")
    yield started
    started.stop()


def history_shown(snapshot, **expected) -> bool:
    modal = snapshot.get("modal")
    if not modal or modal["kind"] != "HistoryDialog" or not modal["details"]:
        return False
    details = modal["details"]
    return details["reading"] == 0 and all(details[k] == v for k, v in expected.items())


def test_ctrl_h_opens_the_history_and_keys_move_in_it(app):
    app.wait(lambda s: s.get("page") == "home", "the home screen")
    app.focus()
    app.key("ctrl+h")
    shown = app.wait(lambda s: history_shown(s, rows=4, current=0), "the history, Ctrl+H")
    modal = shown["modal"]
    assert modal["details"]["file"] == FILES[-1]  # the newest first
    assert modal["focus"] == "historyTable"  # the list has the keyboard
    app.focus(modal["title"])
    app.key("Down")
    app.wait(lambda s: history_shown(s, current=1, file=FILES[2]), "one down")
    app.key("End")
    app.wait(lambda s: history_shown(s, current=3, file=FILES[0]), "the oldest (End)")
    app.key("Home")
    app.wait(lambda s: history_shown(s, current=0), "the newest (Home)")

    app.key("alt+g", "Down")  # the game filter: All games, then the first game
    filtered = app.wait(
        lambda s: history_shown(s) and s["modal"]["details"]["game"] == "dumble", "Dumble only"
    )
    assert filtered["modal"]["details"]["rows"] == 2

    app.key("Tab", "Tab", "Tab")  # the result filter, ... back to the list
    app.wait(lambda s: history_shown(s) and s["modal"]["focus"] == "historyTable", "the list")
    app.key("Delete")
    asked = app.wait(lambda s: s["modal"] and s["modal"]["kind"] == "message", "the question")
    assert "cannot be undone" in asked["modal"]["texts"][0]
    app.focus(asked["modal"]["title"])
    app.key("Return")  # No is the default: nothing is deleted
    app.wait(lambda s: history_shown(s, rows=2), "the question answered No")
    assert all((app.data / "history" / name).exists() for name in FILES)
    shown = app.wait(lambda s: history_shown(s), "the list")
    app.focus(shown["modal"]["title"])
    app.key("Delete")
    asked = app.wait(lambda s: s["modal"] and s["modal"]["kind"] == "message", "the question")
    app.focus(asked["modal"]["title"])
    app.key("alt+y")
    app.wait(lambda s: history_shown(s, rows=1), "the match deleted")
    assert not (app.data / "history" / FILES[2]).exists()

    app.key("Escape")
    app.wait(lambda s: s["modal"] is None, "the history closed (Escape)")
    app.check_alive("the history closed")
