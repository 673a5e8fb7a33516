-- Browser monitoring events (POST /api/rum) and the server's own record of each recommendation
-- request, both read by the operator's view and deleted after the retention period.
CREATE TABLE rum_events (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    occurred_at TEXT NOT NULL,
    session_id  TEXT NOT NULL,
    event_type  TEXT NOT NULL,
    page        TEXT NOT NULL,
    name        TEXT NOT NULL,
    action      TEXT,
    value       REAL,
    rating      TEXT,
    message     TEXT
);
CREATE INDEX rum_events_received_at ON rum_events (received_at);

CREATE TABLE recommendation_requests (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    at                TEXT NOT NULL,
    mode              TEXT NOT NULL,
    latency_ms        REAL NOT NULL,
    inputs            INTEGER NOT NULL,
    unresolved_titles TEXT NOT NULL
);
CREATE INDEX recommendation_requests_at ON recommendation_requests (at);
