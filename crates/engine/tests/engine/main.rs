//! Behaviour of every mode and filter, on the synthetic catalog of `common` and on small catalogs
//! built for one test (`fixtures`). One test binary, one module per area of the spec.

mod common;
mod fixtures;

mod couples;
mod explanations;
mod filters;
mod modes;
mod mood;
mod prior;
mod show_page;
mod taste;

use catalog::Kind;
use common::arc;
use engine::{Engine, Mode, Request};

fn engine() -> Engine {
    Engine::new(arc(), None)
}

fn s(items: &[&str]) -> Vec<String> {
    items.iter().map(|x| x.to_string()).collect()
}

fn cross(tv: &[&str], movies: &[&str], target: Kind) -> Request {
    Request::new(
        Mode::CrossMedia {
            tv: s(tv),
            movies: s(movies),
        },
        target,
    )
}

fn names(e: &Engine, req: &Request) -> Vec<String> {
    let recs = e.recommend(req).expect("recommendations");
    recs.picks
        .iter()
        .map(|p| e.catalog().titles[p.id as usize].title.clone())
        .collect()
}
