/* Loading screen, start-up failures, service worker and update prompt (plain JS, no Python).
 *
 * - Progress: counts the bytes of the big start-up files as they arrive (the build
 *   writes their sizes into <meta name="boot-sizes">) and moves the loading bar.
 * - Failure: a file that cannot be downloaded, a script error before Python is up,
 *   a browser without WebAssembly, or 12 s without any progress shows a plain message
 *   and a Retry button (body[data-boot="failed"]).
 * - Offline: once the game is ready, registers ./sw.js (scope ./); when a new build is
 *   waiting, offers it (data-testid="update-ready"); the game is saved after every
 *   move, so taking the update (a reload) resumes the game.
 */
(function () {
  "use strict";
  // Colours: light or dark as the settings say (ui/settings.py keeps them as JSON), else
  // as the device prefers (style.css); set before the loading screen shows.
  try {
    var colours = JSON.parse(localStorage.getItem("avs1911.settings") || "{}").colours;
    if (colours === "light" || colours === "dark") document.documentElement.dataset.colours = colours;
  } catch (e) { /* as the device prefers */ }
  var STALL_MS = 12000;  // no progress for this long is a failure (shown within 15 s)
  var meta = document.querySelector('meta[name="boot-sizes"]');
  var sizes = {};
  try { sizes = JSON.parse(meta ? meta.content : "{}"); } catch (e) { sizes = {}; }
  var total = 0, got = {}, failed = false, lastProgress = Date.now();
  Object.keys(sizes).forEach(function (k) { total += sizes[k]; got[k] = 0; });

  function $(id) { return document.getElementById(id); }

  // Language: the player's saved choice, else the browser's preference. English is the
  // page as written; each other language's texts (by element number, data-i18n="n") and
  // boot.js's own messages are in locale/<lang>.json, fetched only when that language is
  // chosen and applied before Python starts (and whenever the player picks another).
  var LANG_KEY = "avs1911.lang";
  var texts = { languages: [] };
  try { texts = JSON.parse($("page-texts").textContent || "{}"); } catch (e) { /* English */ }
  var languages = ["en"].concat(texts.languages || []);
  var tables = { en: { entries: [], boot: {} } };
  var english = null;  // the page's English texts, read before the first change
  var lang = "en";
  function chooseLanguage() {
    var saved = null;
    try { saved = localStorage.getItem(LANG_KEY); } catch (e) { saved = null; }
    if (languages.indexOf(saved) >= 0) return saved;
    var wanted = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < wanted.length; i++) {
      var base = String(wanted[i]).toLowerCase().split("-")[0];
      if (languages.indexOf(base) >= 0) return base;
    }
    return "en";
  }
  function t(message) {
    var table = tables[lang];
    return (table && table.boot[message]) || message;
  }
  function loadTable(wanted) {
    if (tables[wanted]) return Promise.resolve(true);
    return fetch("./locale/" + wanted + ".json").then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      return response.json();
    }).then(function (table) { tables[wanted] = table; return true; },
            function () { return false; });  // unavailable: the page stays in English
  }
  function attrNames(node) {
    return (node.getAttribute("data-i18n-attrs") || "").split(/\s+/).filter(Boolean);
  }
  function readEnglish() {
    english = [];
    document.querySelectorAll("[data-i18n]").forEach(function (node) {
      var attrs = {};
      attrNames(node).forEach(function (name) { attrs[name] = node.getAttribute(name); });
      english[Number(node.getAttribute("data-i18n"))] = [node.innerHTML, attrs];
    });
  }
  function paint() {
    document.documentElement.lang = lang;
    if (!english) {
      if (lang === "en") return;  // the page is already in English
      readEnglish();
    }
    var shape = tables[lang].entries.length ? tables[lang] : null;
    for (var other in tables) { if (!shape && tables[other].entries.length) shape = tables[other]; }
    if (!shape) return;
    english.forEach(function (entry, index) {
      var node = document.querySelector('[data-i18n="' + index + '"]');
      var known = shape.entries[index], mine = tables[lang].entries[index];
      if (!node || !entry || !known) return;
      if (known[0] !== null) node.innerHTML = mine ? mine[0] : entry[0];
      Object.keys(entry[1]).forEach(function (name) {
        var text = mine ? mine[1][name] : entry[1][name];
        if (text) node.setAttribute(name, text);
      });
    });
  }
  function applyLanguage(wanted) {
    wanted = languages.indexOf(wanted) >= 0 ? wanted : "en";
    return loadTable(wanted).then(function (ok) {
      lang = ok ? wanted : "en";
      paint();
      return lang;
    });
  }
  var chosen = applyLanguage(chooseLanguage());
  window.avsLanguage = {
    current: function () { return lang; },
    ready: function () { return chosen; },
    choose: function (wanted) {
      try { localStorage.setItem(LANG_KEY, wanted); } catch (e) { /* not remembered */ }
      chosen = applyLanguage(wanted);
      return chosen;
    },
    t: t
  };

  function ready() { return document.body && document.body.dataset.ready === "true"; }
  function keyOf(url) {
    var path = new URL(url, location.href).pathname;
    for (var k in sizes) { if (path.endsWith("/" + k)) return k; }
    return null;
  }

  function megabytes(bytes) {
    return (bytes / 1e6).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  }
  function missing(name, status) {
    var text = status ? t("A file the game needs ({file}) could not be downloaded ({status}).")
      : t("A file the game needs ({file}) could not be downloaded.");
    return text.replace("{file}", name).replace("{status}", String(status));
  }

  function showProgress() {
    if (failed) return;  // the failure message stays
    var sum = 0;
    for (var k in got) sum += got[k];
    var bar = $("load-bar"), text = $("load-text");
    if (bar && total) bar.value = Math.min(99, Math.round((100 * sum) / total));
    if (text && total && sum < total) {
      text.textContent = t("Downloading the game: {got} of {total} MB…")
        .replace("{got}", megabytes(sum)).replace("{total}", megabytes(total));
    } else if (text && total) {
      text.textContent = t("Starting Python in your browser…");
    }
  }

  function progress(key, bytes) {
    lastProgress = Date.now();
    if (key !== null) { got[key] = bytes; showProgress(); }
  }

  function fail(reason) {
    if (failed || ready()) return;
    failed = true;
    var at = Math.round(performance.now());
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", function () { showFailure(reason, at); });
    } else {
      showFailure(reason, at);
    }
  }

  function showFailure(reason, at) {
    var offline = navigator.onLine === false;
    document.body.dataset.boot = "failed";
    document.body.dataset.bootFailedMs = String(at);
    $("load-error-text").textContent = reason + (offline ? " " +
      t("Your device seems to be offline: connect once to download the game; after that it also works offline.") : "");
    $("load-error").hidden = false;
    $("load-bar").hidden = true;
    $("load-text").textContent = t("The game could not start.");
    $("status").textContent = t("Something went wrong while loading.");
  }

  // Count the bytes of the big files fetched during start-up; report failed downloads.
  var realFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    if (failed) return Promise.reject(new Error("the start failed: no more downloads"));
    var url = typeof input === "string" ? input : (input && input.url) || String(input);
    var key = keyOf(url);
    var name = new URL(url, location.href).pathname.split("/").pop();
    return realFetch(input, init).then(function (response) {
      if (!response.ok && !ready()) fail(missing(name, response.status));
      if (key === null || !response.body || ready()) return response;
      var seen = 0;
      var counter = new TransformStream({ transform: function (chunk, ctl) {
        seen += chunk.byteLength; progress(key, seen); ctl.enqueue(chunk);
      } });
      return new Response(response.body.pipeThrough(counter), {
        status: response.status, statusText: response.statusText, headers: response.headers });
    }, function (error) {
      if (!ready()) fail(missing(name, 0));
      throw error;
    });
  };

  // Once the start has failed, stop the heavy work (compiling and starting Python) so the
  // message and the Retry button are painted at once.
  if (typeof WebAssembly === "object") {
    ["instantiate", "instantiateStreaming"].forEach(function (name) {
      var real = WebAssembly[name];
      if (typeof real !== "function") return;
      WebAssembly[name] = function () {
        return failed ? Promise.reject(new Error("the start failed")) : real.apply(WebAssembly, arguments);
      };
    });
  }

  // Scripts, modules and the preloaded files (not fetched with fetch()): progress when
  // done, failure when the server refused one. A preload may fail before this script runs
  // (so its element's error event is missed); its timing entry, buffered, still says so.
  if (window.PerformanceObserver) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        var name = e.name.split(/[?#]/)[0].split("/").pop();
        if (e.responseStatus >= 400) fail(missing(name, e.responseStatus));
        else progress(keyOf(e.name), e.decodedBodySize || sizes[keyOf(e.name)] || 0);
      });
    }).observe({ type: "resource", buffered: true });
  }
  addEventListener("error", function (event) {
    var el = event.target;
    if (el && el !== window && (el.src || el.href)) fail(t("A part of the game ({file}) could not be loaded.").replace("{file}", (el.src || el.href).split("/").pop()));
  }, true);
  addEventListener("unhandledrejection", function () { fail(t("The game could not start.")); });
  addEventListener("py:progress", function () { lastProgress = Date.now(); });

  var lastTick = Date.now();
  function watchdog() {
    if (ready() || failed) return;
    var now = Date.now();
    if (now - lastTick > 2000) lastProgress = now;  // the main thread was busy starting Python
    lastTick = now;
    if (typeof WebAssembly !== "object") return fail(t("This browser is too old to run the game (it lacks WebAssembly)."));
    if (Date.now() - lastProgress > STALL_MS) return fail(t("The game is taking far too long to start."));
    setTimeout(watchdog, 500);
  }

  function betweenGames() {
    var d = document.body.dataset;
    return !d.actions || d.actions === "0" || (d.outcome || "") !== "";
  }

  function offerUpdate(registration) {
    var banner = $("update-ready");
    document.body.dataset.update = "ready";
    $("update-text").textContent = betweenGames() ? t("A new version of the game is ready.") :
      t("A new version of the game is ready. Your game is saved: update now or after this game.");
    banner.hidden = false;
    var asked = false;
    $("update-apply").onclick = function () {
      // Taken in another tab already: the new version serves this page too, a reload
      // shows it (the button did nothing, with no worker left waiting: a playtest).
      if (!registration.waiting) return location.reload();
      asked = true;
      navigator.serviceWorker.addEventListener("controllerchange", function () { location.reload(); });
      registration.waiting.postMessage({ type: "skip-waiting" });
    };
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (asked) return;  // (another tab took the update: this one says so, and reloads on a press)
      $("update-text").textContent = t("The game was updated in another tab: reload this one to use the new version.");
      banner.hidden = false;
    });
  }

  function watchInstalling(registration) {
    var worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", function () {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(registration);
    });
  }

  function registerWorker() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("./sw.js", { scope: "./" }).then(function (registration) {
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
      watchInstalling(registration);
      registration.addEventListener("updatefound", function () { watchInstalling(registration); });
    }, function (error) { console.warn("service worker not registered:", error); });
  }

  function whenReady(then) {
    if (ready()) return then();
    new MutationObserver(function (records, observer) {
      if (ready()) { observer.disconnect(); then(); }
    }).observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  }

  // Where the browser offers to install the page (Chromium's beforeinstallprompt), the
  // Settings dialog shows an Install button in place of its own banner; elsewhere the
  // dialog's words say where browsers keep "Add to Home screen".
  addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    var button = $("install");
    button.hidden = false;
    button.onclick = function () {
      button.hidden = true;
      event.prompt();
    };
  });
  addEventListener("appinstalled", function () { $("install").hidden = true; });

  document.addEventListener("DOMContentLoaded", function () {
    $("load-retry").onclick = function () { location.reload(); };
    $("update-later").onclick = function () { $("update-ready").hidden = true; };
    showProgress();
    watchdog();
    whenReady(registerWorker);
  });
})();
