"""Plain values: what actions, events and observations are made of.

They are built from str, int, bool, None, tuples and dicts with string keys. JSON
has lists, not tuples, so `to_json` turns tuples into lists and `from_json` turns
every list back into a tuple: the round trip is exact because the engine never
puts a list into a plain value.
"""

from __future__ import annotations

import re
from typing import Any


def to_json(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [to_json(item) for item in value]
    if isinstance(value, dict):
        return {key: to_json(item) for key, item in value.items()}
    return value


def from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(from_json(item) for item in value)
    if isinstance(value, dict):
        return {key: from_json(item) for key, item in value.items()}
    return value


def is_plain(value: Any) -> bool:
    """True when `value` round-trips through JSON unchanged (used by tests and checks)."""
    if value is None or isinstance(value, bool | int | str):
        return True
    if isinstance(value, float):
        return value == value  # NaN never compares equal after a round trip
    if isinstance(value, tuple):
        return all(is_plain(item) for item in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_plain(v) for k, v in value.items())
    return False


# Characters a name or a token must not hold: C0 and C1 controls, lone surrogates
# (text that cannot be written back as UTF-8), and the line and paragraph separators.
_UNCLEAN = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029]")


def is_clean_text(text: Any, limit: int) -> bool:
    """True for a str of at most `limit` characters that can be shown and saved as it
    is: valid Unicode, no control characters."""
    return type(text) is str and len(text) <= limit and _UNCLEAN.search(text) is None


def blank_unshowable(text: str) -> str:
    """`text` with each character `is_clean_text` refuses (a tab, an escape, a C1
    control, a line separator...) turned into a space."""
    return _UNCLEAN.sub(" ", text)


def shorten(text: Any, limit: int = 40) -> str:
    """`text` made safe to paste into a message: unshowable characters replaced, and
    cut to `limit` characters with an ellipsis (a file may hold a megabyte-long name)."""
    if not isinstance(text, str):
        try:
            text = str(text)
        except ValueError:  # an int past Python's digit limit
            text = "…"
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return _UNCLEAN.sub("\ufffd", text)
