#!/usr/bin/env python3
"""Build Tablée's installers, one command per target.

    python3 packaging/build.py            # list the targets
    python3 packaging/build.py deb        # Linux: dist/tablee_<version>_<arch>.deb
    python3 packaging/build.py windows    # Windows: dist/tablee-<version>-setup.exe
    python3 packaging/build.py macos      # macOS: dist/Tablee-<version>-<arch>.dmg
    python3 packaging/build.py bundle     # any system: the frozen folder only
    python3 packaging/build.py deb-build-deps   # install what the .deb build needs

Any Python 3.11+ starts it: it sets up the project's `.venv/` as `tasks.py` does
(dependencies, Qt's system libraries, the `.qm` translations), adds PyInstaller (the
`packaging` extra of pyproject.toml) and carries on inside that environment. Work files
go to `build/packaging/`, installers to `dist/`.

The .deb is compressed with zstd at level 19 (about 3 minutes on two cores);
TABLEE_ZSTD_LEVEL=3 packs in seconds, 10% bigger, for trial builds.

Reproducible: file times come from SOURCE_DATE_EPOCH (a fixed date when unset; CI
sets the last commit's), PYTHONHASHSEED is fixed, files are sorted and owned by
root, and `dist/*.buildinfo` records the tools and the package's SHA-256.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bundle_policy
import project

ROOT = project.ROOT
PACKAGING = project.PACKAGING
GENERATED = project.GENERATED
DIST = project.DIST
ICONS = GENERATED / "icons"
FROZEN = GENERATED / "dist"
VENV = ROOT / ".venv"
IN_VENV_MARK = "TABLEE_PACKAGING_IN_VENV"

# Debian/Ubuntu packages of the tools the .deb build calls: (program, package).
DEB_TOOLS = [
    ("dpkg-deb", "dpkg"),
    ("dpkg-shlibdeps", "dpkg-dev"),
    ("ldd", "libc-bin"),
    ("objdump", "binutils"),
    ("strip", "binutils"),
]
# Added to what dpkg-shlibdeps finds: fontconfig's cache and configuration, and a font
# (without one, text is drawn as nothing and PDFs print blank).
EXTRA_DEPENDS = [
    "fontconfig",
    "fonts-dejavu-core | fonts-liberation2 | fonts-noto-core | fonts-freefont-ttf",
]
LONG_DESCRIPTION = project.long_description()


def say(message: str) -> None:
    print(f"[build] {message}", flush=True)


def fail(message: str) -> None:
    print(f"[build] error: {message}", file=sys.stderr, flush=True)
    sys.exit(1)


def run(command: list, **kwargs) -> subprocess.CompletedProcess:
    command = [str(part) for part in command]
    result = subprocess.run(command, **kwargs)
    if result.returncode != 0:
        fail(f"{' '.join(command)} failed (exit code {result.returncode})")
    return result


# --- the environment --------------------------------------------------------------------------


def in_project_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def enter_project_venv(argv: list[str]) -> None:
    """Set up `.venv/` with tasks.py (idempotent) and run this script again inside it."""
    sys.path.insert(0, str(ROOT))
    import tasks

    python = tasks.ensure_environment()  # dependencies, Qt system libraries, .qm files
    if in_project_venv():
        return
    env = dict(os.environ, **{IN_VENV_MARK: "1"})
    result = subprocess.run([str(python), str(Path(__file__).resolve()), *argv], env=env)
    sys.exit(result.returncode)


def ensure_pyinstaller() -> None:
    if importlib.util.find_spec("PyInstaller") is not None:
        return
    requirements = project.pyproject()["optional-dependencies"]["packaging"]
    say("installing " + " ".join(requirements))
    run([sys.executable, "-m", "pip", "install", "--quiet", *requirements])


def numpy_uses_blas() -> bool:
    """True when the environment's numpy is linked to a BLAS library (PyPI's wheels
    carry OpenBLAS and its Fortran runtime: 28 MB)."""
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import numpy; blas = numpy.__config__.CONFIG['Build Dependencies']['blas'];"
            " print(blas.get('found', False))",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.strip() == "True"


def ensure_numpy_without_blas() -> None:
    """Replace numpy by the same version built without BLAS, for the bundle.

    Only pyqtgraph uses numpy here, to draw a few lines of scores: numpy's own loops do
    that as well as OpenBLAS would, and the installers are 28 MB lighter. The build
    takes a few minutes once; pip keeps the wheel in its cache for the next builds."""
    if not numpy_uses_blas():
        return
    from importlib import metadata

    version = metadata.version("numpy")
    say(f"building numpy {version} without BLAS for the bundle (a few minutes, once)")
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--force-reinstall",
            "--no-deps",
            "--no-binary",
            "numpy",
            f"numpy=={version}",
            "-Csetup-args=-Dblas=none",
            "-Csetup-args=-Dlapack=none",
        ]
    )
    if numpy_uses_blas():
        fail("numpy still links a BLAS library after its rebuild")


def tool_versions() -> dict[str, str]:
    from importlib import metadata

    versions = {"python": platform.python_version(), "platform": platform.platform()}
    for name in ("pyinstaller", "PySide6-Essentials", "shiboken6", "numpy", "pyqtgraph"):
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = "missing"
    return versions


def build_env() -> dict[str, str]:
    return dict(
        os.environ,
        PYTHONHASHSEED="0",
        SOURCE_DATE_EPOCH=str(project.source_date_epoch()),
        TABLEE_GENERATED=str(GENERATED),
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    )


# --- the frozen folder ---------------------------------------------------------------------


def make_icons() -> None:
    run([sys.executable, PACKAGING / "make_icons.py", ICONS], env=build_env())


def freeze() -> Path:
    """Runs PyInstaller on packaging/tablee.spec; returns the one-folder bundle."""
    ensure_pyinstaller()
    ensure_numpy_without_blas()
    if not sorted((ROOT / "translations").glob("*.qm")):
        fail("no translations/*.qm were built (tasks.py builds them with pyside6-lrelease)")
    make_icons()
    say(f"freezing Tablée {project.version()} with PyInstaller (one-folder mode)")
    for old in (FROZEN, GENERATED / "work"):
        shutil.rmtree(old, ignore_errors=True)
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            FROZEN,
            "--workpath",
            GENERATED / "work",
            PACKAGING / "tablee.spec",
        ],
        cwd=ROOT,
        env=build_env(),
    )
    bundle = FROZEN / project.APP_ID
    check_bundle(bundle)
    return bundle


def bundle_modules(bundle: Path) -> set[str]:
    """The Python modules frozen into the executable's archive."""
    from PyInstaller.archive.readers import pkg_archive_contents

    executable = bundle / (project.APP_ID + (".exe" if sys.platform == "win32" else ""))
    if sys.platform == "darwin" and not executable.exists():
        executable = bundle / "Contents" / "MacOS" / project.APP_ID
    return set(pkg_archive_contents(str(executable)))


