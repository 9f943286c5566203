"""Checks for packaging/smoke.sh: is this screenshot the home screen, does this PDF
hold real text, did the frozen app play and record its version, is a folder unchanged.

    python packaging/smoke_checks.py home PNG [--reference PNG] [--size WxH]
    python packaging/smoke_checks.py pdf PDF --expect TEXT [--expect TEXT ...]
    python packaging/smoke_checks.py record FILE --version V [--min-actions N]
    python packaging/smoke_checks.py snapshot DIR OUT
    python packaging/smoke_checks.py same-snapshot A B
    python packaging/smoke_checks.py desktop-entry FILE
    python packaging/smoke_checks.py games --lang en

`games` prints one line per playable game for the script to loop over:
`id|bot seats|first clause id|first clause title` (e.g. `dumble|bot,bot,bot|DU-1|…`).

Each prints what it found and exits 0 when the check passes, 1 when it fails. The PNG
checks use Qt (QImage) from the project's environment; the PDF check reads the file
with the standard library only (it follows each font's ToUnicode map, as a PDF reader
does), so it needs no poppler.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
import zlib
from pathlib import Path

# --- the home screen -------------------------------------------------------------------------


def _load_image(path: Path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    if image.isNull():
        raise SystemExit(f"FAIL {path}: not a PNG image Qt can read")
    return image.convertToFormat(QImage.Format.Format_RGB32)


def _rgb(image, x: int, y: int) -> tuple[int, int, int]:
    colour = image.pixelColor(x, y)
    return colour.red(), colour.green(), colour.blue()


def _is_felt(rgb: tuple[int, int, int]) -> bool:
    red, green, blue = rgb
    return green > red + 25 and green > blue + 5 and 40 < green < 200


def _is_wood(rgb: tuple[int, int, int]) -> bool:
    red, green, blue = rgb
    return red > green + 15 and green > blue and 50 < red < 230


def check_home(path: Path, reference: Path | None, size: tuple[int, int] | None) -> list[str]:
    """The home screen: a wooden frame round green felt, the cream title at the top, and
    (given a reference rendering from the sources) the same picture."""
    image = _load_image(path)
    width, height = image.width(), image.height()
    problems = []
    if size and (width, height) != size:
        problems.append(f"size {width}x{height}, expected {size[0]}x{size[1]}")
    corners = [(4, height - 4), (width - 5, height - 4)]  # bottom corners: the frame
    if not all(_is_wood(_rgb(image, x, y)) for x, y in corners):
        problems.append("no wooden frame in the bottom corners")
    felt = [(int(width * fx), int(height * fy)) for fx in (0.1, 0.9) for fy in (0.35, 0.6, 0.85)]
    felt_hits = sum(_is_felt(_rgb(image, x, y)) for x, y in felt)
    if felt_hits < len(felt) - 1:
        problems.append(f"no green felt ({felt_hits}/{len(felt)} sample points)")
    band = [
        _rgb(image, x, y)
        for x in range(int(width * 0.35), int(width * 0.65), 3)
        for y in range(int(height * 0.1), int(height * 0.25), 3)
    ]
    light = sum(1 for red, green, blue in band if min(red, green, blue) > 200)
    if light < len(band) * 0.04:
        problems.append("no light title text at the top")
    if reference is not None:
        problems += compare_images(image, _load_image(reference))
    return problems


def compare_images(image, reference) -> list[str]:
    if (image.width(), image.height()) != (reference.width(), reference.height()):
        return ["not the size of the reference rendering"]
    step, total, count, far = 2, 0, 0, 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            a, b = _rgb(image, x, y), _rgb(reference, x, y)
            difference = max(abs(a[i] - b[i]) for i in range(3))
            total += difference
            far += difference > 64
            count += 1
    mean = total / count
    print(f"  against the reference: mean difference {mean:.2f}/255, {far / count:.2%} far off")
    if mean > 6 or far / count > 0.03:
        return [f"differs from the reference rendering (mean {mean:.1f}, {far / count:.1%})"]
    return []


# --- PDF text ----------------------------------------------------------------------------------

_OBJECT = re.compile(rb"(\d+)\s+(\d+)\s+obj\b(.*?)\bendobj", re.DOTALL)
_STREAM = re.compile(rb"stream\r?\n(.*?)\r?\n?endstream", re.DOTALL)


def _pdf_objects(data: bytes) -> dict[int, tuple[bytes, bytes | None]]:
    """object number -> (dictionary text, decoded stream or None)."""
    objects = {}
    for match in _OBJECT.finditer(data):
        body = match.group(3)
        stream = _STREAM.search(body)
        content = None
        head = body
        if stream:
            head = body[: stream.start()]
            content = stream.group(1)
            if b"/FlateDecode" in head:
                try:
                    content = zlib.decompress(content)
                except zlib.error:
                    content = zlib.decompressobj().decompress(content)
        objects[int(match.group(1))] = (head, content)
    return objects


def _hex_units(text: bytes, width: int) -> list[int]:
    digits = re.sub(rb"\s", b"", text)
    return [int(digits[i : i + width], 16) for i in range(0, len(digits) - width + 1, width)]


def _parse_cmap(cmap: bytes) -> tuple[dict[int, str], int]:
    mapping: dict[int, str] = {}
    width = 4
    ranges = re.search(rb"begincodespacerange\s*<([0-9A-Fa-f]+)>", cmap)
    if ranges:
        width = len(ranges.group(1))

    def text(hexa: bytes) -> str:
        return "".join(chr(unit) for unit in _hex_units(hexa, 4))

    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.DOTALL):
        for source, target in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>", block):
            mapping[int(source, 16)] = text(target)
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.DOTALL):
        for first, last, target in re.findall(
            rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]*>|\[[^\]]*\])", block
        ):
            low, high = int(first, 16), int(last, 16)
            if target.startswith(b"["):
                for offset, item in enumerate(re.findall(rb"<([0-9A-Fa-f]*)>", target)):
                    mapping[low + offset] = text(item)
            else:
                start = _hex_units(target[1:-1], 4)
                for offset in range(high - low + 1):
                    mapping[low + offset] = "".join(map(chr, [*start[:-1], start[-1] + offset]))
    return mapping, width


def pdf_text(path: Path) -> str:
    """The text a reader would copy out of the PDF (fonts' ToUnicode maps applied)."""
    data = path.read_bytes()
    if not data.startswith(b"%PDF-"):
        raise SystemExit(f"FAIL {path}: not a PDF file")
    objects = _pdf_objects(data)
    cmaps = {}
    for number, (head, _) in objects.items():
        found = re.search(rb"/ToUnicode\s+(\d+)\s+0\s+R", head)
        if found and int(found.group(1)) in objects:
            cmap_stream = objects[int(found.group(1))][1] or b""
            cmaps[number] = _parse_cmap(cmap_stream)
    fonts: dict[bytes, int] = {}
    for head, _ in objects.values():
        for resources in re.findall(rb"/Font\s*<<(.*?)>>", head, re.DOTALL):
            for name, number in re.findall(rb"/([\w.+-]+)\s+(\d+)\s+0\s+R", resources):
                fonts[name] = int(number)
    pieces = []
    for head, content in objects.values():
        if content is None or b"/Subtype" in head or b"BT" not in content:
            continue
        mapping, width = {}, 4
        # Qt places glyphs one by one (`dx 0 Td <glyph> Tj`): a move down, a new text
        # object or a new line starts a new word; moves along the line do not.
        for token in re.finditer(
            rb"/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>"
            rb"|[-\d.]+\s+([-\d.]+)\s+T[dD]\b|(T\*|ET|')",
            content,
        ):
            if token.group(1) is not None:
                mapping, width = cmaps.get(fonts.get(token.group(1), -1), ({}, 4))
            elif token.group(2) is not None:
                pieces.append(
                    "".join(mapping.get(unit, "") for unit in _hex_units(token.group(2), width))
                )
            elif token.group(3) is None or float(token.group(3)) != 0:
                pieces.append(" ")
    return re.sub(r"\s+", " ", "".join(pieces))


def check_pdf(path: Path, expected: list[str]) -> list[str]:
    data = path.read_bytes()
    problems = []
    if b"/FontFile2" not in data and b"/FontFile3" not in data and b"/FontFile" not in data:
        problems.append("no embedded font")
    text = pdf_text(path)
    pages = len(re.findall(rb"/Type\s*/Page\b", data))
    print(f"  {pages} pages, {len(text)} characters of text: {text[:100]!r}...")
    normalised = text.replace("\u2019", "'").casefold()
    for word in expected:
        if word.replace("\u2019", "'").casefold() not in normalised:
            problems.append(f"the text {word!r} is not in the PDF")
    return problems


# --- the match record --------------------------------------------------------------------------


def check_record(path: Path, version: str, min_actions: int) -> list[str]:
    if not path.exists():
        return [f"no match record at {path}"]
    record = json.loads(path.read_text(encoding="utf-8"))
    actions = record.get("actions", [])
    print(f"  app_version {record.get('app_version')!r}, {len(actions)} actions played")
    problems = []
    if record.get("app_version") != version:
        problems.append(f"the app says version {record.get('app_version')!r}, not {version!r}")
    if len(actions) < min_actions:
        problems.append(f"only {len(actions)} actions: the bots did not play")
    return problems


# --- folders ------------------------------------------------------------------------------------


def snapshot(folder: Path) -> dict[str, str]:
    """Every entry under `folder`: files by content hash, links by target, folders."""
    entries = {}
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder).as_posix()
        if path.is_symlink():
            entries[relative] = "link:" + os.readlink(path)
        elif path.is_dir():
            entries[relative] = "dir"
        else:
            entries[relative] = hashlib.sha256(path.read_bytes()).hexdigest()
    return entries


