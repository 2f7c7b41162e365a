"""ui.views / ui.board / ui.cards: what the HTML shows for an observation."""
from __future__ import annotations

import random
import re

from core import Game, Options
from core.actions import Action
from core.cards import CODE, card_id
from ui import board, views
from ui.cards import card_html, glossary_html
from ui.selection import Selection


def _game() -> Game:
    return Game(Options(patrons=True), 4)


def test_the_viewer_sees_own_cards_and_the_rival_only_face_down_secrets():
    game = _game()
    obs = game.observation(0)
    mine = views.player_panel(obs, 0, "Ada", Selection(obs, game.legal_actions()), True)
    theirs = views.player_panel(obs, 1, "Bea", None, False)
    for card in game.state.hands[0]:
        assert f'data-testid="hand-card-{CODE[card]}"' in mine
        assert "c-unseen" in mine                        # Scott has not seen them yet
    for card in game.state.hands[1]:
        assert CODE[card] not in theirs                  # dealt cards stay hidden
    assert theirs.count('data-testid="hidden-card-1-') == len(game.state.hands[1])
    assert "data-act" not in theirs                      # nothing of the rival is clickable


def test_only_usable_hand_cards_are_marked_legal():
    game = _game()
    obs = game.observation(0)
    sel = Selection(obs, game.legal_actions())
    html = views.player_panel(obs, 0, "Ada", sel, True)
    for card in game.state.hands[0]:
        tag = re.search(rf'<button[^>]*data-testid="hand-card-{CODE[card]}"[^>]*>', html).group(0)
        assert ('data-legal="true"' in tag) == sel.usable(card)


def test_the_place_in_front_of_the_rival_is_a_target_for_equipment_loss():
    game = _game()
    obs = game.observation(0)
    loss = Action("loss", (card_id("Loss"),))
    html = views.player_panel(obs, 1, "Bea", None, False, {"front-1": [loss]})
    assert 'data-target="front-1"' in html and 'data-legal="true"' in html
    assert 'data-target="front-1"' not in views.player_panel(obs, 1, "Bea", None, False, {})


def test_board_marks_exactly_the_legal_targets():
    obs = _game().observation(0)
    svg = board.board_svg(obs, {"space-0-3": "Advance", "pawn-1": "Attack"}, ("Ada", "Bea"))
    legal = re.findall(r'data-testid="([^"]+)" data-target="[^"]+" data-act="target" '
                       r'data-legal="true" tabindex="0"', svg)
    assert sorted(legal) == ["pawn-1", "space-0-3"]
    for player in (0, 1):
        for position in range(16):
            assert f'data-testid="space-{player}-{position}"' in svg
        for k in range(1, 6):
            assert f'data-testid="lost-{player}-{k}"' in svg
    for degrees in (75, 80, 85, 88):
        assert f"{degrees}°" in svg


def test_the_board_edge_names_a_computer_by_its_level_and_fits_a_long_name_whole():
    """The route labels on the board's left edge: "Hard computer" was cut to "Hard co…";
    the computer now goes by its level, and a label too long for its room takes a
    smaller type instead of losing letters (up to 12 of a name)."""
    from ui.screen import board_names
    from ui.seats import ComputerSeat, LocalSeat
    from ui.session import Session
    session = Session.new(Options(), (LocalSeat("Alexandra"), ComputerSeat("hard")), 3)
    assert board_names(session) == ("Alexandra", "Hard")
    svg = board.board_svg(session.game.observation(0), {}, ("Alexandra", "Bea"))
    amundsen, scott = (re.search(rf'<text class="who who-{p}"([^>]*)>([^<]*)<', svg)
                       for p in (0, 1))
    assert amundsen.group(2) == "▲ Amundsen · Alexandra" and scott.group(2) == "▼ Scott · Bea"
    assert "font-size" in amundsen.group(1) and "font-size" not in scott.group(1)
    assert "Maximiliann…" in board.board_svg(session.game.observation(0), {},
                                              ("Maximiliannexx", "Bea"))


def test_phone_board_wraps_into_two_halves():
    wide, narrow = board.size(True), board.size(False)
    assert wide[0] > 3 * wide[1]
    assert narrow[1] == 2 * wide[1] and narrow[0] < wide[0] / 1.8
    assert board.place(9, False)[0] == 1 and board.place(8, False)[0] == 0


def test_cards_carry_colour_letter_dot_and_help():
    red = card_html(card_id("Rd1"), owner=0)
    assert 'col-R' in red and 'data-letter="R"' in red and "c-dot" in red
    assert "Wild for Amundsen" in red and 'data-tag="wild"' in red
    # The label says in words what the face shows in marks (a screen reader reads it).
    assert 'aria-label="red Greenland Dog, wild"' in red
    assert 'aria-label="blue Sacrifice, discard"' in card_html(card_id("Bx1"))
    back = card_html(None)
    assert "face-down" in back and "Rd1" not in back


