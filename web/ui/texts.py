"""The page's status line, hints and notices: every sentence the entry script shows,
worked out from a ``ui.table.Table`` and the players' labels (no DOM here)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from core.actions import Action
from core.board import EXPLORER_NAMES
from core.describe import action_text, cards_text, outcome_text
from core.i18n import N_, _, ngettext
from core.outcome import Outcome
from core.rules import TAKEN_FOR_DISCARDS

from . import views
from .selection import Selection
from .table import Table

# Fixed sentences, marked for the catalogs: show them with ``_(texts.NAME)``.
START = N_("Start a new game to begin.")
RESTORED = N_("Your saved game was restored.")
NO_STORAGE = N_("This browser does not let the page save the game.")
#: "Start afresh" could not set a damaged save aside (the browser's storage is full).
DAMAGED_FULL = N_("This browser's storage is full: the damaged save cannot be set aside "
                  "without losing it. Download it first, then clear this site's data in the "
                  "browser's settings.")
DAMAGED_GONE = N_("This browser's storage is full and no longer holds the damaged save: "
                  "download it now, before you leave this page.")
ONLINE_MISSING = N_("Online play could not be loaded: check the connection and try again.")
COMPUTER_FAILED = N_("The computer could not choose a move. Reload the page to let it try "
                     "again.")
COPIED = N_("The game record is on your clipboard.")
WATCHING = N_("This game is open in another tab of this browser: this tab only follows it. "
              "Close the other tab to play here.")
#: A guest's online game shown after a reload once it was left for another game.
GUEST_GAME_LEFT = N_("Your last online game, as it stood when it was left for another: "
                     "start a new game to play.")
TAKEN_OVER = N_("The tab that was playing was closed or reloaded: you play in this tab now.")
#: WATCHING and TAKEN_OVER for a friend's online game this browser joined.
GUEST_WATCHING = N_("Your online game is played in another tab of this browser: this tab only "
                    "follows it. Play on in that tab (if you close it, ask your friend for a "
                    "new invitation to play here).")
GUEST_TAKEN_OVER = N_("The tab that was playing your online game was closed or reloaded, and "
                      "its connection went with it: to play on here, ask your friend for a new "
                      "invitation.")
YOUR_TURN = N_("Your turn")
RACE_OVER = N_("The race is over")
UNDO_TITLE = N_("Take back the last move")
UNDO_REVEALED = N_("The last move cannot be taken back: it showed a card that was hidden.")
UNDO_ANSWERED = N_("Your last move cannot be taken back: the computer has answered it. Undo "
                   "works while the computer is still thinking.")
COPY_BLOCKED = N_("Copying is blocked here: the record is selected below, copy it by hand.")
#: The status line of a guest whose game has ended (its host's page left it for another),
#: live or kept from before a reload (``online.words`` says it too).
GAME_ENDED = N_("This online game has ended.")


def rejoin_status(host: str) -> str:
    """The status line over a guest's game kept from before a reload (no connection):
    how to play on, not "<you> to move" of this page's own player (a playtest)."""
    return _("Ask {player} for a new invitation to play on.").format(player=host)




@dataclass(frozen=True)
class Question:
    """A confirmation asked before something that cannot be taken back."""

    question: str
    detail: str
    yes: str


def confirm_move(action: Action) -> Question | None:
    """The question to ask before ``action``, when it ends the game at once."""
    if action.verb == "freeze":
        return Question(_("Freeze both explorers?"),
                        _("The row cannot give the cards you want: the race ends now and "
                          "nobody wins. This cannot be undone."), _("Freeze and end the race"))
    return None


def undo_rivals_move(name: str) -> Question:
    """The question asked before Undo takes back the other player's move on a shared
    device (the device is theirs until the cover: they may have let it pass by mistake)."""
    return Question(_("Take back {name}'s move?").format(name=name),
                    _("It is {name}'s turn again, as before that move.").format(name=name),
                    _("Take back {name}'s move").format(name=name))


