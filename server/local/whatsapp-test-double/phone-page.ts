// GET /: the messages each phone received, newest phone first, as a small page a person (or a browser test) reads.
import type { ServerResponse } from 'node:http';
import type { MessageLog } from './message-log.js';

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
