//! Operator metrics in the Prometheus text format (`GET /metrics`): requests and latency by matched
//! route, recommendation latency by mode, the database pool and the catalog's size. The `metrics` facade records
//! them wherever they happen; this module owns the names, the recorder and the HTTP middleware.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use axum::response::Response;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

pub const HTTP_REQUESTS_TOTAL: &str = "http_requests_total";
pub const HTTP_REQUEST_DURATION: &str = "http_request_duration_seconds";
pub const RECOMMENDATION_DURATION: &str = "recommendation_duration_seconds";
pub const CATALOG_TITLES: &str = "catalog_titles";
/// Database connections by state (`idle`, `in_use`) and the pool's maximum.
pub const DB_POOL_CONNECTIONS: &str = "db_pool_connections";
pub const DB_POOL_MAX_CONNECTIONS: &str = "db_pool_max_connections";
/// Members whose saved lists feed the community signal at its last rebuild.
pub const COMMUNITY_MEMBERS: &str = "community_members";

/// From a cached poster (well under a millisecond) to a request that should never be this slow.
const LATENCY_BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 5.0,
];

/// How often histogram samples are folded into their buckets between scrapes.
const UPKEEP_EVERY: Duration = Duration::from_secs(10);

// The facade's recorder is process-global and can be installed once, while tests start many
// servers in one process: every server shares the first recorder.
static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The process's recorder, installed on first use.
pub fn handle() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let builder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &LATENCY_BUCKETS)
            .unwrap_or_else(|_| PrometheusBuilder::new());
        let handle = match builder.install_recorder() {
            Ok(handle) => handle,
            Err(error) => {
                // Another recorder is already global (an embedding program's own): serve an
                // empty page rather than fail to start.
                tracing::warn!(%error, "metrics recorder not installed; /metrics stays empty");
                PrometheusBuilder::new().build_recorder().handle()
            }
        };
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let upkeep = handle.clone();
            runtime.spawn(async move {
                let mut every = tokio::time::interval(UPKEEP_EVERY);
                loop {
                    every.tick().await;
                    upkeep.run_upkeep();
                }
            });
        }
        handle
    })
}

/// Counts and times every request under its route pattern (`/api/show/{show_name}`, never the
/// raw path, so a scraper sees a bounded set of series); the SPA's pages and unknown paths share
/// one label.
pub async fn track_http(request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|path| path.as_str().to_owned())
        .unwrap_or_else(|| "unmatched".to_owned());
    let method = request.method().as_str().to_owned();
    let started = Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_u16().to_string();
    metrics::counter!(HTTP_REQUESTS_TOTAL, "method" => method.clone(), "route" => route.clone(), "status" => status)
        .increment(1);
    metrics::histogram!(HTTP_REQUEST_DURATION, "method" => method, "route" => route)
        .record(started.elapsed().as_secs_f64());
    response
}
