"""Double Action's table as a player saw it in issue 23: the prompt follows the engine's
legal actions, a match of one against one names its winner, the seats' plates and the
hand never overlap, the board grows with the table, a chip leaves its card's index
readable and the last chip laid or taken is marked."""

import pytest
from PySide6.QtCore import QRectF

from desktop.games.double_action.layout import Geometry
from desktop.games.double_action.text import describe_event, status_text
from desktop.shell.main_window import setup_from_seats
from rules_engine.core import get_game
from rules_engine.core.cards import BLACK, RANK

GAME = get_game("double_action")
# The table's size in a window of 1024 x 700, 1280 x 800 and 1920 x 1080, and more.
SIZES = [(780, 588), (1018, 690), (1520, 947), (1024, 700), (1920, 1080)]


def _target_step(black_jack: bool):
    """A state at the "target" step, after laying a black Jack or a plain card."""
    for seed in range(1, 200):
        state = GAME.new_match(2, None, seed)
        for card in state.observe(state.to_move)["hand"]:
            jack = RANK[card] == 11 and BLACK[card]
            if jack == black_jack and ("card", card) in state.legal_actions():
                state.apply(("card", card))
                return state
    raise AssertionError("no deal gave the wanted card")


def test_the_prompt_names_the_black_jack_only_when_one_was_laid():
    for black_jack in (False, True):
        state = _target_step(black_jack)
        obs = state.observe(state.to_move)
        legal = state.legal_actions()
        text = status_text(obs, ["Ann", "Bob"], True, False, legal)
        assert ("black Jack" in text) == any(a[0] == "remove" for a in legal), text
    plain = _target_step(False)
    text = status_text(plain.observe(plain.to_move), ["Ann", "Bob"], True, False, [])
    assert "black Jack" not in text


def test_a_one_against_one_match_names_its_winner():
    event = {"type": "match_end", "winner": 1, "reason": "goal", "series": (0, 2)}
    assert describe_event(event, ["Ann", "Bob"], 0, None) == "Bob wins the match!"
    # with partners the side is a team
    assert describe_event(event, ["Ann", "Bob", "Cy", "Dee"], 0, None) == "Team 2 wins the match!"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 6, 8])
def test_plates_and_hand_never_overlap(size, seats):
    geo = Geometry(*size, others=seats - 1)
    hand = 8 if seats == 2 else 6  # DA-3
    others = [geo.plate_rect(index) for index in range(seats - 1)]
    mine = geo.viewer_plate_rect()
    plates = [*others, mine]
    for first in range(len(plates)):
        for second in range(first + 1, len(plates)):
            assert not plates[first].intersects(plates[second]), (first, second)
    half_w, half_h = geo.card_width / 2, geo.card_height / 2
    for pos in geo.hand_positions(hand):
        card = QRectF(pos.x() - half_w, pos.y() - half_h, geo.card_width, geo.card_height)
        assert not card.intersects(mine), "the hand covers the player's plate"
        assert card.right() <= geo.width and card.bottom() <= geo.height
    board = QRectF(
        geo.board_centre.x() - geo.board_side / 2,
        geo.board_centre.y() - geo.board_side / 2,
        geo.board_side,
        geo.board_side,
    )
    for plate in plates:
        assert not plate.intersects(board)


def test_the_board_grows_with_the_table():
    """The tables of a 1280 x 800 and a 1920 x 1080 window: the board grows more than
    the height does (the hand's cards grow less), as high as the hand leaves."""
    small, large = Geometry(1018, 690), Geometry(1520, 947)
    assert large.board_side / small.board_side > large.height / small.height + 0.04
    for geo in (small, large):
        assert geo.board_side >= geo.height - geo.card_height - 3 * geo.margin


def test_the_last_chip_is_ringed_and_covered_cells_keep_their_index(qtbot, window):
    window.animator.set_speed("off")
    window.start_match(setup_from_seats("double_action", ["human", "human"], ["Ann", "Bob"], {}, 3))
    session, scene = window.session, window.scene
    session.pace_ms = 0
    assert not scene.last_mark.isVisible(), "no chip laid yet"
    for _ in range(3):  # three turns: a card laid, a chip put on its cell
        state = session.state
        card = next(a for a in state.legal_actions() if a[0] == "card")
        session.play(card)
        session.play(next(a for a in session.state.legal_actions() if a[0] == "place"))
        qtbot.waitUntil(lambda: not window.animator.busy(), timeout=5000)
        last = session.state.observe(None)["last_cell"]
        row, col = GAME.grid.row_col(last)
        assert scene.last_mark.isVisible()
        assert scene.last_mark.centre() == scene.board.chip_centre(row, col)
        chips = session.state.observe(None)["chips"]
        covered = {GAME.grid.row_col(cell) for cell, team in enumerate(chips) if team >= 0}
        assert scene.board.covered() == covered
        assert scene.chips[last].pos() == scene.board.chip_centre(row, col)
    # undone, the mark goes back to the chip before
    session.undo()
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=5000)
    last = session.state.observe(None)["last_cell"]
    if last is not None:
        assert scene.last_mark.centre() == scene.board.chip_centre(*GAME.grid.row_col(last))


def test_one_against_one_the_table_names_players_not_teams(qtbot, window):
    window.animator.set_speed("off")
    window.start_match(setup_from_seats("double_action", ["human", "human"], ["Ann", "Bob"], {}, 3))
    scene = window.scene
    qtbot.waitUntil(lambda: bool(scene.plates), timeout=3000)
    assert [sign.text() for sign in scene.team_signs] == ["Ann", "Bob"]
    for plate in scene.plates.values():
        assert plate.lines[0].startswith("cards: ") and "Team" not in plate.lines[0]
    window.start_match(
        setup_from_seats("double_action", ["human"] * 4, ["Ann", "Bob", "Cy", "Dee"], {}, 3)
    )
    scene = window.scene
    qtbot.waitUntil(lambda: bool(scene.plates), timeout=3000)
    assert [sign.text() for sign in scene.team_signs] == ["Team 1", "Team 2"]
