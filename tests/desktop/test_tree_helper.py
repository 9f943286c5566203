"""Expert's second tree grows on the other core, in a tree helper process the bot
service owns beside its worker (`bot_process.TreeHelper`, `helper_main`).

The faults are real: the tests kill the helper while it grows a tree and while it
waits, and kill the worker, and look at what the service does next.
"""

from __future__ import annotations

import dataclasses
import os
import random
import signal
import sys
from pathlib import Path

import pytest

from desktop.match.bot_process import QUICK_SEARCH_ENV, BotRequest
from desktop.match.bot_worker import IDLE, NO_WORKER, BotService
from rules_engine.ai import Budget, make_bot
from rules_engine.ai.levels import quick_searches
from rules_engine.core import get_game

GAME = get_game("dumble")

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads a process's CPU time from /proc"
)


@pytest.fixture
def service(qtbot):
    bots = BotService()
    yield bots
    bots.stop()


@pytest.fixture
def full_searches(monkeypatch):
    """The workers started from here search Expert's whole budget (about half a second
    a tree at two players), long enough to kill a helper in the middle of one."""
    monkeypatch.delenv(QUICK_SEARCH_ENV, raising=False)


def expert_request(seed: int = 1, deal: int = 5, game=GAME) -> BotRequest:
    state = game.new_match(2, None, deal)
    return BotRequest(
        game_id=game.id,
        observation=state.observe(state.to_move),
        legal_actions=state.legal_actions(),
        seed=seed,
        bot_name="expert",
    )


def process_stat(pid: int) -> list[str]:
    """A process's /proc stat fields after its name: its state first."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (user and system)."""
    fields = process_stat(pid)
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def gone(pid: int) -> bool:
    try:
        state = process_stat(pid)[0]
    except FileNotFoundError:
        return True
    return state in {"Z", "X"}  # ended, not yet reaped by its parent (the fork server)


def test_an_expert_move_is_the_calibrated_one_with_its_second_tree_grown_by_the_helper(
    qtbot, service
):
    """With an iteration budget the cap never reaches, the move the window gets is
    the one Expert plays uncapped in one process, as calibrated."""
    request = expert_request()
    with qtbot.waitSignal(service.answered, timeout=30000) as answer:
        service.request(request)
    assert service.helper_pid() is not None and not gone(service.helper_pid())
    quick_searches(True)  # as the worker searches under the tests' switch
    try:
        here = make_bot(GAME, "expert").choose(
            request.observation,
            list(request.legal_actions),
            random.Random(request.seed),
            Budget(samples=request.samples),
        )
    finally:
        quick_searches(False)
    assert answer.args[1] == here


@pytest.mark.parametrize("start", ["forked", "fresh"])
def test_the_helper_grows_a_tree_of_every_expert_move(
    qtbot, service, full_searches, start, request
):
    """Forked from the fork server, or (`fresh`) a fresh interpreter for the worker and
    one for its helper, as on Windows and in the installers."""
    if start == "fresh":
        request.getfixturevalue("no_fork_server")
    with qtbot.waitSignal(service.answered, timeout=60000):
        service.request(expert_request())
    helper = service.helper_pid()
    before = cpu_seconds(helper)
    with qtbot.waitSignal(service.answered, timeout=60000):
        service.request(expert_request(seed=2, deal=6))
    # One tree of Expert's whole budget: half a second or more of a core here.
    assert cpu_seconds(helper) - before > 0.1
    assert service.helper_pid() == helper


def test_a_hard_move_starts_no_helper(qtbot, service):
    request = expert_request()
    with qtbot.waitSignal(service.answered, timeout=30000):
        service.request(dataclasses.replace(request, bot_name="hard"))
    assert service.helper_pid() is None


def test_an_expert_that_plays_its_look_ahead_starts_no_helper(qtbot, service):
    """Double's Dread's Expert plays its look-ahead and never searches for its move:
    a second process would sit idle."""
    request = expert_request(game=get_game("doubles_dread"))
    with qtbot.waitSignal(service.answered, timeout=30000):
        service.request(request)
    assert service.helper_pid() is None


def test_a_helper_killed_while_it_grows_a_tree_costs_the_move_nothing(
    qtbot, service, full_searches
):
    with qtbot.waitSignal(service.answered, timeout=30000):
        service.request(expert_request())  # the worker and its helper are up
    helper = service.helper_pid()
    failures, answers = [], []
    service.failed.connect(lambda *args: failures.append(args))
    service.answered.connect(lambda *args: answers.append(args))
    request = expert_request(seed=3, deal=7)
    with qtbot.waitSignal(service.answered, timeout=30000) as answer:
        service.request(request)
        started = cpu_seconds(helper)
        qtbot.waitUntil(lambda: cpu_seconds(helper) - started >= 0.05, timeout=10000)
        assert answers == []  # the move is not made yet: the helper is in its tree
        os.kill(helper, signal.SIGKILL)
    assert failures == []
    assert answer.args[1] in request.legal_actions  # the worker grew the tree itself


def test_a_helper_found_dead_is_replaced_with_its_worker(qtbot, service):
    with qtbot.waitSignal(service.answered, timeout=30000):
        service.request(expert_request())
    worker, helper = service.worker_pid(), service.helper_pid()
    os.kill(helper, signal.SIGKILL)
    qtbot.waitUntil(lambda: service.helper_pid() is None, timeout=5000)
    with qtbot.waitSignal(service.answered, timeout=30000):
        service.request(expert_request(seed=4))
    assert service.worker_pid() != worker
    assert service.helper_pid() not in {None, helper} and not gone(service.helper_pid())


def test_a_worker_that_dies_takes_its_helper_with_it(qtbot, service):
    with qtbot.waitSignal(service.answered, timeout=30000):
        service.request(expert_request())
    helper = service.helper_pid()
    os.kill(service.worker_pid(), signal.SIGKILL)
    qtbot.waitUntil(lambda: service.state == NO_WORKER, timeout=5000)
    assert gone(helper) and service.helper_pid() is None


def test_quitting_ends_the_helper(qtbot, service):
    with qtbot.waitSignal(service.answered, timeout=30000):
        service.request(expert_request())
    assert service.state == IDLE
    helper = service.helper_pid()
    service.stop()
    qtbot.waitUntil(lambda: gone(helper), timeout=5000)
