"""How a playing card looks, drawn with QPainter alone: crisp at any size and any
screen density. Geometry is in fractions of the card's width, so one drawing serves the
40-pixel icon and the 300-pixel close-up alike. `paint_card` is the drawing (the faces
of a deck: `CardFaces`, the standard one `STANDARD_FACES`); `cached_card_pixmap` keeps
the drawn cards per size, palette and language; `render_card_pixmap` serves widgets
that want a plain picture. The card on the table is `cards.CardItem`."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Hashable
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from desktop.table.theme import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    Theme,
    current_theme,
    table_font,
)
from rules_engine.core.cards import RANK, SUIT

CARD_RATIO = 1.4
CORNER_RADIUS = 0.065

L, C, R = -1, 0, 1
# (column, row) of each pip: rows run 0 (top) to 1 (bottom); pips past the middle are
# printed upside down, as on a real card.
_SIX = ((L, 0), (R, 0), (L, 0.5), (R, 0.5), (L, 1), (R, 1))
_EIGHT_SIDE = ((L, 0), (R, 0), (L, 1 / 3), (R, 1 / 3), (L, 2 / 3), (R, 2 / 3), (L, 1), (R, 1))
PIP_LAYOUTS = {
    2: ((C, 0), (C, 1)),
    3: ((C, 0), (C, 0.5), (C, 1)),
    4: ((L, 0), (R, 0), (L, 1), (R, 1)),
    5: ((L, 0), (R, 0), (C, 0.5), (L, 1), (R, 1)),
    6: _SIX,
    7: (*_SIX, (C, 0.25)),
    8: (*_SIX, (C, 0.25), (C, 0.75)),
    9: (*_EIGHT_SIDE, (C, 0.5)),
    10: (*_EIGHT_SIDE, (C, 1 / 6), (C, 5 / 6)),
}
PIP_COLUMN_OFFSET = 0.2
PIP_TOP, PIP_BOTTOM = 0.19, 0.81
PIP_SIZE = 0.2
ACE_PIP_SIZE = 0.44


def rank_label(rank: int) -> str:
    """The corner letter; courts and aces go through "Cards" so French may use R/D/V."""
    letters = {
        1: QCoreApplication.translate("Cards", "A"),
        11: QCoreApplication.translate("Cards", "J"),
        12: QCoreApplication.translate("Cards", "Q"),
        13: QCoreApplication.translate("Cards", "K"),
    }
    return letters.get(rank, str(rank))


def card_size_for(height_available: float) -> QSizeF:
    """The largest card that fits a given height."""
    height = max(1.0, height_available)
    return QSizeF(height / CARD_RATIO, height)


def card_width_for(height_available: float) -> float:
    return card_size_for(height_available).width()


def hand_step(count: int, card_width: float, width_available: float, overlap: float = 0.6) -> float:
    """Distance between neighbouring cards of a row: at most `overlap` of a card width
    apart, closer when the row would not fit."""
    if count <= 1:
        return 0.0
    return max(0.0, min(card_width * overlap, (width_available - card_width) / (count - 1)))


# Suit shapes, built once in a unit box centred on the origin (height 1).


def _heart_unit() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(-0.5, -0.22)
    path.arcTo(QRectF(-0.5, -0.47, 0.5, 0.5), 180, -180)
    path.arcTo(QRectF(0.0, -0.47, 0.5, 0.5), 180, -180)
    path.cubicTo(0.5, 0.08, 0.2, 0.28, 0.0, 0.5)
    path.cubicTo(-0.2, 0.28, -0.5, 0.08, -0.5, -0.22)
    path.closeSubpath()
    return path


def _stem() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(-0.03, 0.05)
    path.lineTo(0.03, 0.05)
    path.quadTo(0.06, 0.38, 0.24, 0.5)
    path.lineTo(-0.24, 0.5)
    path.quadTo(-0.06, 0.38, -0.03, 0.05)
    path.closeSubpath()
    return path


def _spade_unit() -> QPainterPath:
    flip = QTransform().translate(0, -0.11).scale(0.92, -0.8)
    return flip.map(_heart_unit()).united(_stem()).simplified()


def _club_unit() -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for centre in (QPointF(0, -0.27), QPointF(-0.26, 0.05), QPointF(0.26, 0.05)):
        path.addEllipse(centre, 0.225, 0.225)
    path.addEllipse(QPointF(0, -0.02), 0.13, 0.13)
    return path.united(_stem()).simplified()


def _diamond_unit() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0, -0.5)
    path.quadTo(0.17, -0.18, 0.4, 0)
    path.quadTo(0.17, 0.18, 0, 0.5)
    path.quadTo(-0.17, 0.18, -0.4, 0)
    path.quadTo(-0.17, -0.18, 0, -0.5)
    path.closeSubpath()
    return path


_UNIT_BUILDERS = {
    CLUBS: _club_unit,
    DIAMONDS: _diamond_unit,
    HEARTS: _heart_unit,
    SPADES: _spade_unit,
}


@lru_cache(maxsize=8)
def _unit_suit_path(suit: int) -> QPainterPath:
    return _UNIT_BUILDERS[suit]()


@lru_cache(maxsize=512)
def _scaled_suit_path(suit: int, size: float) -> QPainterPath:
    return QTransform.fromScale(size, size).map(_unit_suit_path(suit))


def suit_path(suit: int, size: float) -> QPainterPath:
    """The suit's symbol, `size` pixels tall, centred on the origin (cached per size)."""
    return _scaled_suit_path(suit, round(size, 1))


