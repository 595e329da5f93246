-- A live-data recording attached to a service report or a warranty claim
-- (docs/decisions/1776-live-data-recordings-on-reports-and-claims.md): at most one per row, a bounded
-- JSON {started_at, channels: [{name, unit, samples: [[t_ms, value], …]}]} the API validates.
ALTER TABLE service_reports ADD COLUMN recording jsonb;
ALTER TABLE claims ADD COLUMN recording jsonb;
