/**
 * The HTML part of an email, made from its plain text (the outbox keeps only the text, which the
 * desk shows and every client can read). Paragraphs stay paragraphs, line breaks stay breaks, and
 * web addresses become links a phone can tap. Everything else is escaped: the text carries what
 * members and visitors typed (booking notes, inquiry messages), which must never become markup in
 * a member's or the staff's inbox.
 */

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// A sentence's closing punctuation after an address is not part of it.
const TRAILING = /[.,;:!?)]+$/;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** One line, escaped, with its web addresses as links. */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const at = match.index ?? 0;
    html += `${escapeHtml(line.slice(last, at))}<a href="${escapeHtml(url)}" style="color:#1f5f3a">${escapeHtml(url)}</a>`;
    last = at + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

export function htmlOfText(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => block.split('\n').map((line) => lineHtml(line.trim())))
    .map((lines) => `<p style="margin:0 0 16px">${lines.join('<br>')}</p>`);
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;background:#f6f5f1">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;',
    'font:15px/1.5 -apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1c1c1c">',
    ...paragraphs,
    '</div></body></html>',
  ].join('\n');
}
