"""The bot worker process: what runs on the other side of the pipe. No Qt here, so a
worker starts on the rules engine alone (half the time and memory of one that loads
Qt too); the service that starts it and reads its answers is `bot_worker.py`.

A request (`BotRequest`) is plain values: a seat's observation and legal actions, a
seed, the bot, and what is asked (`MOVE`, `HINT` or `WHY`).

Expert grows two trees (root parallelism). The second grows on the machine's other
core, in a tree helper process (`helper_main`) that the service starts beside the
worker and ends with it, joined to the worker by a pipe of their own (`TreeHelper`):
the move takes half the time, and within the time cap each tree gets the whole of it,
as calibrated. A helper that dies or cannot be reached costs a tree grown in the
worker after the first, never the move."""

from __future__ import annotations

import contextlib
import os
import random
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

# Tests set this to a folder to let the worker play the fault bots below.
FAULTS_ENV = "TABLEE_TEST_BOT_FAULTS"
FAULT_PREFIX = "fault-"
# Tests set this for workers that search briefly (`levels.quick_searches`): what a table
# does with a move or a hint does not depend on how long the search thought.
QUICK_SEARCH_ENV = "TABLEE_TEST_QUICK_SEARCH"
TEST_SWITCHES = (FAULTS_ENV, QUICK_SEARCH_ENV)
# What a request asks for: a bot's move; a hint for a human seat (the Hard level's
# choice, with its odds); what the bot weighed for the move it played (`played`).
MOVE, HINT, WHY = "move", "hint", "why"
# What the service tells the worker once its tree helper runs: until then the worker
# grows every tree itself (a job sent to a helper not yet started would wait forever).
HELPER_STARTED = "tree helper started"
HELPER_NICENESS = 10


@dataclass(frozen=True)
class BotRequest:
    game_id: str
    observation: dict
    legal_actions: list
    seed: int
    bot_name: str = ""  # MOVE and WHY: the bot
    kind: str = MOVE
    samples: int = 24
    played: tuple | None = None  # WHY: the move the bot played


def worker_context():
    """How workers start: forked from a small server process that has loaded the rules
    engine once (a worker is ready in about a third of a fresh interpreter's time, and
    shares the engine's memory), where the system offers it and the app runs from its
    sources; a fresh interpreter each (spawn) on Windows and in a frozen installer,
    whose start-up hook we keep to the method it is known to run."""
    import multiprocessing
    import sys

    if getattr(sys, "frozen", False) or "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    from rules_engine.core.catalogue import CATALOGUE, declared_at_run_time

    # The catalogue's own games only: one declared at run time is known to the server
    # only once a worker declares it (`worker_main`), and a preload that fails ends it.
    extra = declared_at_run_time()
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(
        [__name__, "rules_engine.ai.levels", "rules_engine.ai.hint"]
        + [entry.package for entry in CATALOGUE if entry not in extra]
    )
    return context


def worker_switches() -> dict:
    """The test switches set in this process's environment, given to each worker at its
    start: a worker forked from the server has the server's environment, not ours."""
    return {name: os.environ[name] for name in TEST_SWITCHES if name in os.environ}


def _apply_switches(switches: dict) -> None:
    for name in TEST_SWITCHES:
        if name in switches:
            os.environ[name] = switches[name]
        else:
            os.environ.pop(name, None)


def grows_two_trees(request: BotRequest) -> bool:
    """Whether answering `request` grows a tree on the helper: the move of a level
    whose search hands its second tree to a pool (Expert, where it searches)."""
    from rules_engine.ai.levels import LEVELS, grows_trees_in_a_pool
    from rules_engine.core import get_game

    if request.kind != MOVE or request.bot_name not in LEVELS:
        return False
    return grows_trees_in_a_pool(get_game(request.game_id), request.bot_name)


def _messages(connection):
    """What comes down `connection`, until the pipe closes or None (the end) comes."""
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        yield message


def worker_main(
    connection, declared: tuple = (), switches: dict | None = None, helper=None
) -> None:
    """The worker process: answer requests until the pipe closes.

    Each message is (ticket, BotRequest); each answer (ticket, "ok" or "error", the
    answer or the error's text): an action, a `Hint` or a `why` reason's plain values.
    `declared`: the games the application added to the catalogue at run time (a
    fresh process knows only the catalogue's own list). `helper`: the pipe to the
    tree helper, if the service gave one."""
    from rules_engine.ai import Budget, make_bot
    from rules_engine.ai.levels import quick_searches
    from rules_engine.core import get_game
    from rules_engine.core.catalogue import declare_missing

    declare_missing(declared)
    _apply_switches(switches or {})
    quick_searches(bool(os.environ.get(QUICK_SEARCH_ENV)))

    pool = TreeHelper(helper) if helper is not None else None
    bots = {}
    for message in _messages(connection):
        if message == HELPER_STARTED:
            if pool is not None:
                pool.started = True
            continue
        ticket, request = message
        try:
            if request.kind == HINT:
                connection.send((ticket, "ok", _hint_answer(request)))
                continue
            if request.kind == WHY:
                connection.send((ticket, "ok", _why_answer(request)))
                continue
            if request.bot_name.startswith(FAULT_PREFIX) and os.environ.get(FAULTS_ENV):
                action = _fault_answer(request)
            else:
                key = (request.game_id, request.bot_name)
                if key not in bots:
                    game = get_game(request.game_id)
                    bots[key] = make_bot(game, request.bot_name, capped=True, pool=pool)
                action = bots[key].choose(
                    request.observation,
                    list(request.legal_actions),
                    random.Random(request.seed),
                    Budget(samples=request.samples),
                )
            if action not in request.legal_actions:
                raise ValueError(f"the bot chose an illegal action: {action!r:.200}")
            connection.send((ticket, "ok", action))
        except Exception:  # a bot's bug (or an answer that cannot be sent) must reach the window
            connection.send((ticket, "error", traceback.format_exc(limit=6)))


