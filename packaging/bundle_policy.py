"""What goes into the frozen bundle, and what is left to the system.

Used by both PyInstaller specs (`tablee.spec` and the bare comparison app in
`bare/bare.spec`), so the two are frozen exactly the same way.

PyInstaller's Qt hooks collect every plugin a Qt module might load and Qt's own
translations in 40 languages. Tablée is a QtWidgets application that draws with
QPainter, reads SVG and prints; this module keeps just that:

- Qt plugins: the platforms offscreen, xcb and wayland (Linux), windows, cocoa; the
  xcb GL integrations, the Wayland client bits a desktop session needs (xdg-shell, the
  EGL client, the decorations), the compose and ibus input methods, the XDG portal
  theme, CUPS printing, the SVG image format and SVG icon engine, and the styles.
  Dropped: Qml and Quick tooling, designer, SQL drivers, TLS and network information,
  evdev/eglfs/linuxfb/vnc (embedded devices without a window system), the virtual
  keyboard (Qt Quick), the GTK3 theme (it would drag a second copy of GTK, cairo and
  pango), Wayland compositor-side plugins, and every image format but SVG (PNG is
  built into QtGui).
- Qt translations: only `qtbase_fr.qm` (English is Qt's own language).
- Linux shared libraries: a library is kept only if something kept still needs it
  (the `DT_NEEDED` entries of the ELF files are followed from the Python extension
  modules, the Qt plugins kept and libpython). Libraries every desktop system has,
  with stable interfaces, are left to the system and become `Depends:` of the
  `.deb` (see `SYSTEM_LIBRARIES`); the X helper libraries Qt needs and distributions
  do not always install (`libxcb-icccm4`, `libxcb-keysyms1`, ...) are carried.
"""

from __future__ import annotations

import re
import struct
import sys
from pathlib import Path, PurePosixPath

# Qt's folders inside the bundle: PySide6/Qt/<folder>/ on Linux and macOS, PySide6/<folder>/
# on Windows (the wheels differ).
QT_FOLDER = re.compile(r"PySide6/(?:Qt/)?(plugins|translations|qml|metatypes|libexec|include|doc)/")
KEEP_QT_TRANSLATIONS = {"qtbase_fr.qm"}
# PyInstaller copies the metadata of the source checkout's editable install, which can be
# stale; the spec writes its own `tablee-<version>.dist-info` instead.
PROJECT_METADATA = re.compile(r"tablee(-[^/\\]*)?\.(egg|dist)-info[/\\]")

# Plugin folders dropped whole.
DROP_PLUGIN_DIRS = {
    "designer",
    "egldeviceintegrations",
    "generic",
    "geometryloaders",
    "multimedia",
    "networkinformation",
    "position",
    "qmllint",
    "qmlls",
    "qmltooling",
    "renderers",
    "sceneparsers",
    "sqldrivers",
    "tls",
    "wayland-graphics-integration-server",
}
# In the folders kept, only these plugins (by name, without lib prefix and suffix).
KEEP_PLUGINS = {
    "platforms": {"qoffscreen", "qxcb", "qwayland", "qwindows", "qcocoa"},
    "platformthemes": {"qxdgdesktopportal"},
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },
    "imageformats": {"qsvg"},
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
}

# Data files of libraries that Tablée never shows: pyqtgraph's own logo, which it sets as
# the window icon only when it creates the QApplication itself (`mkQApp`).
DROP_DATA_FOLDERS = ("pyqtgraph/icons/peegee/",)

