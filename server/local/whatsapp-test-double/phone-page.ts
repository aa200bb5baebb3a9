// GET /: the messages each phone received, newest phone first, as a small page a person (or a browser test) reads,
// with a form that sends the shop a reply from any number (POST /reply: "STOP", "START").
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route } from './http.js';
import type { MessageLog } from './message-log.js';
import type { StatusWebhooks } from './status-webhooks.js';

export const PHONE_PAGE_TITLE = 'WhatsApp test double: messages received';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderPhonePage(log: MessageLog): string {
  const phones = [...log.byPhone()].reverse();
  const sections = phones.map(
    ([phone, messages]) => `<section data-phone="+${escapeHtml(phone)}">
<h2>+${escapeHtml(phone)}</h2>
<ol>${messages
      .map(
        (m) => `<li data-template="${escapeHtml(m.template)}" data-status="${m.status}">
<strong>${escapeHtml(m.template)}</strong> <span lang="${escapeHtml(m.language)}">(${escapeHtml(m.language)})</span>
<span class="status">${m.status}</span> <time>${m.receivedAt}</time>
<ul>${m.parameters.map((p, i) => `<li>{{${i + 1}}} ${escapeHtml(p)}</li>`).join('')}</ul></li>`,
      )
      .join('\n')}</ol>
</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PHONE_PAGE_TITLE}</title>
<style>body{font:15px system-ui,sans-serif;margin:1rem;max-width:50rem}section{border:1px solid #ccc;border-radius:8px;
padding:0 1rem;margin:1rem 0}li{margin:.5rem 0}.status{color:#075e54;font-weight:600}</style></head>
<body><h1>${PHONE_PAGE_TITLE}</h1>
<p>Offline and local: nothing here reached a real phone. ${log.all().length} message(s).</p>
<form method="post" action="/reply"><fieldset><legend>Reply to the shop from a phone</legend>
<label>From <input name="from" value="+91" required pattern="\\+?[0-9]{8,15}"></label>
<label>Text <input name="text" value="STOP" required maxlength="200"></label>
<button type="submit">Send to the shop</button></fieldset></form>
${sections.length === 0 ? '<p>No messages yet.</p>' : sections.join('\n')}
</body></html>`;
}

export function sendPhonePage(res: ServerResponse, log: MessageLog): void {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(renderPhonePage(log));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

/** POST /reply: the page's form; sends the reply and shows the shop's answer. */
export function replyRoute(webhooks: StatusWebhooks): Route {
  return {
    method: 'POST',
    path: /^\/reply\/?$/,
    handle: async ({ req, res }) => {
      const form = await readForm(req);
      const from = (form.get('from') ?? '').replace(/[\s-]/g, '');
      const text = (form.get('text') ?? '').slice(0, 200);
      const valid = /^\+?\d{8,15}$/.test(from);
      const outcome = valid ? await webhooks.inbound(from, text) : null;
      const said = valid
        ? `The shop answered ${outcome?.httpStatus ?? 'nothing'}: ${escapeHtml(outcome?.answer ?? '')}`
        : 'Enter a phone number with its country code, e.g. +919876543210.';
      res.writeHead(valid ? 200 : 400, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'",
      });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reply sent</title></head>
<body><p>${said}</p><p><a href="/">Back to the messages</a></p></body></html>`);
    },
  };
}
