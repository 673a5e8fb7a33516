//! The recommendation calls (docs/API.md): parse and check the body, add the signed-in user's saved
//! lists, ask the engine, present the picks. Every call answers
//! `{"recommendations": [...], "unresolved": [...]}`.

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use catalog::Kind;
use engine::{Engine, EngineError, Request};
use serde::{Deserialize, Serialize};

use self::input::{CouplesBody, CrossMediaBody, MoodBody, ShowsBody};
use crate::routes::titles::RawTitles;

use crate::auth::MaybeUser;
use crate::error::{AppError, AppResult};
use crate::extract::{ApiJson, ApiQuery};
use crate::present::{self, ListedOnly, ReadAs, Recommendation, Suggestion};
use crate::state::AppState;
use crate::store::RecommendationRecord;
use crate::typed;

mod input;
pub(crate) use input::{parse_kind, MISSING_RECOMMENDATION_TYPE};
pub(crate) use taste::SavedTaste;
mod taste;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/tv-recommendations", post(tv))
        .route("/api/movie-recommendations", post(movies))
        .route("/api/recommendations", post(shows).get(shows_by_query))
        .route("/api/more-recommendations", post(shows))
        .route("/api/couple-recommendations", post(couples))
        .route("/api/more-couple-recommendations", post(more_couples))
        .route("/api/mood-recommendations", post(mood))
}

#[derive(Debug, Serialize)]
pub struct RecommendationsResponse {
    pub recommendations: Vec<Recommendation>,
    /// Typed titles the catalog does not know, so the UI can say so.
    pub unresolved: Vec<String>,
    /// What the unresolved titles might have meant.
    pub suggestions: Vec<Suggestion>,
    /// Unresolved titles only the availability lists know, with where they stream.
    pub listed_only: Vec<ListedOnly>,
    /// Typed titles read as another name.
    pub read_as: Vec<ReadAs>,
}

async fn tv(
    state: State<AppState>,
    user: MaybeUser,
    ApiJson(body): ApiJson<CrossMediaBody>,
) -> Reply {
    answer(&state, user, body.into_request(Kind::Show)?).await
}

async fn movies(
    state: State<AppState>,
    user: MaybeUser,
    ApiJson(body): ApiJson<CrossMediaBody>,
) -> Reply {
    answer(&state, user, body.into_request(Kind::Movie)?).await
}

/// Also `/api/more-recommendations`: "more" is the same request with `excludedShows` filled.
async fn shows(
    state: State<AppState>,
    user: MaybeUser,
    ApiJson(body): ApiJson<ShowsBody>,
) -> Reply {
    answer(&state, user, body.into_request()?).await
}

async fn couples(
    state: State<AppState>,
    user: MaybeUser,
    ApiJson(body): ApiJson<CouplesBody>,
) -> Reply {
    answer(&state, user, body.into_request(true)?).await
}

async fn more_couples(
    state: State<AppState>,
    user: MaybeUser,
    ApiJson(body): ApiJson<CouplesBody>,
) -> Reply {
    answer(&state, user, body.into_request(false)?).await
}

async fn mood(state: State<AppState>, user: MaybeUser, ApiJson(body): ApiJson<MoodBody>) -> Reply {
    answer(&state, user, body.into_request()?).await
}

/// `GET /api/recommendations?shows=a,b&enhance=true&exclude=true`. `enhance` is accepted and
/// ignored, as in the POST body: the client adds favourites itself.
#[derive(Debug, Deserialize)]
struct ShowsQuery {
    shows: Option<String>,
    exclude: Option<String>,
}

async fn shows_by_query(
    state: State<AppState>,
    user: MaybeUser,
    ApiQuery(query): ApiQuery<ShowsQuery>,
) -> Reply {
    let body = ShowsBody {
        shows: RawTitles::from_text(query.shows.as_deref().unwrap_or_default()),
        exclude_favorites: Some(query.exclude.as_deref() == Some("true")),
        ..ShowsBody::default()
    };
    answer(&state, user, body.into_request()?).await
}

type Reply = AppResult<Json<RecommendationsResponse>>;

