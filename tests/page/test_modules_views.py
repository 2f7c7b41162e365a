"""What the page shows for the modules: food depots, the weather panel, the return track
(ui.board, ui.way_track, ui.weather_panel, ui.views, ui.cards)."""
from __future__ import annotations

from core.state import Step

import re

from core import Game, Options, observation
from core.board import RETURN_TRACK
from core.cards import CODE, KIND, KIND_HELP, card_id
from core.weather_cards import CONDITION_NAMES
from helpers import make
from ui import board, views, way_track
from ui.cards import card_html
from ui.weather_panel import weather_html

ALL = Options(advanced=True, patrons=True, depots=True, weather=True, way_back=True)
NAMES = ("Ada", "Bea")
FILL = {"R": "#c62828", "G": "#2e7d32", "B": "#1565c0", "Y": "#f6c700"}


def _group(svg: str, testid: str) -> str:
    """The SVG group carrying ``data-testid`` (up to its first nested group's end)."""
    match = re.search(rf'<g [^>]*data-testid="{testid}"[^>]*>.*?</g>', svg)
    assert match, f"{testid} not drawn"
    return match.group(0)


def _way_state(way: list[int], **fields: object):
    base = dict(deck=["Rc1", "Gc1"], row=["Ya2", "Ya3", "Ya4", "Ra1", "Ra2", "Ra3"],
                hands=[["Rd1", "Fram", "Com1"], ["Ga1"]], pos=[16, 12], way=way)
    base.update(fields)
    return make(ALL, **base)


# -- the return track (1912 The Way Back) ----------------------------------------------
def test_return_track_shows_each_space_colour_letter_dot_and_icon_from_the_data():
    """Rulings, 1912: 'Each space demands a colour and an icon' (RETURN_TRACK)."""
    obs = observation(_way_state([3, -1]), 0)
    for wide in (True, False):
        svg = way_track.way_svg(obs, {}, NAMES, wide)
        for player in (0, 1):
            for n, (colour, icon) in enumerate(RETURN_TRACK[player], start=1):
                space = _group(svg, f"way-{player}-{n}")
                assert f'fill="{FILL[colour]}"' in space
                assert f">{colour}</text>" in space
                assert ('class="dot-' in space) == (colour in "RY")    # colour-blind dot
                assert f'href="#ico-{icon}"' in space
                assert way_track.cards.icon_name(icon) in space              # the icon's name too
            assert "Pole" in _group(svg, f"way-{player}-0")
            ship = ("Fram", "Terra Nova")[player]
            assert ship in _group(svg, f"way-{player}-11")


def test_return_track_labels_never_overlap_and_fit_their_words_in_french():
    """On a phone in French "Traîneau" ran under the next label ("Terra Nova") and
    "Tempête" out of its own (an online playtest): each label stays within half the way
    to its neighbours, and a word too long for it is drawn narrower (``textLength``). The
    icon stands 3 units clear of its word (it touched the "T" of both, a playtest)."""
    from core import i18n

    i18n.set_language("fr")
    try:
        obs = observation(_way_state([3, -1]), 0)
        for wide in (True, False):
            svg = way_track.way_svg(obs, {}, NAMES, wide)
            pills = re.findall(r'<g class="pill"><rect x="(\d+)" y="(\d+)" width="(\d+)"'
                               r'.*?<text x="\d+" y="\d+"([^>]*)>([^<]+)</text>', svg)
            icons = re.findall(r'<use href="#ico-\w+" x="(\d+)" y="\d+" width="(\d+)"'
                               r'[^>]*/><text x="(\d+)"', svg)
            assert len(icons) == 20
            assert all(int(text) - int(x) - int(w) >= 3 for x, w, text in icons), icons
            assert len(pills) == 24 and "Traîneau" in {p[4] for p in pills}
            rows: dict[str, list[tuple[int, int]]] = {}
            for x, y, width, fit, word in pills:
                rows.setdefault(y, []).append((int(x), int(x) + int(width)))
                room = int(width) - (18 if word in ("Traîneau", "Tempête", "Animal", "Camp")
                                     else 6) - 5
                if way_track.name_width(word) > room + 1:
                    assert f'textLength="{room}"' in fit, (word, width, fit)
            for spans in rows.values():
                spans.sort()
                assert all(a[1] < b[0] for a, b in zip(spans, spans[1:])), spans
                assert spans[-1][1] <= way_track.size(wide)[0]
    finally:
        i18n.set_language("en")


