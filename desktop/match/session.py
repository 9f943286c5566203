"""One open match: the only bridge between the engine and the widgets.

A `MatchSession` owns the match record and the current state, knows which seats
are humans and which are bots, applies actions, autosaves after every one, asks
the bot worker for bot moves and paces them, and keeps undo/redo honest. Scenes
and panels only listen to its signals (as PyChess's GameModel) and call `play`.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from desktop.match.autosave import archive_autosave, describe_save_error
from desktop.match.bot_process import HINT, MOVE, BotRequest
from desktop.match.bot_worker import BotService
from desktop.match.journal import AutosaveJournal
from desktop.match.loading import LoadedMatch, replay_match, seen_by_a_human
from desktop.match.play_clock import PlayClock
from desktop.shell import paths
from rules_engine.core.protocol import Action, Game, State
from rules_engine.core.record import (
    BOT_PREFIX,
    HUMAN,
    MatchRecord,
    Seat,
    load_record,
    only_record_errors,
    save_record,
)

BOT_PACE_MS = 650  # a bot's move is shown no sooner than this after the previous one
SEED_MASK = (1 << 63) - 1
BEGINNER_BOT = BOT_PREFIX + "random"
# What the player may choose after a bot failed (`MatchSession.resolve_bot_failure`).
RETRY, BEGINNER, HUMAN_PLAYS = "retry", "beginner", "human"

if TYPE_CHECKING:
    from rules_engine.ai.hint import Hint


def bot_seed(record_seed: int, step: int, seat: int) -> int:
    """The seed a match gives its bot for the move at `step` (a hint's is apart)."""
    return (record_seed * 1_000_003 + step * 7919 + seat) & SEED_MASK


class MatchSession(QObject):
    events_applied = Signal(int, int, list)  # acting seat, action index, events (unredacted)
    # Redone moves, applied at once without animation: [(seat, action index, events)],
    # sent before the reset so that the log and the recaps hold them again.
    events_restored = Signal(list)
    reset = Signal()  # the state was replaced (undo, redo): views re-sync without animation
    bot_thinking = Signal(int)  # seat
    bot_failed = Signal(int, str)  # seat, what went wrong
    match_finished = Signal(object)  # Result
    history_changed = Signal()  # undo/redo availability changed
    saved = Signal(str)  # path
    autosave_failed = Signal(str)  # why (once, until a save succeeds again)
    autosave_recovered = Signal()  # a save succeeded after a failure
    _save_done = Signal(object)  # from the sync thread: the error (queued to us)
    hint_ready = Signal(int, object)  # seat, the `Hint` (action, its odds, the runner-up)
    hint_failed = Signal(str)  # what went wrong (the match goes on)

    def __init__(
        self,
        record: MatchRecord,
        bot_service: BotService | None = None,
        autosave: bool = True,
        parent: QObject | None = None,
        loaded: LoadedMatch | None = None,
    ) -> None:
        """`loaded`: the record already replayed (`desktop.match.loading`, a long file
        read in the background); without it, the record is replayed here."""
        super().__init__(parent)
        self.record = record
        self.game: Game = record.game_def()
        self.autosave_enabled = autosave
        self.undo_enabled = True
        self.pace_ms = BOT_PACE_MS
        self.file_path: Path | None = None
        self.bots = bot_service
        self._redo: list[list[Action]] = []
        self._bots_paused = False
        self._view_busy = False
        self._bot_ticket: int | None = None  # the service's number for the bot's request
        self._answer: Action | None = None  # the bot's move, waiting for the table
        # The hint asked: (the service's ticket, None when the last hint's plan gives
        # it; the actions played then; the seat).
        self._hint_pending: tuple[int | None, int, int] | None = None
        self._hint_from_plan: Hint | None = None  # the pending hint, when a plan gives it
        # The last hint given, while its plan may still be followed: (seat, actions
        # played when it was given, the hinted action, the plan's steps after it).
        self._last_hint: tuple[int, int, Action, tuple] | None = None
        self._last_move_at = 0.0
        self.failed_seat: int | None = None  # the seat whose bot failed, until resolved
        self._journal: AutosaveJournal | None = None  # the autosave file, once written
        self._round = 0  # the round mark when the autosave was last compacted
        self.save_error: str | None = None  # why the last autosave failed, if it did
        self._save_done.connect(self._on_save_done)
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._pace_timer.timeout.connect(self._maybe_play_bot_answer)
        if self.bots is not None:
            self.bots.answered.connect(self._on_bot_answer)
            self.bots.failed.connect(self._on_bot_failure)
        # A resumed or opened match: replay_steps turns any failure into a RecordError
        # naming the step (the file was checked but not replayed when it was read).
        if loaded is None or loaded.record is not record:
            loaded = replay_match(record)
        self.state: State = loaded.state
        self._actors: list[int] = loaded.actors  # the seat that played each action
        self._undo_floor = loaded.undo_floor  # undo never goes below this action index
        # The newest replayed steps, (seat, action index, events): a resumed match's
        # log shows what was played before (its oldest part scrolls out of any log).
        self.replayed = loaded.replayed
        self._round = self.state.round_mark()
        # The time played, added to the record while the match is open (autosaved
        # matches only: a replay, a lesson or a test table has no history entry).
        self.clock = PlayClock(record, counting=autosave)

    # -- creating -----------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: list[Seat],
        options: dict | None,
        seed: int,
        bot_service: BotService | None = None,
        autosave: bool = True,
    ) -> MatchSession:
        from rules_engine.core.registry import get_game

        game = get_game(game_id)
        record = MatchRecord(
            game=game_id,
            seats=list(seats),
            seed=seed,
            options=game.resolve_options(options),
            played_seconds=0,
        )
        session = cls(record, bot_service, autosave)
        session.autosave()
        return session

    @classmethod
    def open(cls, path: str | Path, bot_service: BotService | None = None) -> MatchSession:
        """Load a saved match; RecordError explains any problem (nothing is changed)."""
        record = load_record(path, replay=False)
        with only_record_errors():  # the replay is the session's own (see __init__)
            session = cls(record, bot_service)
        session.file_path = Path(path)
        return session

    # -- who plays ----------------------------------------------------------------------

    @property
    def seats(self) -> list[Seat]:
        return self.record.seats

    def human_seats(self) -> list[int]:
        return [seat for seat, info in enumerate(self.seats) if info.is_human]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].is_human

    def shows_thinking(self, seat: int | None) -> bool:
        """Whether the table marks `seat` "thinking…" while it is to move: a bot's."""
        return seat is not None and not self.is_human(seat)

    def waiting_for_human(self) -> bool:
        return not self.state.is_over() and self.is_human(self.state.to_move)

    def replace_seat(self, seat: int, kind: str) -> None:
        """Hand a seat to another bot or to a human (after a bot failed, say)."""
        self.record.seats[seat] = Seat(self.seats[seat].name, kind)
        self._bots_paused = False
        self.autosave()
        self.history_changed.emit()
        self.schedule_bot()

    # -- playing ------------------------------------------------------------------------

    def play(self, action: Action) -> list[dict]:
        """Apply an action for the seat to move. IllegalAction leaves everything as it was."""
        seat = self.state.to_move
        events = self.state.apply(action)
        self.clock.tick()
        self._drop_hint()
        self.record.actions.append(action)
        self._redo.clear()
        self._note_step(seat, events)
        self._last_move_at = time.monotonic()
        # A round's end rewrites the autosave whole (the engine says when a round ends).
        round_mark = self.state.round_mark()
        self.autosave(compact=round_mark != self._round)
        self._round = round_mark
        self.events_applied.emit(seat, len(self.record.actions) - 1, events)
        self.history_changed.emit()
        if self.state.is_over():
            self._finish()
        else:
            self.schedule_bot()
        return events

    def _note_step(self, seat: int, events: list[dict], humans: list[int] | None = None) -> None:
        self._actors.append(seat)
        if humans is None:
            humans = self.human_seats()
        if seen_by_a_human(self.game, events, humans):
            self._undo_floor = len(self._actors)

    # -- bots ---------------------------------------------------------------------------

    def set_view_busy(self, busy: bool) -> None:
        """The table is animating: a bot's answer waits until it is done."""
        self._view_busy = busy
        if not busy:
            # After the table has repainted its settled state, as a timer of its own (a
            # zero delay would run in the same batch as the repaint): two short steps
            # with the event loop free between them, never one long stall.
            self._pace_timer.start(1)

    def schedule_bot(self) -> None:
        """If a bot is to move, ask the worker (it thinks while the table animates)."""
        seat = self.state.to_move
        if (
            self.bots is None
            or seat is None
            or self.is_human(seat)
            or self._bots_paused
            or self.bots.busy()
            or self._answer is not None
        ):
            return
        bot_name = self.seats[seat].bot_name or self.game.default_bot
        step = len(self.record.actions)
        self.bot_thinking.emit(seat)
        self._bot_ticket = self.bots.request(
            BotRequest(
                game_id=self.game.id,
                observation=self.state.observe(seat),
                legal_actions=self.state.legal_actions(),
                seed=bot_seed(self.record.seed, step, seat),
                bot_name=bot_name,
                kind=MOVE,
            )
        )

    # -- hints ----------------------------------------------------------------------------

    def can_hint(self) -> bool:
        """A hint may be asked: a human is to move and the worker is free."""
        return (
            self.bots is not None
            and self.waiting_for_human()
            and self._hint_pending is None
            and not self.bots.busy()
        )

    def hint_pending(self) -> bool:
        return self._hint_pending is not None

    def request_hint(self) -> bool:
        """Ask the worker what the Hard level would play for the human to move, from
        that seat's observation only; `hint_ready` follows (or `hint_failed`). False
        when no hint can be asked now.

        A decision of several steps is hinted as one plan: when the player followed
        the last hint (the only moves since are its steps, by the same seat) and the
        plan's next step is legal, that step is the answer, at once and without a new
        search that might change its mind (still through `hint_ready`, from the event
        loop)."""
        if not self.can_hint():
            return False
        seat = self.state.to_move
        step = len(self.record.actions)
        planned = self._planned_hint()
        self._last_hint = None  # the answer to this request becomes the last hint
        if planned is not None:
            pending = self._hint_pending = (None, step, seat)
            self._hint_from_plan = planned
            QTimer.singleShot(0, self, lambda: self._answer_from_plan(pending))
            return True
        ticket = self.bots.request(
            BotRequest(
                game_id=self.game.id,
                observation=self.state.observe(seat),
                legal_actions=self.state.legal_actions(),
                seed=bot_seed(self.record.seed, step, seat + 17),
                kind=HINT,
            )
        )
        self._hint_pending = (ticket, step, seat)
        return True

    def _planned_hint(self) -> Hint | None:
        """The next step of the last hint's plan, as a worker's answer would give it,
        when the seat to move followed that hint exactly and the step is legal now;
        None otherwise (another seat moved, the player did something else, the plan
        is done): then the worker searches again."""
        if self._last_hint is None:
            return None
        seat, step, action, plan = self._last_hint
        since = self.record.actions[step:]
        followed = len(since)
        hinted = [action, *(planned.action for planned in plan)]
        if (
            followed == 0
            or followed > len(plan)
            or seat != self.state.to_move
            or since != hinted[:followed]
            or any(actor != seat for actor in self._actors[step:])
        ):
            return None
        from rules_engine.ai.hint import follow_plan

        return follow_plan(plan[followed - 1 :], self.state.legal_actions())

    def _answer_from_plan(self, pending: tuple) -> None:
        if self._hint_pending is not pending:
            return  # dropped meanwhile (a move, an undo)
        answer, self._hint_from_plan = self._hint_from_plan, None
        self._on_hint_answer(answer)

    def _drop_hint(self) -> None:
        """The position changed (a move, an undo): a hint on its way is for nothing."""
        if self._hint_pending is not None:
            self._hint_pending = None
            if self._hint_from_plan is not None:  # no worker was asked
                self._hint_from_plan = None
            elif self.bots is not None:
                self.bots.cancel()

    def _on_hint_answer(self, found) -> None:
        _, step, seat = self._hint_pending
        self._hint_pending = None
        if step != len(self.record.actions) or self.state.to_move != seat:
            return
        from rules_engine.ai.hint import Hint

        if not isinstance(found, Hint) or found.action not in self.state.legal_actions():
            self.hint_failed.emit("the hint is not a legal move")
            return
        self._last_hint = (seat, step, found.action, found.plan)
        self.record.note_hint(seat)
        self.autosave()
        self.hint_ready.emit(seat, found)
        self.schedule_bot()

    def _on_bot_answer(self, ticket: int, answer) -> None:
        if self._hint_pending is not None and ticket == self._hint_pending[0]:
            self._on_hint_answer(answer)
            return
        if ticket != self._bot_ticket:
            return
        self._bot_ticket = None
        self._answer = answer
        self._maybe_play_bot_answer()

    def _maybe_play_bot_answer(self) -> None:
        if self._answer is None or self._view_busy:
            return
        wait_ms = self.pace_ms - (time.monotonic() - self._last_move_at) * 1000
        if wait_ms > 1:
            self._pace_timer.start(int(wait_ms))
            return
        action, self._answer = self._answer, None
        try:
            self.play(action)
        except Exception as error:  # an engine refusal of a bot's move is a bot failure
            self._bot_failed(str(error))

    def _on_bot_failure(self, ticket: int, message: str) -> None:
        if self._hint_pending is not None and ticket == self._hint_pending[0]:
            self._hint_pending = None
            self.hint_failed.emit(message)
            self.schedule_bot()
            return
        if ticket == self._bot_ticket:
            self._bot_ticket = None
            self._bot_failed(message)

    def _bot_failed(self, message: str) -> None:
        self._bots_paused = True
        self._answer = None
        self._pace_timer.stop()
        self.failed_seat = self.state.to_move
        self.bot_failed.emit(self.state.to_move, message)

    def resolve_bot_failure(self, choice: str) -> None:
        """Apply the player's answer to a bot's failure: RETRY (the same bot, asked
        again), BEGINNER (the random bot takes the seat) or HUMAN_PLAYS. Called once
        the failure's signal has been handled, so the bot service is in a known state."""
        seat, self.failed_seat = self.failed_seat, None
        if seat is None or self.state.is_over():
            return
        if choice == BEGINNER:
            self.replace_seat(seat, BEGINNER_BOT)
        elif choice == HUMAN_PLAYS:
            self.replace_seat(seat, HUMAN)
        else:
            self.resume_bots()

    def resume_bots(self) -> None:
        self._bots_paused = False
        self.schedule_bot()

    def _cancel_bot(self) -> None:
        self._hint_pending = None
        self._hint_from_plan = None
        self._last_hint = None  # an undo or a redo: the plan is for another position
        self._answer = None
        self._pace_timer.stop()
        self._bot_ticket = None
        if self.bots is not None:
            self.bots.cancel()

    # -- undo and redo --------------------------------------------------------------------

    def _undo_target(self) -> int | None:
        """The last human decision that can be taken back, as an action index."""
        if not self.undo_enabled:
            return None
        humans = set(self.human_seats())
        for index in range(len(self._actors) - 1, self._undo_floor - 1, -1):
            if self._actors[index] in humans:
                return index
        return None

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def can_redo(self) -> bool:
        return self.undo_enabled and bool(self._redo)

    def undo(self) -> bool:
        target = self._undo_target()
        if target is None:
            return False
        self._cancel_bot()
        self._redo.append(self.record.actions[target:])
        self._rewind(target)
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self._cancel_bot()
        segment = self._redo.pop()
        redo_rest = self._redo
        self._redo = []
        restored = []
        for action in segment:
            seat = self.state.to_move
            events = self.state.apply(action)
            self.record.actions.append(action)
            self._note_step(seat, events)
            restored.append((seat, len(self.record.actions) - 1, events))
        self._redo = redo_rest
        self.events_restored.emit(restored)
        self._after_jump()
        return True

    def mark_seen_by(self, seat: int) -> None:
        """A human took over the screen (hot-seat): what came before is theirs no more
        to take back, since someone else has now seen the table."""
        self._undo_floor = max(self._undo_floor, len(self._actors))
        self.history_changed.emit()

    def _rewind(self, length: int) -> None:
        floor = self._undo_floor
        del self.record.actions[length:]
        self.state = self.record.replay()
        self._actors = self._actors[:length]
        self._undo_floor = min(floor, length)
        self._after_jump()

    def _after_jump(self) -> None:
        self._last_move_at = time.monotonic()
        self.autosave()
        self.reset.emit()
        self.history_changed.emit()
        if self.state.is_over():
            self.match_finished.emit(self.state.result())
        else:
            self.schedule_bot()

    # -- files --------------------------------------------------------------------------

    def autosave(self, compact: bool = False) -> None:
        """Keep the match on disk after every change: a move is a line appended to the
        autosave journal (`desktop.match.journal`), cheap however long the match and
        written before the next move is played, so a kill loses at most one move;
        anything else rewrites the file whole. A problem is told once, not raised:
        the match goes on."""
        if not self.autosave_enabled or self.state.is_over():
            return
        self.clock.tick()  # written when the file is next rewritten (a round's end...)
        if self._journal is None:
            self._journal = AutosaveJournal(paths.autosave_path(), self._sync_failed)
        try:
            self._journal.save(self.record, compact)
        except (OSError, ValueError) as error:  # a read-only folder, a full disk, a bad name
            self._on_save_done(error)
        else:
            self._on_save_done(None)

    def _sync_failed(self, error: BaseException) -> None:
        """From the sync thread: told on ours (the signal is queued)."""
        with contextlib.suppress(RuntimeError):  # the session was deleted meanwhile
            self._save_done.emit(error)

    @Slot(object)
    def _on_save_done(self, error) -> None:
        if error is None:
            if self.save_error is not None:
                self.save_error = None
                self.autosave_recovered.emit()
            return
        first = self.save_error is None
        self.save_error = describe_save_error(error)
        if first:  # said once: the player is not told again after every move
            self.autosave_failed.emit(self.save_error)

    def flush_saves(self) -> None:
        """Sync the autosave to the disk now (it is written already: this is against
        a power cut, not a kill)."""
        if self._journal is not None:
            try:
                self._journal.flush()
            except OSError as error:
                self._on_save_done(error)

    def _close_journal(self) -> None:
        """Let go of the autosave file (before it is moved or deleted)."""
        if self._journal is not None:
            with contextlib.suppress(OSError):
                self._journal.close()
            self._journal = None

    def save_as(self, path: str | Path) -> None:
        save_record(self.record, path)
        self.file_path = Path(path)
        self.saved.emit(str(path))

    def _finish(self) -> None:
        """Keep the finished match in the history; the autosave has done its job."""
        if self.autosave_enabled:
            self.clock.tick()
            self._close_journal()
            stamp = time.strftime("%Y%m%d-%H%M%S")
            try:
                save_record(self.record, paths.history_dir() / f"{stamp}-{self.game.id}.tablee")
            except (OSError, ValueError) as error:  # the autosave is kept, then
                self._on_save_done(error)
            else:
                with contextlib.suppress(OSError):
                    paths.autosave_path().unlink()
        self.match_finished.emit(self.state.result())

    def abandon(self) -> None:
        """The player gives the match up: it is no longer resumable, but it is kept in
        the history folder (nothing a player did is ever thrown away)."""
        self._cancel_bot()
        if self.autosave_enabled:
            self.clock.tick()
            if self._journal is not None and not self.state.is_over():
                with contextlib.suppress(OSError, ValueError):  # told already, if it fails
                    self._journal.save(self.record, compact=True)  # with the time played
            self._close_journal()
            archive_autosave(self.game.id, "abandoned")

    def close(self) -> None:
        """Stop listening to the bot worker (the window is opening another match)."""
        self._cancel_bot()
        self.clock.tick()
        if self._journal is not None and not self.state.is_over():
            with contextlib.suppress(OSError, ValueError):  # told already, if it fails
                self._journal.save(self.record, compact=True)  # closed compact
        self._close_journal()
        if self.bots is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.bots.answered.disconnect(self._on_bot_answer)
                self.bots.failed.disconnect(self._on_bot_failure)


def bot_kind(name: str) -> str:
    return BOT_PREFIX + name
