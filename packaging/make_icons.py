"""Render Tablée's icon (`resources/tablee.svg`) for the installers.

    python packaging/make_icons.py OUTDIR

writes, from the one SVG:

    OUTDIR/hicolor/<N>x<N>/apps/tablee.png   N = 16, 22, 24, 32, 48, 64, 128, 256, 512
    OUTDIR/hicolor/scalable/apps/tablee.svg
    OUTDIR/tablee.ico                        Windows: 16..256, PNG-compressed entries
    OUTDIR/tablee.icns                       macOS: 16..1024, PNG entries

Nothing binary is committed: the build calls this. The output is byte-for-byte the same
from one run to the next (Qt writes no time stamp into PNG files).
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "tablee.svg"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size (Apple's "icns" format).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a size x size PNG with a transparent background."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        render_png.app = QGuiApplication([])  # kept alive for the next calls
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not an SVG image Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise SystemExit("Qt could not write a PNG image")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG-compressed image per size (Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: big-endian type and length, then PNG data, per entry."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(outdir: Path, svg: Path = SVG) -> dict[str, Path]:
    """Writes every icon into `outdir`; returns the main files by kind."""
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(svg, size) for size in sizes}
    for size in HICOLOR_SIZES:
        target = outdir / "hicolor" / f"{size}x{size}" / "apps" / "tablee.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
    scalable = outdir / "hicolor" / "scalable" / "apps" / "tablee.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    ico = outdir / "tablee.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = outdir / "tablee.icns"
    icns.write_bytes(icns_bytes(pngs))
    return {"hicolor": outdir / "hicolor", "ico": ico, "icns": icns, "svg": scalable}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    made = make_icons(Path(argv[0]))
    for kind, path in made.items():
        print(f"{kind}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
