//! Property tests of the list importers (IMDb, Letterboxd with its zip, Trakt), bounded to a few
//! hundred cases each: any bytes give entries or a clean `ImportError` (a sentence for the member),
//! never a panic.

use std::io::{Cursor, Write};

use proptest::prelude::*;
use server::import::{parse, Format, ImportError};

const CASES: u32 = 300;

const FORMATS: [Option<Format>; 4] = [
    None,
    Some(Format::Imdb),
    Some(Format::Letterboxd),
    Some(Format::Trakt),
];

/// The headers each service's files start with, so rows get past the column checks.
const HEADERS: [&str; 3] = [
    "Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\n",
    "Date,Name,Year,Letterboxd URI,Rating\n",
    "Date,Name,Year,Letterboxd URI\n",
];

/// A clean refusal reads as a sentence: capitalised, ending with a full stop.
fn check(outcome: Result<(Format, Vec<server::import::Entry>), ImportError>) {
    if let Err(error) = outcome {
        let message = error.to_string();
        assert!(
            message.chars().next().is_some_and(char::is_uppercase) && message.ends_with('.'),
            "not a sentence: {message:?}"
        );
    }
}

fn parse_all(bytes: &[u8]) {
    for format in FORMATS {
        check(parse(format, bytes));
    }
}

fn zip_of(files: &[(&str, &[u8])]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for (name, content) in files {
        zip.start_file(*name, zip::write::SimpleFileOptions::default())
            .expect("start a file");
        zip.write_all(content).expect("write a file");
    }
    zip.finish().expect("finish the zip").into_inner()
}

/// CSV- and JSON-ish bytes, so rows and values get parsed rather than refused at once.
fn textish() -> impl Strategy<Value = Vec<u8>> {
    let byte = prop_oneof![
        4 => prop::sample::select(b",\"\n\r0123456789.-:[]{} tT\xc3\xa9".to_vec()),
        1 => any::<u8>(),
    ];
    prop::collection::vec(byte, 0..500)
}

/// Trakt-shaped JSON with arbitrary values where the export has its fields.
fn trakt_items() -> impl Strategy<Value = String> {
    let value = prop_oneof![
        Just("null".to_string()),
        any::<i64>().prop_map(|n| n.to_string()),
        any::<f64>().prop_map(|f| if f.is_finite() {
            f.to_string()
        } else {
            "1e400".to_string()
        }),
        "\\PC{0,20}".prop_map(|s| serde_json::Value::String(s).to_string()),
        Just("{}".to_string()),
        Just("[]".to_string()),
    ];
    prop::collection::vec((value.clone(), value.clone(), value), 0..20).prop_map(|items| {
        let items: Vec<String> = items
            .into_iter()
            .map(|(rating, title, year)| {
                format!(
                    r#"{{"rating": {rating}, "type": "movie", "movie": {{"title": {title}, "year": {year}, "ids": {{"imdb": {title}}}}}}}"#
                )
            })
            .collect();
        format!("[{}]", items.join(","))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        parse_all(&bytes);
    }

    #[test]
    fn rows_under_a_real_header(which in 0..HEADERS.len(), rows in textish()) {
        let mut bytes = HEADERS[which].as_bytes().to_vec();
        bytes.extend(rows);
        parse_all(&bytes);
    }

    #[test]
    fn zips_holding_anything(which in 0..HEADERS.len(), rows in textish(), name in prop_oneof![Just("ratings.csv"), Just("watched.csv"), Just("other.txt")]) {
        let mut content = HEADERS[which].as_bytes().to_vec();
        content.extend(rows);
        parse_all(&zip_of(&[(name, &content)]));
    }

    #[test]
    fn broken_zips(bytes in prop::collection::vec(any::<u8>(), 0..300), cut in 0usize..200) {
        let mut zip = zip_of(&[("ratings.csv", HEADERS[1].as_bytes())]);
        // A real zip, truncated or with garbage in its middle.
        let at = cut.min(zip.len());
        zip.truncate(zip.len().saturating_sub(at));
        zip.extend(bytes);
        parse_all(&zip);
    }

    #[test]
    fn trakt_json_with_any_values(json in trakt_items()) {
        parse_all(json.as_bytes());
    }
}
