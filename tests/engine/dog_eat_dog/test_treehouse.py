"""Dog Eat Dog's Treehouse die (DE-18 to DE-23): who may roll it, every face, the
follow-ups as steps with skip, and the ties still counted by the pyramid's pips."""

from __future__ import annotations

import pytest

from rules_engine.core.errors import IllegalAction
from rules_engine.games.dog_eat_dog.state import CAPTURED, TIPPED, WON
from tests.engine.dog_eat_dog.helpers import GAME, everything_once, ids, table

TIP, HOP, SWAP, DIG, AIM, WILD = 1, 2, 3, 4, 5, 6  # the Treehouse die's faces, as loaded
S0, M0, L0 = ids(0, 1), ids(0, 2), ids(0, 3)
S1, M1, L1 = ids(1, 1), ids(1, 2), ids(1, 3)
S2, M2, L2 = ids(2, 1), ids(2, 2), ids(2, 3)


def of_type(events, kind):
    return [event for event in events if event["type"] == kind]


def treehouse_attack(state, attacker, target):
    state.apply(("attacker", attacker))
    state.apply(("target", target))
    assert state.observe(None)["phase"] == "die"
    return state.apply(("roll", True))


def test_the_option_is_off_by_default_and_named():
    assert GAME.resolve_options(None) == {"treehouse": False}
    (option,) = GAME.options
    assert option.name == "treehouse" and option.clause == "DE-18" and option.kind == "bool"
    state = GAME.new_match(3, {"treehouse": True}, 4)
    assert state.observe(None)["treehouse"] is True


def test_a_small_attacker_never_rolls_it_and_without_the_option_nobody_does():
    """DE-18: at least one ordinary die must be rolled."""
    state, dice = table(2, treehouse=True)
    dice.load(6, 1)
    state.apply(("attacker", S0[0]))
    events = state.apply(("target", S1[0]))  # no die step: the fight follows at once
    assert of_type(events, "fight")[0]["treehouse"] is None
    state, dice = table(2, treehouse=False)
    dice.load(6, 1, 1)
    state.apply(("attacker", M0[0]))
    events = state.apply(("target", S1[0]))
    assert of_type(events, "fight")


def test_the_die_step_offers_both_rolls_and_a_way_back():
    state, dice = table(2, treehouse=True)
    state.apply(("attacker", L0[0]))
    state.apply(("target", S1[0]))
    assert state.legal_actions() == [("roll", False), ("roll", True), ("cancel",)]
    for junk in [("roll", 1), ("roll", None), ("roll",), ("skip",)]:
        before = state.full_view()
        with pytest.raises(IllegalAction):
            state.apply(junk)
        assert state.full_view() == before
    state.apply(("cancel",))
    assert state.observe(None)["phase"] == "target"
    state.apply(("target", S1[0]))
    dice.load(6, 1, 1, 2)  # ordinary roll: three dice, then the small's one
    events = state.apply(("roll", False))
    assert of_type(events, "roll")[0]["dice"] == (6, 1, 1)
    assert of_type(events, "fight")[0]["outcome"] == WON


def test_one_d6_is_replaced_and_ties_still_count_the_pyramids_pips():
    """A large rolling the Treehouse die rolls two d6; on a tie with a medium, the
    medium still has fewer pips than the large's three (DE-9, DE-18)."""
    state, dice = table(2, treehouse=True)
    dice.load(4, 1, SWAP)  # two d6 and the Treehouse die
    dice.load(4, 2)  # the medium ties at 4
    events = treehouse_attack(state, L0[0], M1[0])
    roll = of_type(events, "roll")[0]
    assert roll["dice"] == (4, 1) and roll["treehouse"] == "swap"
    assert of_type(events, "fight")[0]["outcome"] == TIPPED
    assert state.to_move == 1  # no stack of two to swap: the follow-up is passed