FORBIDDEN_MODULES = ("pytest", "_pytest", "hypothesis", "ruff", "PyInstaller", "tkinter")
FORBIDDEN_FILES = re.compile(
    r"(WebEngine|libQt6Qml|libQt6Quick|libQt6Network|libQt6Test|libQt6Designer"
    r"|Qt6Qml|Qt6Quick|Qt6Network|_tkinter|libtcl|libtk|libreadline)",
    re.IGNORECASE,
)


def check_bundle(bundle: Path) -> None:
    """What the frozen folder must and must not hold."""
    if not bundle.is_dir():
        fail(f"PyInstaller made no {bundle}")
    internal = bundle / "_internal"
    files = [path for path in bundle.rglob("*") if path.is_file() or path.is_symlink()]
    names = {path.relative_to(bundle).as_posix() for path in files}
    problems = []
    games = project.playable_games()
    for wanted in (
        *(f"_internal/seeds/{game}.{lang}.md" for game in games for lang in ("en", "fr")),
        "_internal/translations/tablee_fr.qm",
        "_internal/resources/tablee.svg",
        f"_internal/{project.APP_ID}-{project.version()}.dist-info/METADATA",
    ):
        if wanted not in names:
            problems.append(f"missing {wanted}")
    if not any(name.endswith("translations/qtbase_fr.qm") for name in names):
        problems.append("missing Qt's own French translation, qtbase_fr.qm")
    if sys.platform.startswith("linux"):
        for soname, package in bundle_policy.CARRIED_X_LIBRARIES:
            if not (internal / soname).exists():
                problems.append(f"missing {soname} (from {package})")
    for name in sorted(names):
        # Windows and macOS keep the Qt libraries a dropped plugin needed (no pruning there)
        if FORBIDDEN_FILES.search(name) and sys.platform.startswith("linux"):
            problems.append(f"should not be bundled: {name}")
    modules = bundle_modules(bundle)
    for module in (
        "desktop.shell.app",
        *(f"desktop.games.{game}.{part}" for game in games for part in ("scene", "picture")),
        "desktop.table.charts",
        "pyqtgraph",
        "numpy",
    ):
        if module not in modules:
            problems.append(f"module {module} is not frozen in")
    for module in sorted(modules):
        if module.split(".")[0] in FORBIDDEN_MODULES:
            problems.append(f"module {module} should not be frozen in")
    if problems:
        fail("the frozen folder is wrong:\n  " + "\n  ".join(problems))
    say(f"frozen folder checked: {bundle} ({tree_size(bundle) / 1e6:.1f} MB)")


