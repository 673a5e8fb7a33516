//! Weekly picks by e-mail (docs/API.md, "Weekly picks by e-mail"): a premium member turns them on
//! or off; the mails themselves are [`crate::weekly_picks`]' business. Turning them on is premium;
//! turning them off is always allowed, signed in or through the mail's unsubscribe link.

use axum::extract::State;
use axum::routing::{get, post};
use axum::{Json, Router};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::auth::{tokens, AuthUser};
use crate::error::{AppError, AppResult};
use crate::extract::{ApiJson, ApiQuery};
use crate::routes::premium::require_premium;
use crate::state::AppState;
use crate::store::WeeklyPicks;
use crate::weekly_picks;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/weekly-picks", get(read).put(set))
        .route("/api/weekly-picks/unsubscribe", post(unsubscribe))
}

const REFUSAL: &str =
    "Weekly picks by e-mail are a premium feature. Upgrade to get picks from your favorites every week.";

const MISSING_ENABLED: &str =
    "Say whether weekly picks should be on: send {\"enabled\": true} or {\"enabled\": false}.";

const BAD_LINK: &str = "This unsubscribe link is not valid. Sign in and turn weekly picks off on \
                        your profile instead.";

/// `PUT /api/weekly-picks`.
#[derive(Debug, Default, Deserialize)]
struct SetBody {
    #[serde(default)]
    enabled: Option<bool>,
}

/// `POST /api/weekly-picks/unsubscribe?member=&token=`: the link's own query, whatever the body
/// (RFC 8058's one-click POST sends `List-Unsubscribe=One-Click` as a form).
#[derive(Debug, Default, Deserialize)]
struct UnsubscribeQuery {
    #[serde(default)]
    member: String,
    #[serde(default)]
    token: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct SettingBody {
    enabled: bool,
    last_sent_at: Option<DateTime<Utc>>,
}

impl From<Option<WeeklyPicks>> for SettingBody {
    fn from(subscription: Option<WeeklyPicks>) -> Self {
        SettingBody {
            enabled: subscription.as_ref().is_some_and(|s| s.enabled),
            last_sent_at: subscription.and_then(|s| s.last_sent_at),
        }
    }
}

type Reply = AppResult<Json<Value>>;

fn reply(subscription: Option<WeeklyPicks>) -> Reply {
    Ok(Json(
        json!({ "weeklyPicks": SettingBody::from(subscription) }),
    ))
}

/// Any member may read their setting: one whose premium lapsed still sees that it is on.
async fn read(State(state): State<AppState>, AuthUser(user): AuthUser) -> Reply {
    reply(state.store.weekly_picks(user.id).await?)
}

async fn set(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<SetBody>,
) -> Reply {
    let enabled = body
        .enabled
        .ok_or_else(|| AppError::Validation(MISSING_ENABLED.to_string()))?;
    if enabled {
        require_premium(state.store.as_ref(), user, REFUSAL).await?;
    }
    // Used only by a first subscription; later ones keep the token already mailed.
    let token =
        tokens::generate().map_err(|e| anyhow::anyhow!("the system random source failed: {e}"))?;
    reply(Some(
        state
            .store
            .set_weekly_picks(user.id, enabled, &token)
            .await?,
    ))
}

async fn unsubscribe(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<UnsubscribeQuery>,
) -> Reply {
    if weekly_picks::unsubscribe(state.store.as_ref(), &query.member, &query.token).await? {
        Ok(Json(json!({ "success": true })))
    } else {
        Err(AppError::NotFound(BAD_LINK.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setting_is_off_until_turned_on() {
        let off = serde_json::to_value(SettingBody::from(None)).unwrap();
        assert_eq!(off, json!({"enabled": false, "lastSentAt": null}));
    }

    #[test]
    fn the_body_must_say_on_or_off() {
        let body: SetBody = serde_json::from_str("{}").unwrap();
        assert_eq!(body.enabled, None);
        let body: SetBody = serde_json::from_str(r#"{"enabled": false}"#).unwrap();
        assert_eq!(body.enabled, Some(false));
        assert!(serde_json::from_str::<SetBody>(r#"{"enabled": "yes"}"#).is_err());
    }
}
