"""Dice: the six-sided die with pips and the Treehouse die with its six words.

A `DieItem` is drawn once per face, colour, size and palette (cached) and adds the
piece behaviour of `desktop.table.piece` (legal, dimmed, hover, focus, click). Its
position is the centre of the die. `highlighted` marks the best die of a side: a
frame and a small star, so it reads without colour too.

`queue_roll(animator, dice, values)` makes dice tumble on the animator's queue: they
hop, spin and flicker through random faces, then land on the given values. The
flickering faces come from a local `random.Random(seed)`, never from the match's
RNG: the values are decided by the engine, the tumble is only for show.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from desktop.table.animator import Animator, Move, nearest_angle, tween
from desktop.table.item import repainted
from desktop.table.marks import paint_centred_text, paint_mark
from desktop.table.piece import PieceItem, PixmapCache, ink_for
from desktop.table.theme import Theme, blend

D6, TREEHOUSE = "d6", "treehouse"
TREEHOUSE_FACES = ("tip", "hop", "swap", "dig", "aim", "wild")
CORNER = 0.18  # corner radius, in side lengths
SHADOW_PAD = 0.08
IVORY = "#f7f2e4"
TREEHOUSE_WOOD = "#8a5a2b"
PIP_OFFSET = 0.26
PIP_RADIUS = 0.085
# Where the pips sit, in steps of PIP_OFFSET from the centre.
PIP_LAYOUTS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
TUMBLE_FACES = 7  # faces shown while a die tumbles
ROLL_MS = 700

_pictures = PixmapCache(400)


def treehouse_label(face: str) -> str:
    """The word printed on a Treehouse die face (translated)."""
    labels = {
        "tip": QCoreApplication.translate("Dice", "TIP"),
        "hop": QCoreApplication.translate("Dice", "HOP"),
        "swap": QCoreApplication.translate("Dice", "SWAP"),
        "dig": QCoreApplication.translate("Dice", "DIG"),
        "aim": QCoreApplication.translate("Dice", "AIM"),
        "wild": QCoreApplication.translate("Dice", "WILD"),
    }
    return labels[face]


def faces_of(kind: str) -> tuple:
    return TREEHOUSE_FACES if kind == TREEHOUSE else (1, 2, 3, 4, 5, 6)


def tumble_faces(kind: str, seed: int, count: int = TUMBLE_FACES) -> list:
    """The faces a tumbling die flickers through: the same for the same seed, never
    the same face twice in a row."""
    local = random.Random(seed)
    faces = faces_of(kind)
    shown: list = []
    while len(shown) < count:
        face = local.choice(faces)
        if not shown or face != shown[-1]:
            shown.append(face)
    return shown


def die_body_colour(kind: str, colour: int | str | None, theme: Theme) -> QColor:
    """Ivory by default, wood for the Treehouse die, a seat's colour when given its
    index, or any colour given as text."""
    if isinstance(colour, int):
        return theme.player_colour(colour)
    if colour is not None:
        return QColor(colour)
    return QColor(TREEHOUSE_WOOD if kind == TREEHOUSE else IVORY)


def paint_die(
    painter: QPainter,
    centre: QPointF,
    side: float,
    face: int | str | None,
    body: QColor,
    kind: str = D6,
    shadow: bool = True,
) -> None:
    """One die seen from above: a rounded cube with a soft bevel and its face (pips,
    a Treehouse word, or nothing when `face` is None)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(centre)
    half = side / 2
    rect = QRectF(-half, -half, side, side)
    radius = side * CORNER
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 85))
        drop = side * SHADOW_PAD
        painter.drawRoundedRect(rect.translated(drop * 0.7, drop), radius, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, blend(body, QColor("#ffffff"), 0.35))
    gradient.setColorAt(0.5, body)
    gradient.setColorAt(1.0, body.darker(135))
    painter.setPen(QPen(body.darker(200), max(0.6, side * 0.03)))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, radius, radius)
    # the flat top of the cube, a touch lighter than its rounded edges
    top = rect.adjusted(side * 0.09, side * 0.09, -side * 0.09, -side * 0.09)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(blend(body, QColor("#ffffff"), 0.12))
    painter.drawRoundedRect(top, radius * 0.7, radius * 0.7)
    ink = ink_for(body)
    if kind == TREEHOUSE and isinstance(face, str):
        _paint_word(painter, side, face, ink)
    elif isinstance(face, int):
        _paint_pips(painter, side, face, ink)
    painter.restore()


def _paint_pips(painter: QPainter, side: float, value: int, ink: QColor) -> None:
    radius = side * PIP_RADIUS * (1.25 if value == 1 else 1.0)
    for column, row in PIP_LAYOUTS[value]:
        centre = QPointF(column * side * PIP_OFFSET, row * side * PIP_OFFSET)
        # a drilled pip: dark, with a faint light rim at the bottom right
        gradient = QRadialGradient(centre + QPointF(-radius * 0.3, -radius * 0.3), radius * 1.3)
        gradient.setColorAt(0.0, ink)
        gradient.setColorAt(1.0, blend(ink, QColor("#808080"), 0.35))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawEllipse(centre, radius, radius)


def _paint_word(painter: QPainter, side: float, face: str, ink: QColor) -> None:
    """The Treehouse word, as large as the face allows (long words are squeezed)."""
    paint_centred_text(painter, treehouse_label(face), QPointF(0, 0), side * 0.34, ink, side * 0.78)


