//! What every handler can reach. Routes take the whole [`AppState`] or, through `FromRef`, just
//! the part they need (`State<Arc<LiveEngine>>`), which keeps their dependencies visible.

use std::sync::Arc;

use anyhow::Context;
use axum::extract::FromRef;
use catalog::Catalog;

use crate::accounts::{Accounts, RateLimits};
use crate::billing::Billing;
use crate::catalog_loader::{build_engine, load_catalog};
use crate::community::CommunitySignal;
use crate::config::ServeConfig;
use crate::contact::Contact;
use crate::cpu::CpuPool;
use crate::embedding_pass;
use crate::import::ImdbIndex;
use crate::live_engine::LiveEngine;
use crate::mail::Mailer;
use crate::monitoring::Monitoring;
use crate::oauth::OAuth;
use crate::store::{self, Store};
use crate::weekly_picks::WeeklyPicksSender;

/// What every handler can reach. Cheap to clone: everything is behind an `Arc`.
#[derive(Clone, FromRef)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub accounts: Arc<Accounts>,
    pub billing: Arc<Billing>,
    pub oauth: Arc<OAuth>,
    pub contact: Arc<Contact>,
    pub catalog: Arc<Catalog>,
    /// The engine, replaced once when the background embedding pass ends.
    pub engine: Arc<LiveEngine>,
    /// The catalog by IMDb id, for imports.
    pub imdb_index: Arc<ImdbIndex>,
    /// Marks the engine's community signal stale when members' lists change.
    pub community: CommunitySignal,
    pub config: Arc<ServeConfig>,
    /// Browser events and recommendation records for the operator's view.
    pub monitoring: Arc<Monitoring>,
    /// Where CPU-heavy request work runs, bounded ([`crate::cpu`]).
    pub cpu: Arc<CpuPool>,
    /// Premium members' weekly mails, sent in the background while the state lives.
    pub weekly_picks: Arc<WeeklyPicksSender>,
}

impl AppState {
    /// Opens the database (creating and migrating it), loads the catalog and builds the engine.
    pub async fn load(config: ServeConfig) -> anyhow::Result<Self> {
        let store = store::connect(config.database.url.expose())
            .await
            .with_context(|| format!("opening database {}", config.database.redacted()))?;
        // Decoding the artifact and precomputing the engine are CPU work: off the async workers.
        let (catalog_path, model_dir) = (
            config.recommender.catalog.clone(),
            config.recommender.model_dir.clone(),
        );
        let (catalog, engine, imdb_index) = tokio::task::spawn_blocking(move || {
            let catalog = load_catalog(&catalog_path)?;
            let engine = build_engine(Arc::clone(&catalog), &model_dir);
            let imdb_index = Arc::new(ImdbIndex::new(&catalog));
            anyhow::Ok((catalog, engine, imdb_index))
        })
        .await
        .context("loading the catalog")??;
        let mailer = Mailer::from_config(&config.mail, &config.http.public_url)
            .context("setting up e-mail")?;
        let mailer = Arc::new(mailer);
        let contact = Contact::new(Arc::clone(&store), Arc::clone(&mailer), &config.contact)
            .context("setting up the contact form")?;
        let cpu = Arc::new(CpuPool::from_config(&config.cpu));
        tracing::info!(
            workers = cpu.workers(),
            wait_ms = config.cpu.wait_ms,
            "CPU-heavy work bounded"
        );
        let accounts = Accounts::new(
            Arc::clone(&store),
            Arc::clone(&mailer),
            RateLimits::new(&config.auth),
            Arc::clone(&cpu),
        );
        let engine = Arc::new(LiveEngine::new(engine));
        let community = CommunitySignal::default();
        community.spawn_refresher(
            Arc::clone(&store),
            Arc::clone(&engine),
            std::time::Duration::from_secs(config.recommender.community_settle_secs),
        );
        // The site is up from here; a catalog built without embeddings gets them in the background.
        embedding_pass::spawn_background(
            Arc::clone(&engine),
            config.recommender.model_dir.clone(),
            config.recommender.embedding_cache.clone(),
            community.clone(),
        );
        let billing = Billing::new(Arc::clone(&store), &config.billing, &config.http.public_url)
            .context("setting up payments")?;
        if billing.test_mode() {
            tracing::info!("payments run in test mode (no STRIPE_SECRET_KEY)");
        }
        let oauth = OAuth::from_config(&config.oauth, &config.http.public_url, Arc::clone(&store))
            .context("setting up Google and Apple sign-in")?;
        let monitoring = Monitoring::start(Arc::clone(&store), config.monitoring.retention_days);
        let weekly_picks = WeeklyPicksSender::start(
            Arc::clone(&store),
            Arc::clone(&engine),
            Arc::clone(&cpu),
            mailer,
            std::time::Duration::from_secs(config.weekly_picks.interval_secs),
        );
        Ok(AppState {
            weekly_picks,
            monitoring,
            cpu,
            accounts: Arc::new(accounts),
            billing: Arc::new(billing),
            oauth: Arc::new(oauth),
            contact: Arc::new(contact),
            store,
            catalog,
            engine,
            imdb_index,
            community,
            config: Arc::new(config),
        })
    }
}
