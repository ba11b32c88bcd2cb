import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiConfig } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { MailDispatcher, setMailDispatcher, smtpTransport } from './delivery.js';
import { escapeHtml } from './outbox.js';

export const MAILBOX_PATH = '/dev/mailbox';
const LIST_LIMIT = 100;

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  store_code: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * E-mail of the api: with SMTP_URL a worker that delivers the outbox (at start, after each
 * commit that kicks it, and every 30 s); and, with DEV_MAILBOX=true (never in production), the dev mailbox that
 * shows the outbox: `GET /dev/mailbox` (HTML list, newest first, `?to=` filters by recipient),
 * `GET /dev/mailbox/:id` (one mail: its text and its HTML) and `GET /dev/mailbox.json` (the list
 * with every field, for scripts and tests).
 */
export async function registerMailbox(
  app: FastifyInstance,
  options: { db: Queryable; config: Pick<ApiConfig, 'smtpUrl' | 'mailFrom' | 'devMailbox'> },
): Promise<void> {
  const { db, config } = options;
  if (config.smtpUrl) {
    const dispatcher = new MailDispatcher(db, smtpTransport(config.smtpUrl), config.mailFrom, app.log);
    setMailDispatcher(db, dispatcher);
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', async () => {
      setMailDispatcher(db, undefined);
      await dispatcher.stop();
    });
  }
  if (!config.devMailbox) return;
  app.addHook('onReady', async () => {
    app.log.info(`dev mailbox at ${MAILBOX_PATH} (shows every e-mail: DEV_MAILBOX=true)`);
  });

  app.get<{ Querystring: { to?: string } }>(MAILBOX_PATH, async (req, reply) => {
    const mails = await listMails(db, req.query.to);
    return html(reply, 'Dev mailbox', mailList(mails, req.query.to, Boolean(config.smtpUrl)));
  });
  app.get<{ Querystring: { to?: string } }>(`${MAILBOX_PATH}.json`, async (req, reply) => {
    const mails = await listMails(db, req.query.to);
    reply.header('cache-control', 'no-store');
    return {
      items: mails.map((mail) => ({
        id: mail.id,
        to: mail.to_address,
        subject: mail.subject,
        template: mail.template,
        store_code: mail.store_code,
        text: mail.text,
        html: mail.html,
        created_at: new Date(mail.created_at).toISOString(),
        sent_at: mail.sent_at ? new Date(mail.sent_at).toISOString() : null,
      })),
    };
  });
  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id`, async (req, reply) => {
    const id = Number(req.params.id);
    const [mail] = Number.isSafeInteger(id)
      ? await db.query<OutboxRow>('SELECT * FROM email_outbox WHERE id = $1', [id])
      : [];
    if (!mail)
      return html(reply.status(404), 'Not found', `<p>There is no mail ${escapeHtml(req.params.id)}.</p>`);
    return html(reply, mail.subject, mailPage(mail));
  });
}

function listMails(db: Queryable, to: string | undefined): Promise<OutboxRow[]> {
  const recipient = to?.trim().toLowerCase() || null;
  return db.query<OutboxRow>(
    `SELECT * FROM email_outbox WHERE ($1::text IS NULL OR lower(to_address) = $1)
      ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`,
    [recipient],
  );
}

function html(reply: FastifyReply, title: string, body: string): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'",
    )
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse}
td,th{border-bottom:1px solid #ddd;padding:.35rem .6rem;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}iframe{width:100%;height:32rem;border:1px solid #ccc}</style>
</head><body>${body}</body></html>`);
}

function status(mail: OutboxRow, smtp: boolean): string {
  if (mail.sent_at) return `sent ${new Date(mail.sent_at).toISOString()}`;
  if (!smtp) return 'outbox only (no SMTP_URL)';
  return mail.last_error ? `failed ${mail.attempts}×: ${mail.last_error}` : 'waiting';
}

function mailList(mails: readonly OutboxRow[], to: string | undefined, smtp: boolean): string {
  const rows = mails
    .map(
      (mail) => `<tr><td><a href="${MAILBOX_PATH}/${mail.id}">${mail.id}</a></td>
<td>${escapeHtml(new Date(mail.created_at).toISOString())}</td><td>${escapeHtml(mail.to_address)}</td>
<td><a href="${MAILBOX_PATH}/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.template)}</td>
<td>${escapeHtml(mail.store_code ?? '')}</td><td>${escapeHtml(status(mail, smtp))}</td></tr>`,
    )
    .join('\n');
  const filter = to ? ` to ${escapeHtml(to)}` : '';
  return `<h1>Dev mailbox${filter}</h1>
<p>The api's e-mails (newest ${LIST_LIMIT}). On with DEV_MAILBOX=true only.
<a href="${MAILBOX_PATH}.json${to ? `?to=${encodeURIComponent(to)}` : ''}">JSON</a></p>
<form method="get" action="${MAILBOX_PATH}"><input name="to" placeholder="recipient" value="${escapeHtml(to ?? '')}"> <button>Filter</button></form>
<table><thead><tr><th>#</th><th>created</th><th>to</th><th>subject</th><th>template</th><th>store</th><th>status</th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">No mails.</td></tr>'}</tbody></table>`;
}

function mailPage(mail: OutboxRow): string {
  return `<p><a href="${MAILBOX_PATH}">← all mails</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<table>
<tr><th>To</th><td>${escapeHtml(mail.to_address)}</td></tr>
<tr><th>Created</th><td>${escapeHtml(new Date(mail.created_at).toISOString())}</td></tr>
<tr><th>Template</th><td>${escapeHtml(mail.template)}</td></tr>
<tr><th>Store view</th><td>${escapeHtml(mail.store_code ?? '')}</td></tr>
</table>
<h2>Text</h2>
<pre id="text">${escapeHtml(mail.text)}</pre>
<h2>HTML</h2>
<iframe sandbox title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>`;
}
