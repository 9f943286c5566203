"""Drawn art kept on disk between runs, so the home screen opens without redrawing it.

A picture is stored as its raw pixels under the cache folder, named by everything it depends
on (what it shows, its size, the palette, the language) and stamped with the code
that drew it: in a source checkout the newest change to the drawing modules, in an
installed app its executable (a new install, a new stamp). Any failure to read or
write the cache only means drawing again.
"""

from __future__ import annotations

import os
import re
import struct
import sys
from functools import cache
from pathlib import Path

from PySide6.QtGui import QImage, QPixmap

from desktop.shell import paths

# The modules whose drawing ends up in cached pictures.
ART_FOLDERS = ("games", "table")


@cache
def code_stamp() -> str:
    """Changes whenever the code that draws could have changed."""
    if getattr(sys, "frozen", False):
        executable = Path(sys.executable).stat()
        return f"{executable.st_mtime_ns}-{executable.st_size}"
    package = Path(__file__).resolve().parents[1]  # desktop/
    return str(max(_newest_source(str(package / folder)) for folder in ART_FOLDERS))


def _newest_source(folder: str) -> int:
    """The newest modification time of the .py files under `folder` (os.scandir takes
    under half of pathlib's rglob's time, paid at every start from a checkout)."""
    newest = 0
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.is_dir(follow_symlinks=False) and entry.name != "__pycache__":
                newest = max(newest, _newest_source(entry.path))
            elif entry.name.endswith(".py"):
                newest = max(newest, entry.stat().st_mtime_ns)
    return newest


MAGIC = b"TABLEE-ART-1\n"
HEADER = struct.Struct(">IIII")  # width, height, bytes per line, QImage format
# Pixels are kept as they are in memory: decoding a PNG would cost as much as drawing.
PIXEL_FORMAT = QImage.Format.Format_ARGB32_Premultiplied


def _path(parts: tuple) -> Path:
    name = "_".join(str(part) for part in (*parts, code_stamp()))
    return paths.cache_dir() / "art" / (re.sub(r"[^\w.@-]", "-", name) + ".pixels")


def load(parts: tuple, ratio: float) -> QPixmap | None:
    """The picture stored for `parts`, at device pixel `ratio`, or None."""
    try:
        data = _path(parts).read_bytes()
    except OSError:
        return None
    body = data[len(MAGIC) + HEADER.size :]
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + HEADER.size:
        return None
    width, height, stride, pixel_format = HEADER.unpack_from(data, len(MAGIC))
    if pixel_format != PIXEL_FORMAT.value or len(body) != stride * height or not width:
        return None
    image = QImage(body, width, height, stride, PIXEL_FORMAT).copy()  # owns its pixels
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def store(parts: tuple, pixmap: QPixmap) -> None:
    image = pixmap.toImage().convertToFormat(PIXEL_FORMAT)
    header = HEADER.pack(image.width(), image.height(), image.bytesPerLine(), PIXEL_FORMAT.value)
    path = _path(parts)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".part")
        temporary.write_bytes(MAGIC + header + bytes(image.constBits()))
        temporary.replace(path)  # never a half-written picture under the real name
    except OSError:
        pass
