"""Dog Eat Dog: a scenario for every ruling of RULINGS.md section 2 (seeds DE-1..DE-17),
on tables laid out by hand with dice that fall as each test says."""

from __future__ import annotations

import pytest

from rules_engine.core.errors import IllegalAction
from rules_engine.games.dog_eat_dog.material import COLOUR, PIPS
from rules_engine.games.dog_eat_dog.state import CAPTURED, TIPPED, WON, fight_won
from tests.engine.dog_eat_dog.helpers import GAME, everything_once, ids, table

S0, M0, L0 = ids(0, 1), ids(0, 2), ids(0, 3)
S1, M1, L1 = ids(1, 1), ids(1, 2), ids(1, 3)
S2, M2, L2 = ids(2, 1), ids(2, 2), ids(2, 3)


def attack(state, attacker, target):
    events = state.apply(("attacker", attacker))
    return events + state.apply(("target", target))


def of_type(events, kind):
    return [event for event in events if event["type"] == kind]


# -- material and set-up ------------------------------------------------------------------


def test_nine_pyramids_per_colour_three_of_each_size():
    """DE-1: ids 9c..9c+8 are colour c: three small, three medium, three large."""
    state = GAME.new_match(8, None, 1)
    observation = state.observe(None)
    assert len(observation["colours"]) == 72
    for colour in range(8):
        mine = [p for p in range(72) if observation["colours"][p] == colour]
        assert mine == list(range(9 * colour, 9 * colour + 9))
        assert sorted(observation["pips"][p] for p in mine) == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert observation["stacks"] == tuple((p,) for p in range(72))
    assert observation["tipped"] == ()


@pytest.mark.parametrize("players", [2, 5, 8])
def test_the_start_roll_is_shown_and_the_highest_starts(players):
    """DE-4: everyone rolls, the highest starts, tied highest seats roll again."""
    for seed in range(30):
        state = GAME.new_match(players, None, seed)
        events = state.setup_events
        assert events[0]["type"] == "deal"
        rolls = of_type(events, "roll")
        assert all(event["reveal"] and event["purpose"] == "start" for event in rolls)
        last_throw = max(event["throw"] for event in rolls)
        assert {e["seat"] for e in rolls if e["throw"] == 0} == set(range(players))
        for number in range(last_throw + 1):
            throw = [e for e in rolls if e["throw"] == number]
            best = max(e["dice"][0] for e in throw)
            leaders = {e["seat"] for e in throw if e["dice"][0] == best}
            if number < last_throw:
                assert len(leaders) > 1
                assert {e["seat"] for e in rolls if e["throw"] == number + 1} == leaders
            else:
                assert leaders == {state.to_move} == {of_type(events, "first_player")[0]["seat"]}
        assert state.observe(None)["first_player"] == state.to_move


# -- who attacks what -----------------------------------------------------------------------


def test_attackers_are_own_lone_upright_pyramids():
    """DE-7: not a tipped pyramid, not one in a stack, not another colour."""
    state, _ = table(2, stacks=[(S1[0], M0[0])], tipped=[L0[0]])
    attackers = {a[1] for a in state.legal_actions() if a[0] == "attacker"}
    assert attackers == set(range(9)) - {M0[0], L0[0]}
    assert ("decline",) in state.legal_actions()
    for pyramid, clause in [(M0[0], "DE-7"), (L0[0], "DE-7"), (S1[1], "DE-7")]:
        before = state.full_view()
        with pytest.raises(IllegalAction) as caught:
            state.apply(("attacker", pyramid))
        assert caught.value.clause == clause
        assert state.full_view() == before


