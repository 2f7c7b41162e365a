"""bench/endings.py: the games nobody won, read back from a games log of ai_targets."""
from __future__ import annotations

import pytest

from core.arena import play_one
from core.game import Game
from helpers import load_bench

ai_targets, endings = load_bench("ai_targets"), load_bench("endings")


@pytest.mark.parametrize("mine, theirs, where", [
    (10.0, 5.0, "behind"), (6.0, 5.0, "behind"), (5.5, 5.0, "level"),
    (5.0, 5.0, "level"), (4.0, 5.0, "ahead"), (1.0, 9.0, "ahead"),
])
def test_a_freezer_needing_a_turn_more_than_its_rival_is_behind(mine, theirs, where) -> None:
    assert endings.standing(mine, theirs) == where


def test_the_endings_of_a_logged_row_add_up_to_its_score(tmp_path) -> None:
    log = tmp_path / "games.jsonl"
    row = ai_targets.play_row("base", "easy-random", 8, seed=0, jobs=1, games_log=str(log))
    [(key, games)] = endings.read_log(str(log)).items()
    assert key[:3] == ("base", "easy-random", 0) and sorted(games) == list(range(8))
    counts = endings.summarise(games[i] for i in sorted(games))
    assert counts["frozen"] == row["frozen"] > 0   # random freezes about half the games
    assert counts["a_won"] == row["a"]["wins"] and counts["b_won"] == row["b"]["wins"] == 0
    assert sum(sum(by.values()) for by in counts["frozen_by"].values()) == counts["frozen"]
    points = counts["a_won"] + (counts["frozen"] + counts["drawn"]) / 2
    assert points / 8 == row["a_score"]
    assert sum(counts["a_to_pole"].values()) == counts["frozen"]


@pytest.mark.parametrize("turns, band", [
    (0.6, "1-2"), (2.4, "1-2"), (2.6, "3-5"), (5.0, "3-5"), (6.0, "6-11"), (11.4, "6-11"),
    (11.6, "12+"), (40.0, "12+"),
])
def test_turns_to_the_pole_at_a_freeze_fall_in_bands(turns, band) -> None:
    assert endings.to_pole_band(turns) == band


def test_a_player_one_space_and_a_pole_set_from_the_pole_is_a_near_miss() -> None:
    # Base rules: from the last space (15), four cards of the four colours reach the Pole
    # in one turn; from space 3, with one card, it is a long way.
    from core.agents.race import turns_to_pole
    from helpers import build
    state = build(hands=("Ra1 Ga1 Ba1 Ya1", "Rd1"), row="Rd2 Gd1 Yd1", pos=(15, 3))
    assert endings.to_pole_band(turns_to_pole(state, 0)) == "1-2"
    assert endings.to_pole_band(turns_to_pole(state, 1)) == "12+"


def test_a_freeze_is_put_on_the_player_who_declared_it() -> None:
    games = (play_one((i, "easy", "random", 0, ai_targets.MODES["base"]))
             for i in range(10))
    _, _, a_seat, record = next(g for g in games if g[1] == "frozen")
    assert record["actions"][-1] == "freeze"
    freezer = Game.from_record(record).actors[-1]   # who played the last action
    assert endings.ending(record, a_seat)["by"] == ("a" if freezer == a_seat else "b")
    assert endings.ending(record, 1 - a_seat)["by"] == ("b" if freezer == a_seat else "a")


def test_a_freeze_that_was_the_only_legal_action_is_told_apart_from_a_chosen_one() -> None:
    seen = set()
    for i in range(40):
        task = (i, "easy", "random", 0, ai_targets.MODES["base"])
        _, outcome, a_seat, record = play_one(task)
        if outcome != "frozen":
            continue
        before = Game.from_record(dict(record, actions=record["actions"][:-1], outcome=None))
        only_choice = [str(a) for a in before.legal_actions()] == ["freeze"]
        where = endings.ending(record, a_seat)["standing"]
        assert (where == "forced") == only_choice
        seen.add(only_choice)
    assert seen == {True, False}


def test_a_drawn_game_tells_where_each_player_stood_on_the_way_back() -> None:
    # 1912 The Way Back: both on the return track when the rebuilt deck ran out (a draw).
    games = (play_one((i, "easy", "easy", 0, ai_targets.MODES["way_back"]))
             for i in range(60))
    _, _, a_seat, record = next(g for g in games if g[1] == "draw")
    way = Game.from_record(record).state.way
    assert min(way) >= 0
    end = endings.ending(record, a_seat)
    assert (end["end"], end["way"]) == ("drawn", [way[a_seat], way[1 - a_seat]])
    assert endings.summarise([{"record": record, "a_seat": a_seat}])["drawn_way"] == [
        [way[a_seat], way[1 - a_seat]]]


