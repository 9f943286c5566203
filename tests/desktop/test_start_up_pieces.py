"""The pieces that keep start-up quick: the home pictures' disk cache, the fast PNG
writer of `--screenshot`, and the light start (the engine's rules, the table page and
the bots' worker are loaded only when a match needs them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zlib

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from desktop.shell import art_cache, game_pictures
from desktop.shell.home import HomePage
from desktop.tools.png import png_bytes, save_png


def test_a_picture_comes_back_from_the_disk_cache_pixel_for_pixel(qapp, tmp_path):
    pixmap = QPixmap(40, 30)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(200, 40, 40, 180))
    painter.drawEllipse(2, 2, 30, 20)
    painter.end()
    parts = ("test", 40, 30, 1.0, "classic", "fr")
    art_cache.store(parts, pixmap)
    loaded = art_cache.load(parts, 1.0)
    assert loaded is not None
    assert loaded.toImage() == pixmap.toImage().convertToFormat(art_cache.PIXEL_FORMAT)
    assert art_cache.load(("test", 40, 30, 1.0, "classic", "en"), 1.0) is None  # another key


def test_a_damaged_cache_file_means_drawing_again(qapp):
    parts = ("damaged", 10, 10, 1.0, "classic", "en")
    pixmap = QPixmap(10, 10)
    pixmap.fill(QColor("red"))
    art_cache.store(parts, pixmap)
    path = art_cache._path(parts)
    path.write_bytes(path.read_bytes()[:-7])  # cut short
    assert art_cache.load(parts, 1.0) is None
    path.write_bytes(b"not a picture at all")
    assert art_cache.load(parts, 1.0) is None


def test_home_pictures_depend_on_language_and_palette(qapp, monkeypatch):
    """The Dumble picture shows court cards, whose letters change with the language."""
    drawn = []
    monkeypatch.setattr(game_pictures, "_pictures", {})
    monkeypatch.setattr(
        game_pictures,
        "_draw_picture",
        lambda game_id, size, ratio: drawn.append(game_id) or QPixmap(size),
    )
    size = QSize(50, 40)
    monkeypatch.setattr(game_pictures, "current_language", lambda: "en")
    game_pictures.game_picture("dumble", size)
    game_pictures.game_picture("dumble", size)
    assert drawn == ["dumble"]  # kept in memory
    game_pictures._pictures.clear()
    game_pictures.game_picture("dumble", size)
    assert drawn == ["dumble"]  # and on disk
    monkeypatch.setattr(game_pictures, "current_language", lambda: "fr")
    game_pictures.game_picture("dumble", size)
    assert drawn == ["dumble", "dumble"]


def read_png(data: bytes) -> tuple[tuple[int, int, int, int, int], bytes]:
    """(IHDR fields, decompressed rows) of a PNG, checking every chunk's CRC."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, header, idat = 8, None, b""
    while position < len(data):
        length = int.from_bytes(data[position : position + 4], "big")
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        crc = int.from_bytes(data[position + 8 + length : position + 12 + length], "big")
        assert zlib.crc32(kind + body) == crc
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    fields = (int.from_bytes(header[0:4], "big"), int.from_bytes(header[4:8], "big"), *header[8:11])
    return fields, zlib.decompress(idat)


def test_the_screenshot_png_is_standard_and_exact(qapp, tmp_path):
    image = QImage(7, 5, QImage.Format.Format_ARGB32)  # odd width: rows are padded in memory
    for x in range(7):
        for y in range(5):
            image.setPixelColor(x, y, QColor(x * 30, y * 50, (x * y * 13) % 256))
    (width, height, depth, colour, _), rows = read_png(png_bytes(image))
    assert (width, height, depth, colour) == (7, 5, 8, 2)
    assert len(rows) == 5 * (1 + 7 * 3) and rows[0] == 0
    path = tmp_path / "shot.png"
    save_png(image, path)
    assert QImage(str(path)) == image.convertToFormat(QImage.Format.Format_RGB32)
    assert not list(tmp_path.glob("*.part"))


def test_the_home_screen_loads_no_rules_table_or_bots(tmp_path):
    """What `tablee` imports before its home screen is up: not the games' rules, not the
    table page or a scene, not the bots' worker, not the chart library; and from the
    second start on (the home's pictures come from the disk cache), not the pictures'
    drawing code or the animation queue either."""
    script = (
        "import json, sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from desktop.shell.main_window import MainWindow\n"
        "window = MainWindow()\n"
        "window.show()\n"
        "app.processEvents()\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        TABLEE_CONFIG_DIR=str(tmp_path / "config"),
        TABLEE_DATA_DIR=str(tmp_path / "data"),
    )
    from desktop.games import playable_games

    scenes = [f"desktop.games.{game_id}.scene" for game_id in playable_games()]
    never = (
        *scenes,
        "desktop.table.scene",
        "rules_engine.games.dumble.game",
        "rules_engine.games.doubles_dread.game",
        "rules_engine.core.protocol",
        "desktop.shell.table_page",
        "desktop.games.dumble.scene",
        "desktop.match.bot_worker",
        "desktop.match.session",
        "multiprocessing",
        "pyqtgraph",
    )
    pictures = [f"desktop.games.{game_id}.picture" for game_id in playable_games()]
    for start, heavy_ones in (
        ("first", never),
        ("later", (*never, *pictures, "desktop.table.piece", "desktop.table.animator")),
    ):
        result = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
        )
        assert result.returncode == 0, result.stderr
        loaded = set(json.loads(result.stdout.strip().splitlines()[-1]))
        for heavy in heavy_ones:
            assert heavy not in loaded, (start, heavy)