def tree_size(folder: Path) -> int:
    """Bytes in the regular files under `folder` (symbolic links not followed)."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file())


# --- Linux: the .deb -----------------------------------------------------------------------


def ldconfig_names() -> str:
    if not shutil.which("ldconfig") and not Path("/sbin/ldconfig").exists():
        return ""
    program = shutil.which("ldconfig") or "/sbin/ldconfig"
    return subprocess.run([program, "-p"], capture_output=True, text=True).stdout


def missing_deb_build_packages() -> list[str]:
    known = ldconfig_names()
    wanted = [package for program, package in DEB_TOOLS if not shutil.which(program)]
    for soname, package in (
        bundle_policy.CARRIED_X_LIBRARIES + bundle_policy.BUILD_HOST_SYSTEM_LIBRARIES
    ):
        if soname not in known:
            wanted.append(package)
    return sorted(set(wanted))


def ensure_deb_build_host() -> None:
    """The X libraries to carry, the system libraries to depend on, the dpkg tools:
    installed with apt-get when we are root, else a clear list of what to install."""
    if not sys.platform.startswith("linux"):
        fail("the .deb is built on Linux (Debian or Ubuntu)")
    wanted = missing_deb_build_packages()
    if not wanted:
        return
    command = ["apt-get", "install", "-y", "--no-install-recommends", *wanted]
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        say("installing what the .deb build needs: " + " ".join(wanted))
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False)
        subprocess.run([*command, "-qq"], env=env, check=False)
        wanted = missing_deb_build_packages()
        if not wanted:
            return
    fail(
        "the .deb build needs these Debian packages: "
        + " ".join(wanted)
        + "\nInstall them with:\n    sudo "
        + " ".join(command[:4] + wanted)
    )


def debian_architecture() -> str:
    result = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
    return result.stdout.strip() or "amd64"


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(4) == b"\x7fELF"
    except OSError:
        return False


def shlib_depends(stage: Path) -> list[str]:
    """dpkg-shlibdeps over every ELF file in the package: the system libraries the
    bundle does not carry, as versioned Debian dependencies."""
    tree = stage / "opt" / project.APP_ID
    elves = sorted(
        path
        for path in tree.rglob("*")
        if path.is_file() and not path.is_symlink() and is_elf(path)
    )
    private = sorted({str(path.parent) for path in elves if ".so" in path.name})
    with tempfile.TemporaryDirectory() as scratch:
        control = Path(scratch) / "debian" / "control"
        control.parent.mkdir()
        control.write_text(
            f"Source: {project.APP_ID}\n\nPackage: {project.APP_ID}\nArchitecture: any\n"
        )
        result = subprocess.run(
            [
                "dpkg-shlibdeps",
                "-O",
                "--ignore-missing-info",
                "--warnings=0",
                *(f"-l{folder}" for folder in private),
                *map(str, elves),
            ],
            cwd=scratch,
            capture_output=True,
            text=True,
        )
    if result.returncode != 0:
        fail("dpkg-shlibdeps failed:\n" + result.stderr[-4000:])
    match = re.search(r"^shlibs:Depends=(.*)$", result.stdout, re.MULTILINE)
    found = [item.strip() for item in match.group(1).split(",")] if match else []
    # dpkg-shlibdeps also names the packages of libraries the bundle carries (it finds
    # the system's copy too): those are no dependencies.
    needed = {soname for path in elves for soname in bundle_policy.elf_needed(path) or []}
    carried = {path.name for path in tree.rglob("*.so*")}
    system = needed - carried
    from_system = owning_packages(system)
    unknown = sorted(system - set(from_system) - GLIBC_SONAMES)
    if unknown:
        fail("no Debian package found for the system libraries " + ", ".join(unknown))
    carried_only = set(owning_packages(needed & carried).values()) - set(from_system.values())
    return [item for item in found if item and item.split()[0] not in carried_only]


GLIBC_SONAMES = {"ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "linux-vdso.so.1"}


def owning_packages(sonames: set[str]) -> dict[str, str]:
    """soname -> the Debian package that installs it on this machine."""
    multiarch = subprocess.run(
        ["dpkg-architecture", "-qDEB_HOST_MULTIARCH"], capture_output=True, text=True
    ).stdout.strip()
    if not sonames:
        return {}
    patterns = [f"*/{multiarch}/{soname}" for soname in sorted(sonames)]
    result = subprocess.run(["dpkg", "-S", *patterns], capture_output=True, text=True)
    owners: dict[str, str] = {}
    for line in result.stdout.splitlines():
        package, _, path = line.partition(": ")
        if ", " in package:  # diverted or shared: "pkg1, pkg2: path"
            package = package.split(", ")[0]
        owners.setdefault(Path(path.strip()).name, package.split(":")[0])
    return owners


def installed_size_kib(stage: Path) -> int:
    """As dpkg-gencontrol counts it: each file rounded up to a KiB, 1 KiB per other entry."""
    total = 0
    for path in stage.rglob("*"):
        if path.relative_to(stage).parts[0] == "DEBIAN":
            continue
        if path.is_file() and not path.is_symlink():
            total += (path.stat().st_size + 1023) // 1024
        else:
            total += 1
    return total


def control_text(fields: dict[str, str]) -> str:
    lines = []
    for key, value in fields.items():
        if not value:
            continue
        if key == "Description":
            synopsis, _, rest = value.partition("\n")
            lines.append(f"Description: {synopsis}")
            for line in rest.splitlines():
                lines.append(" " + (line if line.strip() else "."))
        else:
            lines.append(f"{key}: {value}")
    return "\n".join(lines) + "\n"


COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Tablée
Comment: Tablée itself is proprietary (LicenseRef-Proprietary). The folder
 /opt/tablee carries, unchanged and as replaceable shared libraries, third-party
 components under their own licences: the CPython runtime (PSF-2.0), Qt 6 and
 PySide6/Shiboken6 (LGPL-3.0-only), ICU (Unicode-3.0), NumPy (BSD-3-Clause) with
 OpenBLAS (BSD-3-Clause), libgfortran and libquadmath (GPL-3.0+ with the GCC runtime
 library exception), pyqtgraph (MIT), platformdirs (MIT), OpenSSL (Apache-2.0),
 libffi (MIT), libxcb-util and friends (MIT), libxkbcommon (MIT).

Files: *
Copyright: the Tablée developers
License: LicenseRef-Proprietary
"""