/// The request's mode, target kind and whether it asks for more, as metric labels.
fn labels(request: &Request) -> (&'static str, &'static str, &'static str) {
    let mode = match request.mode {
        engine::Mode::CrossMedia { .. } => "cross_media",
        engine::Mode::Couples { .. } => "couples",
        engine::Mode::Mood { .. } => "mood",
    };
    let target = match request.target {
        Kind::Show => "tv",
        Kind::Movie => "movie",
    };
    let more = if request.exclude.is_empty() {
        "false"
    } else {
        "true"
    };
    (mode, target, more)
}

/// The engine's own time per mode, the figure `make bench` measures, as production sees it, and
/// the operator's record of the request (handed to a background writer: never awaited here).
fn record(
    state: &AppState,
    request: &Request,
    took: std::time::Duration,
    inputs: usize,
    unresolved: &[String],
) {
    let (mode, target, more) = labels(request);
    metrics::histogram!(
        crate::metrics::RECOMMENDATION_DURATION,
        "mode" => mode, "target" => target, "more" => more
    )
    .record(took.as_secs_f64());
    state.monitoring.record(RecommendationRecord {
        at: crate::store::now(),
        mode: format!("{mode}_{target}"),
        latency_ms: took.as_secs_f64() * 1000.0,
        inputs: i32::try_from(inputs).unwrap_or(i32::MAX),
        unresolved_titles: unresolved.to_vec(),
    });
}

async fn answer(state: &AppState, MaybeUser(user): MaybeUser, mut request: Request) -> Reply {
    let saved = SavedTaste::load(state.store.as_ref(), user.map(|u| u.id)).await?;
    request.dislikes = saved.never_again();
    request.favorites = saved.favorites;
    request.saved = saved.saved;
    // A few milliseconds of CPU for a typical request, but up to a second for a hostile one (and
    // a mood embeds its text): in the bounded CPU pool, never on an async worker.
    let engine = state.engine.current();
    let (request, computed) = state
        .cpu
        .run(move || {
            let computed = compute(&engine, &request);
            (request, computed)
        })
        .await?;
    if let Some((inputs, unresolved)) = &computed.recorded {
        record(state, &request, computed.took, *inputs, unresolved);
    }
    computed.reply.map(Json)
}

/// One request's answer, and what the operator's record says about it.
struct Computed {
    took: std::time::Duration,
    /// Inputs and unresolved titles, when the engine got far enough to count them.
    recorded: Option<(usize, Vec<String>)>,
    reply: Result<RecommendationsResponse, AppError>,
}

/// The engine call and everything derived from the catalog (suggestions, cards): all CPU.
fn compute(engine: &Engine, request: &Request) -> Computed {
    let started = std::time::Instant::now();
    let catalog = engine.catalog();
    let found = match engine.recommend(request) {
        Ok(found) => found,
        Err(EngineError::NothingResolved { unresolved }) => {
            let took = started.elapsed();
            let recorded = Some((unresolved.len(), unresolved.clone()));
            let unplaced = typed::unplaced(catalog, &unresolved);
            let reply = Err(AppError::unresolved(
                unresolved,
                unplaced.suggestions,
                unplaced.listed_only,
            ));
            return Computed {
                took,
                recorded,
                reply,
            };
        }
        Err(other) => {
            return Computed {
                took: started.elapsed(),
                recorded: None,
                reply: Err(other.into()),
            }
        }
    };
    // The engine's own time, the figure `make bench` measures: presenting is not part of it.
    let took = started.elapsed();
    let recorded = Some((
        found.resolved.len() + found.unresolved.len(),
        found.unresolved.clone(),
    ));
    let unplaced = typed::unplaced(catalog, &found.unresolved);
    let recommendations = found
        .picks
        .into_iter()
        .filter_map(|pick| {
            let title = catalog.get(pick.id)?;
            Some(present::recommendation(
                engine,
                title,
                pick.explanation,
                &request.platforms,
            ))
        })
        .collect();
    Computed {
        took,
        recorded,
        reply: Ok(RecommendationsResponse {
            recommendations,
            suggestions: unplaced.suggestions,
            listed_only: unplaced.listed_only,
            read_as: typed::read_as(catalog, &found.resolved),
            unresolved: found.unresolved,
        }),
    }
}
