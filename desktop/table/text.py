"""Small helpers for the words a table shows."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QEvent


class Retranslating:
    """For a widget whose words are set in `retranslate()`: a language change calls it
    again (put first among the bases: `class Panel(Retranslating, QWidget)`)."""

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def fill(text: str, *values) -> str:
    """Qt-style placeholders %1, %2... filled in order (translators may move them).

    Use it on an already translated sentence: `fill(translate("Ctx", "%1 bids %2."), a, b)`;
    the numbers, not the order, tie a value to its place."""
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text


def plain_figure(chance: float) -> int | None:
    """A chance as the whole percent a player reads, or None where it rounds to 0 or
    100 (`percent` then says "less than 1" or "more than 99")."""
    shown = round(chance * 100)
    return shown if 0 < shown < 100 else None


def percent(chance: float) -> str:
    """A chance estimated by a search, as the number before "%": rounded, but never 0
    or 100, which would read as a match already lost or won ("less than 1", "more
    than 99" instead): an estimate of a match still being played is no certainty."""
    shown = plain_figure(chance)
    if shown is not None:
        return str(shown)
    if chance < 0.5:
        return QCoreApplication.translate("Percent", "less than 1")
    return QCoreApplication.translate("Percent", "more than 99")


def read_alike(chance: float, other: float) -> bool:
    """Two chances a player reads as the same plain figure ("32%" twice); "less than
    1%" twice is not one: it still tells how the match stands."""
    shown = plain_figure(chance)
    return shown is not None and shown == plain_figure(other)


class Voice:
    """An event told in the viewer's voice: `say(yours, theirs, *values)` gives
    `yours` ("You lay %1.") filled with `values` when the viewer did it (`mine`: the
    event's seat is the viewer's), else `theirs` ("%1 lays %2.") with the seat's name
    (`who`) first.

    Both sentences are translated whole, never built from parts: each language words
    the "you" form its own way."""

    def __init__(self, event: dict, names: list[str], viewer: int | None) -> None:
        seat = event.get("seat")
        self.mine = seat is not None and seat == viewer
        self.who = names[seat] if seat is not None else ""

    def __call__(self, yours: str, theirs: str, *values) -> str:
        if self.mine:
            return fill(yours, *values)
        return fill(theirs, self.who, *values)


# What one kind of event says in the viewer's voice, as a game's table holds it:
# (yours, theirs, *values). The two sentences are marked with QT_TRANSLATE_NOOP in the
# game's context (so lupdate finds them); each value is a function of the event and the
# facts the game passes along (its board, its observation) and fills the next "%n".
Saying = tuple[str, str, *tuple[Callable[..., object], ...]]


def told(
    context: str,
    sayings: Mapping[str, Saying],
    event: dict,
    names: list[str],
    viewer: int | None,
    *facts,
    kind: str | None = None,
) -> str | None:
    """The sentence `sayings` holds for the event's kind (`kind`, else its type), told by
    `Voice`; None when the table has no row for it."""
    saying = sayings.get(kind or event["type"])
    if saying is None:
        return None
    yours, theirs, *values = saying
    return Voice(event, names, viewer)(
        QCoreApplication.translate(context, yours),
        QCoreApplication.translate(context, theirs),
        *(value(event, *facts) for value in values),
    )


# A player's name as every table text shows it: `shown_name` is the one way a name is
# put into words on screen (the scenes' `names()`, so every game's log, summaries,
# standings, plates and hints; the window's own lines).
SHOWN_NAME_CHARS = 24  # what the new-match dialog lets a person type: it never elides
FSI, PDI = "\u2068", "\u2069"  # first-strong isolate ... pop directional isolate
_OPENERS = "\u2066\u2067\u2068"  # LRI, RLI, FSI
_ELLIPSIS = "…"
# The elided form of each long name shown, to its whole (isolated) name: tooltips and the
# log's hover text give the name back. A few dozen names a session, never more.
_WHOLE: dict[str, str] = {}


def isolated(text: str) -> str:
    """`text` in a bidi isolate: whatever directions it holds (a U+202E right-to-left
    override, Arabic or Hebrew letters) stay inside it and never reorder the words
    around it. A stray closing mark in `text` is dropped and an isolate left open is
    closed, so the isolate ends where `text` does."""
    kept, depth = [], 0
    for char in text:
        if char in _OPENERS:
            depth += 1
        elif char == PDI:
            if not depth:
                continue  # it would close our isolate early
            depth -= 1
        kept.append(char)
    return FSI + "".join(kept) + PDI * (depth + 1)


def shown_name(name: str, limit: int = SHOWN_NAME_CHARS) -> str:
    """A player's name as shown: isolated from its surroundings, and cut to `limit`
    characters ending in "…" when longer (the whole name is in the tooltip: see
    `name_tooltip`, `names_html`).

    The isolate marks go around every name that could reorder text: one holding a
    right-to-left letter, an Arabic digit or a direction mark. A name of left-to-right
    letters, digits and signs only is shown the same with or without them in the
    left-to-right languages of the app, and keeps its plain form (what is copied from
    the log is the name as typed)."""
    keep = isolated if _directional(name) else str
    if len(name) <= limit:
        return keep(name)
    cut = keep(name[: limit - 1].rstrip() + _ELLIPSIS)
    _WHOLE[cut] = keep(name)
    return cut


def _directional(text: str) -> bool:
    """True when `text` holds a character that can change the order of the text
    around it (its bidirectional class is one of `_REORDERING`)."""
    return any(unicodedata.bidirectional(char) in _REORDERING for char in text)


# Right-to-left letters, Arabic digits, and the explicit embeddings, overrides, isolates.
_REORDERING = frozenset(
    ("R", "AL", "AN", "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI")
)


def whole_names(text: str) -> str:
    """`text` with every elided name in it written in full."""
    for cut, whole in _WHOLE.items():
        if cut in text:
            text = text.replace(cut, whole)
    return text


def name_tooltip(text: str) -> str:
    """The tooltip for a text holding names: the text with its names in full, or "" when
    no name in it was cut."""
    whole = whole_names(text)
    return whole if whole != text else ""


def names_html(text: str) -> str:
    """`text` for a rich-text view (the log): markup shown as typed, and each elided
    name carrying its whole name as hover text."""
    from desktop.table.plain_text import escape_html

    html = escape_html(text)
    for cut, whole in _WHOLE.items():
        shown = escape_html(cut)
        if shown in html:
            title = escape_html(whole).replace('"', "&quot;")
            html = html.replace(shown, f'<span title="{title}">{shown}</span>')
    return html
