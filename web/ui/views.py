"""HTML strings for the table around the board: player areas, the row and piles, the
action buttons, the status line and the log. Pure functions of an observation."""
from __future__ import annotations

from html import escape
from typing import Any

from core.actions import Action
from core.board import EXPLORER_NAMES, LAST_SPACE, POLE, RETURN_HOME, RETURN_LENGTH, ROUTE
from core.cards import CODE, COLOUR, KIND, LOSS_CARD, PATRON_WILD, colour_name
from core.describe import action_text, event_text, lost_text
from core.i18n import N_, _, ngettext
from core.patrons import OFFICER, OFFICER_REMOVES, WILD_PATRONS, patron_info
from core.rules import TAKEN_FOR_DISCARDS

from .cards import card_html
from .selection import Selection
from .way_track import demand_text
from .weather_panel import weather_html

#: The most row cards one move can take (the engine's Take Cards options).
TAKE_REACH = max(TAKEN_FOR_DISCARDS.values())

COLOUR_ORDER = {"R": 0, "G": 1, "B": 2, "Y": 3, "": 4}


def action_testid(action: Action) -> str:
    """``action-advance-Ra1-Yd2``: the notation with dashes."""
    return "action-" + "-".join(str(action).split())


def sorted_hand(hand: list[int | None]) -> list[int | None]:
    """Known cards by colour then kind (hidden ones last), so colours sit together."""
    known = sorted((c for c in hand if c is not None),
                   key=lambda c: (COLOUR_ORDER.get(COLOUR[c], 4), KIND[c], c))
    return known + [None] * sum(1 for c in hand if c is None)


def where_text(obs: dict[str, Any], player: int) -> str:
    """'on space 4 (yellow) · next: green', 'lost behind space 4', 'on the ship · next: red'."""
    lost, position = obs["lost"][player], obs["pos"][player]
    way = obs.get("way", (-1, -1))[player]
    if way >= RETURN_HOME:
        return _("home at the ship")
    if way >= 0:
        place = _("way back: at the Pole") if way == 0 else _(
            "way back: space {number} of {count}").format(number=way, count=RETURN_LENGTH)
        return _("{place} · next: {next}").format(place=place, next=demand_text(player, way + 1))
    if lost:
        return lost_text(lost)
    if position >= POLE:
        return _("at the South Pole")
    route = ROUTE[player]
    text = _("on the ship") if position == 0 else _("on space {number} ({colour})").format(
        number=position, colour=colour_name(route[position]))
    following = colour_name(route[position + 1]) if position < LAST_SPACE else _("the Pole")
    return _("{place} · next: {next}").format(place=text, next=following)


def _patron_chip(obs: dict[str, Any], player: int) -> str:
    key = obs["patron"][player]
    if not key:
        return ""
    patron = patron_info(player, key)
    state = ""
    if key in WILD_PATRONS:
        state = _(" (wild, unused)") if obs["patron_wild"][player] else _(" (used)")
    elif key == OFFICER:  # how many of the rival's animals are still to leave the row
        left = obs["officer"][player]
        state = _(" (used)") if not left else "" if left == OFFICER_REMOVES[player] else ngettext(
            " ({count} more to remove)", " ({count} more to remove)", left).format(count=left)
    text = _("Patron: {name}").format(name=patron.name) + state
    # (Named by its words alone: the help shown under it when focused is drawn by the
    # style sheet, and a screen reader has it as the description, from the title.)
    return (f'<span class="chip patron" data-testid="patron-{player}" tabindex="0"'
            f' aria-label="{escape(text)}" title="{escape(patron.help)}"'
            f' data-help="{escape(patron.help)}">{escape(text)}</span>')


