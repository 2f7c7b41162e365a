"""The base game (and the advanced variant's longer row) declared as the first module:
the outward turn, Take Cards or Play Cards, and the choices those queue."""
from __future__ import annotations

from .. import decisions, turn
from ..ruleset import Module

MODULE = Module(
    "",
    turn=turn.outward_turn,
    verbs={
        "take": turn.do_take, "freeze": turn.do_freeze, "advance": turn.do_advance,
        "pole": turn.do_pole, "com": turn.do_com, "loss": turn.do_loss,
        "attack": turn.do_attack, "back": turn.do_back, "pass": turn.do_pass,
    },
    decisions={
        "effect": (decisions.effect_legal, decisions.effect_decide),
        "weather_show": (decisions.show_legal, decisions.show_decide),
        "loss_discard": (decisions.loss_discard_legal, decisions.loss_discard_decide),
    },
    secret_events=frozenset({"deal", "weather_draw"}),
    secret_pending=frozenset({"weather_show"}),
    private_events=frozenset({"supplies"}),
)