class TreeHelper:
    """The worker's side of the tree helper, an executor to `ismcts.analyse`: `submit`
    sends a tree to grow and returns at once; its `result` waits for the helper's
    answer. Each job carries a number the answer repeats, so that an answer left
    unread (the worker's own tree failed first) is never taken for a later one's."""

    def __init__(self, connection) -> None:
        self._connection = connection
        self._number = 0
        self.started = False  # the service has started the helper (`HELPER_STARTED`)

    def submit(self, function, *args) -> _HelperJob:
        self._number += 1
        job = _HelperJob(self, self._number, function, args)
        if self._connection is not None and self.started:
            try:
                self._connection.send((job.number, function, args))
                job.sent = True
            except Exception:  # a dead helper, or a job that cannot be sent
                self._lost()
        return job

    def answer(self, job: _HelperJob):
        """The helper's answer to `job`, or None where it cannot give one."""
        while job.sent and self._connection is not None:
            try:
                number, status, payload = self._connection.recv()
            except Exception:  # the helper died (or its answer cannot be read)
                self._lost()
                return None
            if number == job.number:
                return payload if status == "ok" else None
        return None

    def _lost(self) -> None:
        connection, self._connection = self._connection, None
        with contextlib.suppress(Exception):
            connection.close()


class _HelperJob:
    def __init__(self, helper: TreeHelper, number: int, function, args: tuple) -> None:
        self.helper, self.number, self.function, self.args = helper, number, function, args
        self.sent = False

    def result(self):
        answer = self.helper.answer(self)
        if answer is None:  # grown here instead: an error the helper met is met again
            return self.function(*self.args)
        return answer


def helper_main(connection, declared: tuple = (), switches: dict | None = None) -> None:
    """The tree helper process: grow each tree the worker sends until its pipe closes.
    A job is (number, function, arguments); an answer (number, "ok" or "error", the
    result or the error's text)."""
    from rules_engine.core.catalogue import declare_missing

    declare_missing(declared)
    _apply_switches(switches or {})
    _yield_to_the_window()
    for number, function, args in _messages(connection):
        try:
            answer = (number, "ok", function(*args))
        except Exception:
            answer = (number, "error", traceback.format_exc(limit=6))
        try:
            connection.send(answer)
        except Exception:  # the worker is gone, or the answer cannot be sent
            return


def _yield_to_the_window() -> None:
    """Lower this process's priority: with the worker and its helper both thinking on
    a two-core machine, the window's animations would otherwise wait for a core."""
    with contextlib.suppress(AttributeError, OSError):  # no `nice` on Windows
        os.nice(HELPER_NICENESS)


def _hint_answer(request: BotRequest):
    """What the Hard level would play for the asking seat (a `Hint`): with its estimated
    chance of winning and the runner-up's, and the seat's next steps of the same
    decision as the search planned them."""
    from rules_engine.ai.hint import hint
    from rules_engine.core import get_game

    legal = list(request.legal_actions)
    found = hint(get_game(request.game_id), request.observation, legal, random.Random(request.seed))
    if found.action not in legal:
        raise ValueError(f"the hint is an illegal action: {found.action!r:.200}")
    return found


def _why_answer(request: BotRequest) -> dict:
    """What the bot weighed for the move it played, as plain values for the pipe."""
    from rules_engine.ai.why import explain
    from rules_engine.core import get_game

    game = get_game(request.game_id)
    legal = list(request.legal_actions)
    reason = explain(
        game, request.bot_name, request.observation, legal, request.seed, request.played
    )
    return reason.to_plain()


class _Unpicklable(tuple):
    """Equal to a legal action, but it cannot cross the pipe."""

    def __reduce__(self):
        raise TypeError("this answer cannot be sent to the window")


def _fault_answer(request: BotRequest):
    """Test bots: `fault-<kind>` misbehaves once (a file in the faults folder
    remembers it across workers, since a fault may kill its worker), then plays as
    the game's default bot. Kinds: raise, hang, illegal, unpicklable, slow (thinks
    for 10 s: a test kills the worker meanwhile), and none (never fails)."""
    from rules_engine.ai import Budget, make_bot
    from rules_engine.core import get_game

    kind = request.bot_name[len(FAULT_PREFIX) :]
    done = Path(os.environ[FAULTS_ENV]) / f"{kind}.done"
    legal = list(request.legal_actions)
    if kind == "none" or done.exists():  # the fault is behind it
        game = get_game(request.game_id)
        bot = make_bot(game, game.default_bot)
        return bot.choose(
            request.observation, legal, random.Random(request.seed), Budget(samples=4)
        )
    done.touch()
    if kind == "raise":
        raise RuntimeError("the bot crashed (a test fault)")
    if kind in {"hang", "slow"}:
        time.sleep(3600 if kind == "hang" else 10)
        return legal[0]
    if kind == "illegal":
        return ("not-a-move", 99)
    if kind == "unpicklable":
        return _Unpicklable(legal[0])
    raise ValueError(f"unknown test fault {kind!r}")
