"""Desktop speed: `python -m desktop.tools.bench [--runs 7] [--seconds 6] [--json]`.

Start-up: `tablee --screenshot` against a bare PySide6 script that opens a
QMainWindow and saves its grab, each run several times in fresh processes, one of
each in turn; the ratio is the median of each pair's (app over the bare window
started just before it), so that a host whose speed swings from minute to minute
weighs on both sides of a pair alike.

Smoothness: a match between bots runs with animations on while a 5 ms timer
measures how late it fires; the worst lateness is the longest the window stalled
while bots were thinking.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BARE_SCRIPT = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
window.grab().save(sys.argv[1])
"""
TICK_MS = 5
WARM_UP_S = 2.0


def _environment(folder: Path) -> dict:
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        TABLEE_CONFIG_DIR=str(folder / "config"),
        TABLEE_DATA_DIR=str(folder / "data"),
    )


def _timed(command: list[str], env: dict) -> float:
    started = time.perf_counter()
    subprocess.run(command, env=env, check=True, capture_output=True)
    return time.perf_counter() - started


def measure_startup(runs: int) -> dict:
    """Median wall time of each, from process start to PNG written and exit, and the
    median of the paired ratios (the ratio of the two medians beside it)."""
    # Both sides run from compiled bytecode, as an installed application does.
    compileall.compile_dir(ROOT / "desktop", quiet=1)
    compileall.compile_dir(ROOT / "rules_engine", quiet=1)
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        env = _environment(folder)
        bare = folder / "bare.py"
        bare.write_text(BARE_SCRIPT, encoding="utf-8")
        app_command = [
            sys.executable,
            "-m",
            "desktop",
            "--screenshot",
            str(folder / "a.png"),
            "--size",
            "1280x800",
        ]
        bare_command = [sys.executable, str(bare), str(folder / "b.png")]
        # The first start fills the settings and the drawn-art cache (as a player's very
        # first start does); the runs measured after it are every later start.
        first_start = _timed(app_command, env)
        _timed(bare_command, env)
        app_times, bare_times = [], []
        for _ in range(runs):  # alternate, so a busy moment hurts both alike
            bare_times.append(_timed(bare_command, env))
            app_times.append(_timed(app_command, env))
    return {**startup_figures(app_times, bare_times), "first_start_s": round(first_start, 3)}


def startup_figures(app_times: list[float], bare_times: list[float]) -> dict:
    """The start-up report of paired runs (the i-th app start right after the i-th
    bare window): each side's median, and the median of the pairs' ratios, which a
    host slowing down between two pairs leaves alone (the ratio of the medians,
    which mixes moments, beside it)."""
    app_median, bare_median = statistics.median(app_times), statistics.median(bare_times)
    paired = [app / bare for app, bare in zip(app_times, bare_times, strict=True)]
    return {
        "app_s": round(app_median, 3),
        "bare_s": round(bare_median, 3),
        "ratio": round(statistics.median(paired), 2),
        "ratio_of_medians": round(app_median / bare_median, 2),
        "paired_ratios": [round(ratio, 2) for ratio in sorted(paired)],
        "runs": len(paired),
    }


def measure_stalls(seconds: float) -> dict:
    """Run in a fresh process: see `_stall_probe`."""
    with tempfile.TemporaryDirectory() as temporary:
        env = _environment(Path(temporary))
        result = subprocess.run(
            [sys.executable, "-m", "desktop.tools.bench", "--probe-stalls", str(seconds)],
            env=env,
            check=True,
            capture_output=True,
            text=True,
        )
    return json.loads(result.stdout.strip().splitlines()[-1])


def _stall_probe(seconds: float) -> None:
    """Four bots play with animations at normal speed; a 5 ms timer notes its lateness."""
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.shell import i18n
    from desktop.shell.application import start_up_done
    from desktop.shell.main_window import MainWindow, setup_from_seats
    from desktop.shell.settings import Settings

    app = QApplication([])
    i18n.apply_language("en")
    window = MainWindow(Settings())
    window.resize(1280, 800)
    window.animator.set_speed("normal")
    window.show()
    start_up_done()  # as `tablee` does once its window is up
    kinds = ["bot:heuristic"] * 4
    window.start_match(setup_from_seats("dumble", kinds, ["A", "B", "C", "D"], {}, 3))
    window.session.pace_ms = 0  # bots move as fast as they answer: the hardest case
    clock = QElapsedTimer()
    clock.start()
    lateness: list[float] = []
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        if now < WARM_UP_S * 1e9:  # the table's first paint and deal are not a bot's turn
            last[0] = now
            return
        lateness.append(max(0.0, (now - last[0]) / 1e6 - TICK_MS))
        last[0] = now
        scene = window.scene
        if scene is not None and scene.summary_open():
            scene.continue_after_round()

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()

    def stop() -> None:  # the watch ends before the window closes (closing is no bot turn)
        timer.stop()
        app.quit()

    QTimer.singleShot(int((seconds + WARM_UP_S) * 1000), stop)
    app.exec()
    moves = len(window.session.record.actions)
    window.close()
    ordered = sorted(lateness)
    print(
        json.dumps(
            {
                "seconds": seconds,
                "bot_moves": moves,
                "ticks": len(ordered),
                "max_stall_ms": round(ordered[-1], 1) if ordered else None,
                "p99_stall_ms": round(ordered[int(len(ordered) * 0.99)], 1) if ordered else None,
            }
        )
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.tools.bench", description=__doc__)
    parser.add_argument("--runs", type=int, default=7, help="start-ups of each kind")
    parser.add_argument("--seconds", type=float, default=6.0, help="bot play to watch")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--probe-stalls", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.probe_stalls:
        _stall_probe(args.probe_stalls)
        return 0
    report = {"startup": measure_startup(args.runs), "stalls": measure_stalls(args.seconds)}
    if args.json:
        print(json.dumps(report))
        return 0
    startup, stalls = report["startup"], report["stalls"]
    print(
        f"start-up (median of {startup['runs']}): tablee --screenshot {startup['app_s']} s, "
        f"bare PySide6 window {startup['bare_s']} s; ratio {startup['ratio']} (goal 1.5; "
        f"median of the pairs {startup['paired_ratios']}, of the medians "
        f"{startup['ratio_of_medians']}); "
        f"very first start {startup['first_start_s']} s\n"
        f"while bots play: worst UI stall {stalls['max_stall_ms']} ms, 99th percentile "
        f"{stalls['p99_stall_ms']} ms over {stalls['ticks']} ticks and {stalls['bot_moves']} "
        f"bot moves (goal 20 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
