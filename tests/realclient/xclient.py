"""Drive the real application on a real X server, as a player would.

The application runs as its own process under Xvfb, with the platform Qt uses on a
Linux desktop (xcb). Clicks and keys are real X input events sent with xdotool: they
travel through the X server, Qt's event loop, the view and every proxy widget, as a
mouse does (pytest-qt's synthetic events skip most of that path, which once hid a crash).
The application's test mode (`TABLEE_PROBE`, see `desktop/tools/probe.py`) writes what it
shows to a JSON file; the tests wait on that file, never on fixed sleeps.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import pickle
import re
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rules_engine.core.catalogue import declared_at_run_time

SCREEN = (1280, 800)
TOOLS = ("Xvfb", "xdotool", "xwd")
INSTALL_HINT = (
    "the real-client tests need Xvfb, xdotool and xwd: install them with "
    "`apt-get install xvfb xdotool x11-apps` (python3 tasks.py test does it when run as root)"
)


def require_tools() -> None:
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{', '.join(missing)} not found: {INSTALL_HINT}")


def end_process(process: subprocess.Popen) -> None:
    """Ask a helper process (the X server, the window manager) to end; kill it if it
    does not within 5 s."""
    process.terminate()
    try:
        process.wait(5)
    except subprocess.TimeoutExpired:
        process.kill()


class XServer:
    """A virtual screen of our own (Xvfb picks a free display number)."""

    def __init__(self) -> None:
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write_end),
                "-screen",
                "0",
                f"{SCREEN[0]}x{SCREEN[1]}x24",
                "-nolisten",
                "tcp",
                "-noreset",
            ],
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.process.kill()
            pytest.skip("Xvfb did not start: " + INSTALL_HINT)
        self.display = ":" + number

    def stop(self) -> None:
        end_process(self.process)


class RealApp:
    """One run of `python -m desktop` on the virtual screen, with its own folders."""

    def __init__(self, server: XServer, home: Path, args: list[str], speed="fast") -> None:
        self.server = server
        self.home = home
        self.probe_path = home / "probe.json"
        self.config = home / "config"
        self.data = home / "data"
        self.config.mkdir(parents=True, exist_ok=True)
        self.data.mkdir(parents=True, exist_ok=True)
        settings = {"animation_speed": speed, "language": "en"}
        (self.config / "settings.json").write_text(json.dumps(settings), "utf-8")
        env = {
            key: value
            for key, value in os.environ.items()
            if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")
        }
        env.update(
            DISPLAY=server.display,
            TABLEE_PROBE=str(self.probe_path),
            TABLEE_CONFIG_DIR=str(self.config),
            TABLEE_DATA_DIR=str(self.data),
            TABLEE_CACHE_DIR=str(home / "cache"),
            HOME=str(home),
            LANG="en_GB.UTF-8",
        )
        self.stderr_path = home / "stderr.txt"
        entry = "desktop"
        declared = declared_at_run_time()
        if declared:  # a test's game: the application declares it too (`declared_app`)
            entry = "tests.realclient.declared_app"
            env["TABLEE_TEST_DECLARED"] = base64.b64encode(pickle.dumps(declared)).decode()
        self.process = subprocess.Popen(
            [sys.executable, "-m", entry, "--size", f"{SCREEN[0]}x{SCREEN[1]}", *args],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=self.stderr_path.open("w"),
            cwd=Path(__file__).resolve().parents[2],
        )
        self.env = env
        self.last: dict = {}

    # -- what the application shows -----------------------------------------------------

    def snapshot(self) -> dict:
        with contextlib.suppress(OSError, ValueError):  # not written yet: the last one stands
            self.last = json.loads(self.probe_path.read_text("utf-8"))
        return self.last

    def wait(self, condition, what: str, timeout: float = 30.0) -> dict:
        """Poll the probe until `condition(snapshot)` holds; fail if the application
        died or it never holds."""
        deadline = time.monotonic() + timeout
        while True:
            self.check_alive(what)
            snapshot = self.snapshot()
            if snapshot:
                try:
                    if condition(snapshot):
                        return snapshot
                except (KeyError, TypeError, IndexError):
                    pass  # a part not shown yet
            if time.monotonic() > deadline:
                pytest.fail(f"timed out waiting for {what}; last snapshot: {snapshot}")
            time.sleep(0.05)

    def wait_settled(self, what: str, timeout: float = 30.0, **match) -> dict:
        """A table whose animations are over (and whose match fits `match`)."""

        def settled(snapshot):
            current = snapshot["match"]
            return (
                snapshot["page"] == "table"
                and current is not None
                and not current["busy"]
                and all(current[key] == value for key, value in match.items())
            )

        return self.wait(settled, what, timeout)

    def check_alive(self, doing: str) -> None:
        code = self.process.poll()
        if code is not None:
            error = self.stderr_path.read_text("utf-8", "replace")[-3000:]
            pytest.fail(f"the application ended (exit code {code}) while {doing}:\n{error}")

    # -- real input ---------------------------------------------------------------------

    def xdotool(self, *words: str) -> None:
        subprocess.run(["xdotool", *words], env=self.env, check=True, timeout=10)

    def move_pointer(self, x: int, y: int) -> None:
        """Move the pointer to (x, y) and wait for X to have moved it. A pointer already
        there is left alone: `xdotool mousemove --sync` waits for a motion that never
        comes (a test once hung there when a dropped card lay under the pointer)."""
        where = subprocess.run(
            ["xdotool", "getmouselocation", "--shell"],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=10,
        ).stdout
        place = dict(line.split("=", 1) for line in where.split() if "=" in line)
        if (place.get("X"), place.get("Y")) == (str(x), str(y)):
            return
        self.xdotool("mousemove", "--sync", str(x), str(y))

    def click(self, at: list[int]) -> None:
        """Move the pointer there, then press and release the left button."""
        self.move_pointer(at[0], at[1])
        time.sleep(0.05)  # as a hand would: the widget sees the pointer arrive first
        self.xdotool("click", "1")

    def key(self, *keys: str) -> None:
        for key in keys:
            self.xdotool("key", key)
            time.sleep(0.03)

    def type(self, text: str) -> None:
        self.xdotool("type", "--delay", "5", text)

    def focus(self, title: str | None = None) -> None:
        """Give the X keyboard focus to the application's window called `title` (its
        main window by default), as a window manager does when a window is clicked:
        there is none on this screen."""
        self.xdotool("windowfocus", "--sync", self.window_id(title))

    def resize(self, width: int, height: int) -> None:
        """Resize the main window as a window manager does when its edge is dragged."""
        self.xdotool("windowsize", "--sync", self.window_id(), str(width), str(height))

    def window_id(self, title: str | None = None) -> str:
        """The X window of the application's window called `title` (the main one by
        default)."""
        if title is None:
            title = self.snapshot()["title"]
        pattern = "^" + re.escape(title) + "$"
        found = subprocess.run(
            [
                "xdotool",
                "search",
                "--onlyvisible",
                "--pid",
                str(self.process.pid),
                "--name",
                pattern,
            ],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=10,
        ).stdout.split()
        assert found, f"no window called {title!r}"
        return found[-1]

    def point_at_table(self) -> None:
        """Rest the pointer on the table's felt, away from everything clickable, and give
        the window the keyboard."""
        view = self.snapshot()["view"]
        self.move_pointer(view[0] + 8, view[1] + 8)
        self.focus()

    # -- the screen ---------------------------------------------------------------------

    def screenshot(self) -> Screen:
        """The whole X screen as X shows it (xwd), not the application's own drawing."""
        data = subprocess.run(
            ["xwd", "-root", "-silent"], env=self.env, capture_output=True, check=True
        ).stdout
        return Screen.from_xwd(data)

    def settled_screen(self, rect: list[int], timeout: float = 10.0) -> list[bytes]:
        """The rows of `rect` once X shows the same pixels twice running (a paint has
        no signal a test could wait on)."""
        deadline = time.monotonic() + timeout
        last = self.screenshot().rows(rect)
        while True:
            time.sleep(0.25)
            rows = self.screenshot().rows(rect)
            if rows == last or time.monotonic() > deadline:
                return rows
            last = rows

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
        return self.process.returncode


