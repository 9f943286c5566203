"""How a batch of Stonehenge's events plays on the table: drawn cards fly from the deck,
the auctioneer walks to the next stone, and a stone's sale (the reveal) turns every
bid over at once, sends the stone to its buyer and walks the buyer's figure, before
its summary. Part of the table's `Scene` (a mixin of it): the kit's playback
(`TableScene.animate`) calls these hooks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor

from desktop.games.stonehenge.board import AUCTIONS, Z_CARD, Z_FIGURE, Z_FLYING, Geometry
from desktop.games.stonehenge.faces import STONEHENGE_FACES
from desktop.games.stonehenge.summary import RevealSummary
from desktop.games.stonehenge.text import (
    bid_state_text,
    describe_event,
    reason_sentence,
)
from desktop.table.cards import CardItem
from desktop.table.store import Spot
from desktop.table.theme import current_theme, table_font

MOVE_MS, STEP_MS, FLIP_MS, FLY_MS = 360, 170, 420, 520


class StonehengePlayback:
    def glide(self, events: list[dict], end: dict | None) -> None:
        """Everything to where the observation puts it: drawn cards from the deck, the
        revealed bids to the discard, the auctioneer to the next stone. A reveal holds
        the table as it was (`reveal_round_end`)."""
        if end is not None:
            return
        obs = self.observation()
        geo = self.geometry()
        deck = geo.deck_pos()
        origins: dict = {}
        sinks = {key: deck for key in self.cards if key[0] == "shown"}
        fliers = []
        for event in events:
            if event["type"] == "draw":
                if event["seat"] == self.viewer and not self.private_hidden:
                    for card in event["cards"]:
                        if card is not None:
                            origins[("card", card)] = deck
                else:
                    fliers.extend([event["seat"]] * len(event["cards"]))
        moves, leaving = self.cards.glides(
            self.card_spots(obs, geo), origins, sinks, MOVE_MS, Z_FLYING
        )
        stone_moves, stone_leaving = self.stones.glides(
            self.stone_spots(obs, geo), {}, {}, MOVE_MS, Z_FLYING
        )
        for seat in fliers:
            moves.append(self._flier(deck, geo.plate_pos(self.row_of(seat)), geo))
            leaving.append(moves[-1][0])
        if obs["auction"] < AUCTIONS and self.auctioneer.isVisible():
            target = geo.auctioneer_pos(obs["auction"])
            moves.append((self.auctioneer, target, MOVE_MS * 2, None, None, Z_FIGURE + 1))
        self.animator.add_parallel([*moves, *stone_moves])
        self.flying += leaving + stone_leaving

    def _flier(self, origin: QPointF, target: QPointF, geo: Geometry) -> tuple:
        """A face-down card flying from the deck to a player who draws it unseen."""
        item = CardItem(None, False, geo.pile_width, faces=STONEHENGE_FACES)
        item.setPos(origin)
        item.setZValue(Z_FLYING)
        item.setEnabled(False)
        self.addItem(item)
        return (item, target, FLY_MS, None, None, Z_FLYING)

    def settle(self) -> None:
        super().settle()
        if self.animator.busy():
            self.sync()

    def reveal_round_end(self, reveal: dict, ends: dict) -> None:
        """Every bid turns over at once, the winner's glows; the stone flies to its buyer
        and the buyer's figure walks its points; then the result waits on the table
        (`show_round_end`). The kit holds the table from the start of the reveal's
        batch (`TableScene.animate`)."""
        round_end, match_end = ends["round_end"], ends["match_end"]
        self.reveal_event = reveal
        geo = self.geometry()
        self._reveal_plates(reveal)
        if match_end is not None:  # no stone is for sale any more
            self.header.setText(QCoreApplication.translate("StonehengeTable", "The match is over."))
            self.auctioneer.hide()
        winner = reveal["winner"]
        shown = []
        moves = []
        for seat, cards in enumerate(reveal["commitments"]):
            for index in range(len(cards)):
                self.cards.drop(("pile", seat, index))
            count = len(cards)
            width = geo.pile_width * 1.15
            step = min(width * 0.55, width * 1.9 / max(count - 1, 1))
            for index, card in enumerate(cards):
                start = geo.pile_pos(self.row_of(seat), 0)
                pos = start + QPointF(index * step, 0)
                key = ("shown", seat, index)
                spot = Spot(pos, Z_CARD + 10 + index, 0, "shown", card, width, False)
                mine = self.cards.get(("card", card))
                if mine is not None:  # the viewer's own bid flies to its row
                    self.cards.take(("card", card))
                    self.retire(mine)
                    item = self.cards.make(key, spot, mine.pos())
                    moves.append((item, pos, MOVE_MS, 0, None, spot.z))
                else:
                    item = self.cards.make(key, spot)
                item.setEnabled(False)
                item.set_legal_look(seat == winner)
                shown.append(item)
        self.animator.add_parallel(moves)
        self.animator.add_call(lambda: [item.set_face_up(True) for item in shown])
        self.animator.add_pause(FLIP_MS)
        self.animator.add_call(lambda: self._say_reason(reveal))
        stone = self.stones.get(("stone", reveal["auction"]))
        if stone is not None and winner is not None:
            owned = self.observation()["collections"][winner][reveal["stone"]]
            target = geo.collected_pos(self.row_of(winner), reveal["stone"], owned - 1)
            scale = geo.collection_stone() / max(stone.diameter(), 1.0)
            self.animator.add_call(lambda: stone.set_legal_look(False))
            self.animator.add_move(stone, target, FLY_MS, None, scale, Z_FLYING)
        elif stone is not None:
            self.animator.add_call(lambda: stone.setOpacity(0.25))
        if winner is not None and round_end is not None:
            self._walk(winner, round_end, geo)

    def _reveal_plates(self, reveal: dict) -> None:
        """As the bids turn over: no plate glows any more, each says its bid or its
        pass; the scores stay those before the stone until the summary opens."""
        names = self.names()
        for seat, plate in self.plates.items():
            count = len(reveal["commitments"][seat])
            lines = list(plate.lines)
            if lines:
                lines[-1] = bid_state_text("sealed" if count else "passed", count)
            plate.set_content(names[seat], lines, False, False, plate.width())

    def _walk(self, winner: int, round_end: dict, geo: Geometry) -> None:
        figure = self.figures.get(winner)
        if figure is None:
            return
        after = round_end["totals"][winner]
        before = after - round_end["points"]
        for step in range(min(before, 20) + 1, min(after, 20) + 1):
            self.animator.add_move(figure, geo.figure_pos(winner, step), STEP_MS)

    def _say_reason(self, reveal: dict) -> None:
        geo = self.geometry()
        colour = QColor(current_theme().legal_glow)
        small = table_font(max(11.0, geo.header * 0.18))
        self.trump.show_text("", small, colour, self.trump.pos())
        self._lay_heading(
            geo,
            self.header.text().replace("\n", " "),
            self.reason,
            reason_sentence(reveal, self.names()),
            True,
            colour,
        )

    def show_round_end(self, reveal: dict, ends: dict) -> None:
        match_end = ends["match_end"]
        obs = self.observation()
        # The scores the stone just brought (the final ones at the match's end), and
        # the hands as the held table shows them: the draws come after Next auction.
        drawn = [0] * len(obs["hand_sizes"])
        for event in self.deferred:
            if event["type"] == "draw":
                drawn[event["seat"]] += len(event["cards"])
        hands = tuple(size - count for size, count in zip(obs["hand_sizes"], drawn, strict=True))
        self._refresh_plates(dict(obs, hand_sizes=hands), self.geometry(), reveal)
        self.controls_widget.seal_button.setEnabled(False)
        self.controls_widget.pass_button.setEnabled(False)
        # At the match's end the line says its result, not the last stone's.
        if match_end is not None:
            status = describe_event(match_end, self.names(), self.viewer) or ""
        else:
            status = reason_sentence(reveal, self.names())
        self.controls_widget.status.setText(status)
        board = self.game.scoreboard(self.seat_view.public())
        panel = RevealSummary(
            reveal,
            self.names(),
            match_end,
            board.totals_by_round,
            self.summary_text_pixels(),
            holdings=obs["collections"],
        )
        self.show_summary(panel)

    def continue_after_round(self) -> None:
        self.reason.show_text(
            "", self.reason.font(), self.reason.brush().color(), self.reason.pos()
        )
        super().continue_after_round()
