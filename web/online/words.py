"""What online play says to the player (docs/protocol.md): the invitation dialog's steps,
the connection line and the clear messages for codes that cannot be used."""
from __future__ import annotations

from core.board import EXPLORER_NAMES
from core.i18n import N_, _
from ui.seats import shown_name
from ui.texts import GAME_ENDED  # (said by a guest's page reloaded too)

from .codec import RULES, Invitation

PREPARING = N_("Preparing the invitation…")
WAIT_ANSWER = N_("Two steps: send your friend the invitation below (1), then paste the answer "
                 "they send back (2).")
WAIT_HOST = N_("Last step: send this answer back to your friend. Once they paste it in their "
               "page, the game starts by itself.")
JOINING = N_("Joining your friend's game…")
ANSWER_PENDING = N_("Your answer is ready: the game starts when your friend pastes it in their "
                    "page.")
SHOW_ANSWER = N_("Show the answer")
CONNECTING = N_("Connecting…")
CONNECTED = N_("Connected: the game is on.")
NO_WEBRTC = N_("This browser cannot make a direct connection (WebRTC is missing or turned "
               "off), so online play is not possible here.")
NOT_CONNECTED = N_("The browsers could not reach each other. Is your friend's page still "
                   "open? On different networks, turn on “Play across the internet” in the "
                   "settings on both devices. Then invite again.")
GUEST_RESUME = N_("You were playing an online game: ask your friend for a new invitation "
                  "(they press “Invite again”) and paste it here.")
ANSWER_PASSED = N_("Your friend's answer went to the tab of this browser that made the "
                   "invitation (if it is still open): the game goes on there, and you may "
                   "close this tab.")
NO_ANSWER_HERE = N_("This is an answer to an invitation, but no page here is waiting for "
                    "one. Paste it in the page that made the invitation, or invite again.")
REFUSED = N_("The host's page refused that move: {reason}")
NOT_THE_GUEST = N_("The host's page did not accept this browser as the player of that game.")
STRANGER = N_("The host's page did not let this browser in: that game is played with "
              "another browser. Ask your friend to invite you to a new game, or start one "
              "of your own with “New game”.")

CODE_ERRORS = {
    "wrong": N_("That code is not right: a character may be wrong or missing. Copy it again "
                "from your friend's message, the whole of it."),
    "truncated": N_("That code is cut short. Copy it again, the whole of it (or use the link)."),
    "stale": N_("That code is too old (codes last 10 minutes). Ask for a new one."),
    "mixed": N_("That is not the right kind of code here: an invitation goes in the joining "
                "page, an answer in the inviting page."),
    "empty": N_("Paste the code (or the whole link) first."),
    "newer": N_("That code comes from a newer version of the game. Reload this page (or "
                "accept its update) and paste the code again."),
    "old": N_("That answer was made from an earlier invitation. Send your friend the "
              "invitation shown here now, then paste the answer it gives them."),
}


#: The rules as the new-game dialog names them.
RULE_NAMES = {"advanced": N_("Advanced variant"), "patrons": N_("Patrons"),
              "depots": N_("Food Depots"), "weather": N_("Weather"),
              "way_back": N_("1912 The Way Back")}


def invitation_text(invitation: Invitation) -> str:
    """What a joining player reads about the game an invitation is for: who invites, the
    explorer they will play, the rules and, when off, hints."""
    name, explorer = shown_name(invitation.name), EXPLORER_NAMES[invitation.seat]
    if invitation.begun:
        who = _("{player} invites you back to your game in progress: you play {explorer}.")
    else:
        who = _("{player} invites you to a new game: you play {explorer}.")
    rules = [_(RULE_NAMES[rule]) for rule in RULES if rule in invitation.rules]
    lines = [who.format(player=name, explorer=explorer),
             _("Rules: {rules}.").format(rules=", ".join(rules)) if rules
             else _("Rules: the base game.")]
    if not invitation.hints:
        lines.append(_("No hints in this game."))
    return " ".join(lines)


def code_error(reason: str) -> str:
    return _(CODE_ERRORS.get(reason, CODE_ERRORS["wrong"]))


def waiting_for(name: str) -> str:
    return _("Waiting for {player} to join.").format(player=name)


def connected_with(name: str) -> str:
    return _("Connected with {player}.").format(player=name)


def lost(name: str) -> str:
    return _("{player}'s connection is lost — waiting.").format(player=name)


def left(name: str, host: bool, over: bool = False) -> str:
    """The friend left the game on purpose (a ``bye``: their page started another game);
    ``over``: after its end (nothing left to play on: a playtest)."""
    if over:
        if host:
            return _("{player} has left for another game. Invite them again for a rematch."
                     ).format(player=name)
        return _("{player} has left for another game: ask them for a new invitation to play "
                 "again.").format(player=name)
    if host:
        return _("{player} left this game for another one. Invite them again to play on."
                 ).format(player=name)
    return _("{player} ended this game and started another one.").format(player=name)


def blocked(name: str) -> str:
    return _("Wait for {player}: the game goes on when both of you are connected.").format(
        player=name)


def waiting_status(name: str, ended: bool) -> str:
    """The status line while moves wait: the friend ``name`` is to be connected (in
    short: the connection line says why, the moves' place says how long), or
    (``ended``: a guest whose host left for another game) the game is over."""
    return _(GAME_ENDED) if ended else _("Wait for {player}.").format(player=name)


def turned_away(name: str) -> str:
    return _("A browser that is not {player}'s tried to join this game and was turned "
             "away. Invite {player} again.").format(player=name)


def again(host: bool) -> str:
    return _("Invite again") if host else _("Join again")
