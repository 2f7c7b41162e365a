"""The computer at the table: its moves and the human's hints, searched in short slices so
the page stays responsive, and which elements the page highlights for them.

Pure Python (no browser imports): ``web/main.py`` awaits ``ComputerTurn.run()`` and
``Search.run()`` on the page's event loop; ``tests/page/`` runs them with ``asyncio.run``.
Between two slices of search the page yields to the browser (``asyncio.sleep(0)``), so
clicks are handled and the screen is painted while the computer thinks.
"""
from __future__ import annotations

import asyncio
import inspect
import time
from dataclasses import dataclass
from html import escape
from typing import Any, Callable, Iterator

from core.actions import Action
from core.agents import AGENTS, LEVELS, make_agent
from core.cards import CODE
from core.describe import action_text
from core.i18n import N_, _, number
from core.targets import DECK, ROW, hand_cards, targets

from .views import action_testid

#: Search work between two yields to the browser, in wall-clock ms. The agents' own
#: default (20 ms) is sized for CPython; Pyodide overshoots it by one search iteration
#: (several ms there), so the page asks for shorter slices. ``?slice=<ms>`` overrides it.
PAGE_SLICE_MS = 10.0
#: Least time (ms) between two visible computer actions, so the human can follow them;
#: thinking time counts towards it. ``?pace=<ms>`` overrides it (tests use 0).
PACE_MS = 600.0
#: The level whose search suggests the human's move (the Hint button).
HINT_LEVEL = "normal"
#: Why the hint would freeze the race: its search values a race nobody wins above playing
#: on when it expects the rival to reach the Pole first (a playtester took the advice for
#: a mistake: a close race, and a move forward on offer).
FREEZE_WHY = N_("The computer sees little chance of you reaching the Pole first: a frozen "
                "race has no winner, which is better than losing it.")


def computer_levels() -> list[str]:
    """The difficulty levels offered for the computer (``core.agents.LEVELS``)."""
    return list(LEVELS)


#: The levels' names (``core.agents.LEVELS`` keys), marked for the catalogs.
LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


#: The computer's name as a player ("Normal computer"), whole, so that each language
#: writes it its own way ("Ordinateur normal").
COMPUTER_NAMES = {"easy": N_("Easy computer"), "normal": N_("Normal computer"),
                  "hard": N_("Hard computer")}


def computer_name(level: str) -> str:
    """'Normal computer', in the current language (an unnamed level: its level name)."""
    return _(COMPUTER_NAMES[level]) if level in COMPUTER_NAMES else level_name(level)


def level_name(level: str) -> str:
    """'Normal', in the current language (an unnamed level: its key, capitalised)."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level.capitalize()


def level_label(level: str) -> str:
    """'Normal: thinks up to 1.5 s per choice' (short: it fits a phone's select box; a
    turn can hold several choices, e.g. a take and its discard effect: "a move" read as a
    whole turn to a playtester, who timed hard's turns of two choices at over 2.5 s)."""
    name, kwargs = LEVELS[level]
    title = level_name(level)
    if name == "greedy":
        return _("{level}: answers at once").format(level=title)
    if name == "random":
        return _("{level}: plays at random").format(level=title)
    budget = kwargs.get("budget_ms")
    if budget:
        return _("{level}: thinks up to {seconds} s per choice").format(
            level=title, seconds=number(budget / 1000))
    return _("{level}: thinks ahead").format(level=title)


def make_computer(level: str, seed: int, slice_ms: float = PAGE_SLICE_MS) -> Any:
    """The computer player of ``level`` (``core.agents.LEVELS``) with the page's slice
    budget when its agent has one; ValueError for an unknown level."""
    try:
        name, kwargs = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}") from None
    kwargs = dict(kwargs)
    if "slice_ms" in inspect.signature(AGENTS[name]).parameters:
        kwargs["slice_ms"] = slice_ms
    return make_agent(name, seed, **kwargs)


def move_seed(game_seed: int, played: int, player: int, salt: int = 0) -> int:
    """The seed of one search: fixed by the game's seed and the position (number of
    actions played), so a reloaded game asks the computer the very same question."""
    return (game_seed * 1_000_003 + played * 4 + player * 2 + salt) % (2 ** 63)