def test_targets_are_lone_upright_others_and_stacks_without_your_colour():
    """DE-8: a stack holding one of yours, a tipped pyramid, the inside of a stack and
    your own pyramids are never targets."""
    mixed = (S0[0], M1[0])  # controlled by 1 but holds a pyramid of 0
    foreign = (S2[0], L1[0])  # controlled by 1, none of 0
    state, _ = table(3, stacks=[mixed, foreign], tipped=[S1[1]])
    state.apply(("attacker", L0[0]))
    targets = {a[1] for a in state.legal_actions() if a[0] == "target"}
    expected = set(range(9, 27)) - {M1[0], S2[0], L1[0], S1[1]} | {L1[0]}
    assert targets == expected
    for pyramid in (M1[0], S2[0], S1[1], S0[1], L0[0]):
        before = state.full_view()
        with pytest.raises(IllegalAction) as caught:
            state.apply(("target", pyramid))
        assert caught.value.clause == "DE-8"
        assert state.full_view() == before


def test_ids_must_be_ints_and_the_state_stays_untouched():
    state, _ = table(2)
    for junk in [
        ("attacker", True),
        ("attacker", 1.0),
        ("attacker", "1"),
        ("attacker", 99),
        ("attacker", -1),
        ("attacker",),
        ("target", 9),
        ("roll", True),
        ("swap", 3),
    ]:
        before = state.full_view()
        with pytest.raises(IllegalAction):
            state.apply(junk)
        assert state.full_view() == before


def test_cancel_goes_back_a_step_without_rolling():
    state, _ = table(2)
    state.apply(("attacker", S0[0]))
    assert state.observe(0)["attacker"] == S0[0]
    events = state.apply(("cancel",))
    assert not any(event.get("reveal") for event in events)
    assert state.observe(0)["phase"] == "attacker" and state.observe(0)["attacker"] is None


# -- fights ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attacker_pips", "defender_pips", "attacker_wins"),
    [
        (1, 1, False),
        (2, 2, False),
        (3, 3, False),
        (1, 2, True),
        (1, 3, True),
        (2, 3, True),
        (2, 1, False),
        (3, 1, False),
        (3, 2, False),
    ],
)
def test_ties_go_to_fewer_pips_then_to_the_defender(attacker_pips, defender_pips, attacker_wins):
    """DE-9: equal best dice; against a lone pyramid the loser's fate follows DE-10/11."""
    attacker, defender = ids(0, attacker_pips)[0], ids(1, defender_pips)[0]
    state, dice = table(2)
    dice.load(*([4] + [1] * (attacker_pips - 1)))
    dice.load(*([4] + [2] * (defender_pips - 1)))
    events = attack(state, attacker, defender)
    fight = of_type(events, "fight")[0]
    assert fight["outcome"] == (WON if attacker_wins else TIPPED)
    assert fight_won(4, attacker_pips, (4,), defender_pips) == attacker_wins
    # The record says which tie-break decided it, for the table to explain.
    assert fight["tie_break"] == ("defender" if attacker_pips == defender_pips else "smaller")
    everything_once(state)


def test_the_best_single_die_counts_never_the_sum():
    state, dice = table(2)
    dice.load(3, 3, 3)  # a large rolling 3+3+3 = 9 but a best of 3
    dice.load(4)  # a small rolling 4
    events = attack(state, L0[0], S1[0])
    assert of_type(events, "fight")[0]["outcome"] == TIPPED


def test_winning_against_a_lone_pyramid_stacks_the_attacker_on_top():
    """DE-10, DE-6: the attacker sits on the beaten pyramid and controls the stack."""
    state, dice = table(2)
    dice.load(6, 1, 2)
    dice.load(5, 5)
    events = attack(state, L0[0], M1[0])
    rolls = of_type(events, "roll")
    assert [r["dice"] for r in rolls] == [(6, 1, 2), (5, 5)]
    assert all(r["reveal"] for r in rolls) and rolls[1]["seat"] == 1
    assert (M1[0], L0[0]) in state.observe(None)["stacks"]
    assert state.observe(None)["tipped"] == ()
    assert state.to_move == 1  # one attack per turn
    everything_once(state)


