"""Chips: a team's token on a board cell. The face shows the team's colour and the
team's own mark (a disc or a cross, so teams differ without colour); the back shows
the joker's head. A chip of a completed series is locked: turned to its back.

`ChipItem` adds the piece behaviour of `desktop.table.piece`; its position is the
centre of the chip. Its `flip` property (0 face, 1 back) is what the animator turns:
`queue_flip` turns chips over, `queue_drop` lays a chip on a cell from a little
above, `queue_lift_off` takes one away (a black Jack's removal).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient

from desktop.table.animator import Animator, Move, tween
from desktop.table.item import repainted
from desktop.table.jester import paint_jester
from desktop.table.marks import paint_mark
from desktop.table.piece import PixmapCache, RoundPiece, paint_ratio
from desktop.table.theme import TEAM_MARKS, Theme, blend

SHADOW_PAD = 0.07
CREAM = "#fbf5e6"
FLIP_MS = 360
DROP_MS = 280

_pictures = PixmapCache(200)


def paint_chip(
    painter: QPainter, centre: QPointF, diameter: float, team: int, back: bool, theme: Theme
) -> None:
    """A chip seen from above, its face (the team's mark) or its back (the joker)."""
    colour = theme.team_colour(team)
    radius = diameter / 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(centre)
    gradient = QRadialGradient(QPointF(-radius * 0.3, -radius * 0.35), radius * 1.4)
    gradient.setColorAt(0.0, colour.lighter(130))
    gradient.setColorAt(0.6, colour)
    gradient.setColorAt(1.0, colour.darker(140))
    painter.setPen(QPen(colour.darker(200), max(0.6, diameter * 0.035)))
    painter.setBrush(gradient)
    painter.drawEllipse(QPointF(0, 0), radius * 0.97, radius * 0.97)
    # the edge spots of a casino chip
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(CREAM))
    for step in range(6):
        painter.save()
        painter.rotate(step * 60 + 30)
        painter.drawRoundedRect(
            QRectF(-radius * 0.13, -radius * 0.94, radius * 0.26, radius * 0.2),
            radius * 0.05,
            radius * 0.05,
        )
        painter.restore()
    inner = radius * 0.68
    painter.setPen(QPen(QColor(CREAM), diameter * 0.03))
    painter.setBrush(blend(colour, QColor("#ffffff"), 0.1) if not back else QColor(CREAM))
    painter.drawEllipse(QPointF(0, 0), inner, inner)
    if back:
        box = QRectF(-inner * 0.92, -inner * 0.98, inner * 1.84, inner * 1.84)
        paint_jester(painter, box, (colour, colour.darker(160)))
    else:
        mark = TEAM_MARKS[team % len(TEAM_MARKS)]
        paint_mark(painter, mark, QPointF(0, 0), inner * 1.15, QColor(CREAM), colour.darker(220))
    painter.restore()


class ChipItem(RoundPiece):
    """One chip; `team` is 0 or 1, `locked` shows its joker back."""

    shadow_pad = SHADOW_PAD

    def __init__(self, team: int, diameter: float = 40.0, locked: bool = False, parent=None):
        super().__init__(diameter, parent)
        self._team = team
        self._flip = 1.0 if locked else 0.0

    team, set_team = repainted("_team")

    @property
    def locked(self) -> bool:
        """True when the chip shows its back (part of a completed series)."""
        return self._flip >= 0.5

    def set_locked(self, locked: bool) -> None:
        self._set_flip(1.0 if locked else 0.0)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, flip: float) -> None:
        self._set("_flip", float(flip))

    flip = Property(float, _get_flip, _set_flip)

    # Piece.

    def body_cache(self) -> PixmapCache:
        return _pictures

    def body_key(self, theme: Theme) -> Hashable:
        return ("chip", self._team, self.locked, theme.name)

    def paint_body(self, painter: QPainter, theme: Theme) -> None:
        self.paint_round_shadow(painter)
        paint_chip(painter, QPointF(0, 0), self._diameter, self._team, self.locked, theme)

    def paint_cached_body(self, painter: QPainter, theme: Theme) -> None:
        """Mid-turn the chip is seen edge on: squeezed sideways by the flip's cosine."""
        squeeze = abs(math.cos(math.pi * self._flip))
        if squeeze > 0.999:
            super().paint_cached_body(painter, theme)
            return
        ratio = paint_ratio(painter)  # of the chip lying flat: one picture serves the turn
        rect = self.body_rect()
        pixmap = _pictures.picture(
            self.body_key(theme), rect, ratio, lambda p: self.paint_body(p, theme)
        )
        painter.save()
        painter.scale(max(squeeze, 0.04), 1.0)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        painter.restore()


def queue_flip(
    animator: Animator, chips: Sequence[ChipItem], locked: bool = True, ms: int = FLIP_MS
) -> None:
    """Turn chips over together: to their joker back (`locked`) or to their face."""
    target = 1.0 if locked else 0.0
    animator.add_parallel([tween(chip, "flip", target, ms) for chip in chips])
    animator.add_call(lambda: [chip.set_locked(locked) for chip in chips])


def queue_drop(
    animator: Animator, chip: ChipItem, target: QPointF, ms: int = DROP_MS, z: float | None = None
) -> None:
    """Lay `chip` on `target` (its parent's coordinates): it appears a little above,
    larger, as if held, and falls into place."""
    spot = QPointF(target)

    def hold() -> None:
        chip.setPos(spot + QPointF(0, -chip.diameter() * 0.6))
        chip.setScale(1.35)
        chip.setOpacity(1.0)
        chip.show()

    animator.add_call(hold)
    animator.add_parallel([Move(chip, spot, ms, scale=1.0, z=z)])
    animator.add_call(lambda: (chip.setPos(spot), chip.setScale(1.0)))


def queue_lift_off(
    animator: Animator,
    chip: ChipItem,
    ms: int = DROP_MS,
    then: Callable[[ChipItem], object] | None = None,
) -> None:
    """Take `chip` off the board: it rises and fades; `then(chip)` runs afterwards
    (e.g. the scene deletes the item)."""
    up = chip.pos() + QPointF(0, -chip.diameter() * 0.6)
    animator.add_parallel([Move(chip, up, ms, scale=1.3), tween(chip, "opacity", 0.0, ms)])

    def done() -> None:
        chip.hide()
        if then is not None:
            then(chip)

    animator.add_call(done)
