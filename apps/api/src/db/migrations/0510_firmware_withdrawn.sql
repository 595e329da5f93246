-- An operator withdraws a firmware image from the catalogue (npm run firmware -w apps/api -- withdraw,
-- docs/decisions/1510): the row stays, so the audit log's digests, the activities that cite its id and
-- a later look at what was once offered still find it, but lists, the newest applicable image and the
-- download skip it. Null while the image is offered.
ALTER TABLE firmware_images ADD COLUMN withdrawn_at timestamptz;
