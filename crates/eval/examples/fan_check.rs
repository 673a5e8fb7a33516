//! Checks a fan-test file against the catalog without running the engine, for whoever writes
//! cases: every typed title must resolve, and every welcome title must be in the catalog under
//! exactly that name and of the wanted kind (../shared/eval/README.md). For a name that is not,
//! it prints the catalog's closest names, so a case can be mended without seeing any pick.
//!
//!     cargo run --release -p eval --example fan_check -- data/catalog.bin FILE [OTHER_FILE]
//!
//! With OTHER_FILE, it also lists typed titles the two files share (a second set must have none).

use std::collections::HashSet;
use std::path::Path;

use catalog::Kind;
use eval::fan_test::{self, FanCase};

fn typed(case: &FanCase) -> Vec<(String, Option<Kind>)> {
    let boxes = [
        (&case.tv_shows, Some(Kind::Show)),
        (&case.movies, Some(Kind::Movie)),
        (&case.person1_shows, None),
        (&case.person2_shows, None),
    ];
    boxes
        .into_iter()
        .flat_map(|(text, hint)| {
            fan_test::split_typed(text)
                .into_iter()
                .map(move |t| (t, hint))
        })
        .collect()
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [catalog_path, cases_path, rest @ ..] = args.as_slice() else {
        return Err("usage: fan_check CATALOG FILE [OTHER_FILE]".into());
    };
    let catalog = catalog::artifact::load(Path::new(catalog_path)).map_err(|e| e.to_string())?;
    let cases = fan_test::load(Path::new(cases_path)).map_err(|e| e.to_string())?;
    let mut problems = 0;
    for case in &cases {
        let kind = match fan_test::request_for(case) {
            Ok(request) => request.target,
            Err(e) => {
                problems += 1;
                println!("{}: {e}", case.id);
                continue;
            }
        };
        for (text, hint) in typed(case) {
            match catalog.resolve(&text, hint) {
                Some(r) => {
                    let t = &catalog.titles[r.id as usize];
                    println!(
                        "{}: typed {text:?} -> {} ({:?}, {:?})",
                        case.id, t.title, t.kind, t.year
                    );
                }
                None => {
                    problems += 1;
                    println!("{}: typed {text:?} does not resolve", case.id);
                }
            }
        }
        let n = case.acceptable.len();
        if !(11..=25).contains(&n) {
            problems += 1;
            println!("{}: {n} welcome titles (11-25 wanted)", case.id);
        }
        for name in &case.acceptable {
            let exact = catalog
                .titles
                .iter()
                .any(|t| t.kind == kind && &t.title == name);
            if !exact {
                problems += 1;
                let near: Vec<String> = catalog
                    .suggest(name, 5)
                    .into_iter()
                    .map(|s| match s {
                        catalog::Suggested::Title(t) => format!("{} ({:?})", t.title, t.kind),
                        catalog::Suggested::Listed(l) => {
                            format!("{} ({:?}, listed only)", l.title, l.kind)
                        }
                    })
                    .collect();
                println!(
                    "{}: welcome {name:?} is not a {kind:?} of that name; near: {near:?}",
                    case.id
                );
            }
        }
    }
    if let Some(other) = rest.first() {
        let other = fan_test::load(Path::new(other)).map_err(|e| e.to_string())?;
        let seen: HashSet<String> = other
            .iter()
            .flat_map(typed)
            .map(|(t, _)| t.to_lowercase())
            .collect();
        for case in &cases {
            for (t, _) in typed(case) {
                if seen.contains(&t.to_lowercase()) {
                    problems += 1;
                    println!("{}: typed {t:?} is also typed in the other file", case.id);
                }
            }
        }
    }
    println!("{} cases, {problems} problems", cases.len());
    Ok(())
}
