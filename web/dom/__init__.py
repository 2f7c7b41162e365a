"""The page's browser-side helpers (they touch the DOM; ``ui`` decides, ``dom`` does)."""