def player_panel(obs: dict[str, Any], player: int, name: str, sel: Selection | None,
                 mine: bool, targets: dict[str, list[Action]] | None = None,
                 yours: bool = True) -> str:
    """One explorer's area: name, place, hand size and limit, patron, Equipment Loss, hand.

    ``sel`` is given for the hand the viewer plays from; ``targets`` (key -> actions) makes
    the place in front of this explorer a target when Equipment Loss can be laid there;
    ``yours`` False: the screen's own area is nobody's in particular (a shared device's
    replay or finished game), its hand is not "Your hand"."""
    viewer, hand = obs["viewer"], obs["hands"][player]
    limit = obs["facts"]["hand_limits"][player]
    moving = obs["to_move"] == player
    opponent_name = EXPLORER_NAMES[1 - player]
    # once the race is over every card is face up: no card is marked "not seen" any more
    unseen = set(obs["secret"][player]) if player == viewer and not obs.get("outcome") else set()
    cards = hand_cards_html(obs, player, sel, unseen)
    legend = ""
    if unseen:
        legend = (f'<p class="legend"><span class="c-unseen demo" aria-hidden="true"></span>'
                  f'{escape(_("{rival} has not seen the marked cards.").format(rival=opponent_name))}'
                  f'</p>')
    title = _("Your hand") if mine and yours and player == viewer else _("Hand")
    count = _("{hand}: {count} / {limit}").format(hand=title, count=len(hand), limit=limit)
    if player == viewer and obs["patron_wild"][player]:
        # (the wild patron shows among the hand's cards but is no hand card: "3 / 7" under
        # four cards puzzled a playtester)
        count = _("{count} + patron's card").format(count=count)
    return (
        f'<section class="player p{player}{" moving" if moving else ""}{" mine" if mine else ""}"'
        f' data-testid="player-{player}" aria-label="{escape(name)}, {EXPLORER_NAMES[player]}">'
        f'<header class="ph"><span class="swatch s{player}" aria-hidden="true"></span>'
        f'<h2>{escape(name)} <small>{EXPLORER_NAMES[player]}</small></h2>'
        f'{"<span class=turnflag>" + _("to move") + "</span>" if moving else ""}'
        f'<span class="where" data-testid="where-{player}">{where_text(obs, player)}</span>'
        f'<span class="count" data-testid="hand-count-{player}">{escape(count)}</span>'
        f'{_patron_chip(obs, player)}</header>'
        f'<div class="hand-row">{_front_html(obs, player, limit, targets)}<div class="hand"'
        f' data-testid="hand-{player}" role="group" aria-label="{title}">{cards}</div></div>'
        f'{legend}</section>'
    )


def hand_cards_html(obs: dict[str, Any], player: int, sel: Selection | None,
                    unseen: set[int]) -> str:
    """The cards of one hand (and a usable wild patron), face down where unseen."""
    viewer, way = obs["viewer"], way_mode(obs)
    opponent_name = EXPLORER_NAMES[1 - player]
    cards = []
    if player == viewer and obs["patron_wild"][player]:
        cards.append(card_html(
            PATRON_WILD, testid="hand-card-Patron", act="hand",
            legal=sel is not None and sel.usable(PATRON_WILD),
            selected=sel is not None and PATRON_WILD in sel.chosen, owner=player,
            patron=obs["patron"][player]))
    hidden_index = 0
    for card in sorted_hand(obs["hands"][player]):
        if card is None:
            cards.append(card_html(None, testid=f"hidden-card-{player}-{hidden_index}"))
            hidden_index += 1
        elif player == viewer:
            cards.append(card_html(
                card, testid=f"hand-card-{CODE[card]}", act="hand",
                legal=sel is not None and sel.usable(card),
                selected=sel is not None and card in sel.chosen, owner=player,
                unseen_by=opponent_name if card in unseen else "", way=way))
        else:
            cards.append(card_html(card, testid=f"hand-card-{CODE[card]}", owner=player,
                                   way=way))
    return "".join(cards) or f'<span class="empty">{_("no cards")}</span>'