def test_tip_fails_the_attack_against_a_lone_pyramid():
    state, dice = table(2, treehouse=True)
    dice.load(6, TIP)
    events = treehouse_attack(state, M0[0], S1[0])
    fight = of_type(events, "fight")[0]
    assert fight["outcome"] == TIPPED and fight["defences"] == ()
    assert len(of_type(events, "roll")) == 1  # the defender never rolls
    assert state.observe(None)["tipped"] == (M0[0],)  # seat 1's stood up at its cleanup


def test_tip_against_a_stack_gives_the_attacker_to_the_tops_owner():
    stack = (S2[0], L1[0])
    state, dice = table(3, treehouse=True, stacks=[stack])
    dice.load(6, 6, TIP)
    events = treehouse_attack(state, L0[0], L1[0])
    fight = of_type(events, "fight")[0]
    assert fight["outcome"] == CAPTURED and fight["captor"] == 1
    assert state.observe(None)["captured"] == ((), (L0[0],), ())
    assert stack in state.observe(None)["stacks"] and state.observe(None)["tipped"] == ()


def test_hop_wins_against_a_whole_stack_without_a_defence():
    stack = (L2[0], L1[0], L2[1])
    state, dice = table(4, treehouse=True, stacks=[stack])
    dice.load(1, HOP)
    events = treehouse_attack(state, M0[0], L2[1])
    fight = of_type(events, "fight")[0]
    assert fight["outcome"] == WON and fight["defences"] == ()
    assert (*stack, M0[0]) in state.observe(None)["stacks"]
    everything_once(state)


def test_swap_exchanges_the_tops_of_two_stacks_in_two_steps():
    """DE-20: any two stacks of two or more; control follows the new tops."""
    one, two = (S1[0], L2[0]), (M2[0], S1[1])
    state, dice = table(3, treehouse=True, stacks=[one, two])
    dice.load(2, 1, SWAP, 6)  # loses to the small S2[1]: both tipped
    events = treehouse_attack(state, L0[0], S2[1])
    assert of_type(events, "fight")[0]["outcome"] == TIPPED  # the follow-up comes anyway
    assert state.observe(None)["face"] == "swap" and state.to_move == 0
    assert state.legal_actions() == [("swap", L2[0]), ("swap", S1[1]), ("skip",)]
    state.apply(("swap", L2[0]))
    assert state.observe(None)["swap_first"] == L2[0]
    assert state.legal_actions() == [("swap", S1[1]), ("cancel",)]
    state.apply(("cancel",))
    state.apply(("swap", S1[1]))
    with pytest.raises(IllegalAction) as caught:
        state.apply(("swap", S1[1]))
    assert caught.value.clause == "DE-20"
    events = state.apply(("swap", L2[0]))
    assert of_type(events, "swap")[0]["tops"] == (S1[1], L2[0])
    stacks = state.observe(None)["stacks"]
    assert (S1[0], S1[1]) in stacks and (M2[0], L2[0]) in stacks
    assert state.to_move == 1
    everything_once(state)
    # Seat 1 now controls a stack of its own colour only; seat 2 one of its own.
    assert ("target", S1[1]) not in state.legal_actions(1)


def test_dig_lifts_your_pyramid_inside_a_stack_to_its_top():
    """DE-21: the stack then belongs to you."""
    stack = (S0[1], M1[0], L2[0])
    state, dice = table(3, treehouse=True, stacks=[stack])
    dice.load(6, DIG, 1)  # wins against the small S1[0]
    events = treehouse_attack(state, M0[0], S1[0])
    assert of_type(events, "fight")[0]["outcome"] == WON
    assert state.legal_actions() == [("dig", S0[1]), ("skip",)]
    with pytest.raises(IllegalAction) as caught:
        state.apply(("dig", M1[0]))
    assert caught.value.clause == "DE-21"
    state.apply(("dig", S0[1]))
    assert (M1[0], L2[0], S0[1]) in state.observe(None)["stacks"]
    # S1 won, then M1 and L2 from the stack dug out: one mixed tree.
    assert state.observe(None)["scores"][0] == 5
    everything_once(state)