def stage_deb(bundle: Path, arch: str) -> Path:
    version = project.debian_version()
    stage = GENERATED / "deb" / f"{project.APP_ID}_{version}_{arch}"
    shutil.rmtree(stage, ignore_errors=True)
    opt = stage / "opt" / project.APP_ID
    shutil.copytree(bundle, opt, symlinks=True)
    usr = stage / "usr"
    (usr / "bin").mkdir(parents=True)
    (usr / "bin" / project.APP_ID).symlink_to(f"../../opt/{project.APP_ID}/{project.APP_ID}")
    applications = usr / "share" / "applications"
    applications.mkdir(parents=True)
    shutil.copyfile(ROOT / "resources" / "tablee.desktop", applications / "tablee.desktop")
    shutil.copytree(ICONS / "hicolor", usr / "share" / "icons" / "hicolor")
    doc = usr / "share" / "doc" / project.APP_ID
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT, encoding="utf-8")
    normalise_tree(stage, executables={opt / project.APP_ID})
    return stage


def normalise_tree(stage: Path, executables: set[Path]) -> None:
    """Same modes and times whatever the machine: 0755 folders and programs, 0644 the
    rest; every time stamp SOURCE_DATE_EPOCH."""
    epoch = project.source_date_epoch()
    for path in sorted(stage.rglob("*"), reverse=True):
        if path.is_symlink():
            os.utime(path, (epoch, epoch), follow_symlinks=False)
            continue
        mode = 0o755 if path.is_dir() or path in executables else 0o644
        path.chmod(mode)
        os.utime(path, (epoch, epoch))
    stage.chmod(0o755)
    os.utime(stage, (epoch, epoch))


