"""Hand-written judgement shared by the computer players.

Everything is measured in *spaces*: a route space is worth 1; a card that fits the route is
worth about half a space (with one card taken per turn, a space costs about two turns,
one to get the card and one to play it). ``View`` gathers the facts one player may use,
from an observation (``View.of_observation``) or from a full state inside a search
(``View.of_state``); ``action_score`` rates one legal action for the player to move (the greedy player and
the search's roll-outs); ``outcome_value`` scores a finished game (the search rates
unfinished positions with ``race.race_values``).

Two judgements look at the race (``View.threat`` and ``View.ahead``): hindering a rival
who is far behind is a wasted turn, so attacks and attack cards are worth as much as the
rival is a threat; and every card a take draws from the deck brings the freeze (the
deck's second end) nearer, which the player ahead wants late and the one behind early.
"""
from __future__ import annotations

from typing import Any, Callable

from ..actions import Action
from ..board import (ATTACK_KIND, BEFORE_85, LAST_SPACE, RETURN_LENGTH, RETURN_TRACK, ROUTE,
                     WILD_KIND, back_to_route_target)
from ..cards import (BLIZZARD, COLOUR, COM, CREVASSE, KIND, LOSS, PATRON_WILD, SACRIFICE,
                     SUPPLIES, WEATHER)
from ..modules.way_back import JOKER_KINDS, SHIP, meets
from ..outcome import Outcome
from ..rules import LOSS_HAND_LIMIT, TAKEN_FOR_DISCARDS, hand_limit
from ..state import State
from .race import LOST_TURN_SPACES, progress, sigmoid, turns_for

#: Worth of a hidden card (the average of what it might be).
HIDDEN_CARD = 0.35
#: Worth of a wild card (any colour) and of a card of a colour on the player's route.
WILD, ROUTE_COLOUR, NEXT_BONUS, OFF_ROUTE = 0.5, 0.35, 0.1, 0.15
#: Extra worth of special kinds, on top of their colour.
OWN_ATTACK, PENALTY_CARD, EFFECT_CARD = 0.15, 0.1, 0.12
COM_BEFORE_85, COM_AFTER_85, LOSS_HELD = 0.3, -0.7, 0.3
#: Worth of a card that is no more use (e.g. a second card of a colour on the last space).
FILLER = 0.15
#: From this space on, a card of the colour missing from the route is kept for the Pole.
POLE_SOON = 11
POLE_COLOUR = 0.35
#: Extra worth of a wild card from then on (it stands in for the colour the Pole lacks).
WILD_NEAR_POLE = 0.2
#: How far behind (in turns) a player must be before declaring a freeze.
FREEZE_MARGIN = 0.0
#: The rival counts as half a threat when this many turns behind; spread (in turns) of
#: that judgement and of ``View.ahead``.
THREAT_MARGIN, LEAD_SPREAD = 2.0, 2.0
#: Cost of drawing one deck card (for a player surely ahead; a gain for one surely behind).
DRAW_COST = 0.05
#: A sure win, as an action score.
WINNING = 100.0
#: On the way back (1912): worth of one's own ship (the last step needs it), of a card
#: that meets both demands of a coming return space, of one meeting one demand, and of a
#: joker (Com, Equipment Loss); the next spaces count less the further they are.
OWN_SHIP, BOTH_DEMANDS, ONE_DEMAND, JOKER = 1.0, 0.6, 0.35, 0.3
RETURN_LOOKAHEAD = (1.0, 0.8, 0.6)
#: How much of a card's worth to the rival counts when handing it over (Windy) or leaving
#: it to the rival (Calm), at full threat.
RIVAL_SHARE = 0.7


