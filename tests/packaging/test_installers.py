"""The installers: the pieces of the build, then the Linux package end to end.

Marked `packaging`: skipped by the default run (see conftest.py). The end-to-end test
runs packaging/smoke.sh (build the .deb, install it in a scratch root, start it, check
the screenshots, the bots, the charts' libraries and the rules PDF, upgrade, remove)
and packaging/measure.py (size and start-up against a bare PySide6 app).
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import bundle_policy
import make_icons
import project
import pytest
import smoke_checks

pytestmark = pytest.mark.packaging
ROOT = project.ROOT
LINUX = sys.platform.startswith("linux")


# --- the pieces -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pep440", "debian"),
    [
        ("0.1.0", "0.1.0"),
        ("1.2.0rc1", "1.2.0~rc1"),
        ("1.2.0b2", "1.2.0~b2"),
        ("1.2.0.dev3", "1.2.0~dev3"),
        ("1.2.0.post1", "1.2.0+post1"),
    ],
)
def test_debian_versions_sort_like_python_ones(pep440: str, debian: str) -> None:
    assert project.debian_version(pep440) == debian


def test_the_version_comes_from_pyproject(tmp_path: Path) -> None:
    import tomllib

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert project.version() == declared
    info = project.write_metadata(tmp_path)
    assert info.name == f"tablee-{declared}.dist-info"
    assert f"Version: {declared}\n" in (info / "METADATA").read_text()
    assert len(project.windows_version()) == 4


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/styles/qmodernwindowsstyle.dll", True),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/translations/qtbase_fr.qm", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/qml/QtQuick/qmldir", False),
        ("seeds/dumble.fr.md", True),
        ("pyqtgraph/icons/peegee/peegee_512px.png", False),
        ("pyqtgraph/icons/auto.png", True),
        # the Windows wheel has no Qt/ level
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/plugins/imageformats/qjpeg.dll", False),
        ("PySide6/translations/qtbase_de.qm", False),
        ("PySide6/translations/qtbase_fr.qm", True),
    ],
)
def test_bundle_policy_keeps_what_tablee_uses(dest: str, kept: bool) -> None:
    assert bundle_policy.keep_path(dest) is kept


def test_system_libraries_are_left_out_and_x_helpers_carried() -> None:
    for name in ("libstdc++.so.6", "libfontconfig.so.1", "libGL.so.1", "libxcb.so.1"):
        assert bundle_policy.is_system_library(name) or name.startswith("libGL")
    for soname, _package in bundle_policy.CARRIED_X_LIBRARIES:
        assert not bundle_policy.is_system_library(soname), soname


@pytest.mark.skipif(not LINUX, reason="ELF files are a Linux matter")
def test_elf_needed_reads_the_dynamic_section() -> None:
    needed = bundle_policy.elf_needed(Path(sys.executable).resolve())
    assert needed is not None
    assert any(name.startswith(("libc.so", "libpython")) for name in needed)
    assert bundle_policy.elf_needed(ROOT / "pyproject.toml") is None


def test_icons_render_at_every_size(tmp_path: Path) -> None:
    made = make_icons.make_icons(tmp_path)
    for size in make_icons.HICOLOR_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "tablee.png"
        data = png.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", data[16:24]) == (size, size)
    ico = made["ico"].read_bytes()
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, len(make_icons.ICO_SIZES))
    icns = made["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    again = tmp_path / "again"
    make_icons.make_icons(again)
    assert (again / "tablee.ico").read_bytes() == ico  # reproducible


def test_desktop_entry_has_both_languages() -> None:
    entry = ROOT / "resources" / "tablee.desktop"
    assert smoke_checks.check_desktop_entry(entry) == []
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(entry)], check=True)


def test_snapshots_see_new_changed_and_gone_files(tmp_path: Path) -> None:
    (tmp_path / "a").write_text("1")
    (tmp_path / "b").write_text("2")
    before = smoke_checks.snapshot(tmp_path)
    (tmp_path / "a").write_text("changed")
    (tmp_path / "b").unlink()
    (tmp_path / "c").write_text("3")
    problems = smoke_checks.compare_snapshots(before, smoke_checks.snapshot(tmp_path))
    assert problems == ["changed: a", "gone: b", "new: c"]


def load_build_script():
    import importlib.util

    spec = importlib.util.spec_from_file_location("tablee_build", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not LINUX, reason="the .deb is built on Linux")
def test_deb_build_says_which_packages_are_missing(monkeypatch, capsys) -> None:
    build = load_build_script()
    monkeypatch.setattr(build, "ldconfig_names", lambda: "")  # as if no library were there
    monkeypatch.setattr(build.os, "geteuid", lambda: 1000)  # and we may not install them
    with pytest.raises(SystemExit):
        build.ensure_deb_build_host()
    message = capsys.readouterr().err
    for package in ("libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0", "libgl1"):
        assert package in message
    assert "sudo apt-get install" in message


def test_the_targets_are_listed(capsys) -> None:
    build = load_build_script()
    assert build.main([]) == 0
    listing = capsys.readouterr().out
    for target in ("deb", "windows", "macos"):
        assert f"  {target} " in listing


# --- the Linux package, end to end ------------------------------------------------------------


def can_use_dpkg() -> bool:
    if not LINUX or not shutil.which("dpkg-deb"):
        return False
    return os.geteuid() == 0 or shutil.which("fakeroot") is not None


@pytest.mark.skipif(not can_use_dpkg(), reason="needs Linux, dpkg and root or fakeroot")
def test_deb_builds_installs_runs_upgrades_and_removes_cleanly() -> None:
    """packaging/smoke.sh: TABLEE_SMOKE_SKIP_BUILD=1 checks the .deb already built."""
    result = subprocess.run(
        ["bash", str(ROOT / "packaging" / "smoke.sh")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    print(result.stdout[-8000:])
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "smoke test passed" in result.stdout


@pytest.fixture(scope="module")
def measurements() -> dict:
    if not (project.GENERATED / "dist" / "tablee" / "tablee").exists():
        pytest.skip("no frozen Tablée: build the .deb first")
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "measure.py"), "--json", "--runs", "7"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout)


@pytest.mark.skipif(not can_use_dpkg(), reason="needs Linux and dpkg")
def test_measurements_are_sane(measurements: dict) -> None:
    sizes = measurements["bytes"]
    assert 50e6 < sizes["bare"] < sizes["tablee"] < 400e6
    assert measurements["startup_median_seconds"]["tablee"] < 10


@pytest.mark.skipif(not can_use_dpkg(), reason="needs Linux and dpkg")
def test_installed_size_goal(measurements: dict) -> None:
    assert measurements["size_ratio"] <= 1.2


@pytest.mark.skipif(not can_use_dpkg(), reason="needs Linux and dpkg")
def test_startup_goal(measurements: dict) -> None:
    assert measurements["startup_ratio"] <= 1.5


def test_the_engines_data_files_are_bundled_beside_their_modules() -> None:
    """The installed app reads strength.json and figures.json where the modules of
    rules_engine/ai are: the spec's data lists them there."""
    bundled = {Path(path).name: folder for path, folder in project.package_data()}
    assert bundled["strength.json"] == str(Path("rules_engine") / "ai")
    data = Path(project.ROOT) / "rules_engine" / "ai"
    for path in data.glob("*.json"):
        assert bundled[path.name] == str(Path("rules_engine") / "ai")
