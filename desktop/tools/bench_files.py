"""How long files keep the player waiting: `python -m desktop.tools.bench_files`.

A legal Dumble match of 10^5 actions (nobody ever calls): loaded by the engine, opened
by a session, opened in the window (the table included), and autosaved after one more
move (encoding, writing and syncing). One of 250,000 actions (the most the loader
accepts) opened in the window: the longest the window stood still meanwhile (a long
file loads in the background: `desktop.match.loading`). Then every kind of hostile
file that once froze the window or escaped the clear-message path, opened in the window
during a match: the time the window was blocked before the message. The goals (a
10^5-action match opens in under a second, an autosave takes under 50 ms, no file
blocks the window for more than a second) live here, not in timed tests: this
machine's speed swings with its host's load.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

LENGTH = 100_000


def hostile_files(folder: Path, good_text: str) -> dict[str, Path]:
    data = json.loads(good_text)
    files = {}

    def put(name: str, content: str | bytes) -> None:
        path = folder / f"{name}.tablee"
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
        files[name] = path

    nested = "[" * 3000 + "]" * 3000
    put("deep action", json.dumps(dict(data, actions=["@@"])).replace('"@@"', nested))
    put("deep file", "[" * 300_000)
    put("huge int", json.dumps(dict(data, seed="@@")).replace('"@@"', "9" * 6000))
    long_names = [{"name": "N" * 1_000_000, "kind": "human"}, {"name": "B", "kind": "human"}]
    put("megabyte name", json.dumps(dict(data, seats=long_names)))
    put("too many actions", json.dumps(dict(data, actions=[["draw"]] * 300_000)))
    put("garbage", b"\xff\xfe\x00\x81" * 1000)
    big = folder / "fifty megabytes.tablee"
    with big.open("wb") as stream:
        stream.truncate(50 * 1024 * 1024)
    files["50 MB"] = big
    if os.name == "posix":
        endless = folder / "endless.tablee"
        endless.symlink_to("/dev/zero")
        files["device"] = endless
    return files


def worst_stall(work) -> float:
    """The longest a 5 ms timer waited while `work` ran (seconds): the window's
    longest stall."""
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer

    clock = QElapsedTimer()
    clock.start()
    last, worst = [0], [0]

    def tick() -> None:
        now = clock.elapsed()
        worst[0] = max(worst[0], now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    work()
    tick()  # a window that never turned stood still the whole time
    timer.stop()
    return worst[0] / 1000


def measure(runs: int) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = Path(tempfile.mkdtemp(prefix="tablee-bench-files-"))
    os.environ["TABLEE_DATA_DIR"] = str(folder / "data")
    os.environ["TABLEE_CONFIG_DIR"] = str(folder / "config")
    from PySide6.QtWidgets import QMessageBox

    from desktop.match.session import MatchSession
    from desktop.shell.application import create_application
    from desktop.shell.main_window import MainWindow
    from desktop.shell.settings import Settings
    from rules_engine.bench import endless_dumble_record
    from rules_engine.core.record import MAX_ACTIONS, load_record

    create_application()
    for kind in ("warning", "information", "critical"):  # the message, not a click, ends it
        setattr(QMessageBox, kind, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Ok))
    record = endless_dumble_record(LENGTH)
    path = folder / "long.tablee"
    path.write_text(record.dumps(), encoding="utf-8")
    times: dict[str, list[float]] = {}

    def timed(name: str, work) -> object:
        start = time.perf_counter()
        result = work()
        times.setdefault(name, []).append(time.perf_counter() - start)
        return result

    bad = folder / "bad"
    bad.mkdir()
    files = hostile_files(bad, endless_dumble_record(40).dumps())
    for _ in range(runs):
        timed("engine loads 10^5 actions", lambda: load_record(path))
        session = timed("session opens 10^5 actions", lambda: MatchSession.open(path))
        session.autosave()
        session.flush_saves()  # the first save encodes every action once, on the disk thread
        legal = [a for a in session.state.legal_actions() if a[0] != "dumble"]
        session.play(random.Random(1).choice(legal))
        timed("autosave after a move", lambda s=session: (s.autosave(), s.flush_saves()))
        session.close()
        window = MainWindow(Settings())
        window.animator.set_speed("off")
        window.resize(1280, 800)
        window.show()
        timed("window opens 10^5 actions", lambda w=window: w.open_path(str(path), ask=False))
        for kind, bad_path in files.items():
            timed(f"bad file: {kind}", lambda w=window, p=bad_path: w.open_path(str(p)))
        window.go_home()
        long_path = folder / "longest.tablee"
        if not long_path.exists():
            long_path.write_text(endless_dumble_record(MAX_ACTIONS).dumps(), encoding="utf-8")
        stalls = times.setdefault("window opens 250,000: worst stall", [])
        stalls.append(worst_stall(lambda w=window, p=long_path: w.open_path(str(p), ask=False)))
        window.session.close()
        window.close()
    return {
        name: {"median_ms": statistics.median(v) * 1000, "worst_ms": max(v) * 1000}
        for name, v in times.items()
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m desktop.tools.bench_files", description=__doc__
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = measure(max(1, args.runs))
    if args.json:
        print(json.dumps(figures, indent=1))
        return 0
    for name, figure in figures.items():
        print(
            f"{name:34} median {figure['median_ms']:8.1f} ms   worst {figure['worst_ms']:8.1f} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
