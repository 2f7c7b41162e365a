"""The host's side of an online game (docs/protocol.md, sections 2-4): the host's page runs
the game; every text the guest sends is checked in the documented order, and anything
wrong gets an ``error`` and a fresh ``sync`` without touching the game. The guest's
secret is claimed by its first ``hello`` (``secret`` empty until then) and required after;
the claim goes into the session's online part at once (``on_claim`` saves it), so a host
page reloaded later still knows its guest and refuses anyone else. A ``hello`` may carry
the guest's own name, which replaces the one the host typed for its friend (saved too)."""
from __future__ import annotations

import json
from typing import Any, Callable

from core import IllegalAction
from core.actions import Action, NotationError
from ui.seats import NAME_LIMIT, RemoteSeat, clean_name
from ui.session import Session

from .codec import RULES, Invitation
from .protocol import FORCED_TOLD, MAX_BYTES, ProtocolError, build, parse

#: The longest name text a hello may carry (the page keeps its first NAME_LIMIT letters).
NAME_TEXT = 4 * NAME_LIMIT
#: Room kept in a sync for everything but the log events (which are sent in slices).
EVENTS_BUDGET = MAX_BYTES - 6 * 1024


class Host:
    """One guest seat of a game this page hosts."""

    def __init__(self, session: Session, guest: int, session_id: str, secret: str,
                 salt: int, on_move: Callable[[], None] = lambda: None,
                 on_rematch: Callable[[], None] = lambda: None,
                 on_claim: Callable[[], None] = lambda: None) -> None:
        """``on_claim``: the seat was claimed or the friend renamed: save the session."""
        self.session, self.guest = session, guest
        self.session_id, self.secret, self.salt = session_id, secret, salt
        self.on_move, self.on_rematch, self.on_claim = on_move, on_rematch, on_claim
        self.greeted = False
        self.turned_away = False  # this link's first hello came from a stranger's browser
        self.paused = False
        self.sent = 0  # log events the guest already has
        self.sent_moves = -1  # the position the guest was last sent

    def welcome(self) -> str:
        """The first message on a new connection: which game and seat this is."""
        return build("welcome", session=self.session_id, seat=self.guest,
                     names=list(self.session.kept_names), hints=self.session.hints)

    def invitation(self) -> Invitation:
        """What the invitation says of this game: the host's name (as kept: a default one in
        English, which the friend's page shows in its language), the friend's explorer,
        the rules, hints, and whether the friend joined this game before (an invitation
        back to it: moves wait for the friend, so none but forced ones come before; a
        host reloaded before the first move invited to "a new game", and a move forced at
        the start, the only choice, made a new one "in progress")."""
        options = self.session.options
        return Invitation(self.session.kept_names[1 - self.guest], self.guest,
                          frozenset(rule for rule in RULES if getattr(options, rule)),
                          self.session.hints, bool(self.secret))

    @property
    def state_id(self) -> int:
        """Changes with every action: an action chosen in an older state is refused."""
        return self.salt + len(self.session.game.actions)

    # -- incoming ----------------------------------------------------------------------------
    def receive(self, text: Any) -> list[str]:
        """The messages to send back for one incoming text (never raises)."""
        try:
            message = parse(text)
        except ProtocolError as exc:
            return self._refuse(exc.code, exc.detail)
        kind = message["type"]
        if kind == "ping":
            return [build("pong", t=message["t"])]
        if kind == "hello":
            return self._hello(message)
        if kind == "action":
            return self._action(message)
        if kind == "rematch" and self.greeted and self.session.game.over:
            self.on_rematch()
        return []  # a guest has no business sending sync, result, error or pong: ignored

    def _refuse(self, code: str, detail: str) -> list[str]:
        replies = [build("error", code=code, detail=detail)]
        return replies + self.syncs() if self.greeted else replies

    def _hello(self, message: dict) -> list[str]:
        secret, name = message["secret"], message.get("name")
        if message["session"] != self.session_id or not secret or \
                secret != (self.secret or secret):
            self.turned_away = not self.greeted  # a stranger's first word on this link
            return [build("error", code="bad_secret", detail="not the guest of this game")]
        if name is not None:
            name = clean_name(name, "") if isinstance(name, str) and len(name) <= NAME_TEXT else ""
            if not name:
                return self._refuse("bad_field",
                                    f"a name is 1 to {NAME_TEXT} characters, not all blank")
        changed = False
        if not self.secret:  # the first hello claims the seat, for good
            self.secret, changed = secret, True
            if self.session.online is not None:
                self.session.online["secret"] = secret
        if name is not None and name != self.session.kept_names[self.guest]:
            seats = list(self.session.seats)  # the guest's own name replaces the host's guess
            seats[self.guest] = RemoteSeat(name)
            self.session.seats, changed = (seats[0], seats[1]), True
        if changed:
            self.on_claim()
        self.greeted = True
        return self.syncs()

    def _action(self, message: dict) -> list[str]:
        if not self.greeted:
            return self._refuse("bad_secret", "say hello first")
        if message["state"] != self.state_id:
            return self._refuse("stale_state", "the game has moved on")
        game = self.session.game
        if game.to_move() != self.guest:
            return self._refuse("not_your_turn", "it is not the guest's turn")
        try:
            action = Action.parse(message["notation"])
            self.session.play(action)
        except (NotationError, IllegalAction) as exc:
            return self._refuse("illegal", str(exc)[:200])
        self.on_move()
        return self.syncs()

    # -- outgoing ----------------------------------------------------------------------------
    def forced_since(self) -> list[str]:
        """The guest's moves the host's page played for it (one choice each) since the
        position last sent, so that the guest's page tells them as the host's does (none
        on a first sync: a whole game's would be old news)."""
        if self.sent_moves < 0:
            return []
        game, forced = self.session.game, self.session.forced
        return [str(game.actions[i]) for i in range(self.sent_moves, len(game.actions))
                if i < len(forced) and forced[i] and game.actors[i] == self.guest][-FORCED_TOLD:]

    def update(self) -> list[str]:
        """After a move on the host's side: what the guest needs (the new log events only;
        nothing when the guest has this position already)."""
        if not self.greeted or self.sent_moves == len(self.session.game.actions):
            return []
        return self.syncs(self.sent)

    def syncs(self, since: int = 0) -> list[str]:
        """The guest's view now, as one or more ``sync`` messages (the log in slices that
        fit), then the ``result`` with the record once the game is over."""
        game = self.session.game
        obs = self.session.table.revealed(self.guest)  # all cards face up once it is over
        log = obs.pop("log") or []
        since = min(since, len(log))
        obs["log"] = None
        legal = [str(a) for a in game.legal_actions()] if game.to_move() == self.guest else []
        turns = {index: [number, player, index]
                 for number, player, index in self.session.table.turn_starts()}
        out, start = [], since
        while True:
            events, size = [], 0
            while start + len(events) < len(log):
                index = start + len(events)
                cost = len(json.dumps(log[index])) + 1 + len(json.dumps(turns.get(index))) + 1
                if size + cost > EVENTS_BUDGET and events:
                    break
                events.append(log[index])
                size += cost
            last = start + len(events) >= len(log)
            end = len(log) + 1 if last else start + len(events)  # a turn may start at the end
            out.append(build("sync", state=self.state_id, moves=len(game.actions), observation=obs,
                             legal=legal if last else [], since=start, events=events,
                             turns=[turns[i] for i in sorted(turns) if start <= i < end],
                             forced=self.forced_since() if last else [],
                             paused=self.paused, more=not last))
            start += len(events)
            if last:
                break
        self.sent, self.sent_moves = len(log), len(game.actions)
        if game.over:
            winner = game.outcome.winner if game.outcome else None
            out.append(build("result", winner=winner, record=self.session.record()))
        return out
