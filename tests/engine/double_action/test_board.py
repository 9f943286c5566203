"""The board (DA-1): every non-Jack card exactly twice, four joker corners, the two
copies of a card never within 4 cells of each other along one line, and our own
arrangement, not the suit-by-suit runs of the commercial Sequence board."""

from __future__ import annotations

from collections import Counter

from rules_engine.core import get_game
from rules_engine.core.cards import RANK, SUIT
from rules_engine.games.double_action.board import (
    CELL_FACE,
    CELLS_OF_FACE,
    CORNERS,
    GRID,
    LAYOUT,
    LINES,
    NON_CORNER_CELLS,
    WINDOWS,
    WINDOWS_OF_CELL,
)


def test_ten_rows_of_ten_with_a_joker_in_each_corner():
    assert len(LAYOUT) == 10 and all(len(row) == 10 for row in LAYOUT)
    assert CORNERS == (0, 9, 90, 99)
    assert [LAYOUT[r][c] for r, c in ((0, 0), (0, 9), (9, 0), (9, 9))] == [None] * 4
    assert len(NON_CORNER_CELLS) == 96


def test_every_card_but_the_jacks_appears_exactly_twice():
    counts = Counter(face for face in CELL_FACE if face >= 0)
    assert set(counts) == {face for face in range(52) if RANK[face] != 11}
    assert set(counts.values()) == {2}
    for face, cells in enumerate(CELLS_OF_FACE):
        assert len(cells) == (0 if RANK[face] == 11 else 2)
        assert all(CELL_FACE[cell] == face for cell in cells)


def test_the_two_copies_are_never_within_four_cells_along_one_line():
    for face in range(52):
        if RANK[face] == 11:
            continue
        first, second = CELLS_OF_FACE[face]
        (r1, c1), (r2, c2) = divmod(first, 10), divmod(second, 10)
        d_row, d_col = abs(r1 - r2), abs(c1 - c2)
        if d_row == 0 or d_col == 0 or d_row == d_col:
            assert max(d_row, d_col) >= 5, face
        # and so no run of five holds both
        assert not any(second in WINDOWS[number] for number in WINDOWS_OF_CELL[first])


def test_it_is_not_the_sequence_board():
    """The commercial board runs each suit in rank order cell after cell (its top row
    is the 2 to the 9 of spades). Ours has hardly any neighbours of one suit and
    consecutive ranks, and no such run of three."""
    pairs = 0
    for cell in NON_CORNER_CELLS:
        row, col = divmod(cell, 10)
        for step, ok in ((1, col < 9), (10, row < 9)):
            other = cell + step
            if not ok or CELL_FACE[other] < 0:
                continue
            a, b = CELL_FACE[cell], CELL_FACE[other]
            if SUIT[a] == SUIT[b] and abs(RANK[a] - RANK[b]) in (1, 12):
                pairs += 1
    assert pairs <= 8
    top = [face for face in LAYOUT[0] if face is not None]
    assert [RANK[face] for face in top] != list(range(2, 10))


def test_lines_and_windows():
    # 10 rows and 10 columns give 6 runs each; the diagonals of 5 cells or more, 72.
    assert len(WINDOWS) == 60 + 60 + 72
    assert all(len(window) == 5 for window in WINDOWS)
    for cell in range(100):
        assert len(LINES[cell]) == 4
        for line, index in LINES[cell]:
            assert line[index] == cell


def test_the_grid_gives_a_table_the_cells_by_row_and_column():
    """What a table needs to draw and name the board, so it never decodes a cell id."""
    assert get_game("double_action").grid is GRID
    assert GRID.side == 10 and GRID.rows == LAYOUT
    for cell in range(GRID.side * GRID.side):
        row, col = GRID.row_col(cell)
        assert cell == row * 10 + col == GRID.cell_at(row, col)
        assert GRID.face(cell) == LAYOUT[row][col]
        twin = GRID.twin(cell)
        if cell in CORNERS:
            assert twin is None
        else:
            assert twin != cell and GRID.twin(twin) == cell
            assert GRID.face(twin) == GRID.face(cell)
