"""The home screen tells about a match that cannot simply be resumed (issue 26 point
7, issue 23): a damaged autosave says which match and why, and the player keeps or
deletes the file; a match put aside by one started from the command line says where
it went, and opens."""

from PySide6.QtCore import Qt

from desktop.match.session import MatchSession
from desktop.shell import paths
from desktop.shell.main_window import setup_from_seats
from rules_engine.core.record import Seat, load_record


def damaged_autosave() -> bytes:
    """An autosave of Ann's Dumble against a bot, whose last move cannot be played."""
    session = MatchSession.new("dumble", [Seat("Ann"), Seat("", "bot:random")], {}, 5)
    session.close()
    path = paths.autosave_path()
    path.write_bytes(path.read_bytes() + b'["discard", 999]\n')
    return path.read_bytes()


def click(qtbot, window, key: str) -> None:
    qtbot.mouseClick(window.home.notice_banner.buttons[key], Qt.MouseButton.LeftButton)


def shown(window) -> str:
    banner = window.home.notice_banner
    return banner.heading.text() + "\n" + banner.description.text()


def test_a_damaged_autosave_says_which_match_and_why(qtbot, window):
    damaged_autosave()
    window.refresh_home()
    assert window.home.notice_banner.isVisible()
    assert not window.home.resume_banner.isVisible()
    text = shown(window)
    assert "A match could not be resumed" in text
    assert "Dumble" in text and "Ann, Bot 2" in text  # which match (Bob is unnamed)
    assert "Action 1 of the match file is not legal" in text  # why
    assert set(window.home.notice_banner.buttons) == {"keep", "delete"}


def test_keep_moves_the_file_to_the_history_folder(qtbot, window):
    content = damaged_autosave()
    window.refresh_home()
    click(qtbot, window, "keep")
    kept = list(paths.history_dir().glob("damaged-*.tablee"))
    assert len(kept) == 1 and kept[0].read_bytes() == content  # kept as it was
    assert not list(paths.autosave_path().parent.glob("damaged-*"))
    assert not window.home.notice_banner.isVisible()
    assert str(kept[0]) in window.statusBar().currentMessage()
    window.refresh_home()  # a later start: nothing more to tell
    assert not window.home.notice_banner.isVisible()


def test_delete_deletes_the_file(qtbot, window):
    damaged_autosave()
    window.refresh_home()
    aside = list(paths.autosave_path().parent.glob("damaged-*.tablee"))
    assert len(aside) == 1
    click(qtbot, window, "delete")
    assert not aside[0].exists()
    assert not list(paths.history_dir().glob("*.tablee"))
    assert not window.home.notice_banner.isVisible()


def test_a_file_that_is_not_even_json_still_gets_a_notice(qtbot, window):
    paths.autosave_path().parent.mkdir(parents=True)
    paths.autosave_path().write_bytes(b"\xff\xfe garbage")
    window.refresh_home()
    assert "A match of an unknown game" in shown(window)
    assert "This is not a Tabl" in shown(window)
    click(qtbot, window, "delete")
    assert not list(paths.autosave_path().parent.glob("damaged-*"))


def test_a_match_put_aside_from_the_command_line_is_told_and_opens(qtbot, window, monkeypatch):
    window.start_match(setup_from_seats("dumble", ["human", "human"], ["Ann", "Bob"], {}, 26))
    window.session.play(window.session.state.legal_actions()[0])
    window.go_home()
    assert window.home.resume_banner.isVisible()
    # As the command line does: no question, the interrupted match goes to the history.
    window.start_match(setup_from_seats("dumble", ["human", "bot:random"], ["Cy", ""], {}, 27))
    window.go_home()
    kept = list(paths.history_dir().glob("*-dumble-interrupted.tablee"))
    assert len(kept) == 1
    text = shown(window)
    assert "An interrupted match was put aside" in text
    assert kept[0].name in text and str(kept[0].parent) in text and "Ann, Bob" in text
    asked = []  # Cy's match is unfinished in its turn: the player is asked about it
    monkeypatch.setattr(window, "ask_about_unfinished", lambda record: asked.append(1) or "abandon")
    click(qtbot, window, "open")
    assert asked
    assert window.session is not None and window.session.record.seed == 26
    assert len(window.session.record.actions) == 1
    window.go_home()
    assert "put aside" not in shown(window) or not window.home.notice_banner.isVisible()


def test_a_put_aside_notice_can_be_dismissed(qtbot, window):
    window.start_match(setup_from_seats("dumble", ["human", "human"], ["Ann", "Bob"], {}, 26))
    window.session.play(window.session.state.legal_actions()[0])
    window.go_home()
    window.start_match(setup_from_seats("dumble", ["human", "bot:random"], ["Cy", ""], {}, 27))
    window.go_home()
    click(qtbot, window, "dismiss")
    assert not window.home.notice_banner.isVisible()
    kept = list(paths.history_dir().glob("*-dumble-interrupted.tablee"))
    assert load_record(kept[0]).seed == 26  # the match itself stays in the history
    window.refresh_home()
    assert not window.home.notice_banner.isVisible()
