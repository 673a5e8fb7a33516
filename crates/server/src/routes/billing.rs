//! Subscriptions and payments of spec §7 (docs/API.md, "Subscriptions"): the member's tier,
//! starting a checkout, Stripe's webhook, and the test-mode calls. The rules live in
//! [`crate::billing`]; these handlers only translate HTTP.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use chrono::Utc;
use serde::Deserialize;
use serde_json::{json, Value};

use crate::auth::{AuthUser, CurrentUser};
use crate::billing::{self, BillingError, WebhookOutcome};
use crate::error::{AppError, AppResult};
use crate::extract::{ApiJson, ApiPath};
use crate::state::AppState;
use crate::store::Subscription;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/subscription/{user_id}", get(subscription))
        .route("/api/create-subscription", post(create_subscription))
        .route("/api/stripe/webhook", post(stripe_webhook))
        .route("/api/test-premium", post(test_premium))
        .route("/api/test-checkout/complete", post(complete_test_checkout))
}

impl From<BillingError> for AppError {
    fn from(err: BillingError) -> AppError {
        match err {
            BillingError::UnknownTier(_) | BillingError::BadSession => {
                AppError::Validation(err.to_string())
            }
            BillingError::TierNotOffered(_) => AppError::Coded {
                status: StatusCode::BAD_REQUEST,
                message: err.to_string(),
                code: "tier_not_offered",
            },
            // Test-mode calls do not exist while real payments are on.
            BillingError::Unavailable => AppError::NotFound("Not found".to_string()),
            // Stripe retries a 4xx too, but never a bad signature into a 500: it is the sender's.
            BillingError::Signature(e) => AppError::BadRequest(e.to_string()),
            BillingError::Payload(e) => AppError::BadRequest(e.to_string()),
            BillingError::Provider(e) => {
                tracing::error!(error = %e, "creating a Stripe checkout failed");
                AppError::Unavailable(
                    "The payment provider could not start the checkout. Please try again."
                        .to_string(),
                )
            }
            BillingError::Store(e) => AppError::Store(e),
        }
    }
}

fn require_own(user: CurrentUser, target: &str) -> AppResult<()> {
    if user.owns(target) {
        Ok(())
    } else {
        Err(AppError::Forbidden(
            "You can only see or change your own subscription.".to_string(),
        ))
    }
}

/// The contract's Subscription object.
fn subscription_body(s: &Subscription) -> Value {
    json!({
        "tier": s.tier.as_str(),
        "status": s.status,
        "is_premium": billing::grants_premium(s),
    })
}

async fn subscription(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(target): ApiPath<String>,
) -> AppResult<Json<Value>> {
    require_own(user, &target)?;
    let subscription = state.billing.subscription(user.id).await?;
    Ok(Json(
        json!({ "subscription": subscription_body(&subscription) }),
    ))
}

/// The SPA also sends `priceId`, a placeholder plan id (`price_premium`). It is not read: the price
/// charged is the one configured for the tier, never one a client names.
#[derive(Debug, Deserialize)]
struct CreateBody {
    #[serde(rename = "userId")]
    user_id: Option<String>,
    tier: Option<String>,
}

async fn create_subscription(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<CreateBody>,
) -> AppResult<Json<Value>> {
    if let Some(target) = &body.user_id {
        require_own(user, target)?;
    }
    let tier = body
        .tier
        .ok_or_else(|| AppError::Validation("tier is required.".to_string()))?;
    let checkout = state.billing.start_checkout(user.id, &tier).await?;
    Ok(Json(json!({
        "checkoutUrl": checkout.url,
        "sessionId": checkout.session_id,
    })))
}

/// The raw body is what is signed, so it is taken as bytes, before any JSON parsing.
async fn stripe_webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Json<Value>> {
    let signature = headers
        .get("stripe-signature")
        .and_then(|v| v.to_str().ok());
    let outcome = state
        .billing
        .handle_webhook(signature, &body, Utc::now().timestamp())
        .await?;
    if let WebhookOutcome::Ignored(reason) = outcome {
        tracing::info!(reason, "stripe webhook ignored");
    }
    Ok(Json(
        json!({ "received": true, "outcome": outcome.as_str() }),
    ))
}

#[derive(Debug, Deserialize)]
struct TestPremiumBody {
    #[serde(rename = "userId")]
    user_id: Option<String>,
    tier: Option<String>,
}

/// Test mode only (404 otherwise): makes the member premium at once (spec: 'Enable Test Premium').
async fn test_premium(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<TestPremiumBody>,
) -> AppResult<Json<Value>> {
    if let Some(target) = &body.user_id {
        require_own(user, target)?;
    }
    state
        .billing
        .enable_test_premium(user.id, body.tier.as_deref())
        .await?;
    let subscription = state.billing.subscription(user.id).await?;
    Ok(Json(json!({
        "success": true,
        "subscription": subscription_body(&subscription),
    })))
}

#[derive(Debug, Deserialize)]
struct CompleteBody {
    session: String,
    tier: String,
}

/// Test mode only: the test checkout page's 'Complete' button, applied like Stripe's
/// `checkout.session.completed`.
async fn complete_test_checkout(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<CompleteBody>,
) -> AppResult<Json<Value>> {
    let outcome = state
        .billing
        .complete_test_checkout(user.id, &body.session, &body.tier)
        .await?;
    let subscription = state.billing.subscription(user.id).await?;
    Ok(Json(json!({
        "success": true,
        "outcome": outcome.as_str(),
        "subscription": subscription_body(&subscription),
    })))
}