def test_the_rules_list_every_kind_of_card_once_with_its_marks():
    from core.cards import BASE_CARDS, KIND, RETURN_CARDS

    html = glossary_html()
    kinds = re.findall(r'data-kind="([^"]+)"', html)
    assert sorted(kinds) == sorted({KIND[c] for c in (*BASE_CARDS, *RETURN_CARDS)})
    sacrifice = re.search(r'data-kind="x".*?</div>', html).group(0)
    assert 'data-tag="discard"' in sacrifice and "Sacrifice" in sacrifice
    assert "data-card=" not in html                       # kinds, not particular cards


def test_action_buttons_use_plain_words_and_notation_test_ids():
    html = views.actions_html([Action.parse("effect none"), Action.parse("take")], 0, "Pick", False)
    assert 'data-testid="action-effect-none"' in html and "Use no discard effect" in html
    assert 'data-testid="action-take"' in html and "Take the rightmost card" in html


def _raced(seed: int, moves: int) -> Game:
    import random

    from tests.helpers import biased_choice
    game, rng = Game(Options(), seed), random.Random(seed)
    for _ in range(moves):
        if game.over:
            break
        game.push(biased_choice(rng, game.legal_actions()))
    return game


def test_the_log_is_grouped_under_turn_headings_that_count_like_the_end_screen():
    from ui.table import LocalTable
    game = _raced(7, 3000)
    assert game.over
    table = LocalTable(game)
    html = views.log_html(game.observation(0), table.turn_starts(), ("Ada", "Bea"))
    heads = re.findall(r'data-turn="(\d+)">([^<]*)<', html)
    numbers = [int(n) for n, _ in heads]
    assert numbers[0] == 0 and numbers[1:] == list(range(1, len(numbers)))   # Before, 1, 2...
    assert numbers[-1] == game.state.turn_number
    assert "Turn 1 · Ada (Amundsen)" in html and "Turn 2 · Bea (Scott)" in html
    events = html.count('class="event"')
    assert events == len(game.observation(0)["log"])


def test_the_food_depot_set_up_is_logged_before_the_race_not_under_turn_1():
    """Food Depots: both players place a depot and hide a card on each before the race
    (module rules, set-up), so those lines come under "Before the race"; turn 1 is
    Amundsen's first move of the race."""
    from ui.table import LocalTable
    game = Game(Options(depots=True), 8)
    while game.state.turn_number == 1 and not game.over:
        game.push(game.legal_actions()[0])
    html = views.log_html(game.observation(0), LocalTable(game).turn_starts(), ("Ada", "Bea"))
    before, turn_1 = html.split('data-turn="1"')
    assert 'data-turn="0"' in before and "Scott puts the second food depot" in before
    assert "Scott lays a card face down on the depot" in before and "Scott" not in turn_1.split('data-turn="2"')[0]
    assert re.search(r"Turn 1 · Ada \(Amundsen\)</li><li class=\"event\">Amundsen ", html)


def test_the_log_names_who_attacked():
    """Rules, Special actions: two Blizzards (Amundsen) send Scott off his route."""
    from core.describe import event_text
    text = event_text(["lost", 1, [card_id("Rb1"), card_id("Gb1")], 1])
    assert text.startswith("Amundsen sends Scott off the route")


def test_going_back_to_the_ship_says_so():
    """Rules, Special actions: a lost explorer returns to the nearest space of the card's
    colour behind the ? space; with none behind it, to the ship."""
    from core.describe import action_text
    game = Game(Options(), 4)
    obs = game.observation(0)
    obs["lost"] = [1, 0]                  # Amundsen lost on the first ? space
    obs["to_move"] = 0
    text = action_text(Action.parse("back Ra1 R"), 0, obs)
    assert text.startswith("Go back to your ship") and "red" in text
    obs["lost"] = [2, 0]                  # behind the second ? space lies a red space
    assert action_text(Action.parse("back Ra1 R"), 0, obs).startswith(
        "Go back to the route on a red space")


def _names_of_targets(svg: str) -> dict[str, str]:
    return dict(re.findall(r'data-testid="([^"]+)" data-target="[^"]+" data-act="target"'
                           r'[^>]*aria-label="([^"]*)"', svg))


