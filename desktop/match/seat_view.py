"""One seat's view of the open match: what the table and the log may show of it.

The desktop never reads the engine's state for a seat by itself: the scene, the log
and the curtain's recap ask a `SeatView`. It holds the viewer (the seat looking at
the table, None for nobody's: then only public things show), and it is the one place
where events are redacted, for the viewer or for another seat (the curtain tells a
hot-seat player what the others did, as that player may see it).

Everything here is asked of the engine (`observe`, `legal_actions`, `refusal`,
`redact_event`): the desktop computes no rule.

The open form (`open`, set by a replay of a finished match only): the viewer's
observation also carries, under "open", every seat's private things as the engine
declares them (`full_view()["private"]`: one dict per seat, its hand and the like),
so the table draws every hand face up (`HandOnTable.open_hand`). A live match never
sets it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.match.session import MatchSession

VIEWER = object()  # `events(..., seat=VIEWER)`: for whoever looks at the table


class SeatView:
    def __init__(self, session: MatchSession) -> None:
        self._session = session
        self.seat: int | None = None  # the viewer: held here only
        self.open = False  # every seat's private things laid open (a finished replay)

    # -- what the viewer may know ---------------------------------------------------------

    def observation(self) -> dict:
        """What the viewer may know; with no viewer, the public view. In the open form,
        with "open": every seat's private things (see the module's docstring)."""
        state = self._session.state
        view = state.observe(self.seat)
        if self.open:
            view["open"] = tuple(state.full_view()["private"])
        return view

    def public(self) -> dict:
        """What everybody may know (scores, counts, whose turn)."""
        return self._session.state.observe(None)

    def events(self, events: list[dict], seat=VIEWER) -> list[dict]:
        """These events as `seat` (by default the viewer) may see them."""
        if seat is VIEWER:
            seat = self.seat
        redact = self._session.game.redact_event
        return [redact(event, seat) for event in events]

    # -- the turn, asked of the engine ------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return self._session.state.to_move

    @property
    def num_players(self) -> int:
        return self._session.state.num_players

    def setup_events(self) -> list[dict]:
        """The deal's events (who starts, the opening roll), as they happened: the log
        keeps them so and redacts them when it writes them (`events`)."""
        return self._session.state.setup_events

    def legal_actions(self) -> list[tuple]:
        """The actions the seat to move may take now."""
        return self._session.state.legal_actions()

    def refusal(self, action: tuple):
        """Why the engine would refuse `action` now (an `IllegalAction`), or None."""
        return self._session.state.refusal(action)

    def is_over(self) -> bool:
        return self._session.state.is_over()

    def result(self):
        """The match's final standing (once it is over)."""
        return self._session.state.result()

    def after(self, action: tuple) -> dict:
        """The viewer's observation once `action` were played (a preview: the match
        itself does not move)."""
        twin = self._session.state.clone()
        twin.apply(action)
        return twin.observe(self.seat)