@lru_cache(maxsize=512)
def _text_path(text: str, pixel_size: float, bold: bool, family: str) -> tuple[QPainterPath, float]:
    """The outline of `text` and the font's cap height; `family` only keys the cache,
    so a change of application font is not served stale outlines."""
    font = table_font(pixel_size, bold)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path, QFontMetricsF(font).capHeight()


def _draw_label(painter: QPainter, text: str, centre: QPointF, size: float, max_width: float):
    """Draw `text` with its capitals centred on `centre`, squeezed sideways (like the
    narrow "10" of printed cards) when wider than `max_width`."""
    family = QGuiApplication.font().family()
    path, cap_height = _text_path(text, round(size, 1), True, family)
    bounds = path.boundingRect()
    squeeze = min(1.0, max_width / bounds.width()) if bounds.width() > 0 else 1.0
    painter.save()
    painter.translate(centre.x(), centre.y() + cap_height / 2)
    painter.scale(squeeze, 1.0)
    painter.translate(-bounds.center().x(), 0)
    painter.drawPath(path)
    painter.restore()


def _draw_pip(painter: QPainter, suit: int, centre: QPointF, size: float, upside_down=False):
    painter.save()
    painter.translate(centre)
    if upside_down:
        painter.rotate(180)
    painter.drawPath(suit_path(suit, size))
    painter.restore()


# Faces and backs.


class CardFaces:
    """How a deck's cards are drawn: the standard 52-card deck (`STANDARD_FACES`), or
    another deck plugged in by a game (subclass it, give it its own `name`, override
    `paint_face`, and `paint_back` or `look_key` if they differ). Faces are drawn in
    card coordinates: (0, 0) to (width, height), height = width * CARD_RATIO."""

    name = "standard"

    def paint_face(self, painter: QPainter, width: float, height: float, card, theme: Theme):
        _paint_face(painter, width, height, card, theme)

    def paint_back(self, painter: QPainter, width: float, height: float, theme: Theme):
        _paint_back(painter, width, height, theme)

    def look_key(self) -> Hashable:
        """What, besides the card and the palette, a drawn face depends on (the court
        letters of the language, for the standard deck)."""
        return _language_letters()


STANDARD_FACES = CardFaces()


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: int | None,
    face_up: bool = True,
    theme: Theme | None = None,
    faces: CardFaces = STANDARD_FACES,
):
    """Draw one card filling `rect` (whose height should be width * CARD_RATIO)."""
    theme = theme or current_theme()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    width = rect.width()
    if card is None or not face_up:
        faces.paint_back(painter, width, rect.height(), theme)
    else:
        faces.paint_face(painter, width, rect.height(), card, theme)
    painter.restore()


def _rounded(painter: QPainter, rect: QRectF, radius: float):
    painter.drawRoundedRect(rect, radius, radius)


def _paint_face(painter: QPainter, width: float, height: float, card: int, theme: Theme):
    painter.setPen(QPen(theme.colour("card_border"), max(0.6, width * 0.012)))
    painter.setBrush(theme.colour("card_face"))
    inset = width * 0.006
    _rounded(painter, QRectF(inset, inset, width - 2 * inset, height - 2 * inset), width * 0.06)
    rank, suit = RANK[card], SUIT[card]
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.suit_colour(suit))
    _paint_corner(painter, width, rank, suit)
    painter.save()
    painter.translate(width, height)
    painter.rotate(180)
    _paint_corner(painter, width, rank, suit)
    painter.restore()
    if rank == 1:
        _draw_pip(painter, suit, QPointF(width / 2, height / 2), width * ACE_PIP_SIZE)
    elif rank <= 10:
        _paint_pips(painter, width, height, rank, suit)
    else:
        _paint_court(painter, width, height, rank, suit, theme)