def test_a_board_button_names_its_space_once():
    """A screen reader heard "Amundsen's route, space 3, yellow: Put the second food depot
    on space 3": a move that names its space is the button's name with the space's colour
    (the Pole's, without); one that does not (an advance) is told where it lands."""
    from core import i18n
    obs = _game().observation(0)
    moves = {"space-0-3": "Put the second food depot on space 3",
             "space-1-1": "Play a Compass card and move forward to space 12",
             "space-0-6": "Advance 2 spaces with green Greenland Dog",
             "pole": "Reach the South Pole with blue Advance"}
    names = _names_of_targets(board.board_svg(obs, moves, ("Ada", "Bea")))
    assert names["space-0-3"] == "Put the second food depot on space 3 (yellow)"
    assert names["space-1-1"] == ("Scott&#x27;s route, space 1, yellow: Play a Compass card "
                                  "and move forward to space 12")      # (not its own space)
    assert names["space-0-6"] == ("Amundsen&#x27;s route, space 6, green: Advance 2 "
                                  "spaces with green Greenland Dog")
    assert names["pole"] == "Reach the South Pole with blue Advance"
    i18n.set_language("fr")
    try:
        french = {"space-0-3": i18n._("Put the second food depot on space {arg}").format(arg=3)}
        name = _names_of_targets(board.board_svg(obs, french, ("Ada", "Bea")))["space-0-3"]
    finally:
        i18n.set_language("en")
    assert name == "Placer le second ravitaillement sur la case 3 (jaune)"


def test_french_puts_a_space_before_the_colon_after_a_label():
    """French typography: "Chien : Un chien de traîneau." The Rules dialog's card list, the
    status bar's rival turn and the board's buttons wrote "Chien: ..." in French."""
    from core import i18n
    from ui.cards import glossary_html
    from ui.last_turn import LastTurn

    i18n.set_language("fr")
    try:
        glossary = glossary_html()
        assert "<b>Chien du Groenland\u00a0:</b> " in glossary and "</b>:" not in glossary
        assert LastTurn("Tour 3 · Ada (Amundsen)", "Amundsen prend…").plain.startswith(
            "Tour 3 · Ada (Amundsen)\u00a0: Amundsen")
    finally:
        i18n.set_language("en")
    assert "<b>Greenland Dog:</b> " in glossary_html()


def test_a_good_weather_card_never_reads_as_the_weather_module():
    """The card face's short name "Weather" meant Good Weather, but French showed the
    module's word ("Météo") on the card and the Rules dialog's list labelled its cards
    with the short names ("Météo : À défausser…", "Perte :"). The face now has its own
    words ("Beau temps") and the list names every card in full."""
    from core import i18n
    from core.cards import BASE_CARDS, KIND, KIND_NAMES

    good_weather = card_id("Yw1")
    i18n.set_language("fr")
    try:
        face = re.search(r'class="c-name"[^>]*>([^<]+)<', card_html(good_weather)).group(1)
        glossary = glossary_html()
    finally:
        i18n.set_language("en")
    assert face == "Beau temps"
    assert "<b>Beau temps\u00a0:</b> À défausser" in glossary and "Météo" not in glossary
    assert "<b>Équipement perdu\u00a0:</b>" in glossary and "<b>Perte\u00a0:</b>" not in glossary
    english = glossary_html()
    labels = re.findall(r"<b>([^<]+):</b>", english)
    assert sorted(labels) == sorted({KIND_NAMES[KIND[c]] for c in BASE_CARDS} | {
        "Camp", "Fram", "Terra Nova"})
    assert re.search(r'class="c-name"[^>]*>Weather<', card_html(good_weather))


def test_french_never_writes_de_before_a_name_on_the_board_or_the_cover():
    """French elides "de" before a vowel ("d'Amundsen", "d'Ada"): the board's names (the
    spaces', pawns' and depots' names a screen reader reads), the hand-off and the
    online waiting lines put a name where no "de" or "que" comes before it."""
    from core import i18n
    from online import words
    from ui import texts, way_track

    rng = random.Random(5)
    game = Game(Options(advanced=True, patrons=True, depots=True, weather=True,
                        way_back=True), 5)
    while len(game.actions) < 40:
        game.push(rng.choice(game.legal_actions()))
    i18n.set_language("fr")
    try:
        obs, names = game.observation(0), ("Ada", "Eve")
        shown = (board.board_svg(obs, {}, names) + way_track.way_svg(obs, {}, names)
                 + texts.handoff_undo("Ada") + texts.handoff_title("Ada")
                 + words.waiting_for("Ada") + words.lost("Eve"))
        assert "Amundsen\u00a0: case 3 du chemin" in shown and "Amundsen\u00a0: pion " in shown
        assert not re.search(r"\b(de|que) [AEIOUYÉÈÀ]", shown), re.findall(
            r"[^>]{0,30}\b(?:de|que) [AEIOUYÉÈÀ][^<]{0,20}", shown)
    finally:
        i18n.set_language("en")


def test_the_end_screen_congratulates_the_winner_only_where_the_winner_sees_it():
    """On one player's screen (against the computer, online) the loser read "Well done,
    Ada!" for the rival's win; there it now says who won, and the winner (or a shared
    hot-seat screen) still gets the congratulations."""
    from ui import texts
    from ui.table import LocalTable

    from tests.e2e.page_driver import race_policy

    game = Game(Options(), 2)
    while not game.over:
        game.push(race_policy(game))
    winner = game.outcome.winner
    assert winner == 1                                   # Scott (Bea) wins this race
    table, names = LocalTable(game), ("Ada", "Bea")
    loser = 1 - winner
    assert texts.end_detail(table, names, loser, shared=False).startswith(
        f"{names[winner]} wins this time.")
    assert texts.end_detail(table, names, winner, shared=False).startswith(
        f"Well done, {names[winner]}!")
    assert texts.end_detail(table, names, loser, shared=True).startswith(
        f"Well done, {names[winner]}!")


