//! The security headers every response carries (the SPA, the API, errors, static files), set as
//! the outermost layers so nothing can answer without them. A handler that needs a stricter
//! policy of its own (the poster SVGs) sets it, and these layers leave it alone.
//!
//! The Content-Security-Policy admits only our own origin: the SPA is one bundle from `/assets/`,
//! posters come from `/api/poster/`, and every call goes to `/api` or `/auth/v1`. There is no
//! inline script (the theme script is `/theme.js`) and no inline `<style>`; React's `style` props
//! and uPlot's sizing go through the CSSOM, which `style-src` does not govern. Sign-in with
//! Google or Apple and Stripe checkout are top-level navigations, which the policy does not
//! restrict. An ad network, if one is ever configured, needs its origins added here.

use axum::http::{header, HeaderName, HeaderValue};
use axum::Router;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::state::AppState;

pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; \
     manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; \
     form-action 'self'; frame-ancestors 'none'";

/// For a self-contained document with inline styles and nothing else (a poster SVG opened on its
/// own, the "not built yet" page): no scripts, no outside loads.
pub const SELF_CONTAINED_POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'";

/// A year, the value browsers' preload lists ask for. Without `includeSubDomains`: other hosts
/// under the operator's domain are not ours to force onto HTTPS.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000";

/// Wraps `router` in the header layers. HSTS only when people reach the site over HTTPS
/// (`public_url`): sent over plain HTTP it is ignored, and on a dev machine it would pin
/// `localhost` to HTTPS for a year.
pub fn with_headers(router: Router<AppState>, public_url: &str) -> Router<AppState> {
    let router = router
        .layer(header_layer(
            header::CONTENT_SECURITY_POLICY,
            CONTENT_SECURITY_POLICY,
        ))
        .layer(header_layer(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        // Old browsers that ignore `frame-ancestors`.
        .layer(header_layer(header::X_FRAME_OPTIONS, "DENY"))
        .layer(header_layer(
            header::REFERRER_POLICY,
            "strict-origin-when-cross-origin",
        ));
    if is_https(public_url) {
        router.layer(header_layer(
            header::STRICT_TRANSPORT_SECURITY,
            STRICT_TRANSPORT_SECURITY,
        ))
    } else {
        router
    }
}

/// Whether the public address is an HTTPS one: the one switch for HSTS and `Secure` cookies.
pub fn is_https(public_url: &str) -> bool {
    public_url
        .trim()
        .get(..8)
        .is_some_and(|scheme| scheme.eq_ignore_ascii_case("https://"))
}

fn header_layer(name: HeaderName, value: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn https_is_told_by_the_scheme_only() {
        assert!(is_https("https://bingeable.example"));
        assert!(is_https(" HTTPS://bingeable.example/"));
        assert!(!is_https("http://127.0.0.1:8080"));
        assert!(!is_https("http://https.example"));
        assert!(!is_https("https:"));
    }

    #[test]
    fn the_policy_forbids_framing_plugins_and_other_origins() {
        for directive in [
            "frame-ancestors 'none'",
            "object-src 'none'",
            "default-src 'self'",
            "script-src 'self'",
        ] {
            assert!(CONTENT_SECURITY_POLICY.contains(directive), "{directive}");
        }
        assert!(!CONTENT_SECURITY_POLICY.contains("unsafe"));
        assert!(!CONTENT_SECURITY_POLICY.contains("http"));
    }
}
