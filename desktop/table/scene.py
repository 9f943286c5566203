"""What every table scene shares: how it hears the session and talks to the window.

A scene draws one seat's observation (the viewer), turns clicks into actions
(`action_chosen`), animates the events the session reports, and after each batch
re-syncs from the observation so the picture can never drift from the state. The
match view decides who the viewer is (hot-seat), the window owns the controls bar the
scene fills with its buttons.

A game's scene subclasses `TableScene` and fills in `sync()` (the table from
`observation()`, no animation), `animate(events)` (queue the animator's steps, then
re-sync), `controls()`, `describe(event, viewer)` and `retranslate()`. The scene's
`seat_view` asks the engine for it: what glows comes from `legal_actions()` only,
facts from the observation (public ones from `public()`), the explanation of a
refused choice from `refusal(action)`. Kit pieces to build it from: `store.ItemStore`
and `store.Spot` (items kept at their spots, glides), `item.TableItem` (looks, clicks,
keys) and the items built on it (cards, pawns, dice, pyramids, chips, stones),
`plates.SeatPlate`, `signs.TableSign`, `controls.ControlsBar`, `summary.SummaryPanel`.

A round's end: `freeze()` holds the table on the reveal and `show_summary(panel)`
lays the summary on it; events arriving meanwhile wait (`held(events)` first in
`animate`) until the player clicks Next round (`continue_after_round`), then play.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QWidget

from desktop.match.seat_view import SeatView
from desktop.match.session import MatchSession
from desktop.table.animator import Animator
from desktop.table.cards import refresh_cards
from desktop.table.item import TableItem, focus_next
from desktop.table.signs import TableSign
from desktop.table.summary import SummaryPanel, add_panel_to_scene
from desktop.table.theme import current_theme

SUMMARY_READABLE_WIDTH = 560.0  # pixels a round summary's table needs to be read whole


class TableScene(QGraphicsScene):
    action_chosen = Signal(tuple)  # the player chose this action
    message = Signal(str, str)  # text to show the player, clause id it refers to ("" if none)
    round_acknowledged = Signal()  # the player closed a round-end summary
    request = Signal(str)  # "new" (another match) or "home", from a match-end summary
    round_shown = Signal()  # a round summary is on the table
    # The table animates or holds a round (True), or has settled (False): the match
    # view passes it on to the session, where a bot's answer waits for a settled table.
    busy_changed = Signal(bool)
    summary_z = 100.0  # the summary lies above everything on the table
    # True: the window logs a batch's lines once its animation has played (dice
    # rolling on the table must stop before the log tells how they fell).
    log_after_animation = False

    def __init__(self, session: MatchSession, animator: Animator, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.game = session.game
        self.animator = animator
        # What the viewer may see, asked of the engine; it holds the viewer (the match
        # view chooses it), and it alone redacts.
        self.seat_view = SeatView(session)
        self.private_hidden = False
        self.table_size = QSizeF(1280, 720)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # items move a lot
        self.summary_widget: SummaryPanel | None = None
        self.summary_proxy = None
        self.summary_return = None  # the button that brings a panel put aside back
        self._retired: list = []  # items leaving the table once the current event is over
        self.frozen = False  # a round summary holds the table (see `held`)
        self.deferred: list[dict] = []  # events waiting for the summary to close
        self.hint_halo = None  # the glow of a hint on the table, until the position changes
        self.hand_orders: dict[int, object] = {}  # seat -> HandOrder, for games with hands
        self._drag = None  # (hand item, where the press was, its x then) while dragging
        animator.idle.connect(self._animations_done)

    # -- told by the window ---------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """The seat looking at the table (None: only public things show)."""
        return self.seat_view.seat

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.seat_view.seat = seat

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self.sync()

    def set_private_hidden(self, hidden: bool) -> None:
        """Hot-seat: hide every private thing (the viewer's hand) while the curtain is up."""
        if hidden:
            self.clear_hint()
        self.private_hidden = hidden
        self.sync()

    def resize_table(self, size: QSizeF) -> None:
        self.table_size = QSizeF(max(size.width(), 400.0), max(size.height(), 300.0))
        self.setSceneRect(QRectF(0, 0, self.table_size.width(), self.table_size.height()))
        self.animator.skip()
        self.sync()
        self.place_summary_return()

    def on_events(self, seat: int, index: int, events: list[dict]) -> None:
        """The session applied an action: animate what the viewer may see of it."""
        self.clear_hint()
        self.animate(self.seat_view.events(events))

    def on_reset(self) -> None:
        self.clear_hint()
        self.remove_summary()
        self.frozen = False
        self.deferred = []
        self.animator.clear()
        self.sync()

    def names(self) -> list[str]:
        """The seats' names as shown (`shown_name`: isolated, long ones elided), in seat
        order: every text of the table takes its names from here."""
        from desktop.shell.i18n import seat_name
        from desktop.table.text import shown_name

        seats = self.session.seats
        return [shown_name(seat_name(seats, seat)) for seat in range(len(seats))]

    def observation(self) -> dict:
        """What the viewer may know; with no viewer, the public view."""
        return self.seat_view.observation()

    def is_my_turn(self) -> bool:
        """True when the viewer is the seat to move and may act now."""
        return (
            self.viewer is not None
            and not self.private_hidden
            and self.seat_view.to_move == self.viewer
            and self.session.is_human(self.viewer)
            and not self.animator.busy()
        )

    def _animations_done(self) -> None:
        if self.frozen:
            return  # the round summary holds the table until the player moves on
        self.sync()
        self.busy_changed.emit(False)

    def held(self, events: list[dict]) -> bool:
        """True (and the events kept for later) while a round summary holds the table:
        call it first in `animate`."""
        if self.frozen:
            self.deferred.extend(events)
        return self.frozen

    def split_at(
        self, events: list[dict], kind: str = "round_end", ends: tuple = ("match_end",)
    ) -> tuple[list[dict], dict | None, dict]:
        """Split a batch at its first `kind` event (a round's end, a reveal) for `animate`:
        gives the events before it, that event (None when the batch has none, and then
        nothing else is done) and the first event after it of each kind in `ends` (or
        None). Every other event after it waits in `deferred`, to play once the player
        has closed the round's summary (`continue_after_round`)."""
        at = next((i for i, event in enumerate(events) if event["type"] == kind), None)
        if at is None:
            return events, None, {}
        rest = events[at + 1 :]
        found = {end: next((e for e in rest if e["type"] == end), None) for end in ends}
        self.deferred = [event for event in rest if event["type"] not in ends]
        return events[:at], events[at], found

    def freeze(self) -> None:
        """Hold the table as it is (a round's reveal): the session waits for the view,
        events wait in `deferred`, re-syncs only place the summary."""
        self.frozen = True
        self.busy_changed.emit(True)

    # -- for subclasses ---------------------------------------------------------------

    def animate(self, events: list[dict]) -> None:
        """Queue the animations of these (already redacted) events, then re-sync."""
        self.sync()

    def sync(self) -> None:
        """Redraw everything from the viewer's observation, without animation."""

    def controls(self) -> QWidget | None:
        """The scene's buttons (placed by the window under the table): by default the
        `controls_widget` a game's scene built, if any."""
        return getattr(self, "controls_widget", None)

    def add_sign(self, z: float) -> TableSign:
        """A new sign (a line of text on the felt) on this table, at depth `z`."""
        sign = TableSign(z)
        self.addItem(sign)
        return sign

    def describe(self, event: dict, viewer: int | None) -> str | None:
        """One sentence telling the viewer what happened (hot-seat summary, log)."""
        return None

    def hint_items(self, action: tuple) -> list:
        """The items on the table that show `action` (the cards it discards, the pawn it
        plays, the cell it takes): a hint makes them glow. [] when it is a button's."""
        return []

    def hint_words(self, action: tuple) -> str:
        """`action` in a few words for the viewer ("discard 7♥ and 7♠", "bid 12",
        "pass"), in the current language: the hint's line in the status bar."""
        return ""

    def clear_selection(self) -> bool:
        """Esc: drop the choice under way (cards picked...); True if there was one."""
        return False

    # -- a hint ---------------------------------------------------------------------------

    def show_hint(self, action: tuple) -> list:
        """Make the items that show `action` glow (`hint_items`); the glow stays until
        the position changes or Esc. Returns the items (none for a button's action)."""
        from desktop.table.hint_halo import HintHalo

        self.clear_hint()
        items = [item for item in self.hint_items(action) if item is not None]
        if items:
            self.hint_halo = HintHalo(items)
            self.addItem(self.hint_halo)
            self.hint_halo.start()
        return items

    def clear_hint(self) -> bool:
        """Take a hint's glow off the table; True if there was one."""
        halo, self.hint_halo = self.hint_halo, None
        if halo is None:
            return False
        halo.stop()
        self.retire(halo)
        return True

    def refused_action(self, item) -> tuple | None:
        """The action a click on `item` would ask for when it is no legal choice now
        (the engine's `refusal` then explains it); None: the kit says what to do now."""
        return None

    def what_to_do(self) -> str:
        """One sentence saying what the viewer may do now (the controls' status line)."""
        widget = self.controls()
        status = getattr(widget, "status", None)
        return status.text() if status is not None else ""

    # -- clicks and keys that are no legal choice -------------------------------------------

    def explain_click(self, item=None) -> None:
        """A click on something that is no legal choice now: one sentence in the message
        line, the engine's refusal when the item stands for an action, else "not now"."""
        if self.summary_open() or self.frozen:
            return
        action = self.refused_action(item) if item is not None and self.is_my_turn() else None
        if action is not None:
            error = self.seat_view.refusal(action)
            if error is not None:
                from desktop.shell.i18n import translate_error

                self.message.emit(translate_error(error), error.clause)
                return
        if self.seat_view.is_over():
            return
        todo = self.what_to_do().strip()
        if not self.is_my_turn() or not todo:
            text = QCoreApplication.translate("TableScene", "Not now: wait for your turn.")
            if self.is_my_turn():
                text = QCoreApplication.translate("TableScene", "Not now: that is not a choice.")
        else:
            text = QCoreApplication.translate("TableScene", "Not now: %1").replace("%1", todo)
        self.message.emit(text, "")

    def keyboard_choices(self) -> list:
        """The items the keyboard may walk over: visible choices (and kit pieces with
        keys of their own, such as a board, while enabled)."""
        return [item for item in self.items() if item.isVisible() and _walkable(item)]

    def _top_interactive(self, pos: QPointF):
        """The item a click at `pos` lands on: (item, it takes the click)."""
        for item in self.items(pos):
            if not item.isVisible():
                continue
            if self.summary_proxy is not None and (
                item is self.summary_proxy or self.summary_proxy.isAncestorOf(item)
            ):
                return item, True
            table_item = item
            while table_item is not None and not isinstance(table_item, TableItem):
                table_item = table_item.parentItem()
            if table_item is not None:
                return table_item, table_item.is_choice()
            if getattr(item, "interactive", False):  # a kit piece with clicks of its own
                return item, item.isEnabled()
        return None, False  # the felt, a plate, a sign: no choice

    # -- the viewer's hand: its order, drags and double-clicks ------------------------------

    def hand_order(self):
        """The viewer's arrangement of their hand (`hand_order.HandOrder`), made by
        `new_hand_order` for a game with hands; None otherwise or with no viewer."""
        if self.viewer is None:
            return None
        if self.viewer not in self.hand_orders:
            order = self.new_hand_order()
            if order is None:
                return None
            self.hand_orders[self.viewer] = order
        return self.hand_orders[self.viewer]

    def new_hand_order(self):
        """A fresh `HandOrder` for a game whose players hold cards (None: no hand)."""
        return None

    def arranged_hand(self, hand) -> list:
        """The viewer's cards in the order they keep them (the layout's order)."""
        order = self.hand_order()
        return list(hand) if order is None else order.arrange(hand)

    def set_hand_mode(self, mode: str) -> None:
        """Sort the viewer's hand (`hand_order.MODES`): the cards glide to their places."""
        order = self.hand_order()
        if order is not None:
            order.set_mode(mode)
            self.hand_rearranged()

    def hand_rearranged(self) -> None:
        """The viewer's hand changed order: lay it out again (scenes may animate)."""
        self.sync()

    def hand_items(self) -> list:
        """The viewer's face-up hand cards on the table, left to right."""
        cards = [
            item
            for item in self.items()
            if getattr(item, "role", "") == "hand"
            and getattr(item, "card", None) is not None
            and item.isVisible()
        ]
        return sorted(cards, key=lambda item: item.pos().x())

    def hand_card_double_clicked(self, item) -> bool:
        """A double-click on a card of the viewer's hand (Dumble: discard it alone);
        True when the scene acted on it."""
        return False

    def _hand_item_at(self, pos: QPointF):
        if self.hand_order() is None or self.private_hidden or self.frozen:
            return None
        for item in self.items(pos):
            while item is not None and not isinstance(item, TableItem):
                item = item.parentItem()
            if item is not None and item in self.hand_items():
                return item
            if item is not None:
                return None
        return None

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item, takes = self._top_interactive(event.scenePos())
            hand_item = self._hand_item_at(event.scenePos())
            self._drag = None
            if hand_item is not None:  # a click, or the start of a drag: the release says
                self._drag = [hand_item, event.scenePos(), hand_item.pos().x(), False, takes]
            elif not takes:
                self.explain_click(item)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        drag = self._drag
        if drag is not None and event.buttons() & Qt.MouseButton.LeftButton:
            item, start, x, moving, _ = drag
            shift = event.scenePos().x() - start.x()
            if not moving and abs(shift) >= QApplication.startDragDistance():
                drag[3] = moving = True
                self.animator.skip()
                item.setZValue(item.zValue() + 500)  # above its neighbours while carried
            if moving:
                item.setPos(x + shift, item.pos().y())
                event.accept()
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        drag, self._drag = self._drag, None
        if drag is not None and not drag[3] and not drag[4]:
            self.explain_click(drag[0])  # a click on a hand card that is no choice now
        if drag is not None and drag[3]:
            grabber = self.mouseGrabberItem()
            if grabber is not None:
                grabber.ungrabMouse()  # the carried card takes no click
            self._drop_hand_card(drag[0])
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _drop_hand_card(self, item) -> None:
        """A hand card was carried to a new place: the hand keeps that order."""
        cards = [other.card for other in self.hand_items()]  # by x, the carried one too
        order = self.hand_order()
        if order is not None and sorted(cards) == sorted(order.arrange(cards)):
            order.place(cards)
        self.hand_rearranged()

    def mouseDoubleClickEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._hand_item_at(event.scenePos())
            if item is not None and self.is_my_turn() and self.hand_card_double_clicked(item):
                event.accept()
                return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if self.summary_aside() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.bring_summary_back()
            event.accept()
            return
        if self.summary_open() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            from PySide6.QtWidgets import QPushButton

            for button in self.summary_widget.findChildren(QPushButton):
                if button.isDefault() and button.isVisible() and button.isEnabled():
                    button.click()
                    event.accept()
                    return
        if key == Qt.Key.Key_Escape and self.clear_hint():
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self.clear_selection():
            self.message.emit("", "")
            self.sync()
            event.accept()
            return
        arrows = {
            Qt.Key.Key_Right: True,
            Qt.Key.Key_Down: True,
            Qt.Key.Key_Left: False,
            Qt.Key.Key_Up: False,
        }
        moves = key in arrows and not self.summary_open()
        if moves and focus_next(self.keyboard_choices(), self.focusItem(), arrows[key]):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next_child: bool) -> bool:
        """Tab and Shift+Tab walk over the table's choices (the summary's buttons while
        it is open)."""
        if self.summary_open():
            return super().focusNextPrevChild(next_child)
        if focus_next(self.keyboard_choices(), self.focusItem(), next_child):
            return True
        # No choice on the table (a bid, say): the keys go to the controls' first one.
        controls = self.controls()
        if controls is None:
            return False
        for widget in controls.findChildren(QWidget):
            tab = widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            if tab and widget.isVisible() and widget.isEnabled():
                widget.setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return False

    # -- the round's summary ------------------------------------------------------------

    def summary_open(self) -> bool:
        """True while a round or match summary waits for the player on the table."""
        return self.summary_proxy is not None

    def show_summary(self, panel: SummaryPanel) -> None:
        """Lay `panel` on the table: Next round calls `continue_after_round`, the match
        end's buttons go to the window through `request`.

        Each button acts on the next turn of the event loop (a queued connection): its
        slot removes the panel, or the whole table, and doing that while the button is
        still handling the mouse release deletes the widget under the click (a crash)."""
        queued = Qt.ConnectionType.QueuedConnection
        panel.continue_clicked.connect(self.continue_after_round, queued)
        panel.new_match_clicked.connect(self._ask_new_match, queued)
        panel.home_clicked.connect(self._ask_home, queued)
        panel.look_clicked.connect(self.put_summary_aside, queued)
        self.summary_widget = panel
        self.summary_proxy = add_panel_to_scene(self, panel, self.summary_z)
        self.place_summary()
        self.round_shown.emit()

    def summary_aside(self) -> bool:
        """True while the summary is put aside: the table shows, still held, with a
        button to bring the summary back."""
        return self.summary_return is not None

    def put_summary_aside(self) -> None:
        """Look at the table: the summary hides (the table stays held, nothing plays)
        and a button in the table's corner brings it back (Enter too)."""
        if self.summary_proxy is None or self.summary_return is not None:
            return
        from PySide6.QtWidgets import QPushButton

        self.summary_proxy.hide()
        button = QPushButton(QCoreApplication.translate("TableScene", "Back to the summary"))
        button.setObjectName("backToSummaryButton")
        button.setDefault(True)
        button.clicked.connect(self.bring_summary_back, Qt.ConnectionType.QueuedConnection)
        self.summary_return = add_panel_to_scene(self, button, self.summary_z)
        self.place_summary_return()
        button.setFocus(Qt.FocusReason.OtherFocusReason)

    def bring_summary_back(self) -> None:
        if self.summary_return is None:
            return
        button, self.summary_return = self.summary_return, None
        self.retire(button)
        if self.summary_proxy is not None:
            self.summary_proxy.show()
            self.place_summary()

    def _ask_new_match(self) -> None:
        self.request.emit("new")

    def _ask_home(self) -> None:
        self.request.emit("home")

    def place_summary(self) -> None:
        """Size the summary's text and width for the table, and centre it."""
        if self.summary_proxy is None:
            return
        width, height = self.table_size.width(), self.table_size.height()
        self.summary_widget.set_text_size(self.summary_text_pixels())
        panel_width = self.fitting_summary_width(self.summary_width())
        panel_height = self.summary_widget.fit_height(int(panel_width), int(height - 16))
        self.summary_proxy.setPos(
            width / 2 - panel_width / 2, max(height * 0.5 - panel_height / 2, 8)
        )
        self.place_summary_return()

    def place_summary_return(self) -> None:
        """The Back to the summary button: the table's top right corner, its text as
        large as the summary's."""
        if self.summary_return is None:
            return
        button = self.summary_return.widget()
        button.setText(QCoreApplication.translate("TableScene", "Back to the summary"))
        font = button.font()
        font.setPixelSize(round(self.summary_text_pixels()))
        button.setFont(font)
        button.adjustSize()
        margin = 8.0
        self.summary_return.setPos(self.table_size.width() - button.width() - margin, margin)

    def remove_summary(self) -> None:
        if self.summary_return is not None:
            button, self.summary_return = self.summary_return, None
            self.retire(button)
        if self.summary_proxy is not None:
            proxy = self.summary_proxy
            self.summary_proxy = self.summary_widget = None
            self.retire(proxy)

    def fitting_summary_width(self, wanted: float) -> float:
        """`wanted` (the game's choice of width for its summary), widened as far as the
        summary needs for none of its columns to be cut, within the table."""
        needed = self.summary_widget.needed_width() if self.summary_widget else 0
        return min(max(wanted, needed), self.table_size.width() - 16)

    def summary_x(self, centre: float) -> float:
        """The summary's left edge when it is centred on `centre`, kept on the table."""
        width = self.summary_widget.width() if self.summary_widget else 0
        return min(max(centre - width / 2, 8.0), self.table_size.width() - 8 - width)

    def summary_width(self) -> float:
        """Narrow enough that what the players at the sides show stays visible, but
        never so narrow that its columns are cut (a small window: up to 90% of it)."""
        width = self.table_size.width()
        wanted = max(width * 0.56, min(width * 0.9, SUMMARY_READABLE_WIDTH))
        return min(wanted, self.table_size.height() * 1.25)

    def summary_text_pixels(self) -> float:
        return max(13.0, self.table_size.height() * 0.019)

    def continue_after_round(self) -> None:
        """The player closed the summary: the held events play and the table goes on."""
        if self.summary_proxy is None:
            return
        self.remove_summary()
        self.frozen = False
        deferred, self.deferred = self.deferred, []
        self.round_acknowledged.emit()
        self.animate(deferred)
        if not self.animator.busy():
            self._animations_done()

    def retire(self, item) -> None:
        """Take `item` off the table. It disappears at once but leaves the scene (and is
        deleted) only after the event being handled, which may be a click on that very
        item or on a widget inside it: deleting it then would crash the application."""
        item.hide()
        self._retired.append(item)
        if len(self._retired) == 1:
            QTimer.singleShot(0, self, self._drop_retired)

    def _drop_retired(self) -> None:
        retired, self._retired = self._retired, []
        for item in retired:
            # An item whose parent left the table meanwhile went with it.
            if not shiboken6.isValid(item):
                continue
            if item.scene() is self:
                self.removeItem(item)
            if hasattr(item, "deleteLater"):
                item.deleteLater()

    def retranslate(self) -> None:
        """The language changed: the summary on the table, the table and its cards (their
        court letters) are redrawn."""
        if self.summary_widget is not None:
            self.summary_widget.retranslate()
            self.place_summary()
        self.sync()
        refresh_cards(self)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        size = self.table_size
        painter.fillRect(
            rect, current_theme().felt_brush(QRectF(0, 0, size.width(), size.height()))
        )


def _walkable(item) -> bool:
    if getattr(item, "interactive", False):
        return item.isEnabled()
    focusable = item.flags() & TableItem.GraphicsItemFlag.ItemIsFocusable
    return isinstance(item, TableItem) and item.is_choice() and bool(focusable)


def same_place(a: QPointF, b: QPointF) -> bool:
    """Within half a pixel: an item already there is not animated (nor repainted)."""
    return abs(a.x() - b.x()) < 0.5 and abs(a.y() - b.y()) < 0.5


def turn_to(item, angle: float) -> None:
    """Rotate `item` to `angle` unless it is there already: Qt repaints an item whenever
    its rotation is set, even to the angle it has, and a re-sync sets every item's."""
    if abs(item.rotation() - angle) > 1e-6:
        item.setRotation(angle)


def scale_to(item, scale: float) -> None:
    """Like `turn_to`, for the item's scale."""
    if abs(item.scale() - scale) > 1e-6:
        item.setScale(scale)