def test_a_frozen_race_s_end_screen_says_who_froze_it_and_whether_they_had_a_choice():
    """Rules, end of the game: once the deck has run out twice, a player who needs more
    cards than the row holds freezes both explorers. In a hot-seat game the page played
    that move for a player who had no other one, and the race ended before they took the
    device: the end screen said only "nobody wins" (a playtest)."""
    from core import i18n
    from ui import texts
    from ui.table import LocalTable

    game, rng = Game(Options(), 0), random.Random(0)
    while not game.over:                        # any move but the freeze while there is one
        legal = game.legal_actions()
        game.push(rng.choice([a for a in legal if a.verb != "freeze"] or legal))
    assert str(game.outcome) == "frozen" and game.actors[-1] == 1
    table, names = LocalTable(game), ("Ada", "Ben")
    forced = texts.end_detail(table, names, None, forced_end=True)
    assert forced.startswith("Ben's only move was to ask for more cards than the row held. "
                             "The race lasted ")
    assert texts.end_detail(table, names, 0, shared=False).startswith(
        "Ben asked for more cards than the row held. The race lasted ")
    i18n.set_language("fr")
    try:
        french = texts.end_detail(table, names, None, forced_end=True)
    finally:
        i18n.set_language("en")
    assert french.startswith("Ben n’avait pas d’autre coup que de demander plus de cartes que "
                             "la ligne n’en offrait. La course a duré ")


def test_the_hint_line_never_points_at_a_take_that_a_full_hand_cannot_make():
    """With 7 cards in hand only "discard 3, take 3" fits (rules, Take Cards: the hand may
    not pass its limit), yet the line said to take the highlighted row card,
    and no row card was highlighted."""
    from ui import texts

    game = Game(Options(), 3)
    while not game.over:
        obs, legal = game.observation(game.to_move()), game.legal_actions()
        sel = Selection(obs, legal)
        line = texts.hint_text(obs, sel, False) if not obs["pending"] else ""
        plain_take = Action.parse("take") in legal
        if len(obs["hands"][game.to_move()]) == 7 and not obs["pending"]:
            assert not plain_take and "too full" in line
            # ... and how many cards to discard: a playtester picked one, then two, and
            # read "no move uses exactly these yet" each time.
            assert "select 3 cards to discard for the 3 rightmost row cards" in line
            discards = next(a.cards for a in legal if a.verb == "take")
            sel.toggle(discards[0])
            if not sel.complete():  # (a card that also moves alone asks for a target)
                assert texts.hint_text(obs, sel, False) == (
                    "Select 2 more cards: discarding 3 takes the 3 rightmost row cards.")
            sel.toggle(discards[1])
            assert sel.complete() == [] and texts.hint_text(obs, sel, False) == (
                "Select 1 more card: discarding 3 takes the 3 rightmost row cards.")
            break
        assert ("take the highlighted row card" in line) == plain_take or obs["pending"]
        takes = [a for a in legal if a.verb == "take"]
        game.push(min(takes, key=lambda a: len(a.cards)) if takes and len(
            obs["hands"][game.to_move()]) < 7 else legal[0])      # grow the hand
    else:
        raise AssertionError("no full hand in this game")
    # No take at all (the second exhaustion): the line names the buttons when a freeze or
    # a pass remains beside cards to play; a freeze alone is said to be all that is left,
    # and what it does (the page no longer plays it for the player: two playtests).
    obs = game.observation(game.to_move())
    freeze_or_play = Selection(obs, [Action.parse("freeze"), legal[-1]])
    assert texts.hint_text(obs, freeze_or_play, False) == (
        "Select hand cards to play, or choose a button.")
    freeze_only = Selection(obs, [Action.parse("freeze")])
    assert texts.hint_text(obs, freeze_only, False).startswith("Nothing else is possible")
    assert "nobody wins" in texts.hint_text(obs, freeze_only, False)


def test_the_com_button_says_which_way_and_where_it_moves():
    """Rules, Specials: a Com moves one space forward before the 85° parallel and one
    space back after it; the button said only "Play a Com card"."""
    from core.describe import action_text

    com = Action.parse("com Com1")
    obs = Game(Options(), 1).observation(0)
    assert action_text(com, 0, obs) == "Play a Compass card and move forward to space 1"
    obs["pos"][0] = 9
    assert action_text(com, 0, obs) == "Play a Compass card and move forward to space 10"
    obs["pos"][0] = 10
    assert action_text(com, 0, obs) == "Play a Compass card and move back to space 9"