class View:
    """The facts about one player's position that the heuristics use."""

    __slots__ = ("me", "pos", "lost", "way", "hand", "opp_hand", "row", "room", "loss_on",
                 "secret", "exhaustions", "can_draw", "route", "wild_kind", "counts", "memo",
                 "opp_patron_wild", "depots")

    def __init__(self, me: int, pos: list[int], lost: list[int], way: list[int], hand: list[int],
                 opp_hand: list, row: list[int], room: int, loss_on: int, secret: set[int] | list[int],
                 exhaustions: int, can_draw: bool, patron_wild: bool, opp_patron_wild: bool,
                 depots: list | tuple = ()) -> None:
        self.me = me
        self.depots = depots  # this player's own food depots: [space, card] (-1 collected)
        self.pos, self.lost, self.way = pos, lost, way
        self.hand = hand + [PATRON_WILD] if patron_wild else hand
        self.opp_hand, self.row, self.room = opp_hand, row, room
        self.loss_on, self.secret, self.exhaustions = loss_on, secret, exhaustions
        self.can_draw = can_draw
        self.opp_patron_wild = opp_patron_wild
        self.route = ROUTE[me]
        self.wild_kind = WILD_KIND[me]
        counts: dict[str, int] = {}
        for card in hand:
            if KIND[card] != self.wild_kind:
                colour = COLOUR[card]
                counts[colour] = counts.get(colour, 0) + 1
        self.counts = counts  # plain (not wild) hand cards per colour
        self.memo: dict[Any, float] = {}  # card worths and take gains already worked out

    @classmethod
    def of_state(cls, state: State, me: int) -> "View":
        limit = hand_limit(state.loss_on, me)
        return cls(me, state.pos, state.lost, state.way, state.hands[me], state.hands[1 - me],
                   state.row, limit - len(state.hands[me]), state.loss_on, state.secret[me],
                   state.exhaustions, bool(state.deck), state.patron_wild[me],
                   state.patron_wild[1 - me], state.depots[me])

    @classmethod
    def of_observation(cls, obs: dict[str, Any], me: int) -> "View":
        hand = list(obs["hands"][me])
        limit = hand_limit(obs["loss_on"], me)
        return cls(me, obs["pos"], obs["lost"], obs["way"], hand, obs["hands"][1 - me], obs["row"],
                   limit - len(hand), obs["loss_on"], set(obs["secret"][me]), obs["exhaustions"],
                   bool(obs["deck"]), obs["patron_wild"][me], obs["patron_wild"][1 - me],
                   obs["depots"][me])

    # -- card worth ------------------------------------------------------------------
    def card_value(self, card: int | None, held: bool = True) -> float:
        """What one card is worth to this player, in spaces (``held``: a hand card, else
        a card it might get)."""
        key = (card, held)
        value = self.memo.get(key)
        if value is None:
            value = self.memo[key] = self._card_value(card, held)
        return value

    def _card_value(self, card: int | None, held: bool) -> float:
        if card is None:
            return HIDDEN_CARD
        if self.way[self.me] >= 0:
            return self._return_value(card)
        kind = KIND[card]
        if card == PATRON_WILD or kind == self.wild_kind:
            if self.pos[self.me] >= POLE_SOON and self.way[self.me] < 0:
                return WILD + WILD_NEAR_POLE  # it stands in for any colour the Pole lacks
            return WILD
        if kind == COM:
            return COM_BEFORE_85 if self._before_85() else COM_AFTER_85
        if kind == LOSS:
            return LOSS_HELD if self.loss_on < 0 else 0.0
        value = self.colour_value(COLOUR[card], held)
        if kind == ATTACK_KIND[self.me]:
            value += OWN_ATTACK * self.threat()
        elif kind in (BLIZZARD, CREVASSE):
            value += PENALTY_CARD * self.threat()
        elif kind in (SUPPLIES, SACRIFICE, WEATHER):
            value += EFFECT_CARD
        return value

    def _return_value(self, card: int) -> float:
        """What a card is worth on the return track: one's ship, or the demands (colour,
        icon) of the next spaces it meets (``way_back.meets``, the rules' own test)."""
        me = self.me
        if card == SHIP[me]:
            return OWN_SHIP
        if KIND[card] in JOKER_KINDS:
            return JOKER
        best = FILLER
        coming = RETURN_TRACK[me][self.way[me]:]  # the demands of the coming spaces
        for weight, (colour, icon) in zip(RETURN_LOOKAHEAD, coming):
            colour_met, icon_met = meets(card, me, colour, icon)
            if colour_met or icon_met:
                both = colour_met and icon_met
                best = max(best, weight * (BOTH_DEMANDS if both else ONE_DEMAND))
        return best

    def rival(self) -> "View":
        """The rival's view as far as this player knows it (its hidden cards left out)."""
        view = self.memo.get("rival")
        if view is None:
            opp = 1 - self.me
            known = [c for c in self.opp_hand if c is not None and c != PATRON_WILD]
            view = self.memo["rival"] = View(
                opp, self.pos, self.lost, self.way, known, self.hand, self.row, 0, self.loss_on,
                (), self.exhaustions, self.can_draw, self.opp_patron_wild, False)
        return view

    def rival_share(self, card: int) -> float:
        """What handing ``card`` to the rival costs this player: its worth to the rival,
        as far as the rival is a threat in the race."""
        return RIVAL_SHARE * self.threat() * self.rival().card_value(card, held=False)

    def depot_card(self) -> int | None:
        """The card on this player's depot on its current space (a depot swap), if any."""
        pos = self.pos[self.me]
        for space, card in self.depots:
            if space == pos and card is not None and card >= 0:
                return card
        return None

    def colour_value(self, colour: str, held: bool = True) -> float:
        """Worth of a plain card of ``colour`` (``held``: it is in the hand already)."""
        if not colour:
            return 0.0
        me = self.me
        pole = 0.0
        if self.pole_phase():
            pole = self.pole_part(colour, held)
            if self.pos[me] == LAST_SPACE:
                return pole + FILLER / 3
        if colour not in self.route:
            return OFF_ROUTE + pole
        if self.next_colour() == colour:
            return ROUTE_COLOUR + NEXT_BONUS + pole
        return ROUTE_COLOUR + pole

    def pole_phase(self) -> bool:
        """Whether this player is collecting the Pole's four colours (``colour_value``)."""
        me = self.me
        return self.pos[me] >= POLE_SOON and self.way[me] < 0 and not self.lost[me]

    def pole_part(self, colour: str, held: bool) -> float:
        """In the Pole phase, what a plain card of ``colour`` adds for the Pole's four
        colours: a colour the hand has no other card of is precious."""
        others = self.counts.get(colour, 0) - (1 if held else 0)
        return POLE_COLOUR if others <= 0 else 0.0

    def plain_colour(self, card: int | None) -> str:
        """The colour of a plain (not wild) coloured card, else ""."""
        if card is None or card == PATRON_WILD or KIND[card] == self.wild_kind:
            return ""
        return COLOUR[card]

    def threat(self) -> float:
        """How much hindering the rival matters (0..1): little when the rival needs
        many more turns than this player (``race.turns_for``)."""
        value = self.memo.get("threat")
        if value is None:
            lead = self.lead()
            value = self.memo["threat"] = sigmoid((THREAT_MARGIN - lead) / LEAD_SPREAD)
        return value

    def ahead(self) -> float:
        """The chance (0..1) that this player is ahead in the race."""
        value = self.memo.get("ahead")
        if value is None:
            value = self.memo["ahead"] = sigmoid(self.lead() / LEAD_SPREAD)
        return value

    def lead(self) -> float:
        """How many fewer turns this player needs to win than the rival."""
        value = self.memo.get("lead")
        if value is None:
            me, opp = self.me, 1 - self.me
            begun = self.way[0] >= 0 or self.way[1] >= 0  # the one still outward has far to go
            mine = turns_for(me, self.pos[me], self.lost[me], self.way[me], self.hand, False, begun)
            theirs = turns_for(opp, self.pos[opp], self.lost[opp], self.way[opp], self.opp_hand,
                               self.opp_patron_wild, begun)
            value = self.memo["lead"] = theirs - mine
        return value

    def next_colour(self) -> str:
        me = self.me
        if self.lost[me] or self.way[me] >= 0 or self.pos[me] >= LAST_SPACE:
            return ""
        return self.route[self.pos[me] + 1]

    def _before_85(self) -> bool:
        me = self.me
        return bool(self.lost[self.me]) or self.pos[me] <= BEFORE_85