def test_the_home_pictures_follow_the_colour_blind_palette(qtbot, monkeypatch):
    from desktop.table.theme import set_colour_blind

    drawn = []
    monkeypatch.setattr(game_pictures, "_pictures", {})
    monkeypatch.setattr(
        game_pictures,
        "_draw_picture",
        lambda game_id, size, ratio: (
            drawn.append(game_pictures.current_theme().name) or QPixmap(size)
        ),
    )
    page = HomePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    assert drawn and set(drawn) == {"classic"}
    try:
        set_colour_blind(True)
        assert "colour_blind" in drawn
    finally:
        set_colour_blind(False)


def test_the_home_sizes_nothing_before_its_first_resize(qtbot, monkeypatch):
    """The banners are set while the window is built, at the page's default size: the
    tiles wait for the first resize event before fitting their names (each size
    measured loads a font) and styling their buttons."""
    from desktop.shell import home

    measured = []
    real = home.name_width
    monkeypatch.setattr(
        home, "name_width", lambda text, pixels: measured.append(pixels) or real(text, pixels)
    )
    page = HomePage()
    qtbot.addWidget(page)
    page.set_resume_info("Dumble")
    page.set_notice(None)
    page.retranslate()
    assert measured == []
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    assert measured and min(measured) > 10  # fitted once, at the page's real size


def cloth_files() -> list:
    return sorted((art_cache.paths.cache_dir() / "art").glob("home-cloth_*"))


def shown_home(qtbot, width: int, height: int) -> HomePage:
    page = HomePage()
    qtbot.addWidget(page)
    page.resize(width, height)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_the_home_opens_on_the_cloth_kept_when_the_window_closed(qtbot):
    """The cloth painted at the size the window closed at is kept on disk, and the
    next start at that size shows it without painting it, pixel for pixel."""
    painted = shown_home(qtbot, 1000, 700)
    painted.grab()  # (a size's very first frame may set its letters a pixel apart)
    first = painted.grab().toImage()
    assert not painted._cloth_on_disk
    painted.keep_cloth()
    assert len(cloth_files()) == 1
    again = shown_home(qtbot, 1000, 700)
    assert again.grab().toImage() == first
    assert again._cloth_on_disk  # read back, not painted
    other = shown_home(qtbot, 900, 640)  # another size: painted, and kept alone
    other.grab()
    assert not other._cloth_on_disk
    other.keep_cloth()
    assert len(cloth_files()) == 1


def test_a_damaged_or_foreign_cloth_is_painted_again(qtbot):
    page = shown_home(qtbot, 800, 600)
    page.grab()  # (a size's very first frame may set its letters a pixel apart)
    page.keep_cloth()
    path = cloth_files()[0]
    whole = path.read_bytes()
    expected = shown_home(qtbot, 800, 600).grab().toImage()
    for damaged in (whole[:-9], whole + b"x", b"not a picture", whole[:20]):
        path.write_bytes(damaged)
        page = shown_home(qtbot, 800, 600)
        assert page.grab().toImage() == expected
        assert not page._cloth_on_disk
    head = len(art_cache.MAGIC)
    huge = whole[:head] + art_cache.HEADER.pack(10**6, 10**6, 4 * 10**6, 0) + whole[head + 16 :]
    path.write_bytes(huge)  # a header claiming a picture a million pixels a side
    assert art_cache.load_image(("home-cloth",), 1.0) is None


def test_closing_the_window_keeps_its_cloth(window, qtbot):
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    assert cloth_files() == []
    window.close()
    assert len(cloth_files()) == 1


def test_the_disk_cache_keeps_the_pictures_written_last(qapp, monkeypatch):
    """Dragging the window's edge draws the home's pictures at dozens of sizes: the
    cache keeps the last `KEPT` of them, not every one."""
    monkeypatch.setattr(art_cache, "KEPT", 5)
    pixmap = QPixmap(4, 4)
    pixmap.fill(QColor("blue"))
    for width in range(12):
        art_cache.store(("picture", width), pixmap)
        os.utime(art_cache._path(("picture", width)), ns=(width * 10**9, width * 10**9))
    kept = sorted((art_cache.paths.cache_dir() / "art").glob("*.pixels"))
    assert len(kept) == 5
    assert art_cache.load(("picture", 11), 1.0) is not None  # the last ones stay
    assert art_cache.load(("picture", 0), 1.0) is None


def test_the_start_up_ratio_is_the_median_of_the_paired_runs():
    """The host's speed swings: here it slows by half for the last three pairs. Six
    pairs' ratio is 1.4 whatever the moment, one pair's app start was slow (1.88); the
    ratio of the two medians (1.88 too, on these times) sets a fast moment's bare
    window against that one slow app start."""
    from desktop.tools.bench import startup_figures

    bare = [0.16, 0.16, 0.16, 0.16, 0.24, 0.24, 0.24]
    app = [time * 1.4 for time in bare]
    app[3] = 0.30  # one pair whose app start was slower than the rest
    figures = startup_figures(app, bare)
    assert figures["ratio"] == 1.4
    assert figures["ratio_of_medians"] == round(0.30 / 0.16, 2)
    pairs = zip(app, bare, strict=True)
    assert figures["paired_ratios"] == sorted(round(a / b, 2) for a, b in pairs)
    assert figures["runs"] == 7
