"""The fixtures every real-client test shares: one virtual X screen per test module,
and `launch`, which starts the real application on it with folders of its own and
stops whatever it started when the test ends."""

from __future__ import annotations

import pytest

from tests.realclient.xclient import RealApp, XServer, require_tools


@pytest.fixture(scope="module")
def xserver():
    require_tools()
    server = XServer()
    yield server
    server.stop()


@pytest.fixture
def launch(xserver, tmp_path):
    """`launch(*args, speed=...)`: one run of the application; the n-th run of a test
    keeps its settings and data under tmp_path / f"run{n}"."""
    started = []

    def start(*args: str, speed: str = "fast") -> RealApp:
        app = RealApp(xserver, tmp_path / f"run{len(started)}", list(args), speed)
        started.append(app)
        return app

    yield start
    for app in started:
        app.stop()