class Screen:
    """Pixels of an XWD dump (ZPixmap at depth 24: 32 or 24 bits per pixel)."""

    def __init__(
        self, width: int, height: int, stride: int, pixels: bytes, lsb: bool, size: int = 4
    ):
        self.width, self.height, self.stride = width, height, stride
        self.pixels, self.lsb, self.size = pixels, lsb, size

    @classmethod
    def from_xwd(cls, data: bytes) -> Screen:
        header = struct.unpack(">25I", data[:100])
        header_size, width, height = header[0], header[4], header[5]
        byte_order, bits_per_pixel, stride, colours = header[7], header[11], header[12], header[19]
        assert bits_per_pixel in (24, 32), f"unexpected XWD format ({bits_per_pixel} bits)"
        start = header_size + colours * 12
        pixels = data[start : start + stride * height]
        return cls(width, height, stride, pixels, byte_order == 0, bits_per_pixel // 8)

    def rgb(self, x: int, y: int) -> tuple[int, int, int]:
        offset = y * self.stride + x * self.size
        first, second, third = self.pixels[offset : offset + 3]
        if self.lsb:
            return third, second, first
        if self.size == 3:
            return first, second, third
        return second, third, self.pixels[offset + 3]

    def rows(self, rect: list[int]) -> list[bytes]:
        """The raw bytes of `rect`, row by row (to compare two screens exactly)."""
        x0, y0, width, height = rect
        return [
            self.pixels[
                y * self.stride + x0 * self.size : y * self.stride + (x0 + width) * self.size
            ]
            for y in range(y0, y0 + height)
        ]

    def colours_in(self, rect: list[int], step: int = 4) -> set:
        x0, y0, width, height = rect
        return {
            self.rgb(x, y)
            for y in range(max(y0, 0), min(y0 + height, self.height), step)
            for x in range(max(x0, 0), min(x0 + width, self.width), step)
        }


class WindowManager:
    """A window manager on a screen of our own (Openbox): maximizing, and what a full
    screen leaves behind, are the window manager's business, so a test of them needs
    one. The other real-client tests run without, as before."""

    def __init__(self, server: XServer) -> None:
        if shutil.which("openbox") is None:
            pytest.skip("this test needs a window manager: " + WM_INSTALL_HINT)
        env = dict(os.environ, DISPLAY=server.display)
        self.process = subprocess.Popen(
            ["openbox", "--sm-disable"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(0.5)  # it takes the screen over before the window maps

    def stop(self) -> None:
        end_process(self.process)


WM_INSTALL_HINT = "`apt-get install openbox` (python3 tasks.py test does it when run as root)"
