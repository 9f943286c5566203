"""The table's palette as data: felt, cards, suits, highlights and text.

Every item of every scene takes its colours from `current_theme()`, so switching to the
colour-blind palette is one call. Colours are never the only signal: suits differ by
shape and corner letter, legal cards glow while selected ones are lifted and outlined,
so a player who sees no colour at all can still read the table.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QRadialGradient

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


@dataclass(frozen=True)
class Theme:
    """Hex colours (#rrggbb or #aarrggbb); `colour()` turns any field into a QColor."""

    name: str = "classic"
    colour_blind: bool = False
    felt_centre: str = "#2e7d4f"
    felt_edge: str = "#0f3b24"
    felt_line: str = "#5fa77a"
    card_face: str = "#fffdf6"
    card_border: str = "#8d8a80"
    card_shadow: str = "#50000000"
    court_frame: str = "#b58b2a"
    back_border: str = "#f5efe0"
    back_base: str = "#1d2c5e"
    back_lattice: str = "#3f57a6"
    back_accent: str = "#c9a548"
    # clubs, diamonds, hearts, spades
    suit_colours: tuple[str, str, str, str] = ("#1b1b1f", "#c4122f", "#c4122f", "#1b1b1f")
    legal_glow: str = "#ffd54a"
    selected_outline: str = "#2f7dff"
    focus_ring: str = "#ffffff"
    dim_overlay: str = "#805a5f66"
    text_on_felt: str = "#f3efe2"
    text_muted: str = "#b7cdbd"
    text_on_card: str = "#1b1b1f"
    # Seats' colours (pyramids, dice): red, orange, yellow, green, cyan, blue, purple, black
    player_colours: tuple[str, ...] = (
        "#d7263d",
        "#f28b1e",
        "#f5d327",
        "#4caf3a",
        "#27c0d8",
        "#2b59c3",
        "#8e44b5",
        "#2a2a30",
    )
    # The two teams' chips: blue and red
    team_colours: tuple[str, str] = ("#1f5fbf", "#c62828")
    # The stones (and their card suits): red, blue, green, yellow, purple
    stone_colours: tuple[str, str, str, str, str] = (
        "#c0392b",
        "#2f6fd0",
        "#3f9b3a",
        "#e8b923",
        "#8e44ad",
    )

    def colour(self, field_name: str) -> QColor:
        return QColor(getattr(self, field_name))

    def suit_colour(self, suit: int) -> QColor:
        return QColor(self.suit_colours[suit])

    def player_colour(self, index: int) -> QColor:
        return QColor(self.player_colours[index % len(self.player_colours)])

    def team_colour(self, team: int) -> QColor:
        return QColor(self.team_colours[team % len(self.team_colours)])

    def stone_colour(self, colour: int) -> QColor:
        return QColor(self.stone_colours[colour])

    def court_tint(self, suit: int) -> QColor:
        """A parchment wash touched with the suit colour for the panel of a court card."""
        parchment = blend(QColor(self.card_face), QColor(self.court_frame), 0.16)
        return blend(parchment, self.suit_colour(suit), 0.07)

    def felt_brush(self, rect: QRectF) -> QBrush:
        """The deep green cloth: lighter in the middle, darker towards the edges."""
        radius = max(rect.width(), rect.height()) * 0.75
        gradient = QRadialGradient(rect.center(), radius, rect.center() + QPointF(0, -radius / 8))
        gradient.setColorAt(0.0, QColor(self.felt_centre))
        gradient.setColorAt(1.0, QColor(self.felt_edge))
        return QBrush(gradient)


CLASSIC = Theme()
# Okabe & Ito's palette: bluish green, blue, vermilion and black stay apart under the
# three common colour-vision deficiencies (and in greyscale by lightness).
COLOUR_BLIND = replace(
    CLASSIC,
    name="colour_blind",
    colour_blind=True,
    suit_colours=("#00805c", "#0064a8", "#d55e00", "#1b1b1f"),
    legal_glow="#f0e442",
    selected_outline="#56b4e9",
    # Okabe & Ito's eight, in the classic order (vermilion for red, sky blue for cyan,
    # reddish purple for purple); every seat also has its letter and mark.
    player_colours=(
        "#d55e00",
        "#e69f00",
        "#f0e442",
        "#009e73",
        "#56b4e9",
        "#0072b2",
        "#cc79a7",
        "#2a2a30",
    ),
    team_colours=("#0072b2", "#e69f00"),
    stone_colours=("#d55e00", "#0072b2", "#009e73", "#f0e442", "#cc79a7"),
)

# A mark per seat colour, drawn with the colour in the colour-blind palette (see
# `desktop.table.marks` for the shapes).
# One colour per seat everywhere (the new-match dialog's badges, the score charts'
# lines): Okabe & Ito's palette, told apart by colour-blind players too, ordered so
# that the first seats read well on the dialog's paper and on the chart's felt alike.
SEAT_COLOURS = (
    "#e69f00", "#56b4e9", "#009e73", "#cc79a7", "#d55e00", "#0072b2", "#f0e442", "#b8b8b8",
)  # fmt: skip


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on `colour` (a seat's badge)."""
    shade = QColor(colour)
    light = 0.299 * shade.red() + 0.587 * shade.green() + 0.114 * shade.blue()
    return "#1b1b1b" if light > 150 else "#ffffff"


PLAYER_MARKS = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "bar")
TEAM_MARKS = ("circle", "cross")
STONE_MARKS = ("circle", "square", "triangle", "diamond", "star")


# Every colour a seat, a stone or a pawn comes in, by the engine's name: its word and
# its letter (printed on a piece in the colour-blind palette, after the word: French
# may use J, V...). One table, so that a colour reads the same on every table. Orange,
# cyan and black colour seats only, and a seat is called by its player's name: no word.
COLOURS = {
    "red": (QT_TRANSLATE_NOOP("Colours", "red"), QT_TRANSLATE_NOOP("Colours", "R")),
    "orange": ("", QT_TRANSLATE_NOOP("Colours", "O")),
    "yellow": (QT_TRANSLATE_NOOP("Colours", "yellow"), QT_TRANSLATE_NOOP("Colours", "Y")),
    "green": (QT_TRANSLATE_NOOP("Colours", "green"), QT_TRANSLATE_NOOP("Colours", "G")),
    "cyan": ("", QT_TRANSLATE_NOOP("Colours", "C")),
    "blue": (QT_TRANSLATE_NOOP("Colours", "blue"), QT_TRANSLATE_NOOP("Colours", "B")),
    "purple": (QT_TRANSLATE_NOOP("Colours", "purple"), QT_TRANSLATE_NOOP("Colours", "P")),
    "black": ("", QT_TRANSLATE_NOOP("Colours", "K")),
    "grey": (QT_TRANSLATE_NOOP("Colours", "grey"), ""),  # no piece is grey: no letter
}
# The seats' colours in the order of `Theme.player_colours`, the stones' in the order
# of `Theme.stone_colours`.
PLAYER_COLOUR_NAMES = ("red", "orange", "yellow", "green", "cyan", "blue", "purple", "black")
STONE_COLOUR_NAMES = ("red", "blue", "green", "yellow", "purple")


def colour_word(name: str) -> str:
    """A colour's word, translated ("red": "rouge")."""
    return QCoreApplication.translate("Colours", COLOURS[name][0])


def colour_letter(name: str) -> str:
    """A colour's letter, translated ("green": "V")."""
    return QCoreApplication.translate("Colours", COLOURS[name][1])


def player_letter(index: int) -> str:
    """The letter of a seat colour."""
    return colour_letter(PLAYER_COLOUR_NAMES[index % len(PLAYER_COLOUR_NAMES)])


def stone_letter(colour: int) -> str:
    """The letter of a stone colour."""
    return colour_letter(STONE_COLOUR_NAMES[colour])


class ThemeNotifier(QObject):
    """Announces a palette switch, so cached items can repaint themselves."""

    changed = Signal(object)


_notifier: ThemeNotifier | None = None
_current = CLASSIC


def theme_notifier() -> ThemeNotifier:
    global _notifier
    if _notifier is None:
        _notifier = ThemeNotifier()
    return _notifier


def current_theme() -> Theme:
    return _current


def set_colour_blind(enabled: bool) -> Theme:
    """Switch palettes; items listening to `theme_notifier().changed` repaint."""
    global _current
    new_theme = COLOUR_BLIND if enabled else CLASSIC
    if new_theme is not _current:
        _current = new_theme
        theme_notifier().changed.emit(new_theme)
    return _current


def blend(colour: QColor, other: QColor, amount: float) -> QColor:
    """`colour` moved `amount` (0..1) of the way towards `other`."""
    keep = 1.0 - amount
    return QColor.fromRgbF(
        colour.redF() * keep + other.redF() * amount,
        colour.greenF() * keep + other.greenF() * amount,
        colour.blueF() * keep + other.blueF() * amount,
        colour.alphaF() * keep + other.alphaF() * amount,
    )


def table_font(pixel_size: float, bold: bool = False) -> QFont:
    """The application's own family at a pixel size derived from the item it labels,
    so text grows and shrinks with the table instead of staying at point sizes."""
    font = QFont(QGuiApplication.font())
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font
