"""How a batch of Double's Dread's events plays on the lagoon: the deal spreads the
pawns into the boats, a played pawn goes onto the monster and what it swallows
disappears with a gulp, a won trick slides to its winner, and at a round's end the
monster gives all it holds back before the summary. Part of the table's `Scene` (a
mixin of it): the kit's playback (`TableScene.animate`) calls these hooks."""

from __future__ import annotations

from desktop.games.doubles_dread.faces import pawn_look
from desktop.games.doubles_dread.geometry import (
    MOORING_ROTATION,
    Z_BOAT,
    Z_FLYING,
    mooring_map,
)
from desktop.games.doubles_dread.items import (
    prepare_pawns,
    turn_down,
)
from desktop.games.doubles_dread.reducer import fold, picture_of
from desktop.games.doubles_dread.summary import RoundSummary
from desktop.games.doubles_dread.text import (
    describe_event,
    pawn_tooltip,
)
from desktop.table.animator import nearest_angle
from desktop.table.scene import same_place, scale_to, turn_to

MOVE_MS = 340
PLAY_MS = 380
GULP_MS = 170
SLIDE_MS = 480
DEAL_MS = 260
TRICK_PAUSE_MS = 420


class LagoonPlayback:
    def animate(self, events: list[dict]) -> None:
        """The kit's playback, re-synced once when the whole batch is queued (a step
        that ends at once must not re-sync half-way)."""
        self.building = True
        try:
            super().animate(events)
        finally:
            self.building = False
            if not self.animator.busy():
                self._animations_done()

    def start_batch(self, events: list[dict]) -> None:
        self.planned = {}
        self._clear_looks()
        # the picture each step starts from: the events fold it forward as they queue
        self.queued_view = self.shown or self.current_view()

    def animate_deal(self, event: dict) -> None:
        self.queued_view = self._animate_deal(picture_of(self.observation()))

    def animate_play(self, event: dict) -> None:
        self.queued_view = self._animate_play(self.queued_view, event)

    def animate_trick_won(self, event: dict) -> None:
        self.last_trick = event
        self.controls_widget.last_trick_button.setEnabled(True)
        self.queued_view = self._animate_trick_won(self.queued_view, event)

    def glide(self, events: list[dict], end: dict | None) -> None:
        if end is None:  # (a round's end shows its own picture: `reveal_round_end`)
            self._glide(picture_of(self.observation()))

    def reveal_round_end(self, end: dict, ends: dict) -> None:
        self.frozen_view = self._animate_round_end(self.queued_view, end)

    def _clear_looks(self) -> None:
        """A move is under way: nothing glows or waits for a click until it is over."""
        for item in self.pawn_items.values():
            item.set_legal_look(False)
            item.set_dimmed(False)
            item.set_hoverable(False)
            item.setEnabled(False)
        for item in self.boat_items.values():
            item.set_looks(False, False, False)
            item.setEnabled(False)

    def _glide(self, view: dict, ms: int = MOVE_MS) -> None:
        """Every item glides from where it will be to where `view` puts it. Items
        resize and turn over when their step starts, not when it is queued."""
        spots, boats = self.layout(view)
        moves, resized, turned = [], [], []
        for key in list(self.pawn_items):
            if key not in spots:
                self.pawns.drop(key)
        for key, spot in spots.items():
            item = self.pawn_items.get(key)
            if item is None:
                item = self.pawns.make(key, spot)
                self.planned[item] = spot.pos
            item.role = spot.role
            resize = abs(self.planned.get((item, "size"), item.diameter()) - spot.size) > 0.01
            if item.face_up != spot.face_up:
                turned.append((item, spot.face_up))
            if same_place(self.planned.get(item, item.pos()), spot.pos) and not resize:
                continue
            if resize:
                resized.append((item, spot.size))
                self.planned[(item, "size")] = spot.size
            self.planned[item] = spot.pos
            moves.append(
                (item, spot.pos, ms, None, 1.0 if resize else None, Z_FLYING + spot.z / 100)
            )
        geo = self.geometry()
        for boat, spot in boats.items():
            item = self.boats.get(boat) or self.boats.make(boat, spot)
            item.set_size(geo.cell, geo.cols)
            if same_place(self.planned.get(item, item.pos()), spot.pos):
                continue
            self.planned[item] = spot.pos
            rotation = nearest_angle(item.rotation(), spot.rotation)
            moves.append((item, spot.pos, ms, rotation, None, Z_BOAT + 1))
        if resized or turned:
            self.animator.add_call(lambda r=resized, t=turned: prepare_pawns(r, t))
        self.animator.add_parallel(moves)
        self.animator.add_call(lambda v=view: self._after_step(v))

    def _after_step(self, view: dict) -> None:
        for boat, item in self.boat_items.items():
            item.setZValue(Z_BOAT)
            turn_to(item, MOORING_ROTATION[mooring_map(view)[boat]])
        for item in self.pawn_items.values():
            scale_to(item, 1.0)
        self._refresh_furniture(view)
        self.shown = view

    def _animate_play(self, view: dict, event: dict) -> dict:
        """The pawn moves onto the monster; what the monster swallows turns face down
        and disappears into its mouth with a gulp."""
        geo = self.geometry()
        where = mooring_map(view)
        pawn = event["pawn"]
        item = self.pawn_items.get(("pawn", pawn))
        if item is not None:
            item.role = "trick"
            spot = geo.trick_spot(where[event["boat"]])
            self.planned[item] = spot
            self.animator.add_move(item, spot, PLAY_MS, None, None, Z_FLYING)
        after = fold(view, event)
        swallowed = [self.pawn_items.get(("pawn", p)) for p in event["swallowed"]]
        swallowed = [item for item in swallowed if item is not None]
        if swallowed:
            self.animator.add_pause(TRICK_PAUSE_MS // 2)
            self.animator.add_call(lambda items=swallowed: turn_down(items))
            self._glide_with_gulp(after, MOVE_MS, 1.1)
        else:
            self._glide(after, ms=MOVE_MS)
        return after

    def _glide_with_gulp(self, view: dict, ms: int, swell: float) -> None:
        """The monster opens its mouth and swells while the pawns glide to `view`."""
        centre = self.geometry().centre
        self.animator.add_call(lambda: self.monster.set_mouth_open(True))
        self.animator.add_move(self.monster, centre, GULP_MS, None, swell)
        self._glide(view, ms=ms)
        self.animator.add_move(self.monster, centre, GULP_MS, None, 1.0)
        self.animator.add_call(lambda: self.monster.set_mouth_open(False))

    def trick_pause_ms(self) -> int:
        """How long a finished trick stays in view: longer for slower bots (the player's
        bot speed), and a click ends it at once. Last trick (L) shows it again."""
        return max(TRICK_PAUSE_MS, 2 * self.session.pace_ms)

    def _animate_trick_won(self, view: dict, event: dict) -> dict:
        """A look at the finished trick, then the winner's pawns slide to their pile."""
        self.animator.add_pause(self.trick_pause_ms())
        after = fold(view, event)
        self._glide(after, ms=SLIDE_MS)
        return after

    def _animate_round_end(self, view: dict, event: dict) -> dict:
        """The monster gives up all it swallowed (and the hidden pawns, shown now) to
        the winner of the last trick."""
        after = fold(view, event)
        hidden = after["revealed"]
        for index, pawn in enumerate(hidden):
            item = self.pawn_items.pop(("hidden", index), None)
            if item is not None:
                item.key = ("pawn", pawn)
                item.set_look(pawn_look(pawn, view["magic"]))
                item.setToolTip(pawn_tooltip(pawn, pawn in view["magic"]))
                self.pawn_items[("pawn", pawn)] = item
        if event["monster"]:
            self._glide_with_gulp(after, SLIDE_MS, 1.12)
        else:
            self._glide(after, ms=SLIDE_MS)
        return after

    def _animate_deal(self, view: dict) -> dict:
        """The pawns are mixed in the monster's lagoon and spread into the boats, one
        boat after the other."""
        geo = self.geometry()
        self.cells.clear()
        spots, boats = self.layout(view)
        for key in list(self.pawn_items):
            if key not in spots or key[0] == "hidden":
                self.pawns.drop(key)
        self._moor(boats, geo)
        self.monster.set_asked(None)
        for key, spot in spots.items():
            if key[0] == "hidden":
                self.pawns.make(key, spot)
        for boat in range(len(view["boats"])):
            moves = []
            for pawn in view["boats"][boat]:
                key = ("pawn", pawn)
                spot = spots[key]
                item = self.pawn_items.get(key)
                if item is None or item.role == "boat":
                    item = item or self.pawns.make(key, spot)
                    item.set_diameter(spot.size)
                    item.setPos(geo.centre)
                    item.setScale(0.3)
                else:
                    scale = item.diameter() / spot.size
                    item.set_diameter(spot.size)
                    item.setScale(scale)
                item.set_look(pawn_look(pawn, view["magic"]))
                item.setToolTip(pawn_tooltip(pawn, pawn in view["magic"]))
                item.set_face_up(True)
                item.role = "boat"
                moves.append((item, spot.pos, DEAL_MS, None, 1.0, Z_FLYING))
            self.animator.add_parallel(moves)
        self.animator.add_call(lambda v=view: self._after_step(v))
        return view

    def show_round_end(self, event: dict, ends: dict) -> None:
        """The table held on the round's last picture, and the summary on it."""
        match_end = ends["match_end"]
        self.sync()
        self.controls_widget.show_auction(False)
        self.controls_widget.show_sides(False)
        # At the match's end the line says its result, not the last round's.
        self.controls_widget.status.setText(
            describe_event(match_end or event, self.names(), self.last_positions) or ""
        )
        totals = self.game.scoreboard(self.public()).totals_by_round[: event["round"]]
        pixels = self.summary_text_pixels()
        self.show_summary(RoundSummary(event, self.names(), match_end, totals, pixels))
