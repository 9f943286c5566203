"""The grid board of the table kit: the layout is data, cells are readable card
faces, corners are joker heads, points map to cells, and highlights and series
lines are drawn where they belong."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop.table import theme
from desktop.table.chips import ChipItem
from desktop.table.grid_board import CHIP_Z, LEGAL, REMOVABLE, SERIES_Z, GridBoardItem
from desktop.table.jester import SKIN
from rules_engine.core.cards import RANK, make_card
from tests.desktop.kit_render import count_pixels, differing_pixels, render_item

CELL = 56


def sample_layout() -> list[list[int | None]]:
    """Ten rows of ten: joker corners, then every non-Jack card twice."""
    cards = [card for card in range(52) if RANK[card] != 11] * 2
    rows, index = [], 0
    for row in range(10):
        cells = []
        for col in range(10):
            if row in (0, 9) and col in (0, 9):
                cells.append(None)
            else:
                cells.append(cards[index])
                index += 1
        rows.append(cells)
    return rows


@pytest.fixture
def board(qapp):
    return GridBoardItem(sample_layout(), CELL)


def cell_image(board: GridBoardItem, row: int, col: int):
    return render_item(board, board.cell_rect(row, col))


def test_the_layout_is_data(board):
    assert (board.rows, board.columns) == (10, 10)
    assert board.card_at(0, 0) is None and board.card_at(0, 1) == sample_layout()[0][1]
    swapped = sample_layout()
    swapped[4][4], swapped[4][5] = swapped[4][5], swapped[4][4]
    before = cell_image(board, 4, 4)
    board.set_layout(swapped)
    assert board.card_at(4, 4) == sample_layout()[4][5]
    assert differing_pixels(before, cell_image(board, 4, 4)) > 50


def test_points_map_to_cells_and_back(board):
    for row, col in ((0, 0), (3, 7), (9, 9), (5, 0)):
        rect = board.cell_rect(row, col)
        assert rect.width() == CELL
        assert board.cell_at(rect.center()) == (row, col)
        assert board.cell_at(rect.topLeft() + QPointF(1, 1)) == (row, col)
        assert board.cell_at(rect.bottomRight() - QPointF(1, 1)) == (row, col)
    frame = board.board_rect()
    assert board.cell_at(frame.topLeft() + QPointF(2, 2)) is None
    assert board.cell_at(frame.bottomRight() - QPointF(2, 2)) is None
    assert board.cell_at(QPointF(frame.right() + 10, 0)) is None
    # the board is centred on its position, and scene points follow it
    board.setPos(500, 300)
    assert board.cell_at_scene(board.mapToScene(board.cell_centre(2, 6))) == (2, 6)


def test_cells_show_rank_and_suit_large_and_corners_the_joker(board):
    red_ace, black_ace = make_card(1, 2), make_card(1, 3)
    layout = sample_layout()
    layout[1][1], layout[1][2] = red_ace, black_ace
    board.set_layout(layout)
    red = count_pixels(cell_image(board, 1, 1), lambda c: c.red() > 150 and c.green() < 90)
    black = count_pixels(cell_image(board, 1, 2), lambda c: c.lightness() < 60)
    # rank and suit cover a good part of the cell: readable at 1280 x 800
    assert red > CELL * CELL * 0.12 and black > CELL * CELL * 0.12
    skin = QColor(SKIN)

    def is_skin(colour: QColor) -> bool:
        return abs(colour.red() - skin.red()) < 8 and abs(colour.blue() - skin.blue()) < 8

    assert all(
        count_pixels(cell_image(board, row, col), is_skin) > 40 for row, col in ((0, 0), (9, 9))
    )
    assert count_pixels(cell_image(board, 1, 1), is_skin) < 5  # antialiased red edges only


def test_cell_states_highlight_only_their_cells(board):
    plain_legal, plain_other = cell_image(board, 2, 3), cell_image(board, 6, 6)
    plain_removable, plain_dim = cell_image(board, 4, 4), cell_image(board, 7, 1)
    board.set_cell_states(legal=[(2, 3)], removable=[(4, 4)], dimmed=[(7, 1)])
    assert board.cell_state((2, 3)) == LEGAL and board.cell_state((4, 4)) == REMOVABLE
    assert differing_pixels(plain_legal, cell_image(board, 2, 3)) > CELL * 10
    assert differing_pixels(plain_removable, cell_image(board, 4, 4)) > CELL * 3
    assert differing_pixels(plain_dim, cell_image(board, 7, 1)) > CELL * CELL * 0.5
    assert differing_pixels(plain_other, cell_image(board, 6, 6)) == 0
    board.clear_cell_states()
    assert board.cell_state((2, 3)) is None
    assert differing_pixels(plain_legal, cell_image(board, 2, 3)) == 0


def test_a_series_line_crosses_its_chips(board):
    cells = [(5, col) for col in range(2, 7)]
    chips = [ChipItem(0, board.chip_diameter(), locked=True) for _ in cells]
    for chip, (row, col) in zip(chips, cells, strict=True):
        board.add_chip(chip, row, col)
    assert chip.pos() == board.chip_centre(5, 6)
    assert chip.parentItem() is board and chip.zValue() == CHIP_Z
    assert board.series_item().zValue() == SERIES_Z > CHIP_Z
    between = board.cell_rect(5, 3)
    before = render_item(board, between)
    board.set_series([(cells, 1)])
    assert board.series() == [(tuple(cells), 1)]
    after = render_item(board, between)
    team = theme.current_theme().team_colour(1)

    def is_team(colour: QColor) -> bool:
        return abs(colour.red() - team.red()) < 30 and abs(colour.green() - team.green()) < 30

    assert count_pixels(after, is_team) > count_pixels(before, is_team) + CELL
    # a cell off the line is untouched
    off_line = render_item(board, board.cell_rect(7, 4))
    board.set_series([])
    assert differing_pixels(off_line, render_item(board, board.cell_rect(7, 4))) == 0


@pytest.fixture
def view(qtbot, board):
    view = QGraphicsView()
    view.setScene(QGraphicsScene(-400, -400, 800, 800, view))
    view.resize(840, 840)
    view.scene().addItem(board)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_clicks_and_keys_name_the_cell(qtbot, view, board):
    point = view.mapFromScene(board.mapToScene(board.cell_centre(3, 8)))
    with qtbot.waitSignal(board.cell_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [3, 8]
    view.setFocus()
    board.setFocus(Qt.FocusReason.TabFocusReason)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Left):
        qtbot.keyClick(view.viewport(), key)
    assert board.focus_cell() == (4, 6)
    with qtbot.waitSignal(board.cell_clicked, timeout=1000) as blocker:
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert blocker.args == [4, 6]


def test_the_board_is_drawn_once_per_size(board):
    from desktop.table import grid_board

    render_item(board)
    cached = len(grid_board._pictures)
    board.set_cell_states(legal=[(1, 1)])
    render_item(board)
    assert len(grid_board._pictures) == cached


def test_a_chip_leaves_its_card_s_index_readable(board):
    """Issue 23: a chip hid its card. It lies toward the lower right, and the cell
    shows its rank and suit in the upper left, outside the chip's disc."""
    radius = board.chip_diameter() / 2
    for row, col in ((1, 1), (4, 7), (8, 8)):
        centre = board.chip_centre(row, col)
        assert board.cell_rect(row, col).contains(centre)
        for box in board.index_rects(row, col):
            assert board.cell_rect(row, col).contains(box)
            # the nearest point of the box to the chip's centre lies outside the disc
            near_x = min(max(centre.x(), box.left()), box.right())
            near_y = min(max(centre.y(), box.top()), box.bottom())
            assert (near_x - centre.x()) ** 2 + (near_y - centre.y()) ** 2 > radius**2
    chip = ChipItem(1, board.chip_diameter())
    board.add_chip(chip, 4, 7)
    assert chip.pos() == board.chip_centre(4, 7)
    rank_box, _suit_box = board.index_rects(4, 7)
    hidden = render_item(board, rank_box)
    board.set_covered([(4, 7)])
    assert board.covered() == {(4, 7)}
    shown = render_item(board, rank_box)

    def is_ink(colour: QColor) -> bool:  # the rank's print, black or red, on cream
        return colour.lightness() < 150

    assert count_pixels(shown, is_ink) > count_pixels(hidden, is_ink) + 5, "the index is drawn"
