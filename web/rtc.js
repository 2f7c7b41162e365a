/* The WebRTC plumbing of online play (docs/protocol.md): one RTCPeerConnection with one
 * data channel, no server. ICE candidates are gathered once (no trickle), capped at
 * GATHER_MS; the SDP goes to Python (web/online/codec.py), which turns it into a short
 * code and back. By default no ICE server at all (two devices on one network, or two
 * tabs); a STUN address can be given for play across the internet.
 *
 *   avsRtc.offer({stun})          -> SDP of the host's offer (creates the channel)
 *   avsRtc.answer(offerSdp, {stun}) -> SDP of the guest's answer
 *   avsRtc.accept(answerSdp)      -> the host takes the guest's answer
 *   avsRtc.send(text), avsRtc.onMessage(fn), avsRtc.onState(fn), avsRtc.state(), avsRtc.close(),
 *   avsRtc.drop(ms)               -> let go of this connection: closed after ms (its last
 *                                    messages go out first), a new one may begin at once
 */
(function () {
  "use strict";
  var GATHER_MS = 3000;
  var pc = null, channel = null, messageFn = function () {}, stateFn = function () {};

  function config(options) {
    var stun = options && options.stun;
    return { iceServers: stun ? [{ urls: stun }] : [] };
  }

  function gathered(connection) {
    return new Promise(function (resolve) {
      if (connection.iceGatheringState === "complete") return resolve();
      var timer = setTimeout(resolve, GATHER_MS);
      connection.addEventListener("icegatheringstatechange", function () {
        if (connection.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
      });
    });
  }

  function attach(ch) {
    channel = ch;
    // An old connection's late events (after a new invitation) are ignored.
    ch.onmessage = function (event) { if (channel === ch) messageFn(String(event.data)); };
    ch.onopen = function () { if (channel === ch) stateFn("open"); };
    ch.onclose = function () { if (channel === ch) stateFn("closed"); };
  }

  function fresh(options) {
    if (pc) pc.close();
    pc = new RTCPeerConnection(config(options));
    var mine = pc;
    pc.addEventListener("connectionstatechange", function () {
      if (pc === mine) stateFn(mine.connectionState);
    });
    channel = null;
    return pc;
  }

  window.avsRtc = {
    offer: async function (options) {
      var connection = fresh(options);
      attach(connection.createDataChannel("game", { ordered: true }));
      await connection.setLocalDescription(await connection.createOffer());
      await gathered(connection);
      return connection.localDescription.sdp;
    },
    answer: async function (offerSdp, options) {
      var connection = fresh(options);
      connection.ondatachannel = function (event) { attach(event.channel); };
      await connection.setRemoteDescription({ type: "offer", sdp: offerSdp });
      await connection.setLocalDescription(await connection.createAnswer());
      await gathered(connection);
      return connection.localDescription.sdp;
    },
    accept: async function (answerSdp) {
      await pc.setRemoteDescription({ type: "answer", sdp: answerSdp });
    },
    send: function (text) {
      if (!channel || channel.readyState !== "open") return false;
      channel.send(text);
      return true;
    },
    onMessage: function (fn) { messageFn = fn; },
    onState: function (fn) { stateFn = fn; },
    state: function () { return channel ? channel.readyState : "none"; },
    close: function () { if (pc) pc.close(); pc = null; channel = null; },
    // Let go of the current connection: it is closed after ms, its last messages (a
    // refusal, a goodbye) going out first; its events are ignored from now on, and a new
    // invitation made meanwhile does not cut it short.
    drop: function (ms) {
      var mine = pc;
      pc = null; channel = null;
      if (mine) setTimeout(function () { mine.close(); }, ms);
    }
  };
})();
