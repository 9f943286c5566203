#!/usr/bin/env bash
# Smoke test of the Linux package, as a player meets it.
#
#     bash packaging/smoke.sh            # build the .deb, then check it
#     TABLEE_SMOKE_SKIP_BUILD=1 bash packaging/smoke.sh   # check the .deb already in dist/
#     TABLEE_SMOKE_SYSTEM=1 bash packaging/smoke.sh       # also apt-get install it for real
#
# 1. builds dist/tablee_<version>_<arch>.deb (python3 packaging/build.py deb);
# 2. reads the package: fields, zstd members, file list, .desktop entry, icons;
# 3. in a scratch root (dpkg --root), with a player's saves and settings already in
#    its home: installs an older build, starts it, upgrades to this build (a file only
#    the old build had must go), starts the installed /usr/bin/tablee offscreen with
#    --screenshot in English and French and checks the PNG is the home screen, lets
#    three bots play a few moves (the spawn worker process of the frozen app) and checks
#    the match record carries this version, plots with pyqtgraph and numpy inside the
#    installed bundle (the score chart's lazy imports), exports the rules PDF when the app has
#    --export-rules and checks real text is in it, checks `dpkg --verify` (running the
#    app changed none of its files), then removes and purges: the root must be back to
#    what it was and the player's home untouched;
# 4. with TABLEE_SMOKE_SYSTEM=1 (root, apt): apt-get installs the .deb on this system
#    (its Depends must resolve from the archive), runs it, purges it, and checks that
#    nothing of it is left.
#
# Needs root (or fakeroot) for dpkg. Exits non-zero on the first failed check.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
VENV_PY="$ROOT/.venv/bin/python"
CHECK=("$VENV_PY" "$ROOT/packaging/smoke_checks.py")
SIZE=1280x800
WORK=$(mktemp -d "${TMPDIR:-/tmp}/tablee-smoke.XXXXXX")
KEEP=${TABLEE_SMOKE_KEEP:-0}
cleanup() { if [ "$KEEP" = 1 ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi; }
trap cleanup EXIT

step() { printf '\n== %s\n' "$*"; }
ok() { printf 'ok   %s\n' "$*"; }
die() { printf 'FAIL %s\n' "$*" >&2; exit 1; }

if [ "$(id -u)" = 0 ]; then
    DPKG=(dpkg)
elif command -v fakeroot >/dev/null; then
    DPKG=(fakeroot dpkg --force-not-root)
else
    die "dpkg into a scratch root needs root or fakeroot"
fi

# --- 1. build ------------------------------------------------------------------------------
if [ "${TABLEE_SMOKE_SKIP_BUILD:-0}" != 1 ]; then
    step "building the .deb"
    python3 packaging/build.py deb
fi
[ -x "$VENV_PY" ] || die "no .venv: run python3 packaging/build.py deb first"
VERSION=$("$VENV_PY" -c 'import sys; sys.path.insert(0, "packaging"); import project; print(project.version())')
DEBVER=$("$VENV_PY" -c 'import sys; sys.path.insert(0, "packaging"); import project; print(project.debian_version())')
ARCH=$(dpkg --print-architecture)
DEB="$ROOT/dist/tablee_${DEBVER}_${ARCH}.deb"
[ -f "$DEB" ] || die "no $DEB"
ok "package $DEB ($(du -h "$DEB" | cut -f1))"

# --- 2. the package itself -------------------------------------------------------------------
step "reading the package"
field() { dpkg-deb -f "$DEB" "$1"; }
[ "$(field Package)" = tablee ] || die "Package is not tablee"
[ "$(field Version)" = "$DEBVER" ] || die "Version $(field Version) is not $DEBVER (pyproject.toml)"
DEPENDS=$(field Depends)
for wanted in libgl1 libegl1 libfontconfig1 fontconfig fonts-dejavu-core libc6; do
    grep -qw -- "$wanted" <<<"$DEPENDS" || die "Depends lacks $wanted: $DEPENDS"
done
for carried in libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-cursor0 libxkbcommon-x11-0; do
    if grep -qw -- "$carried" <<<"$DEPENDS"; then die "Depends names $carried, which the bundle carries"; fi
done
ok "Depends: $DEPENDS"
MEMBERS=$(ar t "$DEB" | tr '\n' ' ')
[ "$MEMBERS" = "debian-binary control.tar.zst data.tar.zst " ] || die "not zstd-compressed: $MEMBERS"
ok "members: $MEMBERS"
dpkg-deb -c "$DEB" | awk '{print $6}' | sed 's|^\./||; s|/$||' | grep -v '^$' | sort >"$WORK/contents.txt"
OUTSIDE=$(grep -Ev '^(opt|opt/tablee(/.*)?|usr|usr/bin|usr/bin/tablee|usr/share|usr/share/applications(/tablee\.desktop)?|usr/share/icons(/hicolor(/.*)?)?|usr/share/doc(/tablee(/copyright)?)?)$' "$WORK/contents.txt" || true)
[ -z "$OUTSIDE" ] || die "files outside /opt/tablee and the desktop integration: $OUTSIDE"
for size in 16 22 24 32 48 64 128 256 512; do
    grep -qx "usr/share/icons/hicolor/${size}x${size}/apps/tablee.png" "$WORK/contents.txt" \
        || die "no ${size}x${size} icon"
done
grep -qx "usr/share/icons/hicolor/scalable/apps/tablee.svg" "$WORK/contents.txt" || die "no SVG icon"
ok "$(wc -l <"$WORK/contents.txt") entries, all under /opt/tablee, /usr/bin/tablee and usr/share"
if dpkg-deb --ctrl-tarfile "$DEB" | tar -t | grep -Eq 'preinst|postinst|prerm|postrm'; then
    die "the package has maintainer scripts: nothing of the package may run as root at install"
fi
ok "no maintainer scripts"
mkdir -p "$WORK/extract"
dpkg-deb -x "$DEB" "$WORK/extract"
"${CHECK[@]}" desktop-entry "$WORK/extract/usr/share/applications/tablee.desktop"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$WORK/extract/usr/share/applications/tablee.desktop"
    ok "desktop-file-validate"
fi

# --- 3. a scratch root ------------------------------------------------------------------------
R="$WORK/root"
PLAYER="$R/home/player"
mkdir -p "$R/var/lib/dpkg/info" "$R/var/lib/dpkg/updates" "$R/var/lib/dpkg/triggers" "$R/var/log"
touch "$R/var/lib/dpkg/status" "$R/var/lib/dpkg/available"
# a player's settings and saves, from before the package
mkdir -p "$PLAYER/.config/Tablee" "$PLAYER/.local/share/Tablee/autosave" "$PLAYER/.local/share/Tablee/history"
printf '{"language": "fr", "animation_speed": "fast"}\n' >"$PLAYER/.config/Tablee/settings.json"
printf 'not a real match: the package must not care\n' >"$PLAYER/.local/share/Tablee/history/old.tablee"
# dpkg into the scratch root; its complaints about Depends (the scratch root has no
# libc6...) go to a log, shown when a step fails
dpkg_root() {
    if ! "${DPKG[@]}" --root="$R" --log="$R/var/log/dpkg.log" --force-depends "$@" \
        >>"$WORK/dpkg-output.txt" 2>&1; then
        tail -30 "$WORK/dpkg-output.txt" >&2
        die "dpkg $*"
    fi
}
# the folders a real system has, owned by a stand-in for base-files, so that dpkg
# keeps them when tablee goes (as on a real system) and the snapshot sees the rest
BASE="$WORK/scratch-base"
mkdir -p "$BASE/DEBIAN" "$BASE/opt" "$BASE/usr/bin" "$BASE/usr/share/applications" \
    "$BASE/usr/share/icons/hicolor" "$BASE/usr/share/doc"
printf 'Package: scratch-base\nVersion: 1\nArchitecture: all\nMaintainer: smoke <smoke@localhost>\nDescription: folders of the scratch root\n' \
    >"$BASE/DEBIAN/control"
mkdir -p "$BASE/usr/share/doc/scratch-base"  # a file of its own, or dpkg sees it vanish
echo "folders of the smoke test's scratch root" >"$BASE/usr/share/doc/scratch-base/README"
dpkg-deb --root-owner-group --build "$BASE" "$WORK/scratch-base.deb" >/dev/null
dpkg_root -i "$WORK/scratch-base.deb"
"${CHECK[@]}" snapshot "$R" "$WORK/root-before.json" >/dev/null
# the scratch root's dpkg database changes, of course: compare the rest
strip_admin() { "$VENV_PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); json.dump({k:v for k,v in d.items() if not k.startswith(("var/lib/dpkg","var/log","home/"))}, open(sys.argv[2],"w"))' "$1" "$2"; }
strip_admin "$WORK/root-before.json" "$WORK/root-before.sys.json"

# the app as installed, with the player's home
run_app() {
    env -i PATH=/usr/bin:/bin HOME="$PLAYER" QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 \
        XDG_RUNTIME_DIR="$WORK/xdg" "$R/usr/bin/tablee" "$@"
}
mkdir -p "$WORK/xdg" && chmod 700 "$WORK/xdg"

step "an older build, installed first"
OLD="$WORK/old"
dpkg-deb -R "$DEB" "$OLD"
sed -i "s/^Version: .*/Version: ${DEBVER}~smoke0/" "$OLD/DEBIAN/control"
echo "only in the older build" >"$OLD/opt/tablee/_internal/old-build-only.txt"
(cd "$OLD" && md5sum opt/tablee/_internal/old-build-only.txt >>DEBIAN/md5sums)
dpkg-deb --root-owner-group -Zzstd -z1 --build "$OLD" "$WORK/tablee-old.deb" >/dev/null
dpkg_root -i "$WORK/tablee-old.deb"
[ -f "$R/opt/tablee/_internal/old-build-only.txt" ] || die "the older build did not install"
run_app --lang en --screenshot "$WORK/old.png" --size "$SIZE"
ok "older build installed and started ($("${DPKG[@]}" --root="$R" -s tablee | grep '^Version'))"

step "upgrade to this build"
dpkg_root -i "$DEB"
[ "$("${DPKG[@]}" --root="$R" -s tablee | sed -n 's/^Version: //p')" = "$DEBVER" ] || die "not upgraded"
[ ! -e "$R/opt/tablee/_internal/old-build-only.txt" ] || die "the upgrade left a file of the older build"
"${DPKG[@]}" --root="$R" -L tablee | sed 's|^/||' | grep -v '^\.\?$' | sort >"$WORK/listed.txt"
(cd "$R" && find opt/tablee usr/bin/tablee usr/share/applications usr/share/icons/hicolor usr/share/doc/tablee \
    -mindepth 0 | sort) >"$WORK/present.txt"
EXTRA=$(comm -13 "$WORK/listed.txt" "$WORK/present.txt" | grep -v -E '^(usr/share/applications|usr/share/icons/hicolor|usr/share/doc)$' || true)
[ -z "$EXTRA" ] || die "files on disk that the package does not list: $EXTRA"
ok "upgraded to $DEBVER; the files on disk are exactly the package's"

step "the installed app: home screen"
REFERENCE=()
mkdir -p "$WORK/src-config" "$WORK/src-data"
for lang in en fr; do
    run_app --lang "$lang" --screenshot "$WORK/home-$lang.png" --size "$SIZE"
    # the same window rendered from the sources: the frozen app must look the same
    if QT_QPA_PLATFORM=offscreen TABLEE_CONFIG_DIR="$WORK/src-config" TABLEE_DATA_DIR="$WORK/src-data" \
        "$VENV_PY" -m desktop --lang "$lang" --screenshot "$WORK/source-$lang.png" --size "$SIZE" 2>/dev/null; then
        REFERENCE=(--reference "$WORK/source-$lang.png")
    fi
    "${CHECK[@]}" home "$WORK/home-$lang.png" --size "$SIZE" "${REFERENCE[@]}"
done
if cmp -s "$WORK/home-en.png" "$WORK/home-fr.png"; then die "French and English look the same: no translations"; fi
ok "English and French home screens differ (translations bundled)"

step "the installed app: bots play every game (worker process of the frozen app)"
"${CHECK[@]}" games --lang en >"$WORK/games.txt"
while IFS='|' read -r game seats _clause _title; do
    DATA="$WORK/match-data-$game"
    set +e
    env -i PATH=/usr/bin:/bin HOME="$WORK/bot-home" QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 \
        TABLEE_CONFIG_DIR="$WORK/bot-config" TABLEE_DATA_DIR="$DATA" XDG_RUNTIME_DIR="$WORK/xdg" \
        timeout 8 "$R/usr/bin/tablee" --game "$game" --seats "$seats" --seed 1 --size "$SIZE"
    status=$?
    set -e
    [ "$status" = 124 ] || die "$game with bots ($seats) ended by itself (exit $status) within 8 s"
    "${CHECK[@]}" record "$DATA/autosave/current.tablee" --version "$VERSION" --min-actions 1
done <"$WORK/games.txt"
sleep 0.5
if pgrep -f "$R/opt/tablee/tablee" >/dev/null; then die "a bot worker outlived the app"; fi
ok "no process left behind"

step "the installed app: the charts' pyqtgraph and numpy load (imported lazily)"
# The frozen app's pyqtgraph child-process entry point (PyInstaller's hook for
# pyqtgraph.multiprocess) unpickles a target and calls it: pyqtgraph.plot() imports
# pyqtgraph and numpy, makes a QApplication and plots, all inside the installed bundle.
"$VENV_PY" - "$WORK/chart-probe.pickle" <<'PROBE'
import pickle
import sys

import pyqtgraph

target = pickle.dumps(pyqtgraph.plot)
options = {"targetStr": target, "y": [3, 1, 4, 1, 5], "symbol": "o", "title": "probe"}
with open(sys.argv[1], "wb") as out:
    pickle.dump(options, out)
PROBE
INSTALLED=$(readlink -f "$R/opt/tablee")
if ! env -i PATH=/usr/bin:/bin HOME="$WORK/probe-home" QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 \
    XDG_RUNTIME_DIR="$WORK/xdg" "$INSTALLED/tablee" "$INSTALLED/_internal/pyqtgraph/multiprocess/bootstrap.py" \
    <"$WORK/chart-probe.pickle" >"$WORK/chart-probe.log" 2>&1; then
    cat "$WORK/chart-probe.log" >&2
    die "pyqtgraph or numpy does not load in the installed app (the score chart would fail)"
fi
ok "pyqtgraph.plot() ran inside the installed app"

step "the installed app: the rules as PDF"
if run_app --help | grep -q -- '--export-rules'; then
    for lang in fr en; do
        "${CHECK[@]}" games --lang "$lang" >"$WORK/games-$lang.txt"
        while IFS='|' read -r game _seats clause title; do
            run_app --export-rules "$WORK/rules-$game-$lang.pdf" --game "$game" --lang "$lang"
            "${CHECK[@]}" pdf "$WORK/rules-$game-$lang.pdf" --expect "$clause" --expect "$title"
        done <"$WORK/games-$lang.txt"
    done
else
    echo "SKIP the PDF check: this build of tablee has no --export-rules option"
fi

step "dpkg --verify: running the app changed none of its files"
VERIFY=$("${DPKG[@]}" --root="$R" --verify tablee || true)
[ -z "$VERIFY" ] || die "installed files changed: $VERIFY"
ok "all files as packaged"

step "remove and purge"
"${CHECK[@]}" snapshot "$PLAYER" "$WORK/player-before.json" >/dev/null
dpkg_root -r tablee
[ ! -e "$R/opt/tablee" ] || die "/opt/tablee is still there after removal: $(find "$R/opt/tablee" | head)"
[ ! -e "$R/usr/bin/tablee" ] || die "/usr/bin/tablee is still there after removal"
if "${DPKG[@]}" --root="$R" -s tablee 2>/dev/null | grep -q '^Status: .* config-files'; then
    dpkg_root -P tablee  # no conffiles: "remove" already left nothing to purge
fi
"${CHECK[@]}" snapshot "$R" "$WORK/root-after.json" >/dev/null
strip_admin "$WORK/root-after.json" "$WORK/root-after.sys.json"
"${CHECK[@]}" same-snapshot "$WORK/root-before.sys.json" "$WORK/root-after.sys.json"
ls "$R/var/lib/dpkg/info" | grep -q '^tablee' && die "dpkg still has files about tablee"
"${CHECK[@]}" snapshot "$PLAYER" "$WORK/player-after.json" >/dev/null
"${CHECK[@]}" same-snapshot "$WORK/player-before.json" "$WORK/player-after.json"
ok "nothing of the package is left; the player's saves and settings are untouched"

# --- 4. the real system -----------------------------------------------------------------------
if [ "${TABLEE_SMOKE_SYSTEM:-0}" = 1 ]; then
    step "apt-get install on this system"
    [ "$(id -u)" = 0 ] || die "TABLEE_SMOKE_SYSTEM=1 needs root"
    if dpkg -s tablee >/dev/null 2>&1; then die "tablee is already installed here: remove it first"; fi
    find / -xdev \( -path /proc -o -path /sys -o -path /tmp -o -path "$ROOT" -o -path /var/cache -o -path /var/lib/apt \) -prune \
        -o -print 2>/dev/null | sort >"$WORK/system-before.txt"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$DEB" >/dev/null
    [ "$(readlink -f /usr/bin/tablee)" = /opt/tablee/tablee ] || die "/usr/bin/tablee is not the app"
    env -i PATH=/usr/bin:/bin HOME="$WORK/system-home" QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 \
        XDG_RUNTIME_DIR="$WORK/xdg" tablee --screenshot "$WORK/system.png" --size "$SIZE"
    "${CHECK[@]}" home "$WORK/system.png" --size "$SIZE"
    DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq tablee >/dev/null
    find / -xdev \( -path /proc -o -path /sys -o -path /tmp -o -path "$ROOT" -o -path /var/cache -o -path /var/lib/apt \) -prune \
        -o -print 2>/dev/null | sort >"$WORK/system-after.txt"
    LEFT=$(comm -13 "$WORK/system-before.txt" "$WORK/system-after.txt" \
        | grep -E 'tablee|/opt/|hicolor/[0-9]+x|applications/' || true)
    [ -z "$LEFT" ] || die "left on the system after purge: $LEFT"
    ok "installed with its Depends from the archive, started, purged, nothing left"
fi

printf '\nsmoke test passed: %s\n' "$DEB"
