"""Plain values: what actions, events and observations are made of.

They are built from str, int, bool, None, tuples and dicts with string keys. JSON
has lists, not tuples, so `to_json` turns tuples into lists and `from_json` turns
every list back into a tuple: the round trip is exact because the engine never
puts a list into a plain value.
"""

from __future__ import annotations

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
