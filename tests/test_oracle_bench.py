"""bench/oracle_ceiling.py: the oracle searches the true state, and its rows resume like
the strength table's and can be read back by bench/endings.py."""
from __future__ import annotations

from core.game import Game
from core.observation import observation
from helpers import load_bench

oracle_ceiling, endings = load_bench("oracle_ceiling"), load_bench("endings")


def test_the_oracle_searches_the_true_state_where_the_level_deals_the_unseen_cards() -> None:
    game = Game(oracle_ceiling.MODES["base"], 5)
    me, rival = game.state.to_move(), 1 - game.state.to_move()
    view = observation(game.state, me)
    assert view["hands"][rival] == [None]            # the rival's first card is hidden
    agent = oracle_ceiling.oracle(seed=1, iterations=10)
    agent.truth = game.state
    world = agent._world_copy(view)
    assert world.hands[rival] == game.state.hands[rival]
    assert world.deck == game.state.deck and world.log is None
    assert game.state.log is not None                # the game's own state is untouched


def test_an_oracle_row_resumes_from_its_log_and_endings_reads_it(tmp_path) -> None:
    log = str(tmp_path / "games.jsonl")
    key, first, played = oracle_ceiling.play_row("base", "easy", 2, 0, 10, 1, log)
    assert played == 2 and key["match"] == "oracle-easy"
    _, results, played = oracle_ceiling.play_row("base", "easy", 3, 0, 10, 1, log)
    assert played == 1 and sorted(r[0] for r in results) == [0, 1, 2]
    assert set(first) <= set(results)
    [(row, games)] = endings.read_log(log).items()
    assert row[:3] == ("base", "oracle-easy", 0) and sorted(games) == [0, 1, 2]
    for index, outcome, _ in results:
        assert str(Game.from_record(games[index]["record"]).outcome) == outcome


def test_the_oracle_plays_the_tables_deals_and_seats() -> None:
    game = oracle_ceiling.play(3, "base", "easy", 7, 10)
    assert game["a_seat"] == 1 and game["record"]["seed"] == 8   # game 3: the second deal, A as Scott
