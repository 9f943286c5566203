"""Double Action's board as data (DA-1): the project's own arrangement of the 96
non-Jack cards of a deck, each shown twice, and the four joker corners.

A cell is an int, row * 10 + column, rows from the top (`row_col` and `cell_at` read
and write that code; a table gets them with the board from `GRID`, the game's
`grid`, and never decodes a cell id itself). The two copies of a card
are never within 4 cells of each other along a row, a column or a diagonal (so no
run of five ever holds both), and never next to each other at all; no two cells of
the same rank touch. `tests/engine/double_action/test_board.py` proves it.

Everything a hot path needs is a table built once here: the card face each cell
shows, the two cells of each face, and for each cell the four lines through it.
"""

from __future__ import annotations

from rules_engine.core.cards import CARDS_PER_DECK, RANK, parse_card

SIZE = 10  # the board's rows and columns
CELLS = SIZE * SIZE
CORNER_CODE = "**"


def row_col(cell: int) -> tuple[int, int]:
    """A cell's row (from the top) and column."""
    return divmod(cell, SIZE)


def cell_at(row: int, col: int) -> int:
    """The cell at a row and column."""
    return row * SIZE + col


# Our arrangement, row by row ("**" is a joker corner).
LAYOUT_CODES = (
    "**  3H  7H  6D  5S  2C 10H  QD  KC  **",
    "8S  QS  8H  3D  4H  AD  KS  AH  7S  AS",
    "5C  4S  5D  7C  9S  8D  3C  6D  8C  KD",
    "6H  2D 10H  QD  3S  6C  KH  9D  3D  5H",
    "10D AH  KH  5H  4C  9C 10S  6S  QH  7H",
    "3S  QH  4D  8H  AC  2S  7D  9H  4C  8S",
    "9H 10S  7D  3C  KS  9S  AD  2D  QC  5C",
    "7S  6H  5D  QS  4S  8D  6C  5S  KD  2S",
    "9D  QC  9C  3H 10C  2H 10D  AS  7C  8C",
    "**  2H  AC  4D  6S  4H  KC  2C 10C  **",
)


def _parse_layout() -> tuple[tuple[int | None, ...], ...]:
    rows = []
    for text in LAYOUT_CODES:
        codes = text.split()
        rows.append(tuple(None if code == CORNER_CODE else parse_card(code) for code in codes))
    return tuple(rows)


# Rows of card faces (ids of the first deck, `rules_engine.core.cards`), None for a
# corner: the shape the table's grid board draws.
LAYOUT: tuple[tuple[int | None, ...], ...] = _parse_layout()

# The face shown on each cell, -1 on a corner.
CELL_FACE: tuple[int, ...] = tuple(-1 if face is None else face for row in LAYOUT for face in row)
CORNERS: tuple[int, ...] = tuple(cell for cell in range(CELLS) if CELL_FACE[cell] < 0)
IS_CORNER: tuple[bool, ...] = tuple(face < 0 for face in CELL_FACE)


def _cells_of_faces() -> tuple[tuple[int, ...], ...]:
    found: list[list[int]] = [[] for _ in range(CARDS_PER_DECK)]
    for cell, face in enumerate(CELL_FACE):
        if face >= 0:
            found[face].append(cell)
    return tuple(tuple(cells) for cells in found)


# The cells showing each face (two for every non-Jack card, none for a Jack).
CELLS_OF_FACE: tuple[tuple[int, ...], ...] = _cells_of_faces()
NON_CORNER_CELLS: tuple[int, ...] = tuple(cell for cell in range(CELLS) if not IS_CORNER[cell])

# The four directions of a line: along a row, down a column, and the two diagonals.
DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))


def _line(cell: int, step: tuple[int, int]) -> tuple[tuple[int, ...], int]:
    """The whole line through `cell` in direction `step`, and the cell's place in it."""
    row, col = row_col(cell)
    d_row, d_col = step
    while 0 <= row - d_row < SIZE and 0 <= col - d_col < SIZE:
        row, col = row - d_row, col - d_col
    cells = []
    while 0 <= row < SIZE and 0 <= col < SIZE:
        cells.append(cell_at(row, col))
        row, col = row + d_row, col + d_col
    return tuple(cells), cells.index(cell)


# LINES[cell] = four (line, index of the cell in it) pairs, one per direction.
LINES: tuple[tuple[tuple[tuple[int, ...], int], ...], ...] = tuple(
    tuple(_line(cell, step) for step in DIRECTIONS) for cell in range(CELLS)
)


def is_jack(card: int) -> bool:
    return RANK[card] == 11


def cell_name(cell: int) -> str:
    """A cell as people name it: the card it shows and its place, e.g. "7H (B3)"."""
    from rules_engine.core.cards import card_name

    row, col = row_col(cell)
    place = f"{'ABCDEFGHIJ'[col]}{row + 1}"
    face = CELL_FACE[cell]
    return f"{'joker' if face < 0 else card_name(face)} ({place})"


def _windows() -> tuple[tuple[int, ...], ...]:
    found = set()
    for cell in range(CELLS):
        for line, _index in LINES[cell]:
            for start in range(len(line) - 4):
                found.add(line[start : start + 5])
    return tuple(sorted(found))


# Every run of five cells in a line (192 of them), and the runs through each cell:
# what a bot weighs when it looks for series to build or to block.
WINDOWS: tuple[tuple[int, ...], ...] = _windows()
WINDOWS_OF_CELL: tuple[tuple[int, ...], ...] = tuple(
    tuple(number for number, window in enumerate(WINDOWS) if cell in window)
    for cell in range(CELLS)
)


class Grid:
    """The board as a table draws and names it: `side` rows of `side` cells, the face
    each shows (`rows`, as the observation's "layout"), a cell's row and column and
    back, and a card's other cell. The game hands it out as its `grid`."""

    side = SIZE
    rows = LAYOUT
    row_col = staticmethod(row_col)
    cell_at = staticmethod(cell_at)

    @staticmethod
    def face(cell: int) -> int | None:
        """The card face shown on `cell` (of the first deck), None on a corner."""
        face = CELL_FACE[cell]
        return None if face < 0 else face

    @staticmethod
    def twin(cell: int) -> int | None:
        """The other cell showing the same card (DA-1: twice each), None on a corner."""
        face = CELL_FACE[cell]
        if face < 0:
            return None
        first, second = CELLS_OF_FACE[face]
        return second if cell == first else first


GRID = Grid()
