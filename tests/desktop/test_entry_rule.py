"""Every entry point holds the records' rule (issue 26 point 1): a name or a seed given
in the new-match dialog, on the command line or in the settings is refused where it is
given, or the match started with it saves and loads back equal. And a run with nobody
in front of it (--screenshot, --export-rules) never waits on a bad file (point 4)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QValidator

from desktop.games import playable_games
from desktop.shell.app import build_parser, check_match_args, main
from desktop.shell.main_window import setup_from_seats
from desktop.shell.new_game_dialog import MatchSetup, NewGameDialog
from desktop.shell.settings import Settings
from rules_engine.core import get_game
from rules_engine.core.limits import SEED_MAX, SEED_MIN, is_valid_name
from rules_engine.core.record import MatchRecord, Seat, load_record

ISSUE_NAMES = ["Esc\x1b[31mRed", "\x85", "Ann\u2028Bob", "Tab\there", "Ne\x85l"]
ISSUE_SEEDS = ["-9223372036854775809", "18446744073709551616", "1000000000000000000000000000000"]


def saved_and_loaded(setup: MatchSetup) -> MatchRecord:
    """The record a match started from `setup` autosaves, read back from its text."""
    game = get_game(setup.game_id)
    record = MatchRecord(
        setup.game_id, setup.seats, setup.seed, game.resolve_options(setup.options)
    )
    return MatchRecord.loads(record.dumps())


def assert_loads_back(setup: MatchSetup) -> None:
    loaded = saved_and_loaded(setup)
    assert loaded.seats == setup.seats and loaded.seed == setup.seed


# -- the new-match dialog ------------------------------------------------------------------


@pytest.mark.parametrize("game_id", playable_games())
@pytest.mark.parametrize("typed", ISSUE_NAMES)
def test_the_issue_s_names_in_the_dialog_are_refused_or_load_back(qtbot, game_id, typed):
    dialog = NewGameDialog(Settings(), game_id)
    qtbot.addWidget(dialog)
    dialog.rows[1].name.setText(typed)  # pasted: a tab or an escape cannot be typed
    if typed == "\x85":
        assert dialog.problem_text() == "Every seat needs a name."
        assert not dialog.start_button.isEnabled()
        return
    assert dialog.start_button.isEnabled()
    dialog.accept()
    setup = dialog.setup()
    name = setup.seats[1].name
    assert is_valid_name(name) and name == " ".join(typed.replace("\x1b", " ").split())
    assert_loads_back(setup)


@pytest.fixture(scope="module")
def one_dialog():
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([])
    dialog = NewGameDialog(Settings(), "stonehenge")
    yield dialog
    dialog.deleteLater()


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    typed=st.text() | st.sampled_from(ISSUE_NAMES),
    seed=st.integers(min_value=-(2**100), max_value=2**100) | st.sampled_from(ISSUE_SEEDS).map(int),
)
def test_any_name_and_seed_in_the_dialog_is_refused_or_loads_back(one_dialog, typed, seed):
    dialog = one_dialog
    dialog.rows[0].name.setText(typed)
    validator = dialog.seed_edit.validator()
    if validator.validate(str(seed), 0)[0] != QValidator.State.Acceptable:
        return  # a negative or longer number cannot even be typed
    dialog.seed_edit.setText(str(seed))
    if dialog.problem_text():
        assert not dialog.start_button.isEnabled(), "refused where it is typed"
        return
    assert dialog.start_button.isEnabled()
    dialog._setup = None
    assert_loads_back(dialog.setup())


# -- the command line ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["--game", "stonehenge", "--seats", "human,bot,bot", "--seed", ISSUE_SEEDS[0]],
        ["--game", "double_action", "--seed", ISSUE_SEEDS[1]],
        ["--game", "dumble", "--seed", ISSUE_SEEDS[2]],
    ],
)
def test_the_issue_s_seeds_on_the_command_line_exit_2_with_one_line(argv, capsys):
    with pytest.raises(SystemExit) as caught:
        main([*argv, "--screenshot", "never.png"])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--seed is a whole number from" in err
    assert str(SEED_MIN) in err and str(SEED_MAX) in err


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(min_value=-(2**100), max_value=2**100))
def test_any_seed_on_the_command_line_is_refused_or_loads_back(seed):
    parser = build_parser()
    args = parser.parse_args(["--game", "stonehenge", "--seats", "human,bot,bot", f"--seed={seed}"])
    try:
        match = check_match_args(parser, args)
    except SystemExit as stop:
        assert stop.code == 2
        return
    names = ["Ann", "", ""]
    setup = setup_from_seats(match["game_id"], match["kinds"], names, match["options"], seed)
    assert_loads_back(setup)


def test_a_real_run_with_the_issue_s_seed_exits_2_at_once(tmp_path):
    from tests.desktop.test_app_cli import run_app

    done = run_app(
        "--game",
        "stonehenge",
        "--seats",
        "human,bot,bot",
        f"--seed={ISSUE_SEEDS[0]}",
        "--screenshot",
        str(tmp_path / "shot.png"),
        tmp_path=tmp_path,
    )
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert not (tmp_path / "shot.png").exists()
    assert not list((tmp_path / "data").rglob("*.tablee")), "no match was started"


# -- the settings, and the window's last guard ---------------------------------------------


def test_names_in_the_settings_file_follow_the_rule(private_folders):
    from desktop.shell.paths import config_dir

    config_dir().mkdir(parents=True, exist_ok=True)
    names = [*ISSUE_NAMES, "x" * 100]
    (config_dir() / "settings.json").write_text(json.dumps({"player_names": names}))
    loaded = Settings.load().player_names
    assert loaded == ["Esc [31mRed", "", "Ann Bob", "Tab here", "Ne l", "x" * 64]
    kinds = ["human"] + ["bot:random"] * 4
    assert_loads_back(setup_from_seats("stonehenge", kinds, loaded[:5], {}, 5))
    assert_loads_back(setup_from_seats("stonehenge", kinds, loaded[1:], {}, 5))


def test_the_window_never_starts_a_match_it_could_not_load_again(window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: said.append(args[1:]))
    kinds = ["human", "bot:random", "bot:random"]
    for seats, seed in (
        ([Seat("Tab\there"), Seat("", kinds[1]), Seat("", kinds[2])], 5),
        ([Seat("Ann"), Seat("", kinds[1]), Seat("", kinds[2])], int(ISSUE_SEEDS[1])),
    ):
        window.start_match(MatchSetup("stonehenge", seats, {}, seed))
        assert window.session is None, "refused before a table is laid or a file written"
    assert len(said) == 2 and all(title == "Cannot start this match" for title, _ in said)
    window.start_match(setup_from_seats("stonehenge", kinds, ["Tab\there", "", ""], {}, 5))
    assert window.session is not None and window.session.seats[0].name == "Tab here"


# -- non-interactive runs and bad files (point 4) ------------------------------------------


def bad_file(kind: str, tmp_path) -> str:
    if kind == "folder":
        path = tmp_path / "a folder.tablee"
        path.mkdir()
    elif kind == "device":
        return "/dev/zero"
    elif kind == "fifo":
        path = tmp_path / "pipe.tablee"
        os.mkfifo(path)
    elif kind == "missing":
        path = tmp_path / "missing.tablee"
    elif kind == "empty":
        path = tmp_path / "empty.tablee"
        path.write_bytes(b"")
    else:  # a match file cut in the middle of its actions
        from rules_engine.bench import endless_dumble_record

        path = tmp_path / "damaged.tablee"
        path.write_text(endless_dumble_record(40).dumps()[:-30])
    return str(path)


@pytest.mark.skipif(sys.platform == "win32", reason="no /dev/zero nor FIFO")
@pytest.mark.parametrize("kind", ["folder", "device", "fifo", "missing", "empty", "damaged"])
@pytest.mark.parametrize("mode", ["--screenshot", "--export-rules"])
def test_a_non_interactive_run_with_a_bad_file_exits_2_with_one_line(kind, mode, tmp_path):
    path = bad_file(kind, tmp_path)
    out = tmp_path / ("shot.png" if mode == "--screenshot" else "rules.pdf")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        TABLEE_CONFIG_DIR=str(tmp_path / "config"),
        TABLEE_DATA_DIR=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-m", "desktop", path, mode, str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,  # the bug: it waited for a person in front of a message box, forever
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("tablee: error: cannot open")
    assert not out.exists()


def test_a_good_file_still_makes_its_screenshot(tmp_path):
    from rules_engine.bench import endless_dumble_record
    from tests.desktop.test_app_cli import run_app

    path = tmp_path / "good.tablee"
    path.write_text(endless_dumble_record(30).dumps())
    assert load_record(path).actions
    done = run_app(str(path), "--screenshot", str(tmp_path / "shot.png"), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "shot.png").stat().st_size > 0
