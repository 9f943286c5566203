"""How a batch of Dumble's events plays on the table: cards glide from where they are
to where the new observation puts them (drawn ones from the stock, discards to the
pile), a deal flies the cards out seat by seat, and at a round's end every hand turns
face up, one after the other, before the summary. Part of the table's `Scene` (a
mixin of it): the kit's playback (`TableScene.animate`) calls these hooks."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from desktop.games.dumble.layout import (
    Z_FLYING,
    Z_HAND,
    card_spot,
)
from desktop.games.dumble.summary import RoundSummary
from desktop.games.dumble.text import (
    describe_event,
    round_end_lines,
)
from desktop.table.card_faces import CARD_RATIO
from desktop.table.store import Spot


def _turn_face_up(items: list) -> None:
    for item in items:
        item.set_face_up(True)


MOVE_MS = 380
DEAL_MS = 150
REVEAL_MS = 260


class DumblePlayback:
    def glide(self, events: list[dict], end: dict | None) -> None:
        """Glide every item from where it is to where the new observation puts it (a
        deal lays the table itself)."""
        if any(event["type"] == "deal" for event in events):
            return
        obs = self.observation()
        spots = self.layout(obs)
        origins, sinks = self._event_hints(events, obs)
        arriving = [key for key in origins if key not in self.cards]
        moves, leaving = self.cards.glides(spots, origins, sinks, MOVE_MS, Z_FLYING)
        for key in arriving:  # a card coming from a hand shows its face once it lands
            if key in self.cards:
                self.cards.get(key).set_face_up(False)
        self.flying.extend(leaving)
        self.animator.add_parallel(moves)

    def settle(self) -> None:
        super().settle()
        if self.animator.busy():  # more steps follow: place everything for them now
            self.sync()

    def _event_hints(self, events: list[dict], obs: dict):
        """Where new items come from and where vanishing ones go, from the events."""
        geo = self.geometry()
        stock_top = geo.stock_pos()
        origins: dict[tuple, QPointF] = {}
        sinks: dict[tuple, QPointF] = {}
        for event in events:
            kind = event["type"]
            seat = event.get("seat")
            if kind == "discard" and seat != self.viewer:
                for card in event["cards"]:
                    origins[("card", card)] = self.seat_anchor(seat)
            elif kind == "draw":
                if seat == self.viewer and event.get("card") is not None:
                    origins[("card", event["card"])] = stock_top
                else:
                    for slot in range(obs["hand_sizes"][seat]):
                        origins.setdefault(("back", seat, slot), None)
                    origins[("back", seat, obs["hand_sizes"][seat] - 1)] = stock_top
            elif kind == "take" and seat != self.viewer:
                sinks[("card", event["card"])] = self.seat_anchor(seat)
                origins[("back", seat, obs["hand_sizes"][seat] - 1)] = self.seat_anchor(seat)
            if kind in {"draw", "take"}:
                for card in event.get("dead", ()):
                    if card not in self.dead_order:
                        self.dead_order.append(card)
                    sinks[("card", card)] = geo.dead_pos()
            if kind == "stock_rebuilt":
                for key in list(self.card_items):
                    if key[0] == "card" and getattr(self.card_items[key], "role", "") == "dead":
                        sinks[key] = stock_top
        return {k: v for k, v in origins.items() if v is not None}, sinks

    def animate_deal(self, deal: dict) -> None:
        """Cards fly from the stock to each player in turn, seven rounds."""
        for key in list(self.card_items):
            self.cards.drop(key)
        self.dead_order = []
        self.selection.clear()
        obs = self.observation()
        spots = self.layout(obs)
        stock = self.geometry().stock_pos()
        order = []
        seats = [s for s in range(obs["num_players"]) if obs["hand_sizes"][s]]
        start = seats.index(deal["starter"]) if deal["starter"] in seats else 0
        seats = seats[start:] + seats[:start]
        hand_keys = {
            seat: [key for key, spot in spots.items() if self._owner(key, spot) == seat]
            for seat in seats
        }
        for slot in range(max((len(keys) for keys in hand_keys.values()), default=0)):
            for seat in seats:
                if slot < len(hand_keys[seat]):
                    order.append(hand_keys[seat][slot])
        for key, spot in spots.items():
            if spot.role == "stock":
                self.cards.make(key, spot)
        flying = [key for key in order] + [k for k, s in spots.items() if s.role == "offer"]
        for key in flying:  # every card waits on the stock before the first one flies
            item = self.cards.make(key, spots[key], stock)
            item.set_face_up(False)
            item.setRotation(0)
            item.setZValue(Z_FLYING)
        for key in flying:
            spot = spots[key]
            item = self.card_items[key]
            self.animator.add_move(item, spot.pos, DEAL_MS, spot.rotation, None, spot.z)
            if spot.face_up:
                self.animator.add_call(lambda i=item: i.set_face_up(True))
        self.animator.add_call(self.sync)

    def _owner(self, key: tuple, spot: Spot) -> int | None:
        if spot.role == "hand":
            return self.viewer
        if spot.role == "opponent":
            return key[1]
        return None

    def show_round_end(self, event: dict, ends: dict) -> None:
        """Turn every hand face up and explain the scoring; wait for the player."""
        match_end = ends["match_end"]
        self.reveal_event = event
        geo = self.geometry()
        for key in list(self.card_items):
            if key[0] == "back" or getattr(self.card_items[key], "role", "") in {
                "hand",
                "opponent",
            }:
                self.cards.drop(key)
        others = self.other_seats(self.observation())
        caller = event["caller"]
        count = len(event["hands"])
        for seat in sorted(range(count), key=lambda other: (other - caller) % count):
            hand = event["hands"][seat]
            if not hand:
                continue
            revealed = []
            if seat == self.viewer:
                anchor, width = QPointF(geo.width / 2, geo.hand_y), geo.hand_width
            else:
                anchor, width = (
                    geo.seat_anchor(others.index(seat), len(others)),
                    geo.opponent_width * 1.25,
                )
            step = width * (0.78 if seat == self.viewer else 0.5)
            plate = self.plates.get(seat) if seat != self.viewer else None
            if plate is not None:  # shown face up, a hand is larger: keep it off the plate
                bottom = anchor.y() + width * CARD_RATIO / 2 + geo.margin * 0.2
                lift = bottom - plate.sceneBoundingRect().top()
                anchor = anchor - QPointF(0, max(lift, 0.0))
            for index, card in enumerate(hand):
                offset = index - (len(hand) - 1) / 2
                spot = card_spot(
                    card,
                    True,
                    anchor + QPointF(offset * step, 0),
                    width,
                    0,
                    Z_HAND + index,
                    "reveal",
                )
                item = self.cards.get(("card", card)) or self.cards.make(("card", card), spot)
                self.cards.place(item, spot)
                item.setEnabled(False)
                if seat != self.viewer:
                    item.set_face_up(False)
                    revealed.append(item)
            if revealed:  # the hands turn over one after the other, the caller's first
                self.animator.add_call(lambda items=revealed: _turn_face_up(items))
                self.animator.add_pause(REVEAL_MS)
        self.animator.add_call(lambda: self._open_summary(event, match_end))

    def _open_summary(self, event: dict, match_end: dict | None) -> None:
        self.controls_widget.discard_button.setEnabled(False)
        self.controls_widget.call_button.setEnabled(False)
        # At the match's end the line says its result, not the last round's.
        final = match_end or event
        self.controls_widget.status.setText(describe_event(final, self.names(), self.viewer) or "")
        self._plates_for_round_end(event)
        self.show_summary(
            RoundSummary(
                event, self.names(), match_end, None, self.summary_text_pixels(), viewer=self.viewer
            )
        )

    def _plates_for_round_end(self, event: dict) -> None:
        """During the summary the plates tell the round's result, not the next deal."""
        names = self.names()
        for seat, plate in self.plates.items():
            if not event["hands"][seat]:
                continue
            plate.set_content(
                names[seat],
                round_end_lines(event, seat),
                seat == event["winner"],
                seat in event["eliminated"],
                plate.boundingRect().width() - 8,
            )
