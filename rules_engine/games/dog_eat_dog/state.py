"""A match of Dog Eat Dog in progress: `seeds/dog_eat_dog.en.md`, clause by clause.

The table is a set of stacks, each listed bottom to top and known by its top pyramid
(`stacks[top]`); a lone pyramid is a stack of one. Only a lone pyramid can lie tipped
(DE-11). A turn is taken in steps:

    ("attacker", id)    pick one of your lone upright pyramids (DE-7)
    ("decline",)        attack nobody this turn (DE-13)
    ("target", id)      pick the top of the stack to attack (DE-8); without the
                        Treehouse die available, the fight follows at once
    ("roll", treehouse) with the Treehouse die in play and a 2- or 3-pip attacker:
                        roll, with the Treehouse die in place of one d6 or not (DE-18)
    ("cancel",)         go back one step before anything is rolled, or drop the first
                        stack picked for a SWAP
    ("swap", id) x 2    after SWAP: the tops of two stacks, one then the other (DE-20)
    ("dig", id)         after DIG: one of your pyramids inside a stack (DE-21)
    ("aim", id)         after AIM: a lone pyramid to tip or stand up (DE-22)
    ("attacker", id)    after WILD: one more attack (DE-23)
    ("skip",)           leave the Treehouse die's follow-up unused

Every die comes from the match RNG through `core.dice`, and each roll is an event
marked as a reveal, so undo never goes back across it.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from rules_engine.core.dice import ATTACKER as ATTACKER_TIES
from rules_engine.core.dice import DEFENDER as DEFENDER_TIES
from rules_engine.core.dice import roll, roll_event, sweep_probability
from rules_engine.core.errors import IllegalAction
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.protocol import Result, State, ranks_from_keys
from rules_engine.core.rng import MatchRng
from rules_engine.games.dog_eat_dog.material import (
    AIM,
    BIT,
    COLOUR,
    DIG,
    HOP,
    MAX_PLAYERS,
    PIPS,
    SWAP,
    TIP,
    TREEHOUSE_FACES,
    WILD,
    colour_pyramids,
    pyramid_count,
)
from rules_engine.games.dog_eat_dog.scoring import group_trees, score

ATTACKER, TARGET, DIE, FOLLOW_UP, OVER = range(5)
PHASE_NAMES = ("attacker", "target", "die", "follow_up", "over")
NO_ATTACK, QUIET_ROUND = "no_attack", "quiet_round"  # why the match ended (DE-14)
WON, TIPPED, CAPTURED = "won", "tipped", "captured"  # how a fight ended

DECLINE_ACTION = ("decline",)
CANCEL_ACTION = ("cancel",)
SKIP_ACTION = ("skip",)
ROLL_ACTIONS = (("roll", False), ("roll", True))
ALL = range(pyramid_count(8))
SEAT_IDS = tuple(tuple(colour_pyramids(seat)) for seat in range(MAX_PLAYERS))
ATTACKER_ACTIONS = tuple(("attacker", pyramid) for pyramid in ALL)
TARGET_ACTIONS = tuple(("target", pyramid) for pyramid in ALL)
SWAP_ACTIONS = tuple(("swap", pyramid) for pyramid in ALL)
DIG_ACTIONS = tuple(("dig", pyramid) for pyramid in ALL)
AIM_ACTIONS = tuple(("aim", pyramid) for pyramid in ALL)


def defence_holds(best: int, attacker_pips: int, held: int, defender_pips: int) -> bool:
    """DE-9: a defender's best die `held` against the attack's best die `best`: the
    higher wins; on equal best dice the pyramid with fewer pips wins, and the
    defender when both are the same size. The engine and the playout model ask it."""
    return best < held or (best == held and attacker_pips >= defender_pips)


def fight_won(best: int, attacker_pips: int, defence: tuple[int, ...], defender_pips: int) -> bool:
    """DE-9: the attack's best die beats one defender's dice."""
    return not defence_holds(best, attacker_pips, max(defence), defender_pips)


@lru_cache(maxsize=1024)
def attack_odds(pips: int, defenders: tuple[int, ...]) -> float:
    """DE-9, DE-10: the chance that an attacker of `pips` pips, rolling all its dice,
    takes a stack whose defenders have these pips (a lone pyramid: one defender);
    each defender wins a tie of best dice unless the attacker has fewer pips."""
    sides = [(size, ATTACKER_TIES if pips < size else DEFENDER_TIES) for size in defenders]
    return float(sweep_probability(pips, sides))


class DogEatDogState(State):
    __slots__ = (
        "attacked",
        "attacker",
        "captured",
        "ended_by",
        "extra",
        "face",
        "final",
        "first_player",
        "last_fight",
        "lone",
        "masks",
        "num_players",
        "phase",
        "quiet",
        "rng",
        "setup_events",
        "stacks",
        "start_rolls",
        "swap_first",
        "target",
        "tipped",
        "treehouse",
        "turn",
    )

    def __init__(self, num_players: int, treehouse: bool, rng: MatchRng) -> None:
        self.num_players = num_players
        self.treehouse = treehouse
        self.rng = rng
        # DE-3: every pyramid starts alone and upright.
        # Stacks by their top pyramid, each bottom to top, and the colours each holds
        # (one bit per colour) to find targets fast. A stack's list is never changed
        # in place: a stack that changes is a new list, so clones share the lists.
        self.stacks: dict[int, list[int]] = {
            pyramid: [pyramid] for pyramid in range(pyramid_count(num_players))
        }
        self.masks: dict[int, int] = {pyramid: BIT[COLOUR[pyramid]] for pyramid in self.stacks}
        self.tipped: list[bool] = [False] * pyramid_count(num_players)
        # Whether each pyramid stands alone on the table. Stacks never lose a pyramid
        # (only an attacker standing alone is ever captured), so a pyramid that joins
        # a stack or a capture pile never stands alone again.
        self.lone: list[bool] = [True] * pyramid_count(num_players)
        self.captured: list[list[int]] = [[] for _ in range(num_players)]
        self.turn = 0
        self.phase = ATTACKER
        self.attacker: int | None = None  # the pyramid picked to attack with
        self.target: int | None = None  # the top of the stack picked to attack
        self.face: str | None = None  # the Treehouse face whose follow-up is offered
        self.swap_first: int | None = None  # the first stack (its top) picked for SWAP
        self.extra = False  # the attack offered is WILD's extra one (DE-23)
        self.attacked = False  # the seat to move has attacked this turn
        self.quiet = 0  # turns in a row that ended without an attack (DE-14)
        self.first_player = 0
        self.start_rolls: tuple = ()
        self.last_fight: dict | None = None
        self.ended_by: str | None = None
        self.final: tuple[int, ...] | None = None
        self.setup_events: list[dict] = []

    # -- set-up ---------------------------------------------------------------------------

    def set_up(self, first: int, throws: tuple) -> list[dict]:
        """DE-3, DE-4: the pyramids laid out, the start roll (its throws as events),
        then the first turn."""
        self.first_player = first
        self.start_rolls = throws
        count = len(self.tipped)
        deal = {
            "type": "deal",  # DE-3: every pyramid on the table, alone and upright
            "colours": COLOUR[:count],
            "pips": PIPS[:count],
            "stacks": tuple((pyramid,) for pyramid in range(count)),
        }
        events = [deal]
        events += [
            roll_event(seat, (face,), purpose="start", throw=number)
            for number, faces in enumerate(throws)
            for seat, face in faces
        ]
        events.append({"type": "first_player", "seat": first})
        self._start_turn(first, events)
        return events

    # -- the protocol ---------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> list[tuple]:
        phase = self.phase
        if phase == OVER or (seat is not None and seat != self.turn):
            return []
        if phase == ATTACKER:
            # The attack phase only begins, and WILD only offers its attack, when the
            # seat has a legal attack (`can_attack`): every attacker has a target.
            lone, tipped = self.lone, self.tipped
            actions = [
                ATTACKER_ACTIONS[pyramid]
                for pyramid in SEAT_IDS[self.turn]
                if lone[pyramid] and not tipped[pyramid]
            ]
            actions.append(SKIP_ACTION if self.extra else DECLINE_ACTION)
            return actions
        if phase == TARGET:
            bit, tipped = BIT[self.turn], self.tipped
            actions = [
                TARGET_ACTIONS[top]
                for top, mask in self.masks.items()
                if not mask & bit and not tipped[top]
            ]
            actions.append(CANCEL_ACTION)
            return actions
        if phase == DIE:
            return [ROLL_ACTIONS[0], ROLL_ACTIONS[1], CANCEL_ACTION]
        actions = self._follow_up_actions()
        actions.append(CANCEL_ACTION if self.swap_first is not None else SKIP_ACTION)
        return actions

    def apply(self, action: tuple) -> list[dict]:
        if self.phase == OVER:
            raise IllegalAction("DE-14", QT_TRANSLATE_NOOP("Engine", "The match is over."))
        kind = action[0] if type(action) is tuple and action else None
        size = len(action) if kind is not None else 0
        phase = self.phase
        if size == 2:
            if kind == "attacker" and phase == ATTACKER:
                return self._choose_attacker(action[1])
            if kind == "target" and phase == TARGET:
                return self._choose_target(action[1])
            if kind == "roll" and phase == DIE:
                return self._roll(action[1])
            if kind in (SWAP, DIG, AIM) and phase == FOLLOW_UP:
                return self._follow_up(kind, action[1])
        elif size == 1:
            if kind == "decline" and phase == ATTACKER and not self.extra:
                return self._decline()
            picking_swap = phase == FOLLOW_UP and self.swap_first is not None
            if kind == "cancel" and (phase in (TARGET, DIE) or picking_swap):
                return self._cancel()
            if kind == "skip" and (
                (phase == FOLLOW_UP and not picking_swap) or (phase == ATTACKER and self.extra)
            ):
                return self._skip()
        raise self._misplaced(kind, action)

    def _misplaced(self, kind, action) -> IllegalAction:
        """Why an action of the wrong kind, shape or moment is refused."""
        phase = self.phase
        if phase == ATTACKER:
            return IllegalAction(
                "DE-7",
                QT_TRANSLATE_NOOP(
                    "Engine", "Pick one of your lone upright pyramids to attack with, or decline."
                ),
            )
        if phase == TARGET:
            return IllegalAction(
                "DE-8", QT_TRANSLATE_NOOP("Engine", "Pick the pyramid or the stack to attack.")
            )
        if phase == DIE:
            return IllegalAction(
                "DE-18",
                QT_TRANSLATE_NOOP(
                    "Engine", "Roll your dice, with or without the Treehouse die in place of one."
                ),
            )
        return IllegalAction(
            "DE-18",
            QT_TRANSLATE_NOOP(
                "Engine", "Carry out what the Treehouse die shows, or skip it: {action}"
            ),
            action=repr(action),
        )

    # -- who may attack what --------------------------------------------------------------

    def _has_target(self, seat: int) -> bool:
        """DE-8: some stack holds none of the seat's pyramids and has an upright top
        (only a lone pyramid can lie tipped). The targets are listed, in
        `legal_actions`, in the order the stacks were formed, which the observation
        keeps (DE-3: where they stand is no rule fact)."""
        bit = BIT[seat]
        tipped = self.tipped
        for top, mask in self.masks.items():  # noqa: SIM110 (a loop: any() is slower here)
            if not mask & bit and not tipped[top]:
                return True
        return False

    def can_attack(self, seat: int) -> bool:
        """True when the seat has a legal attack now (DE-14): a lone upright pyramid
        of its own (DE-7) and a target (DE-8)."""
        tipped = self.tipped
        lone = self.lone
        for pyramid in SEAT_IDS[seat]:
            if lone[pyramid] and not tipped[pyramid]:
                return self._has_target(seat)
        return False

    # -- the steps of an attack -----------------------------------------------------------

    def _check_id(self, pyramid, clause: str) -> None:
        if type(pyramid) is not int or not 0 <= pyramid < len(self.tipped):
            raise IllegalAction(
                clause,
                QT_TRANSLATE_NOOP("Engine", "There is no such pyramid: {pyramid}"),
                pyramid=repr(pyramid),
            )

    def _choose_attacker(self, pyramid) -> list[dict]:
        self._check_id(pyramid, "DE-7")
        seat = self.turn
        if COLOUR[pyramid] != seat:
            raise IllegalAction(
                "DE-7", QT_TRANSLATE_NOOP("Engine", "You can only attack with your own pyramids.")
            )
        if self.tipped[pyramid]:
            raise IllegalAction(
                "DE-7",
                QT_TRANSLATE_NOOP(
                    "Engine", "A tipped pyramid is out of play until your next turn."
                ),
            )
        if not self.lone[pyramid]:
            raise IllegalAction(
                "DE-7",
                QT_TRANSLATE_NOOP("Engine", "Only a pyramid standing alone can attack."),
            )
        self.attacker = pyramid
        self.phase = TARGET
        return [{"type": "attacker", "seat": seat, "pyramid": pyramid}]

    def _choose_target(self, top) -> list[dict]:
        self._check_id(top, "DE-8")
        seat = self.turn
        if top not in self.stacks:
            raise IllegalAction(
                "DE-8",
                QT_TRANSLATE_NOOP(
                    "Engine", "Attack a lone pyramid or the top of a stack, nothing inside one."
                ),
            )
        if COLOUR[top] == seat:
            raise IllegalAction(
                "DE-8", QT_TRANSLATE_NOOP("Engine", "You cannot attack your own pyramids.")
            )
        if self.masks[top] & BIT[seat]:
            raise IllegalAction(
                "DE-8",
                QT_TRANSLATE_NOOP(
                    "Engine", "You cannot attack a stack that holds one of your pyramids."
                ),
            )
        if self.tipped[top]:
            raise IllegalAction(
                "DE-8",
                QT_TRANSLATE_NOOP(
                    "Engine", "A tipped pyramid is out of play: it cannot be attacked."
                ),
            )
        self.target = top
        events = [{"type": "target", "seat": seat, "pyramid": top}]
        if self.treehouse and PIPS[self.attacker] > 1:
            self.phase = DIE
            return events
        self._fight(False, events)
        return events

    def _roll(self, treehouse) -> list[dict]:
        if type(treehouse) is not bool:
            raise IllegalAction(
                "DE-18",
                QT_TRANSLATE_NOOP(
                    "Engine", "Say whether you roll the Treehouse die: true or false."
                ),
            )
        events: list[dict] = []
        self._fight(treehouse, events)
        return events

    def _cancel(self) -> list[dict]:
        """Back one step, before any die is rolled: nothing is revealed."""
        seat = self.turn
        if self.phase == FOLLOW_UP:
            dropped, self.swap_first = self.swap_first, None
            return [{"type": "cancel", "seat": seat, "step": "swap", "pyramid": dropped}]
        if self.phase == DIE:
            dropped, self.target = self.target, None
            self.phase = TARGET
            return [{"type": "cancel", "seat": seat, "step": "target", "pyramid": dropped}]
        dropped, self.attacker = self.attacker, None
        self.phase = ATTACKER
        return [{"type": "cancel", "seat": seat, "step": "attacker", "pyramid": dropped}]

    def _decline(self) -> list[dict]:
        """DE-13: no attack this turn."""
        events = [{"type": "decline", "seat": self.turn}]
        self._end_turn(events)
        return events

    def _skip(self) -> list[dict]:
        """Leave the Treehouse die's follow-up (or WILD's extra attack) unused."""
        events = [{"type": "skip", "seat": self.turn, "face": self.face or WILD}]
        self._end_turn(events)
        return events

    # -- the fight ------------------------------------------------------------------------

    def _fight(self, treehouse: bool, events: list[dict]) -> None:
        """DE-9 to DE-12, and DE-19 when the Treehouse die is rolled."""
        seat = self.turn
        attacker = self.attacker
        top = self.target
        pips = PIPS[attacker]
        rng = self.rng
        dice = roll(rng, pips - 1 if treehouse else pips)
        face = TREEHOUSE_FACES[roll(rng, 1)[0] - 1] if treehouse else None
        # The roll events are `core.dice.roll_event`'s, written out: a search applies
        # thousands of fights.
        events.append(
            {
                "type": "roll",
                "seat": seat,
                "dice": dice,
                "reveal": True,
                "purpose": "attack",
                "pyramid": attacker,
                "treehouse": face,
            }
        )
        best = max(dice)
        stacks = self.stacks
        masks = self.masks
        stack = stacks[top]
        defended = tuple(stack)
        defences = []  # (pyramid, dice) for every defender that rolled, top down
        defence_best = []  # the die each of them keeps (DE-9)
        beaten_by = None
        tie_break = None  # how the last defence's tie was broken (DE-9), if it was one
        if face == TIP:
            beaten_by = top  # DE-19: the attack fails; on a stack the top defender wins
        elif face != HOP:
            for defender in reversed(stack):
                size = PIPS[defender]
                defence = roll(rng, size)
                events.append(
                    {
                        "type": "roll",
                        "seat": COLOUR[defender],
                        "dice": defence,
                        "reveal": True,
                        "purpose": "defence",
                        "pyramid": defender,
                    }
                )
                defences.append((defender, defence))
                held = max(defence)  # DE-9: each side keeps its best die
                defence_best.append(held)
                tie_break = None  # DE-9's tie-break, if it decided this defence: which
                if best == held:
                    tie_break = "defender" if pips == size else "smaller"
                if defence_holds(best, pips, held, size):
                    beaten_by = defender
                    break
        if beaten_by is None:
            outcome, captor = WON, None
            del stacks[attacker]
            del masks[attacker]
            self.lone[attacker] = self.lone[top] = False
            del stacks[top]
            stacks[attacker] = [*stack, attacker]  # a new list: copies share the old one
            masks[attacker] = masks.pop(top) | BIT[seat]
        elif len(defended) == 1:
            outcome, captor = TIPPED, None
            self.tipped[attacker] = True
            self.tipped[top] = True
        else:
            outcome, captor = CAPTURED, COLOUR[beaten_by]
            del stacks[attacker]
            del masks[attacker]
            self.lone[attacker] = False
            self.captured[captor].append(attacker)
        self.last_fight = {
            "seat": seat,
            "attacker": attacker,
            "target": top,
            "stack": defended,  # bottom to top, as it stood before the fight
            "dice": dice,
            "best": best,  # DE-9: the die the attack keeps, what it fights with
            "treehouse": face,
            "defences": tuple(defences),
            "defence_best": tuple(defence_best),  # the die each defence keeps, in order
            "outcome": outcome,
            "beaten_by": beaten_by,
            "captor": captor,
            "tie_break": tie_break,
        }
        events.append({"type": "fight", **self.last_fight})
        self.attacked = True
        self.attacker = None
        self.target = None
        self.extra = False
        if face is None or face in (TIP, HOP):
            self._end_turn(events)
            return
        self.face = face
        if face == WILD:
            if self.can_attack(seat):
                self.phase = ATTACKER
                self.extra = True
                self.face = None
                return
        elif self._follow_up_actions():
            self.phase = FOLLOW_UP
            return
        # Nothing the face allows can be done (no two stacks to SWAP, none of the
        # seat's pyramids inside a stack to DIG, no attack left after WILD): the face
        # goes unused, and the players are told so, as a table would see it.
        events.append({"type": "face_unused", "seat": seat, "face": face})
        self._end_turn(events)

    # -- the Treehouse die's follow-ups ---------------------------------------------------

    def _swappable(self) -> list[int]:
        """DE-20: the tops of the stacks of two pyramids or more."""
        return [top for top, stack in self.stacks.items() if len(stack) > 1]

    def _diggable(self) -> list[int]:
        """DE-21: the seat's pyramids inside a stack, under its top."""
        seat = self.turn
        return sorted(
            pyramid
            for stack in self.stacks.values()
            if len(stack) > 1
            for pyramid in stack[:-1]
            if COLOUR[pyramid] == seat
        )

    def _aimable(self) -> list[int]:
        """DE-22: every lone pyramid, upright or tipped."""
        return [top for top, stack in self.stacks.items() if len(stack) == 1]

    def _follow_up_actions(self) -> list[tuple]:
        face = self.face
        if face == SWAP:
            tops = self._swappable()
            if len(tops) < 2:
                return []
            return [SWAP_ACTIONS[top] for top in tops if top != self.swap_first]
        if face == DIG:
            return [DIG_ACTIONS[pyramid] for pyramid in self._diggable()]
        return [AIM_ACTIONS[pyramid] for pyramid in self._aimable()]

    def _follow_up(self, kind: str, pyramid) -> list[dict]:
        if kind != self.face:
            raise IllegalAction(
                "DE-18",
                QT_TRANSLATE_NOOP(
                    "Engine", "Only the action the Treehouse die shows may follow the attack."
                ),
            )
        self._check_id(pyramid, "DE-18")
        seat = self.turn
        if kind == SWAP:
            if pyramid not in self._swappable() or pyramid == self.swap_first:
                raise IllegalAction(
                    "DE-20",
                    QT_TRANSLATE_NOOP("Engine", "SWAP exchanges the tops of two different stacks."),
                )
            if self.swap_first is None:
                self.swap_first = pyramid
                return [{"type": "swap_pick", "seat": seat, "pyramid": pyramid}]
            first, self.swap_first = self.swap_first, None
            one, two = self.stacks.pop(first), self.stacks.pop(pyramid)
            one, two = [*one[:-1], pyramid], [*two[:-1], first]  # new lists (`clone`)
            del self.masks[first], self.masks[pyramid]
            for stack in (one, two):
                self.place_stack(stack)
            events = [{"type": "swap", "seat": seat, "tops": (first, pyramid)}]
        elif kind == DIG:
            if pyramid not in self._diggable():
                raise IllegalAction(
                    "DE-21",
                    QT_TRANSLATE_NOOP(
                        "Engine", "DIG lifts one of your own pyramids from inside a stack."
                    ),
                )
            top = next(top for top, stack in self.stacks.items() if pyramid in stack)
            stack = self.stacks.pop(top)
            del self.masks[top]
            # A new list, the pyramid moved to the top (`clone`).
            self.place_stack([other for other in stack if other != pyramid] + [pyramid])
            events = [{"type": "dig", "seat": seat, "pyramid": pyramid}]
        else:
            if pyramid not in self._aimable():
                raise IllegalAction(
                    "DE-22",
                    QT_TRANSLATE_NOOP("Engine", "AIM tips or stands up a lone pyramid only."),
                )
            self.tipped[pyramid] = not self.tipped[pyramid]
            events = [
                {"type": "aim", "seat": seat, "pyramid": pyramid, "tipped": self.tipped[pyramid]}
            ]
        self._end_turn(events)
        return events

    def place_stack(self, stack: list[int]) -> None:
        """Put a stack (back) on the table under its top, with its colours."""
        mask = 0
        for pyramid in stack:
            mask |= BIT[COLOUR[pyramid]]
        self.stacks[stack[-1]] = stack
        self.masks[stack[-1]] = mask

    # -- turns and the end ----------------------------------------------------------------

    def _end_turn(self, events: list[dict]) -> None:
        """DE-14: a full round without an attack ends the match; else the next seat."""
        self.phase = ATTACKER
        self.attacker = self.target = self.face = self.swap_first = None
        self.extra = False
        if self.attacked:
            self.quiet = 0
        else:
            self.quiet += 1
            if self.quiet >= self.num_players:
                self._end(QUIET_ROUND, events)
                return
        self._start_turn((self.turn + 1) % self.num_players, events)

    def _start_turn(self, seat: int, events: list[dict]) -> None:
        """DE-5: cleanup (the seat's tipped pyramids stand up), then the attack phase,
        which a seat with no legal attack cannot begin: the match ends (DE-14)."""
        self.turn = seat
        self.attacked = False
        tipped = self.tipped
        stood = ()
        if True in tipped[9 * seat : 9 * seat + 9]:
            stood = tuple(pyramid for pyramid in SEAT_IDS[seat] if tipped[pyramid])
            for pyramid in stood:
                tipped[pyramid] = False
        events.append({"type": "turn", "seat": seat, "stood_up": stood})
        if not self.can_attack(seat):
            self._end(NO_ATTACK, events)

    def holdings(self, seat: int) -> list[int]:
        """DE-15: what the seat takes at the end: every stack it controls (a lone
        pyramid controls itself) and its captures."""
        taken = list(self.captured[seat])
        for top, stack in self.stacks.items():
            if COLOUR[top] == seat:
                taken.extend(stack)
        return taken

    def standing(self) -> tuple[int, ...]:
        """What each seat would score if the match ended now (DE-16)."""
        return tuple(score(self.holdings(seat), seat) for seat in range(self.num_players))

    def _end(self, reason: str, events: list[dict]) -> None:
        self.phase = OVER
        self.ended_by = reason
        self.final = self.standing()
        result = self.result()
        events.append(
            {
                "type": "round_end",
                "reason": reason,
                "seat": self.turn,
                "scores": self.final,
                "totals": self.final,
            }
        )
        events.append(
            {
                "type": "match_end",
                "totals": self.final,
                "ranks": result.ranks,
                "winners": result.winners,
            }
        )

    def result(self) -> Result:
        """DE-17: the highest score wins; equal scores share their rank."""
        scores = self.final if self.final is not None else self.standing()
        return Result(scores=scores, ranks=ranks_from_keys([-points for points in scores]))

    # -- views ----------------------------------------------------------------------------

    def observe(self, seat: int | None) -> dict:
        """Everything is public: every seat sees the public view with its seat set."""
        n = self.num_players
        trees = []
        for holder in range(n):
            one_colour, mixed, left, own = group_trees(self.holdings(holder), holder)
            trees.append(
                {
                    "one_colour": one_colour,
                    "mixed": mixed,
                    "left_over": left,
                    "own": own,
                    "score": score(self.holdings(holder), holder),
                }
            )
        count = pyramid_count(n)
        return {
            "game": "dog_eat_dog",
            "seat": seat,
            "num_players": n,
            "treehouse": self.treehouse,
            "to_move": self.to_move,
            "turn": self.turn,  # whose turn it is, or was when the match ended
            "phase": PHASE_NAMES[self.phase],
            # Each pyramid by id: its colour (= its owner's seat) and pips (1, 2, 3).
            "colours": COLOUR[:count],
            "pips": PIPS[:count],
            # Every stack bottom to top (a lone pyramid is a stack of one), in the order
            # they were formed (the order of the targets in `legal_actions`).
            "stacks": tuple(tuple(stack) for stack in self.stacks.values()),
            "tipped": tuple(pyramid for pyramid in range(count) if self.tipped[pyramid]),
            "captured": tuple(tuple(pile) for pile in self.captured),
            "attacker": self.attacker,
            "target": self.target,
            "face": self.face,
            "swap_first": self.swap_first,
            "extra_attack": self.extra,
            "attacked": self.attacked,
            "quiet_turns": self.quiet,
            "first_player": self.first_player,
            "start_rolls": self.start_rolls,
            "last_fight": self.last_fight,
            # While a target is chosen: (top, chance) for each stack the chosen attacker
            # may attack, the chance of taking it with a plain roll (a table shows it).
            "odds": self._odds() if self.phase == TARGET else (),
            "trees": tuple(trees),
            "scores": tuple(tree["score"] for tree in trees),
            "ended_by": self.ended_by,
            "final": self.final,
        }

    def _odds(self) -> tuple[tuple[int, float], ...]:
        pips, bit, tipped = PIPS[self.attacker], BIT[self.turn], self.tipped
        return tuple(
            (top, attack_odds(pips, tuple(sorted(PIPS[d] for d in self.stacks[top]))))
            for top, mask in self.masks.items()
            if not mask & bit and not tipped[top]
        )

    def clone(self) -> DogEatDogState:
        return self.clone_with(self.rng.copy())

    def clone_with(self, rng: MatchRng) -> DogEatDogState:
        """A copy of the table whose dice come from `rng`."""
        twin = DogEatDogState.__new__(DogEatDogState)
        twin.num_players = self.num_players
        twin.treehouse = self.treehouse
        twin.rng = rng
        # A stack's list is never changed in place (a stack that changes is a new
        # list), so the copies share them.
        twin.stacks = self.stacks.copy()
        twin.masks = self.masks.copy()
        twin.tipped = self.tipped[:]
        twin.lone = self.lone[:]
        twin.captured = [pile[:] for pile in self.captured]
        twin.turn = self.turn
        twin.phase = self.phase
        twin.attacker = self.attacker
        twin.target = self.target
        twin.face = self.face
        twin.swap_first = self.swap_first
        twin.extra = self.extra
        twin.attacked = self.attacked
        twin.quiet = self.quiet
        twin.first_player = self.first_player
        twin.start_rolls = self.start_rolls
        twin.last_fight = self.last_fight
        twin.ended_by = self.ended_by
        twin.final = self.final
        twin.setup_events = self.setup_events
        return twin

    def full_view(self) -> dict:
        view = self.observe(None)
        del view["seat"]
        view.update(
            private=tuple({} for _ in range(self.num_players)),
            turn=self.turn,
            rng=hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest(),
        )
        return view
