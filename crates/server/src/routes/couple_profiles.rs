//! Saved couple profiles (docs/API.md, "Saved couple profiles"): a premium member keeps the two
//! people's lists of the couples screen, and whether they want TV or films, under a name, to fill
//! the form again later. The premium page sells it as "Enhanced Couple Mode". Every call needs a
//! bearer token and touches only the bearer's own profiles.

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{delete, get};
use axum::{Json, Router};
use chrono::{DateTime, Utc};
use engine::title_list::clean_title;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult};
use crate::extract::{ApiJson, ApiPath};
use crate::limits::{COUPLE_PROFILES, COUPLE_PROFILE_NAME_CHARS};
use crate::routes::premium::require_premium;
use crate::routes::recommendations::{parse_kind, MISSING_RECOMMENDATION_TYPE};
use crate::routes::titles::RawTitles;
use crate::state::AppState;
use crate::store::{ContentType, CoupleProfile, NewCoupleProfile, Saved};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/couple-profiles", get(list).post(save))
        .route("/api/couple-profiles/{id}", delete(remove))
}

const REFUSAL: &str =
    "Saved couple profiles are a premium feature. Upgrade to keep your couple profiles.";

type Reply = AppResult<(StatusCode, Json<Value>)>;

/// `POST /api/couple-profiles`: the couples request's own fields, plus a name.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct SaveBody {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    person1_shows: RawTitles,
    #[serde(default)]
    person2_shows: RawTitles,
    #[serde(default)]
    recommendation_type: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct ProfileBody {
    id: Uuid,
    name: String,
    person1_shows: String,
    person2_shows: String,
    /// The couples request's word: "tv" or "movies".
    recommendation_type: &'static str,
    updated_at: DateTime<Utc>,
}

impl From<CoupleProfile> for ProfileBody {
    fn from(p: CoupleProfile) -> Self {
        ProfileBody {
            id: p.id,
            name: p.name,
            person1_shows: p.person1_shows,
            person2_shows: p.person2_shows,
            recommendation_type: match p.kind {
                ContentType::Tv => "tv",
                ContentType::Movie => "movies",
            },
            updated_at: p.updated_at,
        }
    }
}

impl SaveBody {
    /// The profile to save, by the couples screen's rules: both lists cleaned like a couples
    /// request and joined as the form joins them, a name that is not blank nor too long.
    fn into_profile(self, user_id: Uuid) -> AppResult<NewCoupleProfile> {
        let name = clean_title(self.name.as_deref().unwrap_or_default());
        if name.is_empty() {
            return Err(AppError::Validation(
                "Please give this couple profile a name.".to_string(),
            ));
        }
        if name.chars().count() > COUPLE_PROFILE_NAME_CHARS {
            return Err(AppError::Validation(format!(
                "A couple profile name can be at most {COUPLE_PROFILE_NAME_CHARS} characters."
            )));
        }
        let person1 = self.person1_shows.clean("person1Shows")?;
        let person2 = self.person2_shows.clean("person2Shows")?;
        if person1.is_empty() || person2.is_empty() {
            // The couples screen's own words (spec §9, "Input Required").
            return Err(AppError::Validation(
                "Both people need to enter at least one TV show or movie.".to_string(),
            ));
        }
        let kind = match self.recommendation_type.as_deref() {
            Some(t) => parse_kind("recommendationType", t)?,
            None => {
                return Err(AppError::Validation(
                    MISSING_RECOMMENDATION_TYPE.to_string(),
                ))
            }
        };
        Ok(NewCoupleProfile {
            user_id,
            name,
            person1_shows: person1.join(", "),
            person2_shows: person2.join(", "),
            kind: kind.into(),
        })
    }
}

async fn list(State(state): State<AppState>, AuthUser(user): AuthUser) -> Reply {
    require_premium(state.store.as_ref(), user, REFUSAL).await?;
    let profiles: Vec<ProfileBody> = state
        .store
        .couple_profiles(user.id)
        .await?
        .into_iter()
        .map(ProfileBody::from)
        .collect();
    Ok((StatusCode::OK, Json(json!({ "profiles": profiles }))))
}

