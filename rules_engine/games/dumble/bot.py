"""A Dumble player that thinks like a careful human, from its observation only.

A chain of small weighings (as Kajongg's AI):
- a hand is judged by its points now and by the points it will have once its best
  group (set, run or high single) is shed next turn: keep pairs and near-runs,
  shed high cards;
- a discard is chosen together with the draw it prepares: a card of the previous
  player's discards that completes a combination, or the stock's average;
- cards the next player is known to collect are not handed to them;
- "Dumble!" is called when sampled deals of the unseen cards (the game's
  determinizer) say that nobody is likely to be lower.
"""

from __future__ import annotations

from rules_engine.ai.base import Bot, Budget
from rules_engine.core.cards import CARDS_PER_DECK, RANK, SUIT, full_decks
from rules_engine.games.dumble.scoring import CALL_LIMIT, CARD_VALUE, hand_value
from rules_engine.games.dumble.thumbs import THUMBS

# Weights of the hand judgement. NOW weighs the points in hand if someone calls
# right away; it rises when an opponent is close to calling.
NOW_CALM = 0.35
NOW_ALARMED = 0.75
SHORT_HAND = 3  # an opponent with this many cards or fewer may call soon
FEED_PENALTY = 4.0  # handing the next player a card that pairs with what they took
CALL_RISK_LIMIT = 0.3  # call when at most this share of sampled deals beat us
SURE_CALL = 2  # with this many points or fewer, call without looking


def best_group_value(hand) -> int:
    """Points shed by the best legal discard of `hand` (single, set or run)."""
    best = 0
    by_rank: dict[int, int] = {}
    faces = set()
    for card in hand:
        value = CARD_VALUE[card]
        if value > best:
            best = value
        rank = RANK[card]
        by_rank[rank] = by_rank.get(rank, 0) + value
        faces.add((SUIT[card], rank))
    # A set sheds at most four cards; with two decks a rank can hold more.
    for rank, total in by_rank.items():
        count = total // CARD_VALUE[rank - 1]
        value = CARD_VALUE[rank - 1] * min(count, 4)
        if value > best:
            best = value
    for suit, rank in faces:
        if (suit, rank + 1) in faces and (suit, rank + 2) in faces:
            value = CARD_VALUE[rank - 1] + CARD_VALUE[rank] + CARD_VALUE[rank + 1]
            if value > best:
                best = value
    return best


class DumbleHeuristicBot(Bot):
    name = "heuristic"
    thumbs = THUMBS  # what "Why?" says of its moves

    def choose(self, observation, legal_actions, rng, budget: Budget):
        if observation["phase"] == "draw":
            return self._choose_draw(observation, legal_actions)
        if ("dumble",) in legal_actions and self._should_call(observation, rng, budget):
            return ("dumble",)
        return self._choose_discard(observation, legal_actions)

    # -- judging hands ------------------------------------------------------------------

    def _weight_now(self, obs) -> float:
        seat = obs["seat"]
        for other, size in enumerate(obs["hand_sizes"]):
            if other != seat and not obs["out"][other] and 0 < size <= SHORT_HAND:
                return NOW_ALARMED
        return NOW_CALM

    @staticmethod
    def _judge(hand, weight_now: float) -> float:
        """Lower is better."""
        value = hand_value(hand)
        return weight_now * value + (1 - weight_now) * (value - best_group_value(hand))

    def _unseen_faces(self, obs) -> list[int]:
        """Cards (one copy per face) that could come off the stock, by what we saw."""
        seen = set(obs["hand"]).union(obs["dead"], obs["offer"], obs["pending"])
        for known in obs["known"]:
            seen.update(known)
        faces = {card % CARDS_PER_DECK for card in full_decks(obs["decks"]) if card not in seen}
        return sorted(faces)

    def _stock_outlook(self, hand, faces, weight_now) -> float:
        if not faces:
            return self._judge(hand, weight_now) + 6.5
        total = 0.0
        for face in faces:
            total += self._judge([*hand, face], weight_now)
        return total / len(faces)

    def _next_player_collects(self, obs) -> set[int]:
        """Ranks the next player is known to hold (taken from discards)."""
        seat, n = obs["seat"], obs["num_players"]
        following = (seat + 1) % n
        while obs["out"][following] and following != seat:
            following = (following + 1) % n
        return {RANK[card] for card in obs["known"][following]} if following != seat else set()

    # -- decisions ------------------------------------------------------------------------

    def _choose_discard(self, obs, legal_actions):
        weight_now = self._weight_now(obs)
        faces = self._unseen_faces(obs)
        offer = obs["offer"]
        feeding = self._next_player_collects(obs)
        hand = obs["hand"]
        best_action, best_score = None, None
        for action in legal_actions:
            if action[0] != "discard":
                continue
            discarded = action[1]
            rest = [card for card in hand if card not in discarded]
            outlook = self._stock_outlook(rest, faces, weight_now)
            for card in offer:
                outlook = min(outlook, self._judge([*rest, card], weight_now))
            outlook -= 0.05 * sum(CARD_VALUE[card] for card in discarded)  # shed high first
            if any(RANK[card] in feeding for card in discarded):
                outlook += FEED_PENALTY
            if best_score is None or outlook < best_score:
                best_action, best_score = action, outlook
        return best_action

    def _choose_draw(self, obs, legal_actions):
        weight_now = self._weight_now(obs)
        hand = list(obs["hand"])
        best_action = legal_actions[0]
        best_score = None
        for action in legal_actions:
            if action[0] == "draw":
                score = self._stock_outlook(hand, self._unseen_faces(obs), weight_now)
            else:
                score = self._judge([*hand, action[1]], weight_now)
            if best_score is None or score < best_score:
                best_action, best_score = action, score
        return best_action

    def _should_call(self, obs, rng, budget: Budget) -> bool:
        """Call when sampled deals of the unseen cards rarely give anyone fewer points
        (a tie for lowest goes to the caller)."""
        mine = hand_value(obs["hand"])
        if mine > CALL_LIMIT:
            return False
        if mine <= SURE_CALL:
            return True
        seat = obs["seat"]
        opponents = [
            other for other in range(obs["num_players"]) if other != seat and not obs["out"][other]
        ]
        samples = max(1, budget.samples)
        beaten = 0
        for _ in range(samples):
            world = self.game.determinize(obs, seat, rng)
            if any(hand_value(world.hands[other]) < mine for other in opponents):
                beaten += 1
        return beaten / samples <= CALL_RISK_LIMIT