def test_once_the_race_is_over_no_card_is_marked_unseen():
    """At the end every card is face up (the end board says so): the mark "Scott has not
    seen the marked cards" and its corner marks go; during the game they show."""
    from ui.table import LocalTable
    for seed in range(50):
        game, rng = _game(), random.Random(seed)
        while not game.over:
            game.push(rng.choice(game.legal_actions()))
        if game.observation(0)["secret"][0]:
            break
    obs = LocalTable(game).revealed(0)
    assert obs["secret"][0]                       # cards Scott never saw, shown at the end
    mine = views.player_panel(obs, 0, "Ada", None, True)
    assert "c-unseen" not in mine and "legend" not in mine


def _boxes(svg: str) -> tuple[list[tuple[float, ...]], dict[int, tuple[float, ...]]]:
    """The pawn figures' boxes and the weather labels' boxes (by degrees) of a board."""
    pawns = [(float(x) - 9, float(y) - 24, float(x) + 9, float(y) + 4) for x, y in
             re.findall(r'data-testid="pawn-figure-\d" data-x="(-?\d+)" data-y="(-?\d+)"', svg)]
    labels = {int(d): (float(x), float(y), float(x) + float(w), float(y) + 16) for d, x, y, w in
              re.findall(r'data-testid="weather-at-(\d+)".*?<rect x="(-?\d+)" y="(-?\d+)"'
                         r' width="(\d+)"', svg)}
    return pawns, labels


def test_a_weather_label_slides_off_a_pawn_standing_beside_its_parallel():
    """Weather: the condition drawn at a parallel is labelled under its degrees, in the
    band where the pawns stand; a pawn on the space before or after the parallel hid half
    of "Windy" (playtests). The label now slides along the band until no pawn covers it,
    at both board sizes, and stays on its parallel when no pawn is near."""
    game = Game(Options(weather=True), 4)
    for pos, wide in (((3, 4), True), ((4, 3), True), ((3, 3), False), ((12, 13), True)):
        obs = game.observation(0)
        obs["pos"], obs["lost"] = list(pos), [0, 0]
        obs["weather_drawn"] = [[1, 4, "cold", 75, 0], [2, 1, "windy", 80, 1],
                                [3, 2, "calm", 85, 0], [4, 5, "sunny", 88, 1]]
        pawns, labels = _boxes(board.board_svg(obs, {}, ("Ada", "Bea"), wide=wide))
        assert len(pawns) == 2 and len(labels) == 4
        for degrees, (left, top, right, bottom) in labels.items():
            for p_left, p_top, p_right, p_bottom in pawns:
                assert not (left < p_right and right > p_left and top < p_bottom
                            and bottom > p_top), (pos, wide, degrees)
    far = game.observation(0)
    far["weather_drawn"] = [[1, 4, "cold", 75, 0]]
    pawns, labels = _boxes(board.board_svg(far, {}, ("Ada", "Bea"), wide=True))
    left, _, right, _ = labels[75]
    centre, parallel = (left + right) / 2, board.place(4, True)[1] - board.COL / 2
    assert abs(centre - parallel) <= 1                  # the pawns on their ships: centred


def test_french_prints_its_own_colour_letters_and_no_card_code_in_help():
    """The colour letter is an aid for a colour-blind player, so it is the initial of the
    colour's name in the player's language: French shows V (vert) and J (jaune) where
    English shows G and Y, on the cards, the route's spaces and the way back's track.
    A card's help named the card's notation code as well ("Équipement perdu (Loss)"),
    English words in a French sentence and meaningless to a player: it names the card
    only, in any language."""
    from core import i18n
    from ui import way_track

    green, yellow, loss = card_id("Ga1"), card_id("Ya1"), card_id("Loss")
    game = Game(Options(way_back=True), 3)
    obs = game.observation(0)
    i18n.set_language("fr")
    try:
        cards = card_html(green) + card_html(yellow)
        route = board.board_svg(obs, {}, ("Ada", "Bea"))
        track = way_track.way_svg(obs, {}, ("Ada", "Bea"))
        help_text = re.search(r'title="([^"]+)"', card_html(loss)).group(1)
    finally:
        i18n.set_language("en")
    assert 'data-letter="V"' in cards and 'data-letter="J"' in cards
    assert 'data-letter="G"' not in cards and 'data-letter="Y"' not in cards
    for svg in (route, track):
        letters = set(re.findall(r'class="letter"[^>]*>([A-Z])<', svg))
        assert letters == {"R", "V", "B", "J"}, letters
    assert help_text.startswith("Équipement perdu. ") and "Loss" not in help_text
    english = card_html(green)
    assert 'data-letter="G"' in english and "(Ga1)" not in english
    assert set(re.findall(r'class="letter"[^>]*>([A-Z])<',
                          board.board_svg(obs, {}, ("Ada", "Bea")))) == {"R", "G", "B", "Y"}