def test_pawns_stand_on_their_return_space_and_only_once_turned_back():
    obs = observation(_way_state([3, -1]), 1)
    svg = way_track.way_svg(obs, {}, NAMES)
    assert 'data-testid="way-pawn-0" data-way="3"' in svg
    assert 'data-testid="way-pawn-1"' not in svg                    # Scott still outbound
    home = way_track.way_svg(observation(_way_state([11, 4]), 0), {}, NAMES)
    assert 'data-testid="way-pawn-0" data-way="11"' in home
    assert 'data-testid="way-pawn-1" data-way="4"' in home
    # On the outward board the pawn that turned back is drawn faded at the Pole.
    outward = board.board_svg(obs, {}, NAMES)
    assert 'class="pawn away"' in _group(outward, "pawn-0")
    assert 'class="pawn away"' not in _group(outward, "pawn-1")


def test_legal_return_steps_are_marked_on_the_track():
    obs = observation(_way_state([3, -1]), 0)
    svg = way_track.way_svg(obs, {"way-0-4": "Move to return space 4"}, NAMES)
    legal = re.findall(r'data-testid="([^"]+)" data-target="[^"]+" data-act="target" '
                       r'data-legal="true"', svg)
    assert legal == ["way-0-4"]
    assert "Move to return space 4" in _group(svg, "way-0-4")


def test_track_is_a_preview_before_the_way_back_and_absent_without_the_module():
    game = Game(ALL, 3)
    html = way_track.way_html(game.observation(0), {}, NAMES)
    assert 'class="way preview"' in html and 'data-testid="way-track"' in html
    assert "way-pawn" not in html
    full = way_track.way_html(observation(_way_state([0, -1]), 0), {}, NAMES)
    assert 'class="way"' in full and "way-pawn-0" in full
    assert way_track.way_html(Game(Options(advanced=True), 3).observation(0), {}, NAMES) == ""


def test_after_a_race_that_ended_before_the_way_back_the_preview_no_longer_says_when_it_opens():
    """Rulings, 1912: the way back opens only when an explorer reaches the Pole after the
    rival crossed the 85° parallel. After a frozen race the preview still told when the
    track would open (a playtester); once a race is over without it, it says it never
    opened (its Enlarge button still shows the tracks)."""
    frozen = observation(_way_state([-1, -1], outcome="frozen"), 0)
    html = way_track.way_html(frozen, {}, NAMES)
    assert "did not open in this race" in html and 'data-testid="way-open"' in html
    assert "opens when" not in html
    playing = way_track.way_html(observation(_way_state([-1, -1]), 0), {}, NAMES)
    assert "opens when" in playing and "did not open" not in playing


def test_phone_track_wraps_into_two_halves():
    wide, narrow = way_track.size(True), way_track.size(False)
    assert narrow[0] < wide[0] / 2 and narrow[1] > wide[1]
    xs = {way_track.space_xy(0, n, False)[0] for n in range(12)}
    assert len(xs) == 6                                             # six columns per half
    assert way_track.space_xy(0, 6, False)[1] > way_track.space_xy(1, 5, False)[1]


def test_where_line_tells_the_return_position_and_next_demand():
    obs = observation(_way_state([3, -1]), 0)
    colour, icon = RETURN_TRACK[0][3]
    text = views.where_text(obs, 0)
    assert "space 3 of 10" in text and way_track.cards.icon_name(icon) in text
    assert views.where_text(observation(_way_state([10, -1]), 0), 0).endswith("the Fram card")
    assert views.where_text(observation(_way_state([11, -1]), 0), 0) == "home at the ship"