def test_losing_against_a_lone_pyramid_tips_both_until_their_owners_turn():
    """DE-11, DE-5: both separated and tipped, out of play; each stands up at its
    owner's cleanup."""
    state, dice = table(2)
    dice.load(2, 5)
    events = attack(state, S0[0], S1[0])
    assert of_type(events, "fight")[0]["outcome"] == TIPPED
    # Seat 1's cleanup came first: its pyramid stood up at once, seat 0's lies tipped.
    assert of_type(events, "turn")[-1] == {"type": "turn", "seat": 1, "stood_up": (S1[0],)}
    assert state.observe(None)["tipped"] == (S0[0],)
    state.apply(("attacker", S1[1]))
    assert ("target", S0[0]) not in state.legal_actions()  # tipped: out of play
    state.apply(("cancel",))
    events = state.apply(("decline",))
    assert of_type(events, "turn")[-1]["stood_up"] == (S0[0],)
    assert state.observe(None)["tipped"] == ()
    everything_once(state)


def test_a_stack_is_won_only_by_beating_every_defender_with_one_roll():
    """DE-12: one attack roll; each defender top down rolls against it."""
    stack = (S2[0], L1[0])
    state, dice = table(3, stacks=[stack])
    dice.load(5, 1)  # medium attacker: best 5
    dice.load(4, 4, 2)  # the large defends with 4: beaten
    dice.load(5)  # the small ties at 5 and has fewer pips: it wins
    state2, dice2 = table(3, stacks=[stack])
    dice2.load(5, 1, 4, 4, 2, 3)  # the same, but the small rolls 3: beaten too
    events = attack(state2, M0[0], L1[0])
    fight = of_type(events, "fight")[0]
    assert fight["outcome"] == WON
    assert [pyramid for pyramid, _ in fight["defences"]] == [L1[0], S2[0]]
    assert fight["tie_break"] is None  # the last defence, 3 against 5, was no tie
    # DE-9: each side keeps its best die; the record gives them, for the table to say.
    assert fight["best"] == 5 and fight["defence_best"] == (4, 3)
    assert (S2[0], L1[0], M0[0]) in state2.observe(None)["stacks"]
    everything_once(state2)
    # The same attack with the small defender tying: fewer pips wins the tie.
    events = attack(state, M0[0], L1[0])
    fight = of_type(events, "fight")[0]
    assert fight["outcome"] == CAPTURED and fight["beaten_by"] == S2[0]
    assert fight["tie_break"] == "smaller"


def test_a_third_colours_defender_inside_the_stack_captures_the_attacker():
    """DE-12: the second defender, of a third colour, wins: its owner (not the
    stack's controller) captures the attacker; the stack and nothing else changes,
    nothing is tipped."""
    stack = (M2[0], L1[0])  # controlled by seat 1, seat 2's medium underneath
    state, dice = table(3, stacks=[stack])
    before = state.observe(None)
    dice.load(5, 2)  # seat 0's medium: best 5
    dice.load(4, 1, 3)  # seat 1's large: 4, beaten
    dice.load(6, 1)  # seat 2's medium: 6, wins
    events = attack(state, M0[0], L1[0])
    fight = of_type(events, "fight")[0]
    assert fight["outcome"] == CAPTURED
    assert fight["beaten_by"] == M2[0] and fight["captor"] == 2
    assert [r["seat"] for r in of_type(events, "roll")] == [0, 1, 2]
    after = state.observe(None)
    assert after["captured"] == ((), (), (M0[0],))
    assert stack in after["stacks"]
    assert set(after["stacks"]) == set(before["stacks"]) - {(M0[0],)}
    assert after["tipped"] == ()
    everything_once(state)


def test_the_defence_stops_at_the_first_defender_that_wins():
    stack = (S2[0], M1[0])
    state, dice = table(3, stacks=[stack])
    dice.load(2, 1, 1)  # large attacker, best 2
    dice.load(3, 1)  # the top medium wins; the small never rolls
    events = attack(state, L0[0], M1[0])
    fight = of_type(events, "fight")[0]
    assert fight["captor"] == 1 and len(fight["defences"]) == 1
    assert len(of_type(events, "roll")) == 2


def test_declining_ends_the_turn_and_a_quiet_round_ends_the_match():
    """DE-13, DE-14: as many declines in a row as players end the match."""
    state, _ = table(3)
    for seat in range(2):
        assert state.to_move == seat
        state.apply(("decline",))
    assert not state.is_over()
    events = state.apply(("decline",))
    assert state.is_over() and state.observe(None)["ended_by"] == "quiet_round"
    assert of_type(events, "round_end")[0]["reason"] == "quiet_round"


