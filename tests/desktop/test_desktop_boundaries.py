"""The desktop draws what the engine says: no module under desktop/ imports a game's
rules, reads public facts from a seat's view (`observe(0)`), or keeps a second list
of games; and every game with a table has the package the registry expects."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from desktop.games import has_own_table, picture_module, playable_games, scene_module
from rules_engine.core.catalogue import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = sorted((ROOT / "desktop").rglob("*.py"))


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_desktop_module_imports_a_games_rules():
    offenders = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in DESKTOP
        for name in imported_modules(path)
        if name == "rules_engine.games" or name.startswith("rules_engine.games.")
    ]
    assert offenders == []


def test_no_desktop_module_reads_a_seats_view_for_public_facts():
    """`observe(None)` is the public view; `observe(0)` would be seat 0's cards."""
    pattern = re.compile(r"\.observe\(\s*0\s*\)")
    offenders = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in DESKTOP
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert offenders == []


def test_the_scans_would_see_an_offender(tmp_path):
    """The two scans above are not blind: they catch what they look for."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from rules_engine.games.dumble.scoring import hand_value\nx = state.observe(0)['totals']\n"
    )
    assert "rules_engine.games.dumble.scoring" in imported_modules(sample)
    assert re.search(r"\.observe\(\s*0\s*\)", sample.read_text())


def test_playable_games_follow_the_catalogue_and_the_packages():
    catalogue = [entry.id for entry in CATALOGUE]
    packages = [
        entry.id
        for entry in CATALOGUE
        if (ROOT / "desktop" / "games" / entry.id / "scene.py").exists()
        and (ROOT / "desktop" / "games" / entry.id / "__init__.py").exists()
    ]
    # Every catalogued game is playable (at its own table, else at the plain one); its
    # own table is the one whose package is complete.
    assert playable_games() == catalogue
    assert [game_id for game_id in catalogue if has_own_table(game_id)] == packages
    assert {"dumble", "doubles_dread"} <= set(packages)


def test_a_catalogued_game_without_a_table_is_seated_at_the_plain_table(monkeypatch):
    """Listing a game in the catalogue is enough to play it: until its own table exists
    (desktop/games/<id>/), it gets the kit's plain one."""
    from dataclasses import replace

    from rules_engine.core import catalogue

    ghost = replace(catalogue.entry("dumble"), id="ghost_game", name="Ghost", package="nowhere")
    monkeypatch.setattr("desktop.games.CATALOGUE", (*catalogue.CATALOGUE, ghost))
    assert "ghost_game" in playable_games() and not has_own_table("ghost_game")
    assert scene_module("ghost_game").__name__ == "desktop.table.plain"
    assert picture_module("ghost_game").__name__ == "desktop.table.plain_picture"
    with pytest.raises(KeyError):
        scene_module("not_in_the_catalogue")


@pytest.mark.parametrize("game_id", playable_games())
def test_each_playable_game_has_a_scene_and_a_light_picture(game_id):
    assert hasattr(scene_module(game_id), "Scene")
    picture = picture_module(game_id)
    assert callable(picture.picture)
    if has_own_table(game_id):
        init = ROOT / "desktop" / "games" / game_id / "__init__.py"
        assert imported_modules(init) == set(), "finding a game must not load its table"


def test_the_window_reads_scores_only_from_the_declared_scoreboard():
    """Outside a game's own package nothing picks a game's keys out of an observation."""
    keys = ("history", "totals", "out", "totals_history", "out_round")
    pattern = re.compile(r"""(\[|\.get\()\s*["'](""" + "|".join(keys) + r""")["']""")
    offenders = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in DESKTOP
        if "games" not in path.relative_to(ROOT / "desktop").parts
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert offenders == []
    assert pattern.search('rounds = observation.get("history", ())')


def test_a_table_still_being_built_is_not_used(monkeypatch):
    """A package whose scene is not written yet is not used: its game is played at the
    plain table meanwhile."""
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util,
        "find_spec",
        lambda name, *args: None if name == "desktop.games.dumble.scene" else real(name, *args),
    )
    assert not has_own_table("dumble") and has_own_table("doubles_dread")
    assert scene_module("dumble").__name__ == "desktop.table.plain"
    assert "dumble" in playable_games()


def test_a_table_without_its_init_is_not_used(tmp_path, monkeypatch):
    """Modules of a table being built may be committed before its `__init__`: a folder
    without it is only a namespace package, and the game keeps the plain table."""
    import sys

    import desktop.games as games

    folder = tmp_path / "desktop" / "games" / "stonehenge"
    folder.mkdir(parents=True)
    (folder / "scene.py").write_text("Scene = None\n")
    monkeypatch.setattr(games, "__path__", [str(tmp_path / "desktop" / "games")])
    monkeypatch.delitem(sys.modules, "desktop.games.stonehenge", raising=False)
    assert not has_own_table("stonehenge")
    (folder / "__init__.py").write_text('"""A table."""\n')
    monkeypatch.delitem(sys.modules, "desktop.games.stonehenge", raising=False)
    assert has_own_table("stonehenge")
    monkeypatch.delitem(sys.modules, "desktop.games.stonehenge", raising=False)


def test_the_bot_worker_process_loads_no_qt():
    """The worker process unpickles its entry point and the requests from
    `bot_process`: loading Qt there would double what every worker costs to start."""
    import subprocess
    import sys

    code = (
        "import sys, desktop.match.bot_process as worker, rules_engine.ai, rules_engine.core;"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert result.stdout.strip() == "[]"
    assert "PySide6" not in {
        name.split(".")[0] for name in imported_modules(ROOT / "desktop/match/bot_process.py")
    }


def test_workers_fork_from_a_server_from_the_sources_and_start_afresh_when_frozen(monkeypatch):
    """From its sources on Linux the app forks its bots' workers from a server that has
    loaded the engine (and the catalogue's games, never one declared at run time: a
    preload that fails ends the server); a frozen installer starts each afresh, as its
    start-up hook expects. Either way the test switches go with each worker's start."""
    import sys

    from desktop.match import bot_process
    from rules_engine.core.catalogue import CATALOGUE

    context = bot_process.worker_context()
    assert context.get_start_method() == "forkserver"
    from multiprocessing import forkserver

    preload = forkserver._forkserver._preload_modules  # what the server imports once
    assert {entry.package for entry in CATALOGUE} <= set(preload)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert bot_process.worker_context().get_start_method() == "spawn"
    monkeypatch.setenv(bot_process.FAULTS_ENV, "/somewhere")
    monkeypatch.delenv(bot_process.QUICK_SEARCH_ENV, raising=False)
    assert bot_process.worker_switches() == {bot_process.FAULTS_ENV: "/somewhere"}