def test_the_end_says_whether_the_race_was_won_at_the_ship_or_at_the_pole():
    """1912 The Way Back: a race won by getting back to the ship ended on "reaches the
    South Pole first and wins!", and one won at the Pole (the rival still before the 85°
    parallel, so no way back) did not say why there was no way back."""
    from core.describe import outcome_text
    from ui import texts
    from ui.table import LocalTable

    assert outcome_text("scott", (4, 11)) == "Scott is the first back aboard his ship and wins!"
    assert outcome_text("scott", (-1, -1)) == "Scott reaches the South Pole first and wins!"
    assert outcome_text("frozen", (4, 6)).startswith("Both explorers froze")
    for seed in range(40):
        game = Game(Options(way_back=True), seed)
        rng = random.Random(seed)
        while not game.over:
            legal = game.legal_actions()
            game.push(max(legal, key=lambda a: (a.verb in ("advance", "pole"), rng.random())))
        if game.outcome in ("amundsen", "scott") and game.state.way == [-1, -1]:
            break
    else:
        raise AssertionError("no 1912 race won at the Pole")
    winner = 0 if game.outcome == "amundsen" else 1
    detail = texts.end_detail(LocalTable(game), ("Ada", "Bea"), None)
    assert f"{('Amundsen', 'Scott')[1 - winner]} had not crossed the 85° parallel yet" in detail
    assert texts.end_text(LocalTable(game)).endswith("reaches the South Pole first and wins!")


def test_equipment_loss_laid_in_front_of_an_explorer_carries_no_play_tag():
    """Equipment Loss lying in front of an explorer kept the "play" tag it has in a hand,
    though nobody can play it there."""
    from helpers import make

    state = make(Options(), hands=[["Ga1"], ["Ba1"]], loss_on=1, row=["Ya1", "Ya2", "Ya3"])
    from core.observation import observation

    html = views.player_panel(observation(state, 0), 1, "Bea", None, False)
    loss = re.search(r'<span[^>]*data-testid="loss-card-1".*?</span></span>', html).group(0)
    assert 'data-tag="play"' not in loss and ", play" not in loss
    assert 'data-tag="play"' in card_html(card_id("Loss"))          # in a hand it has it


def test_a_lost_explorer_is_told_how_to_get_back_on_the_route():
    """Rules, attacks: a lost explorer finds the route again by playing a card of the
    colour of a space behind them. The line said only "select hand cards to play or to
    discard, or take the highlighted row card" (an online playtest on a phone): it says
    the explorer is off the route, and a card picked lights up where it leads."""
    from ui import texts

    rng, seen, without_take = random.Random(5), 0, 0
    for seed in range(300):
        game = Game(Options(advanced=seed % 2 == 1), seed)
        while not game.over:
            player, legal = game.to_move(), game.legal_actions()
            obs = game.observation(player)
            if obs["lost"][player] and not obs["pending"] and any(
                    a.verb == "back" for a in legal):
                sel = Selection(obs, legal)
                line = texts.hint_text(obs, sel, False)
                assert line.startswith("You are off the route: select a card to get back on it")
                # the row is named only when a take is legal (a review: not always)
                take = any(a.verb == "take" for a in legal)
                assert ("take cards from the row" in line) == take, (line, legal)
                assert ("choose a button" in line) == (not take and any(
                    not a.cards for a in legal)), (line, legal)
                without_take += not take
                back = next(a for a in legal if a.verb == "back")
                sel.toggle(back.cards[0])
                assert any(back in moves for moves in sel.target_map().values())
                seen += 1
            attacks = [a for a in legal if a.verb == "attack"]
            game.push(attacks[0] if attacks else rng.choice(legal))
    assert seen > 50 and without_take > 0, (seen, without_take)


def _distance_to_segment(px: float, py: float, a: tuple[float, float], b: tuple[float, float]) -> float:
    (ax, ay), (bx, by) = a, b
    t = max(0.0, min(1.0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay))
                     / ((bx - ax) ** 2 + (by - ay) ** 2)))
    return ((px - ax - t * (bx - ax)) ** 2 + (py - ay - t * (by - ay)) ** 2) ** 0.5