def _paint_corner(painter: QPainter, width: float, rank: int, suit: int):
    centre_x = width * 0.1
    _draw_label(
        painter, rank_label(rank), QPointF(centre_x, width * 0.12), width * 0.19, width * 0.16
    )
    _draw_pip(painter, suit, QPointF(centre_x, width * 0.28), width * 0.115)


def _paint_pips(painter: QPainter, width: float, height: float, rank: int, suit: int):
    top, bottom = height * PIP_TOP, height * PIP_BOTTOM
    for column, row in PIP_LAYOUTS[rank]:
        x = width * (0.5 + column * PIP_COLUMN_OFFSET)
        y = top + row * (bottom - top)
        _draw_pip(painter, suit, QPointF(x, y), width * PIP_SIZE, upside_down=row > 0.5)


def _paint_court(painter: QPainter, width: float, height: float, rank: int, suit: int, theme):
    """A framed panel, printed twice head to foot like a real court card: a large
    letter over the suit, tinted with the suit's colour."""
    panel = QRectF(width * 0.235, height * 0.055, width * 0.53, height * 0.89)
    suit_colour = theme.suit_colour(suit)
    painter.setPen(QPen(suit_colour, width * 0.012))
    painter.setBrush(theme.court_tint(suit))
    _rounded(painter, panel, width * 0.03)
    frame = panel.adjusted(width * 0.025, width * 0.025, -width * 0.025, -width * 0.025)
    painter.setPen(QPen(theme.colour("court_frame"), width * 0.008))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    _rounded(painter, frame, width * 0.02)
    _paint_court_divider(painter, frame, width, suit, suit_colour, theme)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(suit_colour)
    for upside_down in (False, True):
        painter.save()
        if upside_down:
            painter.translate(width, height)
            painter.rotate(180)
        _paint_court_half(painter, frame, width, rank, suit)
        painter.restore()


def _paint_court_half(painter: QPainter, frame: QRectF, width: float, rank: int, suit: int):
    centre_x = frame.center().x()
    letter_y = frame.top() + frame.height() * 0.18
    _draw_label(painter, rank_label(rank), QPointF(centre_x, letter_y), width * 0.3, width * 0.36)
    pip_y = frame.top() + frame.height() * 0.38
    _draw_pip(painter, suit, QPointF(centre_x, pip_y), width * 0.11)


def _paint_court_divider(painter, frame: QRectF, width: float, suit: int, suit_colour, theme):
    """The line between the two heads, with a small gold lozenge in the middle."""
    middle = frame.center()
    half = frame.width() / 2 - width * 0.04
    painter.setPen(QPen(theme.colour("court_frame"), width * 0.008))
    painter.drawLine(QPointF(middle.x() - half, middle.y()), QPointF(middle.x() + half, middle.y()))
    lozenge = QPainterPath()
    size = width * 0.045
    lozenge.moveTo(middle.x(), middle.y() - size)
    lozenge.lineTo(middle.x() + size, middle.y())
    lozenge.lineTo(middle.x(), middle.y() + size)
    lozenge.lineTo(middle.x() - size, middle.y())
    lozenge.closeSubpath()
    painter.setBrush(theme.colour("court_frame"))
    painter.setPen(QPen(suit_colour, width * 0.006))
    painter.drawPath(lozenge)


def _paint_back(painter: QPainter, width: float, height: float, theme: Theme):
    """A cream border around a navy field crossed by a diagonal lattice."""
    painter.setPen(QPen(theme.colour("card_border"), max(0.6, width * 0.012)))
    painter.setBrush(theme.colour("back_border"))
    inset = width * 0.006
    _rounded(painter, QRectF(inset, inset, width - 2 * inset, height - 2 * inset), width * 0.06)
    field = QRectF(0, 0, width, height).adjusted(*(width * f for f in (0.07, 0.07, -0.07, -0.07)))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("back_base"))
    _rounded(painter, field, width * 0.035)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(field, width * 0.035, width * 0.035)
    painter.setClipPath(clip)
    _paint_lattice(painter, field, width, theme)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.colour("back_accent"), width * 0.012))
    inner = field.adjusted(*(width * f for f in (0.03, 0.03, -0.03, -0.03)))
    _rounded(painter, inner, width * 0.025)
    _paint_medallion(painter, field.center(), width, theme)