# Python packages that must never be frozen in, even if something mentions them.
EXCLUDED_MODULES = [
    # tests and tools
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "ruff",
    "PyInstaller",
    "pip",
    "setuptools",
    "pkg_resources",
    "distutils",
    "pydoc_data",
    "lib2to3",
    "idlelib",
    "ensurepip",
    "venv",
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "readline",  # GNU readline (GPL) for interactive prompts: nothing here has one
    # what pyqtgraph can use but Tablée's charts do not
    "IPython",
    "matplotlib",
    "scipy",
    "pandas",
    "h5py",
    "OpenGL",
    "jupyter_rfb",
    "cupy",
    "numba",
    "colorcet",
    "pyqtgraph.opengl",
    "pyqtgraph.examples",
    "pyqtgraph.jupyter",
    "numpy.f2py",
    "numpy.distutils",
    "numpy._pyinstaller",
    # numpy parts pyqtgraph imports only for what the charts never do (FFT of a curve,
    # jittered scatter plots)
    "numpy.random",
    "numpy.fft",
    "numpy.polynomial",
    "numpy.testing",
    # Qt bindings and Qt modules Tablée does not use (pyqtgraph 0.13 tries QtOpenGLWidgets
    # and carries on without it)
    "PyQt5",
    "PyQt6",
    "PySide2",
    "shiboken2",
    "PySide6.QtNetwork",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtTest",
    "PySide6.QtSql",
    "PySide6.QtXml",
    "PySide6.QtHelp",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtConcurrent",
    "PySide6.QtDBus",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebEngineQuick",
]

# Linux libraries left to the system (sonames, as regular expressions). They are on
# every desktop, keep their interfaces stable, and some must match the rest of the
# system: libstdc++ and libgcc_s must be at least as new as the ones the GPU drivers
# were built with, fontconfig reads the system's /etc/fonts, GL/EGL/libxcb belong to
# the graphics stack (PyInstaller already leaves those out). The .deb depends on them.
SYSTEM_LIBRARIES = [
    r"libstdc\+\+\.so\..*",
    r"libgcc_s\.so\..*",
    r"libglib-2\.0\.so\..*",
    r"libgthread-2\.0\.so\..*",
    r"libgobject-2\.0\.so\..*",
    r"libgio-2\.0\.so\..*",
    r"libgmodule-2\.0\.so\..*",
    r"libdbus-1\.so\..*",
    r"libfontconfig\.so\..*",
    r"libfreetype\.so\..*",
    r"libexpat\.so\..*",
    r"libX11\.so\..*",
    r"libX11-xcb\.so\..*",
    r"libXau\.so\..*",
    r"libXdmcp\.so\..*",
    r"libxcb\.so\..*",
    r"libcups\.so\..*",
    r"libz\.so\..*",
    r"libzstd\.so\..*",
    r"liblzma\.so\..*",
    r"libbz2\.so\..*",
    r"libwayland-(client|cursor|egl)\.so\..*",
]
_SYSTEM = re.compile("|".join(f"(?:{pattern})" for pattern in SYSTEM_LIBRARIES))

