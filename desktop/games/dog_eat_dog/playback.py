"""How a batch of Dog Eat Dog's events plays on the table: the attacker comes beside its
target and the dice tumble (the attack's, then each defender's), the best dice are
framed and the outcome said, a lost fight falls, then the pyramids glide to the new
table; the match's set-up rolls for who starts. Part of the table's `Scene` (a mixin
of it): the kit's playback (`TableScene.animate`) calls these hooks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF

from desktop.games.dog_eat_dog.layout import (
    Z_FLYING,
)
from desktop.games.dog_eat_dog.summary import DogEatDogSummary
from desktop.games.dog_eat_dog.text import (
    fight_sentence,
    start_sentence,
)
from desktop.table.dice import queue_roll

MOVE_MS = 420
APPROACH_MS = 320
FALL_MS = 260
SETTLE_MS = 500


class FightPlayback:
    def start_batch(self, events: list[dict]) -> None:
        self.last_mark.show_at(None)  # until the table settles and syncs again

    def animate_dig(self, event: dict) -> None:
        """DIG lifted a pyramid to its stack's top: if it was the bottom (the table still
        shows its stack under its key), the stack's new bottom keeps its place."""
        dug = event["pyramid"]
        if ("stack", dug) not in self.pyramids:
            return
        stack = next((s for s in self.observation()["stacks"] if dug in s), None)
        if stack is not None and stack[0] != dug:
            self._anchors[stack[0]] = self._anchors.pop(dug, dug)

    def animate_fight(self, fight: dict) -> None:
        """The attacker comes beside its target; the dice tumble, the attack's then each
        defender's in turn; the best die of each side is framed and the outcome said."""
        attacker = self.pyramids.get(("stack", fight["attacker"]))
        target = self.pyramids.get(("stack", fight["stack"][0]))
        if attacker is not None and target is not None:
            target.set_selected_look(True)  # the target is marked, as the attacker is
            beside = target.pos() + QPointF(-target.unit() * 0.95, target.unit() * 0.12)
            self.animator.add_move(attacker, beside, APPROACH_MS, 0.0, None, Z_FLYING)
        self._rolling = True
        self._sync_dice(fight, blank=True)
        self._show_fight_text("")
        places = self._dice_places(fight)
        attack_keys = [key for key in places if key[0] in ("attack", "treehouse")]
        queue_roll(
            self.animator,
            [self.dice[key] for key in attack_keys],
            [places[key][2] for key in attack_keys],
            seed=fight["attacker"] * 7 + sum(fight["dice"]),
        )
        for row in range(len(fight["defences"])):
            keys = [key for key in places if key[0] == "defence" and key[1] == row]
            queue_roll(
                self.animator,
                [self.dice[key] for key in keys],
                [places[key][2] for key in keys],
                seed=row * 13 + fight["target"],
            )
        self.animator.add_call(lambda: self._land(fight))
        self.animator.add_pause(SETTLE_MS)

    def animate_first_player(self, event: dict) -> None:
        """The match's set-up: the dice for who starts tumble in the tray, then the
        starter's die is framed and the sentence says who plays first."""
        self._rolling = True
        self._sync_dice(None, blank=True)
        self._show_fight_text("")
        places = self._start_dice_places()
        rows = sorted({key[1] for key in places})
        for row in rows:
            keys = [key for key in places if key[1] == row]
            queue_roll(
                self.animator,
                [self.dice[key] for key in keys],
                [places[key][2] for key in keys],
                seed=row * 17 + len(keys),
            )
        self.animator.add_call(self._land_start)
        self.animator.add_pause(SETTLE_MS)

    def _land_start(self) -> None:
        self._rolling = False
        obs = self.seat_view.public()
        self._sync_dice(None)
        self._show_fight_text(start_sentence(obs, self.names(), self.viewer))

    def _land(self, fight: dict) -> None:
        self._rolling = False
        for key, (*_look, best, _centre, _size) in self._dice_places(fight).items():
            if key in self.dice:
                self.dice[key].set_highlighted(best)
        obs = self.seat_view.public()
        self._show_fight_text(fight_sentence(fight, obs, self.names(), self.viewer))

    def glide(self, events: list[dict], end: dict | None) -> None:
        fight = next((event for event in events if event["type"] == "fight"), None)
        self.animator.add_call(lambda: self._fall_and_glide(fight))

    def _fall_and_glide(self, fight: dict | None) -> None:
        """Queued after the fight's dice: the fall of a lost fight, then the glide to the
        new table (from where the pyramids stand once the dice have stopped)."""
        if fight is not None and fight["outcome"] == "tipped":
            falling = [
                self.pyramids.get(("stack", fight["attacker"])),
                self.pyramids.get(("stack", fight["stack"][0])),
            ]
            self.animator.add_parallel(
                (item, item.pos(), FALL_MS, 84.0, None, Z_FLYING)
                for item in falling
                if item is not None
            )
        self.animator.add_call(lambda: self._glide(fight))

    def _glide(self, fight: dict | None) -> None:
        obs = self.observation()
        spots = self.spots(obs)
        origins: dict[tuple, QPointF] = {}
        sinks: dict[tuple, QPointF] = {}
        if fight is not None:
            attacker_key = ("stack", fight["attacker"])
            item = self.pyramids.get(attacker_key)
            if item is not None and fight["outcome"] == "won":
                target = self.pyramids.get(("stack", fight["stack"][0]))
                if target is not None:
                    sinks[attacker_key] = target.pos()
            elif item is not None and fight["outcome"] == "captured":
                for key in spots:
                    if (
                        key[0] == "pile"
                        and fight["attacker"] in key[1]
                        and key not in self.pyramids
                    ):
                        origins[key] = item.pos()
        for key in self.pyramids:  # a fallen pyramid lies down once it has fallen
            item = self.pyramids.get(key)
            if key in spots and abs(item.rotation()) > 1:
                item.setRotation(0.0)
                self.pyramids.place(item, spots[key])
        moves, leaving = self.pyramids.glides(spots, origins, sinks, MOVE_MS, Z_FLYING)
        self.flying.extend(leaving)
        self.animator.add_parallel(moves)

    def reveal_round_end(self, end: dict, ends: dict) -> None:
        self.animator.add_call(self.sync)  # the table as the match ended, under its summary

    def show_round_end(self, event: dict, ends: dict) -> None:
        match_end = ends["match_end"]
        obs = self.observation()
        board = self.game.scoreboard(obs)
        self.controls_widget.show_step(False, False, False, False)
        self.controls_widget.status.setText(
            QCoreApplication.translate("DogEatDogTable", "The match is over.")
        )
        panel = DogEatDogSummary(
            event,
            self.names(),
            match_end or {"winners": (), "ranks": event["scores"], "totals": event["scores"]},
            board.totals_by_round,
            self.summary_text_pixels(),
            holdings=obs["trees"],
        )
        self.show_summary(panel)
