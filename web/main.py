"""PLACEHOLDER entry script from the build pipeline; the real game page replaces it.

Shows that the shipped rules engine can be imported, then flags the page ready.
"""

from pyscript import document

try:
    import core  # shipped through pyscript.json's `files` map
except Exception as exc:  # core may still be incomplete: degrade gracefully
    core = None
    message = f"Python is ready (rules engine not importable yet: {type(exc).__name__})."
else:
    message = "Python is ready and the rules engine is loaded."

status = document.getElementById("status")
status.textContent = message
status.classList.remove("loading")
document.body.dataset.ready = "true"
