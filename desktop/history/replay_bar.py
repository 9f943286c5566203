"""A replay's controls: the bar under the table (step, round jumps, play and pause, the
slider, who watches, Why?, Play on from here) and the replay's keys (`ReplayKeys`; Help >
Keys lists them with every table's, `desktop.table.keys.TABLE_KEYS`). They steer a
`replay.ReplayView`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSlider, QWidget

from desktop.shell import i18n
from desktop.table.boxes import STRETCH, hbox, named_button, vbox
from desktop.table.text import fill, shown_name
from desktop.table.widget_texts import set_texts
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from desktop.history.replay import ReplayView

_TEXTS = (
    ("seen_label", QT_TRANSLATE_NOOP("Replay", "Seen by:")),
    (
        "why_button",
        QT_TRANSLATE_NOOP("Replay", "Why?"),
        QT_TRANSLATE_NOOP("Replay", "What the bot weighed for the last move (W)"),
    ),
    (
        "play_on_button",
        QT_TRANSLATE_NOOP("Replay", "Play on from here…"),
        QT_TRANSLATE_NOOP("Replay", "A new match from this position, with the seats you choose"),
    ),
)

OPEN_VIEW = -1  # the "seen by" menu's entry for every hand open


class ReplayKeys(QObject):
    """The replay's keys on the table: Left/Right a step, Home/End the ends, Space
    plays or pauses, Page Up/Down a round (the table's own keys walk no choice here)."""

    def __init__(self, view: ReplayView) -> None:
        super().__init__(view)
        self.view = view

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.KeyPress or self.view.session is None:
            return False
        key = event.key()
        session = self.view.session
        actions = {
            Qt.Key.Key_Right: lambda: self.view.step(1),
            Qt.Key.Key_Left: lambda: self.view.step(-1),
            Qt.Key.Key_Home: lambda: self.view.go_to(0),
            Qt.Key.Key_End: lambda: self.view.go_to(session.length),
            Qt.Key.Key_Space: self.view.toggle_playing,
            Qt.Key.Key_PageDown: session.next_round,
            Qt.Key.Key_PageUp: session.previous_round,
            Qt.Key.Key_W: self.view.bar.ask_why,
        }
        if key in actions:
            actions[key]()
            return True
        return False


class ReplayBar(QWidget):
    """Under the table: the buttons, the slider, where the replay stands, who watches,
    Why? and Play on from here."""

    def __init__(self, view: ReplayView) -> None:
        super().__init__()
        self.setObjectName("replayBar")
        self.view = view
        session = view.session
        self.start_button = self._button("replayStart", lambda: view.go_to(0))
        self.round_back_button = self._button("replayRoundBack", session.previous_round)
        self.back_button = self._button("replayBack", lambda: view.step(-1))
        self.play_button = self._button("replayPlay", view.toggle_playing)
        self.play_button.setMaximumWidth(16777215)
        self.forward_button = self._button("replayForward", lambda: view.step(1))
        self.round_on_button = self._button("replayRoundOn", session.next_round)
        self.end_button = self._button("replayEnd", lambda: view.go_to(session.length))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, session.length)
        self.slider.setPageStep(max(1, session.length // 20))
        self.slider.valueChanged.connect(self._slid)
        self.where = QLabel()
        self.where.setObjectName("replayWhere")
        self.seen_label = QLabel()
        self.seen = QComboBox()
        self.seen.setObjectName("replaySeenBy")
        self.seen.activated.connect(self._seen_chosen)
        self.why_button = named_button("replayWhy", self.ask_why)
        self.play_on_button = named_button("replayPlayOn", self._play_on)
        steps = (
            self.start_button,
            self.round_back_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.round_on_button,
            self.end_button,
        )
        top = hbox(*steps, (self.slider, 1), self.where)
        bottom = hbox(self.seen_label, self.seen, STRETCH, self.why_button, self.play_on_button)
        vbox(top, bottom, parent=self, margins=(8, 2, 8, 4), spacing=2)
        self.retranslate()

    def _button(self, name: str, slot) -> QPushButton:
        button = named_button(name, slot)
        # The keys stay with the table (Left/Right step there); a click works as ever.
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setMaximumWidth(button.fontMetrics().horizontalAdvance("◀◀◀") + 24)
        return button

    def retranslate(self) -> None:
        marks = (
            (self.start_button, "|◀", QCoreApplication.translate("Replay", "To the deal (Home)")),
            (
                self.round_back_button,
                "◀◀",
                QCoreApplication.translate("Replay", "To the start of the round (Page Up)"),
            ),
            (self.back_button, "◀", QCoreApplication.translate("Replay", "One action back (Left)")),
            (
                self.forward_button,
                "▶",
                QCoreApplication.translate("Replay", "One action forward (Right)"),
            ),
            (
                self.round_on_button,
                "▶▶",
                QCoreApplication.translate("Replay", "To the next round (Page Down)"),
            ),
            (self.end_button, "▶|", QCoreApplication.translate("Replay", "To the end (End)")),
        )
        for button, mark, tip in marks:
            button.setText(mark)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        set_texts(self, "Replay", _TEXTS)
        self.slider.setAccessibleName(QCoreApplication.translate("Replay", "Position in the match"))
        self._fill_seen()
        self.refresh()

    def _fill_seen(self) -> None:
        session = self.view.session
        self.seen.clear()
        for seat in range(len(session.seats)):
            self.seen.addItem(shown_name(i18n.seat_name(session.seats, seat)), seat)
        if self.view.may_open():
            self.seen.addItem(QCoreApplication.translate("Replay", "Every hand open"), OPEN_VIEW)

    def _seen_chosen(self, index: int) -> None:
        self.view.watch(self.seen.itemData(index))
        self.view.table.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_playing(self, playing: bool) -> None:
        self.play_button.setText(
            QCoreApplication.translate("Replay", "Pause")
            if playing
            else QCoreApplication.translate("Replay", "Play")
        )
        tip = (
            QCoreApplication.translate("Replay", "Pause (Space)")
            if playing
            else QCoreApplication.translate("Replay", "Play at the bots' pace (Space)")
        )
        self.play_button.setToolTip(tip)
        self.play_button.setAccessibleName(tip)

    def refresh(self) -> None:
        view, session = self.view, self.view.session
        if session is None:
            return
        position, length = session.position, session.length
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        text = QCoreApplication.translate("Replay", "Action %1 of %2 · round %3")
        self.where.setText(fill(text, position, length, session.round_of(position)))
        for button in (self.start_button, self.round_back_button, self.back_button):
            button.setEnabled(position > 0)
        for button in (self.play_button, self.forward_button, self.end_button):
            button.setEnabled(position < length)
        self.round_on_button.setEnabled(position < length)
        self.show_playing(session.playing)
        choice = OPEN_VIEW if view.open_view else session.watched
        index = self.seen.findData(choice)
        if index >= 0:
            self.seen.setCurrentIndex(index)
        from desktop.history.why import why_possible_in_replay

        self.why_button.setEnabled(why_possible_in_replay(view))
        self.play_on_button.setEnabled(may_play_on(view))

    def _slid(self, value: int) -> None:
        self.view.go_to(value)

    def ask_why(self) -> None:
        """Why? (the button, or W): what the bot weighed for the last move."""
        if self.why_button.isEnabled():
            from desktop.history.why import ask_why_in_replay

            ask_why_in_replay(self.view)

    def _play_on(self) -> None:
        from desktop.history.play_on import play_on

        play_on(self.view)


def may_play_on(view: ReplayView) -> bool:
    """Play on from a finished match's replay, or from an unfinished one seen from a
    seat a human played (your own seat's view), never from the last position of a
    match already over."""
    session = view.session
    if session.state.is_over():
        return False
    if session.over:
        return True
    watched = session.watched
    return not view.open_view and watched is not None and session.full.seats[watched].is_human
