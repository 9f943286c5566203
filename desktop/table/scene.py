"""What every table scene shares: how it hears the session and talks to the window.

A scene draws one seat's observation (the viewer), turns clicks into actions
(`action_chosen`), animates the events the session reports, and after each batch
re-syncs from the observation so the picture can never drift from the state. The
match view decides who the viewer is (hot-seat), the window owns the controls bar the
scene fills with its buttons.

A game's scene subclasses `TableScene` and fills in `sync()` (the table from
`observation()`, no animation) and the playback hooks it needs (below); the controls
(`controls_widget`), the description of an event (`describe_event`, the game's text
module's) and retranslation have defaults. The scene's
`seat_view` asks the engine for it: what glows comes from `legal_actions()` only,
facts from the observation (public ones from `public()`), the explanation of a
refused choice from `refusal(action)`. Kit pieces to build it from: `store.ItemStore`
and `store.Spot` (items kept at their spots, glides), `item.TableItem` (looks, clicks,
keys) and the items built on it (cards, pawns, dice, pyramids, chips, stones),
`plates.SeatPlate`, `signs.TableSign`, `controls.ControlsBar`, `summary.SummaryPanel`.

Playback (`animate`, the same sequence at every table): a batch that arrives while a
round's summary holds the table waits (`held`); otherwise it is split at the round's
end (`round_end_kind`, with the events its summary reads, `round_end_with`). The
events before it play, one hook per event (`animate_<type>`), then `glide(events,
end)` (the table to the new observation) and `settle()` (what left the table goes).
At a round's end `reveal_round_end` queues its reveal; then the table is held
(`freeze`) and `show_round_end` lays its summary (`show_summary`). The held events play
when the player clicks Next round (`continue_after_round`). When the animator is
idle the table re-syncs from the observation and tells the view it has settled.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QWidget

from desktop.match.seat_view import SeatView
from desktop.match.session import MatchSession
from desktop.table.animator import Animator
from desktop.table.cards import refresh_cards
from desktop.table.hand_on_table import HandOnTable
from desktop.table.item import TableItem, focus_next
from desktop.table.signs import TableSign
from desktop.table.summary import SummaryPanel
from desktop.table.summary_host import SummaryHost
from desktop.table.text import fill
from desktop.table.theme import current_theme


class TableScene(SummaryHost, HandOnTable, QGraphicsScene):
    action_chosen = Signal(tuple)  # the player chose this action
    message = Signal(str, str)  # text to show the player, clause id it refers to ("" if none)
    round_acknowledged = Signal()  # the player closed a round-end summary
    request = Signal(str)  # "new" (another match) or "home", from a match-end summary
    round_shown = Signal()  # a round summary is on the table
    # The table animates or holds a round (True), or has settled (False): the match
    # view passes it on to the session, where a bot's answer waits for a settled table.
    busy_changed = Signal(bool)
    summary_z = 100.0  # the summary lies above everything on the table
    # The window logs a batch's lines once its animation has played, as the score
    # sheet follows the table: the log never tells a move the table has not shown yet
    # (dice still rolling, a series not yet drawn, a pawn not yet swallowed). False:
    # lines as soon as the move is played.
    log_after_animation = True

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
        self.flying: list = []  # items gliding off the table, retired when they land
        self.frozen = False  # a round summary holds the table (see `held`)
        self._held_scales: dict = {}  # item -> its scale before the held table was fitted
        self.deferred: list[dict] = []  # events waiting for the summary to close
        self.hint_halo = None  # the glow of a hint on the table, until the position changes
        # While a lesson's step expects a choice: the items its halo rings ([] for a
        # button's move); every other legal item's glow is painted faint (item.py).
        self.lesson_focus: list | None = None
        self.hand_orders: dict[int, object] = {}  # seat -> HandOrder, for games with hands
        # seat -> its plate (the kit's SeatPlate or a game's own, with `rest()`), for
        # tables that show the players on plates
        self.plates: dict[int, object] = {}
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
        self.animator.skip()  # what was moving lands where it was going, at the old size
        old, self.table_size = (
            self.table_size,
            QSizeF(max(size.width(), 400.0), max(size.height(), 300.0)),
        )
        self.setSceneRect(QRectF(0, 0, self.table_size.width(), self.table_size.height()))
        if self.frozen and not self.held_table_lays_out:
            self._fit_held_table(old, self.table_size)
        self.sync()
        self.place_summary()  # (and the way back to it, when it is put aside)

    # Whether `sync` lays the held table out again at a new size (a scene that keeps the
    # view at the round's end). Any other held table is scaled as a picture to the new
    # size, the summary laid out anew over it, until the player moves on.
    held_table_lays_out = False

    def _fit_held_table(self, old: QSizeF, new: QSizeF) -> None:
        """The table as the round ended, shrunk or grown whole (and centred) to fit the
        new size: the session has moved on to the next deal, so the picture cannot be
        laid out again from the observation. `_unfit_held_table` undoes it."""
        ratio = min(new.width() / old.width(), new.height() / old.height())
        offset = QPointF(
            (new.width() - old.width() * ratio) / 2, (new.height() - old.height() * ratio) / 2
        )
        kept = {self.summary_proxy, self.summary_return}
        for item in self.items():
            if item.parentItem() is not None or item in kept:
                continue
            self._held_scales.setdefault(item, item.scale())
            item.setPos(offset + item.pos() * ratio)
            item.setScale(item.scale() * ratio)

    def _unfit_held_table(self) -> None:
        """Every item back to its own scale, before the table is laid out again."""
        scales, self._held_scales = self._held_scales, {}
        for item, scale in scales.items():
            if shiboken6.isValid(item):
                item.setScale(scale)

    def on_events(self, seat: int, index: int, events: list[dict]) -> None:
        """The session applied an action: animate what the viewer may see of it."""
        self.clear_hint()
        self.animate(self.seat_view.events(events))

    def on_reset(self) -> None:
        self.clear_hint()
        self.remove_summary()
        self.frozen = False
        self._unfit_held_table()
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

    # -- playback -------------------------------------------------------------------------

    round_end_kind = "round_end"  # the event whose summary holds the table
    round_end_with: tuple[str, ...] = ("match_end",)  # later events the summary reads

    def animate(self, events: list[dict]) -> None:
        """Queue the animations of these (already redacted) events; the table re-syncs
        once they have played (see the module's description)."""
        if self.held(events):
            return
        before, end, ends = self.split_at(events, self.round_end_kind, self.round_end_with)
        if end is not None:
            # Held from the start of the batch: the observation is already the next
            # round's (or stone's), and the table must not take it up when the moves
            # before the end leave the animator idle for a moment (or at once, when
            # nothing before it moves).
            self.freeze()
        self.start_batch(before)
        for event in before:
            hook = getattr(self, "animate_" + event["type"], None)
            if hook is not None:
                hook(event)
        self.glide(before, end)
        # A call closes the batch even when nothing moved: the animator reports idle
        # after a call, not after a move that ends its queue.
        self.animator.add_call(self.settle)
        if end is not None:
            self.reveal_round_end(end, ends)
            self.animator.add_call(lambda: self._stop_for_round(end, ends))

    def start_batch(self, events: list[dict]) -> None:
        """Before a batch's events play (what glowed stops glowing...)."""

    def glide(self, events: list[dict], end: dict | None) -> None:
        """Queue the table's move to the new observation, after the events' own steps;
        `end` is the round's end that follows (None: none)."""

    def settle(self) -> None:
        """The batch's moves have played: the items that glided off the table go."""
        for item in self.flying:
            self.retire(item)
        self.flying.clear()

    def reveal_round_end(self, end: dict, ends: dict) -> None:
        """Queue the round's reveal (`end`; `ends`: the events its summary reads, by
        kind, None when absent), before the table is held for its summary."""

    def _stop_for_round(self, end: dict, ends: dict) -> None:
        if not self.frozen:  # (a reveal may have held the table as it began)
            self.freeze()
        # The held table is the one before the batch's observation: the seat that was
        # to move (the bot that played the round's last move) still glowed, "thinking",
        # under the summary, and at the match's end for good.
        for plate in self.plates.values():
            plate.rest()
        self.show_round_end(end, ends)

    def show_round_end(self, end: dict, ends: dict) -> None:
        """The table is held: lay the round's summary on it (`show_summary`)."""

    # -- for subclasses ---------------------------------------------------------------

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

    # The game's text module's `describe_event(event, names, viewer, *describe_with())`.
    describe_event = None

    def describe(self, event: dict, viewer: int | None) -> str | None:
        """One sentence telling the viewer what happened (hot-seat summary, log)."""
        if self.describe_event is None:
            return None
        return self.describe_event(event, self.names(), viewer, *self.describe_with())

    def describe_with(self) -> tuple:
        """What else the game's `describe_event` reads after the viewer."""
        return ()

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

    def show_hint(self, action: tuple, lesson: bool = False) -> list:
        """Make the items that show `action` glow (`hint_items`); the glow stays until
        the position changes or Esc. Returns the items (none for a button's action).
        `lesson`: a lesson's step expects it: the lesson's halo, and the table's own
        glow of the other choices fades (`lesson_focus`) until the hint goes."""
        from desktop.table.hint_halo import HintHalo

        self.clear_hint()
        items = [item for item in self.hint_items(action) if item is not None]
        if lesson:
            self.lesson_focus = items
            self.update()
        if items:
            self.hint_halo = HintHalo(items, lesson=lesson)
            self.addItem(self.hint_halo)
            self.hint_halo.start()
        return items

    def clear_hint(self) -> bool:
        """Take a hint's glow off the table (and a lesson's focus: the other choices
        glow again); True if there was one."""
        if self.lesson_focus is not None:
            self.lesson_focus = None
            self.update()
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
            text = fill(QCoreApplication.translate("TableScene", "Not now: %1"), todo)
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

    def continue_after_round(self) -> None:
        """The player closed the summary: the held events play and the table goes on."""
        if self.summary_proxy is None:
            return
        self.remove_summary()
        self.frozen = False
        self._unfit_held_table()
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
