"""The Dumble table seen from the viewer's chair.

Your hand is fanned along the bottom; the other players sit round the top with their
cards face down and a plate giving name, card count and total; in the middle lie
the stock, the discard pile, and the previous player's discards spread so any one
can be taken.

Every card on the table is an item with a key (a known card by its id, a face-down
card by its seat and slot). Drawing the table means computing where every key
belongs for the current observation; animating a move means gliding the items that
stay from where they were to where they now belong, and bringing new ones in from
where the events say they came from.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor

from desktop.games.dumble.controls import Controls
from desktop.games.dumble.hints import hint_words
from desktop.games.dumble.layout import (
    MAX_STOCK_ITEMS,
    Z_FLYING,
    Z_PLATE,
    Geometry,
    table_spots,
)
from desktop.games.dumble.playback import DumblePlayback
from desktop.games.dumble.text import (
    card_text,
    cards_text,
    combination_text,
    describe_event,
    seat_line,
    sign_texts,
    your_turn_text,
)
from desktop.table.card_faces import CARD_RATIO
from desktop.table.cards import CardItem, FaceWarmer, dress_card, new_card
from desktop.table.hand_order import HandOrder
from desktop.table.plates import SeatPlate
from desktop.table.scene import TableScene
from desktop.table.store import ItemStore, Spot
from desktop.table.theme import current_theme, table_font
from rules_engine.core.cards import RANK, SUIT
from rules_engine.core.selection import items_extending

SORT_MS = 220  # cards gliding to their places when the hand is sorted or a card dropped


class Scene(DumblePlayback, TableScene):
    describe_event = staticmethod(describe_event)

    def __init__(self, session, animator, parent=None) -> None:
        super().__init__(session, animator, parent)
        self.cards = ItemStore(self, new_card, dress_card, self._clicked)
        self.card_items = self.cards.items  # key -> CardItem, as on the table now
        self.selection: set[int] = set()
        self.plates: dict[int, SeatPlate] = {}
        self.dead_order: list[int] = []
        self.reveal_event: dict | None = None
        self.labels = {key: self.add_sign(Z_PLATE) for key in ("stock", "offer", "pending", "dead")}
        self.warmer = FaceWarmer(animator)
        self.controls_widget = Controls()
        self.controls_widget.discard_clicked.connect(self.discard_selection)
        self.controls_widget.call_clicked.connect(lambda: self.action_chosen.emit(("dumble",)))
        self.controls_widget.sort_button.mode_chosen.connect(self.set_hand_mode)

    def warm_card_faces(self) -> None:
        """Draw every face at the table's sizes ahead of time (see `FaceWarmer`)."""
        geo = self.geometry()
        # The sizes a face will be needed at next: the discards' first (a hand's faces
        # are drawn by the deal), the reveal's, then the hand's (cards drawn later).
        widths = (
            geo.middle_width,
            geo.middle_width * 0.8,
            geo.opponent_width * 1.25,
            geo.hand_width,
        )
        ratio = max((view.devicePixelRatioF() for view in self.views()), default=1.0)
        decks = self.seat_view.public()["decks"]
        self.warmer.warm(range(52 * decks), widths, ratio)

    # -- what the window asks ---------------------------------------------------------

    def resize_table(self, size) -> None:
        super().resize_table(size)
        self.warm_card_faces()

    # -- drawing the table from the observation --------------------------------------------

    def geometry(self) -> Geometry:
        return Geometry(self.table_size.width(), self.table_size.height())

    def other_seats(self, obs: dict) -> list[int]:
        count = obs["num_players"]
        if self.viewer is None:
            return list(range(count))
        return [(self.viewer + step) % count for step in range(1, count)]

    def layout(self, obs: dict) -> dict[tuple, Spot]:
        """Where every card item belongs for this observation (the viewer's hand in the
        order they keep it)."""
        self._sync_dead_order(obs["dead"])
        if self.viewer is not None and "hand" in obs:
            obs = {**obs, "hand": self.arranged_hand(obs["hand"])}
        others = self.other_seats(obs)
        opened = {seat: self.open_hand(obs, seat) for seat in others}
        return table_spots(
            self.geometry(),
            obs,
            self.viewer,
            self.private_hidden,
            others,
            self.dead_order,
            {seat: cards for seat, cards in opened.items() if cards is not None},
        )

    def _sync_dead_order(self, dead) -> None:
        """The observation gives the dead pile as a set; the table remembers the order
        cards fell in, so the pile's top is the last card thrown."""
        present = set(dead)
        order = [card for card in self.dead_order if card in present]
        missing = sorted(present.difference(order))
        self.dead_order = order + missing  # newcomers land on top

    def seat_anchor(self, seat: int) -> QPointF:
        geo = self.geometry()
        if seat == self.viewer:
            return QPointF(geo.width / 2, geo.hand_y)
        others = self.other_seats(self.observation())
        return geo.seat_anchor(others.index(seat), len(others))

    def sync(self) -> None:
        """Put every item where it belongs now, with no animation."""
        if self.frozen:
            self.place_summary()
            return
        obs = self.observation()
        self.cards.sync(self.layout(obs))
        self.selection &= set(obs["hand"]) if self.viewer is not None else set()
        self._refresh_plates(obs)
        self._refresh_labels(obs)
        self._refresh_interaction(obs)

    def _refresh_plates(self, obs: dict) -> None:
        geo = self.geometry()
        names = self.names()
        plate_width = max(geo.opponent_width * 3.6, 150.0)
        plate_width = min(plate_width, geo.seat_spacing(len(self.other_seats(obs))) * 0.92)
        seats = self.other_seats(obs)
        if self.viewer is not None:
            seats = [*seats, self.viewer]
        for seat in list(self.plates):
            if seat not in seats:
                self.retire(self.plates.pop(seat))
        board = self.game.scoreboard(obs)  # totals and who is out, as the game declares
        for seat in seats:
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = SeatPlate(Z_PLATE, rows=2)  # total, known cards
                self.addItem(plate)
            lines = [seat_line(obs["hand_sizes"][seat], board.totals[seat], board.out[seat])]
            known = [card for card in obs["known"][seat] if seat != self.viewer]
            if known:
                lines.append(
                    QCoreApplication.translate("DumbleTable", "holds %1").replace(
                        "%1", cards_text(known)
                    )
                )
            active = obs["to_move"] == seat
            thinking = active and self.session.shows_thinking(seat)
            plate.set_content(
                names[seat], lines, active, board.out[seat], plate_width, thinking=thinking
            )
            if seat == self.viewer:
                plate.setPos(
                    geo.margin + plate_width / 2,
                    geo.hand_y - geo.hand_width * CARD_RATIO * 0.5 - plate_width * 0.3,
                )
            else:
                anchor = self.seat_anchor(seat)
                plate.setPos(
                    anchor + QPointF(0, geo.opponent_width * CARD_RATIO * 0.55 + plate_width * 0.2)
                )

    def _refresh_labels(self, obs: dict) -> None:
        geo = self.geometry()
        theme = current_theme()
        font = table_font(max(geo.middle_width * 0.15, 11.0))
        may_take = obs["to_move"] == self.viewer and not self.private_hidden
        texts = sign_texts(obs, may_take)
        card_height = geo.middle_width * CARD_RATIO
        anchors = {
            "stock": geo.stock_pos() + QPointF(0, card_height * 0.62),
            "dead": geo.dead_pos() - QPointF(0, card_height * 0.62 + font.pixelSize() * 1.3),
            "offer": geo.offer_pos(0)
            - QPointF(geo.middle_width * 0.5, card_height * 0.62 + font.pixelSize() * 1.3),
            "pending": geo.pending_pos(0)
            + QPointF(-geo.middle_width * 0.4, card_height * 0.8 * 0.5 + 4),
        }
        colour = QColor(theme.text_on_felt)
        for key, sign in self.labels.items():
            sign.show_text(texts[key], font, colour, anchors[key], centred=key in {"stock", "dead"})

    # -- turning clicks into actions ---------------------------------------------------------

    def _refresh_interaction(self, obs: dict) -> None:
        mine = self.is_my_turn()
        phase = obs["phase"]
        legal = self.seat_view.legal_actions() if mine else []
        chosen = self.selection
        extendable = items_extending(legal, "discard", chosen) if phase == "discard" else set()
        for key, item in self.card_items.items():
            role = getattr(item, "role", "")
            selectable = mine and phase == "discard" and role == "hand"
            takeable = (role == "offer" and ("take", item.card) in legal) or (
                role == "stock" and key == self._stock_top_key(obs) and ("draw",) in legal
            )
            # A greyed card takes no click (the kit explains why, from the engine).
            pickable = selectable and (item.card in extendable or item.card in self.selection)
            item.setEnabled(pickable or takeable)
            item.set_hoverable(pickable or takeable)
            item.set_selected_look(selectable and item.card in self.selection)
            item.set_legal_look(takeable or (selectable and item.card in extendable))
            item.set_dimmed(
                selectable and item.card not in extendable and item.card not in self.selection
            )
            if item.flags() & CardItem.GraphicsItemFlag.ItemIsFocusable and not (
                pickable or takeable
            ):
                item.clearFocus()
        self._refresh_controls(obs, mine, legal)

    @staticmethod
    def _stock_top_key(obs: dict) -> tuple:
        return ("stock", min(obs["stock_size"], MAX_STOCK_ITEMS) - 1)

    def _refresh_controls(self, obs: dict, mine: bool, legal: list) -> None:
        controls = self.controls_widget
        controls.call_button.setEnabled(("dumble",) in legal)
        order = None if self.private_hidden else self.hand_order()
        controls.sort_button.setEnabled(order is not None)
        controls.sort_button.show_mode(order.mode if order is not None else "")
        selection = tuple(sorted(self.selection))
        controls.discard_button.setEnabled(
            mine and obs["phase"] == "discard" and ("discard", selection) in legal
        )
        controls.status.setText(self._status_text(obs, mine, selection))

    def _status_text(self, obs: dict, mine: bool, selection: tuple) -> str:
        names = self.names()
        if obs["phase"] == "over":
            return QCoreApplication.translate("DumbleTable", "The match is over.")
        if self.private_hidden:
            return ""
        to_move = obs["to_move"]
        if not mine:
            return QCoreApplication.translate("DumbleTable", "%1 is playing…").replace(
                "%1", names[to_move]
            )
        points = obs["hand_value"]
        if obs["phase"] == "draw":
            return QCoreApplication.translate(
                "DumbleTable",
                "Now draw: click the stock, or one of the discards you may take.",
            )
        if selection:
            if self.seat_view.refusal(("discard", selection)) is not None:
                legal = self.seat_view.legal_actions()
                if set(items_extending(legal, "discard", selection)) - set(selection):
                    return QCoreApplication.translate(
                        "DumbleTable", "Not a legal discard yet: keep selecting, or change cards."
                    )
                return QCoreApplication.translate(
                    "DumbleTable",
                    "Not a legal discard: click a chosen card to put it back, or press Esc.",
                )
            return combination_text(selection, points - self._value_after(("discard", selection)))
        return your_turn_text(points, obs["call_limit"])

    def _value_after(self, action: tuple) -> int:
        """The viewer's hand value once `action` is played (asked of the engine)."""
        return self.seat_view.after(action)["hand_value"]

    def clear_selection(self) -> bool:
        had = bool(self.selection)
        self.selection.clear()
        return had

    def hint_items(self, action: tuple) -> list:
        """The cards a hint names: the hand's cards to discard, the stock's top card,
        the discard on offer to take (calling Dumble! is the button's)."""
        kind = action[0]
        if kind == "discard":
            keys = [("card", card) for card in action[1]]
        elif kind == "take":
            keys = [("card", action[1])]
        elif kind == "draw":
            keys = [self._stock_top_key(self.observation())]
        else:
            keys = []
        return [self.card_items[key] for key in keys if key in self.card_items]

    def hint_words(self, action: tuple) -> str:
        return hint_words(action)

    def refused_action(self, item) -> tuple | None:
        role = getattr(item, "role", "")
        card = getattr(item, "card", None)
        if role == "stock":
            return ("draw",)
        if role == "offer" and card is not None:
            return ("take", card)
        if role == "hand" and card is not None:
            return ("discard", tuple(sorted(self.selection | {card})))
        return None

    def _clicked(self, item: CardItem) -> None:
        if not self.is_my_turn():
            self.explain_click(item)
            return
        obs = self.observation()
        role = getattr(item, "role", "")
        if obs["phase"] == "discard" and role == "hand":
            self._toggle(item.card, obs)
        elif obs["phase"] == "draw" and role == "offer":
            self.action_chosen.emit(("take", item.card))
        elif obs["phase"] == "draw" and role == "stock":
            self.action_chosen.emit(("draw",))
        else:
            self.explain_click(item)

    def _toggle(self, card: int, obs: dict) -> None:
        if card in self.selection:
            self.selection.discard(card)
        else:
            self.selection.add(card)
            selection = tuple(sorted(self.selection))
            legal = self.seat_view.legal_actions()
            if not items_extending(legal, "discard", selection):
                error = self.seat_view.refusal(("discard", selection))
                if error is not None:
                    from desktop.shell.i18n import translate_error

                    self.message.emit(translate_error(error), error.clause)
                    self._refresh_interaction(obs)
                    return
        self.message.emit("", "")  # an earlier hint no longer applies
        self._refresh_interaction(obs)

    def discard_selection(self) -> None:
        if not self.is_my_turn():
            return
        selection = tuple(sorted(self.selection))
        if not selection:
            self.message.emit(
                QCoreApplication.translate("DumbleTable", "Select the cards to discard first."),
                "DU-7",
            )
            return
        self.action_chosen.emit(("discard", selection))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        obs = self.observation()
        control = event.modifiers() & Qt.KeyboardModifier.ControlModifier
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and control:
            self.discard_selection()  # the Discard button's shortcut, from the table too
            event.accept()
            return
        if self.is_my_turn() and obs["phase"] == "draw":
            if key == Qt.Key.Key_S:
                self.action_chosen.emit(("draw",))
                return
            number = key - Qt.Key.Key_1
            if 0 <= number < len(obs["offer"]):
                self.action_chosen.emit(("take", obs["offer"][number]))
                return
        super().keyPressEvent(event)

    # -- animating what happened -----------------------------------------------------------

    # -- the viewer's hand -------------------------------------------------------------------

    def new_hand_order(self) -> HandOrder:
        return HandOrder(lambda card: RANK[card], lambda card: SUIT[card])

    def set_hand_mode(self, mode: str) -> None:
        super().set_hand_mode(mode)
        self.controls_widget.sort_button.show_mode(mode)

    def hand_rearranged(self) -> None:
        """The cards glide to their new places in the hand."""
        order = self.hand_order()
        self.controls_widget.sort_button.show_mode(order.mode if order is not None else "")
        if self.frozen or self.animator.busy():
            self.sync()
            return
        moves, _ = self.cards.glides(self.layout(self.observation()), {}, {}, SORT_MS, Z_FLYING)
        self.animator.add_parallel(moves)
        self.animator.add_call(self.sync)

    def hand_card_double_clicked(self, item) -> bool:
        """DU-7: a double-click discards that card alone, when it may go alone now."""
        action = ("discard", (item.card,))
        if action not in self.seat_view.legal_actions():
            return False
        self.selection.clear()
        self.action_chosen.emit(action)
        return True

        # otherwise the animator goes idle at once, and `_animations_done` syncs

    # -- the end of a round -------------------------------------------------------------------

    def on_reset(self) -> None:
        self.selection.clear()
        super().on_reset()


__all__ = ["Scene", "card_text"]
