"""Optional rules modules; importing this package registers their steps and hooks."""
from . import depots, way_back, weather  # noqa: F401
