// The test gateway's payment window, inside the iframe Checkout opens. It pays through the gateway's own endpoint and
// reports the outcome to the host page with postMessage, addressed to the one origin that opened it (the page's CSP
// frame-ancestors admits only that origin, so no other page can frame this one and hear the answer).
/* global window, document */
(function () {
  'use strict';

  var MESSAGE_SOURCE = 'razorpay-test-gateway';
  var data = document.body.dataset;
  var status = document.getElementById('status');
  var payButtons = Array.prototype.slice.call(document.querySelectorAll('button[data-outcome]'));

  if (data.themeColor) document.documentElement.style.setProperty('--theme', data.themeColor);

  function tell(message) {
    message.source = MESSAGE_SOURCE;
    if (window.parent !== window && data.parentOrigin) window.parent.postMessage(message, data.parentOrigin);
  }

  function setBusy(busy) {
    payButtons.forEach(function (button) {
      button.disabled = busy;
    });
  }

  function show(text, kind) {
    status.textContent = text;
    status.className = 'status ' + (kind || '');
  }

  function chosenMethod() {
    var checked = document.querySelector('input[name="method"]:checked');
    return checked ? checked.value : 'upi';
  }

  function pay(outcome) {
    setBusy(true);
    show(outcome === 'success' ? 'Paying…' : 'Failing the payment…');
    fetch('/v1/checkout/embedded/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        order_id: data.orderId,
        key_id: data.keyId,
        outcome: outcome,
        method: chosenMethod(),
        email: data.email || undefined,
        contact: data.contact || undefined,
      }),
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (result) {
        if (result.error && !result.razorpay_payment_id) {
          setBusy(false);
          show(result.error.description, 'error');
          return;
        }
        if (result.error) {
          setBusy(false);
          show('Payment failed: ' + result.error.description + ' You can try again.', 'error');
          tell({
            type: 'payment.failed',
            error: {
              code: result.error.code,
              description: result.error.description,
              source: result.error.source,
              step: result.error.step,
              reason: result.error.reason,
              metadata: { order_id: result.razorpay_order_id, payment_id: result.razorpay_payment_id },
            },
          });
          return;
        }
        show('Payment successful.', 'success');
        tell({
          type: 'payment.success',
          response: {
            razorpay_payment_id: result.razorpay_payment_id,
            razorpay_order_id: result.razorpay_order_id,
            razorpay_signature: result.razorpay_signature,
          },
        });
      })
      .catch(function () {
        setBusy(false);
        show('The test gateway did not answer. Try again.', 'error');
      });
  }

  payButtons.forEach(function (button) {
    button.addEventListener('click', function () {
      pay(button.dataset.outcome);
    });
  });
  document.getElementById('close').addEventListener('click', function () {
    tell({ type: 'dismiss' });
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') tell({ type: 'dismiss' });
  });
})();