def _front_html(obs: dict[str, Any], player: int, limit: int,
                targets: dict[str, list[Action]] | None) -> str:
    """Equipment Loss lying in front of this explorer, or the place to lay it."""
    if obs["loss_on"] == player:
        return (f'<div class="front" data-testid="front-{player}">'
                f'{card_html(LOSS_CARD, testid=f"loss-card-{player}", laid=True)}'
                f'<span>{escape(_("in front: hand limit {limit}").format(limit=limit))}</span>'
                f'</div>')
    if targets and f"front-{player}" in targets:
        return (f'<button type="button" class="front drop is-legal" data-testid="front-{player}"'
                f' data-act="target" data-target="front-{player}" data-legal="true">'
                f'{escape(_("Lay Equipment Loss here"))}</button>')
    return ""


def way_mode(obs: dict[str, Any]) -> str:
    """``card_html``'s ``way``: "" (module off), "on", or "begun" once someone turned back."""
    if not obs["options"].get("way_back"):
        return ""
    return "begun" if obs["facts"]["way_back_begun"] else "on"


def last_deck_text(obs: dict[str, Any]) -> str:
    """What the end of the deck in play brings when it is the last one ("" while another
    deck will follow): a playtester walking home saw the computer drain the deck to a
    draw, with nothing on the table saying that its end would end the race."""
    if obs["exhaustions"] != 1 or not obs["deck"] or obs["facts"]["pole_rebuilds_deck"]:
        return ""  # (1912 before the Pole: reaching it rebuilds the deck, not the last)
    if obs["facts"]["way_back_begun"]:
        return _("This is the last deck: when it runs out, the race is drawn.")
    return _("This is the last deck: when it runs out, the row is no longer refilled, and "
             "once it holds too few cards to take, a player may freeze the race (nobody "
             "wins).")


def supply_html(obs: dict[str, Any], targets: dict[str, list[Action]]) -> str:
    """Deck (count, exhaustions), the row (rightmost = next), the discard pile and, with
    the Weather module, the weather panel."""
    row, size, way = obs["row"], obs["facts"]["row_size"], way_mode(obs)

    def row_card(i: int) -> str:
        if i >= len(row):
            return '<span class="card slot" aria-hidden="true"></span>'
        key = f"row-{i}"
        card = row[i]
        legal = key in targets
        extra = " next" if i == 0 else ""
        return card_html(card, testid=f"row-card-{CODE[card]}", act="target", legal=legal,
                         target=key, extra=extra, way=way)

    lines = []
    takeable = min(size, TAKE_REACH)
    if size > takeable:
        # (labelled in sight, under the row beside "next": on a phone the two lines of
        # three read as columns, and the "rightmost" card as the upper line's, a playtest)
        # TRANSLATORS: beside the advanced row's upper line, the cards not yet takeable.
        lines.append(f'<div class="row-line later" role="group" aria-label="{escape(_("cards coming next"))}">'
                     + "".join(row_card(i) for i in reversed(range(takeable, size))) + "</div>"
                     f'<span class="later-label" aria-hidden="true">▲ {escape(_("later"))}</span>')
    lines.append('<div class="row-line takeable">'
                 + "".join(row_card(i) for i in reversed(range(takeable))) + "</div>")
    # The deck's accessible name starts with what it shows (name, count, exhaustions),
    # then says what drawing does.
    deck, exhausted = len(obs["deck"]), _("exhausted {count} of 2").format(count=obs["exhaustions"])
    last = last_deck_text(obs)  # (the last deck says so in sight, and what its end brings)
    shown = (f'<span class="last-deck" title="{escape(last)}">{escape(_("last deck"))}</span>'
             if last else escape(exhausted))
    deck_legal = "deck" in targets
    deck_name = (f'{_("Deck")} {deck}, {exhausted}. {last + " " if last else ""}'
                 f'{_("Draw from the deck (the rightmost row card is discarded)")}')
    deck_attrs = (' data-act="target" data-target="deck" data-legal="true" tabindex="0"'
                  f' role="button" aria-label="{escape(deck_name)}"'
                  f' title="{escape(_("Discard the rightmost row card and draw the top card of the deck"))}"'
                  if deck_legal else "")
    discard = obs["discard"]
    top = (card_html(discard[-1], testid="discard-top", way=way) if discard
           else '<span class="card slot"></span>')
    # (an empty deck showed a card back, a playtest: an empty place instead)
    face = ('<span class="card back" aria-hidden="true"><span class="back-mark" '
            'data-mark="1911"></span></span>' if deck
            else '<span class="card slot" aria-hidden="true"></span>')
    return (
        f'<div class="pile deck{" is-legal" if deck_legal else ""}" data-testid="deck"{deck_attrs}>'
        f'{face}'
        f'<span class="pile-text">{_("Deck")} <b data-testid="deck-count">{deck}</b><br>'
        f'<span data-testid="exhaustions">{shown}</span></span></div>'
        f'<div class="row" data-testid="row" role="group"'
        f' aria-label="{escape(_("The row of open cards; the rightmost one is taken first"))}">'
        f'{"".join(lines)}<span class="next-label" aria-hidden="true">{escape(_("next ➜"))}</span></div>'
        # The whole pile opens the list; its words are the button (named by what they
        # say), the top card beside them a picture with its own name.
        f'<div class="pile discard" data-act="open-piles">{top}'
        f'<span class="pile-text" data-testid="discard" data-act="open-piles" tabindex="0"'
        f' role="button" title="{escape(_("See every discarded card, and what the deck holds"))}">'
        f'{_("Discard")} <b data-testid="discard-count">{len(discard)}</b>'
        f'<br><span class="pile-more">{escape(_("see all"))}</span></span></div>'
        + weather_html(obs)
    )


