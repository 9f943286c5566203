"""A played match played back at its own table: step, jump, play, watch as a seat.

`open_replay(window, path)` puts a match file (a finished, abandoned or interrupted
match of the history folder, or any saved match) on the window's table page. It is
the game's own table, scene and animations: a `ReplaySession` is a `MatchSession`
whose moves come from the file instead of the players (nobody may move), and a
`ReplayView` is the `MatchView` around it, so the log, the score sheet and the chart
follow the position as they follow a live match. One step forward plays the action
as the table plays any move (animated); any other jump re-syncs the table at once.

Who watches: any one seat, the table and the log redacted for it by the engine
(`observe`, `redact_event`), or, once the match is over, every hand open: the table
and the log from a chosen seat's chair, and every seat's hidden cards (hands, bids
still sealed) drawn face up where the seats are (`SeatView.open`: the engine's
private things of every seat). From any position, Play on from here
(`play_on.py`) starts a new match, and Why? (`why.py`) says what a bot weighed for
its last move.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import (
    QMessageBox,
)

from desktop.history.replay_bar import OPEN_VIEW, ReplayBar, ReplayKeys
from desktop.match.match_log import LOG_ENTRIES_SHOWN
from desktop.match.match_view import MatchView
from desktop.match.session import MatchSession
from desktop.shell import i18n
from desktop.table.text import fill
from rules_engine.core.errors import RecordError
from rules_engine.core.protocol import HIDDEN
from rules_engine.core.record import MatchRecord, load_record, only_record_errors, save_record

CHECKPOINT_EVERY = 64  # a state kept every so many actions: a step back replays few
SUMMARY_PAUSE = 3  # while playing, a round summary stays this many bot paces


class ReplaySession(MatchSession):
    """A match file played back: the position is how many of its actions are played.

    `record` holds the actions played so far (the table, the log and the score sheet
    read it as they read a live match's); `full` is the whole file. Nobody moves:
    every seat is no player of this table, so nothing glows and no click plays."""

    position_changed = Signal(int)
    playing_changed = Signal(bool)

    def __init__(self, full: MatchRecord, source: str, parent=None) -> None:
        shown = MatchRecord(
            game=full.game,
            seats=list(full.seats),
            seed=full.seed,
            options=dict(full.options),
            actions=[],
            app_version=full.app_version,
            format_version=full.format_version,
            hints=list(full.hints),
            edition=full.edition,
            forked_from=full.forked_from,
        )
        super().__init__(shown, bot_service=None, autosave=False, parent=parent)
        self.full = full
        self.source = source  # the file's name: a match played on from here names it
        self.watched: int | None = None  # the seat the replay is seen from
        self.playing = False
        self._checkpoints: dict[int, object] = {}
        self.round_starts: list[int] = []
        self.over = False
        self._index()
        self.history_changed.connect(lambda: self.position_changed.emit(self.position))

    def _index(self) -> None:
        """Replay the whole file once: it is checked (RecordError names a bad action),
        states are kept for quick jumps, and the rounds' first positions noted."""
        state = self.full.new_state()
        self._checkpoints[0] = state.clone()
        self.round_starts = [0]
        mark = state.round_mark()
        for number, _ in enumerate(self.full.replay_steps(state), start=1):
            if number % CHECKPOINT_EVERY == 0:
                self._checkpoints[number] = state.clone()
            if state.round_mark() != mark:
                mark = state.round_mark()
                if number < len(self.full.actions):
                    self.round_starts.append(number)
        self.over = state.is_over()

    # -- nobody plays here ----------------------------------------------------------------

    def is_human(self, seat: int | None) -> bool:
        return False

    def shows_thinking(self, seat: int | None) -> bool:
        """Nobody thinks in a replay: the moves are already played."""
        return False

    def human_seats(self) -> list[int]:
        """The watched seat sits where a human's chair is (a table turned to it)."""
        watched = getattr(self, "watched", None)  # (asked while MatchSession sets up)
        return [] if watched is None else [watched]

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def _note_step(self, seat, events, humans=None) -> None:
        """No undo here: nothing to note."""

    def save_as(self, path) -> None:
        """Save as… keeps the whole match, wherever the replay stands."""
        save_record(self.full, path)
        self.saved.emit(str(path))

    # -- the position ---------------------------------------------------------------------

    @property
    def position(self) -> int:
        return len(self.record.actions)

    @property
    def length(self) -> int:
        return len(self.full.actions)

    def state_at(self, position: int):
        """The state after the file's first `position` actions (from the nearest kept one)."""
        base = max(k for k in self._checkpoints if k <= position)
        state = self._checkpoints[base].clone()
        for action in self.full.actions[base:position]:
            state.apply(action)
        return state

    def round_of(self, position: int) -> int:
        """The number of the round a position belongs to, from 1."""
        return sum(1 for start in self.round_starts if start <= position)

    def go_to(self, position: int) -> None:
        """Show the position after `position` actions: one step forward animates as a
        move does; any other jump re-syncs the table at once."""
        position = max(0, min(position, self.length))
        current = self.position
        if position == current:
            return
        if position == current + 1:
            self.play(self.full.actions[current])
            return
        if position > current:
            # The log shows the newest LOG_ENTRIES_SHOWN lines: a long jump starts from
            # a kept state and replays only the last actions' events for it.
            start = current
            if position - current > LOG_ENTRIES_SHOWN:
                start = position - LOG_ENTRIES_SHOWN
                self.state = self.state_at(start)
            restored = []
            for index in range(start, position):
                seat = self.state.to_move
                events = self.state.apply(self.full.actions[index])
                restored.append((seat, index, events))
            self.record.actions[current:] = self.full.actions[current:position]
            self.events_restored.emit(restored)
        else:
            self.state = self.state_at(position)
            del self.record.actions[position:]
        self._after_jump()

    def step(self, delta: int) -> None:
        self.go_to(self.position + delta)

    def next_round(self) -> None:
        later = [start for start in self.round_starts if start > self.position]
        self.go_to(later[0] if later else self.length)

    def previous_round(self) -> None:
        """The start of this round, or of the one before when already at its start."""
        earlier = [start for start in self.round_starts if start < self.position]
        self.go_to(earlier[-1] if earlier else 0)

    # -- playing at the bots' pace --------------------------------------------------------

    def set_playing(self, playing: bool) -> None:
        if playing and self.position >= self.length:
            playing = False
        if playing == self.playing:
            return
        self.playing = playing
        self.playing_changed.emit(playing)
        if playing:
            self._last_move_at = 0.0
            self._maybe_play_bot_answer()
        else:
            self._pace_timer.stop()

    def _maybe_play_bot_answer(self) -> None:
        """The table settled (or the pace's wait is over): the next move, while playing."""
        import time

        if not self.playing or self._view_busy:
            return
        if self.position >= self.length:
            self.set_playing(False)
            return
        wait_ms = self.pace_ms - (time.monotonic() - self._last_move_at) * 1000
        if wait_ms > 1:
            self._pace_timer.start(int(wait_ms))
            return
        self.step(1)
        if self.position >= self.length:
            self.set_playing(False)

    def close(self) -> None:
        self.set_playing(False)
        super().close()


class ReplayView(MatchView):
    """The `MatchView` of a replay: the viewer is the watched seat (or every hand
    open), the controls are the replay's bar, and a click on the table plays nothing."""

    is_replay = True

    def __init__(self, session: ReplaySession, window) -> None:
        super().__init__(session, window.table, window.animator, window.settings, window)
        self.window = window
        self.open_view = False
        # Seen first from the first human's seat (your own), else the first seat's.
        humans = [seat for seat, info in enumerate(session.full.seats) if info.is_human]
        session.watched = humans[0] if humans else 0
        self.bar = ReplayBar(self)
        self.table.set_controls(self.bar)
        self.scene.round_shown.connect(self._round_shown)
        session.position_changed.connect(self._position_changed)
        session.playing_changed.connect(self.bar.show_playing)
        self._keys = ReplayKeys(self)
        self.table.view.installEventFilter(self._keys)

    # -- what a replay does not do ----------------------------------------------------------

    def play(self, action: tuple) -> None:
        """A click on the table plays nothing in a replay."""

    def hint_possible(self) -> bool:
        return False

    def close(self) -> None:
        if self.table is not None:
            self.table.view.removeEventFilter(self._keys)
        super().close()

    # -- the viewer -----------------------------------------------------------------------

    def _turn_to_viewer(self, initial: bool) -> None:
        seat = self.session.watched
        if self.viewer != seat or initial:
            self._set_viewer(seat)
            self.scene.set_viewer(seat)

    def may_open(self) -> bool:
        """Every hand open only once the match is over (the file's last position), and
        only in a game whose seats hold private things (in an open game every seat
        already sees all there is: the entry would change nothing)."""
        return self.session.over and self.session.game.information == HIDDEN

    def watch(self, choice: int) -> None:
        """Watch as `choice` (a seat), or OPEN_VIEW: every hand open, from the chair
        of the seat watched so far."""
        if choice == OPEN_VIEW:
            if not self.may_open():
                return
            self.open_view = True
        else:
            self.open_view = False
            self.session.watched = choice
        self.seat_view.open = self.open_view  # the table draws every hand face up
        self._render_log()
        self._turn_to_viewer(initial=True)
        self.bar.refresh()

    # -- following the position -------------------------------------------------------------

    def _position_changed(self, position: int) -> None:
        self.bar.refresh()

    def _round_shown(self) -> None:
        """A round's summary while playing: it stays a moment, then the play goes on."""
        if self.session.playing:
            session = self.session
            QTimer.singleShot(SUMMARY_PAUSE * session.pace_ms, self, self._after_summary)

    def _after_summary(self) -> None:
        if self.session is not None and self.session.playing and self.scene.summary_open():
            self.scene.continue_after_round()

    def step(self, delta: int) -> None:
        """One action forward or back; forward first closes a round's summary."""
        if self.session is None:
            return
        if delta > 0 and (self.scene.summary_open() or self.scene.frozen):
            self.scene.continue_after_round()
            return
        self.animator.skip()
        self.session.step(delta)

    def go_to(self, position: int) -> None:
        if self.session is not None:
            self.animator.skip()
            self.session.go_to(position)

    def toggle_playing(self) -> None:
        if self.session is None:
            return
        self.session.set_playing(not self.session.playing)
        if self.session.playing and self.scene.summary_open():
            self.scene.continue_after_round()  # the play goes on past the summary

    def retranslate(self) -> None:
        super().retranslate()
        self.bar.retranslate()


# -- opening -------------------------------------------------------------------------------


def load_replay(path: str | Path) -> ReplaySession:
    """The replay of a match file; RecordError says why it cannot be played back (a
    damaged file, a newer format, an action an older edition's rules refuse...)."""
    record = load_record(path, replay=False)
    with only_record_errors():
        session = ReplaySession(record, Path(path).name)
    session.path = Path(path)
    return session


def open_replay(window, path: str | Path, position: int = 0) -> bool:
    """Play the match in `path` back at `window`'s table, from `position` (0: the
    deal). The match on the table, if any, leaves it first (it was autosaved and
    resumes from the home screen). A file that cannot be played back is explained
    and nothing changes; False then."""
    try:
        session = load_replay(path)
    except RecordError as error:
        from desktop.table.plain_text import shown_as_typed
        from rules_engine.core.values import shorten

        text = fill(
            QCoreApplication.translate("Replay", "%1 cannot be played back:\n%2"),
            shorten(Path(path).name, 60),
            i18n.translate_error(error),
        )
        QMessageBox.warning(
            window,
            QCoreApplication.translate("Replay", "Cannot open this replay"),
            shown_as_typed(text),
        )
        return False
    window._close_session()
    view = ReplayView(session, window)
    window.match = view
    view.actions_changed.connect(window._update_actions)
    view.request.connect(window._scene_request)
    window.pages.setCurrentWidget(window.table)
    view.show()
    view.note_above(
        lambda: fill(QCoreApplication.translate("Replay", "Replay of %1."), session.source)
    )
    if position:
        view.go_to(position)
    view.bar.refresh()
    window._update_actions()
    window.setWindowTitle(window._title())
    return True


def ask_open_replay(window) -> None:
    """Game > Open replay…: a match file of the history folder (any other too)."""
    from desktop.shell import paths
    from desktop.shell.match_files import ask_file_to_open

    title = QCoreApplication.translate("Replay", "Open a replay")
    path = ask_file_to_open(window, title, paths.history_dir())
    if path:
        open_replay(window, path)
