//! Timings for the report: full build, artifact save/size/load, resolver lookups.
//! `cargo run -p catalog --release --example catalog_timings [datasets_dir]`

use std::path::PathBuf;
use std::time::Instant;

use catalog::{artifact, build, default_datasets_dir, BuildOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(default_datasets_dir);
    let (catalog, report) = build(&dir, &BuildOptions::default())?;
    println!("{report}");
    let path = std::env::temp_dir().join(format!("catalog-timings-{}.bin", std::process::id()));
    let start = Instant::now();
    artifact::save(&catalog, &path)?;
    println!(
        "save: {:.2?}, {:.1} MB",
        start.elapsed(),
        std::fs::metadata(&path)?.len() as f64 / 1e6
    );
    let start = Instant::now();
    let bytes = std::fs::read(&path)?;
    let read = start.elapsed();
    let loaded = artifact::from_bytes(&bytes, &path)?;
    println!(
        "load: {:.2?} (read {read:.2?}, decode + resolver index the rest)",
        start.elapsed()
    );
    std::fs::remove_file(&path)?;
    let titles = loaded.titles.clone();
    let start = Instant::now();
    let _index_only = catalog::Catalog::new(titles, Vec::new());
    println!("  of which resolver index: {:.2?}", start.elapsed());
    let cases: [(&str, &[&str]); 3] = [
        (
            "exact",
            &[
                "breaking bad",
                "the office (US)",
                "LOTR",
                "Jack Ryan",
                "Matrix, The",
            ],
        ),
        (
            "typo",
            &[
                "Breakng Bad",
                "inceptoin",
                "stranger thigns",
                "the godfahter",
                "forest gump",
            ],
        ),
        (
            "miss",
            &[
                "Zorblax Returns to Mars",
                "Midnight Pancake Society",
                "asdf",
                "The Purple Elephant Conspiracy",
                "Breaking Good",
            ],
        ),
    ];
    for (name, inputs) in cases {
        let rounds = 2_000u32;
        let start = Instant::now();
        let mut hits = 0;
        for _ in 0..rounds {
            for i in inputs {
                hits += usize::from(loaded.resolve(std::hint::black_box(i), None).is_some());
            }
        }
        let per = start.elapsed() / (rounds * inputs.len() as u32);
        println!("resolve {name}: {per:.2?} per lookup ({hits} hits)");
    }
    // What some inputs resolve to in the full catalog (eyeball check; the suite runs on the small one).
    for input in [
        "breaking bad",
        "the office",
        "the office (US)",
        "Amelie",
        "LOTR",
        "Jack Ryan",
        "Zorblax Returns to Mars",
        "Midnight Pancake Society",
        "The Purple Elephant Conspiracy",
        "Breaking Good",
        "dark",
        "you",
        "westworld",
    ] {
        let shown = loaded.resolve(input, None).and_then(|r| {
            loaded
                .get(r.id)
                .map(|t| (t.title.clone(), t.year, t.kind, r.confidence))
        });
        println!("  {input:?} → {shown:?}");
    }
    Ok(())
}
