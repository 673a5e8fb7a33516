//! Outgoing e-mail: through SMTP when `SMTP_URL` is set, otherwise written as `.eml` files to the
//! outbox folder with the link logged, so `make run` needs no mail server.
//!
//! Messages are sent on a task of their own so a slow mail server never holds up the answer; a
//! failure is logged as an error with the recipient, never dropped silently.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context;
use lettre::message::header::ContentType;
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::MailConfig;

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
