"""How much a kill -9 loses: `python -m desktop.tools.kill_bench [--kills 40]`.

The real application starts offscreen on a match between bots only, with no pause
between bot moves (every bot speed set to 0 ms) and animations off: the hardest case
for the autosave. It is killed with SIGKILL at a random moment, N times, each time in
a fresh data folder. The application writes how many actions it had applied to a
counter file (with `pwrite`, after each action is applied and before it is saved); the
autosave left behind is then read by the loader. Per kill: the actions lost (applied
minus saved, the saved count read by `interrupted_match`, the code the home screen
runs at the next start), and the temporary files left beside the autosave, right
after the kill and after that next-start code ran.

`--direct`: every seat human, and the bench itself plays random legal moves through
the window in bursts of 20 per turn of the event loop, far faster than bots.

Not a test: it takes minutes, and its figures depend on the machine. `--root` runs
another checkout's code (to measure before a change) with this script's method.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import os, sys
import desktop.shell.settings as settings
for speed in settings.BOT_PACES:
    settings.BOT_PACES[speed] = 0  # no pause between bot moves
from desktop.match import session
counter = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT, 0o644)
note_step = session.MatchSession._note_step
def counting(self, seat, events, humans=None):
    note_step(self, seat, events, humans)
    os.pwrite(counter, b"%12d" % len(self.record.actions), 0)
session.MatchSession._note_step = counting
if os.environ.get("KILL_BENCH_DIRECT"):
    # Faster than any bot: random legal moves through the window's own path, in bursts
    # of 20 per turn of the event loop (every seat is human, nobody waits for a bot).
    import random
    import desktop.shell.application as application
    started = application.start_up_done
    def start_up_done():
        started()
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        window = [w for w in QApplication.topLevelWidgets() if hasattr(w, "session")][0]
        rng = random.Random(len(sys.argv[1]))
        def burst():
            for _ in range(20):
                match = window.session
                if match is None or match.state.is_over():
                    return
                window.match.play(rng.choice(match.state.legal_actions()))
        timer = QTimer(window)
        timer.timeout.connect(burst)
        timer.start(0)
    application.start_up_done = start_up_done
from desktop.shell.app import main
sys.exit(main(sys.argv[2:]))
"""


def _environment(folder: Path, root: Path) -> dict:
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        TABLEE_CONFIG_DIR=str(folder / "config"),
        TABLEE_DATA_DIR=str(folder / "data"),
        PYTHONPATH=str(root),
    )


def _applied(counter: Path) -> int:
    try:
        return int(counter.read_bytes().strip() or 0)
    except (OSError, ValueError):
        return 0


def one_kill(
    root: Path, folder: Path, game: str, seats: str, rng: random.Random, direct: bool = False
) -> dict:
    (folder / "config").mkdir(parents=True)
    settings = {"animation_speed": "off", "bot_speed": "fast"}
    (folder / "config" / "settings.json").write_text(json.dumps(settings))
    counter = folder / "applied"
    command = [sys.executable, "-c", CHILD, str(counter), "--game", game, "--seats", seats]
    command += ["--seed", str(rng.getrandbits(40))]
    env = _environment(folder, root)
    if direct:
        env["KILL_BENCH_DIRECT"] = "1"
    process = subprocess.Popen(
        command,
        cwd=root,
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while _applied(counter) == 0 and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.01)
    time.sleep(rng.uniform(0.0, 2.5))  # a random moment of the match
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)  # the bot worker
    applied = _applied(counter)
    autosave = folder / "data" / "autosave" / "current.tablee"
    history = list((folder / "data" / "history").glob("*.tablee"))
    leftovers = sorted(p.name for p in autosave.parent.glob("*.tmp"))
    outcome = {"applied": applied, "leftovers": leftovers}
    if history and not autosave.exists():
        outcome["ended"] = True  # the match finished before the kill: nothing to lose
        return outcome
    # The next start: the same code the home screen runs, from the measured checkout.
    probe = (
        "import json, sys\n"
        "from desktop.match.autosave import interrupted_match\n"
        "record = interrupted_match()\n"
        "print(json.dumps(None if record is None else len(record.actions)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=root, env=env, capture_output=True, text=True
    )
    saved = json.loads(result.stdout.strip() or "null")
    outcome["saved"] = saved
    outcome["lost"] = applied - (saved or 0)
    outcome["left_after_start"] = sorted(p.name for p in autosave.parent.glob("*.tmp"))
    outcome["damaged"] = sorted(p.name for p in autosave.parent.glob("damaged-*"))
    return outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.tools.kill_bench", description=__doc__)
    parser.add_argument("--kills", type=int, default=40)
    parser.add_argument("--game", default="dog_eat_dog")
    parser.add_argument("--seats", default=",".join(["bot:easy"] * 8))
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to measure")
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--out", type=Path, help="write each kill's figures here as they come")
    parser.add_argument(
        "--direct",
        action="store_true",
        help="human seats only, random moves played by the bench in bursts (faster than bots)",
    )
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    results = []
    base = Path(tempfile.mkdtemp(prefix="tablee-kill-"))
    for number in range(args.kills):
        folder = base / f"kill-{number}"
        seats = ",".join(["human"] * len(args.seats.split(","))) if args.direct else args.seats
        outcome = one_kill(args.root.resolve(), folder, args.game, seats, rng, args.direct)
        results.append(outcome)
        line = json.dumps(outcome)
        print(f"kill {number + 1}: {line}", flush=True)
        if args.out:
            with args.out.open("a") as stream:
                stream.write(line + "\n")
        if number < args.kills - 1:
            shutil.rmtree(folder, ignore_errors=True)
    counted = [r for r in results if not r.get("ended")]
    summary = {
        "kills": len(results),
        "counted": len(counted),
        "ended_before_kill": len(results) - len(counted),
        "max_lost": max((r["lost"] for r in counted), default=0),
        "kills_losing_any": sum(1 for r in counted if r["lost"] > 0),
        "leftovers_after_kill": sum(1 for r in results if r["leftovers"]),
        "leftovers_after_next_start": sum(1 for r in counted if r["left_after_start"]),
        "damaged": sum(1 for r in counted if r["damaged"]),
        "median_applied": sorted(r["applied"] for r in results)[len(results) // 2],
    }
    print(json.dumps(summary), flush=True)
    if args.out:
        with args.out.open("a") as stream:
            stream.write(json.dumps(summary) + "\n")
    shutil.rmtree(base, ignore_errors=True)
    if results and not any(r["applied"] for r in results):
        # The driver plays nothing when the window's path it calls has moved (the
        # direct mode once called a method the redesign had removed): no figure at all.
        print("no action was applied before any kill: nothing was measured", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