def test_cards_show_their_return_icon_once_the_way_back_began():
    """Rulings, 1912: icons Animal (Dogs, Horses), Sled (Advance), Storm (Blizzard,
    Crevasse), Camp (the discard-effect cards and the Camp cards); no effects any more."""
    obs = observation(_way_state([3, -1]), 0)
    hand = views.player_panel(obs, 0, "Ada", None, True)
    dog = re.search(r'<button[^>]*data-testid="hand-card-Rd1".*?</button>', hand).group(0)
    assert 'href="#ico-animal"' in dog and 'data-tag="Animal"' in dog
    assert 'data-tag="wild"' in dog                                 # still any colour
    assert 'aria-label="red Greenland Dog, Animal icon, wild"' in dog
    # the Com: its tag capitalised like the icons' names (it read "joker" beside "Animal")
    assert 'data-tag="Joker"' in hand and 'data-tag="play"' not in hand
    before = card_html(card_id("Rb1"), way="on")
    assert 'data-tag="play"' in before and "Return-track icon: Storm." in before
    assert 'data-tag="play"' not in card_html(card_id("Rb1"), way="begun")
    assert "Return-track icon" not in card_html(card_id("Rb1"))     # module off


def test_in_french_the_wild_tag_and_the_way_backs_tag_are_two_words():
    """Rulings, 1912: Com and Equipment Loss pay one colour or one icon on the way back;
    a Dog pays any colour. In French both tags said "joker" on one hand, and Equipment
    Loss's face said "Équipement" (it reads "equipment", not its loss: a French
    playtest). The tags differ, and the face is the word that sets the card apart."""
    from core import i18n

    i18n.set_language("fr")
    try:
        hand = views.player_panel(observation(_way_state([3, -1]), 0), 0, "Ada", None, True)
        dog = re.search(r'<button[^>]*data-testid="hand-card-Rd1".*?</button>', hand).group(0)
        com = re.search(r'<button[^>]*data-testid="hand-card-Com1".*?</button>', hand).group(0)
        wild = re.search(r'class="c-tag"[^>]*data-tag="([^"]+)"', dog).group(1)
        way_tag = re.search(r'class="c-tag c-icon"[^>]*data-tag="([^"]+)"', com).group(1)
        assert wild == "joker" and way_tag == "Au choix", (wild, way_tag)
        loss = card_html(card_id("Loss"))
        face = re.search(r'class="c-name"[^>]*>([^<]+)<', loss).group(1)
        assert face == "Perte" and "Équipement perdu" in loss  # ("Perdu" read as a lost explorer)
    finally:
        i18n.set_language("en")


def test_return_cards_have_their_help_in_the_tooltip():
    for code, kind in (("Fram", "Fram"), ("Nova", "Nova"), ("Rk1", "k")):
        html = card_html(card_id(code), way="begun")
        assert KIND_HELP[kind] in html.replace("&#x27;", "'")


# -- food depots -------------------------------------------------------------------------
def _depot_state(**fields: object):
    base = dict(deck=["Rc1", "Gc1"], row=["Ya2", "Ya3", "Ya4", "Ra1", "Ra2", "Ra3"],
                hands=[["Ga1"], ["Ba1"]], pos=[2, 1],
                depots=[[[3, card_id("Rd1")], [5, card_id("Ya5")]], [[4, card_id("Bd1")], [2, -1]]])
    base.update(fields)
    return make(ALL, **base)


