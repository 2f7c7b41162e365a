/* QR codes of invitation links (docs/protocol.md, section 0). The QR maker
 * (qrcode-generator, vendored by the build into vendor/qrcode/) is fetched only the first
 * time a code is drawn, so the first load of the page does not carry it.
 *
 *   avsQr.svg(text, label) -> Promise of an SVG string (black on white, a quiet zone of
 *                             4 modules, a viewBox so CSS sizes it)
 */
(function () {
  "use strict";
  var loading = null;

  function maker() {
    if (window.qrcode) return Promise.resolve(window.qrcode);
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = "vendor/qrcode/qrcode.js";
        script.onload = function () { resolve(window.qrcode); };
        script.onerror = function () { loading = null; reject(new Error("no QR maker")); };
        document.head.appendChild(script);
      });
    }
    return loading;
  }

  window.avsQr = {
    svg: function (text, label) {
      return maker().then(function (qrcode) {
        var qr = qrcode(0, "L");  // the smallest version that holds the text
        qr.addData(text, "Byte");
        qr.make();
        return qr.createSvgTag({ cellSize: 1, margin: 4, scalable: true, title: label || "" })
          .replace("<svg ", '<svg shape-rendering="crispEdges" ');
      });
    }
  };
})();