class DieItem(PieceItem):
    """One die on the table; its position is the die's centre.

    `kind` is D6 (values 1-6) or TREEHOUSE (values from TREEHOUSE_FACES); a value of
    None shows a blank face (not rolled yet). `colour` is None (ivory, or wood for
    the Treehouse die), a seat's colour index, or a colour name."""

    def __init__(
        self,
        value: int | str | None = None,
        size: float = 40.0,
        colour: int | str | None = None,
        kind: str = D6,
        parent=None,
    ) -> None:
        super().__init__(parent)
        self._kind = kind
        self._value = value
        self._size = float(size)
        self._colour = colour
        self._highlighted = False
        self._tumble = 1.0
        self._tumbling: list = []  # faces shown while rolling; empty when at rest

    # State.

    @property
    def kind(self) -> str:
        return self._kind

    @property
    def value(self) -> int | str | None:
        return self._value

    def set_value(self, value: int | str | None) -> None:
        """Show `value` at rest (ends any tumble)."""
        if value != self._value or self._tumbling:
            self._value = value
            self._tumbling = []
            self.update()

    def size(self) -> float:
        return self._size

    def set_size(self, size: float) -> None:
        self._set_size("_size", size)

    colour, set_colour = repainted("_colour")
    highlighted, set_highlighted = repainted(
        "_highlighted", doc="The best die of a side, marked (a frame and a star)."
    )

    def shown_face(self) -> int | str | None:
        if self._tumbling:
            index = min(len(self._tumbling) - 1, int(self._tumble * len(self._tumbling)))
            return self._tumbling[index]
        return self._value

    # The tumble: a property the animator drives from 0 to 1 while the die rolls.

    def start_tumble(self, seed: int) -> None:
        self._tumbling = tumble_faces(self._kind, seed)
        self._tumble = 0.0
        self.update()

    def _get_tumble(self) -> float:
        return self._tumble

    def _set_tumble(self, progress: float) -> None:
        before = self.shown_face()
        self._tumble = float(progress)
        if self.shown_face() != before:
            self.update()

    tumble = Property(float, _get_tumble, _set_tumble)

    # Piece.

    def outline(self) -> QPainterPath:
        half = self._size / 2
        path = QPainterPath()
        path.addRoundedRect(
            QRectF(-half, -half, self._size, self._size), *(2 * [self._size * CORNER])
        )
        return path

    def body_rect(self) -> QRectF:
        half = self._size / 2
        pad = self._size * SHADOW_PAD
        return QRectF(-half, -half, self._size + pad, self._size + pad)

    def reach(self) -> float:
        return self._size

    def boundingRect(self) -> QRectF:
        # room for the best-die star over the top right corner
        grow = self._size * 0.1
        return super().boundingRect().adjusted(-grow, -grow, grow, grow)

    def body_cache(self) -> PixmapCache:
        return _pictures

    def body_key(self, theme: Theme) -> Hashable:
        face = self.shown_face()
        body = die_body_colour(self._kind, self._colour, theme).name()
        label = treehouse_label(face) if self._kind == TREEHOUSE and face else ""
        return ("die", self._kind, face, body, label)

    def paint_body(self, painter: QPainter, theme: Theme) -> None:
        body = die_body_colour(self._kind, self._colour, theme)
        paint_die(painter, QPointF(0, 0), self._size, self.shown_face(), body, self._kind)

    def paint_overlay(self, painter: QPainter, theme: Theme) -> None:
        if not self._highlighted:
            return
        side = self._size
        grow = side * 0.07
        rect = QRectF(-side / 2, -side / 2, side, side).adjusted(-grow, -grow, grow, grow)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#1b1b1f"), side * 0.09))
        painter.drawRoundedRect(rect, side * 0.22, side * 0.22)
        painter.setPen(QPen(theme.colour("legal_glow"), side * 0.055))
        painter.drawRoundedRect(rect, side * 0.22, side * 0.22)
        star = QPointF(side * 0.5, -side * 0.5)
        paint_mark(
            painter, "star", star, side * 0.42, theme.colour("legal_glow"), QColor("#1b1b1f")
        )


def queue_roll(
    animator: Animator,
    dice: Sequence[DieItem],
    values: Sequence[int | str],
    seed: int = 0,
    ms: int = ROLL_MS,
    landing: Sequence[QPointF] | None = None,
    rest_angles: Sequence[float] | None = None,
) -> None:
    """Queue a roll: the dice hop, spin once and flicker through faces together, then
    land on `values` (at `landing` positions if given, else where they are when the
    roll is queued, turned to `rest_angles`, default a slight tilt from the seed)."""
    local = random.Random(seed)
    starts = [QPointF(die.pos()) for die in dice]
    ends = [QPointF(point) for point in landing] if landing else starts
    angles = list(rest_angles) if rest_angles else [local.uniform(-12, 12) for _ in dice]
    finals = [
        nearest_angle(die.rotation(), angle) + 360.0
        for die, angle in zip(dice, angles, strict=True)
    ]

    def start() -> None:
        for index, die in enumerate(dice):
            die.start_tumble(seed * 31 + index)

    def land() -> None:
        for die, value, angle in zip(dice, values, angles, strict=True):
            die.set_value(value)
            die.setRotation(angle)
            die.setScale(1.0)

    animator.add_call(start)
    half = ms // 2
    rise, fall = [], []
    for die, begin, end, final in zip(dice, starts, ends, finals, strict=True):
        middle = (begin + end) / 2 + QPointF(0, -die.size() * 0.35)
        turn = die.rotation() + (final - die.rotation()) * 0.55
        rise += [Move(die, middle, half, turn, 1.22), tween(die, "tumble", 0.6, half)]
        fall += [Move(die, end, ms - half, final, 1.0), tween(die, "tumble", 1.0, ms - half)]
    animator.add_parallel(rise)
    animator.add_parallel(fall)
    animator.add_call(land)
