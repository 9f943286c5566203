"""A hint for Double Action: its words ("lay 7♥", "put a chip on 7♥", "take the chip
off Q♠"), with the card and cell names the log uses, and the marks that let a hint
glow round a cell of the board (the board is one item; a cell has none of its own)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.double_action.text import card_text, cell_text
from desktop.table.text import fill


class CellMark(QGraphicsItem):
    """An invisible item exactly over one cell of the board (its child, so it follows
    the board's place and size): what a hint's glow rings. It draws nothing and takes
    no click, so the board under it answers as before."""

    def __init__(self, board, row: int, col: int) -> None:
        super().__init__(board)
        self.board = board
        self.place = (row, col)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.board.cell_rect(*self.place)

    def paint(self, painter, option, widget=None) -> None:
        pass


def cell_words(grid, cell: int) -> str:
    """A cell by its card, and which of the card's two cells it is ("the upper 7♥",
    "the left 7♥"): every card but the Jacks is printed twice on the board. `grid`:
    the engine's board (the game's `grid`)."""
    name = cell_text(grid, cell)
    twin = grid.twin(cell)
    if twin is None:
        return name
    row, col = grid.row_col(cell)
    other_row, other_col = grid.row_col(twin)
    if other_row != row:
        if row < other_row:
            text = QCoreApplication.translate("DoubleActionTable", "the upper %1")
        else:
            text = QCoreApplication.translate("DoubleActionTable", "the lower %1")
    elif col < other_col:
        text = QCoreApplication.translate("DoubleActionTable", "the left %1")
    else:
        text = QCoreApplication.translate("DoubleActionTable", "the right %1")
    return fill(text, name)


def hint_words(action: tuple, grid) -> str:
    """`grid`: the engine's board, the cards printed on its cells (to name a cell)."""
    kind = action[0]
    if kind == "card":
        return fill(QCoreApplication.translate("DoubleActionTable", "lay %1"), card_text(action[1]))
    if kind == "exchange":
        text = QCoreApplication.translate("DoubleActionTable", "exchange the dead card %1")
        return fill(text, card_text(action[1]))
    if kind == "place":
        text = QCoreApplication.translate("DoubleActionTable", "put a chip on %1")
        return fill(text, cell_words(grid, action[1]))
    if kind == "remove":
        text = QCoreApplication.translate("DoubleActionTable", "take the chip off %1")
        return fill(text, cell_words(grid, action[1]))
    if kind == "series":
        cells = action[1]
        text = QCoreApplication.translate("DoubleActionTable", "make the series from %1 to %2")
        return fill(text, cell_text(grid, cells[0]), cell_text(grid, cells[-1]))
    if kind == "pass":
        return QCoreApplication.translate("DoubleActionTable", "pass")
    return ""
