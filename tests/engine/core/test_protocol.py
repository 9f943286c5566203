"""The protocol's promises, checked on every registered game."""

import importlib.util
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rules_engine.core import IllegalAction, OptionError, OptionSpec, all_games, get_game
from rules_engine.core.catalogue import CATALOGUE
from rules_engine.core.options import resolve_options
from rules_engine.core.registry import UnknownGame
from rules_engine.core.values import from_json, is_plain, to_json

ROOT = Path(__file__).resolve().parents[3]
GAMES = [game.id for game in all_games()]


def random_states(game, players, seed, count):
    rng = random.Random(seed)
    state = game.new_match(players, None, seed)
    states = []
    while not state.is_over() and len(states) < count:
        states.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return states


def json_round_trip(value):
    return from_json(json.loads(json.dumps(to_json(value))))


@pytest.mark.parametrize("game_id", GAMES)
def test_actions_events_observations_round_trip_through_json(game_id):
    game = get_game(game_id)
    rng = random.Random(5)
    state = game.new_match(game.min_players, None, 5)
    for event in state.setup_events:
        assert is_plain(event) and json_round_trip(event) == event
    for _ in range(400):
        if state.is_over():
            break
        for seat in range(state.num_players):
            observation = state.observe(seat)
            assert is_plain(observation)
            assert json_round_trip(observation) == observation
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        assert is_plain(action) and json_round_trip(action) == action
        for event in state.apply(action):
            assert is_plain(event) and json_round_trip(event) == event
            for seat in range(state.num_players):
                redacted = game.redact_event(event, seat)
                assert json_round_trip(redacted) == redacted


@pytest.mark.parametrize("game_id", GAMES)
def test_clone_is_independent(game_id):
    game = get_game(game_id)
    state = game.new_match(game.min_players, None, 11)
    twin = state.clone()
    before = twin.full_view()
    rng = random.Random(1)
    for _ in range(50):
        if state.is_over():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert twin.full_view() == before


@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_actions_leave_the_state_untouched(game_id):
    game = get_game(game_id)
    junk = [(), ("nonsense",), ("discard",), ("discard", (9999,)), ("take", -1), ("take", "x")]
    for state in random_states(game, game.min_players, 3, 80):
        before = state.full_view()
        for action in junk:
            with pytest.raises(IllegalAction) as caught:
                state.apply(action)
            assert re.fullmatch(rf"{game.clause_prefix}-\d+", caught.value.clause)
            assert state.full_view() == before


@pytest.mark.parametrize("game_id", GAMES)
def test_only_the_seat_to_move_has_legal_actions(game_id):
    game = get_game(game_id)
    for state in random_states(game, game.max_players, 8, 30):
        for seat in range(state.num_players):
            if seat != state.to_move:
                assert state.legal_actions(seat) == []


def test_same_seed_same_match():
    game = get_game("dumble")
    assert game.new_match(4, None, 99).full_view() == game.new_match(4, None, 99).full_view()
    assert game.new_match(4, None, 99).full_view() != game.new_match(4, None, 98).full_view()


def test_unknown_game_lists_the_known_ones():
    with pytest.raises(UnknownGame) as caught:
        get_game("chess")
    assert "dumble" in str(caught.value)


def test_bad_player_count():
    with pytest.raises(OptionError, match="not 9"):
        get_game("dumble").new_match(9)


def test_option_specs_check_their_values():
    specs = (
        OptionSpec("magic", "Magic pawns", "choice", "3-6", "DD-1", choices=("3-6", "7-8")),
        OptionSpec("goal", "Series to win", "int", 2, "DA-7", minimum=2, maximum=3),
        OptionSpec("treehouse", "Treehouse die", "bool", False, "DE-11"),
    )
    assert resolve_options(specs, None) == {"magic": "3-6", "goal": 2, "treehouse": False}
    assert resolve_options(specs, {"goal": 3})["goal"] == 3
    with pytest.raises(OptionError, match="unknown option"):
        resolve_options(specs, {"colour": 1})
    with pytest.raises(OptionError, match="one of"):
        resolve_options(specs, {"magic": "1-2"})
    with pytest.raises(OptionError, match="at most 3"):
        resolve_options(specs, {"goal": 4})
    with pytest.raises(OptionError, match="true or false"):
        resolve_options(specs, {"treehouse": "yes"})
    assert specs[2].parse("on") is True
    assert specs[1].parse("3") == 3
    with pytest.raises(OptionError):
        specs[1].parse("three")


def test_the_catalogue_lists_exactly_the_registered_games():
    """The home screen reads names from the catalogue; the rules carry the same ones."""
    assert [entry.id for entry in CATALOGUE] == GAMES
    for entry in CATALOGUE:
        game = get_game(entry.id)
        assert (game.name, game.summary) == (entry.name, entry.summary)
        assert game.__module__.startswith(entry.package + ".")


def test_the_core_loads_its_parts_on_first_use():
    code = (
        "import sys\n"
        "from rules_engine.core.errors import IllegalAction\n"
        "import rules_engine.core.catalogue\n"
        "print('rules_engine.core.protocol' in sys.modules)\n"
        "from rules_engine.core import State, get_game\n"
        "print(State.__module__, get_game('dumble').id)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.split() == ["False", "rules_engine.core.protocol", "dumble"]
    with pytest.raises(AttributeError):
        import rules_engine.core

        rules_engine.core.NoSuchThing  # noqa: B018


def test_engine_imports_no_qt_and_no_desktop():
    code = (
        "import pkgutil, importlib, sys, rules_engine\n"
        "for info in pkgutil.walk_packages(rules_engine.__path__, 'rules_engine.'):\n"
        "    importlib.import_module(info.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in {'PySide6', 'shiboken6', 'desktop'}]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == ""
    for path in (ROOT / "rules_engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+(PySide6|desktop)\b", text, re.M), path


@pytest.mark.parametrize("game_id", GAMES)
def test_every_cited_clause_exists_in_both_languages(game_id):
    game = get_game(game_id)
    # Where the catalogue says the game lives: its rules package and its seeds' folder
    # (a game kept outside the collection names its own, as tests/sixth_game/ does).
    entry = next(entry for entry in CATALOGUE if entry.id == game_id)
    package = Path(importlib.util.find_spec(entry.package).origin).parent
    seeds = Path(entry.seeds) if entry.seeds else ROOT / "seeds"
    source = "\n".join(path.read_text(encoding="utf-8") for path in package.rglob("*.py"))
    cited = set(re.findall(rf'"({game.clause_prefix}-\d+)"', source))
    assert cited
    ids = {}
    for lang in ("en", "fr"):
        text = (seeds / f"{game_id}.{lang}.md").read_text(encoding="utf-8")
        ids[lang] = re.findall(rf"^### ({game.clause_prefix}-\d+) · \S", text, re.M)
        assert len(ids[lang]) == len(set(ids[lang])), f"duplicate clause id in {lang}"
        assert cited <= set(ids[lang]), cited - set(ids[lang])
    assert ids["en"] == ids["fr"]


def test_all_games_follow_the_catalogue_whatever_was_imported_first():
    code = (
        "import rules_engine.games.double_action\n"
        "from rules_engine.core.catalogue import CATALOGUE\n"
        "from rules_engine.core import all_games\n"
        "assert [g.id for g in all_games()] == [e.id for e in CATALOGUE]\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