def actions_html(choices: list[Action], player: int, hint: str, can_clear: bool,
                 obs: dict | None = None) -> str:
    """The buttons for the actions the selection completes (decisions included)."""
    buttons = [
        f'<button type="button" class="act" data-act="action" data-action="{escape(str(a))}"'
        f' data-testid="{action_testid(a)}" data-legal="true">{escape(action_text(a, player, obs))}</button>'
        for a in choices
    ]
    if can_clear:
        buttons.append('<button type="button" class="act quiet" data-act="clear"'
                       f' data-testid="clear-selection">{escape(_("Clear selection"))}</button>')
    if not buttons:  # (the row's height, kept for the buttons a first pick brings)
        buttons.append('<span class="act placeholder" aria-hidden="true">\u00a0</span>')
    return f'<p class="hint">{escape(hint)}</p><div class="buttons">{"".join(buttons)}</div>'


def turn_head(number: int, player: int, names: tuple[str, str]) -> str:
    """A turn's heading in the log: "Turn 7 · Ada (Amundsen)"."""
    who = f"{names[player]} ({EXPLORER_NAMES[player]})" if names[player] else EXPLORER_NAMES[player]
    return _("Turn {number} · {player}").format(number=number, player=who)


def log_html(obs: dict[str, Any], starts: list[tuple[int, int, int]] = (),
             names: tuple[str, str] = ("", "")) -> str:
    """The log as list items, oldest first, under a heading for each turn (``starts``:
    turn number, player and first log index of every turn; before turn 1: the set-up)."""
    heads = {index: (number, player) for number, player, index in starts}
    items = []
    for index, event in enumerate(obs.get("log") or []):
        if index in heads:
            number, player = heads[index]
            head = escape(turn_head(number, player, names))
            items.append(f'<li class="turn-head" data-turn="{number}">{head}</li>')
        elif index == 0 and starts:
            items.append(f'<li class="turn-head" data-turn="0">{escape(_("Before the race"))}</li>')
        text = event_text(event, obs.get("viewer"))
        if text:
            items.append(f'<li class="event">{escape(text)}</li>')
    return "".join(items)


def waiting_html(text: str, new_game: bool = False) -> str:
    """Where the moves would be while they wait (for an online friend): why, and
    (``new_game``: the game cannot go on) a way to a new game."""
    button = ('<div class="buttons"><button type="button" class="act" data-act="open-new"'
              f' data-testid="moves-new-game">{escape(_("New game"))}</button></div>'
              if new_game else "")
    return f'<p class="hint waiting" data-testid="moves-wait">{escape(text)}</p>{button}'


