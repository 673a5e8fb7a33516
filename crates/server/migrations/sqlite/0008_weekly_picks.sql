-- Premium members' weekly picks by e-mail: one row per member who ever turned them on. Turning
-- them off keeps the row (and its unsubscribe token, so every link already mailed keeps working).
-- `last_sent_at` moves only when a mail went out; `last_sent_titles` holds the catalog keys of
-- that mail's picks (a JSON array), left out of the next one so nothing repeats week to week.
CREATE TABLE weekly_picks (
    user_id           TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    enabled           INTEGER NOT NULL,
    unsubscribe_token TEXT NOT NULL,
    last_sent_at      TEXT,
    last_sent_titles  TEXT NOT NULL DEFAULT '[]',
    updated_at        TEXT NOT NULL
);
CREATE INDEX weekly_picks_due ON weekly_picks (enabled, last_sent_at);
