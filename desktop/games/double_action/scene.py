"""The Double Action table seen from the viewer's chair.

The 10 x 10 board of cards fills the middle, the teams' chips on it; your hand is
fanned under it. The other players' plates (name, team, cards in hand) stand on the
left, the teams' series counts, the card laid this turn, the discard pile and the
stock on the right.

A turn is played in the engine's steps: click a card of your hand (it is laid),
then one of the lit cells (a black Jack also marks the opposing chips it may take);
where a long line leaves a choice, one of the offered runs of five. A dead card
(crossed out) is exchanged by clicking it. Nothing here decides a rule: what glows
is the engine's `legal_actions`, a refused click is explained by `refusal`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from desktop.games.double_action.controls import DoubleActionControls
from desktop.games.double_action.hints import CellMark, hint_words
from desktop.games.double_action.items import set_dead_mark
from desktop.games.double_action.layout import Z_BOARD, Z_HAND, Z_PLATE, Geometry
from desktop.games.double_action.playback import GridPlayback
from desktop.games.double_action.text import (
    describe_event,
    plate_line,
    series_choice_text,
    series_score_text,
    side_text,
    status_text,
)
from desktop.table.cards import CardItem, dress_card, new_card
from desktop.table.chips import ChipItem
from desktop.table.grid_board import SERIES_Z, GridBoardItem
from desktop.table.hand_order import HandOrder
from desktop.table.marks import LastMoveMark
from desktop.table.open_hands import CORNER_STEP, fit_cards
from desktop.table.plates import SeatPlate, fitting_font
from desktop.table.scene import TableScene
from desktop.table.store import ItemStore, Spot
from desktop.table.text import fill
from desktop.table.theme import current_theme, table_font
from rules_engine.core.cards import RANK, SUIT


class Scene(GridPlayback, TableScene):
    describe_event = staticmethod(describe_event)
    round_end_kind = "match_end"  # one round: the match's end holds the table
    round_end_with = ()
    held_table_lays_out = True  # the match's end is the last observation (`frozen_sync`)

    def __init__(self, session, animator, parent=None) -> None:
        super().__init__(session, animator, parent)
        self.grid = self.game.grid  # the engine's board: faces, cells by row and column
        self.board = GridBoardItem(self.grid.rows)
        self.board.setZValue(Z_BOARD)
        self.board.cell_clicked.connect(self._cell_clicked)
        self.addItem(self.board)
        # the last chip put on or taken off, ringed (the engine's `last_cell`)
        self.last_mark = LastMoveMark(self.board, SERIES_Z - 1)
        self.chips: dict[int, ChipItem] = {}  # cell -> the chip on it
        self.cell_marks: dict[int, CellMark] = {}  # cell -> what a hint's glow rings
        self.cards = ItemStore(self, new_card, dress_card, self._card_clicked)
        self.plates: dict[int, SeatPlate] = {}
        self.plate_chips: dict[int, ChipItem] = {}
        self.team_signs = [self.add_sign(Z_PLATE) for _ in range(2)]
        self.count_signs = [self.add_sign(Z_PLATE) for _ in range(2)]
        self.goal_signs = [self.add_sign(Z_PLATE) for _ in range(2)]
        self.team_chips = [ChipItem(team) for team in range(2)]
        for chip in self.team_chips:
            chip.setZValue(Z_PLATE)
            self.addItem(chip)
        self.pile_signs = {key: self.add_sign(Z_PLATE) for key in ("laid", "discard", "stock")}
        self.over_event: dict | None = None
        self._series_shown: list = []
        self.controls_widget = DoubleActionControls()
        self.controls_widget.sort_button.mode_chosen.connect(self.set_hand_mode)
        self.controls_widget.pass_clicked.connect(self._pass)
        self.controls_widget.choice_clicked.connect(self._choose_series)

    # -- what the window asks -------------------------------------------------------------

    def describe_with(self) -> tuple:
        return (self.grid,)

    def geometry(self) -> Geometry:
        over = self.over_event is not None and self.summary_open()
        others = len(self.other_seats(self.seat_view.public()))
        size = self.table_size
        return Geometry(size.width(), size.height(), over, others, self.seat_view.open)

    # -- drawing the table from the observation ---------------------------------------------

    def new_hand_order(self) -> HandOrder:
        return HandOrder(lambda card: RANK[card], lambda card: SUIT[card])

    def hand_rearranged(self) -> None:
        order = self.hand_order()
        self.controls_widget.sort_button.show_mode(order.mode if order is not None else "")
        self.sync()

    def other_seats(self, obs: dict) -> list[int]:
        count = obs["num_players"]
        if self.viewer is None:
            return list(range(count))
        return [(self.viewer + step) % count for step in range(1, count)]

    def card_spots(self, obs: dict, geo: Geometry) -> dict[tuple, Spot]:
        """Every card item: your hand (backs behind the curtain), the card laid this
        turn, the top of the discard pile and the stock."""
        spots: dict[tuple, Spot] = {}
        if not geo.over:
            if self.viewer is not None and self.private_hidden:
                count = obs["hand_sizes"][self.viewer]
                for index, pos in enumerate(geo.hand_positions(count)):
                    spots[("back", index)] = Spot(
                        pos, Z_HAND + index, 0, "hand", None, geo.card_width, False
                    )
            elif self.viewer is not None:
                hand = self.arranged_hand(obs["hand"])
                for index, (card, pos) in enumerate(
                    zip(hand, geo.hand_positions(len(hand)), strict=True)
                ):
                    spots[("card", card)] = Spot(
                        pos, Z_HAND + index, 0, "hand", card, geo.card_width
                    )
        if geo.over:
            return spots  # the summary takes the right: only the board stays
        self._open_hand_spots(obs, geo, spots)
        pile = geo.pile_width()
        if obs["selected"] is not None:
            spots[("card", obs["selected"])] = Spot(
                geo.laid_pos(), Z_HAND, 0, "laid", obs["selected"], pile
            )
        if obs["discards"]:
            top = obs["discards"][-1]
            spots[("card", top)] = Spot(geo.discard_pos(), Z_HAND - 1, 0, "discard", top, pile)
        if obs["stock_size"]:
            spots[("stock",)] = Spot(geo.stock_pos(), Z_HAND - 1, 0, "stock", None, pile, False)
        return spots

    def _open_hand_spots(self, obs: dict, geo: Geometry, spots: dict) -> None:
        """Every hand open: each other seat's cards face up right of its plate."""
        for index, seat in enumerate(self.other_seats(obs)):
            hand = self.open_hand(obs, seat)
            if not hand:
                continue
            width, centres = fit_cards(len(hand), geo.open_hand_room(index), CORNER_STEP)
            for slot, (card, pos) in enumerate(zip(hand, centres, strict=True)):
                spots[("open", seat, slot)] = Spot(pos, Z_HAND + slot, 0, "open", card, width)

    def frozen_sync(self) -> None:
        """A re-sync that also serves the match's end (the summary beside the board)."""
        if self.frozen:
            self._place_everything(self.observation())
            self.place_summary()
            return
        self.sync()

    def sync(self) -> None:
        if self.frozen:
            self.frozen_sync()
            return
        obs = self.observation()
        self._place_everything(obs)
        self._refresh_interaction(obs)

    def _place_everything(self, obs: dict) -> None:
        geo = self.geometry()
        self.board.set_cell_size(geo.cell)
        self.board.setPos(geo.board_centre)
        self._sync_chips(obs)
        self._mark_last(obs["last_cell"])
        self.board.set_series([(self._places(cells), team) for team, cells in obs["series"]])
        self.cards.sync(self.card_spots(obs, geo))
        self._refresh_plates(obs, geo)
        self._refresh_signs(obs, geo)

    def _sync_chips(self, obs: dict) -> None:
        diameter = self.board.chip_diameter()
        for cell in list(self.chips):
            if obs["chips"][cell] < 0:
                self.retire(self.chips.pop(cell))
        for cell, team in enumerate(obs["chips"]):
            if team < 0:
                continue
            chip = self.chips.get(cell)
            if chip is None or chip.team != team:
                if chip is not None:
                    self.retire(chip)
                chip = self.chips[cell] = self._board_chip(team, diameter)
                self.board.add_chip(chip, *self.grid.row_col(cell))
            self._settle_chip(chip, cell, diameter, obs["locked"][cell])
        self.board.set_covered(self.grid.row_col(cell) for cell in self.chips)

    def _mark_last(self, cell: int | None) -> None:
        """Ring the last chip laid (or the cell a black Jack just emptied)."""
        if cell is None:
            self.last_mark.show_at(None)
            return
        row, col = self.grid.row_col(cell)
        self.last_mark.show_at(self.board.chip_centre(row, col), self.board.chip_diameter())

    @staticmethod
    def _board_chip(team: int, diameter: float) -> ChipItem:
        """A chip on the board lets clicks through to its cell (a black Jack's target
        is the cell under the chip)."""
        chip = ChipItem(team, diameter)
        chip.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        chip.setAcceptHoverEvents(False)
        return chip

    def _settle_chip(self, chip: ChipItem, cell: int, diameter: float, locked: bool) -> None:
        chip.set_diameter(diameter)
        chip.setPos(self.board.chip_centre(*self.grid.row_col(cell)))
        chip.setScale(1.0)
        chip.setOpacity(1.0)
        chip.set_locked(locked)
        chip.show()

    def _refresh_plates(self, obs: dict, geo: Geometry) -> None:
        names = self.names()
        seats = self.other_seats(obs)
        if self.viewer is not None:
            seats = [*seats, self.viewer]
        if geo.over:
            seats = []
        for seat in list(self.plates):
            if seat not in seats:
                self.retire(self.plates.pop(seat))
                self.retire(self.plate_chips.pop(seat))
        width = geo.plate_width
        others = [seat for seat in seats if seat != self.viewer]
        for seat in seats:
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = SeatPlate(Z_PLATE)
                self.addItem(plate)
                chip = self.plate_chips[seat] = ChipItem(seat % 2)
                chip.setZValue(Z_PLATE + 1)
                self.addItem(chip)
            partners = obs["num_players"] > 2
            lines = [plate_line(obs["hand_sizes"][seat], seat % 2, partners)]
            active = obs["to_move"] == seat
            thinking = active and self.session.shows_thinking(seat)
            plate.set_content(names[seat], lines, active, False, width, thinking)
            if seat == self.viewer:
                pos = geo.viewer_plate_pos()
            else:
                pos = geo.plate_pos(others.index(seat))
            plate.setPos(pos)
            chip = self.plate_chips[seat]
            chip.set_diameter(width * 0.17)
            chip.setPos(pos + QPointF(-width / 2 + width * 0.02, -width * 0.1))

    def _refresh_signs(self, obs: dict, geo: Geometry) -> None:
        theme = current_theme()
        colour = QColor(theme.text_on_felt)
        muted = QColor(theme.text_muted)
        x = geo.right_column_x()
        unit = max(min(geo.side_width * 0.08, geo.height * 0.03), 11.0)
        for team in range(2):
            shown = not geo.over
            top = geo.margin + team * unit * 5.2
            self.team_signs[team].show_text(
                side_text(team, self.names()) if shown else "",
                table_font(unit, bold=True),
                colour,
                QPointF(x + unit * 0.8, top),
                centred=True,
            )
            self.count_signs[team].show_text(
                str(obs["series_count"][team]) if shown else "",
                table_font(unit * 2.4, bold=True),
                colour,
                QPointF(x, top + unit * 1.3),
                centred=True,
            )
            self.goal_signs[team].show_text(
                series_score_text(obs["series_count"][team], obs["goal"]) if shown else "",
                table_font(unit * 0.8),
                muted,
                QPointF(x, top + unit * 4.1),
                centred=True,
            )
            chip = self.team_chips[team]
            chip.setVisible(shown)
            chip.set_diameter(unit * 1.5)
            width = self.team_signs[team].boundingRect().width()
            chip.setPos(QPointF(x + unit * 0.8 - width / 2 - unit, top + unit * 0.65))
        pile = geo.pile_width()
        label_y = geo.piles_y() + pile * 0.75
        small = table_font(max(unit * 0.75, 10.0))
        laid = QCoreApplication.translate("DoubleActionTable", "laid")
        discards = QCoreApplication.translate("DoubleActionTable", "discards")
        stock = QCoreApplication.translate("DoubleActionTable", "stock: %1")
        texts = {
            "laid": laid if obs["selected"] is not None else "",
            "discard": discards if obs["discards"] else "",
            "stock": fill(stock, obs["stock_size"]),
        }
        places = {"laid": geo.laid_pos(), "discard": geo.discard_pos(), "stock": geo.stock_pos()}
        # Left to right: a label that even at its smallest would touch the one before
        # it on its row (a long translation on a small window) drops a line lower.
        row_end: float | None = None
        for key, sign in self.pile_signs.items():
            text = "" if geo.over else texts[key]
            font = fitting_font(text, small.pixelSize(), pile * 1.1) if text else small
            metrics = QFontMetricsF(font)
            half = metrics.horizontalAdvance(text) / 2
            x, y = places[key].x(), label_y
            if text and row_end is not None and x - half < row_end + unit * 0.3:
                y += QFontMetricsF(small).height()
                row_end = None
            elif text:
                row_end = x + half
            sign.show_text(text, font, muted, QPointF(x, y), centred=True)

    # -- turning clicks into actions ---------------------------------------------------------

    def _legal(self) -> list[tuple]:
        return self.seat_view.legal_actions() if self.is_my_turn() else []

    def _refresh_interaction(self, obs: dict) -> None:
        legal = self._legal()
        mine = bool(legal)
        dead = set(obs["dead"]) if not self.private_hidden else set()
        for key, item in self.cards.items.items():
            in_hand = item.role == "hand" and key[0] == "card"
            card = item.card
            playable = in_hand and (("card", card) in legal or ("exchange", card) in legal)
            item.setEnabled(playable)
            item.set_hoverable(playable)
            item.set_legal_look(playable)
            item.set_selected_look(item.role == "laid" and obs["step"] == "target")
            item.set_dimmed(in_hand and mine and not playable)
            set_dead_mark(item, in_hand and card in dead)
        places = [self.grid.row_col(action[1]) for action in legal if action[0] == "place"]
        removable = [self.grid.row_col(action[1]) for action in legal if action[0] == "remove"]
        choices = [action[1] for action in legal if action[0] == "series"]
        if choices:
            places = sorted({self.grid.row_col(cell) for cells in choices for cell in cells})
        self.board.set_cell_states(places, removable)
        self.board.setEnabled(bool(places or removable))
        controls = self.controls_widget
        controls.pass_button.setEnabled(("pass",) in legal)
        controls.set_choices([series_choice_text(self.grid, cells) for cells in choices])
        thinking = obs["to_move"] is not None and not self.session.is_human(obs["to_move"])
        if self.private_hidden:
            controls.status.setText("")
        else:
            controls.status.setText(status_text(obs, self.names(), mine, thinking, legal))

    def hint_items(self, action: tuple) -> list:
        """The hand's card a hint lays or exchanges, the cell it puts a chip on, the
        chip it takes off, the five cells of the series it makes (Pass is a button)."""
        kind, value = action[0], action[1] if len(action) > 1 else None
        if kind in ("card", "exchange"):
            item = self.cards.get(("card", value))
            return [item] if item is not None and item.role == "hand" else []
        if kind == "remove" and value in self.chips:
            return [self.chips[value]]
        cells = {"place": (value,), "remove": (value,), "series": value}.get(kind, ())
        return [self._cell_mark(cell) for cell in cells]

    def _cell_mark(self, cell: int) -> CellMark:
        if cell not in self.cell_marks:
            self.cell_marks[cell] = CellMark(self.board, *self.grid.row_col(cell))
        return self.cell_marks[cell]

    def hint_words(self, action: tuple) -> str:
        return hint_words(action, self.grid)

    def _explain(self, action: tuple) -> None:
        error = self.seat_view.refusal(action)
        if error is not None:
            from desktop.shell.i18n import translate_error

            self.message.emit(translate_error(error), error.clause)

    def _card_clicked(self, item: CardItem) -> None:
        if not self.is_my_turn() or item.role != "hand" or item.card is None:
            self.explain_click(item)
            return
        legal = self.seat_view.legal_actions()
        for kind in ("card", "exchange"):
            if (kind, item.card) in legal:
                self.action_chosen.emit((kind, item.card))
                return
        self._explain(("card", item.card))

    def _cell_clicked(self, row: int, col: int) -> None:
        if not self.is_my_turn():
            self.explain_click()
            return
        cell = self.grid.cell_at(row, col)
        legal = self.seat_view.legal_actions()
        for kind in ("place", "remove"):
            if (kind, cell) in legal:
                self.action_chosen.emit((kind, cell))
                return
        choices = [action for action in legal if action[0] == "series" and cell in action[1]]
        if len(choices) == 1:  # a cell only one offered run holds picks that run
            self.action_chosen.emit(choices[0])
            return
        if choices:
            self.message.emit(
                QCoreApplication.translate(
                    "DoubleActionTable",
                    "Several runs hold this cell: click a cell at one end, or a button below.",
                ),
                "DA-11",
            )
            return
        step = self.observation()["step"]
        if step == "card":
            self.message.emit(
                QCoreApplication.translate(
                    "DoubleActionTable", "First click a card of your hand to lay it."
                ),
                "DA-4",
            )
            return
        self._explain(("place", cell))

    def _choose_series(self, index: int) -> None:
        if not self.is_my_turn():
            return
        choices = [a for a in self.seat_view.legal_actions() if a[0] == "series"]
        if index < len(choices):
            self.action_chosen.emit(choices[index])

    def _pass(self) -> None:
        if self.is_my_turn():
            if ("pass",) in self.seat_view.legal_actions():
                self.action_chosen.emit(("pass",))
            else:
                self._explain(("pass",))

    # -- animating what happened -----------------------------------------------------------

    # -- the match's end -----------------------------------------------------------------

    def _places(self, cells) -> tuple[tuple[int, int], ...]:
        """The engine's cells as the board's (row, column) pairs."""
        return tuple(self.grid.row_col(cell) for cell in cells)

    def _highlight_series(self, obs: dict) -> None:
        """The board at the end: every cell outside a completed series dimmed."""
        in_series = {cell for _team, cells in obs["series"] for cell in cells}
        side = self.grid.side
        dimmed = [
            (row, col)
            for row in range(side)
            for col in range(side)
            if self.grid.cell_at(row, col) not in in_series
        ]
        self.board.set_cell_states(dimmed=dimmed)
        self.board.setEnabled(False)

    def summary_width(self) -> float:
        if self.over_event is None:
            return super().summary_width()
        geo = self.geometry()
        return max(geo.width - geo.summary_left() - geo.margin * 2, 200.0)

    def place_summary(self) -> None:
        if self.summary_proxy is None:
            return
        super().place_summary()
        if self.over_event is not None:
            geo = self.geometry()
            room = self.table_size.width() - 8 - self.summary_widget.width()
            self.summary_proxy.setX(max(min(geo.summary_left(), room), 8.0))

    def on_reset(self) -> None:
        self.over_event = None
        super().on_reset()

    def set_viewer(self, seat: int | None) -> None:
        super().set_viewer(seat)
        if self.over_event is not None and self.frozen:
            self._highlight_series(self.observation())


__all__ = ["Scene"]
