"""The `tablee` command line: clear messages and exit code 2 for mistakes, and the
screenshot and rules-export paths that installers and reviewers rely on."""

import os
import subprocess
import sys

import pytest

from desktop.shell.app import main


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "chess"], "unknown game 'chess'"),
        (["--game", "dumble", "--seats", "human"], "not 1"),
        (["--game", "dumble", "--seats", "human,wizard"], "unknown seat 'wizard'"),
        (["--game", "dumble", "--seats", "human,bot:wizard"], "unknown seat 'bot:wizard'"),
        (["--game", "dumble", "--option", "jokers=1"], "unknown option 'jokers'"),
        (["--size", "big"], "WIDTHxHEIGHT"),
        (["--lang", "de"], "invalid choice"),
        (["--seed", "5"], "go with --game"),
    ],
)
def test_bad_options_exit_2_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    assert message in capsys.readouterr().err


def run_app(*argv, tmp_path):
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        TABLEE_CONFIG_DIR=str(tmp_path / "config"),
        TABLEE_DATA_DIR=str(tmp_path / "data"),
    )
    return subprocess.run(
        [sys.executable, "-m", "desktop", *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_help_names_the_levels_the_games_and_their_options(capsys):
    from rules_engine.core import all_games

    with pytest.raises(SystemExit) as caught:
        main(["--help"])
    assert caught.value.code == 0
    shown = capsys.readouterr().out
    assert "bot:LEVEL" in shown and "easy, normal, hard, expert" in shown
    assert "Help > Keys" in shown
    for game in all_games():
        assert f"  {game.id} (" in shown
        for spec in game.options:
            assert f"    {spec.name}=" in shown and spec.clause in shown


def test_screenshot_of_a_table(tmp_path):
    shot = tmp_path / "table.png"
    result = run_app(
        "--game",
        "dumble",
        "--seats",
        "human,bot,bot:random",
        "--seed",
        "3",
        "--screenshot",
        str(shot),
        "--size",
        "1280x800",
        "--lang",
        "fr",
        tmp_path=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1280, 800)


def test_export_rules_without_a_window(tmp_path):
    pdf = tmp_path / "rules.pdf"
    result = run_app("--export-rules", str(pdf), "--lang", "fr", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and b"/FontFile" in data


def test_no_display_is_a_clear_message(tmp_path, monkeypatch):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    if not sys.platform.startswith("linux"):
        pytest.skip("only Linux desktops lack a display this way")
    env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY"}}
    env["TABLEE_CONFIG_DIR"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "desktop"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1
    assert "needs a graphical display" in result.stderr
