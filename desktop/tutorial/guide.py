"""The guided first match: a real match on the lesson's deal, the lesson's panel
beside the table, and a guide that walks the learner through the script.

The match is an ordinary `MatchView` (desktop/match/match_view.py) on a session whose
bots are `ScriptedBots`: the engine deals from the lesson's seed and plays every move,
the learner's and the bots'. The guide only decides when things may happen:

- a step waiting for Next holds the next bot move back, so nothing moves while the
  learner reads;
- a step with an action makes that action glow (the kit's hint halo, through the
  scene's `show_hint`), and only that action is played: any other choice is
  explained in the panel (the engine's own words when it is against the rules),
  never silently dropped;
- Back and Next walk over the steps already seen (moves are not taken back);
- Leave returns to the home screen; "Play on freely" hands the same match, seats and
  moves to a normal session with the usual bots.

The desktop computes no rule here: what is legal, and why not, comes from the engine
(`SeatView.legal_actions`, `SeatView.refusal`).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEasingCurve, QObject, QTimer, QVariantAnimation
from PySide6.QtWidgets import QGraphicsDropShadowEffect

from desktop.table.hint_halo import LESSON_COLOUR, LESSON_PULSE_MS
from desktop.tutorial.lesson import BotMove, Lesson, Step, load_lesson
from desktop.tutorial.panel import LessonPanel
from desktop.tutorial.scripted_bots import ScriptedBots
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from desktop.match.match_view import MatchView

# The notes a wrong choice gets (%1: the lesson's move in words, %2: the engine's refusal).
READ_FIRST = QT_TRANSLATE_NOOP("Tutorial", "Read this step first, then press Next.")
OTHER_MOVE = QT_TRANSLATE_NOOP(
    "Tutorial",
    "The rules allow that move, but this lesson follows another one: %1. "
    "Play what glows on the table.",
)
AGAINST_RULES = QT_TRANSLATE_NOOP("Tutorial", "%2 This lesson goes on with: %1.")
GLOWING = QT_TRANSLATE_NOOP("Tutorial", "the glowing choice")
SUMMARY_FIRST = QT_TRANSLATE_NOOP(
    "Tutorial", "First close the summary on the table with its glowing button."
)
LESSON_OVER = QT_TRANSLATE_NOOP(
    "Tutorial", "The lesson is over: press Play on freely to go on with this match."
)
# A lit button's face and text, light and dark on any background (a summary is dark).
LIT_FACE = "#fff4fb"
LIT_TEXT = "#1b1b1f"
MATCH_OVER = QT_TRANSLATE_NOOP(
    "Tutorial", "The lesson and its match are over: start a new match, or leave."
)


class LessonGuide(QObject):
    def __init__(self, window, lesson: Lesson, match: MatchView, bots: ScriptedBots) -> None:
        super().__init__(match)
        self.window = window
        self.lesson = lesson
        self.match = match
        self.bots = bots
        self.steps = lesson.steps
        self.cursor = -1  # the script's entry being played or read
        self.current: Step | None = None  # the step at the cursor
        self.shown = 0  # the step the panel shows (below `current` while looking back)
        self.finished = False
        self._lit = None  # the controls' button glowing for the current step
        # Its glow pulses (blur radius in pixels) while it is lit.
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(6.0)
        self._pulse.setKeyValueAt(0.5, 26.0)
        self._pulse.setEndValue(6.0)
        self._pulse.setDuration(LESSON_PULSE_MS)
        self._pulse.setLoopCount(-1)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.valueChanged.connect(self._pulse_button)
        self.panel = LessonPanel(lesson.game_id)
        self.panel.next_clicked.connect(self.next)
        self.panel.back_clicked.connect(self.back)
        self.panel.play_on_clicked.connect(self.play_on)
        self.panel.leave_clicked.connect(self.leave)
        self.panel.link_activated.connect(window._open_link)
        match.table.set_lesson(self.panel)
        match.guard = self.allow
        match.lesson = self
        session = match.session
        session.undo_enabled = False  # the script goes one way: Back rereads, never undoes
        bots.learner_to_move = lambda: session.state.to_move == lesson.learner
        session.events_applied.connect(self._on_events)
        match.scene.busy_changed.connect(self._on_busy)
        match.scene.round_acknowledged.connect(self._summary_closed)

    # -- walking the script -----------------------------------------------------------------

    def start(self) -> None:
        self._advance()

    def _advance(self) -> None:
        """Go to the script's next entry: release a bot's move, or show a step."""
        self.cursor += 1
        if self.cursor >= len(self.lesson.script):
            self.current = None
            self.finished = True
            self.panel.set_finished(True, self.match.session.state.is_over())
            self.match.scene.clear_hint()
            return
        entry = self.lesson.script[self.cursor]
        if isinstance(entry, BotMove):
            # A bot moves: the step read so far stays, Next waits for the next step.
            self.current = None
            self._show()
            self._glow()
            self.bots.release(entry.action)
            return
        self.current = entry
        self.shown = entry.index
        self._show()
        self._glow()

    def _show(self) -> None:
        step = self.steps[self.shown]
        if self.current is not None:
            current = self.current.index
        elif self.finished:
            current = len(self.steps)
        else:  # a bot's move under way: the last step reached is the newest
            current = self.shown_newest()
        looking_back = self.shown < current
        can_next = looking_back or (self.current is not None and not self.current.is_action)
        self.panel.show_step(
            step,
            self.shown + 1,
            len(self.steps),
            done=looking_back,
            can_next=can_next,
            can_back=self.shown > 0,
        )

    def _glow(self) -> None:
        """The current step's action glows once the table has settled (an animation's
        end re-draws the table and drops any glow)."""
        scene = self.match.scene
        self._light_button("")
        if scene is None:
            return
        if self.finished:
            scene.clear_hint()
            return
        waiting_bot = self.current is None
        if not waiting_bot and not self.current.is_action:
            scene.clear_hint()  # a step to read: the table looks as in any match
            return
        if self.match.animator.busy():
            return  # `_on_busy` glows it when the table settles
        if scene.summary_open():
            # A round's (an auction's) summary holds the table: its Next round button
            # glows first, and the panel says so; the step's move glows after it.
            self._light_button("nextRoundButton", scene.summary_widget)
            self.panel.set_note(("Tutorial", SUMMARY_FIRST, {}))
            return
        if waiting_bot:
            return
        # The lesson's halo on the step's items, the table's own glow of the other
        # choices faint (a button's move has no item: every glow of the table fades, and
        # the button is ringed; a table may ready its controls for it: Double's Dread
        # puts a bid in its box).
        scene.show_hint(self.current.expect, lesson=True)
        if self.current.button:
            self._light_button(self.current.button)

    def summary_waits(self) -> bool:
        """A round's summary holds the table and its button glows: closing it is the
        learner's next move."""
        lit = self._lit
        return (
            self.match.scene.summary_open()
            and lit is not None
            and lit.objectName() == "nextRoundButton"
        )

    def learner_may_act(self) -> bool:
        """The lesson waits on the learner: a step to read, the glowing move on the
        learner's turn with the table still, a summary to close, or the lesson's end."""
        if self.finished or self.summary_waits():
            return True
        step = self.current
        return (
            step is not None
            and not self.match.animator.busy()
            and (not step.is_action or self.match.session.state.to_move == self.lesson.learner)
        )

    def _light_button(self, name: str, holder=None) -> None:
        """Ring the button `name` of the controls bar (or of `holder`) in the lesson's
        magenta, with a glow around it that pulses ("": none)."""
        from PySide6.QtWidgets import QAbstractButton

        if self._lit is not None:
            self._pulse.stop()
            with contextlib.suppress(RuntimeError):  # the bar went with its match
                self._lit.setStyleSheet(self._lit.property("lessonStyle") or "")
                self._lit.setGraphicsEffect(None)
            self._lit = None
        if not name:
            return
        holder = holder if holder is not None else self.match.table.controls_holder
        button = holder.findChild(QAbstractButton, name)
        if button is None:
            return
        button.setProperty("lessonStyle", button.styleSheet())
        glow = LESSON_COLOUR.name()
        # A styled border drops the native look, and with it the button's own face: on
        # a dark summary the text went black on dark brown. The face is set with it.
        button.setStyleSheet(
            button.styleSheet()
            + f"QPushButton {{ border: 4px solid {glow}; border-radius: 6px; font-weight: bold;"
            f" background-color: {LIT_FACE}; color: {LIT_TEXT}; }}"
        )
        halo = QGraphicsDropShadowEffect(button)
        halo.setOffset(0, 0)
        halo.setColor(LESSON_COLOUR)
        button.setGraphicsEffect(halo)
        self._lit = button
        self._pulse.start()

    def _pulse_button(self, value) -> None:
        effect = self._lit.graphicsEffect() if self._lit is not None else None
        if effect is None:
            return
        with contextlib.suppress(RuntimeError):
            effect.setBlurRadius(float(value))

    def _on_busy(self, busy: bool) -> None:
        if not busy:
            QTimer.singleShot(0, self, self._glow)

    def _summary_closed(self) -> None:
        if self.panel.note.text():
            self.panel.set_note(None)
        self._glow()

    def _on_events(self, seat: int, index: int, events: list) -> None:
        """The engine applied a move (the learner's, or a bot's released one): the
        script goes on."""
        entry = self.lesson.script[self.cursor] if self.cursor < len(self.lesson.script) else None
        if isinstance(entry, BotMove) or (isinstance(entry, Step) and entry.is_action):
            self._advance()

    # -- the panel's buttons ----------------------------------------------------------------

    def next(self) -> None:
        newest = self.current.index if self.current is not None else self.shown_newest()
        if self.shown < newest:
            self.shown += 1
            self._show()
        elif self.current is not None and not self.current.is_action:
            self._advance()

    def shown_newest(self) -> int:
        """The newest step reached (while a bot moves, the one read before it)."""
        steps = [e for e in self.lesson.script[: self.cursor + 1] if isinstance(e, Step)]
        return steps[-1].index if steps else 0

    def back(self) -> None:
        if self.shown > 0:
            self.shown -= 1
            self._show()

    def leave(self) -> None:
        self._let_go()
        self.window.go_home()

    def _let_go(self) -> None:
        """The lesson stops guiding: no glow of its own, the table's glows as usual."""
        self._light_button("")
        if self.match.scene is not None:
            self.match.scene.clear_hint()

    def play_on(self) -> None:
        """The same match goes on as a normal one: its seats, seed, options and moves,
        the bots now the usual ones (the worker's), autosaved like any match."""
        from desktop.match.session import MatchSession
        from rules_engine.core.record import MatchRecord

        self._let_go()
        record = self.match.session.record
        again = MatchRecord(
            game=record.game,
            seats=list(record.seats),
            seed=record.seed,
            options=dict(record.options),
            actions=list(record.actions),
        )
        window = self.window
        window._close_session()
        session = MatchSession(again, window.bots)
        window._attach(session)
        session.autosave()
        window.match.note(
            lambda: QCoreApplication.translate("Tutorial", "The lesson's match goes on freely.")
        )
        session.schedule_bot()

    # -- the learner's choices --------------------------------------------------------------

    def allow(self, action: tuple) -> bool:
        """Whether the learner's `action` is played: the current step's, and only it.
        Anything else is explained in the panel."""
        step = self.current
        if self.finished:
            over = self.match.session.state.is_over()
            self.panel.set_note(("Tutorial", MATCH_OVER if over else LESSON_OVER, {}))
            return False
        if step is None or not step.is_action:
            self.panel.set_note(("Tutorial", READ_FIRST, {}))
            return False
        if action == step.expect and self.match.scene.summary_open():
            self.panel.set_note(("Tutorial", SUMMARY_FIRST, {}))
            return False
        if action == step.expect:
            if self.shown != step.index:  # played while looking back: back to it
                self.shown = step.index
                self._show()
            self.panel.set_note(None)
            return True
        scene = self.match.scene
        expected = step.expect

        def words() -> str:
            return self.match.scene.hint_words(expected) or QCoreApplication.translate(
                "Tutorial", GLOWING
            )

        seat_view = scene.seat_view
        if action in seat_view.legal_actions():
            self.panel.set_note(("Tutorial", OTHER_MOVE, {"%1": words}))
        else:
            from desktop.shell.i18n import translate_error

            error = seat_view.refusal(action)
            refused = (lambda: translate_error(error)) if error is not None else ""
            self.panel.set_note(("Tutorial", AGAINST_RULES, {"%1": words, "%2": refused}))
        scene.clear_selection()
        scene.sync()
        self._glow()
        return False


def start_lesson(window, game_id: str) -> LessonGuide | None:
    """Help > Learn, the home tile's Learn: a guided match on the lesson's deal. The
    window first settles an unfinished match, as for any new match."""
    from desktop.match.session import MatchSession
    from rules_engine.core.record import BOT_PREFIX, HUMAN, MatchRecord, Seat
    from rules_engine.core.registry import get_game

    lesson = load_lesson(game_id)
    if not window._room_for_another_match():
        return None
    game = get_game(game_id)
    seats = [
        Seat("", HUMAN) if kind == "learner" else Seat("", BOT_PREFIX + game.default_bot)
        for kind in lesson.seats
    ]
    record = MatchRecord(
        game=game_id, seats=seats, seed=lesson.seed, options=game.resolve_options(lesson.options)
    )
    window._close_session()
    window._keep_interrupted_match()
    bots = ScriptedBots()
    # Not autosaved: a lesson is no match to resume (Play on freely makes it one).
    session = MatchSession(record, bots, autosave=False)
    bots.setParent(session)
    window._attach(session)
    guide = LessonGuide(window, lesson, window.match, bots)
    window.match.begin_new_match(str(lesson.seed))
    guide.start()
    return guide
