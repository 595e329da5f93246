-- A case that cites a workspace keeps the workspace as it was when the case was (re)submitted, so
-- the reviewing service center sees what the dealer saw, even after later reloads.
ALTER TABLE cases ADD COLUMN workspace_snapshot jsonb;
