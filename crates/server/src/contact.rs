//! The contact form, beyond the spec's simulated send: each message is checked, stored, then
//! mailed to the operator (`BINGEABLE_CONTACT_TO`) through the accounts' mail path. Storing comes
//! first, so a mail-server outage loses nothing; the mail goes out in the background.
//!
//! Limits keep the form from being a spam relay: a few messages an hour per client address, and
//! bounded field sizes. Line breaks are refused in the name and address, which end up in the
//! mail's headers (Reply-To, Subject), so no field can add a header of its own.

use std::net::IpAddr;
use std::str::FromStr;
use std::sync::Arc;

use anyhow::Context;
use chrono::Utc;
use uuid::Uuid;

use crate::accounts::{AccountError, Action, RateLimits};
use crate::config::ContactConfig;
use crate::error::AppError;
use crate::mail::{ContactMail, Mailer};
use crate::store::{ContactMessage, Store, StoreError};

pub const MIN_NAME_CHARS: usize = 2;
pub const MAX_NAME_CHARS: usize = 100;
pub const MAX_EMAIL_CHARS: usize = 254;
pub const MIN_MESSAGE_CHARS: usize = 10;
pub const MAX_MESSAGE_CHARS: usize = 5_000;

#[derive(Debug, thiserror::Error)]
pub enum ContactError {
    #[error("{0}")]
    Invalid(String),
    #[error("Too many messages. Please wait a while and try again.")]
    RateLimited { retry_after_secs: u64 },
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<ContactError> for AppError {
    fn from(err: ContactError) -> AppError {
        let message = err.to_string();
        match err {
            ContactError::Invalid(_) => AppError::Validation(message),
            ContactError::RateLimited { retry_after_secs } => AppError::TooManyRequests {
                message,
                code: "over_rate_limit",
                retry_after_secs,
            },
            ContactError::Store(e) => AppError::Store(e),
            ContactError::Internal(e) => AppError::Internal(e),
        }
    }
}

/// What the visitor typed, untrimmed.
#[derive(Debug)]
pub struct ContactForm {
    pub name: String,
    pub email: String,
    pub message: String,
}

pub struct Contact {
    store: Arc<dyn Store>,
    mailer: Arc<Mailer>,
    to: String,
    limits: RateLimits,
}

impl Contact {
    /// Fails when `BINGEABLE_CONTACT_TO` is not an e-mail address, so a typo stops start-up
    /// instead of every message.
    pub fn new(
        store: Arc<dyn Store>,
        mailer: Arc<Mailer>,
        config: &ContactConfig,
    ) -> anyhow::Result<Contact> {
        lettre::Address::from_str(config.to.trim()).with_context(|| {
            format!(
                "BINGEABLE_CONTACT_TO '{}' is not an e-mail address",
                config.to
            )
        })?;
        Ok(Contact {
            store,
            mailer,
            to: config.to.trim().to_string(),
            limits: RateLimits::per_hour(config.messages_per_hour),
        })
    }

