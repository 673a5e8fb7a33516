//! The run's accounts, made the way people make them: sign up, follow the link of the confirmation
//! mail (read from the server's outbox folder), sign in.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use serde_json::{json, Value};

use crate::server::Server;

pub const PASSWORD: &str = "load test password";
const MAIL_LIMIT: Duration = Duration::from_secs(60);

#[derive(Debug, Clone)]
pub struct Member {
    pub email: String,
    pub user_id: String,
    pub access: String,
}

/// `count` confirmed, signed-in members.
pub async fn prepare(server: &Server, count: usize) -> anyhow::Result<Vec<Member>> {
    let client = reqwest::Client::new();
    let run = uuid::Uuid::new_v4().simple().to_string();
    let emails: Vec<String> = (0..count)
        .map(|n| format!("load{n}-{}@example.com", &run[..8]))
        .collect();
    for (n, email) in emails.iter().enumerate() {
        let body = json!({ "email": email, "password": PASSWORD, "data": { "username": format!("load{n}") } });
        expect_ok(&client, server, "/auth/v1/signup", body).await?;
    }
    let tokens = confirmation_tokens(server, &emails).await?;
    let mut members = Vec::with_capacity(count);
    for email in &emails {
        let token = &tokens[email];
        let verify = json!({ "token_hash": token, "type": "email" });
        expect_ok(&client, server, "/auth/v1/verify", verify).await?;
        members.push(sign_in(&client, server, email).await?);
    }
    println!("{count} accounts signed up, confirmed by their mail's link, signed in");
    Ok(members)
}

pub async fn sign_in(
    client: &reqwest::Client,
    server: &Server,
    email: &str,
) -> anyhow::Result<Member> {
    let body = json!({ "email": email, "password": PASSWORD });
    let session = expect_ok(client, server, "/auth/v1/token?grant_type=password", body).await?;
    let text = |v: &Value| v.as_str().map(str::to_string);
    match (text(&session["access_token"]), text(&session["user"]["id"])) {
        (Some(access), Some(user_id)) => Ok(Member {
            email: email.to_string(),
            user_id,
            access,
        }),
        _ => bail!("sign-in answered without a session: {session}"),
    }
}

async fn expect_ok(
    client: &reqwest::Client,
    server: &Server,
    path: &str,
    body: Value,
) -> anyhow::Result<Value> {
    let response = client
        .post(server.url(path))
        .json(&body)
        .send()
        .await
        .with_context(|| format!("POST {path}"))?;
    let status = response.status();
    let text = response.text().await?;
    if !status.is_success() {
        bail!("POST {path} answered {status}: {text}");
    }
    Ok(serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Waits for one mail per address in the outbox (they are sent in the background) and takes each
/// one's confirmation token.
async fn confirmation_tokens(
    server: &Server,
    emails: &[String],
) -> anyhow::Result<HashMap<String, String>> {
    let started = Instant::now();
    loop {
        let mut tokens = HashMap::new();
        if let Ok(entries) = std::fs::read_dir(server.outbox()) {
            for entry in entries.flatten() {
                let mail = std::fs::read_to_string(entry.path()).unwrap_or_default();
                if let Some((to, token)) = addressee_and_token(&mail) {
                    tokens.insert(to, token);
                }
            }
        }
        if emails.iter().all(|e| tokens.contains_key(e)) {
            return Ok(tokens);
        }
        if started.elapsed() > MAIL_LIMIT {
            bail!(
                "only {} of {} confirmation mails arrived in {}",
                tokens.len(),
                emails.len(),
                server.outbox().display()
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The `To:` address of a stored mail and the 64-hex token of its link (the text part may be
/// quoted-printable: soft line breaks and `=3D` are undone first).
fn addressee_and_token(mail: &str) -> Option<(String, String)> {
    let unfolded = mail
        .replace("=\r\n", "")
        .replace("=\n", "")
        .replace("=3D", "=");
    let to = unfolded
        .lines()
        .find_map(|l| l.strip_prefix("To: "))?
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_string();
    let start = unfolded.find("token_hash=")? + "token_hash=".len();
    let token: String = unfolded[start..]
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .collect();
    (token.len() == 64).then_some((to, token))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_token_through_quoted_printable() {
        let token = "ab".repeat(32);
        let (head, tail) = token.split_at(20);
        let mail = format!(
            "From: x\r\nTo: a@example.com\r\n\r\nhttp://h/auth/verify?token_hash=3D{head}=\r\n{tail}&type=3Demail\r\n"
        );
        assert_eq!(
            addressee_and_token(&mail),
            Some(("a@example.com".to_string(), token))
        );
        assert_eq!(
            addressee_and_token("To: a@example.com\r\n\r\nno link"),
            None
        );
    }
}
