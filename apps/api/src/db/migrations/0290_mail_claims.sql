-- Exactly-once mail delivery with several API processes: a worker claims due mails with a lease
-- (FOR UPDATE SKIP LOCKED, so two workers never take the same row); a failed attempt is retried
-- after an exponential back-off.
ALTER TABLE mail_outbox ADD COLUMN locked_until timestamptz;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
DROP INDEX mail_outbox_pending_idx;
CREATE INDEX mail_outbox_due_idx ON mail_outbox(next_attempt_at) WHERE status = 'pending';
