//! Outgoing e-mail: through SMTP when `SMTP_URL` is set, otherwise written as `.eml` files to the
//! outbox folder with the link logged, so `make run` needs no mail server.
//!
//! Messages are sent on a task of their own so a slow mail server never holds up the answer; a
//! failure is logged as an error with the recipient, never dropped silently.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::MailConfig;
use crate::links::encode;
use crate::markup::escape;

const PRODUCT: &str = "Bingeable";

pub struct Mailer {
    transport: Transport,
    from: Mailbox,
    /// `BINGEABLE_PUBLIC_URL` without a trailing slash: where links in mails point.
    public_url: String,
}

enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Outbox {
        dir: PathBuf,
        files: AsyncFileTransport<Tokio1Executor>,
    },
}

/// One message: plain text, plus an HTML part for the mails we design ourselves.
struct Mail {
    to: String,
    /// Where a reply goes, when not to our own sender address.
    reply_to: Option<Mailbox>,
    subject: String,
    text: String,
    html: Option<String>,
    /// Logged with the outbox file, so a developer can follow it without opening the file.
    link: Option<String>,
    /// RFC 8058 one-click unsubscribe: the URL a mail client POSTs to, for mails people subscribed to.
    one_click_unsubscribe: Option<String>,
}

/// One pick of a weekly mail, as its card shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeeklyPick {
    /// The name the cards use (`catalog::display_name`).
    pub name: String,
    /// The catalog key: the show page's `?id=`, unambiguous where a name is not.
    pub key: String,
    /// "TV show" or "Film".
    pub kind: &'static str,
    /// The platforms it streams on, joined ("Netflix, Hulu"); empty when the catalog knows none.
    pub where_to_watch: String,
    /// The engine's reason for the pick.
    pub reason: String,
}

/// A contact-form message on its way to the operator. Its fields were checked already: no line
/// breaks in the name or address, so nothing here can add a header.
pub struct ContactMail<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub message: &'a str,
    pub id: &'a str,
}