    /// Checks, stores and mails one message; returns its id.
    pub async fn send(&self, ip: Option<IpAddr>, form: ContactForm) -> Result<Uuid, ContactError> {
        // Checking first: a malformed request spends no budget, a well-formed flood does.
        let message = validate(form)?;
        self.limits
            .check(Action::Contact, ip, None)
            .map_err(|err| match err {
                AccountError::RateLimited { retry_after_secs } => {
                    ContactError::RateLimited { retry_after_secs }
                }
                other => ContactError::Internal(anyhow::anyhow!("{other}")),
            })?;
        let stored = ContactMessage {
            id: Uuid::new_v4(),
            name: message.name,
            email: message.email,
            message: message.message,
            client_ip: ip.map(|ip| ip.to_string()),
            created_at: Utc::now(),
        };
        self.store.save_contact_message(&stored).await?;
        let id = stored.id.to_string();
        self.mailer.send_contact(
            &self.to,
            ContactMail {
                name: &stored.name,
                email: &stored.email,
                message: &stored.message,
                id: &id,
            },
        )?;
        Ok(stored.id)
    }
}

/// Trimmed fields within their bounds (the SPA's rules, plus upper limits), or the first problem.
pub fn validate(form: ContactForm) -> Result<ContactForm, ContactError> {
    let invalid = |text: &str| Err(ContactError::Invalid(text.to_string()));
    let name = form.name.trim();
    let email = form.email.trim();
    let message = form.message.trim();
    if has_line_break(name) || has_line_break(email) {
        return invalid("Name and email must be on one line");
    }
    let name_chars = name.chars().count();
    if name_chars < MIN_NAME_CHARS {
        return invalid("Name must be at least 2 characters");
    }
    if name_chars > MAX_NAME_CHARS {
        return invalid("Name must be at most 100 characters");
    }
    let email_ok = email.chars().count() <= MAX_EMAIL_CHARS
        && lettre::Address::from_str(email).is_ok_and(|a| a.domain().contains('.'));
    if !email_ok {
        return invalid("Please enter a valid email address");
    }
    let message_chars = message.chars().count();
    if message_chars < MIN_MESSAGE_CHARS {
        return invalid("Message must be at least 10 characters");
    }
    if message_chars > MAX_MESSAGE_CHARS {
        return invalid("Message must be at most 5000 characters");
    }
    if name.chars().any(char::is_control) || email.chars().any(char::is_control) {
        return invalid("Name and email must not hold control characters");
    }
    Ok(ContactForm {
        name: name.to_string(),
        email: email.to_string(),
        message: message.to_string(),
    })
}

/// Any character that ends a header line, including the Unicode line separators some mail
/// libraries fold into one.
fn has_line_break(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(c, '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(name: &str, email: &str, message: &str) -> ContactForm {
        ContactForm {
            name: name.into(),
            email: email.into(),
            message: message.into(),
        }
    }

    fn error(f: ContactForm) -> String {
        match validate(f) {
            Err(e) => e.to_string(),
            Ok(_) => "ok".into(),
        }
    }

    #[test]
    fn trims_and_accepts_a_good_message() {
        let ok =
            validate(form(" Ada ", " ada@example.com ", " Hello there, team! ")).expect("valid");
        assert_eq!(
            (ok.name.as_str(), ok.email.as_str()),
            ("Ada", "ada@example.com")
        );
        assert_eq!(ok.message, "Hello there, team!");
    }

    #[test]
    fn refuses_what_could_add_a_mail_header() {
        for (name, email) in [
            ("Ada\r\nBcc: x@y.io", "ada@example.com"),
            ("Ada", "ada@example.com\nBcc: x@y.io"),
            ("Ada\u{2028}Bcc", "ada@example.com"),
        ] {
            assert_eq!(
                error(form(name, email, "Hello there, team!")),
                "Name and email must be on one line"
            );
        }
        assert!(
            error(form("Ada\u{7}", "ada@example.com", "Hello there, team!"))
                .contains("control characters")
        );
        // A line break inside the message is just a paragraph.
        assert_eq!(
            error(form("Ada", "ada@example.com", "Hello\r\nthere, team!")),
            "ok"
        );
    }

    #[test]
    fn bounds_every_field() {
        let long = |n: usize| "a".repeat(n);
        assert!(error(form("A", "a@b.io", "Hello there!")).starts_with("Name must be at least"));
        assert!(
            error(form(&long(101), "a@b.io", "Hello there!")).starts_with("Name must be at most")
        );
        assert_eq!(
            error(form("Ada", "not-an-address", "Hello there!")),
            "Please enter a valid email address"
        );
        assert_eq!(
            error(form("Ada", "a@localhost", "Hello there!")),
            "Please enter a valid email address"
        );
        let huge_address = format!("{}@example.com", long(250));
        assert_eq!(
            error(form("Ada", &huge_address, "Hello there!")),
            "Please enter a valid email address"
        );
        assert!(error(form("Ada", "a@b.io", "short")).starts_with("Message must be at least"));
        assert!(error(form("Ada", "a@b.io", &long(5_001))).starts_with("Message must be at most"));
        assert_eq!(error(form("Ada", "a@b.io", &long(5_000))), "ok");
    }
}