def abandon(record: bool = False, online: str = "", saved_here: bool = False) -> Question:
    """The question asked before a new game replaces one in progress (``record``: a
    pasted game record, to replay or play on, not a new game; ``online``: "host" or
    "guest" of an online game, whose host's page keeps it and whose guest only leaves;
    ``saved_here``: a guest's page, whose browser keeps a game of its own in progress,
    not on screen, which the new game replaces too)."""
    lost = (_("You leave the online game in progress; your friend's page keeps it and can "
              "invite you back to it.") if online == "guest"
            else _("The online game in progress will be lost, and your friend's page "
                   "disconnected (it cannot be resumed afterwards).") if online == "host"
            else _("The game in progress will be lost (it cannot be resumed afterwards)."))
    if saved_here:
        here = _("The game in progress saved on this device will be lost (it cannot be "
                 "resumed afterwards).")
        lost = f"{lost} {here}" if online else here
    if record:
        return Question(_("Open this game record?"), lost, _("Open the record"))
    return Question(_("Start a new game?"), lost, _("Start the new game"))


def status_text(table: Table, labels: Sequence[str], mover: int | None, handoff: bool,
                thinking: bool) -> str:
    """The status line: the outcome, whose turn it is, or who must take the device.
    ``mover`` is the player whose choice is on screen; ``thinking`` when the player to
    move is the computer."""
    if table.over:
        return end_text(table)
    who = table.to_move()
    if handoff:
        return _("Waiting for {player} to take the device.").format(player=labels[who])
    if thinking:
        return _("{player} is thinking…").format(player=labels[who])
    if mover is None:
        return _("{player} to move.").format(player=labels[who])
    if table.observation(mover)["pending"]:
        return _("{player}: a choice to make.").format(player=labels[mover])
    return _("{player}: your turn.").format(player=labels[mover])


def review_status(table: Table, labels: Sequence[str], turn: int, turns: int) -> str:
    """The status line of a replay: which turn is on screen (0: the set-up before turn
    1; after the last, the end), and whose it is."""
    if turn > turns:
        return _("Replay, the end: {outcome}").format(outcome=end_text(table))
    who = table.to_move()
    player = labels[who] if who is not None else ""
    if turn == 0:
        return _("Replay, the set-up before turn 1: {player} to choose.").format(player=player)
    return _("Replay, turn {turn} of {turns}: {player} to move.").format(
        turn=turn, turns=turns, player=player)


def hint_text(obs: dict[str, Any], sel: Selection, narrowed: bool) -> str:
    """What to do next, shown above the action buttons of the player on screen."""
    if narrowed:
        return _("Several moves lead there: choose one.")
    if obs["pending"]:
        return views.decision_hint(obs)
    if not sel.chosen:
        if [a.verb for a in sel.legal] == ["freeze"]:
            return _("Nothing else is possible: the row cannot give you the cards you could "
                     "take, and no card of yours can be played. Freezing ends the race, and "
                     "nobody wins.")
        takes = [a for a in sel.legal if a.verb == "take"]
        if any(a.verb == "back" for a in sel.legal):  # (lost: the way back to the route)
            if takes:
                return _("You are off the route: select a card to get back on it (the "
                         "spaces it leads to light up), or take cards from the row.")
            return _("You are off the route: select a card to get back on it (the spaces "
                     "it leads to light up), or choose a button.") if any(
                not a.cards for a in sel.legal) else _(
                "You are off the route: select a card to get back on it (the spaces it "
                "leads to light up).")
        if any(not a.cards for a in takes):
            return _("Select hand cards to play or to discard, or take the highlighted row "
                     "card.")
        if takes:  # a full hand: a take must discard first
            least = min(len(a.cards) for a in takes)
            return ngettext(
                "Your hand is too full to take a card as it is: select {count} card to "
                "discard for the {taken} rightmost row cards, or cards to play.",
                "Your hand is too full to take a card as it is: select {count} cards to "
                "discard for the {taken} rightmost row cards, or cards to play.",
                least).format(count=least, taken=TAKEN_FOR_DISCARDS[least])
        if any(not a.cards for a in sel.legal):  # a freeze, a pass: buttons
            return _("Select hand cards to play, or choose a button.")
        return _("Select hand cards to play.")
    if sel.complete():
        return _("Choose a highlighted target, or a button:")
    more, nearest = sel.nearest()
    if any(a.verb == "take" for a in nearest):  # (the same cards may also make a move)
        discards = len(sel.chosen) + more
        return ngettext("Select {count} more card: discarding {discards} takes the {taken} "
                        "rightmost row cards.",
                        "Select {count} more cards: discarding {discards} takes the {taken} "
                        "rightmost row cards.", more).format(
            count=more, discards=discards, taken=TAKEN_FOR_DISCARDS[discards])
    if nearest:
        return ngettext("Select at least {count} more card: no move uses exactly these yet.",
                        "Select at least {count} more cards: no move uses exactly these yet.",
                        more).format(count=more)
    return _("Select more cards: no move uses exactly these yet.")


