"""The lesson's panel, beside the table (above the side tabs): what happens and why,
the rule it rests on (a link to its clause), what a wrong click meant, and the way
on: Back, Next, Play on freely, Leave.

The panel only shows: the guide (desktop/tutorial/guide.py) tells it which step to
show and whether Next may be pressed. Its texts follow a live language switch (the
step's text is translated again from its English source, context "Tutorial")."""

from __future__ import annotations

import functools

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QWidget,
)

from desktop.shell import i18n
from desktop.table.boxes import STRETCH, hbox, named_button, vbox
from desktop.table.plain_text import escape_html
from desktop.table.text import Retranslating, fill
from desktop.table.widget_texts import set_texts
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

# (context, English source, {placeholder: text or function giving it}): a note of the
# guide's, translated again at each showing.
Note = tuple[str, str, dict]

# The capitals whose accents reach highest (French: "Étape", "À"), to measure them.
# The lesson's buttons: (attribute, text, tool tip), translated in the "Tutorial" context.
_TEXTS = (
    ("back_button", QT_TRANSLATE_NOOP("Tutorial", "Back")),
    ("next_button", QT_TRANSLATE_NOOP("Tutorial", "Next")),
    (
        "play_on_button",
        QT_TRANSLATE_NOOP("Tutorial", "Play on freely"),
        QT_TRANSLATE_NOOP(
            "Tutorial", "Go on with this match as a normal one, the bots playing as usual"
        ),
    ),
    (
        "leave_button",
        QT_TRANSLATE_NOOP("Tutorial", "Leave"),
        QT_TRANSLATE_NOOP("Tutorial", "Leave the lesson for the home screen"),
    ),
)

ACCENTED_CAPITALS = "ÉÀÈÊÎÔÛÇ"