def test_late_attacks_count_each_time_a_player_was_sent_off_the_route_after_the_deck_ran_out() -> None:
    # Counted action by action here (the pawn leaving the route once the deck has run
    # out), against endings.py's reading of the game's log.
    games, by_end = [], {}
    for i in range(12):
        _, _, a_seat, record = play_one((i, "easy", "easy", 0, ai_targets.MODES["base"]))
        game = Game.from_record(dict(record, actions=[], outcome=None))
        expected = [0, 0]
        for text in record["actions"]:
            was_lost, ran_out = list(game.state.lost), game.state.exhaustions >= 1
            game.push_text(text)
            for player in (0, 1):
                if ran_out and not was_lost[player] and game.state.lost[player]:
                    expected[0 if player == a_seat else 1] += 1
        assert endings.ending(record, a_seat)["lost_late"] == expected
        assert endings.ending(record, 1 - a_seat)["lost_late"] == expected[::-1]
        games.append({"record": record, "a_seat": a_seat})
        # The way this game ended, as the row's own counts tell it.
        [end] = [name for name in endings.ENDS if endings.summarise(games[-1:])[name] == 1]
        by_end[end] = [n + m for n, m in zip(by_end.get(end, [0, 0]), expected)]
    assert sum(map(sum, by_end.values())) > 0   # some games had a late attack
    assert len(by_end) > 1                      # and they ended in more than one way
    row = endings.summarise(games)
    assert row["lost_late"] == {name: by_end.get(name, [0, 0]) for name in endings.ENDS}


def test_late_pairs_count_the_attack_cards_the_victim_could_have_taken_from_the_row_first() -> None:
    # Rule (rulings, "Special actions"): a pair of Blizzards (Amundsen) or Crevasses
    # (Scott) sends the rival off the route; a take reaches the row's first 1, 2 or 3 cards
    # (Take Cards). Worked out here from the game's snapshots, card by card: walk back to
    # the action that put the card in the attacker's hand, then over the card's stay in
    # the row before it, asking the victim's legal takes at each of its turns.
    from core import engine
    from core.rules import TAKEN_FOR_DISCARDS
    from core.board import ATTACK_KIND
    from core.cards import KIND
    totals, reachable_seen, unreachable_seen = [0, 0, 0, 0], False, False
    for i in range(16):
        task = (i, "easy", "easy", 0, ai_targets.MODES["advanced+patrons"])
        _, _, a_seat, record = play_one(task)
        game = Game.from_record(record)
        states = [snap.state for snap in game.snapshots] + [game.state]
        attacker = 1 - a_seat
        expected = [0, 0, 0, 0]
        ran_out = False
        for k in range(len(states) - 1):
            new = states[k + 1].log[len(states[k].log):]
            for kind, player, cards, _ in new:
                ran_out = ran_out or kind == "exhausted"
                if kind != "lost" or player != a_seat or not ran_out:
                    continue
                reachable, half = expected[1], False
                for card in cards:
                    expected[0] += 1
                    j = k
                    while j > 0 and card in states[j - 1].hands[attacker]:
                        j -= 1
                    got = j - 1   # the action that put the card in the attacker's hand
                    could = False
                    while got >= 0 and card in states[got].row:
                        state = states[got]
                        if state.to_move() == a_seat and any(
                                card in state.row[:TAKEN_FOR_DISCARDS[len(a.cards)]]
                                for a in engine.legal_actions(state) if a.verb == "take"):
                            could = True
                            # ...and the attacker already held one of its attack cards
                            half = half or any(KIND[c] == ATTACK_KIND[attacker]
                                               for c in state.hands[attacker])
                        got -= 1
                    expected[1] += could
                    reachable_seen |= could
                    unreachable_seen |= not could
                expected[2] += expected[1] > reachable   # at least one card of this pair
                expected[3] += half
        assert endings.late_pairs(record, a_seat) == expected
        assert expected[0] == 2 * endings.ending(record, a_seat)["lost_late"][0]
        totals = [n + m for n, m in zip(totals, expected)]
    assert totals[0] > 0 and reachable_seen and unreachable_seen
    assert totals[1] / 2 <= totals[2] <= totals[1]   # an attack counts once, even with both
    assert 0 < totals[3] <= totals[2]
