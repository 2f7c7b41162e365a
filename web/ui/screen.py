"""What the page shows of a session right now, as plain data: whose eyes, whose move,
the selection, and the HTML of every area. It reads the game only through the session's
``ui.table.Table`` (so a guest's snapshot will render the same way); ``main.py`` only
writes the results into the DOM."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from core.actions import Action
from core.describe import action_text

from . import board, texts, views, way_track
from .computer import level_name
from .last_turn import LastTurn, latest_turn_text, rival_turn
from .review import Review
from .selection import Selection


@dataclass(frozen=True)
class Moment:
    """The session at one moment: ``viewer`` whose cards show (None behind a hand-off
    screen), ``mover`` whose choice is on screen (None when nobody here is to click)."""

    handoff: bool
    viewer: int | None
    mover: int | None
    obs: dict[str, Any]
    key: tuple  # changes when the selection must start afresh


def moment(session: Any) -> Moment:
    handoff = session.handoff_needed()
    viewer = None if handoff else session.viewer
    mover = None if handoff else session.human_to_move()
    key = (id(session), session.table.moves_played, mover)
    table = session.table
    obs = table.revealed(viewer) if table.over else table.observation(viewer)
    return Moment(handoff, viewer, mover, obs, key)


def paused(now: Moment) -> Moment:
    """``now`` with nobody to click: an online game's moves wait for the friend."""
    return replace(now, mover=None, key=(*now.key, "paused"))


def review_moment(session: Any, review: Review) -> Moment:
    """A replay's position: every card face up, seen from this screen's side, and nobody
    to click."""
    viewer = session.viewer
    return Moment(False, viewer, None, review.table().revealed(viewer),
                  ("review", id(session), review.at))


def selection(session: Any, now: Moment) -> Selection:
    """A fresh selection: the legal actions when a player here is to move, else none."""
    return Selection(now.obs, session.table.legal_actions() if now.mover is not None else [])


def waiting_for(session: Any, sel: Selection) -> str:
    """The name of the player this screen waits for: another is to move and no move is
    offered here (a tap on a hand card then says whose turn it is), else ""."""
    mover = session.table.to_move()
    waiting = not sel.legal and mover is not None and mover != session.viewer
    return session.names[mover] if waiting else ""


def board_names(session: Any) -> tuple[str, str]:
    """The names along the board's edge, where a few letters fit: the computer goes by its
    level ("Hard"), not its whole name ("Hard computer", cut to "Hard co…")."""
    return tuple(level_name(session.seats[p].level) if session.is_computer(p)
                 else session.names[p] for p in (0, 1))


def areas(session: Any, now: Moment, sel: Selection, narrowed: list[Action] | None,
          wide: bool, review: Review | None = None) -> dict[str, str]:
    """The inner HTML of each area of the page, by element id (``review``: a replay's
    position instead of the game as it stands, with the replay's buttons)."""
    obs, mover = now.obs, now.mover
    targets = sel.target_map()
    labels = {k: action_text(v[0], mover, obs) if len(v) == 1 else texts.choices_label(len(v))
              for k, v in targets.items()}
    names = session.names
    bottom = now.viewer if now.viewer is not None else 0
    top = 1 - bottom
    table = review.table() if review is not None else session.table
    actions = ""
    if review is not None:
        actions = views.review_html(review.at, review.count)
    elif mover is not None:
        actions = views.actions_html(
            narrowed or sel.complete(), mover, texts.hint_text(obs, sel, bool(narrowed)),
            bool(sel.chosen) or bool(narrowed), obs)
    elif session.table.over:  # (a guest can replay the race once the host's record came)
        actions = views.end_actions_html(session.record() is not None)
    return {
        "their-area": views.player_panel(obs, top, names[top], None, False, targets),
        "my-area": views.player_panel(obs, bottom, names[bottom],
                                      sel if mover == bottom else None, True, targets,
                                      yours=not (getattr(session, "hot_seat", False) and (
                                          review is not None or session.table.over))),
        "board": (board.board_svg(obs, labels, board_names(session), wide=wide)
                  + way_track.way_html(obs, labels, names, wide=wide)),
        "supply": views.supply_html(obs, targets),
        "actions": actions,
        "log": views.log_html(obs, table.turn_starts(), names),
    }


def body_data(session: Any, now: Moment, busy: bool) -> dict[str, str]:
    """The ``body[data-*]`` attributes tests and styles read."""
    table = session.table
    to_move = table.to_move()
    return {
        "toMove": "" if to_move is None else str(to_move),
        "viewer": "" if now.viewer is None else str(now.viewer),
        "outcome": table.outcome,
        "actions": str(table.moves_played),
        "handoff": "true" if now.handoff else "false",
        "busy": "true" if busy else "false",
    }


def status(session: Any, now: Moment) -> str:
    table = session.table
    return texts.status_text(table, session.labels, now.mover, now.handoff,
                             session.is_computer(table.to_move()))


def last_turn(session: Any, now: Moment) -> LastTurn | None:
    """The rival's latest turn for the status bar (none behind a hand-off screen)."""
    if now.handoff:
        return None
    skipped = session.forced_turns(now.viewer) if now.viewer is not None else frozenset()
    return rival_turn(now.obs, session.table.turn_starts(), session.names, now.viewer, skipped)


@dataclass(frozen=True)
class Handoff:
    """The hand-off screen's texts; ``undo`` is "" when there is nothing to take back;
    ``forced``: the moves played for the player taking the device while the other one
    held it ("" when none)."""

    done: str
    title: str
    confirm: str
    undo: str
    forced: str = ""


def handoff(session: Any, now: Moment, undo_steps: int) -> Handoff:
    mover = session.table.to_move()
    viewer = session.viewer
    # what the player handing over did (after a reload, nobody is known to hand over: the
    # latest turn still, in public words, which the cover said nothing of: a playtest)
    starts = session.table.turn_starts()
    done = latest_turn_text(now.obs, starts) if viewer is not None or starts else ""
    undo = texts.handoff_undo(session.names[viewer]) if viewer is not None and undo_steps else ""
    # (a hot-seat playtest: a take played for Ada while Bea held the device was told to
    # Bea only; the cover is public, so a move that answered a secret choice stays untold)
    forced = texts.forced_notices(session.labels, session.forced_while_away(mover)) \
        if mover is not None and session.hot_seat else ""
    return Handoff(done, texts.handoff_title(session.label(mover)),
                   texts.handoff_confirm(session.names[mover]), undo, forced)
