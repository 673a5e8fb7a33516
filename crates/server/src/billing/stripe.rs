//! The one Stripe REST call the server makes: creating a Checkout Session
//! (`POST /v1/checkout/sessions`, form-encoded, bearer secret key).

use std::time::Duration;

use serde::Deserialize;
use uuid::Uuid;

use crate::config::Secret;
use crate::store::Tier;

/// Checkout creation is on the request path: a stuck provider must not hold the member's click.
const TIMEOUT: Duration = Duration::from_secs(15);

#[derive(Debug, thiserror::Error)]
pub enum StripeError {
    #[error("could not reach Stripe: {0}")]
    Transport(#[from] reqwest::Error),
    #[error("Stripe answered {status}: {message}")]
    Api { status: u16, message: String },
    #[error("unexpected answer from Stripe: {0}")]
    Decode(String),
}

pub struct StripeClient {
    http: reqwest::Client,
    /// `https://api.stripe.com`, or a local fake in tests.
    base: String,
    key: Secret,
}

/// What one checkout sells, to whom, and where the browser goes afterwards.
pub struct CheckoutRequest<'a> {
    pub price_id: &'a str,
    pub user_id: Uuid,
    pub tier: Tier,
    pub success_url: &'a str,
    pub cancel_url: &'a str,
}

#[derive(Debug, Clone, Deserialize)]
pub struct CheckoutSession {
    pub id: String,
    pub url: String,
}

#[derive(Deserialize)]
struct ErrorBody {
    error: ErrorDetail,
}

#[derive(Deserialize)]
struct ErrorDetail {
    message: Option<String>,
}

impl StripeClient {
    pub fn new(base: &str, key: Secret) -> Result<StripeClient, StripeError> {
        let http = reqwest::Client::builder().timeout(TIMEOUT).build()?;
        Ok(StripeClient {
            http,
            base: base.trim_end_matches('/').to_string(),
            key,
        })
    }

    pub async fn create_checkout_session(
        &self,
        request: &CheckoutRequest<'_>,
    ) -> Result<CheckoutSession, StripeError> {
        let user = request.user_id.to_string();
        let tier = request.tier.as_str();
        // The member and tier travel twice: on the session (for `checkout.session.completed`) and
        // on the subscription it creates (for `customer.subscription.*`, which carry no session).
        let form = [
            ("mode", "subscription"),
            ("line_items[0][price]", request.price_id),
            ("line_items[0][quantity]", "1"),
            ("client_reference_id", &user),
            ("success_url", request.success_url),
            ("cancel_url", request.cancel_url),
            ("metadata[tier]", tier),
            ("metadata[user_id]", &user),
            ("subscription_data[metadata][tier]", tier),
            ("subscription_data[metadata][user_id]", &user),
        ];
        let response = self
            .http
            .post(format!("{}/v1/checkout/sessions", self.base))
            .bearer_auth(self.key.expose())
            .form(&form)
            .send()
            .await?;
        let status = response.status();
        let body = response.bytes().await?;
        if !status.is_success() {
            let message = serde_json::from_slice::<ErrorBody>(&body)
                .ok()
                .and_then(|b| b.error.message)
                .unwrap_or_else(|| String::from_utf8_lossy(&body).chars().take(200).collect());
            return Err(StripeError::Api {
                status: status.as_u16(),
                message,
            });
        }
        serde_json::from_slice(&body).map_err(|e| StripeError::Decode(e.to_string()))
    }
}