def _paint_lattice(painter: QPainter, field: QRectF, width: float, theme: Theme):
    """Diagonal lines centred on the card, with a gold dot at every crossing."""
    step = width / 7
    centre = field.center()
    reach = field.width() + field.height()
    count = math.ceil(reach / step)
    painter.setPen(QPen(theme.colour("back_lattice"), width * 0.016))
    for index in range(-count, count + 1):
        x = centre.x() + index * step
        painter.drawLine(
            QPointF(x - reach, centre.y() - reach), QPointF(x + reach, centre.y() + reach)
        )
        painter.drawLine(
            QPointF(x - reach, centre.y() + reach), QPointF(x + reach, centre.y() - reach)
        )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("back_accent"))
    dot = width * 0.013
    columns = math.ceil(field.width() / step) + 1
    rows = math.ceil(field.height() / step) + 1
    for column in range(-columns, columns + 1):
        for row in range(-rows, rows + 1):
            if (column + row) % 2 == 0:
                point = centre + QPointF(column * step / 2, row * step / 2)
                painter.drawEllipse(point, dot, dot)


def _paint_medallion(painter: QPainter, centre: QPointF, width: float, theme: Theme):
    size = width * 0.16
    lozenge = QPainterPath()
    lozenge.moveTo(centre.x(), centre.y() - size * 1.3)
    lozenge.lineTo(centre.x() + size, centre.y())
    lozenge.lineTo(centre.x(), centre.y() + size * 1.3)
    lozenge.lineTo(centre.x() - size, centre.y())
    lozenge.closeSubpath()
    painter.setPen(QPen(theme.colour("back_accent"), width * 0.014))
    painter.setBrush(theme.colour("back_base"))
    painter.drawPath(lozenge)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("back_accent"))
    painter.drawEllipse(centre, size * 0.28, size * 0.28)


def render_card_pixmap(
    card: int | None, width: float, face_up: bool = True, device_pixel_ratio: float | None = None
) -> QPixmap:
    """A transparent pixmap of just the card, sharp on high-density screens."""
    ratio = device_pixel_ratio or _screen_ratio()
    height = width * CARD_RATIO
    pixmap = QPixmap(math.ceil(width * ratio), math.ceil(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_card(painter, QRectF(0, 0, width, height), card, face_up)
    painter.end()
    return pixmap


_pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
PIXMAP_CACHE_SIZE = 600
SHADOW_PAD = 0.04
_letters: list[str] = []


def forget_language() -> None:
    """The language changed: the court letters are read again at the next drawing."""
    _letters.clear()


def _language_letters() -> str:
    """The court letters of the current language (part of a face's look)."""
    if not _letters:
        _letters.append(rank_label(1) + rank_label(11) + rank_label(12) + rank_label(13))
    return _letters[0]


def cached_card_pixmap(
    card: int | None,
    face_up: bool,
    width: float,
    ratio: float,
    theme: Theme,
    shadow: bool = False,
    faces: CardFaces = STANDARD_FACES,
) -> QPixmap:
    """The card drawn once per look and size, then reused: vector drawing a lattice back
    costs milliseconds, and an animated table repaints dozens of cards each frame. With
    `shadow`, the card's resting shadow is drawn in too (the pixmap is then larger by
    SHADOW_PAD of the width, to the right and below)."""
    shown = card if face_up and card is not None else None
    key = (faces.name, shown, round(width * ratio), theme.name, faces.look_key(), shadow)
    pixmap = _pixmaps.get(key)
    if pixmap is None:
        device_width = max(1, round(width * ratio))
        pad = device_width * SHADOW_PAD if shadow else 0.0
        height = device_width * CARD_RATIO
        pixmap = QPixmap(math.ceil(device_width + pad), math.ceil(height + pad))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if shadow:
            drop = device_width * 0.02
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.colour("card_shadow"))
            radius = device_width * CORNER_RADIUS
            painter.drawRoundedRect(QRectF(drop * 0.6, drop, device_width, height), radius, radius)
        rect = QRectF(0, 0, device_width, height)
        paint_card(painter, rect, shown, shown is not None, theme, faces)
        painter.end()
        _pixmaps[key] = pixmap
        if len(_pixmaps) > PIXMAP_CACHE_SIZE:
            _pixmaps.popitem(last=False)
    else:
        _pixmaps.move_to_end(key)
    return pixmap


def _screen_ratio() -> float:
    screen = QGuiApplication.primaryScreen()
    return screen.devicePixelRatio() if screen is not None else 1.0
