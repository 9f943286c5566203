"""Why? (issue 24): what a bot weighed, from its seat's observation only."""

from __future__ import annotations

import random

import pytest

from rules_engine.ai.levels import EasyBot, ladder_of
from rules_engine.ai.registry import make_bot
from rules_engine.ai.why import AT_RANDOM, ITS_OWN_LOOKAHEAD, RANDOM_BOT, Reason, explain
from rules_engine.core.registry import get_game
from tests.engine.ai.test_hint_advice import positions_with_a_choice

GAMES = ["dumble", "double_action", "stonehenge", "doubles_dread", "dog_eat_dog"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_kind_of_move_has_its_rule_of_thumb(game_id):
    game = get_game(game_id)
    player = make_bot(game, "normal")
    kinds = set(game.action_kinds) - set(game.takes_back) - {"cancel"}
    assert kinds <= set(player.thumbs), kinds - set(player.thumbs)


@pytest.mark.parametrize("game_id", GAMES)
def test_easy_and_normal_say_their_rule_and_easy_its_random_moves(game_id):
    game = get_game(game_id)
    state = game.new_match(game.player_counts[0], {}, 5)
    seat, legal = state.to_move, state.legal_actions()
    observation = state.observe(seat)
    played = make_bot(game, "normal").choose(observation, legal, random.Random(1), _budget())
    normal = explain(game, "normal", observation, legal, 1, played)
    assert normal.thumbs == (make_bot(game, "normal").rule_of_thumb(observation, played),)
    noise = ladder_of(game).easy_noise
    randoms = 0
    for seed in range(60):
        reason = explain(game, "easy", observation, legal, seed, played)
        at_random = random.Random(seed).random() < noise
        assert (reason.thumbs == (AT_RANDOM,)) == at_random
        randoms += at_random
        bot = make_bot(game, "easy")
        assert isinstance(bot, EasyBot)
    assert 0 < randoms < 60
    assert explain(game, "random", observation, legal, 1, played).thumbs == (RANDOM_BOT,)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_searching_level_shows_its_top_choices(game_id, small_budgets):
    game = get_game(game_id)
    state = game.new_match(game.player_counts[0], {}, 6)
    seat, legal = state.to_move, state.legal_actions()
    observation = state.observe(seat)
    bot = make_bot(game, "hard")
    played = bot.choose(observation, legal, random.Random(9), _budget())
    reason = explain(game, "hard", observation, legal, 9, played, capped=False)
    assert reason.iterations > 0
    assert played in [choice.action for choice in reason.choices]
    assert len(reason.choices) <= 4
    visits = [choice.visits for choice in reason.choices if choice.action != played]
    assert visits == sorted(visits, reverse=True)
    assert all(0.0 <= choice.chance <= 1.0 for choice in reason.choices)
    assert Reason.from_plain(reason.to_plain()) == reason
    # The same seed grows the bot's own tree: the same answer again.
    assert explain(game, "hard", observation, legal, 9, played, capped=False) == reason


@pytest.mark.parametrize("game_id", ["doubles_dread", "stonehenge"])
def test_a_level_that_plays_its_look_ahead_says_the_search_is_only_a_second_opinion(
    game_id, small_budgets
):
    """Where a level plays its look-ahead and the search only hints (confidence
    infinite), the search's favourite may not be the move played: the answer says
    which of the two decided, and gives the look-ahead's own rule of thumb."""
    game = get_game(game_id)
    state = game.new_match(game.player_counts[-1], {}, 6)
    seat, legal = state.to_move, state.legal_actions()
    observation = state.observe(seat)
    bot = make_bot(game, "hard")
    played = bot.choose(observation, legal, random.Random(9), _budget())
    reason = explain(game, "hard", observation, legal, 9, played, capped=False)
    assert reason.thumbs[0] == ITS_OWN_LOOKAHEAD
    assert reason.thumbs[1] == bot.anchor.rule_of_thumb(observation, played)


def test_why_is_the_same_for_any_face_down_cards_it_cannot_see(small_budgets):
    """No peeking: two Stonehenge states that differ only in another seat's face-down
    bid give the same answer (explain gets the seat's observation, never the state)."""
    game = get_game("stonehenge")
    compared = 0
    for number, state in enumerate(positions_with_a_choice(game, 3, 30, 13)):
        seat = state.to_move
        others = [other for other in range(3) if other != seat and state.bids.items[other]]
        if not others:
            continue
        other = others[0]
        swap = next(
            (
                (laid, held)
                for laid in state.bids.items[other]
                for held in state.hands[other]
                if game.card_faces[laid][1] == game.card_faces[held][1] and laid != held
            ),
            None,
        )
        if swap is None:
            continue
        twin = state.clone()
        laid, held = swap
        twin.bids.items[other] = [held if card == laid else card for card in twin.bids.items[other]]
        twin.hands[other] = sorted(laid if card == held else card for card in twin.hands[other])
        assert twin.full_view() != state.full_view()
        if twin.observe(seat) != state.observe(seat):
            continue
        legal = state.legal_actions()
        first = explain(game, "hard", state.observe(seat), legal, number, legal[0], capped=False)
        second = explain(
            game, "hard", twin.observe(seat), twin.legal_actions(), number, legal[0], capped=False
        )
        assert first == second
        compared += 1
        if compared >= 2:
            break
    assert compared >= 1


def _budget():
    from rules_engine.ai.base import Budget

    return Budget(samples=4)
