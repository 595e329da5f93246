-- The API processes running on this database, each with a heartbeat (modules/blob/blob-store-peers.ts):
-- a process that finds another one with a blob store it cannot see warns at start (decision 2602).
CREATE TABLE api_processes (
  id uuid PRIMARY KEY,
  host text NOT NULL,
  pid integer NOT NULL,
  -- 'local' (BLOB_DIR) or 's3:<endpoint>/<bucket>'
  blob_store text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
