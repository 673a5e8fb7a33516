//! Serves the built single-page app: real files from the static dir, `index.html` for every other
//! path so the client-side router can render it (including its own not-found screen).

use std::convert::Infallible;
use std::path::Path;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::fs::ServeFileSystemResponseBody;
use tower_http::services::{ServeDir, ServeFile};

use crate::security::SELF_CONTAINED_POLICY;

/// Vite puts content-hashed files under `/assets/`: their URL changes whenever they do.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Everything else (index.html above all) must be revalidated so a deploy is seen at once.
const REVALIDATE: &str = "no-cache";

pub async fn serve(static_dir: &Path, req: Request) -> Response {
    let index = static_dir.join("index.html");
    if !tokio::fs::metadata(&index).await.is_ok_and(|m| m.is_file()) {
        return not_built_page(static_dir);
    }
    let (parts, _body) = req.into_parts();
    let attempt = Request::from_parts(parts.clone(), Body::empty());
    let response = into_response(ServeDir::new(static_dir).oneshot(attempt).await);

    if parts.uri.path().starts_with("/assets/") {
        // A missing hashed asset stays a 404: answering index.html would hand HTML to a <script>.
        return with_cache_control(response, IMMUTABLE);
    }
    if response.status() == StatusCode::NOT_FOUND {
        let fallback = Request::from_parts(parts, Body::empty());
        let index_response = into_response(ServeFile::new(index).oneshot(fallback).await);
        return with_cache_control(index_response, REVALIDATE);
    }
    with_cache_control(response, REVALIDATE)
}

fn into_response(
    result: Result<axum::http::Response<ServeFileSystemResponseBody>, Infallible>,
) -> Response {
    match result {
        Ok(response) => response.map(Body::new),
        Err(never) => match never {},
    }
}

fn with_cache_control(mut response: Response, value: &'static str) -> Response {
    if response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED {
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    }
    response
}

fn not_built_page(static_dir: &Path) -> Response {
    let dir = crate::markup::escape(&static_dir.display().to_string());
    let page = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Bingeable</title></head>\
         <body style=\"font-family:sans-serif;max-width:40rem;margin:4rem auto\">\
         <h1>Bingeable</h1><p>The web app is not built yet: no <code>index.html</code> in \
         <code>{dir}</code>.</p><p>Run <code>make run</code>, which builds it, or \
         <code>npm --prefix web run build</code>. The JSON API under <code>/api/</code> works \
         meanwhile.</p></body></html>"
    );
    // 200, not 5xx: the server is healthy, it just has no front-end to serve yet. Its inline
    // style needs a policy of its own; the app's would block it.
    let policy = [(header::CONTENT_SECURITY_POLICY, SELF_CONTAINED_POLICY)];
    (StatusCode::OK, policy, Html(page)).into_response()
}