def lost_progress(k: int) -> float:
    """Where an explorer lost on ? space k stands, in route spaces (``race.progress``)."""
    return progress(0, k)


# -- rating actions ------------------------------------------------------------------------
def action_score(view: View, action: Action) -> float:
    """How good ``action`` looks for ``view.me`` right now, in spaces (higher is better)."""
    score = _VERB_SCORES.get(action.verb)
    return score(view, action) if score else 0.0


def _spent(view: View, cards: tuple[int, ...]) -> float:
    return sum(view.card_value(c) for c in cards)


def _advance_score(view: View, action: Action) -> float:
    spent = _spent(view, action.cards)
    if view.way[view.me] >= 0:
        return WINNING if view.way[view.me] == RETURN_LENGTH else 1.0 - spent
    spaces = (len(action.cards) + 1) // 2
    score = spaces * 1.1 - spent
    start = view.pos[view.me]
    if start <= BEFORE_85 < start + spaces:  # a held Com turns from help into burden
        score -= (COM_BEFORE_85 - COM_AFTER_85) * sum(1 for c in view.hand if KIND[c] == COM)
    return score


def _com_score(view: View, action: Action) -> float:
    if view._before_85():
        return 1.0 - COM_BEFORE_85 + 0.05
    return -1.0 - COM_AFTER_85 + (0.8 if view.pos[view.me] == LAST_SPACE else 0.0)