def choices_label(count: int) -> str:
    """A board target's label when several moves end there (clicking it asks which)."""
    return ngettext("{count} move ends here", "{count} moves end here", count).format(count=count)


def _mid_sentence(text: str) -> str:
    """An action's words inside a sentence: only the first letter drops its capital
    (card names such as "Drop Supplies" keep theirs)."""
    return text[:1].lower() + text[1:]


def forced_notices(labels: Sequence[str], played: Sequence[tuple[int, Action, bool]],
                   you: int | None = None) -> str:
    """The notice for moves played for a human who had one choice each, ``played`` as
    (player, action, secret) (``Session.forced_by``): the latest three, a move played for
    the same player again and again said once with its count (a longer chain is in the
    log); ``you``: the one player at this screen (not a shared device), told in the second
    person. A ``secret`` move answered a choice only its player may see: it is
    told to that player alone (that it was forced would tell the others something hidden)."""
    told: list[tuple[int, str, int]] = []  # (player, move, times in a row)
    for who, action, secret in played:
        if secret and who != you:  # (its being forced would tell something hidden)
            continue
        move = _mid_sentence(action_text(action, who, told_others=who != you))
        if told and told[-1][:2] == (who, move):  # (an empty hand's take, turn after turn)
            told[-1] = (who, move, told[-1][2] + 1)
        else:
            told.append((who, move, 1))
    return " ".join(_forced_line(labels, who, move, times, you)
                    for who, move, times in told[-3:])


def _forced_line(labels: Sequence[str], who: int, move: str, times: int,
                 you: int | None) -> str:
    if times == 1:
        return (_("You had only one choice: {action}.").format(action=move) if who == you
                else _("{player} had only one choice: {action}.").format(
                    player=labels[who], action=move))
    if who == you:
        return ngettext("You had only one choice ({count} time): {action}.",
                        "You had only one choice ({count} times): {action}.", times).format(
                            count=times, action=move)
    return ngettext("{player} had only one choice ({count} time): {action}.",
                    "{player} had only one choice ({count} times): {action}.", times).format(
                        player=labels[who], count=times, action=move)


def unusable_notice(card: int, reason: str, mover: str = "") -> str:
    """A click on a dimmed hand card (``Selection.unusable_reason``): why it does nothing;
    ``mover``: the name of the player to move while it is not this screen's turn (a guest
    tapping a card during the host's turn read "No move can use it right now")."""
    if mover:
        return _("Wait for {name}: it is their turn, not yours.").format(name=mover)
    name = cards_text([card])
    if reason == "selection":
        return _("{card} does not go with the cards you selected: unselect them to use it.").format(
            card=name)
    return _("No move can use {card} right now.").format(card=name)


def row_card_notice(index: int, legal: Sequence[Action], chosen: int) -> str:
    """A click on a row card that cannot be taken now (``index`` 0: the rightmost;
    ``chosen``: hand cards selected): what would take it (it did nothing, a playtest)."""
    discards = {taken - 1: n for n, taken in TAKEN_FOR_DISCARDS.items()}.get(index)
    if discards is None:
        return _("Only the three rightmost cards of the row can be taken: this one comes later.")
    if not any(action.verb == "take" for action in legal):
        return _("No card can be taken from the row now.")
    if discards == 0:
        return _("The rightmost card costs nothing: unselect your cards to take it.")
    if not any(action.verb == "take" and len(action.cards) == discards for action in legal):
        return ngettext("Taking the {count} rightmost cards costs {discards} hand card you may "
                        "discard, and you have none.",
                        "Taking the {count} rightmost cards costs {discards} hand cards you may "
                        "discard, and you have fewer.", discards).format(
                            count=index + 1, discards=discards)
    if chosen == discards:
        return _("These cards cannot be discarded together: choose others.")
    return ngettext("To take the {count} rightmost cards, select {discards} hand card to "
                    "discard, then choose one of those row cards.",
                    "To take the {count} rightmost cards, select {discards} hand cards to "
                    "discard, then choose one of those row cards.", discards).format(
                        count=index + 1, discards=discards)


def undone_notice(action: Action, who: int, obs: dict[str, Any] | None = None) -> str:
    """What Undo took back, worded as its move was (``obs``: the position it was played
    from, e.g. a way back to the route that ends on the ship)."""
    return _("Taken back: {action}.").format(
        action=_mid_sentence(action_text(action, who, obs)))


