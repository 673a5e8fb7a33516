//! Property tests, bounded to a few hundred cases each (seconds): the dataset importers never
//! panic on any bytes, with or without a real header, and the title resolver never panics and
//! only ever answers with a title of the catalog.

use std::path::Path;

use catalog::import::{availability, credits, ott, streaming_titles};
use catalog::{Catalog, Kind, Platform, Title};
use proptest::prelude::*;

const CASES: u32 = 300;

/// Each importer with the header its file must start with.
const HEADERS: [&str; 4] = [
    "id,title,type,description,release_year,age_certification,runtime,genres,production_countries,seasons,imdb_id,imdb_score,imdb_votes,tmdb_popularity,tmdb_score\n",
    "show_id,type,title,director,cast,country,date_added,release_year,rating,duration,listed_in,description\n",
    "ID,Title,Year,Age,IMDb,Rotten Tomatoes,Netflix,Hulu,Prime Video,Disney+,Type\n",
    "person_id,id,name,character,role\n",
];

/// Runs every importer over `bytes`; a returned error is fine, a panic fails the property.
fn import_all(bytes: &[u8]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("file.csv");
    std::fs::write(&path, bytes).expect("write the file");
    run_importers(&path);
}

fn run_importers(path: &Path) {
    if let Ok((rows, stats)) = streaming_titles::import(path, Platform::Netflix) {
        assert_eq!(stats.read, stats.kept + stats.skipped());
        assert_eq!(rows.len(), stats.kept);
    }
    if let Ok((rows, stats)) = ott::import(path, Platform::Hulu) {
        assert_eq!(rows.len(), stats.kept);
    }
    for kind in [Kind::Show, Kind::Movie] {
        if let Ok((rows, stats)) = availability::import(path, kind) {
            assert_eq!(rows.len(), stats.kept);
        }
    }
    if let Ok((rows, stats)) = credits::import(path) {
        assert_eq!(rows.len(), stats.kept);
    }
}

/// CSV-ish bytes: mostly separators, quotes, line breaks and digits, so rows get parsed (and
/// mis-parsed) rather than rejected at the first byte.
fn csvish() -> impl Strategy<Value = Vec<u8>> {
    let byte = prop_oneof![
        4 => prop::sample::select(b",\"\n\r0123456789.-[]' aZ".to_vec()),
        1 => any::<u8>(),
    ];
    prop::collection::vec(byte, 0..600)
}

fn small_catalog() -> Catalog {
    let names = [
        ("Breaking Bad", Kind::Show, 2008),
        ("The Office", Kind::Show, 2005),
        ("The Office", Kind::Show, 2001),
        ("Fargo", Kind::Movie, 1996),
        ("Fargo", Kind::Show, 2014),
        ("Amélie", Kind::Movie, 2001),
        ("Se7en", Kind::Movie, 1995),
        ("M*A*S*H", Kind::Show, 1972),
        ("9-1-1", Kind::Show, 2018),
        ("Love, Death & Robots", Kind::Show, 2019),
        ("千と千尋の神隠し", Kind::Movie, 2001),
        ("It", Kind::Movie, 2017),
    ];
    let titles = names
        .iter()
        .enumerate()
        .map(|(i, (name, kind, year))| Title {
            id: i as u32,
            ..Title::named(format!("t{i:03}"), name, *kind, Some(*year))
        })
        .collect();
    Catalog::new(titles, Vec::new())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn importers_never_panic_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        import_all(&bytes);
    }

    #[test]
    fn importers_never_panic_on_rows_under_a_real_header(which in 0..HEADERS.len(), rows in csvish()) {
        let mut bytes = HEADERS[which].as_bytes().to_vec();
        bytes.extend(rows);
        import_all(&bytes);
    }

    #[test]
    fn the_resolver_answers_only_with_catalog_titles(input in "\\PC{0,80}", hint in prop::option::of(prop_oneof![Just(Kind::Show), Just(Kind::Movie)])) {
        let catalog = small_catalog();
        if let Some(found) = catalog.resolve(&input, hint) {
            prop_assert!((found.id as usize) < catalog.len());
        }
        for suggested in catalog.suggest(&input, 3) {
            if let catalog::Suggested::Title(t) = suggested {
                prop_assert!((t.id as usize) < catalog.len());
            }
        }
    }

    #[test]
    fn the_resolver_survives_any_unicode(input in any::<String>()) {
        let catalog = small_catalog();
        let _ = catalog.resolve(&input, None);
        let _ = catalog.suggest(&input, 5);
    }

    /// Whatever case and spacing a person types, an exact name finds a title of that name.
    #[test]
    fn exact_names_resolve_in_any_case(which in 0..12usize, upper in any::<bool>(), pad in 0..3usize) {
        let catalog = small_catalog();
        let name = catalog.titles[which].title.clone();
        let typed = if upper { name.to_uppercase() } else { name.to_lowercase() };
        let typed = format!("{}{typed}{}", " ".repeat(pad), " ".repeat(pad));
        let found = catalog.resolve(&typed, None);
        prop_assert!(found.is_some(), "{typed:?} did not resolve");
        if let Some(found) = found {
            prop_assert_eq!(&catalog.titles[found.id as usize].title, &name);
        }
    }
}