def _attack_score(view: View, action: Action) -> float:
    opp, spent = 1 - view.me, _spent(view, action.cards)
    if len(action.cards) == 2:
        q = view.pos[opp]
        return (q - lost_progress((q - 1) // 3 + 1)) * view.threat() - spent
    k = view.lost[opp]
    return (lost_progress(k) - lost_progress(k - 1)) * view.threat() - spent


def _back_score(view: View, action: Action) -> float:
    me = view.me
    k = view.lost[me]
    target = back_to_route_target(me, k, action.arg) or 0
    # Behind space 1 the race model puts a lost explorer at the ship (``race.progress``
    # stops at 0), where going back leads; the gain is still what being lost costs.
    stands = lost_progress(k) if k > 1 else -LOST_TURN_SPACES
    return target - stands - view.card_value(action.cards[0]) + 0.3


def _freeze_score(view: View, action: Action) -> float:
    # Freezing ends the game with no winner: worth it only for the explorer behind.
    # (The player to move is half a turn nearer than ``lead`` counts.)
    return 5.0 if view.lead() < -0.5 - FREEZE_MARGIN else -WINNING


_VERB_SCORES: dict[str, Callable[[View, Action], float]] = {
    "take": lambda view, a: _take_score(view, a.cards),
    "advance": _advance_score,
    "pole": lambda view, a: WINNING,
    "com": _com_score,
    "attack": _attack_score,
    "loss": lambda view, a: 0.5 + 0.45 * max(0, len(view.opp_hand) - LOSS_HAND_LIMIT) - LOSS_HELD,
    "back": _back_score,
    "freeze": _freeze_score,
    "effect": lambda view, a: _effect_score(view, a.arg),
    "show": lambda view, a: 1.0,
    "discard": lambda view, a: -_spent(view, a.cards),
    "stash": lambda view, a: -_spent(view, a.cards),
    "give": lambda view, a: -sum(view.card_value(c) + view.rival_share(c) for c in a.cards),
    "pick": lambda view, a: sum(view.card_value(c, held=False) + view.rival_share(c) for c in a.cards),
    "swap": lambda view, a: _swap_score(view, a.cards),
    "draw": lambda view, a: HIDDEN_CARD,
}


def _swap_score(view: View, cards: tuple[int, ...]) -> float:
    """A depot swap (Food Depots): the depot card for a hand card, or leave it (no cards)."""
    if not cards:
        return 0.0
    depot = view.depot_card()
    gained = HIDDEN_CARD + 0.05 if depot is None else view.card_value(depot, held=False)
    return gained - view.card_value(cards[0])


def _take_score(view: View, discards: tuple[int, ...]) -> float:
    n = len(discards)
    memo = view.memo
    gained = memo.get(n)
    if gained is None:
        taken = TAKEN_FOR_DISCARDS[n]
        gained = memo[n] = (sum(view.card_value(c, held=False) for c in view.row[:taken])
                            - DRAW_COST * (2.0 * view.ahead() - 1.0) * taken)
    card_value = view.card_value
    score = gained
    bonus = 0.0
    for card in discards:
        score -= card_value(card)
        effect = EFFECT_NAMES.get(KIND[card])
        if effect is not None:
            bonus = max(bonus, _effect_score(view, effect))
    if view.pole_phase():
        score += _pole_set_correction(view, view.row[:TAKEN_FOR_DISCARDS[n]], discards)
    return score + 0.8 * bonus


def _pole_set_correction(view: View, taken: list[int], discards: tuple[int, ...]) -> float:
    """Card by card, a take counts each new Pole colour once per card: two greens taken
    together both look new, and discarding both of two held yellows looks free. This puts
    the change in the number of Pole colours held in their place."""
    counts = view.counts
    counted = 0.0  # the Pole parts ``card_value`` gave these cards one by one
    after = dict(counts)
    for card in discards:
        colour = view.plain_colour(card)
        if colour:
            counted -= view.pole_part(colour, held=True)
            after[colour] -= 1
    for card in taken:
        colour = view.plain_colour(card)
        if colour:
            counted += view.pole_part(colour, held=False)
            after[colour] = after.get(colour, 0) + 1
    change = (sum(1 for v in after.values() if v > 0) - sum(1 for v in counts.values() if v > 0))
    return POLE_COLOUR * change - counted


def discard_cost(view: View, card: int) -> float:
    """What discarding ``card`` to take cards costs: its worth less its effect's."""
    effect = EFFECT_NAMES.get(KIND[card])
    bonus = 0.8 * _effect_score(view, effect) if effect is not None else 0.0
    return view.card_value(card) - bonus


EFFECT_NAMES = {SUPPLIES: "supplies", SACRIFICE: "sacrifice", WEATHER: "weather"}


def _effect_score(view: View, effect: str) -> float:
    value = view.memo.get(effect)
    if value is None:
        value = view.memo[effect] = _effect_value(view, effect)
    return value


def _effect_value(view: View, effect: str) -> float:
    me = view.me
    if effect == "supplies":
        hand = view.opp_hand
        return sum(view.card_value(c, held=False) for c in hand) / len(hand) if hand else 0.0
    if effect == "weather":
        if view.lost[me] or not view.can_draw:
            return 0.0
        return HIDDEN_CARD + 0.35
    if effect == "sacrifice":
        opp_wild = WILD_KIND[1 - me]
        return sum(WILD if c is not None and KIND[c] in (opp_wild, WEATHER) else
                   (0.12 if c is None else 0.0) for c in view.opp_hand)
    return 0.0


# -- rating positions --------------------------------------------------------------------
def outcome_value(outcome: str, player: int, frozen: float = 0.5) -> float:
    """1 for a win, 0 for a loss, ``frozen`` when nobody wins (frozen or a draw)."""
    return Outcome(outcome).value_for(player, frozen)
