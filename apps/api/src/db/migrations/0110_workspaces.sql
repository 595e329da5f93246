-- Workspaces: one technician's service session on one bike at one shop, with its session tokens,
-- the tasks the task engine raised from what the bridge read, and the activities performed.

CREATE TABLE workspaces (
  id serial PRIMARY KEY,
  bike_id integer NOT NULL REFERENCES bikes(id),
  vin text NOT NULL,
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Last time the bridge delivered a reading (task reload).
  connected_at timestamptz,
  health_score integer CHECK (health_score BETWEEN 0 AND 100),
  -- The last reading as delivered by the bridge (components, error codes, digests, sensors).
  last_reading jsonb,
  -- Module ids seen on the bus at the last reading, for the suggest lookup.
  mids text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX workspaces_bike_idx ON workspaces(bike_id, created_at DESC);
CREATE INDEX workspaces_shop_idx ON workspaces(bike_shop_id, created_at DESC);

CREATE TABLE workspace_sessions (
  id uuid PRIMARY KEY,
  workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX workspace_sessions_ws_idx ON workspace_sessions(workspace_id);

CREATE TABLE workspace_tasks (
  id serial PRIMARY KEY,
  workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  bike_id integer NOT NULL REFERENCES bikes(id),
  task_type text NOT NULL,
  level text NOT NULL CHECK (level IN ('critical', 'warning')),
  rule_type text NOT NULL CHECK (rule_type IN ('normal', 'sensor', 'parameter')),
  part_type text,
  -- Stable identity of the cause (task type + component + detail): reloads match on it.
  cause_key text NOT NULL,
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'completed', 'removed')),
  detail jsonb NOT NULL DEFAULT '{}',
  score_penalty integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  removed_at timestamptz,
  removed_by uuid REFERENCES users(id),
  UNIQUE (workspace_id, cause_key)
);
CREATE INDEX workspace_tasks_bike_idx ON workspace_tasks(bike_id, updated_at);

CREATE TABLE workspace_activities (
  id serial PRIMARY KEY,
  workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  bike_id integer NOT NULL REFERENCES bikes(id),
  kind text NOT NULL,
  part_type text,
  payload jsonb NOT NULL DEFAULT '{}',
  result jsonb NOT NULL DEFAULT '{}',
  success boolean NOT NULL DEFAULT true,
  comment text NOT NULL DEFAULT '',
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workspace_activities_ws_idx ON workspace_activities(workspace_id, created_at);
CREATE INDEX workspace_activities_bike_idx ON workspace_activities(bike_id, created_at);

-- Comment history of an activity (the activity row holds the current comment).
CREATE TABLE workspace_activity_comments (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES workspace_activities(id) ON DELETE CASCADE,
  body text NOT NULL,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workspace_activity_comments_idx ON workspace_activity_comments(activity_id);

CREATE TABLE workspace_task_comments (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES workspace_tasks(id) ON DELETE CASCADE,
  body text NOT NULL,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workspace_task_comments_idx ON workspace_task_comments(task_id);

CREATE TABLE workspace_task_activities (
  task_id integer NOT NULL REFERENCES workspace_tasks(id) ON DELETE CASCADE,
  activity_id integer NOT NULL REFERENCES workspace_activities(id) ON DELETE CASCADE,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (task_id, activity_id)
);