def test_two_pawns_on_spaces_of_one_number_stand_apart():
    """Both explorers start on their ships and often stand on spaces of one number: the
    two pawns then overlapped in the band between the routes, Scott's head on Amundsen's
    feet (playtest). They now stand side by side: Scott's head clears Amundsen's figure,
    and neither covers a parallel's degrees; on different numbers each stands centred."""
    game = Game(Options(), 4)
    for wide in (True, False):
        for position in range(0, 16):
            obs = game.observation(0)
            obs["pos"], obs["lost"] = [position, position], [0, 0]
            svg = board.board_svg(obs, {}, ("Ada", "Bea"), wide=wide)
            (x0, y0), (x1, y1) = [(float(x), float(y)) for x, y in re.findall(
                r'data-testid="pawn-figure-\d" data-x="(-?\d+)" data-y="(-?\d+)"', svg)]
            body = [(x0 - 9, y0 + 4), (x0 - 4, y0 - 11), (x0 + 4, y0 - 11), (x0 + 9, y0 + 4)]
            head = (x1, y1 - 17)  # Scott's head, radius 6.5, just under Amundsen's feet
            gap = min(_distance_to_segment(*head, a, b) for a, b in zip(body, body[1:] + body[:1]))
            assert gap > 6.5 + 2, (wide, position, gap)
            for x, y in re.findall(r'class="deg" x="(-?\d+)" y="(-?\d+)"', svg):
                near = [px for px, py in ((x0, y0), (x1, y1)) if abs(py - float(y)) < 30]
                assert all(abs(px - float(x)) > 9 + 13 for px in near), (wide, position, x)
        obs = game.observation(0)
        obs["pos"], obs["lost"] = [5, 6], [0, 0]
        svg = board.board_svg(obs, {}, ("Ada", "Bea"), wide=wide)
        xs = [float(x) for x in re.findall(r'data-testid="pawn-figure-\d" data-x="(-?\d+)"', svg)]
        assert xs == [board.space_xy(0, 5, wide)[0], board.space_xy(1, 6, wide)[0]]


def test_a_new_game_over_an_online_one_says_what_becomes_of_it():
    """A guest's New game said its game "will be lost (it cannot be resumed)", yet the
    host's page keeps it and invited back, the guest found it again; nor did the host's
    say that the friend would be disconnected (an online playtest)."""
    from ui import texts
    alone, host, guest = (texts.abandon(online=kind).detail for kind in ("", "host", "guest"))
    assert "will be lost" in alone and "friend" not in alone
    assert "will be lost" in host and "disconnected" in host
    assert "will be lost" not in guest and "keeps it" in guest
    assert texts.abandon(True, "guest").yes == "Open the record"


def test_the_compass_is_called_so_in_english_on_its_face_in_the_log_and_the_buttons():
    """The rulebook's "Com" (a compass) read as an unknown word to English players (a
    playtester: "Scott takes Com."): English says Compass wherever a player reads it,
    French Boussole; the notation keeps ``Com1`` (docs/notation.md)."""
    from core import i18n
    from core.cards import CARDS, kind_name
    from core.describe import action_text, event_text

    com = card_id("Com1")
    face = card_html(com)
    assert "Compass" in face and not re.search(r">\s*Com\s*<", face)
    assert kind_name("Com") == "Compass" and CARDS[com].name == "Compass"
    assert event_text(("take", 1, (com,), None)) == "Scott takes Compass."
    assert action_text(Action.parse("com Com1"), 0).startswith("Play a Compass card")
    assert str(Action.parse("com Com1")) == "com Com1"
    i18n.set_language("fr")
    try:
        assert kind_name("Com") == "Boussole" and "Boussole" in card_html(com)
    finally:
        i18n.set_language("en")


def test_a_row_card_that_cannot_be_taken_says_what_would_take_it():
    """Rules, Take Cards: the rightmost card for nothing, the two rightmost for one
    discarded card, the three rightmost for three. A click on another row card did
    nothing at all (a newcomer's playtest): the notice says what would take it."""
    from core import engine
    from core.actions import TAKE1
    from tests.helpers import build
    from ui import texts

    state = build(Options(advanced=True), hands=("Ra1 Gb2 Yc1", "Ya1"),
                  row="Ra2 Yb2 Gc2 Ba1 Bb1 Bc1", pos=(1, 1))
    legal = engine.legal_actions(state)
    assert "comes later" in texts.row_card_notice(4, legal, 0)
    assert texts.row_card_notice(1, legal, 0).startswith(
        "To take the 2 rightmost cards, select 1 hand card to discard")
    assert texts.row_card_notice(2, legal, 0).startswith(
        "To take the 3 rightmost cards, select 3 hand cards to discard")
    assert texts.row_card_notice(0, legal, 2).startswith("The rightmost card costs nothing")
    assert texts.row_card_notice(1, [TAKE1], 0).endswith("and you have none.")
    assert texts.row_card_notice(1, [], 0) == "No card can be taken from the row now."


def test_the_rules_pictures_move_amundsen_by_his_own_route_and_speak_french():
    """The Rules' picture of a move pays what the rules ask (rules, Advance: one card of
    the next space's colour, then two of each further space's): one card of space 1's
    colour and two of space 2's, drawn beside those two spaces, from the board data."""
    from core import i18n
    from core.board import ROUTE
    from ui.rules_pictures import rules_pictures_html

    html = rules_pictures_html()
    play = html[html.index('data-testid="rules-pic-play"'):html.index('data-testid="rules-pic-pole"')]
    paid = re.findall(r'class="card col-(\w)', play)
    assert paid == [ROUTE[0][1], ROUTE[0][2], ROUTE[0][2]]
    assert re.findall(r'class="space"[^>]*fill="(#\w+)"', play) == [
        board.FILL[ROUTE[0][1]], board.FILL[ROUTE[0][2]]]
    pole = html[html.index('data-testid="rules-pic-pole"'):]
    assert sorted(re.findall(r'class="card col-(\w)', pole)) == sorted("RGBY")
    i18n.set_language("fr")
    try:
        french = rules_pictures_html()
        assert "Prendre des cartes." in french and "Take cards." not in french
        assert "PÔLE" in french
    finally:
        i18n.set_language("en")


