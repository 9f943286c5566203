"""The games' pictures on the home tiles and in the dialogs' headers.

A game's art comes from its table package (`picture_module`); a game with none gets
a drawn stand-in (a felt panel with a fan of cards showing its initial). Pictures are
kept per size, palette and language, in memory and on disk (`art_cache`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRadialGradient

from desktop.games import picture_module
from desktop.shell import art_cache
from desktop.shell.felt import CREAM, FELT_CENTRE, FELT_EDGE, serif_font
from desktop.shell.i18n import current_language, game_name
from desktop.table.theme import current_theme
from rules_engine.core.catalogue import entry

_pictures: dict[tuple, QPixmap] = {}


def game_picture(game_id: str, size: QSize, ratio: float = 1.0) -> QPixmap:
    """The game's art from its scene module, or a drawn stand-in while it has none.

    `size` is in logical pixels; a scene may return a high-DPI pixmap (its device pixel
    ratio set), and one of another size is scaled to fit. Pictures are kept per size,
    palette and language (the cards' letters), in memory and on disk: drawing them is
    the slowest part of opening the window."""
    key = (game_id, size.width(), size.height(), ratio, current_theme().name, current_language())
    if key not in _pictures:
        pixmap = art_cache.load(key, ratio)
        if pixmap is None:
            pixmap = _draw_picture(game_id, size, ratio)
            art_cache.store(key, pixmap)
        _pictures[key] = pixmap
    return _pictures[key]


def _draw_picture(game_id: str, size: QSize, ratio: float) -> QPixmap:
    try:
        draw = picture_module(game_id).picture
    except (ImportError, AttributeError, KeyError):
        draw = None
    if draw is None:
        device = QSize(round(size.width() * ratio), round(size.height() * ratio))
        pixmap = fallback_picture(game_id, device)
        pixmap.setDevicePixelRatio(ratio)
        return pixmap
    return fit_picture(draw(size), size, ratio)


def fit_picture(pixmap: QPixmap, size: QSize, ratio: float) -> QPixmap:
    logical = pixmap.deviceIndependentSize().toSize()
    if logical == size and pixmap.devicePixelRatio() == ratio:
        return pixmap
    device = QSize(round(size.width() * ratio), round(size.height() * ratio))
    scaled = pixmap.scaled(
        device, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    scaled.setDevicePixelRatio(ratio)
    return scaled


def fallback_picture(game_id: str, size: QSize) -> QPixmap:
    """A felt-green rounded panel with a small fan of cards showing the game's initial."""
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, size.width(), size.height())
    radius = min(rect.width(), rect.height()) * 0.08
    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    gradient.setColorAt(0.0, FELT_CENTRE.lighter(112))
    gradient.setColorAt(1.0, FELT_EDGE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, radius, radius)
    inset = rect.adjusted(radius * 0.6, radius * 0.6, -radius * 0.6, -radius * 0.6)
    painter.setPen(QPen(QColor(216, 180, 90, 150), max(1.0, rect.height() / 120)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inset, radius * 0.6, radius * 0.6)
    _draw_card_fan(painter, rect, _initial(game_id))
    painter.end()
    return pixmap


def _initial(game_id: str) -> str:
    try:
        name = game_name(entry(game_id))
    except KeyError:
        name = game_id
    return (name.strip() or "?")[0].upper()


def _draw_card_fan(painter: QPainter, rect: QRectF, initial: str) -> None:
    card_h = rect.height() * 0.66
    card_w = card_h * 0.7
    centre = QPointF(rect.center().x(), rect.center().y() + card_h * 0.06)
    card = QRectF(-card_w / 2, -card_h / 2, card_w, card_h)
    corner = card_w * 0.08
    for angle, face in ((-16, False), (16, False), (0, True)):
        painter.save()
        painter.translate(centre.x(), centre.y() + card_h * 0.35)
        painter.rotate(angle)
        painter.translate(0, -card_h * 0.35)
        painter.setPen(QPen(QColor(0, 0, 0, 60), max(1.0, card_w / 90)))
        painter.setBrush(CREAM if face else QColor("#1d2c5e"))
        painter.drawRoundedRect(card, corner, corner)
        if face:
            painter.setPen(QColor("#b3202f"))
            painter.setFont(serif_font(card_h * 0.5, bold=True))
            painter.drawText(card, Qt.AlignmentFlag.AlignCenter, initial)
        else:
            inner = card.adjusted(card_w * 0.1, card_w * 0.1, -card_w * 0.1, -card_w * 0.1)
            painter.setPen(QPen(QColor("#c9a548"), max(1.0, card_w / 60)))
            painter.setBrush(QColor("#2b3f80"))
            painter.drawRoundedRect(inner, corner * 0.6, corner * 0.6)
        painter.restore()