# The X helper libraries Qt's xcb plugin needs, which the bundle carries: the build
# machine must have them installed (soname, Debian package).
CARRIED_X_LIBRARIES = [
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-util.so.1", "libxcb-util1"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-render.so.0", "libxcb-render0"),
    ("libxcb-shm.so.0", "libxcb-shm0"),
    ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-glx.so.0", "libxcb-glx0"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
]
# Libraries the bundle leaves to the system but the build machine still needs, to
# work out the package's Depends: (soname, Debian package).
BUILD_HOST_SYSTEM_LIBRARIES = [
    ("libGL.so.1", "libgl1"),
    ("libEGL.so.1", "libegl1"),
    ("libfontconfig.so.1", "libfontconfig1"),
    ("libfreetype.so.6", "libfreetype6"),
    ("libdbus-1.so.3", "libdbus-1-3"),
    ("libglib-2.0.so.0", "libglib2.0-0"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libcups.so.2", "libcups2"),
    ("libwayland-client.so.0", "libwayland-client0"),
    ("libwayland-cursor.so.0", "libwayland-cursor0"),
    ("libwayland-egl.so.1", "libwayland-egl1"),
]


# --- deciding by path -------------------------------------------------------------------


def _plugin_name(filename: str) -> str:
    stem = filename.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def _qt_folder(dest: str) -> tuple[str, list[str]] | None:
    """("plugins", ["platforms", "libqxcb.so"]) for a file in one of Qt's folders."""
    match = QT_FOLDER.match(dest.replace("\\", "/"))
    if match is None:
        return None
    return match.group(1), dest.replace("\\", "/")[match.end() :].split("/")


def keep_path(dest: str) -> bool:
    """Whether a file at `dest` (its path inside the bundle) belongs in it."""
    if dest.replace("\\", "/").startswith(DROP_DATA_FOLDERS):
        return False
    found = _qt_folder(dest)
    if found is None:
        return True
    folder, parts = found
    if folder == "translations":
        return parts[-1] in KEEP_QT_TRANSLATIONS
    if folder != "plugins":
        return False  # qml, metatypes, libexec, include, doc
    if parts:
        if parts[0] in DROP_PLUGIN_DIRS:
            return False
        wanted = KEEP_PLUGINS.get(parts[0])
        if wanted is not None and len(parts) > 1:
            return _plugin_name(parts[-1]) in wanted
    return True


def is_system_library(name: str) -> bool:
    return bool(_SYSTEM.fullmatch(PurePosixPath(name).name))


# --- ELF dependencies -------------------------------------------------------------------


def elf_needed(path: str | Path) -> list[str] | None:
    """The DT_NEEDED sonames of a 64- or 32-bit little-endian ELF file; None if it is not
    one. Reads the section headers only: no binutils needed."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return None
    if data[:4] != b"\x7fELF" or data[5] != 1:
        return None
    wide = data[4] == 2
    if wide:
        shoff, shentsize, shnum = (
            struct.unpack_from("<Q", data, 0x28)[0],
            *struct.unpack_from("<HH", data, 0x3A),
        )
        section = "<IIQQQQIIQQ"
        dyn_entry, dyn_format = 16, "<qQ"
    else:
        shoff, shentsize, shnum = (
            struct.unpack_from("<I", data, 0x20)[0],
            *struct.unpack_from("<HH", data, 0x2E),
        )
        section = "<IIIIIIIIII"
        dyn_entry, dyn_format = 8, "<iI"
    sections = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    needed: list[str] = []
    for header in sections:
        if header[1] != 6:  # SHT_DYNAMIC
            continue
        offset, size, link = header[4], header[5], header[6]
        strtab = sections[link][4]
        for at in range(offset, offset + size, dyn_entry):
            tag, value = struct.unpack_from(dyn_format, data, at)
            if tag == 0:
                break
            if tag == 1:  # DT_NEEDED
                end = data.index(b"\0", strtab + value)
                needed.append(data[strtab + value : end].decode())
    return needed


def _basename(dest: str) -> str:
    return PurePosixPath(dest.replace("\\", "/")).name


def prune_libraries(binaries: list, log=print) -> list:
    """Linux: drops the system libraries, then every library nothing kept needs.

    `binaries` is PyInstaller's TOC: (destination, source, typecode) tuples.
    """
    kept = []
    for entry in binaries:
        dest, _source, typecode = entry[:3]
        if typecode != "EXTENSION" and is_system_library(_basename(dest)):
            log(f"left to the system: {_basename(dest)}")
            continue
        kept.append(entry)
    by_name: dict[str, list] = {}
    for entry in kept:
        by_name.setdefault(_basename(entry[0]), []).append(entry)
    roots = [
        entry
        for entry in kept
        if entry[2] == "EXTENSION"
        or (_qt_folder(entry[0]) or ("",))[0] == "plugins"
        or _basename(entry[0]).startswith("libpython")
    ]
    reached: set[str] = set()
    todo = list(roots)
    while todo:
        entry = todo.pop()
        if entry[0] in reached:
            continue
        reached.add(entry[0])
        source = entry[1]
        if entry[2] == "SYMLINK":  # the link's target, relative to the link
            target = str(PurePosixPath(entry[0]).parent / entry[1])
            todo.extend(e for e in kept if _normal(e[0]) == _normal(target))
            continue
        for soname in elf_needed(source) or []:
            todo.extend(by_name.get(soname, []))
    result = []
    for entry in kept:
        if entry[0] in reached:
            result.append(entry)
        else:
            log(f"nothing kept needs: {entry[0]}")
    return result


def _normal(path: str) -> str:
    parts: list[str] = []
    for part in path.replace("\\", "/").split("/"):
        if part == "..":
            if parts:
                parts.pop()
        elif part not in ("", "."):
            parts.append(part)
    return "/".join(parts)


def strip_python_runtime(analysis, cache: Path) -> None:
    """Linux: strips the debug symbols of the Python runtime's own binaries (libpython
    and lib-dynload: a pyenv or self-built Python keeps them, 20 MB).

    Only those: PyInstaller's `strip=True` would strip everything, and binutils' strip
    breaks libraries that auditwheel patched with patchelf (numpy's OpenBLAS then fails
    to load: "ELF load command address/offset not page-aligned"). Wheels and system
    libraries come stripped already."""
    if not sys.platform.startswith("linux"):
        return
    import shutil
    import subprocess
    import sysconfig

    base = {
        "base": sys.base_prefix,
        "installed_base": sys.base_prefix,
        "platbase": sys.base_exec_prefix,
        "installed_platbase": sys.base_exec_prefix,
    }  # the Python installation itself, not the virtual environment
    dynload = Path(sysconfig.get_path("platstdlib", vars=base), "lib-dynload").resolve()
    if not shutil.which("strip"):
        print("bundle_policy: no `strip` (binutils): the Python runtime keeps its symbols")
        return

    def runtime(source: str) -> bool:
        path = Path(source).resolve()
        return path.name.startswith("libpython") or path.is_relative_to(dynload)

    stripped = []
    for entry in analysis.binaries:
        dest, source, typecode = entry[:3]
        if typecode == "SYMLINK" or not runtime(source):
            stripped.append(entry)
            continue
        target = cache / dest
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        subprocess.run(["strip", "--strip-unneeded", str(target)], check=True)
        stripped.append((dest, str(target), typecode))
    analysis.binaries = stripped


def apply(analysis, own_metadata: Path | None = None, report: Path | None = None) -> None:
    """Filters a PyInstaller `Analysis` in place: binaries and data files.

    `own_metadata` is the generated `tablee-<version>.dist-info`: any other metadata of
    the project (an editable install's) is dropped. What was dropped, and why, goes to
    the `report` file."""
    dropped = [entry[0] for entry in analysis.binaries + analysis.datas if not keep_path(entry[0])]
    notes = [f"not used by Tablée: {name}" for name in sorted(dropped)]
    analysis.binaries = [entry for entry in analysis.binaries if keep_path(entry[0])]
    analysis.datas = [
        entry
        for entry in analysis.datas
        if keep_path(entry[0])
        and (
            not PROJECT_METADATA.match(entry[0])
            or (
                own_metadata is not None
                and Path(entry[1]).resolve().is_relative_to(own_metadata.resolve())
            )
        )
    ]
    if sys.platform.startswith("linux"):
        analysis.binaries = prune_libraries(analysis.binaries, notes.append)
        live = {entry[0] for entry in analysis.binaries} | {entry[0] for entry in analysis.datas}
        # a symbolic link whose target went is dropped as well
        analysis.datas = [
            entry
            for entry in analysis.datas
            if entry[2] != "SYMLINK"
            or _normal(str(PurePosixPath(entry[0]).parent / entry[1])) in live
        ]
    if report is not None:
        report.parent.mkdir(parents=True, exist_ok=True)
        report.write_text("\n".join(notes) + "\n", encoding="utf-8")
    system = sum(note.startswith("left to the system") for note in notes)
    print(
        f"bundle_policy: {len(notes) - system} files dropped, {system} libraries left to "
        f"the system" + (f" (see {report})" if report else ""),
        flush=True,
    )