def test_a_card_tapped_during_the_rivals_turn_says_whose_turn_it_is():
    """Online, a guest tapping a hand card while the host moved read "No move can use red
    Crevasse right now." (a playtest): the notice now says who is to move."""
    from core import i18n
    from core.cards import card_id
    from ui import texts

    card = card_id("Rc1")
    assert texts.unusable_notice(card, "none") == "No move can use red Crevasse right now."
    assert texts.unusable_notice(card, "none", "Ben") == "Wait for Ben: it is their turn, not yours."
    i18n.set_language("fr")
    try:
        assert texts.unusable_notice(card, "none", "Ben") == (
            "Patientez\u00a0: Ben joue, ce n’est pas votre tour.")
    finally:
        i18n.set_language("en")


def test_a_spaces_colour_blind_dot_stands_beside_its_letter_not_over_it():
    """Red and yellow spaces carry a dot for colour-blind players; drawn over the letter,
    the dot made the French J (jaune) read as a small "j" (a playtest). It stands by the
    letter's top right on the board, the return track and the Rules' picture."""
    from ui import way_track
    from ui.rules_pictures import rules_pictures_html

    game = Game(Options(way_back=True), 4)
    obs = game.observation(0)
    drawings = {"board": board.board_svg(obs, {}, ("Ada", "Bea")),
                "narrow board": board.board_svg(obs, {}, ("Ada", "Bea"), wide=False),
                "return track": way_track.way_svg(obs, {}, ("Ada", "Bea")),
                "rules": rules_pictures_html()}
    for where, svg in drawings.items():
        pairs = re.findall(r'class="dot-[RY]" cx="(\d+)" cy="(-?\d+)"[^>]*/>'
                           r'<text class="letter" x="(\d+)" y="(-?\d+)"', svg)
        assert pairs, where
        for dot_x, dot_y, letter_x, letter_y in pairs:
            assert int(dot_x) - int(letter_x) >= 10, where      # beside, not above
            assert int(letter_y) - 20 < int(dot_y) < int(letter_y), where  # at its top


def test_the_advanced_rows_upper_line_says_its_cards_come_later():
    """Advanced variant: six open cards, only the three rightmost takeable. Drawn as two
    lines of three, a phone player read the "rightmost" card as the upper line's (a
    playtest): under the row, beside "next", a word points up at it: its cards come later."""
    from core import i18n

    game = Game(Options(advanced=True), 3)
    html = views.supply_html(game.observation(0), {})
    later = html[html.index('class="row-line later"'):html.index('class="row-line takeable"')]
    assert '<span class="later-label" aria-hidden="true">▲ later</span>' in later
    assert later.count('class="card ') == 3
    assert "later-label" not in views.supply_html(Game(Options(), 3).observation(0), {})
    i18n.set_language("fr")
    try:
        assert ">▲ ensuite</span>" in views.supply_html(game.observation(0), {})
    finally:
        i18n.set_language("en")


def test_the_freeze_button_says_first_that_it_ends_the_race_with_no_winner():
    """Rule summary, 'Freezing': asking for more cards than the row holds ends the race
    and nobody wins. The button began with the mechanism ("Ask for more cards than the
    row can give (both explorers freeze)"), which a playtester found obscure."""
    from core.actions import FREEZE
    from core.describe import action_text
    assert action_text(FREEZE, 0).startswith("Freeze the race (nobody wins)")


def test_a_wild_patron_beside_the_hand_is_said_not_to_count_in_it():
    """Patrons: the Politician's (or Philanthropist's) wild card lies in front of its
    explorer, outside the hand limit, but the page shows it among the hand's cards:
    "Your hand: 3 / 7" under four cards puzzled a playtester."""
    from core.board import AMUNDSEN
    from core.observation import observation
    from core.patrons import ENGINEER, PHILANTHROPIST
    from tests.helpers import build
    state = build(Options(patrons=True), hands=("Ra1 Ga1 Ya1", "Ba1"), row="Ya2 Ya3 Ya4",
                  patron=(PHILANTHROPIST, ENGINEER), patron_wild=(True, False))
    panel = views.player_panel(observation(state, AMUNDSEN), 0, "Ada", None, True)
    assert "Your hand: 3 / 7 + patron&#x27;s card" in panel
    assert panel.count('data-testid="hand-card-') == 4          # the patron's among them
    rival = views.player_panel(observation(state, 1), 0, "Ada", None, False)
    assert "Hand: 3 / 7<" in rival                                 # its rival sees no card
