// The local test gateway's stand-in for Razorpay's Checkout.js (served at /v1/checkout.js). Same constructor options
// and methods as the real one: `new Razorpay({ key, amount, currency, name, description, order_id, prefill, notes,
// theme, handler, modal: { ondismiss } })`, `.open()`, `.close()`, `.on('payment.failed', cb)`. Like the real one it
// shows the payment dialog in an iframe from the gateway's own origin and hears back from it by postMessage, checking
// the sender's origin and window. It adds no <style> and no style="" attributes (the host page's CSP forbids inline
// styles): styles are set through the CSSOM, which CSP allows.
/* global window, document */
(function () {
  'use strict';

  var script = document.currentScript;
  var GATEWAY_ORIGIN = script && script.src ? new URL(script.src).origin : '__GATEWAY_ORIGIN__';
  var MESSAGE_SOURCE = 'razorpay-test-gateway';

  function setStyles(element, styles) {
    for (var name in styles) element.style[name] = styles[name];
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || options.key === '') throw new Error('No key passed');
    if (typeof options.order_id !== 'string' || options.order_id === '')
      throw new Error('The Razorpay test gateway needs an order_id');
    this.options = options;
    this._listeners = {};
    this._overlay = null;
    this._frame = null;
    this._onMessage = null;
    this._bodyOverflow = '';
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function') (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    var listeners = this._listeners[event] || [];
    for (var i = 0; i < listeners.length; i++) listeners[i](payload);
  };

  Razorpay.prototype._frameUrl = function () {
    var o = this.options;
    var prefill = o.prefill || {};
    var params = new URLSearchParams({
      order_id: o.order_id,
      key_id: o.key,
      parent_origin: window.location.origin,
    });
    if (o.name) params.set('name', String(o.name));
    if (o.description) params.set('description', String(o.description));
    if (prefill.name) params.set('prefill_name', String(prefill.name));
    if (prefill.email) params.set('email', String(prefill.email));
    if (prefill.contact) params.set('contact', String(prefill.contact));
    if (o.theme && o.theme.color) params.set('theme_color', String(o.theme.color));
    return GATEWAY_ORIGIN + '/v1/checkout/embedded?' + params.toString();
  };

  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-test-gateway', '');
    setStyles(overlay, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: 'rgba(0, 0, 0, 0.6)',
      padding: '8px',
      boxSizing: 'border-box',
    });
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay TEST GATEWAY payment window';
    frame.src = this._frameUrl();
    setStyles(frame, {
      width: '100%',
      maxWidth: '420px',
      height: '600px',
      maxHeight: '100%',
      border: '0',
      borderRadius: '8px',
      background: '#fff',
      boxShadow: '0 8px 32px rgba(0, 0, 0, 0.4)',
    });
    overlay.appendChild(frame);

    this._onMessage = (event) => {
      if (event.origin !== GATEWAY_ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== MESSAGE_SOURCE) return;
      if (data.type === 'payment.success') {
        this._teardown();
        if (typeof this.options.handler === 'function') this.options.handler(data.response);
      } else if (data.type === 'payment.failed') {
        this._emit('payment.failed', { error: data.error });
      } else if (data.type === 'dismiss') {
        this._teardown();
        var modal = this.options.modal || {};
        if (typeof modal.ondismiss === 'function') modal.ondismiss();
      }
    };
    window.addEventListener('message', this._onMessage);
    frame.addEventListener('load', function () {
      frame.focus();
    });

    this._bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    this._overlay = overlay;
    this._frame = frame;
    return this;
  };

  Razorpay.prototype._teardown = function () {
    if (!this._overlay) return;
    window.removeEventListener('message', this._onMessage);
    this._overlay.remove();
    document.body.style.overflow = this._bodyOverflow;
    this._overlay = null;
    this._frame = null;
    this._onMessage = null;
  };

  /** Closes the dialog without calling modal.ondismiss (that reports the shopper closing it). */
  Razorpay.prototype.close = function () {
    this._teardown();
  };

  window.Razorpay = Razorpay;
})();
