-- Messages sent through the contact form. Kept even when the e-mail to the operator fails, so no
-- message is lost to a mail-server outage.
CREATE TABLE contact_messages (
    id          TEXT PRIMARY KEY NOT NULL,
    name        TEXT NOT NULL,
    email       TEXT NOT NULL,
    message     TEXT NOT NULL,
    -- The sender's address, for abuse reports; NULL when unknown.
    client_ip   TEXT,
    created_at  TEXT NOT NULL
);

CREATE INDEX contact_messages_created ON contact_messages (created_at);
