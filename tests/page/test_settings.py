"""ui.settings: the player's preferences survive a reload and never break the page."""
from __future__ import annotations

import pytest

from ui.settings import PACES, Settings


def test_defaults_are_quiet_and_cover_only_when_needed():
    settings = Settings.from_json(None)
    assert (settings.sounds, settings.cover_always, settings.pace, settings.motion,
            settings.colours) == (False, False, "normal", "auto", "auto")


def test_settings_round_trip_through_storage_text():
    chosen = Settings().updated({"pace": "slow", "sounds": True, "cover_always": True,
                                 "motion": "off", "colours": "dark"})
    assert chosen.colours == "dark"
    assert Settings.from_json(chosen.to_json()) == chosen
    assert chosen.pace_ms == PACES["slow"] > PACES["normal"] > PACES["quick"]


@pytest.mark.parametrize("raw", ["{", "[]", "17", '{"pace": "warp", "sounds": "yes"}',
                                 '{"motion": null, "cover_always": 1}', "\x00",
                                 '{"colours": "purple"}', '{"colours": true}'])
def test_broken_stored_settings_fall_back_to_defaults(raw):
    assert Settings.from_json(raw) == Settings()


def test_motion_follows_the_device_unless_chosen():
    assert Settings().animate(device_reduces_motion=False)
    assert not Settings().animate(device_reduces_motion=True)
    assert Settings(motion="on").animate(True) and not Settings(motion="off").animate(False)
