-- Payment events already handled, so a retried or replayed webhook is applied once, and the
-- `created` time of the newest applied event per member, so an older event arriving late
-- (Stripe does not guarantee order) cannot undo a newer one.
CREATE TABLE billing_events (
    event_id     TEXT PRIMARY KEY,
    user_id      UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    event_type   TEXT NOT NULL,
    -- The event's own `created` time in Unix seconds (the provider's precision), not when it
    -- arrived.
    event_at     BIGINT NOT NULL,
    -- FALSE when the event was recorded but ignored because a newer one had already been applied.
    applied      BOOLEAN NOT NULL,
    received_at  TIMESTAMPTZ NOT NULL
);

CREATE INDEX billing_events_user_applied ON billing_events (user_id, applied, event_at);
