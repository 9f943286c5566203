"""The Double Action table, driven offscreen through the real window as a player
would: cards of the hand and cells of the board clicked, a black Jack's removal,
the match's end, and the curtain between four humans (partners' hands hidden too)."""

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from desktop.games import playable_games
from desktop.shell.main_window import setup_from_seats
from desktop.table.grid_board import DIMMED, LEGAL, REMOVABLE
from rules_engine.ai import Budget, make_bot
from rules_engine.core import get_game
from rules_engine.core.cards import BLACK, RANK
from tests.desktop.table_helpers import click_item, wait_for_turn

pytestmark = pytest.mark.skipif(
    "double_action" not in playable_games(), reason="Double Action's table is not on yet"
)
GAME = get_game("double_action")
NAMES = ["Claire", "Bob", "Ann", "Dan"]
GRID = GAME.grid  # the engine's board: a cell's row and column
TABLE = Path(__file__).resolve().parents[2] / "desktop" / "games" / "double_action"


def start(window, kinds, seed=3):
    window.animator.set_speed("off")
    window.start_match(setup_from_seats("double_action", kinds, NAMES[: len(kinds)], {}, seed))
    window.session.pace_ms = 0
    return window.session


def click_cell(qtbot, window, cell):
    board = window.scene.board
    point = board.mapToScene(board.cell_centre(*GRID.row_col(cell)))
    view = window.table.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def hand_item(window, card):
    item = window.scene.cards.get(("card", card))
    assert item is not None and item.role == "hand", "the card lies in the hand"
    return item


def perform(qtbot, window, action):
    """Do `action` with the mouse: a card of the hand, a cell, a series button, Pass."""
    scene = window.scene
    kind = action[0]
    if kind in ("card", "exchange"):
        item = hand_item(window, action[1])
        assert item.legal_look, "a card that may be played glows"
        click_item(qtbot, window, item)
    elif kind in ("place", "remove"):
        cell = action[1]
        expected = LEGAL if kind == "place" else REMOVABLE
        assert scene.board.cell_state(GRID.row_col(cell)) == expected
        click_cell(qtbot, window, cell)
    elif kind == "series":
        choices = [a for a in window.session.state.legal_actions() if a[0] == "series"]
        button = scene.controls_widget.choice_buttons[choices.index(action)]
        assert button.isVisible()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    else:
        button = scene.controls_widget.pass_button
        assert button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_by_clicking(qtbot, window, action):
    record = window.session.record
    before = len(record.actions)
    perform(qtbot, window, action)
    assert len(record.actions) == before + 1, f"the click did not play {action}"
    assert record.actions[-1] == action


def test_a_whole_two_player_match_against_a_bot_by_clicking(qtbot, window):
    session = start(window, ["human", f"bot:{GAME.default_bot}"])
    bot, rng = make_bot(GAME, GAME.default_bot), random.Random(2)
    scene = window.scene
    for _ in range(400):
        wait_for_turn(qtbot, window)
        if scene.summary_open() or session.state.is_over():
            break
        state = session.state
        action = bot.choose(state.observe(0), state.legal_actions(), rng, Budget(4))
        play_by_clicking(qtbot, window, action)
    qtbot.waitUntil(scene.summary_open, timeout=10000)
    end = session.state.observe(None)
    panel_text = " ".join(label.text() for label in scene.summary_widget.findChildren(QLabel))
    assert "wins the match" in panel_text or "draw" in panel_text
    for count in end["series_count"]:
        assert str(count) in panel_text
    # the board at the end: the series stand out, every other cell is dimmed
    in_series = {cell for _team, cells in end["series"] for cell in cells}
    assert in_series, "the match was won by series"
    for cell in range(GRID.side**2):
        state = scene.board.cell_state(GRID.row_col(cell))
        assert (state is None) if cell in in_series else (state == DIMMED)
    assert len(scene.board.series()) == len(end["series"])
    for cell in in_series:
        if cell in scene.chips:
            assert scene.chips[cell].locked, "a chip of a series shows its joker side"


def _black_jack_with_target(state):
    """The human's black Jack, when an opposing chip may be taken with it."""
    if state.to_move != 0 or state.observe(0)["step"] != "card":
        return None
    for card in state.observe(0)["hand"]:
        if RANK[card] == 11 and BLACK[card] and ("card", card) in state.legal_actions():
            twin = state.clone()
            twin.apply(("card", card))
            if any(action[0] == "remove" for action in twin.legal_actions()):
                return card
    return None


