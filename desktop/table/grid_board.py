"""A board of cells showing cards (Double Action's 10 x 10), with the joker's head in
the corners, hit-testing, highlights per cell and lines through completed series.

The layout is data: rows of card numbers (`rules_engine.core.cards`), None for a
joker corner. Each cell is a small card face with its rank and suit large enough to
read from the table's usual distance; the whole board is drawn once per size and
palette and cached, and highlights are drawn over it.

The board's position is its centre. Chips laid on it are its children (at
`chip_centre(row, col)`, z CHIP_Z), so they move and scale with it, and the series
lines, a child above them (SERIES_Z), cross the chips they join. A chip lies toward
the cell's lower right: the cell then shows its card's index (rank over suit) in the
upper left corner, beside the chip, so a covered cell still says what it is
(`set_covered`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop.table.card_faces import rank_label, suit_path
from desktop.table.item import SUBDUED_GLOW
from desktop.table.jester import paint_jester
from desktop.table.marks import paint_centred_text
from desktop.table.piece import PixmapCache, paint_ratio
from desktop.table.theme import Theme, blend, current_theme, theme_notifier
from rules_engine.core.cards import RANK, SUIT

Cell = tuple[int, int]
GAP = 0.07  # between cells, in cell sizes
MARGIN = 0.28  # the frame round the cells, in cell sizes
INDEX_Z = 0.5  # the covered cells' index, under their chips
CHIP_Z = 1.0
SERIES_Z = 5.0
CHIP_SIZE = 0.64  # a chip's diameter, in cell sizes
CHIP_SHIFT = 0.15  # a chip's centre from the cell's, right and down, in cell sizes
LEGAL, REMOVABLE, DIMMED = "legal", "removable", "dimmed"
FRAME = "#3b2a1a"
FRAME_EDGE = "#c9a548"

_pictures = PixmapCache(4)  # whole boards: a few sizes while the window is resized


def _paint_cell_face(painter: QPainter, rect: QRectF, card: int, theme: Theme) -> None:
    """A card reduced to what a player looks for on the board: its rank above, its
    suit below, both large; courts on a parchment panel."""
    size = rect.width()
    rank, suit = RANK[card], SUIT[card]
    court = rank > 10
    painter.setPen(QPen(theme.colour("card_border"), max(0.5, size * 0.02)))
    painter.setBrush(theme.court_tint(suit) if court else theme.colour("card_face"))
    painter.drawRoundedRect(rect, size * 0.09, size * 0.09)
    colour = theme.suit_colour(suit)
    if court:
        frame = rect.adjusted(size * 0.08, size * 0.08, -size * 0.08, -size * 0.08)
        painter.setPen(QPen(theme.colour("court_frame"), size * 0.025))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(frame, size * 0.06, size * 0.06)
    centre = rect.center()
    paint_centred_text(
        painter,
        rank_label(rank),
        QPointF(centre.x(), rect.top() + size * 0.3),
        size * 0.42,
        colour,
        size * 0.8,
    )
    painter.save()
    painter.translate(centre.x(), rect.top() + size * 0.7)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(suit_path(suit, size * 0.4))
    painter.restore()


def _paint_corner(painter: QPainter, rect: QRectF, theme: Theme) -> None:
    size = rect.width()
    painter.setPen(QPen(theme.colour("court_frame"), max(0.5, size * 0.03)))
    painter.setBrush(blend(theme.colour("card_face"), theme.colour("court_frame"), 0.25))
    painter.drawRoundedRect(rect, size * 0.09, size * 0.09)
    box = rect.adjusted(size * 0.08, size * 0.06, -size * 0.08, -size * 0.1)
    paint_jester(painter, box, (QColor("#7b3fa8"), QColor("#2f8f5b")))


class GridBoardItem(QGraphicsObject):
    """The board. `cell_clicked(row, col)` for a click or Space/Enter on the focused
    cell (moved with the arrow keys); the scene decides whether that cell may be played."""

    cell_clicked = Signal(int, int)
    interactive = True  # TableScene: a click on it is handled by the board

    def __init__(
        self, layout: Sequence[Sequence[int | None]], cell: float = 56.0, parent=None
    ) -> None:
        super().__init__(parent)
        self._layout = tuple(tuple(row) for row in layout)
        self._cell = float(cell)
        self._states: dict[Cell, str] = {}
        self._hovered: Cell | None = None
        self._focus_cell: Cell = (0, 0)
        self._focus_visible = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)
        self._series = SeriesOverlay(self)
        self._series.setZValue(SERIES_Z)
        self._index = IndexOverlay(self)
        self._index.setZValue(INDEX_Z)
        theme_notifier().changed.connect(self._on_theme_changed)

    def _on_theme_changed(self, _theme) -> None:
        self.update()

    # Layout and geometry (item coordinates, centred on the board).

    @property
    def rows(self) -> int:
        return len(self._layout)

    @property
    def columns(self) -> int:
        return len(self._layout[0]) if self._layout else 0

    def card_at(self, row: int, col: int) -> int | None:
        """The card printed on a cell (None for a joker corner)."""
        return self._layout[row][col]

    def set_layout(self, layout: Sequence[Sequence[int | None]]) -> None:
        layout = tuple(tuple(row) for row in layout)
        if layout != self._layout:
            self.prepareGeometryChange()
            self._layout = layout
            self._series.refresh()
            self._index.refresh()
            self.update()

    def cell_size(self) -> float:
        return self._cell

    def set_cell_size(self, cell: float) -> None:
        if abs(cell - self._cell) > 0.01:
            self.prepareGeometryChange()
            self._cell = float(cell)
            self._series.refresh()
            self._index.refresh()
            self.update()

    def chip_diameter(self) -> float:
        return self._cell * CHIP_SIZE

    def board_rect(self) -> QRectF:
        """The whole board, frame included."""
        pitch = self._cell * (1 + GAP)
        width = self.columns * pitch - self._cell * GAP + 2 * self._cell * MARGIN
        height = self.rows * pitch - self._cell * GAP + 2 * self._cell * MARGIN
        return QRectF(-width / 2, -height / 2, width, height)

    def cell_rect(self, row: int, col: int) -> QRectF:
        board = self.board_rect()
        pitch = self._cell * (1 + GAP)
        left = board.left() + self._cell * MARGIN + col * pitch
        top = board.top() + self._cell * MARGIN + row * pitch
        return QRectF(left, top, self._cell, self._cell)

    def cell_centre(self, row: int, col: int) -> QPointF:
        return self.cell_rect(row, col).center()

    def chip_centre(self, row: int, col: int) -> QPointF:
        """Where a chip lies on a cell: toward its lower right, clear of the index."""
        shift = self._cell * CHIP_SHIFT
        return self.cell_centre(row, col) + QPointF(shift, shift)

    def index_rects(self, row: int, col: int) -> tuple[QRectF, QRectF]:
        """The rank's and the suit's boxes of a covered cell's index, in its upper
        left corner (outside the chip's disc)."""
        cell = self.cell_rect(row, col)
        size = self._cell
        rank = QRectF(cell.left() + size * 0.02, cell.top() + size * 0.03, size * 0.32, size * 0.3)
        suit = QRectF(cell.left() + size * 0.07, cell.top() + size * 0.34, size * 0.22, size * 0.22)
        return rank, suit

    def cell_at(self, point: QPointF) -> Cell | None:
        """The cell under `point` (item coordinates); a point in the thin gap between
        two cells belongs to the nearer one, a point on the frame to none."""
        board = self.board_rect()
        pitch = self._cell * (1 + GAP)
        inner_x = point.x() - board.left() - self._cell * MARGIN + self._cell * GAP / 2
        inner_y = point.y() - board.top() - self._cell * MARGIN + self._cell * GAP / 2
        if inner_x < 0 or inner_y < 0:
            return None
        col, row = int(inner_x // pitch), int(inner_y // pitch)
        if row >= self.rows or col >= self.columns:
            return None
        return row, col

    def cell_at_scene(self, point: QPointF) -> Cell | None:
        return self.cell_at(self.mapFromScene(point))

    def boundingRect(self) -> QRectF:
        return self.board_rect()

    # Cell states.

    def cell_state(self, cell: Cell) -> str | None:
        return self._states.get(cell)

    def set_cell_states(
        self,
        legal: Iterable[Cell] = (),
        removable: Iterable[Cell] = (),
        dimmed: Iterable[Cell] = (),
    ) -> None:
        """Replace every cell's highlight: LEGAL (a chip may go there), REMOVABLE (an
        opposing chip a black Jack may take), DIMMED (out of play now)."""
        states: dict[Cell, str] = {}
        for cells, state in ((dimmed, DIMMED), (legal, LEGAL), (removable, REMOVABLE)):
            for cell in cells:
                states[tuple(cell)] = state
        if states != self._states:
            changed = set(states.items()) ^ set(self._states.items())
            self._states = states
            for cell, _state in changed:
                self.update(self._highlight_rect(cell))
            self._update_cursor()

    def clear_cell_states(self) -> None:
        self.set_cell_states()

    # Series.

    def set_series(self, series: Sequence[tuple[Sequence[Cell], int]]) -> None:
        """The completed series: each its cells (in a line) and its team."""
        self._series.set_series(series)

    def series(self) -> list[tuple[tuple[Cell, ...], int]]:
        return self._series.series()

    def series_item(self) -> SeriesOverlay:
        return self._series

    # Covered cells.

    def set_covered(self, cells: Iterable[Cell]) -> None:
        """The cells holding a chip: each shows its card's index beside the chip."""
        self._index.set_cells(cells)

    def covered(self) -> set[Cell]:
        return self._index.cells()

    # Chips.

    def add_chip(self, chip: QGraphicsItem, row: int, col: int) -> None:
        """Lay `chip` on a cell, as the board's child (see the module's note)."""
        chip.setParentItem(self)
        chip.setZValue(CHIP_Z)
        chip.setPos(self.chip_centre(row, col))

    # Drawing.

    def paint(self, painter: QPainter, option, widget=None) -> None:
        theme = current_theme()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.board_rect()
        ratio = paint_ratio(painter)
        letters = rank_label(1) + rank_label(12) + rank_label(13)  # the language's courts
        key = ("board", self._layout, round(self._cell, 2), theme.name, letters)
        pixmap = _pictures.picture(key, rect, ratio, lambda p: self._paint_board(p, theme))
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        covered = self._index.cells()
        for cell in self._states:
            if cell not in covered:  # a covered cell's marks go over its index
                self.paint_cell_marks(painter, cell, theme)
        if self._focus_visible and self.hasFocus() and self._focus_cell not in covered:
            self._paint_focus(painter, theme)

    def paint_cell_marks(self, painter: QPainter, cell: Cell, theme: Theme) -> None:
        """A cell's highlight, hover ring and focus ring (the index overlay calls it
        for the cells it paints over)."""
        state = self._states.get(cell)
        if state is not None:
            self._paint_state(painter, cell, state, theme)
        if cell == self._hovered and state in (LEGAL, REMOVABLE):
            rect = self.cell_rect(*cell)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.colour("text_on_felt"), self._cell * 0.06))
            painter.drawRoundedRect(rect, self._cell * 0.1, self._cell * 0.1)

    def _paint_board(self, painter: QPainter, theme: Theme) -> None:
        rect = self.board_rect()
        painter.setPen(QPen(QColor(FRAME_EDGE), self._cell * 0.05))
        painter.setBrush(QColor(FRAME))
        radius = self._cell * 0.25
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        for row, cards in enumerate(self._layout):
            for col, card in enumerate(cards):
                cell = self.cell_rect(row, col)
                if card is None:
                    _paint_corner(painter, cell, theme)
                else:
                    _paint_cell_face(painter, cell, card, theme)

    def _highlight_rect(self, cell: Cell) -> QRectF:
        grow = self._cell * 0.1
        return self.cell_rect(*cell).adjusted(-grow, -grow, grow, grow)

    def _paint_state(self, painter: QPainter, cell: Cell, state: str, theme: Theme) -> None:
        rect = self.cell_rect(*cell)
        radius = self._cell * 0.1
        if state == DIMMED:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(theme.dim_overlay))
            painter.drawRoundedRect(rect, radius, radius)
        elif state == LEGAL:
            strength = self.cell_glow_opacity(cell)
            glow = QColor(theme.colour("legal_glow"))
            glow.setAlpha(int(70 * strength))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(rect, radius, radius)
            glow.setAlpha(int(255 * strength))
            painter.setPen(QPen(glow, self._cell * 0.07))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        elif state == REMOVABLE:
            painter.save()
            painter.setOpacity(painter.opacity() * self.cell_glow_opacity(cell))
            self._paint_brackets(painter, rect, theme)
            painter.restore()

    def cell_glow_opacity(self, cell: Cell) -> float:
        """1, or faint while a lesson points at other cells: its scene's `lesson_focus`
        then lists the board's children it rings (marks over cells, chips on them)."""
        focus = getattr(self.scene(), "lesson_focus", None)
        if focus is None:
            return 1.0
        lit = {
            self.cell_at(item.mapToParent(item.boundingRect().center()))
            for item in focus
            if item.parentItem() is self
        }
        return 1.0 if tuple(cell) in lit else SUBDUED_GLOW

    def _paint_brackets(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        """Four corner brackets, dark under light: a target sign, readable without colour."""
        arm = self._cell * 0.3
        corners = (
            (rect.topLeft(), 1, 1),
            (rect.topRight(), -1, 1),
            (rect.bottomLeft(), 1, -1),
            (rect.bottomRight(), -1, -1),
        )
        for colour, width in ((QColor("#1b1b1f"), 0.14), (theme.colour("selected_outline"), 0.08)):
            pen = QPen(colour, self._cell * width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            for corner, dx, dy in corners:
                painter.drawLine(corner, corner + QPointF(dx * arm, 0))
                painter.drawLine(corner, corner + QPointF(0, dy * arm))

    def focus_shown(self) -> bool:
        return self._focus_visible and self.hasFocus()

    def paint_focus(self, painter: QPainter, theme: Theme) -> None:
        self._paint_focus(painter, theme)

    def _paint_focus(self, painter: QPainter, theme: Theme) -> None:
        rect = self.cell_rect(*self._focus_cell).adjusted(-2, -2, 2, 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#202020"), self._cell * 0.05))
        painter.drawRoundedRect(rect, self._cell * 0.12, self._cell * 0.12)
        pen = QPen(theme.colour("focus_ring"), self._cell * 0.05, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, self._cell * 0.12, self._cell * 0.12)

    # Interaction.

    def _update_cursor(self) -> None:
        if self._hovered is not None and self._states.get(self._hovered) in (LEGAL, REMOVABLE):
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()

    def _set_hovered(self, cell: Cell | None) -> None:
        if cell != self._hovered:
            for old in (self._hovered, cell):
                if old is not None:
                    self.update(self._highlight_rect(old))
            self._hovered = cell
            self._update_cursor()

    def hoverMoveEvent(self, event) -> None:
        self._set_hovered(self.cell_at(event.pos()))
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self._set_hovered(None)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        cell = self.cell_at(event.pos())
        if event.button() == Qt.MouseButton.LeftButton and cell is not None and self.isEnabled():
            self._focus_cell = cell
            self.cell_clicked.emit(*cell)
        event.accept()

    def keyPressEvent(self, event) -> None:
        steps = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        key = event.key()
        if key in steps:
            row, col = self._focus_cell
            d_row, d_col = steps[key]
            moved = (
                min(max(row + d_row, 0), self.rows - 1),
                min(max(col + d_col, 0), self.columns - 1),
            )
            self.update(self._highlight_rect(self._focus_cell))
            self._focus_cell = moved
            self._focus_visible = True
            self.update(self._highlight_rect(moved))
            event.accept()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat() and self.isEnabled():
                self.cell_clicked.emit(*self._focus_cell)
            event.accept()
        else:
            super().keyPressEvent(event)

    def focus_cell(self) -> Cell:
        return self._focus_cell

    def focusInEvent(self, event) -> None:
        self._focus_visible = event.reason() != Qt.FocusReason.MouseFocusReason
        self.update(self._highlight_rect(self._focus_cell))
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self._focus_visible = False
        self.update(self._highlight_rect(self._focus_cell))
        super().focusOutEvent(event)


class SeriesOverlay(QGraphicsItem):
    """The lines through completed series, above the board's chips: each a thin line
    in its team's colour over a dark edge, from the first cell's centre to the last,
    with a dot on every cell it joins."""

    def __init__(self, board: GridBoardItem) -> None:
        super().__init__(board)
        self._board = board
        self._series: list[tuple[tuple[Cell, ...], int]] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def series(self) -> list[tuple[tuple[Cell, ...], int]]:
        return list(self._series)

    def set_series(self, series: Sequence[tuple[Sequence[Cell], int]]) -> None:
        cleaned = [(tuple(tuple(cell) for cell in cells), team) for cells, team in series]
        if cleaned != self._series:
            self._series = cleaned
            self.update()

    def refresh(self) -> None:
        self.prepareGeometryChange()

    def boundingRect(self) -> QRectF:
        return self._board.board_rect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._series:
            return
        theme = current_theme()
        cell = self._board.cell_size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for cells, team in self._series:
            if not cells:
                continue
            points = [self._board.chip_centre(*place) for place in cells]
            first, last = points[0], points[-1]
            for colour, width in ((QColor(20, 20, 20, 200), 0.15), (theme.team_colour(team), 0.08)):
                pen = QPen(colour, cell * width)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawLine(first, last)
            painter.setPen(QPen(QColor(20, 20, 20, 220), cell * 0.03))
            painter.setBrush(theme.team_colour(team).lighter(130))
            for point in points:
                painter.drawEllipse(point, cell * 0.08, cell * 0.08)


class IndexOverlay(QGraphicsItem):
    """Over each cell holding a chip, under the chip: a plain face with the card's
    index in the upper left corner (rank over suit, as on a card's corner), so the
    chip hides no card and the half-covered large print does not show."""

    def __init__(self, board: GridBoardItem) -> None:
        super().__init__(board)
        self._board = board
        self._cells: set[Cell] = set()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def cells(self) -> set[Cell]:
        return set(self._cells)

    def set_cells(self, cells: Iterable[Cell]) -> None:
        cells = {tuple(cell) for cell in cells}
        if cells != self._cells:
            changed = cells ^ self._cells
            self._cells = cells
            for cell in changed:
                self.update(self._board.cell_rect(*cell))

    def refresh(self) -> None:
        self.prepareGeometryChange()

    def boundingRect(self) -> QRectF:
        return self._board.board_rect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._cells:
            return
        theme = current_theme()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self._board.cell_size()
        for row, col in self._cells:
            card = self._board.card_at(row, col)
            if card is None:
                continue
            rect = self._board.cell_rect(row, col)
            rank, suit = RANK[card], SUIT[card]
            painter.setPen(QPen(theme.colour("card_border"), max(0.5, size * 0.02)))
            painter.setBrush(theme.court_tint(suit) if rank > 10 else theme.colour("card_face"))
            painter.drawRoundedRect(rect, size * 0.09, size * 0.09)
            colour = theme.suit_colour(suit)
            rank_box, suit_box = self._board.index_rects(row, col)
            paint_centred_text(
                painter,
                rank_label(rank),
                rank_box.center(),
                size * 0.3,
                colour,
                rank_box.width(),
            )
            painter.save()
            painter.translate(suit_box.center())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPath(suit_path(suit, suit_box.height()))
            painter.restore()
            self._board.paint_cell_marks(painter, (row, col), theme)
            if (row, col) == self._board.focus_cell() and self._board.focus_shown():
                self._board.paint_focus(painter, theme)
