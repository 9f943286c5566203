"""A plain table, for any game until it has its own (`desktop/games/<id>/`): the game's
name, each seat with its total, whose turn it is, one button per legal action, and
the kit's summary at a round's and at the match's end.

It knows nothing of any game: facts come from the public view and the declared
scoreboard, choices from `legal_actions`, words for an action from the action itself
(its kind and values, as the rules name them). It shows nothing private, so a
hot-seat curtain has nothing to hide on it.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QComboBox, QGraphicsSimpleTextItem, QWidget

from desktop.table.controls import BUTTON_HEIGHT, ControlsBar, action_button
from desktop.table.scene import TableScene
from desktop.table.summary import DARK_FELT, SummaryPanel
from desktop.table.text import fill

PANEL_BACKGROUND = DARK_FELT
# More legal actions than this (what fits beside the status line at 1024 pixels): a list
# of them all and a Play button instead of one button each.
MOST_BUTTONS = 5
INK = QColor(240, 232, 200)


def action_words(action: tuple) -> str:
    """An action as the rules name it: its kind, then its values ("take 2")."""
    kind, *values = action
    return " ".join([str(kind).replace("_", " "), *(_value_words(value) for value in values)])


def _value_words(value) -> str:
    """A value as the rules hold it; what the viewer may not see (redacted to None) is
    "?", an empty list "–"."""
    if value is None:
        return "?"
    if isinstance(value, (tuple, list)):
        return " ".join(_value_words(item) for item in value) or "–"
    return str(value)


def third_person(verb: str) -> str:
    """The rules' verb (an English word of the protocol: "take", "pass", "play") as said
    of another player ("takes", "passes", "plays"); the French template does not use it."""
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(verb) > 1 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def event_details(event: dict) -> str:
    """The event's fields other than its kind and seat, as the rules name them
    ("count 2, left 5")."""
    return ", ".join(
        f"{key.replace('_', ' ')} {_value_words(value)}"
        for key, value in event.items()
        if key not in ("type", "seat")
    )


# What every observation holds (the protocol's): not the game's own facts.
PROTOCOL_FIELDS = ("game", "seat", "num_players", "to_move")


def plain_facts(public: dict) -> str:
    """The public view's plain facts, a number or a word each, as the rules name them
    ("round 1, rounds 2, pile 11"); lists and tables are left to the scoreboard."""
    return ", ".join(
        f"{key.replace('_', ' ')} {value}"
        for key, value in public.items()
        if key not in PROTOCOL_FIELDS and isinstance(value, (int, str))
    )


class PlainControls(ControlsBar):
    """The status line and one button per legal action of the viewer's turn, or, when
    there are more than `MOST_BUTTONS`, a list of them all and a Play button. The
    widgets are made once and shown, hidden and relabelled from one turn to the next:
    one replaced under the keyboard's focus would drop the focus (and a new child shows
    only once the event loop runs, too late for Tab)."""

    STATUS_NAME = "plainStatus"

    def __init__(self, scene: Scene, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self.scene = scene

    def build(self) -> None:
        self.buttons: list = []
        self.actions: list[tuple] = []
        self.choice = self.add(QComboBox())
        self.choice.setObjectName("plainChoice")
        self.choice.setMinimumHeight(BUTTON_HEIGHT)
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.play = self.add(action_button("plainPlay", width=90))
        self.play.clicked.connect(lambda: self._clicked(self.choice.currentIndex()))
        self.choice.hide()
        self.play.hide()

    def show_actions(self, actions: list[tuple]) -> None:
        self.actions = list(actions)
        listed = len(actions) > MOST_BUTTONS
        buttons = [] if listed else self.actions
        while len(self.buttons) < len(buttons):
            number = len(self.buttons)
            button = action_button(f"plainAction{number}", width=90)
            self._row.insertWidget(self._row.count() - 2, button)  # before the list
            button.clicked.connect(lambda _=False, n=number: self._clicked(n))
            self.buttons.append(button)
        for number, button in enumerate(self.buttons):
            shown = number < len(buttons)
            if shown:
                button.setText(action_words(buttons[number]))
            button.setVisible(shown)
        self.choice.clear()
        if listed:
            self.choice.addItems([action_words(action) for action in actions])
        self.choice.setVisible(listed)
        self.play.setVisible(listed)
        if self.scale != 1.0:
            self.apply_scale(self.scale)

    def _clicked(self, number: int) -> None:
        if 0 <= number < len(self.actions):
            self.scene.choose(self.actions[number])

    def retranslate(self) -> None:
        """The bar's own words; the status and the buttons' come from the scene's
        `retranslate` (the window calls it), never from here: a bar may outlive its
        table's items (a closed match's)."""
        self.play.setText(QCoreApplication.translate("PlainTable", "Play"))


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
                fill(QCoreApplication.translate("PlainTable", "End of round %1"), len(board.rounds))
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

    held_table_lays_out = True  # its held table is the public view, laid out again

    def __init__(self, session, animator, parent=None) -> None:
        super().__init__(session, animator, parent)
        self.bar = PlainControls(self)
        self.lines: list[QGraphicsSimpleTextItem] = []
        self.marker = QGraphicsSimpleTextItem("▶")  # whose turn it is
        self.marker.setBrush(INK)
        self.addItem(self.marker)
        self.sync()

    # -- what the window asks of a table ------------------------------------------------

    def controls(self) -> QWidget:
        return self.bar

    def choose(self, action: tuple) -> None:
        if self.is_my_turn() and action in self.seat_view.legal_actions():
            self.action_chosen.emit(action)

    def animate(self, events: list[dict]) -> None:
        """A pause, then the table as it stands; at a round's end its summary (the
        match's, when the match ends with it), the next round's events held until the
        player closes it."""
        if self.held(events):
            return
        _before, round_end, ends = self.split_at(events)
        if round_end is None:  # a match may also end without a round's end
            end = next((event for event in events if event["type"] == "match_end"), None)
        else:
            end = ends["match_end"] or round_end
        self.animator.add_pause(120)
        self.animator.add_call(self.sync)
        if end is not None:
            self.animator.add_call(lambda: self._show_summary(end))

    def _show_summary(self, event: dict) -> None:
        self.freeze()
        self.sync()  # frozen: nothing of the next round shows behind the summary
        self.show_summary(PlainSummary(self, event, self.summary_text_pixels()))

    def describe(self, event: dict, viewer: int | None) -> str | None:
        """The event in the rules' own words, in the viewer's voice: "You take (count 2,
        left 5)", "Ann takes (count 2, left 5)"; an event of no seat, its kind and
        fields ("Deal (round 2, pile 9, starter 1)")."""
        kind = str(event["type"]).replace("_", " ")
        details = event_details(event)
        seat = event.get("seat")
        if not isinstance(seat, int):
            words = kind[:1].upper() + kind[1:]
            return f"{words} ({details})" if details else words
        verb, *rest = kind.split(" ")
        said = " ".join([verb, *rest]) + (f" ({details})" if details else "")
        if seat == viewer:
            return fill(QCoreApplication.translate("PlainTable", "You %1"), said)
        other = " ".join([third_person(verb), *rest]) + (f" ({details})" if details else "")
        template = QCoreApplication.translate(
            "PlainTable",
            "%1 %3",
            "%1: a player's name; %2: what they did in the rules' words (take 2);"
            " %3: the same said of them (takes 2)",
        )
        filled = {"1": self.names()[seat], "2": said, "3": other}
        # One pass: a name such as "%2" stays as typed.
        return re.sub(r"%([123])", lambda found: filled[found.group(1)], template)

    def hint_words(self, action: tuple) -> str:
        return action_words(action)

    def retranslate(self) -> None:
        self.sync()
        if self.summary_widget is not None:
            self.summary_widget.retranslate()
            self.place_summary()

    # -- drawing ------------------------------------------------------------------------

    def sync(self) -> None:
        """The game's name, the public view's plain facts (as the rules name them: "round
        1, pile 11"), each seat and its total (under "Player: Total"), and a mark for whose
        turn it is. While a summary holds the table, nothing of the next round shows.
        The lines are kept from one sync to the next (only their words and places
        change), as a table's pieces are."""
        public = self.seat_view.public()
        board = self.game.scoreboard(public)
        names = self.names()
        to_move = None if self.frozen else self.seat_view.to_move
        facts = "" if self.frozen else plain_facts(public)
        texts = [
            QCoreApplication.translate("Games", self.game.name),
            facts,
            # The rows' heading, in their own form ("Player: Total"): words the summary
            # uses too.
            QCoreApplication.translate("PlainTable", "Player")
            + ": "
            + QCoreApplication.translate("PlainTable", "Total"),
        ]
        texts += [f"{name}: {board.totals[seat]}" for seat, name in enumerate(names)]
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
            font.setPixelSize(round(size * {0: 1.3, 1: 0.7, 2: 0.7}.get(number, 1.0)))
            font.setBold(number == 0)
            item.setFont(font)
            item.setBrush(INK)
            top = size * ((0.6, 2.1, 3.5)[number] if number < 3 else 4.4 + (number - 3) * 1.5)
            item.setPos(QPointF(size * (1 if number < 2 else 2.2), top))
            room = self.table_size.width() - item.x() - size
            wide = item.boundingRect().width()
            if wide > room > 0:  # a long line of facts: set smaller
                font.setPixelSize(max(8, int(font.pixelSize() * room / wide)))
                item.setFont(font)
        self.marker.setVisible(to_move is not None)
        if to_move is not None:
            font = QFont(self.marker.font())
            font.setPixelSize(round(size))
            self.marker.setFont(font)
            self.marker.setPos(QPointF(size, self.lines[3 + to_move].pos().y()))
        self._sync_controls(to_move, names)

    def _sync_controls(self, to_move: int | None, names: list[str]) -> None:
        if self.seat_view.is_over():
            status = QCoreApplication.translate("PlainTable", "The match is over.")
        elif to_move is None:  # a summary holds the table
            status = QCoreApplication.translate("PlainTable", "The round is over.")
        elif self.is_my_turn():
            status = QCoreApplication.translate("PlainTable", "Your turn: choose an action.")
        else:
            status = fill(
                QCoreApplication.translate("PlainTable", "%1 is playing…"), names[to_move]
            )
        self.bar.status.setText(status)
        mine = self.is_my_turn() and not self.summary_open()
        self.bar.show_actions(self.seat_view.legal_actions() if mine else [])
