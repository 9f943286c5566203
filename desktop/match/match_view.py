"""The open match: its session, its table scene, the log, the viewer and the curtain.

One `MatchView` owns a match from the moment it is on the table until it closes. A
player's click (the scene's `action_chosen`) and a bot's answer both come back here
as the session's `events_applied`: the view animates them, writes the log, brings
its panels (`panels.py`: the score sheet, the chart, the match's information) up to
date once the table has shown them, chooses who looks at the table (the hot-seat
curtain) and tells the session when the table has settled, so that the next
bot may move. It is the only one to tell the session whether the view is busy.

The main window keeps the window (menus, pages, dialogs, settings) and hands the
match to this view; the one question asked about this match's seats (who plays a
seat whose bot failed) is asked here. The texts keep the window's translation
context ("MainWindow"): they were the window's, and their French did not change.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSizeF, Qt, QTimer, Signal

from desktop.games import scene_module
from desktop.match.match_log import PerViewerLog
from desktop.match.panels import MatchPanels
from desktop.shell import i18n
from desktop.shell.settings import BOT_PACES
from desktop.table.plain_text import escape_html as _escape
from desktop.table.text import fill, percent, read_alike, shown_name
from rules_engine.core.errors import IllegalAction

# How long the mover's table stays in view, settled, before a hot-seat curtain (at the
# normal animation speed; none with animations off).
CURTAIN_BEAT_MS = 600

if TYPE_CHECKING:
    from desktop.match.session import MatchSession
    from desktop.shell.settings import Settings
    from desktop.shell.table_page import TablePage
    from desktop.table.animator import Animator


class MatchView(PerViewerLog, QObject):
    actions_changed = Signal()  # undo, redo or hint may have become possible or not
    request = Signal(str)  # "new" (another match) or "home", from a match-end summary
    finished = Signal()  # the match is over (the home screen's Resume box changes)

    def __init__(
        self,
        session: MatchSession,
        table: TablePage,
        animator: Animator,
        settings: Settings,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.table = table
        self.animator = animator
        self.saved_actions = -1  # moves played when the match was last saved to its file
        # A lesson's guide (desktop/tutorial): it checks the learner's choices first.
        self.lesson = None
        self.guard = None  # action -> whether it is played (a refusal is explained there)
        session.undo_enabled = settings.undo_enabled
        session.pace_ms = BOT_PACES[settings.bot_speed]
        module = scene_module(session.game.id)
        self.scene = module.Scene(session, animator, parent)
        # What the viewer may see, and the viewer itself, held once: the scene's seat
        # view, which this view steers (the log and the curtain's recap read it too).
        self.seat_view = self.scene.seat_view
        table.view.setScene(self.scene)
        table.set_controls(self.scene.controls())
        self.scene.action_chosen.connect(self.play)
        self.scene.message.connect(self.show_message)
        self.scene.request.connect(self.request)
        self.scene.busy_changed.connect(self._set_busy)
        self.scene.round_shown.connect(self.actions_changed)  # no hint over a summary
        self.scene.round_acknowledged.connect(self.actions_changed)
        self.scene.round_acknowledged.connect(self._release_log)
        session.events_applied.connect(self._on_events)
        session.events_restored.connect(self._on_events_restored)
        session.reset.connect(self._on_reset)
        session.match_finished.connect(self._on_match_finished)
        session.bot_failed.connect(self._on_bot_failed)
        session.history_changed.connect(self.actions_changed)
        session.hint_ready.connect(self._on_hint)
        session.hint_failed.connect(self._on_hint_failed)
        session.saved.connect(self._note_saved)
        # The log is written for whoever looks at the table: every entry is kept as it
        # happened (an event with its acting seat and action index, or a note of the
        # window's) and described anew, redacted for the viewer in the current language,
        # whenever the viewer or the language changes (hot-seat players never read each
        # other's draws). A resumed or opened match's log starts with what was played
        # before (from its deal, when the whole match is kept: see `_setup_entries`).
        self._journal: list[tuple] = [
            ("event", seat, index, event)
            for seat, index, events in session.replayed
            for event in events
        ]
        if len(session.replayed) == len(session.record.actions):
            self._journal[:0] = self._setup_entries()
        self._log_held: list[tuple] = []  # events behind a round summary (see _on_events)
        self._log_waiting: list[tuple] = []  # events whose animation still plays
        # The score sheet, the chart and the match's information follow the table as
        # the log does: a move's points (and a match's result) show once it is shown.
        self.panels = MatchPanels(self)
        animator.idle.connect(self._on_table_idle)
        # The curtain's recap starts here: a resumed match's past is in the log.
        # (human seat -> journal length when they last looked)
        self._seen: dict[int, int] = {seat: len(self._journal) for seat in session.human_seats()}
        table.log.clear()
        table.message.clear()
        # A replay has no prompt to show: its bar says where it stands, and the empty
        # line left a grey strip between the table and the bar.
        table.message.setVisible(not getattr(self, "is_replay", False))
        table.curtain.revealed.connect(self.curtain_lifted)
        table.view.resized.connect(self.resize_table)

    @property
    def viewer(self) -> int | None:
        """The seat looking at the table (None: nobody's, only public things show)."""
        return None if self.seat_view is None else self.seat_view.seat

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.seat_view.seat = seat

    def show(self) -> None:
        """The table page is showing: lay the table out, choose the viewer, fill the
        panels and give the keys to the table (or to the curtain's button)."""
        self.resize_table(QSizeF(self.table.view.viewport().size()))
        self._choose_viewer(initial=True)
        if self._journal:
            self._render_log()
        # The keys work on a fresh table: Tab, the arrows and Space walk its choices.
        # Behind a hot-seat curtain they belong to its button (Enter, Space) instead.
        curtain = self.table.curtain
        if curtain.isVisible():
            curtain.reveal_button.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.table.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.panels.refresh()
        self.panels.refresh_info()

    def note_above(self, text) -> None:
        """A line of the window's own at the top of the log, above the deal's lines
        (`text()` gives it in the current language); the curtain's recap still starts
        after the deal's lines."""
        self._journal.insert(0, ("note", text))
        self._seen = {seat: seen + 1 for seat, seen in self._seen.items()}
        self._render_log()

    def begin_new_match(self, seed: str) -> None:
        """A new match (not resumed): the log's first line, above the deal's, then the
        deal on the table and the first bot's turn."""
        self.note_above(
            lambda: fill(QCoreApplication.translate("MainWindow", "New match. Seed: %1"), seed)
        )
        self.scene.animate(self.seat_view.events(self.seat_view.setup_events()))
        self.session.schedule_bot()

    def close(self) -> None:
        """The match leaves the table (another match, the home screen, abandon)."""
        # The animator and the table page serve the next match too.
        for signal, slot in (
            (self.animator.idle, self._on_table_idle),
            (self.table.curtain.revealed, self.curtain_lifted),
            (self.table.view.resized, self.resize_table),
        ):
            with contextlib.suppress(RuntimeError):  # closed once already
                signal.disconnect(slot)
        self.animator.clear()
        self.session.close()
        self.table.curtain.hide()
        self.table.set_controls(None)
        if self.lesson is not None:
            self.table.set_lesson(None)
            self.lesson = self.guard = None
        self.table.view.setScene(None)
        self.scene.deleteLater()
        self.session.deleteLater()
        self.scene = None
        self.session = None
        self.seat_view = None
        self._journal, self._log_held = [], []
        self.deleteLater()

    def retranslate(self) -> None:
        """The language changed: the table, the panels, the log and the curtain's recap."""
        self.scene.retranslate()
        self.panels.refresh()
        self._render_log()
        curtain = self.table.curtain
        if not curtain.isHidden() and self.viewer is not None:
            curtain.set_summary(self.since_last_look(self.viewer))
            curtain.set_name(shown_name(i18n.seat_name(self.session.seats, self.viewer)))
        self.panels.refresh_info()

    def _set_busy(self, busy: bool) -> None:
        """The one place that tells the session whether the table is settled: a bot's
        answer waits while the table animates, holds a round summary or hides behind
        the curtain."""
        if self.session is not None:
            self.session.set_view_busy(busy)

    def _note_saved(self, path: str) -> None:
        self.saved_actions = len(self.session.record.actions)

    # -- playing ------------------------------------------------------------------------

    def play(self, action: tuple) -> None:
        if self.session is None or (self.guard is not None and not self.guard(action)):
            return
        try:
            self.session.play(action)
        except IllegalAction as error:
            self.show_message(i18n.translate_error(error), error.clause)
        else:
            self.table.message.clear()

    def undo(self) -> None:
        if self.session is not None and self.session.undo():
            self.note(lambda: QCoreApplication.translate("MainWindow", "Move taken back."))

    def redo(self) -> None:
        if self.session is not None and self.session.redo():
            self.note(lambda: QCoreApplication.translate("MainWindow", "Move played again."))

    def show_message(self, text: str, clause: str) -> None:
        if clause:
            label = fill(QCoreApplication.translate("MainWindow", "(rule %1)"), clause)
            link = f' <a href="clause:{clause}">{label}</a>'
            self.table.message.setText(f"{_escape(text)}{link}")
        else:
            self.table.message.setText(_escape(text))

    # -- hints ----------------------------------------------------------------------------

    def hint_possible(self) -> bool:
        """A hint may be asked: the viewer is a human to move, with the table showing
        their own things (no curtain, no summary waiting) and no hint on its way."""
        session, scene = self.session, self.scene
        return (
            session is not None
            and scene is not None
            and self.viewer is not None
            and self.seat_view.to_move == self.viewer
            and session.can_hint()
            and not scene.private_hidden
            and not scene.summary_open()
            and self.table.curtain.isHidden()
        )

    def ask_hint(self) -> None:
        """Edit > Hint (H): ask the worker for the Hard level's choice for the viewer."""
        if not self.hint_possible():
            return
        if self.session.request_hint():
            self.table.message.setText(
                _escape(QCoreApplication.translate("MainWindow", "Looking for a good move…"))
            )
        self.actions_changed.emit()

    def _on_hint(self, seat: int, hint) -> None:
        """The session's `Hint` for `seat`: it glows on the table, said in words."""
        if self.scene is None or seat != self.viewer:
            return
        action = hint.action
        self.scene.show_hint(action)
        words = self.scene.hint_words(action) or QCoreApplication.translate(
            "MainWindow", "the glowing choice"
        )
        chance = percent(hint.win_chance)
        # The figures are chances to win the whole match; the runner-up is the
        # alternative to the hinted move (not a step after it), named only if it
        # reads differently from it (two like pyramids are one choice to a player).
        other = self._other_choice(hint, words)
        if other is not None and read_alike(hint.win_chance, other[1]):
            # The same figure twice would read as a riddle (why this one?): the
            # recommended move is never below, and the two are as good as the search
            # can tell. ("less than 1%" twice still says how the match stands.)
            text = QCoreApplication.translate(
                "MainWindow",
                "Hint: %1 (estimated chance to win the match: %2%). Otherwise: %3, about as good.",
            )
            text = fill(text, words, chance, other[0])
        elif other is not None:
            text = QCoreApplication.translate(
                "MainWindow",
                "Hint: %1 (estimated chance to win the match: %2%). Otherwise: %3 (%4%).",
            )
            text = fill(text, words, chance, other[0], percent(other[1]))
        else:
            text = QCoreApplication.translate(
                "MainWindow", "Hint: %1 (estimated chance to win the match: %2%)."
            )
            text = fill(text, words, chance)
        self.table.message.setText(_escape(text))
        self.panels.refresh(force=True)
        self.panels.refresh_info()
        self.actions_changed.emit()

    def _other_choice(self, hint, words: str) -> tuple[str, float] | None:
        """The hint's alternative as the player reads it, with its chance: the
        runner-up, or the next choice whose words differ from the hinted move's."""
        named = [(hint.runner_up, hint.runner_up_chance), *hint.alternatives]
        for action, chance in named:
            if action is None or chance is None:
                continue
            other = self.scene.hint_words(action) or QCoreApplication.translate(
                "MainWindow", "another choice"
            )
            if other != words:
                return other, chance
        return None

    def _on_hint_failed(self, details: str) -> None:
        text = QCoreApplication.translate("MainWindow", "No hint this time: the search failed.")
        self.table.message.setText(_escape(text))
        self.actions_changed.emit()

    # -- what the session tells -------------------------------------------------------------

    def _on_events(self, seat: int, index: int, events: list) -> None:
        self._set_busy(True)
        before = len(self.scene.deferred)
        self.scene.on_events(seat, index, events)
        # Events the table holds behind a round summary (the next deal) reach the log
        # when the player moves on, not while the summary still shows the old round.
        # The table may keep them before it holds the round: its round's end animates
        # first, and only then does the summary freeze it.
        held = max(0, len(self.scene.deferred) - before)
        for number, event in enumerate(events):
            entry = ("event", seat, index, event)
            if self._log_held or number >= len(events) - held:
                self._log_held.append(entry)
            elif self._log_waiting or (self.scene.log_after_animation and self.animator.busy()):
                self._log_waiting.append(entry)  # told when the table has shown it
            else:
                self._journal.append(entry)
                self._write_log_entry(entry)
        self.panels.when_shown()
        self.actions_changed.emit()
        # With the view as context: a view closed meanwhile (deleted) gets no call.
        QTimer.singleShot(0, self, self._choose_viewer)

    def _setup_entries(self) -> list[tuple]:
        """The deal's events (who starts, the opening roll) as log entries: they come
        before any action (index -1) and from no seat. The log says how the match was
        set up, as the table shows it."""
        return [("event", None, -1, event) for event in self.seat_view.setup_events()]

    def _on_events_restored(self, moves: list) -> None:
        """Redone moves: their lines return to the journal (the reset that follows
        renders the log and keeps them, as played again)."""
        for seat, index, events in moves:
            self._journal.extend(("event", seat, index, event) for event in events)

    def _on_table_idle(self) -> None:
        """The table's animation ended: the lines it was showing reach the log, and the
        panels catch up with it."""
        waiting, self._log_waiting = self._log_waiting, []
        for entry in waiting:
            self._journal.append(entry)
            self._write_log_entry(entry)
        self.panels.catch_up()

    def _release_log(self) -> None:
        """The round summary closed: the held lines reach the log."""
        held, self._log_held = self._log_held, []
        for entry in held:
            self._journal.append(entry)
            self._write_log_entry(entry)

    def _on_reset(self) -> None:
        # undone below if their moves are
        self._journal.extend(self._log_waiting + self._log_held)
        self._log_held, self._log_waiting = [], []
        played = len(self.session.record.actions)
        self._journal = [
            entry for entry in self._journal if entry[0] != "event" or entry[2] < played
        ]
        self._render_log()
        self.table.message.clear()
        self.scene.on_reset()
        self.panels.refresh()
        self._choose_viewer()

    def _on_match_finished(self, result) -> None:
        self.panels.chart_when_shown()
        self.finished.emit()

    def _on_bot_failed(self, seat: int, details: str) -> None:
        """Ask who plays the seat now, from a timer of its own: never inside the signal
        that brought the news (a dialog's event loop there would run while the bot
        service is still cleaning up). The answer goes to the session, which applies it
        with the service in a known state."""
        from PySide6.QtWidgets import QMessageBox

        from desktop.match.session import BEGINNER, HUMAN_PLAYS, RETRY

        session = self.session

        def ask() -> None:
            if self.session is not session or session.failed_seat != seat:
                return  # the match was closed, or the failure already answered
            name = shown_name(i18n.seat_name(session.seats, seat), 40)
            text = QCoreApplication.translate(
                "MainWindow", "%1 (a bot) could not choose a move. The match is safe."
            )
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                QCoreApplication.translate("MainWindow", "A bot failed"),
                fill(text, name),
                parent=self.parent(),
            )
            box.setObjectName("botFailedBox")
            box.setTextFormat(Qt.TextFormat.PlainText)  # a name is shown as typed
            box.setInformativeText(
                QCoreApplication.translate("MainWindow", "Who should play this seat now?")
            )
            box.setDetailedText(details[-4000:])
            retry = box.addButton(
                QCoreApplication.translate("MainWindow", "Try again"),
                QMessageBox.ButtonRole.AcceptRole,
            )
            beginner = box.addButton(
                QCoreApplication.translate("MainWindow", "A beginner bot"),
                QMessageBox.ButtonRole.ActionRole,
            )
            human = box.addButton(
                QCoreApplication.translate("MainWindow", "I will play it"),
                QMessageBox.ButtonRole.ActionRole,
            )
            box.setEscapeButton(retry)
            box.exec()
            choice = {retry: RETRY, beginner: BEGINNER, human: HUMAN_PLAYS}.get(box.clickedButton())
            if choice is None or self.session is not session:
                return
            session.resolve_bot_failure(choice)
            if choice == HUMAN_PLAYS:
                self.seat_now_human(seat)

        QTimer.singleShot(0, self, ask)

    def seat_now_human(self, seat: int) -> None:
        """A failed bot's seat is played by a human from now on: the curtain's recap
        starts for them here, and the table may turn to them."""
        self._seen.setdefault(seat, len(self._journal))
        self._choose_viewer()

    # -- who looks at the table -----------------------------------------------------------

    def _choose_viewer(self, initial: bool = False) -> None:
        """Who looks at the table: the only human, or in hot-seat the human to move
        (behind the curtain until they confirm). The menus follow: Hint is for the
        viewer to move (in a hot-seat game without a curtain the table turns to the
        next player after the move's own update of the menus)."""
        if self.session is None:
            return
        self._turn_to_viewer(initial)
        self.actions_changed.emit()

    def _turn_to_viewer(self, initial: bool) -> None:
        humans = self.session.human_seats()
        if not humans:
            self._set_viewer(None)
            self.scene.set_viewer(None)
            return
        to_move = self.seat_view.to_move
        if len(humans) == 1 or not self._has_private_things():
            # One human, or nothing private: the table shows it (for a public game,
            # from the chair of whichever human is to move).
            seat = to_move if self.session.is_human(to_move) else (self.viewer or humans[0])
            if len(humans) == 1:
                seat = humans[0]
            if self.viewer != seat:
                self._set_viewer(seat)
                self.scene.set_viewer(self.viewer)
            return
        if to_move is None or not self.session.is_human(to_move):
            if self.viewer is None:
                self._set_viewer(humans[0])
                self.scene.set_viewer(self.viewer)
            return
        if to_move != self.viewer or initial:
            if self.animator.busy():
                self.animator.idle.connect(self._choose_viewer_once)
                return
            self._raise_curtain(to_move)

    def _has_private_things(self) -> bool:
        """The game declares whether seats hold private things (hot-seat's curtain)."""
        from rules_engine.core.protocol import OPEN

        return self.session.game.information != OPEN

    def _choose_viewer_once(self) -> None:
        """The table has shown a move that hands the turn to another person: the mover
        sees it settled, with its lines in the log (written once shown), for a beat
        before the curtain comes down for the next player."""
        with contextlib.suppress(RuntimeError):
            self.animator.idle.disconnect(self._choose_viewer_once)
        QTimer.singleShot(self.animator.duration(CURTAIN_BEAT_MS), self, self._choose_viewer)

    def _raise_curtain(self, seat: int) -> None:
        # The viewer changes first (the log is written for the next player, behind the
        # curtain); the table, its private things hidden, is drawn from their chair.
        self._set_viewer(seat)
        self.scene.set_private_hidden(True)
        name = shown_name(i18n.seat_name(self.session.seats, seat))
        self.table.curtain.show_for(name, self.since_last_look(seat))
        self._set_busy(True)

    def curtain_lifted(self) -> None:
        if self.session is None:
            return
        seat = self.viewer
        self._seen[seat] = len(self._journal)
        self.session.mark_seen_by(seat)
        self.scene.set_private_hidden(False)
        self._set_busy(False)
        # The keys go back to the table (the curtain's button had them): the player
        # plays on with the arrows and Space at once.
        self.table.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.actions_changed.emit()

    def resize_table(self, size: QSizeF) -> None:
        if self.scene is not None:
            self.scene.resize_table(size)
