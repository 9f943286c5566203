"""One retranslate walk for the many widgets whose text is a fixed source string.

A retranslate body that only sets fixed texts is data: a table of
(attribute, text) or (attribute, text, tool tip) rows, the texts written with
QT_TRANSLATE_NOOP so pyside6-lupdate still finds each one under its context.
The context is passed again here because QT_TRANSLATE_NOOP returns the bare text.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from operator import attrgetter

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit, QMenu

TextRow = tuple[str, str] | tuple[str, str, str]


def set_texts(owner: object, context: str, rows: Iterable[TextRow]) -> None:
    """Translate each row's text (and tool tip) in `context` onto owner.<attribute>.

    The attribute may be a dotted path ("bid.label").
    """
    for attribute, text, *tip in rows:
        widget = attrgetter(attribute)(owner)
        translated = QCoreApplication.translate(context, text)
        # A menu shows a title, a line edit a placeholder (what to type, while empty);
        # actions, buttons and labels show a text.
        if isinstance(widget, QMenu):
            widget.setTitle(translated)
        elif isinstance(widget, QLineEdit):
            widget.setPlaceholderText(translated)
        else:
            widget.setText(translated)
        if tip:
            widget.setToolTip(QCoreApplication.translate(context, tip[0]))


def set_keyed_texts(widgets: Mapping[str, object], context: str, texts: Mapping[str, str]) -> None:
    """Each widget of a keyed family (a setting's choices) shows its key's translated text."""
    for key, widget in widgets.items():
        widget.setText(QCoreApplication.translate(context, texts[key]))


def translated(context: str, texts: Iterable[str]) -> tuple[str, ...]:
    """The texts (marked with QT_TRANSLATE_NOOP in `context`) in the current language."""
    return tuple(QCoreApplication.translate(context, text) for text in texts)
