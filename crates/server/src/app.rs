//! The application: the router with its layers, and start-up/shutdown. The state it serves lives
//! in [`crate::state`], so routes depend on the state and never on this module.

use std::any::Any;
use std::future::Future;
use std::net::SocketAddr;

use anyhow::Context;
use axum::extract::connect_info::IntoMakeServiceWithConnectInfo;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use tokio::net::TcpListener;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::trace::TraceLayer;

use crate::config::ServeConfig;
use crate::error::{json_error, AppError};
use crate::state::AppState;
use crate::{metrics, routes, security, spa};

pub fn router(state: AppState) -> Router {
    let body_limit = state.config.http.max_body_bytes;
    let public_url = state.config.http.public_url.clone();
    // Installed before the first request, so nothing recorded is lost.
    metrics::handle();
    let app = routes::api()
        .fallback(fallback)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(CatchPanicLayer::custom(panic_response))
        // Outside the panic catcher, so a panicking handler is counted as the 500 it becomes.
        .layer(axum::middleware::from_fn(metrics::track_http))
        .layer(CompressionLayer::new());
    // No CORS layer on purpose: the SPA is served from the API's own origin, so browsers keep
    // other sites' scripts from reading any answer (tests/security_headers.rs checks it).
    security::with_headers(app, &public_url)
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

/// Unknown `/api` paths get a JSON 404; every other GET is the SPA's business.
async fn fallback(State(state): State<AppState>, req: Request) -> Response {
    let path = req.uri().path().to_string();
    if path == "/api" || path.starts_with("/api/") {
        return AppError::NotFound(format!("Not found: {path}")).into_response();
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return AppError::MethodNotAllowed {
            method: req.method().to_string(),
            path,
        }
        .into_response();
    }
    spa::serve(&state.config.http.static_dir, req).await
}

async fn method_not_allowed(method: Method, uri: Uri) -> AppError {
    AppError::MethodNotAllowed {
        method: method.to_string(),
        path: uri.path().to_string(),
    }
}

/// Last resort: a handler bug must still answer JSON, and never with the panic text.
fn panic_response(panic: Box<dyn Any + Send + 'static>) -> Response {
    let detail = panic
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| panic.downcast_ref::<&str>().copied())
        .unwrap_or("non-string panic payload");
    tracing::error!(panic = detail, "handler panicked");
    json_error(StatusCode::INTERNAL_SERVER_ERROR, "Internal server error")
}

/// Binds the listener and logs the one line scripts and tests wait for.
async fn bind(config: ServeConfig) -> anyhow::Result<(TcpListener, Router, SocketAddr)> {
    let addr = config.http.addr;
    let started = std::time::Instant::now();
    let state = AppState::load(config).await?;
    let listener = TcpListener::bind(addr)
        .await
        .with_context(|| format!("binding {addr}"))?;
    let local = listener.local_addr().context("reading the bound address")?;
    tracing::info!(
        database = state.store.backend(),
        titles = state.catalog.len(),
        startup_ms = started.elapsed().as_millis() as u64,
        "listening on http://{local}"
    );
    Ok((listener, router(state), local))
}

/// The rate limits key on the client address, which handlers read from `ConnectInfo`.
fn with_peer_address(app: Router) -> IntoMakeServiceWithConnectInfo<Router, SocketAddr> {
    app.into_make_service_with_connect_info::<SocketAddr>()
}

/// Runs until `shutdown` resolves, then finishes in-flight requests.
pub async fn serve(
    config: ServeConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let (listener, app, _) = bind(config).await?;
    axum::serve(listener, with_peer_address(app))
        .with_graceful_shutdown(shutdown)
        .await
        .context("serving HTTP")?;
    tracing::info!("shut down cleanly");
    Ok(())
}

/// A server running in the background, for integration tests (`addr` with port 0 picks a port).
pub struct RunningServer {
    pub addr: SocketAddr,
    shutdown: oneshot::Sender<()>,
    task: JoinHandle<std::io::Result<()>>,
}

impl RunningServer {
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{}", self.addr, path)
    }

    /// Graceful shutdown: stops accepting, waits for in-flight requests.
    pub async fn stop(self) -> anyhow::Result<()> {
        // The server may already have stopped on its own; the join below reports why.
        let _ = self.shutdown.send(());
        self.task
            .await
            .context("server task")?
            .context("serving HTTP")
    }
}

pub async fn spawn(config: ServeConfig) -> anyhow::Result<RunningServer> {
    let (listener, app, addr) = bind(config).await?;
    let (shutdown, signal) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        axum::serve(listener, with_peer_address(app))
            .with_graceful_shutdown(async move {
                let _ = signal.await;
            })
            .await
    });
    Ok(RunningServer {
        addr,
        shutdown,
        task,
    })
}

#[cfg(test)]
mod tests {
    use axum::body::{to_bytes, Body};
    use axum::http::header;
    use axum::routing::get;
    use tower::ServiceExt;

    use super::*;

    /// No route panics on purpose, so the last-resort layer is checked on a router of its own:
    /// a panicking handler must still answer a JSON 500 that does not leak the panic text.
    #[tokio::test]
    async fn a_panicking_handler_answers_json_500_without_the_panic_text() {
        async fn boom() -> &'static str {
            panic!("secret detail from a handler bug")
        }
        let app = Router::new()
            .route("/boom", get(boom))
            .layer(CatchPanicLayer::custom(panic_response));
        let response = app
            .oneshot(
                Request::builder()
                    .uri("/boom")
                    .body(Body::empty())
                    .expect("request"),
            )
            .await
            .expect("the layer turns the panic into a response");

        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let content_type = response.headers().get(header::CONTENT_TYPE).cloned();
        assert_eq!(
            content_type.as_ref().and_then(|v| v.to_str().ok()),
            Some("application/json")
        );
        let body = to_bytes(response.into_body(), 4096).await.expect("body");
        let json: serde_json::Value = serde_json::from_slice(&body).expect("JSON body");
        assert_eq!(json["error"], "Internal server error");
        assert!(!String::from_utf8_lossy(&body).contains("secret"));
    }
}
