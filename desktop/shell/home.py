"""The welcome screen: a card table with one tile per playable game.

Everything is sized from the window (see `scale_for`), so the page reads the same on a
1024 x 700 laptop and on a 4K monitor: fonts are pixel sizes computed in `resizeEvent`,
never fixed point sizes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QImage,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.games import playable_games
from desktop.shell import art_cache
from desktop.shell.felt import (
    CREAM,
    INK,
    ShadowedTitle,
    felt_grain,
    ghost_style,
    paint_soft_shadow,
    paint_table,
    primary_style,
    sans_font,
    serif_font,
    set_text_colour,
)
from desktop.shell.game_pictures import game_picture
from desktop.shell.home_banners import NoticeBanner, ResumeBanner
from desktop.shell.i18n import game_name, game_summary
from desktop.table.text import Retranslating
from desktop.table.theme import theme_notifier
from rules_engine.core.catalogue import CATALOGUE, entry

# The home's cloth kept on disk (`HomePage.keep_cloth`): one, the last window size's.
CLOTH_KEY = ("home-cloth",)
TILE_WIDTH = 320  # at scale 1 (a 1280 x 800 window)
TILE_HEIGHT = 400
PICTURE_HEIGHT = 190
TILE_GAP = 32
# Height of everything but the tiles at scale 1: margins, title, tagline, the open button
# and the spaces between them (the resume banner's height is added when it shows).
CHROME_HEIGHT = 330


def learn_style(scale: float) -> str:
    """The tile's Learn: quieter than Play, in the card's ink."""
    return f"""
        QPushButton {{
            color: {INK.name()}; background: transparent;
            border: {max(1, round(scale))}px solid {INK.name()};
            border-radius: {round(10 * scale)}px;
            padding: {round(8 * scale)}px {round(14 * scale)}px;
        }}
        QPushButton:hover {{ background: rgba(0, 0, 0, 18); }}
        QPushButton:focus {{ border-color: #c99b35; }}
    """


_name_widths: dict[tuple[str, int], int] = {}


def name_width(text: str, pixels: float) -> int:
    """How wide a tile's game name is at `pixels` (the serif, bold), kept: the tiles
    ask again at every layout pass and language change."""
    key = (text, max(1, round(pixels)))
    if key not in _name_widths:
        font = serif_font(pixels, bold=True)
        _name_widths[key] = QFontMetrics(font).horizontalAdvance(text)
    return _name_widths[key]


_faces: dict[tuple, QPixmap] = {}


def card_face(size: QSize, scale: float, ratio: float) -> QPixmap:
    """A tile's face, cream shading to parchment inside a thin gold-brown edge: drawn once
    per size and shared by the tiles (a rounded, shaded rectangle is slow to fill, and
    the tiles repaint whenever one lifts)."""
    key = (size.width(), size.height(), scale, ratio)
    if key not in _faces:
        pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, size.width(), size.height()).adjusted(0.5, 0.5, -0.5, -0.5)
        radius = 16 * scale
        face = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        face.setColorAt(0.0, QColor("#fffcf3"))
        face.setColorAt(1.0, QColor("#f1e8d2"))
        painter.setPen(QPen(QColor("#c9b88f"), max(1.0, scale)))
        painter.setBrush(face)
        painter.drawRoundedRect(rect, radius, radius)
        painter.end()
        if len(_faces) > 8:  # a window being resized passes through many sizes
            _faces.clear()
        _faces[key] = pixmap
    return _faces[key]


def scale_for(size: QSize) -> float:
    """One number that sizes everything: 1.0 for a 1280 x 800 window, limited by the
    shorter side so nothing overflows a wide but short window."""
    return max(0.6, min(size.height() / 800, size.width() / 1280, 4.0))


# -- widgets --------------------------------------------------------------------------------


class GameTile(Retranslating, QWidget):
    """One game as a playing card: its picture, name, one-line summary and Play, or
    "Coming soon" (and no Play) for a game of the catalogue whose table is not built."""

    play_clicked = Signal(str)
    learn_clicked = Signal(str)  # its guided first match (desktop/tutorial)

    def __init__(self, game_id: str, parent: QWidget | None = None, playable: bool = True):
        super().__init__(parent)
        self.game_id = game_id
        self.playable = playable
        self._scale = 1.0
        self._scaled = False  # no size from the page yet: nothing to fit or draw
        self._picture_key: tuple[int, int, float] | None = None
        self.picture = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.name_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.summary_label = QLabel(alignment=Qt.AlignmentFlag.AlignHCenter)
        self.summary_label.setWordWrap(True)
        self.summary_label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        for label in (self.name_label, self.summary_label):
            set_text_colour(label, INK)
        self.play_button = QPushButton()
        self.play_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play_button.clicked.connect(self._play)
        layout = QVBoxLayout(self)
        layout.addWidget(self.picture)
        layout.addWidget(self.name_label)
        layout.addWidget(self.summary_label, 1)
        from desktop.tutorial import has_lesson

        self.learn_button = QPushButton()
        self.learn_button.setObjectName(f"learn_{game_id}")
        self.learn_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.learn_button.clicked.connect(lambda: self.learn_clicked.emit(self.game_id))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.learn_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.coming_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.coming_label.setObjectName("comingSoon")
        set_text_colour(self.coming_label, INK)
        layout.addWidget(self.coming_label, 0, Qt.AlignmentFlag.AlignHCenter)
        self.play_button.setVisible(playable)
        self.learn_button.setVisible(playable and has_lesson(game_id))
        self.coming_label.setVisible(not playable)
        self.hovered = False  # lifts the card: its shadow (painted by the page) grows
        if playable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.retranslate()  # sizes come from the page (`apply_scale`)
        theme_notifier().changed.connect(self._palette_changed)

    def retranslate(self) -> None:
        game = entry(self.game_id)  # its name and summary, without loading its rules
        self.name_label.setText(game_name(game))
        if self._scaled:  # before, `apply_scale` fits it (measuring text loads fonts)
            self._fit_name()
        self.summary_label.setText(game_summary(game))
        self.play_button.setText(self.tr("Play"))
        self.learn_button.setText(self.tr("Learn"))
        self.learn_button.setToolTip(
            self.tr("Learn {game} in a guided first match").format(game=game_name(game))
        )
        self.coming_label.setText(self.tr("Coming soon"))
        self.play_button.setToolTip(
            self.tr("Start a new match of {game}").format(game=game_name(game))
        )
        self._picture_key = None
        self._refresh_picture()

    def apply_scale(self, scale: float) -> None:
        self._scale = scale
        self._scaled = True
        self.setFixedSize(round(TILE_WIDTH * scale), round(TILE_HEIGHT * scale))
        margin = round(14 * scale)
        self.layout().setContentsMargins(margin, margin, margin, round(18 * scale))
        self.layout().setSpacing(round(8 * scale))
        self._fit_name()
        self.summary_label.setFont(sans_font(15 * scale))
        self.play_button.setFont(sans_font(18 * scale, bold=True))
        self.play_button.setStyleSheet(primary_style(scale))
        self.play_button.setMinimumWidth(round(120 * scale))
        self.learn_button.setFont(sans_font(18 * scale))
        self.learn_button.setStyleSheet(learn_style(scale))
        self.coming_label.setFont(sans_font(17 * scale, bold=True))
        self._refresh_picture()

    def _fit_name(self) -> None:
        """The game's name on one line at the card's width: a long name ("Enchères de
        Stonehenge") gets a smaller type rather than being cut."""
        room = (TILE_WIDTH - 36) * self._scale
        pixels = 30 * self._scale
        text = self.name_label.text()
        # The width grows with the type's size: the sizes that the width at the first
        # one says are too wide by a tenth or more are not measured (each size measured
        # loads a font of its own: the slow part of start-up's tiles).
        first = name_width(text, pixels)
        while pixels > 10 and first * pixels / (30 * self._scale) > room * 1.1:
            pixels *= 0.94
        while pixels > 10 and name_width(text, pixels) > room:
            pixels *= 0.94
        self.name_label.setFont(serif_font(pixels, bold=True))

    def shadow_geometry(self) -> tuple[float, float, float]:
        """(corner radius, blur, drop) of the shadow under the card, by its state."""
        lift = 1.5 if self.hovered else 1.0
        return 16 * self._scale, 30 * self._scale * lift, 6 * self._scale * lift

    def _refresh_picture(self) -> None:
        """Draw the picture for the card's size, once it is on screen (drawing is the
        slow part of start-up: not for sizes the card only passes through)."""
        if not self.isVisible():
            return
        width = round((TILE_WIDTH - 28) * self._scale)
        height = round(PICTURE_HEIGHT * self._scale)
        ratio = self.devicePixelRatioF()
        key = (width, height, ratio)
        if key == self._picture_key:
            return
        self._picture_key = key
        self.picture.setFixedSize(width, height)
        self.picture.setPixmap(game_picture(self.game_id, QSize(width, height), ratio))

    def showEvent(self, event) -> None:
        self._refresh_picture()
        super().showEvent(event)

    def _palette_changed(self, _theme) -> None:
        """The colour-blind palette recolours the picture's cards and pawns."""
        self._picture_key = None
        self._refresh_picture()

    def _play(self) -> None:
        if self.playable:  # a game still to come takes no click
            self.play_clicked.emit(self.game_id)

    def mouseReleaseEvent(self, event) -> None:
        """The whole card is a target, not only its button: easier to hit."""
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self._play()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def enterEvent(self, event) -> None:
        self._set_hovered(self.playable)  # a game to come does not lift
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self._set_hovered(False)
        super().leaveEvent(event)

    def _set_hovered(self, hovered: bool) -> None:
        self.hovered = hovered
        parent = self.parentWidget()
        if parent is not None:  # the page repaints the cloth and shadow around the card
            margin = round(70 * self._scale)
            parent.update(self.geometry().adjusted(-margin, -margin, margin, margin))

    def paintEvent(self, event) -> None:
        face = card_face(self.size(), self._scale, self.devicePixelRatioF())
        QPainter(self).drawPixmap(0, 0, face)


class HomePage(Retranslating, QWidget):
    """The welcome screen: title, the resume banner, the game tiles, open a save."""

    new_game_requested = Signal(str)  # game id
    learn_requested = Signal(str)  # game id: its lesson
    resume_requested = Signal()
    open_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._scale = 1.0
        self._tile_scale = 1.0
        self._columns = 0
        self._sized = False  # set by the first resize event: sizes wait for it
        self._cloth_cache: tuple[tuple, QImage] | None = None
        self._cloth_on_disk = False  # whether the cloth in memory is the one kept on disk
        self.title = ShadowedTitle(CREAM)
        self.tagline = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.tagline.setWordWrap(True)
        set_text_colour(self.tagline, QColor("#cfe0d2"))
        self.resume_banner = ResumeBanner()
        self.resume_banner.resume_clicked.connect(self.resume_requested)
        self.resume_banner.hide()
        self.notice_banner = NoticeBanner()
        self.notice_banner.hide()
        self.tiles: dict[str, GameTile] = {}
        playable = playable_games()
        for game in CATALOGUE:  # every game; those whose table is still to come say so
            tile = GameTile(game.id, playable=game.id in playable)
            tile.play_clicked.connect(self.new_game_requested)
            tile.learn_clicked.connect(self.learn_requested)
            self.tiles[game.id] = tile
        for widget in (self.resume_banner, self.notice_banner, *self.tiles.values()):
            widget.installEventFilter(self)
        self.grid = QGridLayout()
        self.open_button = QPushButton()
        self.open_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.open_button.clicked.connect(self.open_requested)
        self._build_layout()
        self.retranslate()
        # Sizes are applied by the first resize event, which Qt sends before showing.

    def _build_layout(self) -> None:
        layout = QVBoxLayout(self)
        # Sizes follow the window, so the window must not follow the sizes.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.tagline)
        layout.addStretch(1)
        layout.addWidget(self.resume_banner, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.notice_banner, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(self.grid)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(2)
        layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.title.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def retranslate(self) -> None:
        self.title.setText("Tablée")  # the brand is never translated
        self.tagline.setText(
            self.tr("Card and board games for one computer: play the bots or pass it round.")
        )
        self.open_button.setText(self.tr("Open a saved match…"))
        self.resume_banner.retranslate()
        for tile in self.tiles.values():
            tile.retranslate()

    def set_resume_info(self, text: str | None) -> None:
        """Show the resume banner with `text` ("Dumble — round 3, your turn"), or hide it."""
        if text:
            self.resume_banner.set_description(text)
            self.resume_banner.show()
        else:
            self.resume_banner.hide()
        self._columns = 0  # the banner takes room from the cards: size them again
        self._apply_scale()

    def set_notice(self, notice: tuple[str, str, list] | None) -> None:
        """Show the notice banner ((heading, text, buttons): see `NoticeBanner`), or
        hide it."""
        if notice:
            self.notice_banner.set_notice(*notice)
            self.notice_banner.show()
        else:
            self.notice_banner.hide()
        self._columns = 0  # the banner takes room from the cards: size them again
        self._apply_scale()

    def play_button(self, game_id: str) -> QPushButton:
        return self.tiles[game_id].play_button

    # -- sizing -------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        self._sized = True
        self._apply_scale()
        super().resizeEvent(event)
        # The page is opaque, so Qt repaints only what a resize uncovers; but the cloth
        # is drawn for the whole size and the shadows follow the cards: repaint it all
        # (a shrinking window left old shadows beside the cards under X).
        self.update()

    def eventFilter(self, watched, event) -> bool:
        # A card or the banner moving repaints only its own rectangle; its shadow
        # spreads beyond it, on the page.
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Hide):
            self.update()
        return False

    def _apply_scale(self) -> None:
        if not self._sized:  # the page's default size: the banners set at start-up
            return  # would size everything for nothing (fonts measured, styles parsed)
        scale = scale_for(self.size())
        tile_scale, columns = self._tiles_for(scale)
        if (
            abs(scale - self._scale) < 0.01
            and columns == self._columns
            and abs(tile_scale - self._tile_scale) < 0.01
        ):
            return
        self._scale, self._tile_scale = scale, tile_scale
        margin = round(40 * scale)
        self.layout().setContentsMargins(margin, margin, margin, margin)
        self.layout().setSpacing(round(10 * scale))
        self.title.setFont(serif_font(84 * scale, bold=True))
        self.tagline.setFont(sans_font(21 * scale))
        self.title.halo = 4 * scale
        self.resume_banner.apply_scale(scale)
        self.notice_banner.apply_scale(scale)
        self.open_button.setFont(sans_font(16 * scale))
        self.open_button.setStyleSheet(ghost_style(scale))
        for tile in self.tiles.values():
            tile.apply_scale(tile_scale)
        self.grid.setSpacing(round(TILE_GAP * tile_scale))
        self._place_tiles(columns)
        self.update()

    def _tiles_for(self, scale: float) -> tuple[float, int]:
        """(tile scale, columns): the arrangement where the cards are largest while
        every one of them fits in the window, never larger than the page's scale."""
        count = max(len(self.tiles), 1)
        room_width = self.width() - 80 * scale
        chrome = CHROME_HEIGHT * scale
        for banner in (self.resume_banner, self.notice_banner):
            if banner.isVisibleTo(self):
                chrome += banner.sizeHint().height() + 20 * scale
        room_height = self.height() - chrome
        best = (0.0, 1)
        for columns in range(1, count + 1):
            rows = -(-count // columns)
            fit = min(
                scale,
                room_width / (columns * (TILE_WIDTH + TILE_GAP)),
                room_height / (rows * (TILE_HEIGHT + TILE_GAP)),
            )
            if fit > best[0] + 1e-6:
                best = (fit, columns)
        return max(best[0], 0.3), best[1]

    def _place_tiles(self, columns: int) -> None:
        self._columns = columns
        for tile in self.tiles.values():
            self.grid.removeWidget(tile)
        for index, tile in enumerate(self.tiles.values()):
            self.grid.addWidget(tile, index // columns, index % columns)

    def _cloth(self) -> QImage:
        """The table under the tiles, painted once per window size (the rounded clip
        and the gradients are the slow part of a repaint). The first frame takes the
        one kept on disk when the window closed last time (`keep_cloth`), at the size
        it opens at again: painting it was the largest part of that frame."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), self._scale, ratio)
        if self._cloth_cache is None or self._cloth_cache[0] != key:
            kept = None
            if self._cloth_cache is None:
                kept = art_cache.load_image(CLOTH_KEY, ratio)
                wanted = (round(self.width() * ratio), round(self.height() * ratio))
                if kept is not None and (kept.width(), kept.height()) != wanted:
                    kept = None
            self._cloth_on_disk = kept is not None
            self._cloth_cache = (key, self._paint_cloth(ratio) if kept is None else kept)
        return self._cloth_cache[1]

    def _paint_cloth(self, ratio: float) -> QImage:
        size = QSize(round(self.width() * ratio), round(self.height() * ratio))
        image = QImage(size, art_cache.PIXEL_FORMAT)
        image.setDevicePixelRatio(ratio)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_table(painter, QRectF(self.rect()), self._scale, felt_grain())
        painter.end()
        return image

    def keep_cloth(self) -> None:
        """Keep the cloth of the window's present size on disk, as the window closes:
        it opens at that size next time. One cloth is kept, the last."""
        if self.width() > 0 and self.height() > 0 and not self._cloth_on_disk:
            art_cache.store(CLOTH_KEY, self._cloth(), alone=True)
            self._cloth_on_disk = True

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.drawImage(0, 0, self._cloth())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for tile in self.tiles.values():
            if tile.isVisible():
                radius, blur, drop = tile.shadow_geometry()
                paint_soft_shadow(painter, QRectF(tile.geometry()), radius, blur, drop, 120)
        for banner in (self.resume_banner, self.notice_banner):
            if banner.isVisible():
                scale = self._scale
                rect = QRectF(banner.geometry())
                paint_soft_shadow(painter, rect, 12 * scale, 24 * scale, 4 * scale, 110)
