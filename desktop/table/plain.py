"""A plain table, for any game until it has its own (`desktop/games/<id>/`): the game's
name, each seat with its total, whose turn it is, one button per legal action, and
the kit's summary at a round's and at the match's end.

It knows nothing of any game: facts come from the public view and the declared
scoreboard, choices from `legal_actions`, words for an action from the action itself
(its kind and values, as the rules name them). It shows nothing private, so a
hot-seat curtain has nothing to hide on it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from desktop.table.controls import ControlsBar, action_button
from desktop.table.scene import TableScene
from desktop.table.summary import SummaryPanel

PANEL_BACKGROUND = QColor(12, 30, 20, 242)  # dark felt
MOST_BUTTONS = 12  # more legal actions than this: the first ones, and the status says so
INK = QColor(240, 232, 200)


def action_words(action: tuple) -> str:
    """An action as the rules name it: its kind, then its values ("take 2")."""
    kind, *values = action
    return " ".join([str(kind).replace("_", " "), *(str(value) for value in values)])


class PlainControls(ControlsBar):
    """The status line and one button per legal action of the viewer's turn."""

    def __init__(self, scene: Scene, parent: QWidget | None = None) -> None:
        super().__init__("plainStatus", parent)
        self.scene = scene
        self.buttons: list = []

    def show_actions(self, actions: list[tuple]) -> None:
        for button in self.buttons:
            button.setParent(None)
            button.deleteLater()
        self.buttons = []
        for number, action in enumerate(actions[:MOST_BUTTONS]):
            button = self.add(action_button(f"plainAction{number}", width=90))
            button.setText(action_words(action))
            button.clicked.connect(lambda _=False, chosen=action: self.scene.choose(chosen))
            self.buttons.append(button)
        if self.scale != 1.0:
            self.apply_scale(self.scale)

    def retranslate(self) -> None:
        self.scene.sync()


class PlainSummary(SummaryPanel):
    """Each seat's score of the round and its total; at the match's end, the standings."""

    def __init__(self, scene: Scene, event: dict, text_pixels: float, parent=None) -> None:
        super().__init__(PANEL_BACKGROUND, text_pixels, parent)
        self.scene, self.event = scene, event
        self.retranslate()

    def retranslate(self) -> None:
        self.clear()
        board = self.scene.game.scoreboard(self.scene.seat_view.public())
        names = self.scene.names()
        over = self.event["type"] == "match_end"
        if over:
            self.add_title(QCoreApplication.translate("PlainTable", "The match is over"))
            self.add_standings(names, self.scene.seat_view.result().ranks, board.totals)
        else:
            self.add_title(
                QCoreApplication.translate("PlainTable", "End of round %1").replace(
                    "%1", str(len(board.rounds))
                )
            )
        last = board.rounds[-1] if board.rounds else (0,) * len(names)
        rows = [[name, str(last[seat]), str(board.totals[seat])] for seat, name in enumerate(names)]
        self.add_table(
            [
                QCoreApplication.translate("PlainTable", "Player"),
                QCoreApplication.translate("PlainTable", "Round"),
                QCoreApplication.translate("PlainTable", "Total"),
            ],
            rows,
        )
        if over:
            self.add_match_end_buttons()
        else:
            self.add_next_round_button()


class Scene(TableScene):
    """The plain table (see the module docstring)."""

    def __init__(self, session, animator, parent=None) -> None:
        super().__init__(session, animator, parent)
        self.bar = PlainControls(self)
        self.lines: list[QGraphicsSimpleTextItem] = []
        self.sync()

    # -- what the window asks of a table ------------------------------------------------

    def controls(self) -> QWidget:
        return self.bar

    def choose(self, action: tuple) -> None:
        if self.is_my_turn() and action in self.seat_view.legal_actions():
            self.action_chosen.emit(action)

    def animate(self, events: list[dict]) -> None:
        if self.held(events):
            return
        for event in events:
            if event["type"] in ("round_end", "match_end"):
                self.animator.add_call(lambda shown=event: self._show_summary(shown))
                break
        self.animator.add_pause(120)
        self.animator.add_call(self.sync)

    def _show_summary(self, event: dict) -> None:
        self.freeze()
        self.show_summary(PlainSummary(self, event, self.summary_text_pixels()))

    def describe(self, event: dict, viewer: int | None) -> str | None:
        names = self.names()
        seat = event.get("seat")
        values = [f"{key} {value}" for key, value in event.items() if key not in ("type", "seat")]
        words = " ".join([event["type"].replace("_", " "), *values])
        return f"{names[seat]}: {words}" if isinstance(seat, int) else words

    def hint_words(self, action: tuple) -> str:
        return action_words(action)

    def retranslate(self) -> None:
        self.sync()
        if self.summary_widget is not None:
            self.summary_widget.retranslate()
            self.place_summary()

    # -- drawing ------------------------------------------------------------------------

    def sync(self) -> None:
        """The game's name, each seat and its total, whose turn: from the public view.
        The lines are kept from one sync to the next (only their words and places
        change), as a table's pieces are."""
        public = self.seat_view.public()
        board = self.game.scoreboard(public)
        names = self.names()
        to_move = self.seat_view.to_move
        texts = [QCoreApplication.translate("Games", self.game.name)]
        for seat, name in enumerate(names):
            mark = "▶ " if seat == to_move else "   "
            texts.append(f"{mark}{name}: {board.totals[seat]}")
        height = self.table_size.height()
        size = max(12.0, min(height / (len(texts) + 4), 34.0))
        while len(self.lines) > len(texts):
            self.removeItem(self.lines.pop())
        while len(self.lines) < len(texts):
            self.lines.append(QGraphicsSimpleTextItem())
            self.addItem(self.lines[-1])
        for number, (text, item) in enumerate(zip(texts, self.lines, strict=True)):
            item.setText(text)
            font = QFont(item.font())
            font.setPixelSize(round(size * (1.3 if number == 0 else 1.0)))
            font.setBold(number == 0)
            item.setFont(font)
            item.setBrush(INK)
            item.setPos(QPointF(size, size * (0.6 + number * 1.5)))
        self._sync_controls(to_move, names)

    def _sync_controls(self, to_move: int | None, names: list[str]) -> None:
        if to_move is None:
            status = QCoreApplication.translate("PlainTable", "The match is over.")
        elif self.is_my_turn():
            status = QCoreApplication.translate("PlainTable", "Your turn: choose an action.")
        else:
            status = QCoreApplication.translate("PlainTable", "%1 is playing…").replace(
                "%1", names[to_move]
            )
        self.bar.status.setText(status)
        mine = self.is_my_turn() and not self.summary_open()
        self.bar.show_actions(self.seat_view.legal_actions() if mine else [])
