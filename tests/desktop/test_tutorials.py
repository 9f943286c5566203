"""Issue 25: every written lesson plays through the real engine as scripted.

A lesson (desktop/games/<id>/tutorial.py) is data: its seed deals the match, its
script names every move. This test plays the script on the engine alone and fails if
a step's expected action (or a bot's scripted move) is not legal at that moment, if a
step's clause is missing from the rule reference (seeds/, both languages), or if a rule
the issue lists for that game is never shown by a step."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from desktop.tutorial import LESSON_ORDER, has_lesson, lesson_games, lesson_module_name
from desktop.tutorial.lesson import NEXT, BotMove, Step, load_lesson
from rules_engine.core.record import MatchRecord, Seat

SEEDS = Path(__file__).resolve().parents[2] / "seeds"

# The rules issue 25 asks each lesson to show, as the steps' topics name them.
REQUIRED_TOPICS = {
    "dumble": {"first discard", "draw from discard", "run", "call", "doubled caller"},
    "doubles_dread": {"auction", "hand-out", "follow colour", "colour change", "monster"},
    "dog_eat_dog": {"attacker and target", "fight", "stack", "treehouse die", "trees at the end"},
    "double_action": {"chip", "dead card", "both jacks", "series", "reusing a chip"},
    "stonehenge": {"sealed bid", "trump", "dolmen", "lowest bid draws two", "scoring a colour"},
}

WRITTEN = lesson_games()


def clause_ids(game_id: str, lang: str) -> set[str]:
    text = (SEEDS / f"{game_id}.{lang}.md").read_text(encoding="utf-8")
    return set(re.findall(r"^### ([A-Z]+-\d+) ·", text, re.M))


def test_dumble_has_a_lesson_and_the_order_names_every_game():
    assert "dumble" in WRITTEN
    assert set(LESSON_ORDER) == set(REQUIRED_TOPICS)


def test_the_lesson_list_names_the_lesson_modules_there_are():
    """`has_lesson` reads the list (the home screen asks before its first paint): the
    list must name every lesson module, and only those."""
    games = Path(__file__).resolve().parents[2] / "desktop" / "games"
    written = {path.parent.name for path in games.glob("*/tutorial.py")}
    assert written == set(LESSON_ORDER)
    for game_id in LESSON_ORDER:
        assert importlib.util.find_spec(lesson_module_name(game_id)) is not None
    assert not has_lesson("no_such_game")


@pytest.mark.parametrize("game_id", WRITTEN)
def test_the_script_plays_through_the_engine(game_id):
    lesson = load_lesson(game_id)
    seats = [Seat("", "human" if kind == "learner" else "bot:normal") for kind in lesson.seats]
    record = MatchRecord(game_id, seats, lesson.seed, lesson.options)
    state = record.new_state()
    learner = lesson.learner
    for number, entry in enumerate(lesson.script):
        where = f"{game_id} script entry {number}"
        if isinstance(entry, Step) and entry.expect == NEXT:
            continue
        action = entry.action if isinstance(entry, BotMove) else entry.expect
        mover = state.to_move
        if isinstance(entry, BotMove):
            assert mover is not None and mover != learner, f"{where}: no bot to move"
        else:
            assert mover == learner, f"{where}: the learner is not to move"
        assert action in state.legal_actions(), f"{where}: {action!r} is not legal"
        state.apply(action)
    assert any(isinstance(entry, Step) and entry.is_action for entry in lesson.script)


@pytest.mark.parametrize("game_id", WRITTEN)
def test_every_clause_exists_in_both_languages(game_id):
    lesson = load_lesson(game_id)
    for lang in ("en", "fr"):
        known = clause_ids(game_id, lang)
        missing = {step.clause for step in lesson.steps} - known
        assert not missing, f"{game_id}: clauses {missing} are not in {game_id}.{lang}.md"


@pytest.mark.parametrize("game_id", WRITTEN)
def test_every_rule_the_issue_lists_is_shown(game_id):
    shown = {topic for step in load_lesson(game_id).steps for topic in step.topics}
    missing = REQUIRED_TOPICS[game_id] - shown
    assert not missing, f"{game_id}: the lesson never shows {sorted(missing)}"


@pytest.mark.parametrize("game_id", WRITTEN)
def test_lupdate_finds_every_step_text(game_id, tmp_path):
    """The texts are English in the data module, marked QT_TRANSLATE_NOOP("Tutorial",
    ...): pyside6-lupdate collects every one of them for the translators."""
    import subprocess
    import sys
    import xml.etree.ElementTree as ElementTree

    root = Path(__file__).resolve().parents[2]
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    target = tmp_path / "check.ts"
    source = root / "desktop" / "games" / game_id / "tutorial.py"
    subprocess.run([str(lupdate), str(source), "-ts", str(target)], check=True, capture_output=True)
    found = {
        message.findtext("source")
        for context in ElementTree.parse(target).getroot().iter("context")
        if context.findtext("name") == "Tutorial"
        for message in context.iter("message")
    }
    for step in load_lesson(game_id).steps:
        assert step.text.strip()
        assert step.text in found, f"{game_id}: lupdate misses step {step.index}"


def test_the_lessons_number_pieces_as_the_engine_does():
    """The lessons write actions as records do, without importing a game's rules:
    their numbering must stay the engine's."""
    from desktop.games.dog_eat_dog import tutorial as dogs
    from desktop.games.double_action import tutorial as action
    from desktop.games.doubles_dread import tutorial as dread
    from desktop.games.stonehenge import tutorial as henge
    from rules_engine.core.cards import card_name
    from rules_engine.games.dog_eat_dog.material import COLOUR, PER_SIZE, PIPS
    from rules_engine.games.double_action.board import cell_at, cell_name
    from rules_engine.games.doubles_dread.pawns import COLOURS, PAWNS_PER_COLOUR, make_pawn
    from rules_engine.games.stonehenge.material import FIRST_DOLMEN_CARD, number_card

    for colour in range(len(COLOURS)):
        for strength in range(1, PAWNS_PER_COLOUR + 1):
            assert dread.pawn(colour, strength) == ("play", make_pawn(colour, strength))
    for number in range(1, 31):
        for day in (False, True):
            assert henge.card(number, day) == number_card(number, day)
    assert henge.DOLMEN == FIRST_DOLMEN_CARD + 1
    for seat in range(3):
        for pips in (1, 2, 3):
            for number in range(PER_SIZE):
                made = dogs.pyramid(seat, pips, number)
                assert (COLOUR[made], PIPS[made]) == (seat, pips)
                assert made % PER_SIZE == number
    for row in range(10):
        for col in range(10):
            place = f"{'ABCDEFGHIJ'[col]}{row + 1}"
            assert action.cell(place) == cell_at(row, col)
            assert cell_name(action.cell(place)).endswith(f"({place})")
    for card in range(52):
        assert action.lay(card_name(card)) == ("card", card)