def test_depot_cards_are_face_up_for_their_owner_and_face_down_for_the_rival():
    """Food Depots: the cards lie face down; only their owner knows them."""
    state = _depot_state()
    for viewer in (0, 1):
        svg = board.board_svg(observation(state, viewer), {}, NAMES)
        for player, index in ((0, 0), (0, 1), (1, 0)):
            group = _group(svg, f"depot-{player}-{index}")
            card = state.depots[player][index][1]
            if player == viewer:
                assert "depot-card" in group and "depot-back" not in group
                assert "only you know it" in group
            else:
                assert "depot-back" in group and "depot-card" not in group
                assert CODE[card] not in group and "face-down card" in group
        assert svg.count('class="cube"') == 3                       # one per depot left
    spectator = board.board_svg(observation(state, None), {}, NAMES)
    assert "depot-card" not in spectator                            # the hand-off screen


def test_a_collected_depot_disappears_and_an_unfilled_one_waits():
    state = _depot_state()
    svg = board.board_svg(observation(state, 1), {}, NAMES)
    assert 'data-testid="depot-1-1"' not in svg                     # collected (card -1)
    state.depots[1][1][1] = -1
    state.pending = [Step("depot_stash", 1, 1)]
    waiting = board.board_svg(observation(state, 1), {"depot-1-1": "Hide it"}, NAMES)
    group = _group(waiting, "depot-1-1")
    assert "depot-slot" in group and 'data-legal="true"' in group


def test_depot_marks_sit_on_their_spaces_in_both_layouts():
    state = _depot_state()
    for wide in (True, False):
        svg = board.board_svg(observation(state, 0), {}, NAMES, wide)
        for player, index, space in ((0, 0, 3), (0, 1, 5), (1, 0, 4)):
            group = _group(svg, f"depot-{player}-{index}")
            assert f'data-space="{space}"' in group
            x, _y = board.space_xy(player, space, wide)
            left = float(re.search(r'<rect class="depot-\w+" x="([\d.]+)"', group).group(1))
            assert abs(left + 9 - x) <= 4


# -- weather ---------------------------------------------------------------------------------
def test_weather_panel_shows_deck_last_card_die_and_history():
    state = make(ALL, row=["Ya2"], weather_deck=[1, 4, 5],
                 weather_drawn=[[2, 1, "calm", 75, 0], [3, 5, "storm", 80, 1]])
    html = weather_html(observation(state, 0))
    assert re.search(r'data-testid="weather-deck" data-count="3"', html)
    assert 'data-testid="weather-card" data-card="3" data-condition="storm"' in html
    assert 'data-testid="weather-die" data-die="5"' in html and "⚄" in html
    assert CONDITION_NAMES["storm"] in html and "80°" in html
    assert 'data-testid="weather-history"' in html and "75° Calm" in html
    svg = board.board_svg(observation(state, 0), {}, NAMES)
    assert "Calm" in _group(svg, "weather-at-75") and "Storm" in _group(svg, "weather-at-80")
    assert 'data-testid="weather-at-85"' not in svg
    supply = views.supply_html(observation(state, 0), {})
    assert 'data-testid="weather"' in supply


def test_weather_panel_before_any_card_and_without_the_module():
    fresh = Game(ALL, 3).observation(0)
    html = weather_html(fresh)
    assert 'data-count="5"' in html and "No weather yet" in html and "weather-die" not in html
    assert weather_html(Game(Options(), 3).observation(0)) == ""


def test_an_army_officer_shows_how_many_animals_it_still_removes():
    """Patrons: Scott's Army Officer removes the first two Greenland Dogs to show up in
    the row (Amundsen's, the first Mongolian Horse). The chip said "Patron: Army Officer"
    all game long, even once both Dogs had gone; a wild patron said "(used)"."""
    import random

    seen = {}
    for seed in range(200):
        game = Game(Options(patrons=True), seed)
        officer = [p for p in (0, 1) if game.state.patron[p] == "officer"]
        if not officer:
            continue
        player, rng = officer[0], random.Random(seed)
        while not game.over and len(game.actions) < 300:
            left = game.state.officer[player]
            panel = views.player_panel(game.observation(player), player, "Ada", None, False)
            chip = re.search(r'data-testid="patron-\d"[^>]*>([^<]*)<', panel).group(1)
            seen[(player, left)] = chip
            if left == 0:
                break
            game.push(rng.choice(game.legal_actions()))
        if {(0, 0), (1, 1), (1, 0)} <= seen.keys():
            break
    assert seen[(1, 2)] == "Patron: Army Officer"
    assert seen[(1, 1)] == "Patron: Army Officer (1 more to remove)"
    assert seen[(1, 0)] == seen[(0, 0)] == "Patron: Army Officer (used)"


