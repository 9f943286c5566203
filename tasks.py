#!/usr/bin/env python3
"""Set up Tablée in a private virtual environment, then run it or test it.

    python3 tasks.py run    # set everything up, then start Tablée
    python3 tasks.py test   # set everything up, then ruff check, ruff format --check, pytest
                            # (with no arguments: three parts side by side, see run_tests)

For developers:

    python3 tasks.py translations   # refresh translations/*.ts from the sources (lupdate)

Only Python 3.11+ is assumed. The virtual environment lives in `.venv/` and is
reused; it is refreshed whenever `pyproject.toml` changes. The `.qm` translation
files are built from `translations/*.ts` whenever a `.ts` file is newer.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "tablee-installed.txt"


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def requirements_fingerprint() -> str:
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()


def ensure_environment(testing: bool = False) -> Path:
    """Create the virtual environment once and install the project into it."""
    if sys.version_info < (3, 11):
        sys.exit("Tablée needs Python 3.11 or newer; this is " + sys.version.split()[0])
    python = venv_python()
    if not python.exists():
        print("Creating the virtual environment in .venv/ ...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    fingerprint = requirements_fingerprint()
    if not STAMP.exists() or STAMP.read_text().strip() != fingerprint:
        print("Installing Tablée and its dependencies ...", flush=True)
        run([python, "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        run([python, "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[dev]"])
        STAMP.write_text(fingerprint + "\n")
    ensure_system_libraries(testing)
    build_translations()
    return python


# Qt's own libraries need these from a Linux system: (shared library, Debian package).
QT_BASE_LIBRARIES = [
    ("libGL.so.1", "libgl1"),
    ("libEGL.so.1", "libegl1"),
    ("libglib-2.0.so.0", "libglib2.0-0"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libfontconfig.so.1", "libfontconfig1"),
    ("libfreetype.so.6", "libfreetype6"),
    ("libdbus-1.so.3", "libdbus-1-3"),
]
# ... and these to open a window on an X display.
QT_X11_LIBRARIES = [
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
]
FONT_PACKAGE = "fonts-dejavu-core"  # without a font, text shows as boxes and PDFs print blank
# The real-client tests run the app on a virtual X screen with real input, one of them
# under a window manager (maximizing is its business): (tool, package).
TEST_TOOLS = [("Xvfb", "xvfb"), ("xdotool", "xdotool"), ("xwd", "x11-apps"), ("openbox", "openbox")]


def missing_system_packages(testing: bool = False) -> list[str]:
    """Debian packages Qt needs here that are not installed (Linux only); with `testing`,
    also the tools of the real-client tests."""
    if not sys.platform.startswith("linux") or not shutil.which("ldconfig"):
        return []
    known = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    wanted = [
        package for library, package in QT_BASE_LIBRARIES + QT_X11_LIBRARIES if library not in known
    ]
    fonts = (
        subprocess.run(["fc-list"], capture_output=True, text=True).stdout.strip()
        if (shutil.which("fc-list"))
        else ""
    )
    if not fonts:
        wanted.append(FONT_PACKAGE)
    if testing:
        wanted += [package for tool, package in TEST_TOOLS if shutil.which(tool) is None]
    return wanted


def ensure_system_libraries(testing: bool = False) -> None:
    """Install what Qt needs with apt when we may (root on Debian/Ubuntu); otherwise say
    exactly what to run."""
    wanted = missing_system_packages(testing)
    if not wanted:
        return
    command = ["apt-get", "install", "-y", "--no-install-recommends", *wanted]
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        print("Installing the system libraries Qt needs: " + " ".join(wanted), flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False)
        if subprocess.run([*command, "-qq"], env=env).returncode == 0:
            return
    print(
        "Tablée needs these system packages: " + " ".join(wanted) + "\n"
        "Install them with:\n    sudo " + " ".join(command),
        file=sys.stderr,
    )


def venv_tool(name: str) -> Path:
    folder = VENV / ("Scripts" if os.name == "nt" else "bin")
    suffix = ".exe" if os.name == "nt" else ""
    return folder / (name + suffix)


def build_translations() -> None:
    """Compile each translations/*.ts to .qm (never edited by hand) when it changed."""
    for source in sorted((ROOT / "translations").glob("*.ts")):
        target = source.with_suffix(".qm")
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            run([venv_tool("pyside6-lrelease"), "-silent", source, "-qm", target])


def refresh_translations() -> None:
    """Collect every translatable string of the sources into translations/*.ts."""
    sources = sorted(
        str(path.relative_to(ROOT))
        for folder in ("desktop", "rules_engine")
        for path in (ROOT / folder).rglob("*.py")
    )
    targets = ["translations/tablee_fr.ts"]  # English is the source language: no plurals to mend
    run([venv_tool("pyside6-lupdate"), "-no-obsolete", *sources, "-ts", *targets])


def run(command: list, **kwargs) -> None:
    result = subprocess.run([str(part) for part in command], cwd=ROOT, **kwargs)
    if result.returncode != 0:
        sys.exit(result.returncode)


def start_app(python: Path, extra: list[str]) -> None:
    if (ROOT / "desktop" / "__main__.py").exists():
        run([python, "-m", "desktop", *extra])
    else:
        # Until the desktop lands, the arena shows the engine at work.
        run(
            [
                python,
                "-m",
                "rules_engine.arena",
                "--game",
                "dumble",
                "--players",
                "4",
                "--bots",
                "heuristic,random,random,random",
                "--games",
                "40",
                *extra,
            ]
        )


def run_tests(python: Path, extra: list[str]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # Compiled modules are kept: the parts, the real client's app runs and the bots'
    # workers import the same modules dozens of times over.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    run([python, "-m", "ruff", "check", "."], env=env)
    run([python, "-m", "ruff", "format", "--check", "."], env=env)
    if extra:
        run([python, "-m", "pytest", *extra], env=env)
        return
    pytest = [python, "-m", "pytest"]
    # The whole suite in five parts side by side. Three compute: the engine's tests
    # (pure Python) in two halves, and the desktop's offscreen tests. Two mostly wait,
    # on a real X server and the app's own timers or on a bot's time limit, and take
    # little from the others: the real client's lessons (each follows a whole lesson
    # at the app's pace), the bot service's faults, the history's tests, then the
    # generic suites again over a sixth game that only the tests declare
    # (tests/sixth_game/: Pebbles: a game added by the README's checklist alone is
    # listed, playable at a table and covered by every one of them); and the rest of
    # the real client and the packaging's, then three long files of the desktop's
    # tests. One after the other they took about 10 minutes; side by side the longest
    # part sets the time (measured on a quiet machine with the engine's tests in one
    # part: the engine 231 s, the desktop 209 s, 119 + 69 + 27 s with the sixth game's
    # 8 s then beside the engine, 108 + 101 s; 4 min 1 s in all: the engine ran alone
    # at the end).
    faults_tests, history_tests = "tests/desktop/test_reliability.py", "tests/desktop/history"
    lessons = "tests/realclient/test_lesson.py"
    not_offscreen_desktop = ["tests/engine", "tests/realclient", "tests/packaging"]
    # Three long files of the desktop's tests ride with the shortest part, and the
    # plates' (every game at its largest table, three sizes) follow the engine's
    # contract, the part that ends first.
    long_desktop = [
        "tests/desktop/test_every_table.py",
        "tests/desktop/test_stonehenge_issue23.py",
        "tests/desktop/test_long_records.py",
    ]
    plates_desktop = "tests/desktop/test_plates_keep_their_size.py"
    parts = {
        "engine: the contract and the bots, then the plates": [
            [*pytest, "tests/engine/test_contract.py", "tests/engine/ai"],
            [*pytest, plates_desktop],
        ],
        "engine: the games and the core": [
            [
                *pytest,
                "tests/engine",
                "--ignore=tests/engine/test_contract.py",
                "--ignore=tests/engine/ai",
            ]
        ],
        "desktop": [
            [
                *pytest,
                "tests",
                *(
                    f"--ignore={path}"
                    for path in [
                        *not_offscreen_desktop,
                        faults_tests,
                        history_tests,
                        *long_desktop,
                        plates_desktop,
                    ]
                ),
            ]
        ],
        "real client's lessons, bot faults, history, the sixth game": [
            [*pytest, lessons],
            [*pytest, faults_tests],
            [*pytest, history_tests],
            [*pytest, "-p", "tests.sixth_game.plugin", "-k", "pebbles", "tests"],
        ],
        "real client, packaging, three long desktop files": [
            [*pytest, "tests/realclient", f"--ignore={lessons}", "tests/packaging"],
            [*pytest, *long_desktop],
        ],
    }
    print("pytest: " + " | ".join(parts) + " (side by side; each one's report when it ends)")
    failed = run_side_by_side(parts, env)
    if failed:
        sys.exit(f"tests failed: {', '.join(failed)}")


def run_side_by_side(jobs: dict[str, list[list]], env: dict) -> list[str]:
    """Run each job's commands one after the other, the jobs at the same time; print
    each job's output whole when it ends. The names of the jobs that failed."""
    import tempfile
    import threading

    failed: list[str] = []
    lock = threading.Lock()

    def job(name: str, commands: list[list]) -> None:
        with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as output:
            code = 0
            for command in commands:
                output.write(f"$ {' '.join(str(part) for part in command[1:])}\n")
                output.flush()
                code = subprocess.call(
                    [str(part) for part in command],
                    cwd=ROOT,
                    env=env,
                    stdout=output,
                    stderr=subprocess.STDOUT,
                )
                if code != 0:
                    break
            output.seek(0)
            with lock:
                print(f"\n===== {name} =====", flush=True)
                sys.stdout.write(output.read())
                sys.stdout.flush()
                if code != 0:
                    failed.append(name)

    threads = [threading.Thread(target=job, args=item) for item in jobs.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return failed


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in {"run", "test", "translations"}:
        sys.exit(__doc__)
    python = ensure_environment(testing=argv[0] == "test")
    if argv[0] == "run":
        start_app(python, argv[1:])
    elif argv[0] == "translations":
        refresh_translations()
        build_translations()
    else:
        run_tests(python, argv[1:])


if __name__ == "__main__":
    main(sys.argv[1:])
