//! The full build from the real datasets: the counts the product promises.

use std::path::PathBuf;
use std::time::Instant;

use catalog::{artifact, build, BuildOptions, Kind, Platform};

fn datasets_dir() -> PathBuf {
    let dir = std::env::var_os("BINGEABLE_DATASETS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/datasets")
        });
    assert!(
        dir.join("streaming-titles").is_dir(),
        "datasets not found at {} — set BINGEABLE_DATASETS to the shared datasets folder",
        dir.display()
    );
    dir
}

#[test]
fn full_build_has_every_title_and_platform() {
    let (catalog, report) = build(&datasets_dir(), &BuildOptions::default()).expect("full build");
    println!("{report}");
    let films = catalog
        .titles
        .iter()
        .filter(|t| t.kind == Kind::Movie)
        .count();
    let shows = catalog
        .titles
        .iter()
        .filter(|t| t.kind == Kind::Show)
        .count();
    assert!(catalog.len() >= 21_000, "only {} titles", catalog.len());
    assert!(films >= 15_500, "only {films} films");
    assert!(shows >= 5_000, "only {shows} shows");
    for p in Platform::ALL.iter().filter(|p| **p != Platform::Peacock) {
        let n = catalog
            .titles
            .iter()
            .filter(|t| t.platforms.contains(p))
            .count();
        assert!(n > 0, "no title on {}", p.name());
    }
    assert!(catalog
        .titles
        .iter()
        .enumerate()
        .all(|(i, t)| t.id as usize == i));
    let keys: std::collections::HashSet<&str> =
        catalog.titles.iter().map(|t| t.key.as_str()).collect();
    assert_eq!(keys.len(), catalog.len(), "keys are unique");
    let mut seen = std::collections::HashMap::new();
    for t in &catalog.titles {
        let name = (t.kind, catalog::text::match_key(&t.title), t.year);
        if let Some(first) = seen.insert(name, &t.key) {
            panic!(
                "{} and {first} share type, normalised name and year ({} {:?})",
                t.key, t.title, t.year
            );
        }
    }
    // The older files' "Monty Python's Life of Brian" is the main source's "Life of Brian".
    let brians: Vec<&str> = catalog
        .titles
        .iter()
        .filter(|t| t.title.contains("Life of Brian"))
        .map(|t| t.title.as_str())
        .collect();
    assert_eq!(brians, ["Life of Brian"]);
    let m = &report.merge;
    assert!(
        m.ott_matched_sole_title > 0
            && m.ott_matched_without_brand > 0
            && m.ott_matched_running_show > 0
            && m.ott_matched_older_list_show > 0,
        "{m:?}"
    );
    // (year, platforms) of each show of a name.
    let shows = |name: &str| -> Vec<(Option<u16>, usize)> {
        catalog
            .titles
            .iter()
            .filter(|t| t.title == name && t.kind == Kind::Show)
            .map(|t| (t.year, t.platforms.len()))
            .collect()
    };
    // Netflix's 2021 list dates Friday Night Lights (2006-2011) by its last season: one series.
    let fnl = shows("Friday Night Lights");
    assert_eq!(fnl.len(), 1, "{fnl:?}");
    assert_eq!(fnl[0].0, Some(2006));
    // Hulu's list dates Hannibal by its first season (2013), Netflix's 2021 list by its last
    // (2015): one series, on both platforms.
    assert_eq!(shows("Hannibal"), [(Some(2013), 2)]);
    assert!(report.to_string().contains("Hulu"));

    // Artifact size and load time of the full catalog (no embeddings here: the embed crate adds
    // 384 floats per title, ~34 MB, read as one contiguous block).
    let path = std::env::temp_dir().join(format!("catalog-full-{}.bin", std::process::id()));
    artifact::save(&catalog, &path).expect("save");
    let size = std::fs::metadata(&path).expect("metadata").len();
    let start = Instant::now();
    let loaded = artifact::load(&path).expect("load");
    let took = start.elapsed();
    std::fs::remove_file(&path).expect("cleanup");
    println!(
        "artifact: {:.1} MB, loaded (with resolver index) in {took:.2?}",
        size as f64 / 1e6
    );
    assert_eq!(loaded.titles, catalog.titles);
}
