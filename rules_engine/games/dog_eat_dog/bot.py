"""A Dog Eat Dog player that weighs every attack with exact odds, from its observation.

For each attack it could make (attackers of one size are alike, so at most three
kinds of attacker against each target) it computes, with `core.dice`'s exact odds,
the chance of taking the target, and against a stack the chance that each defender,
top down, is the first to win and hand the attacker to its owner. Each outcome is
valued by the scores it leads to (DE-15, DE-16): what the bot gains, what the stack's
controller loses, what a captor gains, judged against the leading opponent. A stack
won is then exposed: part of its worth is discounted by the chance that a typical
attacker sweeps it later. The Treehouse die is rolled when its average (TIP, HOP and
the follow-ups included) beats the plain roll; the follow-ups take the swap, dig or
attack that gains most, and a lone pyramid of its own is tipped with AIM to keep it
safe. The bot declines when no attack is worth anything.
"""

from __future__ import annotations

from itertools import combinations

from rules_engine.ai.base import Bot, Budget
from rules_engine.core.dice import ATTACKER, DEFENDER, FACES, beats, max_distribution
from rules_engine.games.dog_eat_dog.material import COLOUR, PIPS
from rules_engine.games.dog_eat_dog.scoring import score_counts
from rules_engine.games.dog_eat_dog.thumbs import THUMBS

LEADER_WEIGHT = 0.5  # the rest of the opponents' weight goes to their average
RISK_WEIGHT = 0.6  # how much of a won stack's worth is counted at risk
TYPICAL_ATTACKER = 2  # the pips of the attacker a won stack is expected to face
# A fight lost against a lone pyramid tips the attacker, which then cannot be
# attacked until the bot's next turn; measured in the arena, counting this safety
# as half a point wins more matches than counting the lost tempo.
TIPPED_SAFETY = 0.5
AIM_WORTH = 0.2
WILD_SHARE = 0.7  # what an extra attack is worth, as a share of the best one now

# P(best of n dice == face), face 0..6, as floats for speed (exact fractions underneath).
BEST = tuple(tuple(float(p) for p in max_distribution(count)) for count in range(4))
# P(a best die of `face` beats `count` defending dice), ties to the attacker or not.
BEAT = {
    (face, count, ties): float(beats(face, count, ties))
    for face in range(FACES + 1)
    for count in range(1, 4)
    for ties in (ATTACKER, DEFENDER)
}


def defence_odds(dice: int, pips: int, defenders: list[int]) -> tuple[float, list[float]]:
    """An attack rolling `dice` dice from a pyramid of `pips` pips against `defenders`
    (top down): P(it beats them all), and P(defender i is the first to win)."""
    win = 0.0
    first = [0.0] * len(defenders)
    sides = [(PIPS[d], ATTACKER if pips < PIPS[d] else DEFENDER) for d in defenders]
    chances = BEST[dice]
    for face in range(1, FACES + 1):
        chance = chances[face]
        if not chance:
            continue
        for index, (count, ties) in enumerate(sides):
            beaten = BEAT[face, count, ties]
            first[index] += chance * (1.0 - beaten)
            chance *= beaten
        win += chance
    return win, first


class Table:
    """The observation's table as the bot reasons about it: who holds what, scores."""

    def __init__(self, observation: dict) -> None:
        self.n = observation["num_players"]
        self.me = observation["seat"]
        self.stacks = {stack[-1]: list(stack) for stack in observation["stacks"]}
        self.tipped = set(observation["tipped"])
        self.counts = [dict() for _ in range(self.n)]
        for seat, pile in enumerate(observation["captured"]):
            for pyramid in pile:
                self._add(seat, pyramid)
        for top, stack in self.stacks.items():
            for pyramid in stack:
                self._add(COLOUR[top], pyramid)
        self.scores = [score_counts(counts.values()) for counts in self.counts]
        self.hopes: float | None = None  # what the Treehouse follow-ups may bring

    def _add(self, seat: int, pyramid: int, sign: int = 1) -> None:
        colour = COLOUR[pyramid]
        if colour == seat:
            return
        counts = self.counts[seat].setdefault(colour, [0, 0, 0])
        counts[PIPS[pyramid] - 1] += sign

    def score_after(self, seat: int, gained=(), lost=()) -> int:
        """The seat's score once it holds `gained` more and `lost` less."""
        counts = {colour: found[:] for colour, found in self.counts[seat].items()}
        for pyramids, sign in ((gained, 1), (lost, -1)):
            for pyramid in pyramids:
                colour = COLOUR[pyramid]
                if colour != seat:
                    counts.setdefault(colour, [0, 0, 0])[PIPS[pyramid] - 1] += sign
        return score_counts(counts.values())

    def value(self, changes: dict[int, int]) -> float:
        """The bot's standing with some seats' scores replaced: its score against the
        leading opponent's and the opponents' average."""
        scores = [changes.get(seat, points) for seat, points in enumerate(self.scores)]
        others = [points for seat, points in enumerate(scores) if seat != self.me]
        leader = max(others)
        average = sum(others) / len(others)
        return scores[self.me] - LEADER_WEIGHT * leader - (1 - LEADER_WEIGHT) * average

    def now(self) -> float:
        return self.value({})

    def attackers_of(self, seat: int) -> list[int]:
        return [
            top
            for top, stack in self.stacks.items()
            if len(stack) == 1 and COLOUR[top] == seat and top not in self.tipped
        ]

    def targets_of(self, seat: int) -> list[int]:
        return [
            top
            for top, stack in self.stacks.items()
            if top not in self.tipped and all(COLOUR[p] != seat for p in stack)
        ]