class Search:
    """One search in progress (a computer move or a hint), advanced one slice at a time.

    ``steps`` is an agent's ``think`` generator: None after each slice, then the action.
    ``cancel()`` drops it; ``longest_ms`` is the longest slice so far (wall clock)."""

    def __init__(self, steps: Iterator[Action | None]) -> None:
        self.steps: Iterator[Action | None] | None = steps
        self.result: Action | None = None
        self.slices = 0
        self.longest_ms = 0.0

    @classmethod
    def of(cls, agent: Any, observation: dict[str, Any], legal: list[Action]) -> "Search":
        """A search for the player to move in ``observation`` (a single legal action needs
        none: it is the answer)."""
        if len(legal) == 1:
            return cls(iter(legal))
        return cls(agent.think(observation, legal))

    @property
    def cancelled(self) -> bool:
        return self.steps is None and self.result is None

    @property
    def done(self) -> bool:
        return self.result is not None

    def cancel(self) -> None:
        """Stop searching (the position changed, or the player acted); no result."""
        if self.steps is not None and hasattr(self.steps, "close"):
            self.steps.close()
        self.steps = None

    def step(self) -> Action | None:
        """Run one slice; the chosen action once there is one (None: not yet, or cancelled)."""
        if self.steps is None:
            return self.result
        started = time.perf_counter()
        try:
            found = next(self.steps)
        except StopIteration:
            raise RuntimeError("the agent stopped thinking without choosing an action") from None
        self.slices += 1
        self.longest_ms = max(self.longest_ms, (time.perf_counter() - started) * 1000)
        if found is not None:
            self.result, self.steps = found, None
        return self.result

    async def run(self) -> Action | None:
        """Search to the end, yielding to the browser between slices; the action, or None
        if cancelled meanwhile."""
        while self.steps is not None:
            if self.step() is not None:
                break
            await asyncio.sleep(0)
        return self.result


def hint_search(table: Any, player: int, seed: int, slice_ms: float = PAGE_SLICE_MS) -> Search:
    """The search behind the Hint button: the ``HINT_LEVEL`` computer, seeded by the
    position (``seed``), thinking about ``player``'s move from ``player``'s own observation
    only (``table``: a local game's, or the guest's view of the host's)."""
    agent = make_computer(HINT_LEVEL, seed, slice_ms)
    return Search.of(agent, table.observation(player), table.legal_actions())


@dataclass(frozen=True)
class Marks:
    """What the page highlights: cards (by code) in ``player``'s hand, board elements by
    target key (``core.targets.Target.key``), how many of the last log lines are new, and
    the action button of a suggested move (``button``: its test id, "" for none)."""

    player: int = -1
    cards: frozenset[str] = frozenset()
    targets: frozenset[str] = frozenset()
    fresh_lines: int = 0
    button: str = ""


def hint_marks(obs: dict[str, Any], action: Action) -> Marks:
    """The hand cards to select and the board elements to click for ``action`` (the
    player to move in ``obs`` suggested it to themselves)."""
    cards = frozenset(CODE[c] for c in hand_cards(action, obs))
    return Marks(obs["to_move"], cards, frozenset(t.key for t in targets(obs, action)),
                 button=action_testid(action))


@dataclass
class Hint:
    """A hint asked for in one position (``key``): searching, then the suggested action."""

    key: tuple
    player: int
    search: Search
    marks: Marks = Marks()
    obs: dict[str, Any] | None = None  # the position the suggestion's words describe

    def show(self, obs: dict[str, Any]) -> None:
        """The search answered: keep ``obs`` (the player's view) for the suggestion's
        words, worded as its action button is, and what to highlight."""
        self.obs, self.marks = obs, hint_marks(obs, self.search.result)

    @property
    def action(self) -> Action | None:
        return self.search.result

    def html(self) -> str:
        """The hint box shown above the action buttons."""
        action = self.action
        if action is None:
            return ('<p class="hint-box thinking" data-testid="hint-text" data-hint-action="">'
                    f'{escape(_("Looking for a good move…"))}</p>')
        how = ""
        if action.verb == "freeze":  # (the search values a frozen race above a likely loss)
            how = f' <span class="hint-why">{escape(_(FREEZE_WHY))}</span>'
        elif self.marks.cards or self.marks.targets:
            how = f' <small>{escape(_("(the cards and places it uses are highlighted)"))}</small>'
        return (f'<p class="hint-box" data-testid="hint-text"'
                f' data-hint-action="{escape(str(action))}">'
                f'<span class="hint-say"><b>{escape(_("Suggestion:"))}</b>'
                f' {escape(action_text(action, self.player, self.obs))}.{how}</span>'
                f' <button type="button" class="act quiet" data-act="hint-close"'
                f' data-testid="hint-close" aria-label="{escape(_("Close the suggestion"))}">'
                f'{escape(_("Close"))}</button></p>')


