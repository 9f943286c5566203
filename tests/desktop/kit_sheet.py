"""A sheet of every newer table-kit piece, to look at them side by side:

    QT_QPA_PLATFORM=offscreen python -m tests.desktop.kit_sheet /tmp/kit_sheet

writes /tmp/kit_sheet_{classic,cb}_{28,56}.png (both palettes, two sizes): dice,
Treehouse dice, pyramids of every colour and size, tipped pyramids, stacks, chips,
stones, and a 10 x 10 board with chips, highlights and a completed series.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene

from desktop.table import theme
from desktop.table.chips import ChipItem
from desktop.table.dice import TREEHOUSE, TREEHOUSE_FACES, DieItem
from desktop.table.grid_board import GridBoardItem
from desktop.table.pyramids import PyramidItem, PyramidLook
from desktop.table.stones import StoneItem
from rules_engine.core.cards import RANK

SIZES = (28, 56)


def sample_board_layout() -> list[list[int | None]]:
    """Joker corners and every non-Jack card twice, spread out (not a game's layout)."""
    cards = [card for card in range(52) if RANK[card] != 11] * 2
    layout, index = [], 0
    for row in range(10):
        cells: list[int | None] = []
        for col in range(10):
            if row in (0, 9) and col in (0, 9):
                cells.append(None)
            else:
                cells.append(cards[(index * 7) % len(cards)])
                index += 1
        layout.append(cells)
    return layout


class Row:
    """Lays items left to right on one line of the sheet."""

    def __init__(self, scene: QGraphicsScene, unit: float, y: float) -> None:
        self.scene, self.unit, self.y, self.x = scene, unit, y, unit

    def add(self, item: QGraphicsItem, step: float, legal=False, dimmed=False) -> None:
        item.setPos(self.x, self.y)
        if legal:
            item.set_legal_look(True)
        if dimmed:
            item.set_dimmed(True)
        self.scene.addItem(item)
        self.x += self.unit * step


def build_sheet(scene: QGraphicsScene, unit: float) -> None:
    row = Row(scene, unit, unit)
    for value in range(1, 7):
        row.add(DieItem(value, unit), 1.5)
    best = DieItem(6, unit, colour=0)
    best.set_highlighted(True)
    row.add(best, 1.5)
    row.add(DieItem(3, unit, colour=5), 1.5)
    row.add(DieItem(2, unit, colour=7), 1.5, dimmed=True)
    row.add(DieItem(5, unit), 1.5, legal=True)
    row = Row(scene, unit, unit * 2.6)
    for face in TREEHOUSE_FACES:
        row.add(DieItem(face, unit, kind=TREEHOUSE), 1.5)
    row = Row(scene, unit, unit * 4.8)
    for colour in range(8):
        for size in (1, 2, 3):
            row.add(PyramidItem(PyramidLook(colour, size), unit), 0.9)
        row.x += unit * 0.3
    row = Row(scene, unit, unit * 6.4)
    for colour in range(8):
        row.add(PyramidItem(PyramidLook(colour, 1 + colour % 3, tipped=True), unit), 1.7)
    row = Row(scene, unit, unit * 10.2)
    looks = [PyramidLook(colour, size) for colour, size in ((0, 3), (1, 1), (2, 1), (3, 3))]
    stacks = [
        looks[:2],
        looks[2:],
        [PyramidLook(4, 2), PyramidLook(5, 2), PyramidLook(6, 2)],
        [PyramidLook(7, 3), PyramidLook(0, 2), PyramidLook(1, 1), PyramidLook(2, 1)],
        [PyramidLook(c, s) for c, s in ((3, 3), (4, 3), (5, 3), (6, 2), (7, 1))],
    ]
    for stack in stacks:
        row.add(PyramidItem(stack, unit), 2.0)
    row.add(PyramidItem(PyramidLook(0, 3), unit), 1.6, legal=True)
    row.add(PyramidItem(PyramidLook(5, 3), unit), 1.6, dimmed=True)
    row = Row(scene, unit, unit * 11.4)
    for team in (0, 1):
        for locked in (False, True):
            row.add(ChipItem(team, unit, locked), 1.4)
    turning = ChipItem(0, unit)
    turning.flip = 0.3
    row.add(turning, 1.4)
    row.add(ChipItem(1, unit), 1.4, legal=True)
    row.add(ChipItem(1, unit), 1.4, dimmed=True)
    row = Row(scene, unit, unit * 12.7)
    for colour in range(5):
        for variant in range(2):
            row.add(StoneItem(colour, unit * 0.8, variant=colour + variant), 0.95)
    for colour, size in ((0, 0.45), (1, 0.45), (2, 0.6), (3, 1.0)):
        row.add(StoneItem(colour, unit * size, variant=colour), size + 0.4)
    row.add(StoneItem(4, unit * 0.8), 1.2, legal=True)
    row.add(StoneItem(1, unit * 0.8), 1.2, dimmed=True)
    _add_board(scene, unit, unit * 13.7)


def _add_board(scene: QGraphicsScene, unit: float, top: float) -> None:
    board = GridBoardItem(sample_board_layout(), unit)
    frame = board.board_rect()
    board.setPos(unit * 0.5 - frame.left(), top - frame.top())
    scene.addItem(board)
    board.set_cell_states(
        legal=[(1, 1), (1, 2), (5, 5)], removable=[(3, 4)], dimmed=[(8, c) for c in range(1, 9)]
    )
    series = [(2, col) for col in range(1, 6)]
    for row, col in series:
        board.add_chip(ChipItem(0, board.chip_diameter(), locked=True), row, col)
    for row, col in ((3, 4), (4, 4), (6, 6)):
        board.add_chip(ChipItem(1, board.chip_diameter()), row, col)
    board.set_series([(series, 0)])


def render_sheets(prefix: str) -> list[Path]:
    """Both palettes at both sizes; the palette is left classic afterwards."""
    written = []
    try:
        for colour_blind in (False, True):
            theme.set_colour_blind(colour_blind)
            for unit in SIZES:
                scene = QGraphicsScene()
                build_sheet(scene, unit)
                area = scene.itemsBoundingRect().adjusted(-20, -20, 20, 20)
                image = QImage(
                    round(area.width()), round(area.height()), QImage.Format.Format_RGB32
                )
                painter = QPainter(image)
                target = QRectF(0, 0, image.width(), image.height())
                painter.fillRect(target, theme.current_theme().felt_brush(target))
                scene.render(painter, target, area)
                painter.end()
                palette = "cb" if colour_blind else "classic"
                path = Path(f"{prefix}_{palette}_{unit}.png")
                image.save(str(path))
                written.append(path)
                scene.clear()
    finally:
        theme.set_colour_blind(False)
    return written


if __name__ == "__main__":
    application = QApplication.instance() or QApplication(sys.argv)
    for written_path in render_sheets(sys.argv[1] if len(sys.argv) > 1 else "/tmp/kit_sheet"):
        print(written_path)
