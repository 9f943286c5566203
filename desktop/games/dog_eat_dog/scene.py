"""The Dog Eat Dog table: pyramids scattered on the felt, seen slightly from above.

Every stack on the table (a lone pyramid is a stack of one) is one `PyramidItem`,
keyed by its bottom pyramid, standing where that pyramid was laid (`layout.scatter`,
from the match seed). The column on the right gives each player a row: a pyramid of
their colour, their plate, and their pile of captures grouped into the trees the
engine's scoring makes of it. Under the rows, the dice tray holds the last fight's
dice and says what happened in one sentence.

Everything that glows comes from `legal_actions`; the chance shown on a target comes
from the observation's odds; the trees from the observation. An attack is animated
from its events: the attacker moves next to its target, the dice tumble in the tray
(the attack, then each defender in turn), the best die of each side is framed, then
the table glides to the new observation (a lost fight first tips both pyramids over,
a capture slides the attacker into the captor's pile).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsTextItem

from desktop.games.dog_eat_dog.controls import DogEatDogControls
from desktop.games.dog_eat_dog.hints import hint_words
from desktop.games.dog_eat_dog.layout import (
    TEXT_ROOM,
    Z_DICE,
    Z_PLATE,
    Geometry,
    pile_spots,
    scatter,
    table_spots,
    tray_layout,
)
from desktop.games.dog_eat_dog.playback import FightPlayback
from desktop.games.dog_eat_dog.text import (
    chance_text,
    describe_event,
    face_instruction,
    fight_sentence,
    start_sentence,
)
from desktop.table.dice import D6, TREEHOUSE, DieItem
from desktop.table.marks import LastMoveMark
from desktop.table.plates import SeatPlate
from desktop.table.pyramids import LARGE, PyramidItem, PyramidLook
from desktop.table.scene import TableScene
from desktop.table.store import ItemStore, Spot
from desktop.table.theme import current_theme, table_font


def _new_pyramid(key, spot: Spot) -> PyramidItem:
    return PyramidItem(spot.look, spot.size, badge=spot.role != "pile")


def _dress_pyramid(item: PyramidItem, spot: Spot) -> None:
    item.set_pyramids(spot.look)
    item.set_unit(spot.size)


class Scene(FightPlayback, TableScene):
    describe_event = staticmethod(describe_event)

    def __init__(self, session, animator, parent=None) -> None:
        super().__init__(session, animator, parent)
        self.pyramids = ItemStore(self, _new_pyramid, _dress_pyramid, self._clicked)
        self.dice: dict[tuple, DieItem] = {}
        self.plates: dict[int, SeatPlate] = {}
        self.tokens: dict[int, PyramidItem] = {}
        self.choices: dict[tuple, tuple] = {}  # item key -> the legal action it stands for
        self.fight_text = QGraphicsTextItem()
        self.fight_text.setZValue(Z_DICE)
        # the stack of the last fight, ringed (the observation's `last_fight`)
        self.last_mark = LastMoveMark(None, Z_PLATE - 1)
        self.addItem(self.last_mark)
        self._fight_text_fitted: tuple | None = None  # (text, tray size) its font fits
        self.addItem(self.fight_text)
        self._places: tuple[tuple, list] | None = None
        # A fight whose dice are still rolling: a re-sync meanwhile (the window's, on
        # any change) must not lay its dice still nor write its outcome yet.
        self._rolling = False
        # A stack's place is its bottom pyramid's; when DIG lifts that bottom to the
        # top, the new bottom keeps the old one's place (new bottom -> first bottom).
        self._anchors: dict[int, int] = {}
        self.controls_widget = DogEatDogControls()
        self.controls_widget.back_clicked.connect(lambda: self._choose(("cancel",)))
        self.controls_widget.roll_clicked.connect(lambda tree: self._choose(("roll", tree)))
        self.controls_widget.skip_clicked.connect(lambda: self._choose(("skip",)))
        self.controls_widget.decline_clicked.connect(lambda: self._choose(("decline",)))

    # -- what the window asks ---------------------------------------------------------

    def describe_with(self) -> tuple:
        return (self.seat_view.public(),)

    def retranslate(self) -> None:
        self.controls_widget.retranslate()
        super().retranslate()
        for die in self.dice.values():
            die.update()  # the Treehouse die's words

    # -- where things lie -------------------------------------------------------------

    def geometry(self) -> Geometry:
        players = self.seat_view.num_players
        return Geometry(self.table_size.width(), self.table_size.height(), players)

    def places(self) -> list:
        """Each pyramid's scattered place, from the match seed (cosmetic, stable)."""
        key = (self.session.record.seed, self.seat_view.num_players)
        if self._places is None or self._places[0] != key:
            self._places = (key, scatter(*key))
        return self._places[1]

    def spots(self, obs: dict) -> dict[tuple, Spot]:
        geo = self.geometry()
        piles = pile_spots(geo, obs, obs["phase"] == "over")
        taken = {pyramid for key in piles for pyramid in key[1]}
        spots = table_spots(geo, obs, self.places(), taken, self._anchors)
        spots.update(piles)
        return spots

    def summary_width(self) -> float:
        return min(self.geometry().play_rect().width() * 0.96, self.table_size.height() * 1.2)

    def place_summary(self) -> None:
        """Over the play area, so the piles laid out as trees stay in sight."""
        super().place_summary()
        if self.summary_proxy is not None:
            area = self.geometry().play_rect()
            proxy = self.summary_proxy
            proxy.setPos(self.summary_x(area.center().x()), proxy.pos().y())

    # -- drawing the table from the observation ------------------------------------------

    def sync(self) -> None:
        if self.frozen:
            self.place_summary()
            return
        obs = self.observation()
        for item in self.flying:
            self.retire(item)
        self.flying.clear()
        self.pyramids.sync(self.spots(obs))
        self._mark_last_fight(obs)
        self._refresh_plates(obs)
        self._rolling = self._rolling and self.animator.busy()  # a cleared queue
        if not self._rolling:
            self._sync_dice(obs["last_fight"])
            self._refresh_fight_text(obs)
        self._refresh_interaction(obs)

    def _mark_last_fight(self, obs: dict) -> None:
        """Ring where the last fight was fought: the stack its target stood in (the
        attacker on top after a win, the defender alone after a loss). None before the
        first fight, nor once the match is over and the piles are laid out."""
        fight = obs["last_fight"]
        key = self._stack_key_of(obs, fight["target"]) if fight else None
        item = self.pyramids.get(key) if key is not None and obs["phase"] != "over" else None
        if item is None:
            self.last_mark.show_at(None)
            return
        rect = item.mapToScene(item.shape().boundingRect()).boundingRect()  # the pyramids
        self.last_mark.show_at(rect.center(), max(rect.width(), rect.height()) * 1.25)

    def _refresh_plates(self, obs: dict) -> None:
        geo = self.geometry()
        names = self.names()
        board = self.game.scoreboard(obs)
        width = geo.plate_width()
        unit = geo.token_unit()
        for seat in range(obs["num_players"]):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = SeatPlate(Z_PLATE)
                self.addItem(plate)
                token = self.tokens[seat] = PyramidItem(PyramidLook(seat, LARGE), unit)
                token.setZValue(Z_PLATE)
                token.setEnabled(False)
                self.addItem(token)
            lines = [
                QCoreApplication.translate("DogEatDogTable", "score now: %1").replace(
                    "%1", str(board.totals[seat])
                )
            ]
            active = obs["to_move"] == seat
            thinking = active and self.session.shows_thinking(seat)
            plate.set_content(names[seat], lines, active, False, width, thinking)
            centre = geo.plate_centre(seat)
            plate.setPos(centre)
            token = self.tokens[seat]
            token.set_unit(unit)
            left = centre.x() - width / 2 - geo.token_room()
            token.setPos(QPointF(left + unit * 0.55, centre.y() + unit * 0.6))

    def _refresh_fight_text(self, obs: dict) -> None:
        fight = obs["last_fight"]
        if fight:
            text = fight_sentence(fight, obs, self.names(), self.viewer)
        else:  # before the first fight the tray keeps the roll for who starts (DE-4)
            text = start_sentence(obs, self.names(), self.viewer) if obs["start_rolls"] else ""
        self._show_fight_text(text)

    def _show_fight_text(self, text: str) -> None:
        tray = self.geometry().tray_rect()
        item = self.fight_text
        item.setDefaultTextColor(QColor(current_theme().text_on_felt))
        if item.textWidth() != tray.width():
            item.setTextWidth(tray.width())
        if item.toPlainText() != text:
            item.setPlainText(text)
        # The sentence keeps above the dice (`tray_layout` leaves it the top third):
        # a long one, a tie explained in French, is set smaller. Measured once per
        # sentence and tray size (every re-sync passes here).
        fitted = (text, tray.width(), tray.height())
        if fitted != self._fight_text_fitted:
            self._fight_text_fitted = fitted
            room = tray.height() * TEXT_ROOM
            pixels = max(12.0, min(tray.height() * 0.08, tray.width() * 0.045))
            while True:
                item.setFont(table_font(pixels))
                if pixels <= 9.0 or item.document().size().height() <= room:
                    break
                pixels = max(9.0, pixels * 0.9)
        if item.pos() != tray.topLeft():
            item.setPos(tray.topLeft())

    # -- the dice tray ------------------------------------------------------------------

    def _dice_places(self, fight: dict) -> dict[tuple, tuple]:
        """Each die of a fight: (kind, colour, value, highlighted, centre, size); with
        no fight yet, the start roll's."""
        if fight is None:
            return self._start_dice_places()
        rows = max(len(fight["defences"]), 1)
        size, attack, defence, step = tray_layout(self.geometry(), rows)
        seat = fight["seat"]
        places = {}
        dice = fight["dice"]
        best = dice.index(fight["best"])  # the die the attack keeps (DE-9)
        for index, value in enumerate(dice):
            centre = attack + QPointF(index * size * 1.15, 0)
            places[("attack", index)] = (D6, seat, value, index == best, centre, size)
        if fight["treehouse"] is not None:
            centre = attack + QPointF(0, step)
            places[("treehouse",)] = (TREEHOUSE, None, fight["treehouse"], False, centre, size)
        kept = fight["defence_best"]
        for row, (defender, values) in enumerate(fight["defences"]):
            colour = self.seat_view.public()["colours"][defender]
            top = values.index(kept[row])
            for index, value in enumerate(values):
                centre = defence + QPointF(index * size * 1.15, row * step)
                places[("defence", row, index)] = (D6, colour, value, index == top, centre, size)
        return places

    def _start_dice_places(self) -> dict[tuple, tuple]:
        """DE-4: every seat's die of the roll for who starts, one row per throw (tied
        seats throw again), in each seat's colour; the starter's last die framed."""
        obs = self.seat_view.public()
        throws = obs["start_rolls"]
        if not throws:
            return {}
        size, left, _defence, step = tray_layout(self.geometry(), len(throws))
        places = {}
        for row, throw in enumerate(throws):
            for index, (seat, value) in enumerate(throw):
                centre = left + QPointF(index * size * 1.15, row * step)
                best = row == len(throws) - 1 and seat == obs["first_player"]
                places[("start", row, seat)] = (D6, seat, value, best, centre, size)
        return places

    def _sync_dice(self, fight: dict | None, blank: bool = False) -> None:
        places = self._dice_places(fight)
        for key in list(self.dice):
            if key not in places:
                self.retire(self.dice.pop(key))
        for key, (kind, colour, value, best, centre, size) in places.items():
            die = self.dice.get(key)
            if die is None or die.kind != kind:
                if die is not None:
                    self.retire(die)
                die = self.dice[key] = DieItem(None, size, colour, kind)
                die.setZValue(Z_DICE)
                die.setEnabled(False)
                self.addItem(die)
            die.set_size(size)
            die.set_colour(colour)
            die.set_value(None if blank else value)
            die.set_highlighted(best and not blank)
            if die.pos() != centre:
                die.setPos(centre)
            if abs(die.rotation()) > 1e-6:
                die.setRotation(0.0)

    # -- what may be chosen ---------------------------------------------------------------

    def _stack_key_of(self, obs: dict, pyramid: int) -> tuple | None:
        for stack in obs["stacks"]:
            if pyramid in stack:
                return ("stack", stack[0])
        return None

    def _refresh_interaction(self, obs: dict) -> None:
        mine = self.is_my_turn()
        legal = self.seat_view.legal_actions() if mine else []
        choices: dict[tuple, tuple] = {}
        for action in legal:
            if action[0] in ("attacker", "target", "swap", "dig", "aim"):
                key = self._stack_key_of(obs, action[1])
                # DIG may offer two pyramids of one stack: the higher one is taken
                choices[key] = action
        self.choices = choices
        odds = dict(obs["odds"])
        # the attacker, the target it is about to fight (before the roll), the first
        # stack picked for SWAP: each is outlined while the turn goes on
        selected = {obs["attacker"], obs["target"], obs["swap_first"]} - {None}
        selected_keys = {self._stack_key_of(obs, pyramid) for pyramid in selected}
        for key in self.pyramids:
            item = self.pyramids.get(key)
            if item.role != "table":
                item.setEnabled(False)
                continue
            choosable = key in choices
            chosen = key in selected_keys
            item.setEnabled(mine and (choosable or chosen))
            item.set_hoverable(mine and (choosable or chosen))
            item.set_legal_look(choosable)
            item.set_selected_look(chosen)
            item.set_dimmed(bool(choices) and not choosable and not chosen)
            action = choices.get(key)
            tip = ""
            if action is not None and action[0] == "target" and action[1] in odds:
                tip = chance_text(odds[action[1]])
            if item.toolTip() != tip:
                item.setToolTip(tip)
        self._refresh_controls(obs, mine, legal)

    def _refresh_controls(self, obs: dict, mine: bool, legal: list) -> None:
        controls = self.controls_widget
        controls.show_step(
            ("cancel",) in legal,
            ("roll", False) in legal,
            ("skip",) in legal,
            ("decline",) in legal,
        )
        controls.status.setText(self._status_text(obs, mine))

    def _status_text(self, obs: dict, mine: bool) -> str:
        if obs["phase"] == "over":
            return QCoreApplication.translate("DogEatDogTable", "The match is over.")
        if not mine:
            return QCoreApplication.translate("DogEatDogTable", "%1 is playing…").replace(
                "%1", self.names()[obs["to_move"]]
            )
        phase = obs["phase"]
        if phase == "attacker" and obs["extra_attack"]:
            return QCoreApplication.translate(
                "DogEatDogTable", "WILD: attack again with a glowing pyramid, or skip."
            )
        if phase == "attacker":
            return QCoreApplication.translate(
                "DogEatDogTable",
                "Your turn: pick a glowing pyramid to attack with, or choose No attack.",
            )
        if phase == "target":
            return QCoreApplication.translate(
                "DogEatDogTable",
                "Pick the pyramid or stack to attack (point at it: your chance to win this fight).",
            )
        if phase == "die":
            return QCoreApplication.translate(
                "DogEatDogTable",
                "Roll the attack, with the Treehouse die in place of one die if you tick it.",
            )
        if obs["face"] == "swap" and obs["swap_first"] is not None:
            return QCoreApplication.translate("DogEatDogTable", "SWAP: now pick the second stack.")
        return face_instruction(obs["face"])

    # -- turning clicks into actions -------------------------------------------------------

    def hint_items(self, action: tuple) -> list:
        """The pyramid or stack a hint picks (attacker, target, swap, dig, aim); the
        roll, the skip, Back and No attack are the controls'."""
        if action[0] not in ("attacker", "target", "swap", "dig", "aim"):
            return []
        item = self.pyramids.get(self._stack_key_of(self.observation(), action[1]))
        return [item] if item is not None else []

    def show_hint(self, action: tuple, lesson: bool = False) -> list:
        """A hinted roll also sets the Treehouse die box as the hint says, so that the
        Roll button plays exactly the hinted action (a lesson's glowing Roll included)."""
        if action[0] == "roll":
            self.controls_widget.treehouse_box.setChecked(bool(action[1]))
        return super().show_hint(action, lesson)

    def hint_words(self, action: tuple) -> str:
        return hint_words(action, self.observation(), self.names(), self.viewer)

    def _choose(self, action: tuple) -> None:
        if self.is_my_turn() and action in self.seat_view.legal_actions():
            self.action_chosen.emit(action)

    def _clicked(self, item: PyramidItem) -> None:
        if not self.is_my_turn():
            self.explain_click(item)
            return
        action = self.choices.get(item.key)
        if action is not None:
            self.action_chosen.emit(action)
            return
        if item.selected_look and ("cancel",) in self.seat_view.legal_actions():
            self.action_chosen.emit(("cancel",))  # the chosen attacker clicked again
            return
        self._explain_refusal(item)

    def _explain_refusal(self, item: PyramidItem) -> None:
        """Say, with its clause, why the engine refuses this pyramid now."""
        action = self.refused_action(item)
        error = self.seat_view.refusal(action) if action is not None else None
        if error is not None:
            from desktop.shell.i18n import translate_error

            self.message.emit(translate_error(error), error.clause)

    def refused_action(self, item) -> tuple | None:
        """What a click on a stack asks for in this step: the engine's `refusal` of it
        says why it is no choice (a stack of yours cannot attack, nor be attacked; a
        stack holding one of your pyramids cannot be attacked), with the clause. The
        kit asks it for a click on a pyramid that does not glow (it is disabled)."""
        key = getattr(item, "key", None)
        if not isinstance(key, tuple) or key[:1] != ("stack",):
            return None
        obs = self.observation()
        stack = next((s for s in obs["stacks"] if s[0] == key[1]), None)
        if stack is None:
            return None
        kinds = {"attacker": "attacker", "target": "target", "follow_up": obs["face"]}
        kind = kinds.get(obs["phase"])
        if kind is None or kind == "wild":
            return None
        return (kind, stack[-1])

    # -- animating what happened -----------------------------------------------------------

    # -- the end of the match -------------------------------------------------------------

    def on_reset(self) -> None:
        self._rolling = False
        for key in list(self.dice):
            self.retire(self.dice.pop(key))
        super().on_reset()


__all__ = ["Scene"]
