-- Premium members' weekly picks by e-mail: one row per member who ever turned them on. Turning
-- them off keeps the row (and its unsubscribe token, so every link already mailed keeps working).
-- `last_sent_at` moves only when a mail went out; `last_sent_titles` holds the catalog keys of
-- that mail's picks, left out of the next one so nothing repeats week to week.
CREATE TABLE weekly_picks (
    user_id           UUID PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    enabled           BOOLEAN NOT NULL,
    unsubscribe_token TEXT NOT NULL,
    last_sent_at      TIMESTAMPTZ,
    last_sent_titles  JSONB NOT NULL DEFAULT '[]',
    updated_at        TIMESTAMPTZ NOT NULL
);
CREATE INDEX weekly_picks_due ON weekly_picks (enabled, last_sent_at);
