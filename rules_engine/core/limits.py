"""What a match record may hold: the one rule every entry point shares.

The loader refuses a record whose names or seed fall outside these limits, so the
places that take a name or a seed from a person (the new-match dialog, the command
line, the settings file) apply the same rule before a match starts: a name is
normalised (`normal_name`), a seed outside `SEED_MIN..SEED_MAX` is refused, and
`check_loads_back` makes sure the record about to be written reads back equal. A
match that could not be loaded again is never started.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules_engine.core.values import blank_unshowable, is_clean_text

if TYPE_CHECKING:
    from rules_engine.core.record import MatchRecord

MAX_NAME_CHARS = 64
# A seed is any integer a 64-bit signed or unsigned number can hold: what other
# programs (and older versions) may have written, and all the RNG needs.
SEED_MIN = -(1 << 63)
SEED_MAX = (1 << 64) - 1
SEED_RANGE = (SEED_MIN, SEED_MAX + 1)  # half-open, as the loader tests it


def is_valid_name(name: Any) -> bool:
    """True for a player name a record may hold (what the loader accepts)."""
    return is_clean_text(name, MAX_NAME_CHARS)


def normal_name(text: str) -> str:
    """A typed name as a record can hold it: every control character or line break
    becomes a space (a pasted tab or an escape sequence is not worth refusing), the
    ends are trimmed and the name is cut to the length the loader accepts. The result
    may be empty: the entry point then asks for a name."""
    name = blank_unshowable(text).strip()
    return name[:MAX_NAME_CHARS].rstrip()


def is_valid_seed(seed: Any) -> bool:
    """True for a seed a record may hold (what the loader accepts)."""
    return type(seed) is int and SEED_MIN <= seed <= SEED_MAX


def check_loads_back(record: MatchRecord) -> None:
    """RecordError unless `record` (a match about to start or be saved) reads back
    equal from its own file text: the last guard before a match is started."""
    from rules_engine.core.errors import RecordError
    from rules_engine.core.i18n import QT_TRANSLATE_NOOP
    from rules_engine.core.record import MatchRecord

    loaded = MatchRecord.loads(record.dumps(), replay=False)
    same = (
        loaded.game == record.game
        and loaded.seats == record.seats
        and loaded.seed == record.seed
        and loaded.options == record.options
        and loaded.actions == list(record.actions)
        and loaded.edition == record.edition
    )
    if not same:
        raise RecordError(
            QT_TRANSLATE_NOOP("Engine", "This match could not be saved and opened again.")
        )
