"""Marks engine strings for translation without importing Qt.

`pyside6-lupdate` recognises calls named QT_TRANSLATE_NOOP and extracts their text
into `translations/*.ts`; the desktop translates them at display time with
`QCoreApplication.translate(context, text)`. The engine itself only ever sees
the English source text.
"""

ENGINE_CONTEXT = "Engine"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    return text


def engine_text(text: str) -> str:
    """Documentation helper: the text as written, in the engine's translation context."""
    return text