def end_actions_html(replay: bool = True) -> str:
    """Under the board once the race is over: back to the result, a replay of the race
    (``replay``: once this page has the game's record), or a rematch."""
    return (f'<p class="hint">{escape(_("The race is over. Every hidden card is now face up."))}</p>'
            '<div class="buttons">'
            '<button type="button" class="act" data-act="show-end" data-testid="show-end">'
            f'{escape(_("Show the result"))}</button>'
            + ('<button type="button" class="act" data-act="review-open" data-testid="board-review">'
               f'{escape(_("Replay the race"))}</button>' if replay else '')
            + '<button type="button" class="act" data-act="rematch" data-testid="board-rematch">'
            f'{escape(_("Rematch"))}</button></div>')


def review_html(at: int, count: int) -> str:
    """Under the board while a finished game is replayed: step through its turns."""
    first, last = at == 0, at == count - 1

    def step(where: str, text: str, label: str, off: bool) -> str:
        return (f'<button type="button" class="act" data-act="review-step" data-step="{where}" '
                f'data-testid="review-{where}" aria-label="{escape(label)}" title="{escape(label)}"'
                f'{" disabled" if off else ""}>{escape(text)}</button>')

    keys = _("The ← and → keys work too; Home and End go to the start and the end.")
    return (f'<p class="hint">{escape(_("Replay: step through the race turn by turn."))} '
            f'<span class="keys-only">{escape(keys)}</span></p><div class="buttons">'
            + step("first", "◀◀", _("The start of the race"), first)
            + step("prev", _("◀ Previous"), _("Previous turn"), first)
            + step("next", _("Next ▶"), _("Next turn"), last)
            + step("last", "▶▶", _("The end of the race"), last)
            + '<button type="button" class="act" data-act="review-close" data-testid="review-close">'
            f'{escape(_("Leave the replay"))}</button></div>')


def decision_hint(obs: dict[str, Any]) -> str:
    """What a pending choice is about, in plain words."""
    step = obs["pending"][0] if obs["pending"] else None
    kind = step[0] if step else ""
    if kind == "effect":
        return _("Choose which discard effect to use, or none.")
    if kind == "weather_show":
        return _("Good Weather: the card you drew fits your next space. Show it to advance one "
                 "space, or keep it hidden.")
    if kind == "loss_discard":
        n = step[2]
        limit = obs["facts"]["hand_limits"][step[1]]
        return ngettext("Equipment Loss: your hand limit is now {limit}. Select {count} card "
                        "to discard: a button then appears to confirm it.",
                        "Equipment Loss: your hand limit is now {limit}. Select {count} cards "
                        "to discard: a button then appears to confirm them.", n).format(limit=limit, count=n)
    if kind == "windy_give" and not obs["hands"][1 - step[1]]:
        return _("Windy: your rival has no card to give back. Select the card you give (a "
                 "button then appears to confirm it): it goes to your rival and nothing comes "
                 "back.")
    module_hint = MODULE_HINTS.get(kind)
    if module_hint:
        return _(module_hint)
    return _("Make your choice: select the cards it needs if any, then press a button.")


#: What each module decision asks for, in plain words (Food Depots, Weather, 1912).
MODULE_HINTS = {
    "depot_place": N_("Food Depots: put your second depot two spaces before or after the first. "
                   "Choose a highlighted space or a button."),
    "depot_stash": N_("Food Depots: choose a card to lay face down on your depot. Select it, "
                   "then the highlighted depot or the button that appears."),
    "depot_swap": N_("Food Depots: your hand is full. Select a hand card and then the depot to "
                  "swap it for the depot card, or leave the depot as it is."),
    "calm_pick": N_("Calm: choose the row card you want; your rival gets the other offered cards."),
    "windy_give": N_("Windy: select the card you give your rival (a button then appears to "
                  "confirm it). The two cards are swapped once both of you have chosen; "
                  "neither of you sees the other's choice beforehand."),
    "cold_discard": N_("Extreme Cold: select a coloured card to discard (a button then appears "
                    "to confirm it)."),
    "ship_discard": N_("You handed your rival's ship back: select the one card you keep; the "
                    "rest of your hand is discarded."),
}