impl Mailer {
    pub fn from_config(config: &MailConfig, public_url: &str) -> anyhow::Result<Mailer> {
        let from: Mailbox = config
            .from
            .parse()
            .with_context(|| format!("BINGEABLE_MAIL_FROM '{}' is not a mailbox", config.from))?;
        let transport = match &config.smtp_url {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose())
                    // The URL may hold a password: never put it in the error.
                    .map_err(|e| anyhow::anyhow!("SMTP_URL is not a valid SMTP URL: {e}"))?
                    .build(),
            ),
            None => {
                std::fs::create_dir_all(&config.outbox_dir).with_context(|| {
                    format!("creating the outbox {}", config.outbox_dir.display())
                })?;
                Transport::Outbox {
                    dir: config.outbox_dir.clone(),
                    files: AsyncFileTransport::<Tokio1Executor>::new(&config.outbox_dir),
                }
            }
        };
        Ok(Mailer {
            transport,
            from,
            public_url: public_url.trim_end_matches('/').to_string(),
        })
    }

    /// Where a confirmation link lands: the SPA's `/auth/verify`, which posts the token back.
    pub fn confirmation_link(&self, token: &str) -> String {
        format!(
            "{}/auth/verify?token_hash={token}&type=email",
            self.public_url
        )
    }

    /// A title's show page, as the SPA links it (`showPageUrl`): the name for people, the key to
    /// be unambiguous.
    pub fn show_page_link(&self, name: &str, key: &str) -> String {
        format!(
            "{}/show/{}?id={}",
            self.public_url,
            encode(name),
            encode(key)
        )
    }

    /// Where a weekly mail's unsubscribe link lands: the SPA's page, which posts the same query to
    /// [`Mailer::one_click_unsubscribe_link`] (opening a link must never unsubscribe by itself:
    /// mail scanners open links).
    pub fn unsubscribe_link(&self, member: uuid::Uuid, token: &str) -> String {
        format!(
            "{}/weekly-picks/unsubscribe?member={member}&token={token}",
            self.public_url
        )
    }

    /// The API call that unsubscribes: the target of RFC 8058's one-click POST and of the SPA page.
    pub fn one_click_unsubscribe_link(&self, member: uuid::Uuid, token: &str) -> String {
        format!(
            "{}/api/weekly-picks/unsubscribe?member={member}&token={token}",
            self.public_url
        )
    }

    /// Sends a member's weekly picks and waits for the outcome, so the caller records a mail as
    /// sent only once it went out. Plain text and HTML, with the unsubscribe link in both and in
    /// the `List-Unsubscribe` headers.
    pub async fn send_weekly_picks(
        &self,
        to: &str,
        member: uuid::Uuid,
        token: &str,
        picks: &[WeeklyPick],
    ) -> anyhow::Result<()> {
        let unsubscribe = self.unsubscribe_link(member, token);
        let mut text = format!("Your {PRODUCT} picks for this week, from your favorites:\n\n");
        let mut items = String::new();
        for (n, pick) in picks.iter().enumerate() {
            let link = self.show_page_link(&pick.name, &pick.key);
            let platforms = where_to_watch(&pick.where_to_watch);
            text.push_str(&format!(
                "{}. {} ({}), {platforms}\n   {}\n   {link}\n\n",
                n + 1,
                pick.name,
                pick.kind,
                pick.reason
            ));
            items.push_str(&format!(
                "<li style=\"margin-bottom:1em\"><a href=\"{}\"><strong>{}</strong></a> \
                 ({}), {}<br>{}</li>",
                escape(&link),
                escape(&pick.name),
                pick.kind,
                escape(&platforms),
                escape(&pick.reason)
            ));
        }
        text.push_str(&format!(
            "You get this mail because you turned on weekly picks on your {PRODUCT} profile. \
             To stop them, open:\n{unsubscribe}\n"
        ));
        let html = format!(
            "<!doctype html><html><body style=\"font-family:sans-serif\">\
             <h1>Your {PRODUCT} picks for this week</h1>\
             <p>Chosen from your favorites:</p><ol>{items}</ol>\
             <p style=\"color:#555\">You get this mail because you turned on weekly picks on \
             your {PRODUCT} profile. <a href=\"{}\">Unsubscribe</a></p></body></html>",
            escape(&unsubscribe)
        );
        let mail = Mail {
            to: to.to_string(),
            reply_to: None,
            subject: format!("Your {PRODUCT} picks for this week"),
            text,
            html: Some(html),
            link: Some(unsubscribe),
            one_click_unsubscribe: Some(self.one_click_unsubscribe_link(member, token)),
        };
        self.send(&mail).await
    }

    /// Sends the sign-up confirmation in the background.
    pub fn send_confirmation(self: &Arc<Self>, to: &str, token: &str) {
        let link = self.confirmation_link(token);
        let mail = Mail {
            to: to.to_string(),
            subject: format!("Confirm your {PRODUCT} account"),
            text: format!(
                "Welcome to {PRODUCT}!\n\nPlease confirm your e-mail address by opening this \
                 link:\n\n{link}\n\nThe link works for 24 hours. If you did not sign up for \
                 {PRODUCT}, you can ignore this message.\n"
            ),
            html: Some(format!(
                "<!doctype html><html><body style=\"font-family:sans-serif\">\
                 <h1>Welcome to {PRODUCT}!</h1>\
                 <p>Please confirm your e-mail address:</p>\
                 <p><a href=\"{link}\">Confirm my e-mail address</a></p>\
                 <p>The link works for 24 hours. If you did not sign up for {PRODUCT}, you can \
                 ignore this message.</p></body></html>"
            )),
            link: Some(link),
            reply_to: None,
            one_click_unsubscribe: None,
        };
        self.send_in_background(mail);
    }

    /// Sends a contact-form message to `to` in the background, replying to the sender. Plain text
    /// only: the visitor's words are never rendered as HTML in the operator's mail client.
    pub fn send_contact(
        self: &Arc<Self>,
        to: &str,
        contact: ContactMail<'_>,
    ) -> anyhow::Result<()> {
        let reply_to = Mailbox::new(
            Some(contact.name.to_string()),
            contact.email.parse().context("sender address")?,
        );
        let mail = Mail {
            to: to.to_string(),
            reply_to: Some(reply_to),
            subject: format!("{PRODUCT} contact form: message from {}", contact.name),
            text: format!(
                "From: {} <{}>\nMessage id: {}\n\n{}\n",
                contact.name, contact.email, contact.id, contact.message
            ),
            html: None,
            link: None,
            one_click_unsubscribe: None,
        };
        self.send_in_background(mail);
        Ok(())
    }

    fn send_in_background(self: &Arc<Self>, mail: Mail) {
        let mailer = Arc::clone(self);
        tokio::spawn(async move {
            if let Err(err) = mailer.send(&mail).await {
                tracing::error!(to = %mail.to, subject = %mail.subject, error = %format!("{err:#}"), "e-mail not sent");
            }
        });
    }

    async fn send(&self, mail: &Mail) -> anyhow::Result<()> {
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(mail.to.parse().context("recipient address")?)
            .subject(&mail.subject);
        if let Some(reply_to) = &mail.reply_to {
            builder = builder.reply_to(reply_to.clone());
        }
        if let Some(url) = &mail.one_click_unsubscribe {
            // RFC 8058: a mail client offers "Unsubscribe" and POSTs `List-Unsubscribe=One-Click`
            // to the URL itself, without opening anything.
            builder = builder
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe"),
                    format!("<{url}>"),
                ))
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".to_string(),
                ));
        }
        let text = SinglePart::builder()
            .header(ContentType::TEXT_PLAIN)
            .body(mail.text.clone());
        let message = match &mail.html {
            Some(html) => builder.multipart(
                MultiPart::alternative().singlepart(text).singlepart(
                    SinglePart::builder()
                        .header(ContentType::TEXT_HTML)
                        .body(html.clone()),
                ),
            ),
            None => builder.singlepart(text),
        }
        .context("building the message")?;
        match &self.transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await.context("SMTP")?;
                tracing::info!(to = %mail.to, subject = %mail.subject, "e-mail sent");
            }
            Transport::Outbox { dir, files } => {
                let id = files.send(message).await.context("writing to the outbox")?;
                tracing::info!(
                    to = %mail.to,
                    file = %dir.join(format!("{id}.eml")).display(),
                    link = mail.link.as_deref().unwrap_or(""),
                    "e-mail written to the outbox (SMTP_URL is not set)"
                );
            }
        }
        Ok(())
    }
}

/// "on Netflix, Hulu", or what to do when the catalog knows no platform.
fn where_to_watch(platforms: &str) -> String {
    if platforms.is_empty() {
        "not on a tracked streaming service".to_string()
    } else {
        format!("on {platforms}")
    }
}