async fn save(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<SaveBody>,
) -> Reply {
    require_premium(state.store.as_ref(), user, REFUSAL).await?;
    let profile = body.into_profile(user.id)?;
    let (status, saved) = match state
        .store
        .save_couple_profile(profile, COUPLE_PROFILES)
        .await?
    {
        Saved::Created(p) => (StatusCode::CREATED, p),
        Saved::Replaced(p) => (StatusCode::OK, p),
        Saved::Full => return Err(full()),
    };
    Ok((status, Json(json!({ "profile": ProfileBody::from(saved) }))))
}

async fn remove(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(id): ApiPath<String>,
) -> Reply {
    require_premium(state.store.as_ref(), user, REFUSAL).await?;
    // An id that does not parse names no profile, as an unknown one does.
    let removed = match Uuid::parse_str(id.trim()) {
        Ok(id) => state.store.delete_couple_profile(user.id, id).await?,
        Err(_) => false,
    };
    if removed {
        Ok((StatusCode::OK, Json(json!({ "success": true }))))
    } else {
        Err(AppError::NotFound(
            "No saved couple profile has that id.".to_string(),
        ))
    }
}

fn full() -> AppError {
    AppError::Coded {
        status: StatusCode::CONFLICT,
        message: format!(
            "You can keep up to {COUPLE_PROFILES} couple profiles. Delete one to save another."
        ),
        code: "profile_limit",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(json: &str) -> SaveBody {
        serde_json::from_str(json).expect("a body")
    }

    fn refusal(json: &str) -> String {
        body(json)
            .into_profile(Uuid::nil())
            .expect_err("refused")
            .to_string()
    }

    #[test]
    fn a_profile_keeps_both_lists_as_the_form_joins_them() {
        let p = body(
            r#"{"name": "  Date night ", "person1Shows": "Breaking Bad,,  The Wire",
                "person2Shows": ["The Office"], "recommendationType": "movies"}"#,
        )
        .into_profile(Uuid::nil())
        .unwrap();
        assert_eq!(p.name, "Date night");
        assert_eq!(p.person1_shows, "Breaking Bad, The Wire");
        assert_eq!(p.person2_shows, "The Office");
        assert_eq!(p.kind, ContentType::Movie);
    }

    #[test]
    fn a_profile_needs_a_name_of_sensible_length_both_lists_and_a_kind() {
        let lists = r#""person1Shows": "Dark", "person2Shows": "Lost", "recommendationType": "tv""#;
        assert_eq!(
            refusal(&format!(r#"{{"name": " \u0007 ", {lists}}}"#)),
            "Please give this couple profile a name."
        );
        let long = "é".repeat(COUPLE_PROFILE_NAME_CHARS + 1);
        assert_eq!(
            refusal(&format!(r#"{{"name": "{long}", {lists}}}"#)),
            "A couple profile name can be at most 60 characters."
        );
        let fits = "é".repeat(COUPLE_PROFILE_NAME_CHARS);
        assert!(body(&format!(r#"{{"name": "{fits}", {lists}}}"#))
            .into_profile(Uuid::nil())
            .is_ok());
        assert_eq!(
            refusal(
                r#"{"name": "x", "person1Shows": "Dark", "person2Shows": " , ", "recommendationType": "tv"}"#
            ),
            "Both people need to enter at least one TV show or movie."
        );
        assert_eq!(
            refusal(r#"{"name": "x", "person1Shows": "Dark", "person2Shows": "Lost"}"#),
            "Missing 'recommendationType': use \"tv\" or \"movies\"."
        );
        assert_eq!(
            refusal(
                r#"{"name": "x", "person1Shows": "Dark", "person2Shows": "Lost", "recommendationType": "books"}"#
            ),
            "Unknown 'recommendationType' \"books\": use \"tv\" or \"movies\"."
        );
    }
}