class LessonPanel(Retranslating, QFrame):
    back_clicked = Signal()
    next_clicked = Signal()
    play_on_clicked = Signal()
    leave_clicked = Signal()
    link_activated = Signal(str)  # "clause:DU-7"

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.game_id = game_id
        self._step = None  # the Step shown
        self._number = (0, 0)  # (its number from 1, how many steps)
        self._done = False  # the step shown is behind the lesson's current one
        self._finished = False  # the lesson's script is over
        self._match_over = False  # and its match too (it played to the real end)
        self._note: Note | None = None  # the last wrong click's explanation
        self.title = QLabel(self)
        self.title.setObjectName("lessonTitle")
        self.title.setWordWrap(True)
        self.counter = QLabel(self)
        self.counter.setObjectName("lessonCounter")
        self.text = QLabel(self)
        self.text.setObjectName("lessonText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.rule = QLabel(self)
        self.rule.setObjectName("lessonRule")
        self.rule.setWordWrap(True)
        self.rule.setTextFormat(Qt.TextFormat.RichText)
        self.rule.linkActivated.connect(self.link_activated)
        self.note = QLabel(self)
        self.note.setObjectName("lessonNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.note.setStyleSheet("#lessonNote { color: #8a3b00; }")
        self.note.hide()
        body = QWidget(self)
        vbox(self.text, self.rule, self.note, STRETCH, parent=body, margins=(0, 0, 0, 0))
        self.body_scroll = scroll = QScrollArea(self)
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.back_button = named_button("lessonBack", self.back_clicked, self)
        self.next_button = named_button("lessonNext", self.next_clicked, self)
        self.next_button.setDefault(True)
        self.play_on_button = named_button("lessonPlayOn", self.play_on_clicked, self)
        self.leave_button = named_button("lessonLeave", self.leave_clicked, self)
        steps = hbox(self.back_button, self.next_button)
        ways_out = hbox(self.play_on_button, self.leave_button)
        items = (self.title, self.counter, (scroll, 1), steps, ways_out)
        vbox(*items, parent=self, margins=(10, 8, 10, 8))
        self.setMinimumWidth(240)
        self._room_for_accents()
        self.retranslate()

    # -- told by the guide ------------------------------------------------------------------

    def show_step(
        self, step, number: int, total: int, done: bool, can_next: bool, can_back: bool
    ) -> None:
        self._step, self._number, self._done = step, (number, total), done
        self.next_button.setEnabled(can_next)
        self.back_button.setEnabled(can_back)
        self.set_note(None)
        self._render()

    def set_finished(self, finished: bool, match_over: bool = False) -> None:
        """The lesson's script is over; `match_over`: so is its match (nothing is left
        to play on freely)."""
        self._finished = finished
        self._match_over = match_over
        self.play_on_button.setEnabled(not (finished and match_over))
        self._render()

    def set_note(self, note: Note | None) -> None:
        """A wrong click's explanation (context, English source, placeholders), or None."""
        self._note = note
        self._render_note()

    # -- drawing --------------------------------------------------------------------------

    def _render(self) -> None:
        game = _game_name(self.game_id)
        title = fill(QCoreApplication.translate("Tutorial", "Learn %1"), game)
        self.title.setText(f"<b>{escape_html(title)}</b>")
        number, total = self._number
        if self._finished:
            self.counter.setText(QCoreApplication.translate("Tutorial", "Lesson over"))
            if self._match_over:
                done = QCoreApplication.translate(
                    "Tutorial",
                    "Well done: that was the whole lesson, and the match is over. Start a "
                    "match of your own from the summary's New match, or leave.",
                )
            else:
                done = QCoreApplication.translate(
                    "Tutorial",
                    "Well done: that was the whole lesson. Play this match on freely "
                    "to its end, or leave it.",
                )
            self.text.setText(escape_html(done))
            self.rule.clear()
            self.next_button.setEnabled(False)
            return
        counter = fill(QCoreApplication.translate("Tutorial", "Step %1 of %2"), number, total)
        if self._done:
            counter += " · " + QCoreApplication.translate("Tutorial", "already played")
        self.counter.setText(counter)
        step = self._step
        if step is None:
            self.text.clear()
            self.rule.clear()
            return
        # The lesson's own text, marked in its data module (context "Tutorial").
        self.text.setText(escape_html(QCoreApplication.translate("Tutorial", step.text)))
        label = _clause_label(self.game_id, step.clause)
        link = escape_html(fill(QCoreApplication.translate("Tutorial", "Rule %1"), label))
        self.rule.setText(f'<a href="clause:{step.clause}">{link}</a>')

    def _render_note(self) -> None:
        if self._note is None:
            self.note.clear()
            self.note.hide()
            return
        context, source, fills = self._note
        text = QCoreApplication.translate(context, source)
        for key, value in fills.items():
            text = text.replace(key, value() if callable(value) else value)
        self.note.setText(escape_html(text))
        self.note.show()
        # On a small screen a long step fills the panel: the note, the answer to the
        # click just made, is scrolled into view once the layout has placed it.
        QTimer.singleShot(0, self, self._show_note)

    def _show_note(self) -> None:
        if self.note.isVisible():
            self.body_scroll.widget().adjustSize()
            self.body_scroll.ensureWidgetVisible(self.note, 0, 0)

    def retranslate(self) -> None:
        set_texts(self, "Tutorial", _TEXTS)
        self._render()
        self._render_note()

    def _room_for_accents(self) -> None:
        """A one-line label is exactly its font's height, and the ascent of many fonts
        stops below the accent of a capital: "Étape 1 sur 17" lost its accent under X
        (the top rows of the label are clipped). The title and the counter get a top
        margin as high as the accent reaches above the ascent."""
        for label in (self.title, self.counter):
            metrics = label.fontMetrics()
            reach = -metrics.tightBoundingRect(ACCENTED_CAPITALS).top()
            label.setContentsMargins(0, max(0, reach - metrics.ascent()) + 1, 0, 0)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._room_for_accents()
        super().changeEvent(event)  # (Retranslating: a language change)


def _game_name(game_id: str) -> str:
    from rules_engine.core.registry import get_game

    return i18n.game_name(get_game(game_id))


def _clause_label(game_id: str, clause_id: str) -> str:
    """ "DU-7 · What you may discard", in the current language (the id alone if the
    rules cannot be read)."""
    return _clause_labels(game_id, i18n.current_language()).get(clause_id, clause_id)


@functools.cache
def _clause_labels(game_id: str, lang: str) -> dict[str, str]:
    from desktop.rules.rules_text import clause_label, load_rules

    try:
        document = load_rules(game_id, lang)
    except OSError:
        return {}
    return {clause.id: clause_label(clause) for clause in document.clauses() if clause.id}