def test_once_the_way_back_began_a_cards_help_no_longer_tells_its_effect():
    """1912 The Way Back: once it has begun, cards have no effect (a Com in hand no
    longer keeps you from the Pole). The help still said "while you hold one you cannot
    reach the Pole", and a Crevasse's still spoke of sending the rival off the route."""
    com, crevasse, dog = card_id("Com1"), card_id("Rc1"), card_id("Rd1")
    before = re.search(r'title="([^"]+)"', card_html(com, way="on")).group(1)
    assert KIND_HELP["Com"][:20] in before
    for card in (com, crevasse, dog):
        html = card_html(card, owner=0, way="begun")
        tip = re.search(r'title="([^"]+)"', html).group(1)
        assert "no effect any more" in tip, tip
        assert KIND_HELP[KIND[card]][:20] not in tip, tip
    assert "stands in for one colour or one icon" in card_html(com, owner=0, way="begun")
    assert "Wild for Amundsen" in card_html(dog, owner=0, way="begun")
    assert "Return-track icon" in card_html(crevasse, owner=0, way="begun")


def test_a_long_name_left_of_the_return_track_is_whole_and_fitted():
    """A French "Ordinateur facile" showed as "Ordinateur fa…" beside the return tracks:
    a name is never cut short there. "Ordinateur difficile" fits as it is; a name too
    wide for the room (19 W's: wide letters) is drawn narrower to fit, left of the Pole."""
    obs = observation(_way_state([3, -1]), 0)
    wide = "W" * 19
    svg = way_track.way_svg(obs, {}, ("Ordinateur difficile", wide))
    fits, squeezed = (re.search(rf'<text class="who-sub"[^>]*>{name}</text>', svg)
                      for name in ("Ordinateur difficile", wide))
    assert fits and "textLength" not in fits.group(0)
    assert squeezed and f'textLength="{way_track.NAME_ROOM}"' in squeezed.group(0)
    assert "…" not in svg
    assert way_track.name_width("Ordinateur difficile") < way_track.NAME_ROOM < way_track.name_width(wide)
    assert way_track.NAME_ROOM < way_track.WIDE["left"] - 20 - 12  # clear of the Pole's circle


def test_the_drawing_a_player_does_not_play_on_is_drawn_aside_while_one_heads_home():
    """1912 The Way Back, one explorer heading home and the other still racing out: the
    outward board and the full return track were stacked at full size, and the hand of
    the player to move lay below the fold even at 1920x1080 (a playtest). The drawing the
    player on screen does not play on is marked to be drawn smaller; when both race out
    or both head home, neither is."""
    state = _way_state([3, -1])                 # Amundsen heads home, Scott races out
    home, out = observation(state, 0), observation(state, 1)
    assert board.drawn_aside(home) == "board" and board.drawn_aside(out) == "way"
    assert 'class="board-svg aside"' in board.board_svg(home, {}, NAMES)
    assert 'class="board-svg"' in board.board_svg(out, {}, NAMES)
    assert '<section class="way aside"' in way_track.way_html(out, {}, NAMES)
    assert '<section class="way"' in way_track.way_html(home, {}, NAMES)
    assert board.drawn_aside(observation(state, None)) == ""   # a screen of no player
    both = observation(_way_state([3, 2]), 0)
    assert board.drawn_aside(both) == "" and 'class="board-svg done"' in board.board_svg(both, {}, NAMES)
