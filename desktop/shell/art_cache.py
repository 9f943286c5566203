"""Drawn art kept on disk between runs, so the home screen opens without redrawing it.

A picture is stored as its raw pixels under the cache folder, named by everything it depends
on (what it shows, its size, the palette, the language) and stamped with the code
that drew it: in a source checkout the newest change to the drawing modules, in an
installed app its executable (a new install, a new stamp). Any failure to read or
write the cache only means drawing again.
"""

from __future__ import annotations

import contextlib
import os
import re
import struct
import sys
from functools import cache
from pathlib import Path

from PySide6.QtGui import QImage, QPixmap

from desktop.shell import paths

# The modules whose drawing ends up in cached pictures (folders and files of desktop/).
ART_SOURCES = ("games", "table", "shell/felt.py", "shell/home.py")


@cache
def code_stamp() -> str:
    """Changes whenever the code that draws could have changed."""
    if getattr(sys, "frozen", False):
        executable = Path(sys.executable).stat()
        return f"{executable.st_mtime_ns}-{executable.st_size}"
    package = Path(__file__).resolve().parents[1]  # desktop/
    return str(max(_newest_source(str(package / source)) for source in ART_SOURCES))


def _newest_source(folder: str) -> int:
    """The newest modification time of the .py files under `folder` (os.scandir takes
    under half of pathlib's rglob's time, paid at every start from a checkout)."""
    if folder.endswith(".py"):
        return os.stat(folder).st_mtime_ns
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
KEPT = 48  # pictures on disk at most: the home's at a few window sizes, and a cloth
LARGEST = 16384  # pixels a side: a header claiming more is not one of ours


def _path(parts: tuple) -> Path:
    return paths.cache_dir() / "art" / (_file_name((*parts, code_stamp())) + ".pixels")


def _file_name(parts: tuple) -> str:
    return re.sub(r"[^\w.@-]", "-", "_".join(str(part) for part in parts))


def load(parts: tuple, ratio: float) -> QPixmap | None:
    """The picture stored for `parts`, at device pixel `ratio`, or None."""
    image = load_image(parts, ratio)
    if image is None:
        return None
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def load_image(parts: tuple, ratio: float) -> QImage | None:
    """The picture stored for `parts` as an image, or None. The pixels are read
    straight into the image's own memory: a whole window's cloth is megabytes, and
    each copy of it costs a millisecond or two before the first frame."""
    try:
        with _path(parts).open("rb") as file:
            head = file.read(len(MAGIC) + HEADER.size)
            if len(head) < len(MAGIC) + HEADER.size or not head.startswith(MAGIC):
                return None
            width, height, stride, pixel_format = HEADER.unpack_from(head, len(MAGIC))
            if pixel_format != PIXEL_FORMAT.value or not 0 < width <= LARGEST:
                return None
            if not 0 < height <= LARGEST:
                return None
            image = QImage(width, height, PIXEL_FORMAT)
            if image.isNull() or image.bytesPerLine() != stride:
                return None
            pixels = memoryview(image.bits()).cast("B")
            if file.readinto(pixels) != stride * height or file.read(1):
                return None  # cut short, or longer than its header says
    except OSError:
        return None
    image.setDevicePixelRatio(ratio)
    return image


def store(parts: tuple, picture: QPixmap | QImage, alone: bool = False) -> None:
    """Keep `picture` for `parts`. `alone`: the only picture kept under `parts[0]`
    (the others, of other sizes or drawn by older code, are removed: a whole
    window's cloth weighs megabytes)."""
    image = picture if isinstance(picture, QImage) else picture.toImage()
    image = image.convertToFormat(PIXEL_FORMAT)
    header = HEADER.pack(image.width(), image.height(), image.bytesPerLine(), PIXEL_FORMAT.value)
    path = _path(parts)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".part")
        temporary.write_bytes(MAGIC + header + bytes(image.constBits()))
        temporary.replace(path)  # never a half-written picture under the real name
        if alone:
            for other in path.parent.glob(_file_name(parts[:1]) + "_*"):
                if other != path:
                    other.unlink(missing_ok=True)
        _prune(path.parent)
    except OSError:
        pass


def _prune(folder: Path) -> None:
    """Keep the folder to the `KEPT` pictures written last: a picture is kept per
    size, and dragging the window's edge goes through dozens of sizes."""
    with os.scandir(folder) as entries:
        pictures = [entry for entry in entries if entry.name.endswith(".pixels")]
    if len(pictures) > KEPT:
        pictures.sort(key=lambda entry: entry.stat().st_mtime_ns)
        for entry in pictures[: len(pictures) - KEPT]:
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