class DogEatDogHeuristicBot(Bot):
    name = "heuristic"
    thumbs = THUMBS  # what "Why?" says of its moves

    def choose(self, observation, legal_actions, rng, budget: Budget):
        if len(legal_actions) == 1:
            return legal_actions[0]
        table = Table(observation)
        phase = observation["phase"]
        if phase == "attacker":
            return self._attacker_step(table, observation, legal_actions)
        if phase == "target":
            return self._target_step(table, observation, legal_actions)
        if phase == "die":
            _plain, treehouse = self._attack_worth(
                table, observation, observation["attacker"], observation["target"]
            )
            return ("roll", treehouse)
        return self._follow_up(table, observation, legal_actions)

    # -- attacks --------------------------------------------------------------------------

    def _plans(self, table: Table, observation: dict, attackers, targets):
        """(worth, attacker, target) for one attacker of each size against each target,
        best first (ties kept in the legal order)."""
        plans = []
        seen_sizes = set()
        for attacker in attackers:
            if PIPS[attacker] in seen_sizes:
                continue
            seen_sizes.add(PIPS[attacker])
            for target in targets:
                worth, _ = self._attack_worth(table, observation, attacker, target)
                plans.append((worth, attacker, target))
        plans.sort(key=lambda plan: -plan[0])
        return plans

    def _attacker_step(self, table: Table, observation: dict, legal_actions):
        attackers = [action[1] for action in legal_actions if action[0] == "attacker"]
        targets = table.targets_of(table.me)
        plans = self._plans(table, observation, attackers, targets)
        if plans and plans[0][0] > 0:
            return ("attacker", plans[0][1])
        return ("skip",) if ("skip",) in legal_actions else ("decline",)

    def _target_step(self, table: Table, observation: dict, legal_actions):
        attacker = observation["attacker"]
        targets = [action[1] for action in legal_actions if action[0] == "target"]
        best, chosen = None, None
        for target in targets:
            worth, _ = self._attack_worth(table, observation, attacker, target)
            if best is None or worth > best:
                best, chosen = worth, target
        if chosen is None or best <= 0:
            return ("cancel",)
        return ("target", chosen)

    def _attack_worth(self, table: Table, observation: dict, attacker: int, target: int):
        """The attack's expected gain in standing, and whether to roll the Treehouse die."""
        me = table.me
        now = table.now()
        stack = table.stacks[target]
        owner = COLOUR[target]
        defenders = stack[::-1]
        pips = PIPS[attacker]
        won = table.value(
            {me: table.score_after(me, gained=stack), owner: table.score_after(owner, lost=stack)}
        )
        won -= self._exposure(table, [*stack, attacker], table.score_after(me, gained=stack))
        captured = [
            table.value({COLOUR[d]: table.score_after(COLOUR[d], gained=[attacker])})
            for d in defenders
        ]
        tipped = now + TIPPED_SAFETY
        failed = captured if len(stack) > 1 else [tipped]

        def fight(dice: int) -> float:
            win, first = defence_odds(dice, pips, defenders)
            return win * won + sum(p * v for p, v in zip(first, failed, strict=True))

        plain = fight(pips) - now
        if not observation["treehouse"] or pips < 2:
            return plain, False
        follow_ups = self._follow_up_hopes(table, observation, plain)
        treehouse = (won + failed[0] + 4 * fight(pips - 1) + follow_ups) / 6 - now
        return max(plain, treehouse), treehouse > plain

    def _exposure(self, table: Table, stack: list[int], score_with_it: int) -> float:
        """What a won stack may cost back: its worth to the bot, times the chance a
        typical attacker sweeps it, times how many opponents may try."""
        colours = {COLOUR[p] for p in stack}
        hunters = sum(
            1 for seat in range(table.n) if seat not in colours and table.attackers_of(seat)
        )
        if not hunters:
            return 0.0
        sweep, _ = defence_odds(TYPICAL_ATTACKER, TYPICAL_ATTACKER, stack[::-1])
        worth = score_with_it - table.scores[table.me]
        return RISK_WEIGHT * worth * sweep * min(1.0, 0.5 * hunters)

    def _follow_up_hopes(self, table: Table, observation: dict, best_plain: float) -> float:
        """The worth of SWAP, DIG, AIM and WILD together, each once, were they rolled
        now (the table changes little in one attack)."""
        if table.hopes is None:  # the same for every attack weighed in one decision
            swap = max((gain for gain, _pair in self._swaps(table)), default=0.0)
            dig = max((gain for gain, _p in self._digs(table)), default=0.0)
            aim = AIM_WORTH if table.attackers_of(table.me) else 0.0
            table.hopes = max(swap, 0.0) + max(dig, 0.0) + aim
        return table.hopes + WILD_SHARE * max(best_plain, 0.0)

    # -- the Treehouse die's follow-ups ---------------------------------------------------

    def _swaps(self, table: Table):
        """(gain, (top, top)) for every pair of stacks of two or more."""
        tall = [top for top, stack in table.stacks.items() if len(stack) > 1]
        now = table.now()
        found = []
        for one, two in combinations(tall, 2):
            first, second = table.stacks[one], table.stacks[two]
            new_first, new_second = [*first[:-1], two], [*second[:-1], one]
            changes = self._control_changes(table, [(first, new_first), (second, new_second)])
            found.append((table.value(changes) - now, (one, two)))
        return found

    @staticmethod
    def _control_changes(table: Table, moves) -> dict[int, int]:
        """New scores when stacks change (old stack, new stack) hands."""
        gained: dict[int, list[int]] = {}
        lost: dict[int, list[int]] = {}
        for old, new in moves:
            lost.setdefault(COLOUR[old[-1]], []).extend(old)
            gained.setdefault(COLOUR[new[-1]], []).extend(new)
        seats = set(gained) | set(lost)
        return {
            seat: table.score_after(seat, gained=gained.get(seat, ()), lost=lost.get(seat, ()))
            for seat in seats
        }

    def _digs(self, table: Table):
        """(gain, pyramid) for each of the bot's pyramids inside a stack."""
        now = table.now()
        found = []
        for stack in table.stacks.values():
            if len(stack) < 2:
                continue
            for pyramid in stack[:-1]:
                if COLOUR[pyramid] != table.me:
                    continue
                new = [p for p in stack if p != pyramid] + [pyramid]
                changes = self._control_changes(table, [(stack, new)])
                found.append((table.value(changes) - now, pyramid))
        return found

    def _follow_up(self, table: Table, observation: dict, legal_actions):
        face = observation["face"]
        if face == "swap":
            first = observation["swap_first"]
            pairs = [
                (gain, pair) for gain, pair in self._swaps(table) if first is None or first in pair
            ]
            if not pairs:
                return legal_actions[-1]
            gain, pair = max(pairs, key=lambda found: found[0])
            if gain <= 0:
                return legal_actions[-1]  # skip, or cancel the first pick
            return ("swap", pair[0] if first is None else self._other(pair, first))
        if face == "dig":
            digs = [(gain, p) for gain, p in self._digs(table) if ("dig", p) in legal_actions]
            if digs:
                gain, pyramid = max(digs, key=lambda found: found[0])
                if gain > 0:
                    return ("dig", pyramid)
            return ("skip",)
        # AIM: tip the bot's own largest lone upright pyramid, out of harm's way.
        mine = [p for p in table.attackers_of(table.me) if ("aim", p) in legal_actions]
        if mine:
            return ("aim", max(mine, key=lambda p: (PIPS[p], -p)))
        return ("skip",)

    @staticmethod
    def _other(pair: tuple[int, int], first: int | None) -> int:
        if first is None:
            return pair[0]
        return pair[1] if pair[0] == first else pair[0]


__all__ = ["DogEatDogHeuristicBot"]
