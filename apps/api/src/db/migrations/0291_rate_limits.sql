-- Rate-limit counters shared by every API process (used when REDIS_URL is not set): one row per key
-- (limit name + address or account), reset when its window has passed.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits(window_ends);
