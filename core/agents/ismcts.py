"""Information-set Monte-Carlo tree search (single observer) for the computer player.

The search sees only the acting player's observation. Every iteration:

1. *determinise*: deal the cards this player cannot see (the rival's hidden cards, the
   deck order, ...) at random, consistently with the observation
   (``core.observation.determinize``: once the discard pile has become the deck, the
   deck is dealt from that pile's cards only), giving a full state; each determinisation
   serves ``reuse`` iterations, each on its own ``State.clone()``;
2. *select*: walk down the tree from the root. Children are keyed by
   ``choices.action_key`` (who acts, the verb, the kinds and colours of the cards, the
   argument), so equal-looking actions share a child and one tree serves every
   determinisation. At each step only the choices legal in this determinisation compete
   (the heuristics keep the best ``width`` of them, ``root_width`` at the root), by UCB1
   with *availability counts*: a child's exploration term uses how often it was
   available, not how often its parent was visited;
3. *expand* the most promising untried choice, then *roll out* with the cheap greedy
   policy (``policy.policy_action``) for at most ``rollout_cap`` actions, and score an
   unfinished game with the race model (``race.race_values``). Short roll-outs with a
   good evaluation beat long ones here: measured against ``greedy``, caps of 6-12 won
   clearly more games than 0 or 24;
4. *back up* the result from each mover's side: 1 win, 0 loss, ``frozen_value``
   (default 0.5) when nobody wins. At 0.5 the search, like the rulebook's example,
   freezes a race it is losing (even draining the deck to get there); a lower value makes
   it race harder for the win (see ``levels.LEVELS``), and near 0 it keeps playing for
   the win even when the race is lost.

The move played is the root child visited most (visits summed over the trees when the
budget is split between several independent searches, ``trees``); among equal-looking
actions it is the one revealing fewest hidden cards. Forced actions are played without a
node. Logging is off inside simulations.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Iterator

from ..actions import Action
from ..chance import SeededChance
from ..flow import apply, legal_actions
from ..observation import determinize
from ..state import State
from .choices import candidates, grouped
from .heuristics import View, outcome_value
from .race import race_values
from .policy import policy_action

#: Work done between two yields of ``think`` (milliseconds of wall time): CPython does a
#: slice in about this time, Pyodide in two or three times as long.
SLICE_MS = 20.0


class Node:
    """Statistics of one action at one point of the tree."""

    __slots__ = ("children", "visits", "reward", "avail", "ranked")

    def __init__(self) -> None:
        self.children: dict[tuple, Node] = {}
        # The choices kept after this action (best first), per set of available choices:
        # worked out once, in the first determinisation that offered that set.
        self.ranked: dict[frozenset, list[tuple]] = {}
        self.visits = 0
        self.reward = 0.0   # summed results from the side of the player who acted
        self.avail = 0      # iterations in which this action was legal here


class ISMCTSAgent:
    """Single-observer ISMCTS.

    Budget per move: ``iterations`` and/or ``budget_ms`` (whichever ends first; 1000 ms
    when neither is given). ``budget_ms`` counts only the time spent searching inside
    ``think`` slices, on the wall clock, or on this process's CPU clock with
    ``cpu_clock=True`` (used by the arena). Tuning: ``exploration`` (UCB constant, results
    are 0..1), ``rollout_cap`` and ``rollout_random`` (roll-out length and share of random
    moves), ``root_width`` / ``width`` (choices kept at the root / below it), ``reuse``
    (iterations per determinisation), ``slice_ms`` (work between two yields of ``think``),
    ``frozen_value`` (what a game nobody wins is worth to both players), ``trees``
    (independent searches sharing the budget, each determinisation serving one of them;
    the move is the choice with most visits summed over them).
    The same seed, observation and iteration budget always give the same move.
    """

    name = "ismcts"
    needs_observation = True

    def __init__(self, seed: int = 0, budget_ms: float | None = None, iterations: int | None = None,
                 exploration: float = 0.7, rollout_cap: int = 6, rollout_random: float = 0.05,
                 root_width: int = 12, width: int = 6, slice_ms: float = SLICE_MS,
                 cpu_clock: bool = False, reuse: int = 2, frozen_value: float = 0.5,
                 trees: int = 1) -> None:
        if budget_ms is None and iterations is None:
            budget_ms = 1000.0
        if budget_ms is not None and budget_ms <= 0:
            raise ValueError("budget_ms must be positive")
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        self.rng = random.Random(seed)
        self.chance = SeededChance(self.rng.randrange(2 ** 32))
        self.budget_ms = budget_ms
        self.iterations = iterations
        self.exploration = exploration
        self.rollout_cap = rollout_cap
        self.rollout_random = rollout_random
        self.root_width = root_width
        self.slice = slice_ms / 1000.0
        # The budget runs on the wall clock (what a waiting player feels) or, for matches
        # on a busy machine, on this process's CPU time. Slices always use the wall clock.
        self.clock = time.process_time if cpu_clock else time.perf_counter
        self.width = width
        self.reuse = max(1, reuse)  # iterations per determinisation (copies via clone)
        if not 0.0 <= frozen_value <= 1.0:
            raise ValueError("frozen_value must be between 0 and 1")
        self.frozen_value = frozen_value
        if trees < 1:
            raise ValueError("trees must be at least 1")
        self.trees = trees
        self._world: State | None = None
        self._world_uses = 0
        self.last_stats: dict[str, Any] = {}

    # -- the agent protocol ---------------------------------------------------------------
    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        result = None
        for result in self.think(observation, legal):
            pass
        assert result is not None
        return result

    def think(self, observation: dict[str, Any], legal: list[Action]) -> Iterator[Action | None]:
        """Search in slices of about ``slice_ms``; yields None between slices, then the
        chosen action."""
        me = observation["to_move"]
        if me is None:
            me = observation["viewer"]
        hidden = set(observation["secret"][me])
        root_groups = grouped(me, legal, hidden)
        if len(root_groups) == 1:
            self.last_stats = {"iterations": 0, "seconds": 0.0, "choices": 1}
            yield next(iter(root_groups.values()))
            return
        root_choices = candidates(root_groups, View.of_observation(observation, me), self.root_width)
        obs = dict(observation)
        obs["log"] = None  # determinisations never need the history
        roots = [Node() for _ in range(self.trees)]
        reuse, trees = self.reuse, self.trees
        self._world = None  # never carry a world over from another position
        done = 0
        spent = 0.0
        budget = None if self.budget_ms is None else self.budget_ms / 1000.0
        clock = self.clock
        while True:
            start, started = time.perf_counter(), clock()
            while True:
                # each determinisation serves one tree (``reuse`` iterations)
                self._iterate(obs, roots[done // reuse % trees], root_choices)
                done += 1
                if self.iterations is not None and done >= self.iterations:
                    break
                if time.perf_counter() - start >= self.slice:
                    break
                if budget is not None and spent + clock() - started >= budget:
                    break
            spent += clock() - started
            if (self.iterations is not None and done >= self.iterations) or (
                    budget is not None and spent >= budget):
                break
            yield None
        visits, rewards = _root_totals(roots)
        key = max((k for k, _ in root_choices),
                  key=lambda k: (visits.get(k, -1), rewards.get(k, 0.0)))
        self.last_stats = {"iterations": done, "seconds": round(spent, 4), "choices": len(root_groups),
                           "visits": {str(root_groups[k]): visits[k]
                                      for k in root_groups if k in visits},
                           "tree_visits": [sum(c.visits for c in r.children.values())
                                           for r in roots]}
        yield root_groups[key]

    # -- one iteration ----------------------------------------------------------------------
    def _world_copy(self, obs: dict[str, Any]) -> State:
        """A determinisation to play in: a fresh one every ``reuse`` iterations, otherwise
        a copy of the current one (``State.clone`` is far cheaper than ``determinize``)."""
        if self._world is None or self._world_uses >= self.reuse:
            self._world = determinize(obs, self.rng)
            self._world_uses = 0
        self._world_uses += 1
        return self._world.clone()

    def _iterate(self, obs: dict[str, Any], root: Node, root_choices: list[tuple[tuple, Action]]) -> None:
        state = self._world_copy(obs)
        chance = self.chance
        node = root
        path: list[tuple[Node, int]] = []
        choices: list[tuple[tuple, Action]] | None = root_choices
        while choices is not None:
            mover = state.to_move()
            children = node.children
            untried = None
            for key, action in choices:
                child = children.get(key)
                if child is None:
                    if untried is None:
                        untried = (key, action)  # the most promising untried choice
                else:
                    child.avail += 1
            if untried is not None:
                key, action = untried
                node = children[key] = Node()
                node.avail = 1
                apply(state, action, chance)
                path.append((node, mover))
                break
            exploration = self.exploration
            best, best_value = choices[0], -1.0
            for choice in choices:
                child = children[choice[0]]
                value = child.reward / child.visits + exploration * math.sqrt(
                    math.log(child.avail) / child.visits)
                if value > best_value:
                    best, best_value = choice, value
            node = children[best[0]]
            apply(state, best[1], chance)
            path.append((node, mover))
            choices = self._next_choices(state, node)
        values = self._rollout(state)
        for visited, mover in path:
            visited.visits += 1
            visited.reward += values[mover]

    def _next_choices(self, state: State, node: Node) -> list[tuple[tuple, Action]] | None:
        """Play forced actions; the choices of the next decision, or None at the end."""
        while not state.outcome:
            legal = legal_actions(state)
            if len(legal) > 1:
                mover = state.to_move()
                groups = grouped(mover, legal)
                available = frozenset(groups)
                kept = node.ranked.get(available)
                if kept is None:
                    ranked = candidates(groups, View.of_state(state, mover), self.width)
                    kept = node.ranked[available] = [key for key, _ in ranked]
                return [(key, groups[key]) for key in kept]
            apply(state, legal[0], self.chance)
        return None

    def _rollout(self, state: State) -> tuple[float, float]:
        """Play on with the cheap policy; each player's result (0..1)."""
        rng = self.rng
        chance = self.chance
        randomness = self.rollout_random
        for _ in range(self.rollout_cap):
            if state.outcome:
                break
            legal = legal_actions(state)
            action = legal[0] if len(legal) == 1 else policy_action(state, legal, rng, randomness)
            apply(state, action, chance)
        frozen = self.frozen_value
        if state.outcome:
            return (outcome_value(state.outcome, 0, frozen), outcome_value(state.outcome, 1, frozen))
        return race_values(state, frozen)


def _root_totals(roots: list[Node]) -> tuple[dict[tuple, int], dict[tuple, float]]:
    """Visits and rewards of every root choice, summed over the trees."""
    visits: dict[tuple, int] = {}
    rewards: dict[tuple, float] = {}
    for root in roots:
        for key, child in root.children.items():
            visits[key] = visits.get(key, 0) + child.visits
            rewards[key] = rewards.get(key, 0.0) + child.reward
    return visits, rewards