def move_marks(before: dict[str, Any], after: dict[str, Any], action: Action, player: int) -> Marks:
    """What changed when ``player`` played ``action``, as the viewer of the observations
    ``before`` and ``after`` may see it: the board elements the action went to (not the
    row or the deck: their cards have moved on), the player's pawn if it moved, the cards
    that came into view in the player's hand and the new log lines."""
    keys = {t.key for t in targets(before, action) if t.kind not in (ROW, DECK)}
    # (A step of the way back moves the pawn on the return track, whose space is marked;
    # the outward pawn, faded at the Pole, stays unmarked: it looked as if it had moved.)
    moved = any(before.get(k, [None, None])[player] != after.get(k, [None, None])[player]
                for k in ("pos", "lost"))
    if moved:
        keys.add(f"pawn-{player}")
    held = set(before["hands"][player])
    cards = frozenset(CODE[c] for c in after["hands"][player] if c is not None and c not in held)
    fresh = max(0, len(after.get("log") or []) - len(before.get("log") or []))
    return Marks(player, cards, frozenset(keys), fresh)


class ComputerTurn:
    """The computer's moves until a human is to move or the game ends: think in slices,
    wait out the pace, play, and let the page show the move before the next one.

    ``session`` is a ``ui.session.Session``; ``show(marks)`` saves and renders after each
    computer action (and the human's forced moves that follow it). ``cancel()`` (the human
    undid a move, or left the game) stops at the next slice without playing anything."""

    def __init__(self, session: Any, show: Callable[[Marks], None], pace_ms: float = PACE_MS,
                 slice_ms: float = PAGE_SLICE_MS) -> None:
        self.session = session
        self.show = show
        self.pace = pace_ms / 1000.0
        self.slice_ms = slice_ms
        self.search: Search | None = None
        self.cancelled = False
        self.finished = False
        self.played: list[Action] = []
        #: The humans' moves played for them (they had one choice) since this turn began,
        #: with their players: the page says them, as they were never chosen on screen.
        self.forced: list[tuple[int, Action, bool]] = []  # (player, action, secret_choice)
        self.fresh_forced: list[tuple[int, Action, bool]] = []  # those after the latest action
        self.longest_slice_ms = 0.0  # longest search slice of this turn (wall clock)
        self.longest_show_ms = 0.0   # longest play + save + render step
        self.longest_think_ms = 0.0  # longest wait for one answer: its search, slices and
        #                              the browser's work between them (wall clock)
        self.last_shown = time.perf_counter()

    def cancel(self) -> None:
        self.cancelled = True
        if self.search is not None:
            self.search.cancel()

    def mover(self) -> int | None:
        """The computer player to move now, or None (a human's turn, or the end)."""
        player = self.session.game.to_move()
        return player if self.session.is_computer(player) else None

    async def run(self) -> None:
        """Play the computer's moves; returns when a human is to move, the game is over or
        the turn was cancelled. ``finished`` tells the page to stop showing it as busy."""
        session = self.session
        try:
            while not self.cancelled and (player := self.mover()) is not None:
                game = session.game
                asked = time.perf_counter()
                agent = session.agent(player, self.slice_ms)
                self.search = Search.of(agent, game.observation(player), game.legal_actions())
                action = await self.search.run()
                self.longest_think_ms = max(self.longest_think_ms,
                                            (time.perf_counter() - asked) * 1000)
                self.longest_slice_ms = max(self.longest_slice_ms, self.search.longest_ms)
                wait = self.pace - (time.perf_counter() - self.last_shown)
                if wait > 0 and not self.cancelled:
                    await asyncio.sleep(wait)
                if self.cancelled or action is None:
                    return
                started = time.perf_counter()
                before = game.observation(session.viewer)
                session.play(action)
                self.fresh_forced = session.forced_by(session.play_forced())
                self.forced += self.fresh_forced
                self.played.append(action)
                marks = move_marks(before, game.observation(session.viewer), action, player)
                self.finished = self.mover() is None
                self.show(marks)
                self.last_shown = time.perf_counter()
                self.longest_show_ms = max(self.longest_show_ms, (self.last_shown - started) * 1000)
        finally:
            self.finished = True