def compare_snapshots(before: dict[str, str], after: dict[str, str]) -> list[str]:
    problems = []
    for name in sorted(set(before) | set(after)):
        if name not in after:
            problems.append(f"gone: {name}")
        elif name not in before:
            problems.append(f"new: {name}")
        elif before[name] != after[name]:
            problems.append(f"changed: {name}")
    return problems


# --- the .desktop entry --------------------------------------------------------------------------


def check_desktop_entry(path: Path) -> list[str]:
    fields = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        key, sep, value = line.partition("=")
        if sep:
            fields[key.strip()] = value.strip()
    problems = []
    for key in ("Name", "Name[fr]", "Comment", "Comment[fr]", "GenericName[fr]"):
        if not fields.get(key):
            problems.append(f"no {key}")
    if fields.get("Exec", "").split()[:1] != ["tablee"]:
        problems.append("Exec does not start tablee")
    if fields.get("Icon") != "tablee":
        problems.append("Icon is not tablee")
    if fields.get("Comment") == fields.get("Comment[fr]"):
        problems.append("the French comment is the English one")
    return problems


def game_lines(lang: str) -> list[str]:
    """For each playable game: its id, bot seats for a count it is played by, and its
    rules' first clause (id and title) in `lang`."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import project

    sys.path.insert(0, str(project.ROOT))
    from rules_engine.core.registry import get_game

    lines = []
    for game_id in project.playable_games():
        counts = get_game(game_id).player_counts
        seats = ",".join(["bot"] * min(counts, key=lambda count: (abs(count - 3), count)))
        rules = (project.ROOT / "seeds" / f"{game_id}.{lang}.md").read_text(encoding="utf-8")
        heading = re.search(r"^### ([A-Z]+-\d+) · (.+)$", rules, re.MULTILINE)
        clause, title = heading.groups() if heading else ("", "")
        lines.append(f"{game_id}|{seats}|{clause}|{title.strip()}")
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="smoke-test checks")
    sub = parser.add_subparsers(dest="check", required=True)
    home = sub.add_parser("home")
    home.add_argument("png", type=Path)
    home.add_argument("--reference", type=Path)
    home.add_argument("--size")
    pdf = sub.add_parser("pdf")
    pdf.add_argument("pdf", type=Path)
    pdf.add_argument("--expect", action="append", default=[])
    record = sub.add_parser("record")
    record.add_argument("file", type=Path)
    record.add_argument("--version", required=True)
    record.add_argument("--min-actions", type=int, default=1)
    snap = sub.add_parser("snapshot")
    snap.add_argument("folder", type=Path)
    snap.add_argument("out", type=Path)
    same = sub.add_parser("same-snapshot")
    same.add_argument("before", type=Path)
    same.add_argument("after", type=Path)
    entry = sub.add_parser("desktop-entry")
    entry.add_argument("file", type=Path)
    games = sub.add_parser("games")
    games.add_argument("--lang", default="en")
    args = parser.parse_args(argv)

    if args.check == "games":
        print("\n".join(game_lines(args.lang)))
        return 0

    if args.check == "home":
        size = tuple(int(part) for part in args.size.split("x")) if args.size else None
        problems = check_home(args.png, args.reference, size)
        subject = str(args.png)
    elif args.check == "pdf":
        problems, subject = check_pdf(args.pdf, args.expect), str(args.pdf)
    elif args.check == "record":
        problems = check_record(args.file, args.version, args.min_actions)
        subject = str(args.file)
    elif args.check == "snapshot":
        args.out.write_text(json.dumps(snapshot(args.folder), indent=0, sort_keys=True))
        print(f"  snapshot of {args.folder}: {args.out}")
        return 0
    elif args.check == "same-snapshot":
        before = json.loads(args.before.read_text())
        after = json.loads(args.after.read_text())
        problems, subject = compare_snapshots(before, after), f"{args.before} vs {args.after}"
    else:
        problems, subject = check_desktop_entry(args.file), str(args.file)
    if problems:
        print(f"FAIL {subject}:\n  " + "\n  ".join(problems[:40]))
        return 1
    print(f"ok   {subject}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
