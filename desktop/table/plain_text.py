"""Text that must show as typed: a player's name can look like markup (`<img src=x>`),
and Qt guesses whether a message is rich text from what it holds."""

from __future__ import annotations

from PySide6.QtGui import Qt


def shown_as_typed(text: str) -> str:
    """`text` unchanged when Qt would show it as plain text anyway; else written as
    rich text that displays every character literally."""
    if Qt.mightBeRichText(text):
        return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
    return text


def escape_html(text: str) -> str:
    """`text` for a rich-text widget (the log, the message line): markup characters
    shown as themselves."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
