"""Measure the frozen Tablée against a bare PySide6-Essentials app frozen the same way.

    .venv/bin/python packaging/measure.py [--runs N] [--json]

Needs the frozen Tablée from `python3 packaging/build.py deb` (or `bundle`). Freezes
packaging/bare/bare_app.py twice in a temporary folder: with packaging/bare/bare.spec as
is (Tablée's PyInstaller options and bundle policy: "frozen the same way") and with
PyInstaller's defaults (TABLEE_BARE_DEFAULTS=1). Then reports

- installed size: bytes of regular files in each frozen folder, and the .deb's
  Installed-Size (which adds the icons, the .desktop entry and /usr/share/doc);
- start-up: wall time (and CPU time) from launch to exit of `--screenshot PNG --size 1280x800` with
  QT_QPA_PLATFORM=offscreen, median of N runs after a first start (reported apart: it
  fills the home folder's settings and drawn-art cache), the apps alternated.

The issue's goals: size within 1.2x and start-up within 1.5x of the bare app.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import project

SIZE_GOAL, STARTUP_GOAL = 1.2, 1.5


def tree_bytes(folder: Path) -> int:
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file())


def freeze_bare(work: Path, defaults: bool) -> Path:
    name = "defaults" if defaults else "same-way"
    env = dict(os.environ, PYTHONHASHSEED="0", TABLEE_BARE_DEFAULTS="1" if defaults else "0")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(work / name / "dist"),
            "--workpath",
            str(work / name / "work"),
            str(project.PACKAGING / "bare" / "bare.spec"),
        ],
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    return work / name / "dist" / "bare"


def start_once(executable: Path, scratch: Path) -> tuple[float, float]:
    """One start, in the app's own home folder (kept between its starts, as a player's
    is: settings and the drawn-art cache are there from the second start on)."""
    home = scratch / f"home-{executable.name}"
    home.mkdir(parents=True, exist_ok=True)
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_RUNTIME_DIR": str(scratch / "xdg"),
        "TABLEE_CONFIG_DIR": str(home / "config"),
        "TABLEE_DATA_DIR": str(home / "data"),
    }
    shot = home / "shot.png"
    cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    subprocess.run(
        [str(executable), "--screenshot", str(shot), "--size", "1280x800"],
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    elapsed = time.perf_counter() - began
    cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (cpu_after.ru_utime - cpu_before.ru_utime) + (cpu_after.ru_stime - cpu_before.ru_stime)
    if not shot.exists():
        raise SystemExit(f"{executable} made no screenshot")
    return elapsed, cpu


def startup_times(apps: dict[str, Path], runs: int, scratch: Path):
    """Wall-clock and CPU (user + system) seconds per run, per app, and the wall time
    of each app's very first start (nothing in its home yet)."""
    (scratch / "xdg").mkdir(mode=0o700, parents=True, exist_ok=True)
    wall: dict[str, list[float]] = {name: [] for name in apps}
    cpu: dict[str, list[float]] = {name: [] for name in apps}
    first = {name: start_once(executable, scratch)[0] for name, executable in apps.items()}
    for _ in range(runs):
        for name, executable in apps.items():
            elapsed, used = start_once(executable, scratch)
            wall[name].append(elapsed)
            cpu[name].append(used)
    return wall, cpu, first


def installed_size_kib(deb: Path) -> int | None:
    if not deb.exists():
        return None
    result = subprocess.run(
        ["dpkg-deb", "-f", str(deb), "Installed-Size"], capture_output=True, text=True
    )
    return int(result.stdout.strip()) if result.returncode == 0 else None


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    tablee = project.GENERATED / "dist" / project.APP_ID
    if not (tablee / project.APP_ID).exists():
        raise SystemExit("no frozen Tablée: run python3 packaging/build.py deb first")
    with tempfile.TemporaryDirectory(prefix="tablee-measure-") as temporary:
        work = Path(temporary)
        bare = freeze_bare(work, defaults=False)
        bare_defaults = freeze_bare(work, defaults=True)
        sizes = {
            "tablee": tree_bytes(tablee),
            "bare": tree_bytes(bare),
            "bare_pyinstaller_defaults": tree_bytes(bare_defaults),
        }
        apps = {"tablee": tablee / project.APP_ID, "bare": bare / "bare"}
        times, cpu, first = startup_times(apps, args.runs, work / "runs")
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
    deb = project.DIST / f"{project.APP_ID}_{project.debian_version()}_{arch.stdout.strip()}.deb"
    median = {name: statistics.median(values) for name, values in times.items()}
    cpu_median = {name: statistics.median(values) for name, values in cpu.items()}
    report = {
        "bytes": sizes,
        "deb_installed_size_kib": installed_size_kib(deb),
        "size_ratio": sizes["tablee"] / sizes["bare"],
        "size_ratio_vs_pyinstaller_defaults": sizes["tablee"] / sizes["bare_pyinstaller_defaults"],
        "startup_seconds": {name: sorted(values) for name, values in times.items()},
        "startup_median_seconds": median,
        "first_start_seconds": first,
        "startup_ratio": median["tablee"] / median["bare"],
        "startup_cpu_median_seconds": cpu_median,
        "startup_cpu_ratio": cpu_median["tablee"] / cpu_median["bare"],
        "load_average": os.getloadavg(),
        "runs": args.runs,
    }
    out = project.GENERATED / "measure.json"
    out.write_text(json.dumps(report, indent=1))
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    mb = 1e6
    print(f"Installed size (regular files, MB = 10^6 bytes), {project.DISPLAY_NAME}:")
    print(f"  Tablée frozen folder          {sizes['tablee'] / mb:7.1f} MB")
    if report["deb_installed_size_kib"]:
        deb_bytes = report["deb_installed_size_kib"] * 1024
        print(f"  Tablée .deb Installed-Size    {deb_bytes / mb:7.1f} MB")
    print(f"  bare app, frozen the same way {sizes['bare'] / mb:7.1f} MB")
    print(f"  bare app, PyInstaller default {sizes['bare_pyinstaller_defaults'] / mb:7.1f} MB")
    print(
        f"  ratio {report['size_ratio']:.2f}x the same-way bare app "
        f"({report['size_ratio_vs_pyinstaller_defaults']:.2f}x the default one); "
        f"goal {SIZE_GOAL}x"
    )
    print(f"Start-up to exit of --screenshot, offscreen, median of {args.runs} runs:")
    for name in apps:
        spread = ", ".join(f"{value:.3f}" for value in sorted(times[name]))
        print(f"  {name:<7} {median[name]:.3f} s   ({spread})")
    print(f"  ratio {report['startup_ratio']:.2f}x; goal {STARTUP_GOAL}x")
    print(
        f"  very first start (empty home, files cached): tablee {first['tablee']:.3f} s, "
        f"bare {first['bare']:.3f} s"
    )
    print(
        f"  CPU time (user + system), median: tablee {cpu_median['tablee']:.3f} s, "
        f"bare {cpu_median['bare']:.3f} s, ratio {report['startup_cpu_ratio']:.2f}x"
    )
    print(f"  load average during the runs: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"(written to {out})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
