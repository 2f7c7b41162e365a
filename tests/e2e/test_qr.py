"""The invitation's QR code (issue 10): drawn by the vendored qrcode-generator, fetched only
when an invitation is shown, and readable by a real decoder (zxing-cpp) at phone size."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

from .conftest import wait_ready

zxingcpp = pytest.importorskip("zxingcpp")
ROOT = Path(__file__).resolve().parents[2]
BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _read(png: bytes) -> list[str]:
    return [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)).convert("L"))]


@pytest.mark.parametrize("width", [260, 180])
def test_an_invitation_link_of_300_characters_reads_back_from_its_qr_code(page, width):
    page.goto("index.html")
    wait_ready(page)
    requested = []
    page.on("request", lambda r: requested.append(r.url))
    code = "".join(BASE32[(i * 7 + 3) % 32] for i in range(300))
    link = f"{page.base_url}index.html#join={code}"
    page.add_script_tag(url="qr.js")
    svg = page.evaluate("([t, l]) => avsQr.svg(t, l)", [link, "QR code of the link"])
    assert svg.startswith("<svg") and "crispEdges" in svg and "viewBox" in svg
    page.evaluate(f"""s => {{ const box = document.createElement('div');
        box.id = 'qr-probe'; box.style = 'position:fixed;left:0;top:0;width:{width}px;'
        + 'z-index:99999;background:#fff'; box.innerHTML = s;
        box.firstChild.style = 'display:block;width:100%;height:auto';
        document.body.appendChild(box); }}""", svg)
    assert _read(page.locator("#qr-probe").screenshot()) == [link]
    assert any(url.endswith("vendor/qrcode/qrcode.js") for url in requested)
    assert page.foreign_requests == []


def test_the_qr_maker_is_vendored_at_the_pinned_version_and_not_loaded_at_start(page, dist_dir):
    lock = json.loads((ROOT / "package-lock.json").read_text())
    pinned = lock["packages"]["node_modules/qrcode-generator"]["version"]
    assert json.loads((ROOT / "package.json").read_text())["dependencies"][
        "qrcode-generator"] == pinned
    assert (dist_dir / "vendor" / "qrcode" / "qrcode.js").is_file()
    assert pinned in (dist_dir / "vendor" / "qrcode" / "LICENSE.txt").read_text()
    requested = []
    page.on("request", lambda r: requested.append(r.url))
    page.goto("index.html")
    wait_ready(page)
    assert not any("qrcode" in url or url.endswith("qr.js") for url in requested)