def save_damaged(reason: str) -> str:
    return _("The saved game could not be read back: {reason}.").format(reason=reason)


def rematch_notice(explorer: int) -> str:
    """Online, a rematch both players agreed to: this player's explorer now (they swap)."""
    return _("A rematch begins: you are {explorer} this time.").format(
        explorer=EXPLORER_NAMES[explorer])


def handoff_title(label: str) -> str:
    return _("Pass the device to {player}").format(player=label)


def handoff_confirm(name: str) -> str:
    return _("I am {name}: show my cards").format(name=name)


def handoff_undo(name: str) -> str:
    return _("Undo {name}'s last move").format(name=name)


def end_text(table: Table) -> str:
    """How the race ended: at the Pole, at a ship (1912 The Way Back), frozen or drawn."""
    return outcome_text(table.outcome, table.observation(None).get("way") or (-1, -1))


def end_detail(table: Table, names: Sequence[str], viewer: int | None,
               shared: bool = True, forced_end: bool = False) -> str:
    """The end screen's line under the outcome: congratulations and the race's length
    (the number of the last turn heading in the log, and in rounds). On a screen of one player only
    (``shared`` False: against the computer, online) the loser is not congratulated on
    the winner's behalf: the line says who won. A frozen race says who froze it, and
    (``forced_end``: it was their only legal move, ``Session.ended_on_its_only_move``)
    that they had no choice."""
    winner = Outcome.from_word(table.outcome).winner if table.outcome else None
    obs = table.observation(viewer)
    if winner is None:
        detail = _froze_line(obs, names, forced_end) if table.outcome == "frozen" else ""
    elif shared or winner == viewer:
        detail = _("Well done, {name}!").format(name=names[winner])
    else:
        detail = _("{name} wins this time.").format(name=names[winner])
    turns = obs["turn_number"]
    rounds = (turns + 1) // 2  # (a round: each explorer's turn; "142 turns" read as 142 each)
    lasted = ngettext("The race lasted {rounds} round ({turns} turns).",
                      "The race lasted {rounds} rounds ({turns} turns).",
                      rounds).format(rounds=rounds, turns=turns)
    if winner is not None and obs.get("options", {}).get("way_back") and max(obs["way"]) < 0:
        # 1912 The Way Back, won at the Pole: the rival was still before the 85° parallel.
        lasted += " " + _("{explorer} had not crossed the 85° parallel yet: no way back "
                          "this time.").format(explorer=EXPLORER_NAMES[1 - winner])
    return f"{detail} {lasted}".strip()


def _froze_line(obs: dict[str, Any], names: Sequence[str], forced: bool) -> str:
    """Who asked for more cards than the row held (a frozen race's last move), and
    whether it was the only move they had (``forced``: a computer far ahead seemed to give
    up, a playtest)."""
    who = next((player for kind, player, *_rest in reversed(obs.get("log") or [])
                if kind == "freeze"), None)
    if who not in (0, 1):
        return ""
    if forced:
        return _("{name}'s only move was to ask for more cards than the row held.").format(
            name=names[who])
    return _("{name} asked for more cards than the row held.").format(name=names[who])


#: Log events in which their player plays cards from the hand.
PLAYED = ("advance", "pole", "com", "loss", "back", "return_step", "weather_show")
#: Log events in which the *other* player attacked the event's player.
ATTACKED = ("lost", "penalty")


def end_summary(obs: dict[str, Any], names: Sequence[str]) -> list[str]:
    """A line per player: cards played, attacks made, cards taken from the row."""
    played, attacks, taken = [0, 0], [0, 0], [0, 0]
    for kind, player, cards, _info in obs.get("log") or []:
        if player not in (0, 1):
            continue
        if kind in PLAYED:
            played[player] += len(cards)
        elif kind in ATTACKED:
            attacks[1 - player] += 1
            played[1 - player] += len(cards)
        elif kind == "take":
            taken[player] += len(cards)
    return [_("{player}: {played}, {taken}, {attacks}.").format(
        player=f"{names[p]} ({EXPLORER_NAMES[p]})",
        played=ngettext("{count} card played", "{count} cards played", played[p]).format(
            count=played[p]),
        taken=ngettext("{count} taken from the row", "{count} taken from the row",
                       taken[p]).format(count=taken[p]),
        attacks=ngettext("{count} attack", "{count} attacks", attacks[p]).format(
            count=attacks[p])) for p in (0, 1)]
