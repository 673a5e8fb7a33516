//! The profile calls of spec §7 (docs/API.md, "Profile calls"). Title lists are checked here,
//! while parsing, by the same rule as every other list ([`crate::routes::titles`]).

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, put};
use axum::{Json, Router};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::accounts::{Favorites, ProfileRequest};
use crate::auth::AuthUser;
use crate::error::AppResult;
use crate::extract::{ApiJson, ApiPath};
use crate::routes::titles::RawTitles;
use crate::state::AppState;
use crate::store::User;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/user", get(profile).post(create_profile))
        .route("/api/users/{id}/favorites/shows", put(set_favorite_shows))
        .route("/api/users/{id}/favorites/genres", put(set_favorite_genres))
}

/// The contract's Profile object.
#[derive(Debug, Serialize)]
struct ProfileBody {
    id: Uuid,
    email: String,
    username: String,
    #[serde(rename = "createdAt")]
    created_at: DateTime<Utc>,
    favorite_shows: Vec<String>,
    favorite_genres: Vec<String>,
}

impl From<User> for ProfileBody {
    fn from(user: User) -> ProfileBody {
        ProfileBody {
            id: user.id,
            email: user.email,
            username: user.username,
            created_at: user.created_at,
            favorite_shows: user.favorite_shows,
            favorite_genres: user.favorite_genres,
        }
    }
}

/// `email` may be sent but is ignored: a profile always carries the account's own address.
#[derive(Debug, Deserialize)]
struct CreateProfileBody {
    username: Option<String>,
    #[serde(default)]
    favorite_shows: RawTitles,
    #[serde(default)]
    favorite_genres: RawTitles,
}

#[derive(Debug, Deserialize)]
struct ShowsBody {
    #[serde(default)]
    shows: RawTitles,
}

#[derive(Debug, Deserialize)]
struct GenresBody {
    #[serde(default)]
    genres: RawTitles,
}

async fn profile(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> AppResult<Json<ProfileBody>> {
    Ok(Json(state.accounts.profile(user).await?.into()))
}

async fn create_profile(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<CreateProfileBody>,
) -> AppResult<(StatusCode, Json<ProfileBody>)> {
    let request = ProfileRequest {
        username: body.username,
        favorite_shows: body.favorite_shows.clean("favorite_shows")?,
        favorite_genres: body.favorite_genres.clean("favorite_genres")?,
    };
    let (profile, created) = state.accounts.create_profile(user, request).await?;
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(profile.into())))
}

async fn set_favorite_shows(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<ShowsBody>,
) -> AppResult<Json<ProfileBody>> {
    let shows = body.shows.clean("shows")?;
    let profile = state
        .accounts
        .set_favorites(user, &id, Favorites::Shows, &shows)
        .await?;
    Ok(Json(profile.into()))
}

async fn set_favorite_genres(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<GenresBody>,
) -> AppResult<Json<ProfileBody>> {
    let genres = body.genres.clean("genres")?;
    let profile = state
        .accounts
        .set_favorites(user, &id, Favorites::Genres, &genres)
        .await?;
    Ok(Json(profile.into()))
}