def test_an_attack_resets_the_quiet_count():
    state, dice = table(2)
    state.apply(("decline",))
    dice.load(6, 1)
    attack(state, S1[0], S0[0])
    state.apply(("decline",))
    assert not state.is_over()
    state.apply(("decline",))
    assert state.is_over()


def test_a_player_with_no_legal_attack_ends_the_match():
    """DE-14: seat 1's pieces all sit inside stacks, so its turn cannot begin."""
    stacks = [(p, L0[i % 3]) for i, p in enumerate(range(9, 12))]
    stacks += [(p, M0[i % 3]) for i, p in enumerate(range(12, 15))]
    stacks += [(p, S0[i % 3]) for i, p in enumerate(range(15, 18))]
    state, _ = table(2, stacks=stacks)
    assert state.can_attack(0) is False  # seat 0's pieces are all on top of stacks
    state, _ = table(3, stacks=stacks)
    events = state.apply(("decline",))  # seat 0 declines; seat 1 cannot attack
    assert state.is_over() and state.observe(None)["ended_by"] == "no_attack"
    end = of_type(events, "round_end")[0]
    assert end["seat"] == 1 and end["reason"] == "no_attack"


def test_a_player_whose_only_targets_hold_their_colour_cannot_attack():
    """DE-14 with lone pyramids left: every other pyramid sits on one of seat 1's."""
    stacks = [(9 + i, i) for i in range(9)]  # seat 0's pyramids each on a seat 1 one
    state, _ = table(2, stacks=stacks)
    assert state.can_attack(0) is False
    state.turn = 1
    assert state.can_attack(1) is False


# -- scoring --------------------------------------------------------------------------------


def test_the_scoring_example_scores_26_and_own_pyramids_count_nothing():
    """DE-15, DE-16: three red trees (7 each), one mixed tree (5) = 26; the holder's
    own pyramids in the stack it controls are set aside."""
    red = list(range(9, 18))  # colour 1: 3 small, 3 medium, 3 large
    blue_small, green_medium, yellow_large = ids(2, 1)[0], ids(3, 2)[0], ids(4, 3)[0]
    stack = (*red[:5], S0[0], M0[0])  # controlled by seat 0, two of its own inside
    captured = [[*red[5:], blue_small, green_medium, yellow_large], [], [], [], []]
    state, _ = table(5, stacks=[stack], captured=captured)
    observation = state.observe(None)
    trees = observation["trees"][0]
    assert observation["scores"][0] == 26
    assert len(trees["one_colour"]) == 3 and len(trees["mixed"]) == 1
    assert trees["mixed"][0] == (blue_small, green_medium, yellow_large)
    assert trees["left_over"] == ()
    # Set aside: the two in the stack and the seven standing alone (DE-15).
    assert set(trees["own"]) == set(range(9))
    for tree in trees["one_colour"]:
        assert {COLOUR[p] for p in tree} == {1} and [PIPS[p] for p in tree] == [1, 2, 3]


def test_lone_pyramids_and_stacks_controlled_by_others_score_for_them_only():
    state, _ = table(2, stacks=[(S0[0], L1[0])])
    assert state.observe(None)["scores"] == (0, 1)


def test_the_match_ranks_by_score_and_shares_ties():
    """DE-17."""
    state, _ = table(3, stacks=[(S1[0], L0[0]), (S0[0], M2[0])])
    for _ in range(3):
        state.apply(("decline",))
    result = state.result()
    assert result.scores == (1, 0, 1)
    assert result.ranks == (1, 3, 1)
    board = GAME.scoreboard(state.observe(None))
    assert board.rounds == ((1, 0, 1),) and board.totals == (1, 0, 1)


def test_the_scoreboard_shows_the_standing_before_the_end():
    state, _ = table(2, stacks=[(S1[0], L0[0])])
    board = GAME.scoreboard(state.observe(1))
    assert board.rounds == () and board.totals == (1, 0)
