import nodemailer from 'nodemailer';
import type { Queryable } from '../../db/database.js';
import { mails } from '../../observability/metrics.js';

/** What sends a message: nodemailer's SMTP transport, or a fake in tests. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
  close?(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

export const DELIVERY = {
  /** Mails claimed per round. */
  batch: 20,
  maxAttempts: 5,
  /** Pause before a failed mail is tried again. */
  retryAfterSeconds: 300,
  /** Older unsent mails are left alone (e.g. mails of a time without SMTP_URL). */
  maxAgeHours: 24,
  /** How often the worker looks for unsent mails besides the kicks after each commit. */
  intervalMs: 30_000,
} as const;

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Sends the unsent mails of the outbox over `transport` until none is left. Each round claims a
 * batch by stamping the attempt (SKIP LOCKED: several api processes never send one mail twice),
 * then sends it outside any transaction and records `sent_at`, or the error for a later retry.
 */
export async function deliverPendingMail(
  db: Queryable,
  transport: MailTransport,
  from: string,
  onError: (error: Error, mailId: number) => void = () => {},
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await db.query<ClaimedMail>(
      `UPDATE email_outbox SET attempts = attempts + 1, last_attempt_at = now()
        WHERE id IN (
          SELECT id FROM email_outbox
           WHERE sent_at IS NULL AND attempts < $1
             AND created_at > now() - make_interval(hours => $2)
             AND (last_attempt_at IS NULL OR last_attempt_at < now() - make_interval(secs => $3))
           ORDER BY id LIMIT $4
           FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, html, text`,
      [DELIVERY.maxAttempts, DELIVERY.maxAgeHours, DELIVERY.retryAfterSeconds, DELIVERY.batch],
    );
    if (batch.length === 0) return { sent, failed };
    for (const mail of batch.sort((a, b) => a.id - b.id)) {
      try {
        await transport.sendMail({
          from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db.query('UPDATE email_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [mail.id]);
        sent++;
        mails.inc({ state: 'sent' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.query('UPDATE email_outbox SET last_error = $2 WHERE id = $1', [
          mail.id,
          message.slice(0, 1000),
        ]);
        onError(error instanceof Error ? error : new Error(message), mail.id);
        failed++;
        mails.inc({ state: 'failed' });
      }
    }
  }
}

/** Runs deliveries one at a time: a kick during a run asks for one more run after it. */
export class MailDispatcher {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: { error(details: object, message: string): void },
  ) {}

  /** Starts a delivery now (or right after the current one); never throws. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await deliverPendingMail(this.db, this.transport, this.from, (error, mailId) =>
            this.log.error({ err: error, mailId }, 'mail delivery failed'),
          );
        } catch (error) {
          this.log.error({ err: error }, 'mail delivery failed');
        }
      } while (this.again);
      this.running = undefined;
    })();
    return this.running;
  }

  start(intervalMs: number = DELIVERY.intervalMs): void {
    this.timer ??= setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close?.();
  }
}

const dispatchers = new WeakMap<object, MailDispatcher>();

/** Registers the dispatcher of a database (one per api process and database). */
export function setMailDispatcher(db: object, dispatcher: MailDispatcher | undefined): void {
  if (dispatcher) dispatchers.set(db, dispatcher);
  else dispatchers.delete(db);
}

/**
 * Call after a transaction that enqueued mails has committed: sends them at once when SMTP is
 * configured; without SMTP_URL they stay in the outbox (dev mailbox).
 */
export function kickMailDelivery(db: object): void {
  void dispatchers.get(db)?.kick();
}
