"""How long the history keeps the player waiting: `python -m desktop.tools.bench_history`.

A history folder of 10,000 match files (by default): real matches of every game,
seated with every bot level and some hot-seat players, played to their end by the
games' fast playout policy, a few abandoned and a few damaged. Then:

- the index rebuilt from nothing (every file read and replayed): its speed in files
  per second;
- the list opened once indexed (the database read, the folder compared with it, the
  rows sorted): the goal is under one second for 10,000 files;
- the History dialog opened in the window, once indexed (the same, and the rows put in
  the table and drawn): under one second too;
- the Statistics dialog computed from those rows.

The figures are reported, not asserted: this machine's speed swings with its host's
load (as `bench_files` says of its own goals).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path

RECORDS = 10_000
DISTINCT = 400  # matches played; the folder holds copies of them under other names
GOAL_S = 1.0
MAX_ACTIONS = 4000


def make_folder(folder: Path, records: int, distinct: int, seed: int = 1) -> None:
    """`records` files in `folder`: `distinct` matches played, then copied under other
    names (reading a copy costs what reading the original does: the index knows
    files, not contents)."""
    from rules_engine.ai.registry import level_names
    from rules_engine.core.record import MatchRecord, Seat, save_record
    from rules_engine.core.registry import all_games

    rng = random.Random(seed)
    games = all_games()
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for number in range(min(distinct, records)):
        game = games[number % len(games)]
        players = rng.choice(game.player_counts)
        seats = [Seat("Ann")]
        if number % 7 == 3 and players > 2:
            seats.append(Seat("Bea"))
        seats += [Seat("", f"bot:{rng.choice(level_names())}") for _ in range(players - len(seats))]
        rng.shuffle(seats)
        record = MatchRecord(game.id, seats, rng.getrandbits(40), game.resolve_options({}))
        state = record.new_state()
        # Abandoned early, or stopped at MAX_ACTIONS: a playout policy plays at random
        # and may go round in circles (a Dumble of five drew for 10^5 moves).
        stop = rng.randrange(10, 60) if number % 11 == 5 else MAX_ACTIONS
        while not state.is_over() and len(record.actions) < stop:
            action = game.playout_action(state, rng)
            state.apply(action)
            record.actions.append(action)
        reason = "" if state.is_over() else "-abandoned" if stop < MAX_ACTIONS else "-interrupted"
        path = folder / f"{_stamp(number)}-{game.id}{reason}.tablee"
        save_record(record, path)
        made.append(path)
    for number in range(len(made), records):
        source = made[number % len(made)]
        target = folder / source.name.replace(_stamp(number % len(made)), _stamp(number))
        if number % 97 == 13:
            target.write_bytes(source.read_bytes()[: source.stat().st_size // 2])  # damaged
        else:
            shutil.copyfile(source, target)


def _stamp(number: int) -> str:
    """A distinct time for each file, a few hours apart, from 2024 on."""
    moment = time.mktime((2024, 1, 1, 12, 0, 0, 0, 0, -1)) + number * 3 * 3600
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(moment))


def measure(records: int, distinct: int, runs: int) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    base = Path(tempfile.mkdtemp(prefix="tablee-bench-history-"))
    os.environ["TABLEE_DATA_DIR"] = str(base / "data")
    os.environ["TABLEE_CONFIG_DIR"] = str(base / "config")
    from desktop.history.history_page import HistoryDialog
    from desktop.history.index import DATABASE_NAME, HistoryIndex
    from desktop.history.statistics_page import StatisticsDialog
    from desktop.shell import paths
    from desktop.shell.application import create_application
    from desktop.shell.main_window import MainWindow
    from desktop.shell.settings import Settings

    app = create_application()
    start = time.perf_counter()
    make_folder(paths.history_dir(), records, distinct)
    figures: dict = {"files": records, "making the folder s": time.perf_counter() - start}
    times: dict[str, list[float]] = {}

    cpu: dict[str, list[float]] = {}

    def timed(name: str, work) -> object:
        begun, begun_cpu = time.perf_counter(), time.process_time()
        result = work()
        times.setdefault(name, []).append(time.perf_counter() - begun)
        cpu.setdefault(name, []).append(time.process_time() - begun_cpu)
        return result

    window = MainWindow(Settings())
    window.resize(1280, 800)
    window.show()
    for _ in range(runs):
        (paths.data_dir() / DATABASE_NAME).unlink(missing_ok=True)
        timed("index rebuilt from the files", lambda: HistoryIndex().refresh())
        timed("list once indexed", lambda: HistoryIndex().refresh())

        def open_dialog():
            dialog = HistoryDialog(window)
            dialog.show()
            app.processEvents()
            return dialog

        dialog = timed("History dialog once indexed", open_dialog)
        assert dialog.model.rowCount() == records and dialog.index.remaining == 0
        dialog.close()
        entries = dialog.model.entries
        stats = timed(
            "Statistics dialog (rows given)",
            lambda e=entries: StatisticsDialog(window, e),
        )
        stats.close()
        dialog.deleteLater()
    window.close()
    for name, values in times.items():
        figures[name] = {
            "median_s": statistics.median(values),
            "worst_s": max(values),
            "cpu_median_s": statistics.median(cpu[name]),  # the machine's load aside
        }
    rebuild = figures["index rebuilt from the files"]
    figures["rebuild files per second"] = records / rebuild["median_s"]
    figures["rebuild files per processor second"] = records / rebuild["cpu_median_s"]
    figures["goal_s"] = GOAL_S
    shutil.rmtree(base, ignore_errors=True)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m desktop.tools.bench_history", description=__doc__
    )
    parser.add_argument("--records", type=int, default=RECORDS)
    parser.add_argument("--distinct", type=int, default=DISTINCT)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = measure(max(1, args.records), max(1, args.distinct), max(1, args.runs))
    if args.json:
        print(json.dumps(figures, indent=1))
        return 0
    print(f"{figures['files']} files (made in {figures['making the folder s']:.1f} s)")
    for name, figure in figures.items():
        if isinstance(figure, dict):
            mark = ""
            if "once indexed" in name:
                mark = "  ok" if figure["median_s"] < GOAL_S else f"  over {GOAL_S:.0f} s"
            print(
                f"{name:32} median {figure['median_s']:7.3f} s   "
                f"worst {figure['worst_s']:7.3f} s   "
                f"(processor {figure['cpu_median_s']:6.3f} s){mark}"
            )
    print(
        f"rebuild: {figures['rebuild files per second']:.0f} files per second "
        f"({figures['rebuild files per processor second']:.0f} per processor second)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
