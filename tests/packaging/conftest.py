"""Packaging tests build and install the Linux package: minutes of work, dpkg, and root
(or fakeroot). The default test run skips them; ask for them with

    .venv/bin/python -m pytest -m packaging tests/packaging
    TABLEE_PACKAGING=1 .venv/bin/python -m pytest tests/packaging
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
PACKAGING = HERE.parent.parent / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))


def packaging_asked(config: pytest.Config) -> bool:
    if os.environ.get("TABLEE_PACKAGING") == "1":
        return True
    expression = config.getoption("markexpr", default="") or ""
    return "packaging" in expression and "not packaging" not in expression


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if packaging_asked(config):
        return
    skip = pytest.mark.skip(
        reason="packaging tests run only with -m packaging or TABLEE_PACKAGING=1"
    )
    for item in items:
        if item.get_closest_marker("packaging") or HERE in Path(str(item.path)).parents:
            item.add_marker(skip)