def test_aim_tips_or_stands_up_any_lone_pyramid():
    """DE-22: of any colour, upright or tipped; never one in a stack."""
    state, dice = table(2, treehouse=True, stacks=[(S1[2], L0[2])], tipped=[M1[1]])
    dice.load(6, AIM, 1)
    treehouse_attack(state, M0[0], S1[0])
    aimable = {action[1] for action in state.legal_actions() if action[0] == "aim"}
    assert S1[2] not in aimable and L0[2] not in aimable and M0[0] not in aimable
    assert M1[1] in aimable and L1[0] in aimable and S0[0] in aimable
    with pytest.raises(IllegalAction) as caught:
        state.apply(("aim", L0[2]))
    assert caught.value.clause == "DE-22"
    events = state.apply(("aim", L1[0]))
    assert of_type(events, "aim")[0]["tipped"] is True
    # Seat 1's cleanup stands it up again at once; a second AIM stands one up.
    assert state.observe(None)["tipped"] == ()
    state, dice = table(2, treehouse=True, tipped=[M1[1]])
    dice.load(6, AIM, 1)
    treehouse_attack(state, M0[0], S1[0])
    state.apply(("aim", M1[1]))
    assert M1[1] not in state.observe(None)["tipped"]


def test_wild_offers_one_more_attack_that_may_be_skipped():
    """DE-23: after the attack, the same seat attacks again, or skips."""
    state, dice = table(2, treehouse=True)
    dice.load(6, WILD, 1)
    treehouse_attack(state, M0[0], S1[0])
    observation = state.observe(None)
    assert observation["to_move"] == 0 and observation["extra_attack"]
    legal = state.legal_actions()
    assert ("skip",) in legal and ("decline",) not in legal
    assert ("attacker", M0[0]) not in legal  # it sits on a stack now
    dice.load(5, 4, WILD, 1, 1)  # again WILD, again an extra attack
    treehouse_attack(state, L0[0], M1[0])
    assert state.to_move == 0 and state.observe(None)["extra_attack"]
    state.apply(("skip",))
    assert state.to_move == 1 and not state.observe(None)["extra_attack"]
    assert state.observe(None)["quiet_turns"] == 0
    everything_once(state)


def test_a_follow_up_that_cannot_be_done_is_passed():
    """DE-18: DIG with no pyramid of yours inside a stack ends the turn."""
    state, dice = table(2, treehouse=True)
    dice.load(6, DIG, 1)
    events = treehouse_attack(state, M0[0], S1[0])
    assert state.to_move == 1
    assert of_type(events, "turn")[-1]["seat"] == 1


def test_only_the_face_shown_may_follow():
    state, dice = table(2, treehouse=True)
    dice.load(6, AIM, 1)
    treehouse_attack(state, M0[0], S1[0])
    with pytest.raises(IllegalAction) as caught:
        state.apply(("dig", S0[0]))
    assert caught.value.clause == "DE-18"


def test_a_face_with_no_use_is_told():
    """DE-18: a face that cannot be used has no effect; an event says so (issue 23: a
    SWAP with no two stacks was silent)."""
    state, dice = table(2, treehouse=True)
    dice.load(6, SWAP, 1)  # wins against the small: one stack only, nothing to swap
    events = treehouse_attack(state, M0[0], S1[0])
    assert of_type(events, "face_unused") == [{"type": "face_unused", "seat": 0, "face": "swap"}]
    assert state.to_move == 1
    state, dice = table(2, treehouse=True)
    dice.load(6, DIG, 1)  # none of seat 0's pyramids lies inside a stack
    events = treehouse_attack(state, M0[0], S1[0])
    assert of_type(events, "face_unused")[0]["face"] == "dig"
