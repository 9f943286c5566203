"""A sequential probability ratio test on match results, as chess-engine testing
decides whether a change is stronger (Stockfish's fishtest uses its generalised
form): matches are played one after another and the test stops as soon as the
evidence is clear either way, or says "undecided" at a cap.

Each match gives the tested level a score in [0, 1] (its share of first place). The
two hypotheses are about the mean score: H0, it scores `p0` (no better than the
fair share), and H1, it scores `p1` (the goal). With the scores' mean and variance
measured so far, the log-likelihood ratio of H1 against H0 under a normal model
of the mean is

    LLR = n (p1 - p0) (mean - (p0 + p1) / 2) / variance

(the generalised SPRT of Michel Van den Bergh's notes, as fishtest computes it for
its trinomial results). The test accepts H1 when LLR reaches log((1 - beta) / alpha)
and H0 when it falls to log(beta / (1 - alpha)); with alpha = beta = 0.05 both
bounds are at 2.94 from zero.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

ALPHA = BETA = 0.05
STRONGER, NOT_STRONGER, UNDECIDED, RUNNING = "stronger", "not stronger", "undecided", "running"
# The variance assumed while few scores are in: one or two matches say nothing of it.
LEAST_VARIANCE = 0.05


def bounds(alpha: float = ALPHA, beta: float = BETA) -> tuple[float, float]:
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


@dataclass
class Sprt:
    """The running test for one pair: feed it each match's score with `add`."""

    p0: float
    p1: float
    least_matches: int = 20  # never decide on fewer (the variance is not known yet)
    scores: list[float] = field(default_factory=list)

    def add(self, score: float) -> None:
        self.scores.append(score)

    @property
    def matches(self) -> int:
        return len(self.scores)

    def llr(self) -> float:
        n = len(self.scores)
        if n == 0:
            return 0.0
        mean = sum(self.scores) / n
        variance = sum((score - mean) ** 2 for score in self.scores) / n
        variance = max(variance, LEAST_VARIANCE)
        return n * (self.p1 - self.p0) * (mean - (self.p0 + self.p1) / 2) / variance

    def verdict(self, cap: int | None = None) -> str:
        """STRONGER (H1 accepted), NOT_STRONGER (H0 accepted), UNDECIDED (the cap
        reached first) or RUNNING."""
        low, high = bounds()
        if len(self.scores) >= self.least_matches:
            value = self.llr()
            if value >= high:
                return STRONGER
            if value <= low:
                return NOT_STRONGER
        if cap is not None and len(self.scores) >= cap:
            return UNDECIDED
        return RUNNING

    def summary(self, cap: int | None = None) -> dict:
        low, high = bounds()
        return {
            "verdict": self.verdict(cap),
            "llr": round(self.llr(), 3),
            "bounds": [round(low, 3), round(high, 3)],
            "p0": round(self.p0, 4),
            "p1": round(self.p1, 4),
            "alpha": ALPHA,
            "beta": BETA,
        }
