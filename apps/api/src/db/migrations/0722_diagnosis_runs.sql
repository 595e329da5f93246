-- Full-diagnosis results kept on the server per bike (docs/decisions/1728-diagnosis-history-on-the-server.md);
-- the browser's fullDiagnosisInfoList stays the spec's seven-day cache.
CREATE TABLE diagnosis_runs (
  id serial PRIMARY KEY,
  vin text NOT NULL REFERENCES bikes(vin),
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  workspace_id integer REFERENCES workspaces(id) ON DELETE SET NULL,
  performed_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('pass', 'fail', 'skip')),
  health_score integer CHECK (health_score BETWEEN 0 AND 100),
  health_band text,
  -- [{stage, status, findings: [{key, vars, status}]}] as the full diagnosis reported them.
  stages jsonb NOT NULL,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX diagnosis_runs_vin_idx ON diagnosis_runs(vin, performed_at DESC);
-- One run is posted once, whatever retries the browser makes.
CREATE UNIQUE INDEX diagnosis_runs_once_idx ON diagnosis_runs(vin, workspace_id, performed_at);
