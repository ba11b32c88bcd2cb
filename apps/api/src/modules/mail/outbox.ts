import type { Queryable } from '../../db/database.js';
import { mails } from '../../observability/metrics.js';

/** One e-mail the api sends (password reset, account created, order confirmation …). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What kind of mail it is, e.g. 'password_reset', 'account_created'. */
  template: string;
  /** The store view whose language the mail is written in. */
  storeCode: string | null;
}

/**
 * Puts a mail into the outbox (email_outbox). Call it with the mutation's transaction: a failed
 * mutation sends nothing. After the commit, `kickMailDelivery(db)` (delivery.ts) sends it at once
 * when SMTP_URL is set; otherwise it stays readable at the dev mailbox (/dev/mailbox).
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO email_outbox (to_address, subject, html, text, template, store_code)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [mail.to, mail.subject, mail.html, mail.text, mail.template, mail.storeCode],
  );
  // Counted when the statement succeeded: a mutation that then rolls back over-counts by one.
  mails.inc({ state: 'queued' });
  return Number(row?.id);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export interface MailContent {
  subject: string;
  /** Opening line, e.g. "Hallo Anna,". */
  greeting: string;
  paragraphs: readonly string[];
  /** A call to action: a button in HTML, the bare url in the text part. */
  action?: { label: string; url: string };
  /** Closing lines after the action. */
  footer?: readonly string[];
}

/** The same content as a small HTML mail and its plain-text part; every value is escaped. */
export function renderMail(
  content: MailContent,
  language: string,
): { subject: string; html: string; text: string } {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  for (const line of content.footer ?? []) lines.push(line);
  const paragraphs = content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#1f5fbf;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const footer = (content.footer ?? []).map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(content.greeting)}</p>
${paragraphs}
${action}
${footer}
</body></html>`;
  return { subject: content.subject, html, text: `${lines.join('\n').trimEnd()}\n` };
}
