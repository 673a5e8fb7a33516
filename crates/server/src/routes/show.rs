//! `GET /api/show/{showName}[?id=key]`: one title (show or film) with its bingeability and similar
//! titles. Cards link with the title's stable id, since a name can be ambiguous ("Fargo" is a film
//! and a series); a name alone, as a person types it into the address bar, is resolved like typed
//! input. A premium member also gets the bingeability score's breakdown (the premium page's
//! "Premium Bingeability Insights"). A name we cannot place answers 404 with what can be said of
//! it ([`typed::unplaced`]): where it streams, or the titles it might have meant.

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::routing::get;
use axum::{Json, Router};
use engine::Engine;
use serde::{Deserialize, Serialize};

use crate::auth::MaybeUser;
use crate::billing;
use crate::error::{AppError, AppResult};
use crate::present::{self, Recommendation, ShowDetail};
use crate::state::AppState;
use crate::typed;
use engine::title_list::{clean_title, within_length, MAX_TITLE_CHARS};

/// As many similar titles as one row of the show page holds.
pub const SIMILAR_TITLES: usize = 8;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/show/{show_name}", get(show))
}

#[derive(Debug, Serialize)]
struct ShowResponse {
    show: ShowDetail,
    #[serde(rename = "similarShows")]
    similar_shows: Vec<Recommendation>,
}

#[derive(Debug, Deserialize)]
struct ShowQuery {
    /// The catalog key a card links with; an unknown one falls back to the name.
    id: Option<String>,
}

async fn show(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    name: Result<Path<String>, PathRejection>,
    // A malformed query string is ignored like an unknown id: the name still finds the title.
    query: Result<Query<ShowQuery>, QueryRejection>,
) -> AppResult<Json<ShowResponse>> {
    // Axum has already percent-decoded the segment.
    let Path(raw) =
        name.map_err(|e| AppError::BadRequest(format!("Invalid show name: {}", e.body_text())))?;
    let name = clean_title(&raw);
    // "%00" or a run of spaces cleans to nothing: the spec's own words for a page with no name.
    if name.is_empty() {
        return Err(AppError::Validation("Show name is required".into()));
    }
    if !within_length(&name) {
        return Err(AppError::Validation(format!(
            "Show name is too long: at most {MAX_TITLE_CHARS} characters are allowed."
        )));
    }
    let by_id = query.ok().and_then(|Query(q)| q.id);
    let insights = match user {
        Some(user) => billing::is_premium(state.store.as_ref(), user.id).await?,
        None => false,
    };
    // Resolving a typed name and ranking similar titles are CPU work: in the bounded pool.
    let engine = state.engine.current();
    state
        .cpu
        .run(move || find_show(&engine, &name, by_id.as_deref(), insights))
        .await?
        .map(Json)
}

/// The title a card's key or a typed name means, with its similar titles; `insights` adds the
/// bingeability breakdown.
fn find_show(
    engine: &Engine,
    name: &str,
    key: Option<&str>,
    insights: bool,
) -> AppResult<ShowResponse> {
    let catalog = engine.catalog();
    let title = key
        .and_then(|key| catalog.by_key(key))
        .or_else(|| catalog.resolve(name, None).and_then(|r| catalog.get(r.id)))
        .ok_or_else(|| {
            AppError::show_not_found(name, typed::unplaced(catalog, &[name.to_string()]))
        })?;
    let similar_shows = engine
        .similar(title.id, None, SIMILAR_TITLES)
        .into_iter()
        .filter_map(|pick| {
            Some(present::recommendation(
                engine,
                catalog.get(pick.id)?,
                pick.explanation,
                &[],
            ))
        })
        .collect();
    Ok(ShowResponse {
        show: present::show_detail(engine, title, insights),
        similar_shows,
    })
}
