-- Customers and sessions: e-mail delivery over SMTP.

-- Delivery claims unsent mails by stamping the attempt, so that several api processes never send
-- one mail twice and a failing mail is retried only after a pause (src/modules/mail/delivery.ts).
ALTER TABLE email_outbox ADD COLUMN last_attempt_at timestamptz;
