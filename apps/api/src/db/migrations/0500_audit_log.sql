-- Audit log: every change of an account, permission, shop, case, claim, order, firmware catalogue
-- entry and every bike write, recorded once in the transaction of the change (recordAudit()).
-- The row keeps who, when, what and digests of the state before and after (SHA-256 of canonical
-- JSON) with the names of the fields that changed, never the values themselves: the log proves
-- what happened without becoming a second copy of personal data.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_role text,
  subject text NOT NULL,
  subject_id text NOT NULL,
  action text NOT NULL,
  region_id integer REFERENCES regions(id),
  before_digest text,
  after_digest text,
  changed_fields text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_region_at_idx ON audit_log(region_id, at DESC, id DESC);
CREATE INDEX audit_log_subject_idx ON audit_log(subject, subject_id);
