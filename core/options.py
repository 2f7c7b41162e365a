"""Game options: the variant and the modules in play."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields


@dataclass(frozen=True)
class Options:
    """Which rules are in play. All off is the base game."""

    advanced: bool = False   # advanced variant: a row of 6 cards
    patrons: bool = False    # Patrons module
    depots: bool = False     # Food Depots module
    weather: bool = False    # Weather module
    way_back: bool = False   # "1912 The Way Back" module

    @property
    def row_size(self) -> int:
        return 6 if self.advanced else 3

    def to_dict(self) -> dict[str, bool]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> "Options":
        """Options from a dict; ValueError on unknown keys or non-boolean values."""
        if not isinstance(data, dict):
            raise ValueError("options must be an object")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
        for key, value in data.items():
            if not isinstance(value, bool):
                raise ValueError(f"option {key!r} must be true or false")
        return cls(**data)

    def label(self) -> str:
        """Short human label, e.g. 'advanced + patrons'."""
        on = [f.name.replace("_", " ") for f in fields(self) if getattr(self, f.name)]
        return " + ".join(on) if on else "base game"


ALL_COMBINATIONS: tuple[Options, ...] = tuple(
    Options(*(bool(n >> i & 1) for i in range(5))) for n in range(32)
)