def write_debian_folder(stage: Path, arch: str) -> dict[str, str]:
    debian = stage / "DEBIAN"
    debian.mkdir()
    depends = shlib_depends(stage)
    for extra in EXTRA_DEPENDS:
        if extra not in depends:
            depends.append(extra)
    fields = {
        "Package": project.APP_ID,
        "Version": project.debian_version(),
        "Architecture": arch,
        "Maintainer": project.MAINTAINER,
        "Installed-Size": str(installed_size_kib(stage)),
        "Depends": ", ".join(depends),
        "Section": "games",
        "Priority": "optional",
        "Homepage": project.HOMEPAGE,
        "Description": "tabletop card and board games against bots or friends\n" + LONG_DESCRIPTION,
    }
    (debian / "control").write_text(control_text(fields), encoding="utf-8")
    sums = []
    for path in sorted(stage.rglob("*")):
        relative = path.relative_to(stage)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}\n")
    (debian / "md5sums").write_text("".join(sums), encoding="utf-8")
    normalise_tree(debian, executables=set())
    return fields


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def build_deb() -> Path:
    ensure_deb_build_host()
    bundle = freeze()
    arch = debian_architecture()
    stage = stage_deb(bundle, arch)
    say("working out Depends: with dpkg-shlibdeps")
    fields = write_debian_folder(stage, arch)
    DIST.mkdir(exist_ok=True)
    target = DIST / f"{project.APP_ID}_{fields['Version']}_{arch}.deb"
    target.unlink(missing_ok=True)
    say(f"packing {target.name} (zstd)")
    run(
        [
            "dpkg-deb",
            "--root-owner-group",
            "-Zzstd",
            f"-z{os.environ.get('TABLEE_ZSTD_LEVEL', '19')}",
            f"--threads-max={os.cpu_count() or 1}",
            "--build",
            stage,
            target,
        ],
        env=build_env(),
        stdout=subprocess.DEVNULL,
    )
    write_buildinfo(target, fields)
    say(f"built {target} ({target.stat().st_size / 1e6:.1f} MB download,")
    say(f"      {int(fields['Installed-Size']) / 1024:.1f} MiB installed)")
    say(f"Depends: {fields['Depends']}")
    return target