def test_a_black_jack_takes_an_opposing_chip_off(qtbot, window):
    session = start(window, ["human", f"bot:{GAME.default_bot}"], seed=1)  # a black Jack dealt
    bot, rng = make_bot(GAME, GAME.default_bot), random.Random(5)
    scene = window.scene
    for _ in range(300):
        wait_for_turn(qtbot, window)
        assert not session.state.is_over(), "no black Jack came with this seed"
        jack = _black_jack_with_target(session.state)
        if jack is not None:
            break
        state = session.state
        action = bot.choose(state.observe(0), state.legal_actions(), rng, Budget(4))
        if action[0] == "card" and RANK[action[1]] == 11 and BLACK[action[1]]:
            action = next(a for a in state.legal_actions() if a != action)  # keep it
        play_by_clicking(qtbot, window, action)
    play_by_clicking(qtbot, window, ("card", jack))
    wait_for_turn(qtbot, window)
    legal = session.state.legal_actions()
    removable = [action[1] for action in legal if action[0] == "remove"]
    free = [action[1] for action in legal if action[0] == "place"]
    assert removable and free, "a black Jack offers free cells and opposing chips"
    for cell in removable:
        assert scene.board.cell_state(GRID.row_col(cell)) == REMOVABLE
    for cell in free:
        assert scene.board.cell_state(GRID.row_col(cell)) == LEGAL
    target = removable[0]
    chip = scene.chips[target]
    assert chip.team == 1
    play_by_clicking(qtbot, window, ("remove", target))
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=5000)
    assert session.state.observe(None)["chips"][target] < 0
    assert target not in scene.chips or scene.chips[target] is not chip


def test_the_curtain_hides_every_hand_between_four_humans(qtbot, window):
    session = start(window, ["human"] * 4)
    scene, curtain = window.scene, window.table.curtain
    qtbot.waitUntil(lambda: scene.is_my_turn() or curtain.is_covering(), timeout=5000)
    if curtain.is_covering():
        qtbot.mouseClick(curtain.reveal_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(scene.is_my_turn, timeout=5000)
    first = scene.viewer
    hand = session.state.observe(first)["hand"]
    assert all(scene.cards.get(("card", card)) is not None for card in hand)
    bot, rng = make_bot(GAME, GAME.default_bot), random.Random(1)
    for _ in range(2):  # lay a card, then put its chip: the turn passes on
        state = session.state
        play_by_clicking(
            qtbot, window, bot.choose(state.observe(first), state.legal_actions(), rng, Budget(4))
        )
    qtbot.waitUntil(curtain.is_covering, timeout=5000)
    assert scene.private_hidden
    # behind the curtain no card of any hand shows its face, the partner's neither
    for seat in range(4):
        for card in session.state.observe(seat)["hand"]:
            item = scene.cards.get(("card", card))
            assert item is None or item.role != "hand"
    backs = [key for key in scene.cards.items if key[0] == "back"]
    assert len(backs) == session.state.observe(None)["hand_sizes"][scene.viewer]
    assert scene.controls_widget.status.text() == ""
    qtbot.mouseClick(curtain.reveal_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(scene.is_my_turn, timeout=5000)
    second = scene.viewer
    assert second == (first + 1) % 4
    shown = {key[1] for key in scene.cards.items if key[0] == "card"}
    assert set(session.state.observe(second)["hand"]) <= shown
    partner = (second + 2) % 4
    assert not set(session.state.observe(partner)["hand"]) & {
        key[1] for key, item in scene.cards.items.items() if item.role == "hand"
    }


def test_the_table_reads_the_cells_geometry_from_the_engine():
    """A cell id (row * 10 + column) is the engine's code: the table asks the game's
    grid for a cell's row and column and never decodes one itself."""
    assert GRID.side == 10 and GRID.rows == GAME.new_match(2, None, 1).observe(None)["layout"]
    for cell in range(GRID.side**2):
        row, col = GRID.row_col(cell)
        assert GRID.cell_at(row, col) == cell and GRID.face(cell) == GRID.rows[row][col]
    decoding = re.compile(r"//\s*(10|SIDE)\b|%\s*(10|SIDE)\b|divmod\(|\bSIDE\b")
    offenders = [
        f"{path.name}:{number}"
        for path in sorted(TABLE.glob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if decoding.search(line)
    ]
    assert offenders == []
