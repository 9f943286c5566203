"""How a batch of Double Action's events plays on the table: a chip drops onto its cell
or lifts off it, a new series flashes and its chips turn to their back, the cards
glide (a laid one from its player's plate, a drawn one from the stock), and the
match's end lays its summary beside the board. Part of the table's `Scene` (a mixin
of it): the kit's playback (`TableScene.animate`) calls these hooks."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from desktop.games.double_action.layout import Z_FLYING
from desktop.games.double_action.summary import DoubleActionSummary
from desktop.games.double_action.text import (
    describe_event,
)
from desktop.table.chips import queue_drop, queue_flip, queue_lift_off

MOVE_MS = 320
FLASH_MS = 110


class GridPlayback:
    def start_batch(self, events: list[dict]) -> None:
        self.board.clear_cell_states()
        self._series_shown = list(self.board.series())  # the lines drawn as it goes

    def animate_place(self, event: dict) -> None:
        cell, team = event["cell"], event["team"]
        diameter = self.board.chip_diameter()
        old = self.chips.pop(cell, None)
        if old is not None:
            self.retire(old)
        chip = self.chips[cell] = self._board_chip(team, diameter)
        self.board.add_chip(chip, *self.grid.row_col(cell))
        chip.hide()
        self.animator.add_call(lambda: self.last_mark.show_at(None))
        queue_drop(self.animator, chip, self.board.chip_centre(*self.grid.row_col(cell)))
        self.animator.add_call(lambda: self._chip_landed(cell))

    def _chip_landed(self, cell: int) -> None:
        self.board.set_covered(self.grid.row_col(covered) for covered in self.chips)
        self._mark_last(cell)

    def animate_remove(self, event: dict) -> None:
        cell = event["cell"]
        chip = self.chips.pop(cell, None)
        if chip is not None:
            chip.setZValue(Z_FLYING)
            self.animator.add_call(lambda: self.last_mark.show_at(None))
            queue_lift_off(self.animator, chip, then=self.retire)
            self.animator.add_call(lambda: self._chip_landed(cell))

    def animate_series(self, event: dict) -> None:
        """The new series flashes (its line blinks), then its chips turn to their back."""
        cells = event["cells"]
        self._series_shown.append((self._places(cells), event["team"]))
        shown = list(self._series_shown)
        overlay = self.board.series_item()
        self.animator.add_call(lambda: self.board.set_series(shown))
        for _ in range(2):
            self.animator.add_call(overlay.hide)
            self.animator.add_pause(FLASH_MS)
            self.animator.add_call(overlay.show)
            self.animator.add_pause(FLASH_MS)
        chips = [self.chips[cell] for cell in cells if cell in self.chips]
        if chips:
            queue_flip(self.animator, chips, locked=True)

    def glide(self, events: list[dict], end: dict | None) -> None:
        """Cards glide to where the observation puts them: a laid card from its
        player's plate (or your hand), a drawn one from the stock."""
        obs = self.observation()
        geo = self.geometry()
        origins: dict[tuple, QPointF] = {}
        for event in events:
            seat = event.get("seat")
            if event["type"] in ("lay", "exchange") and seat != self.viewer:
                plate = self.plates.get(seat)
                if plate is not None:
                    origins[("card", event["card"])] = plate.pos()
            elif event["type"] == "draw" and seat == self.viewer and event.get("card") is not None:
                origins[("card", event["card"])] = geo.stock_pos()
        moves, leaving = self.cards.glides(
            self.card_spots(obs, geo), origins, {}, MOVE_MS, Z_FLYING
        )
        if moves:
            self.animator.add_parallel(moves)
        for item in leaving:
            self.retire(item)

    def show_round_end(self, event: dict, ends: dict) -> None:
        """The match's end: the summary beside the board, the series lit."""
        self.over_event = event
        self.controls_widget.pass_button.setEnabled(False)
        self.controls_widget.set_choices([])
        self.controls_widget.status.setText(describe_event(event, self.names(), self.viewer, None))
        self.board.clear_cell_states()
        self.show_summary(
            DoubleActionSummary(
                event, self.names(), text_pixels=self.summary_text_pixels(), viewer=self.viewer
            )
        )
        self._place_everything(self.observation())
        self._highlight_series(self.observation())