def write_buildinfo(target: Path, fields: dict[str, str]) -> None:
    lines = [f"{key}: {value}" for key, value in tool_versions().items()]
    lines += [
        f"SOURCE_DATE_EPOCH: {project.source_date_epoch()}",
        f"Version: {fields.get('Version', project.version())}",
    ]
    if "Installed-Size" in fields:
        lines.append(f"Installed-Size: {fields['Installed-Size']} KiB")
    lines.append(f"SHA256: {sha256(target)}  {target.name}")
    target.with_name(target.name + ".buildinfo").write_text("\n".join(lines) + "\n")


# --- Windows: Inno Setup ----------------------------------------------------------------------


def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "Inno Setup 6" / "ISCC.exe").exists():
            return str(Path(base) / "Inno Setup 6" / "ISCC.exe")
    return None


def build_windows() -> Path:
    if sys.platform != "win32":
        fail("the Windows installer is built on Windows (see .github/workflows/installers.yml)")
    iscc = find_iscc()
    if iscc is None:
        fail("Inno Setup 6 is needed: https://jrsoftware.org/isdl.php or choco install innosetup")
    bundle = freeze()
    DIST.mkdir(exist_ok=True)
    base = f"{project.APP_ID}-{project.version()}-setup"
    run(
        [
            iscc,
            "/Q",
            f"/DAppVersion={project.version()}",
            "/DFileVersion=" + ".".join(map(str, project.windows_version())),
            f"/DAppId={project.WINDOWS_APP_ID}",
            f"/DSourceDir={bundle}",
            f"/DIconFile={ICONS / 'tablee.ico'}",
            f"/DOutputDir={DIST}",
            f"/DOutputBase={base}",
            PACKAGING / "windows" / "tablee.iss",
        ]
    )
    target = DIST / f"{base}.exe"
    write_buildinfo(target, {})
    say(f"built {target}")
    return target


# --- macOS: .app and .dmg ------------------------------------------------------------------


def build_macos() -> Path:
    if sys.platform != "darwin":
        fail("the macOS disk image is built on macOS (see .github/workflows/installers.yml)")
    freeze()
    app = FROZEN / "Tablee.app"
    if not (app / "Contents" / "Info.plist").exists():
        fail(f"PyInstaller made no {app}")
    staging = GENERATED / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    shutil.copytree(app, staging / app.name, symlinks=True)
    (staging / "Applications").symlink_to("/Applications")
    DIST.mkdir(exist_ok=True)
    target = DIST / f"Tablee-{project.version()}-{platform.machine()}.dmg"
    target.unlink(missing_ok=True)
    run(
        [
            "hdiutil",
            "create",
            "-volname",
            f"Tablée {project.version()}",
            "-srcfolder",
            staging,
            "-fs",
            "HFS+",
            "-format",
            "UDZO",
            "-ov",
            target,
        ]
    )
    write_buildinfo(target, {})
    say(f"built {target}")
    return target


def build_bundle() -> Path:
    bundle = freeze()
    say(f"the frozen app: {bundle / project.APP_ID}")
    return bundle


def deb_build_deps() -> None:
    ensure_deb_build_host()
    say("this machine has what the .deb build needs")


TARGETS = {
    "deb": (build_deb, "Linux .deb: dist/tablee_<version>_<arch>.deb (built and verified here)"),
    "deb-build-deps": (
        deb_build_deps,
        "Linux: install (as root) or list the Debian packages the .deb build needs",
    ),
    "windows": (build_windows, "Windows installer with Inno Setup (built by CI on Windows)"),
    "macos": (build_macos, "macOS Tablee.app in a .dmg (built by CI on macOS)"),
    "bundle": (build_bundle, "the PyInstaller folder only: build/packaging/dist/tablee"),
}


def list_targets() -> None:
    print(f"Tablée {project.version()}: python3 packaging/build.py TARGET\n\nTargets:")
    for name, (_, description) in TARGETS.items():
        print(f"  {name:<15} {description}")


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in TARGETS:
        list_targets()
        return 0 if not argv else 2
    needs_venv = argv[0] != "deb-build-deps"
    if needs_venv and (not os.environ.get(IN_VENV_MARK) or not in_project_venv()):
        enter_project_venv(argv)
    os.umask(0o022)
    TARGETS[argv[0]][0]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
