//! Prints picks and explanations for typed titles, to read what the engine says.
//!
//! cargo run --release -p engine --example recommend -- CATALOG(.bin or datasets dir) tv|movie \
//!     "Breaking Bad,The Office" ["Inception"] [couples:"Friends"] [mood:happy]

use std::path::Path;
use std::sync::Arc;

use catalog::{Catalog, Kind};
use engine::{Engine, Mode, Request};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [path, target, rest @ ..] = args.as_slice() else {
        return Err(
            "usage: recommend CATALOG tv|movie TV_LIST [MOVIE_LIST|couples:LIST|mood:NAME]".into(),
        );
    };
    let path = Path::new(path);
    let catalog = if path.is_file() {
        catalog::artifact::load(path).map_err(|e| e.to_string())?
    } else {
        catalog::build(path, &catalog::BuildOptions::default())
            .map_err(|e| e.to_string())?
            .0
    };
    let engine = Engine::new(Arc::new(catalog), None);
    let target = if target == "tv" {
        Kind::Show
    } else {
        Kind::Movie
    };
    let split = |s: &str| {
        s.split(',')
            .map(|x| x.trim().to_owned())
            .filter(|x| !x.is_empty())
            .collect::<Vec<_>>()
    };
    let first = rest.first().map(|s| split(s)).unwrap_or_default();
    let second = rest.get(1).cloned().unwrap_or_default();
    let mode = if let Some(p2) = second.strip_prefix("couples:") {
        Mode::Couples {
            person1: first,
            person2: split(p2),
        }
    } else if let Some(m) = rest.first().and_then(|s| s.strip_prefix("mood:")) {
        Mode::Mood {
            mood: m.parse().map_err(|e: engine::EngineError| e.to_string())?,
        }
    } else {
        Mode::CrossMedia {
            tv: first,
            movies: split(&second),
        }
    };
    let recs = engine
        .recommend(&Request::new(mode, target))
        .map_err(|e| e.to_string())?;
    print(engine.catalog(), &recs);
    Ok(())
}

fn print(c: &Catalog, recs: &engine::Recommendations) {
    for r in &recs.resolved {
        println!(
            "resolved {:?} -> {} ({})",
            r.input,
            c.titles[r.id as usize].title,
            c.titles[r.id as usize].year_label()
        );
    }
    if !recs.unresolved.is_empty() {
        println!("unresolved: {:?}", recs.unresolved);
    }
    for p in &recs.picks {
        let t = &c.titles[p.id as usize];
        println!(
            "{:6.3} {} ({}) [{}]\n       {}",
            p.score,
            t.title,
            t.year_label(),
            t.genres.join(", "),
            p.explanation
        );
    }
}
