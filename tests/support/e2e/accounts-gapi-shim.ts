// Google's iframe messaging library (https://apis.google.com/js/api.js) carries the Auth emulator's sign-in result
// from its popup back to the page: the Firebase SDK embeds the emulator's /emulator/auth/iframe through it, and that
// iframe uses it to talk to the page. This machine has no internet, so the tests serve this stand-in for that script
// (in the page and in the emulator's iframe): the same calls (gapi.load, iframes.getContext().open / getParentIframe,
// register, send, ping, restyle) over plain window.postMessage. Everything else is the real SDK and the real emulator.
import type { BrowserContext } from 'playwright-core';

const GAPI_STAND_IN = String.raw`
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var FILTER = 'cross-origin-iframes';
  var channels = [];
  var pendingReplies = {};
  var pongWaiters = {};
  var nextId = 1;

  function post(target, message) {
    message.__gapiStandIn = 1;
    target.postMessage(message, '*');
  }

  function channelFor(target) {
    for (var i = 0; i < channels.length; i++) if (channels[i].target === target) return channels[i];
    var channel = { target: target, handlers: {}, queued: [] };
    channels.push(channel);
    return channel;
  }

  function deliver(channel, message) {
    var handler = channel.handlers[message.name];
    if (!handler) {
      channel.queued.push(message);
      return;
    }
    var result;
    try { result = handler(message.data); } catch (error) { result = { status: 'ERROR' }; }
    post(channel.target, { kind: 'reply', id: message.id, results: [result] });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.__gapiStandIn !== 1 || !event.source) return;
    if (message.kind === 'ping') return post(event.source, { kind: 'pong', id: message.id });
    if (message.kind === 'pong') {
      var waiter = pongWaiters[message.id];
      delete pongWaiters[message.id];
      if (waiter) waiter();
      return;
    }
    if (message.kind === 'call') return deliver(channelFor(event.source), message);
    if (message.kind === 'reply') {
      var callback = pendingReplies[message.id];
      delete pendingReplies[message.id];
      if (callback) { try { callback(message.results); } catch (ignored) {} }
    }
  });

  function endpoint(getTarget) {
    return {
      register: function (name, handler) {
        var channel = channelFor(getTarget());
        channel.handlers[name] = handler;
        var waiting = channel.queued.filter(function (m) { return m.name === name; });
        channel.queued = channel.queued.filter(function (m) { return m.name !== name; });
        waiting.forEach(function (m) { deliver(channel, m); });
      },
      send: function (name, data, callback) {
        var id = nextId++;
        if (callback) pendingReplies[id] = callback;
        post(getTarget(), { kind: 'call', name: name, data: data, id: id });
      },
    };
  }

  function openIframe(options, onOpen) {
    var element = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (key) {
      if (key === 'style') Object.assign(element.style, attributes.style);
      else element.setAttribute(key, attributes[key]);
    });
    var loaded = new Promise(function (resolve) { element.addEventListener('load', resolve, { once: true }); });
    element.src = options.url;
    (options.where || document.body).appendChild(element);
    var iframe = endpoint(function () { return element.contentWindow; });
    iframe.restyle = function () { return Promise.resolve(); };
    iframe.ping = function (callback) {
      return loaded.then(function () {
        return new Promise(function (resolve) {
          var id = nextId++;
          var timer = setInterval(function () { post(element.contentWindow, { kind: 'ping', id: id }); }, 100);
          pongWaiters[id] = function () { clearInterval(timer); resolve(); if (callback) callback(); };
          post(element.contentWindow, { kind: 'ping', id: id });
        });
      });
    };
    return Promise.resolve(onOpen ? onOpen(iframe) : iframe).then(function () { return iframe; });
  }

  var context = {
    open: openIframe,
    getParentIframe: function () { return endpoint(function () { return window.parent; }); },
  };
  window.gapi = {
    iframes: { Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: function () { return context; } },
    load: function (_module, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/** Serves the stand-in for apis.google.com/js/api.js to every page and frame of a browser context. */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: GAPI_STAND_IN }),
  );
}
