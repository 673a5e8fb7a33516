//! The Rust model against the reference embeddings and basic semantic sanity.

mod common;

use common::{embedder, model_dir, reference_embedder};
use embed::Embedder;
use embed::{cosine, DIM};
use serde::Deserialize;

#[derive(Deserialize)]
struct Reference {
    sentences: Vec<String>,
    vectors: Vec<Vec<f32>>,
}

fn reference() -> Reference {
    let text = include_str!("fixtures/reference.json");
    serde_json::from_str(text).expect("fixtures/reference.json is valid")
}

#[test]
fn matches_reference_vectors_one_by_one() {
    let reference = reference();
    assert!(reference.sentences.len() >= 10);
    let mut lowest = f32::MAX;
    for (sentence, expected) in reference.sentences.iter().zip(&reference.vectors) {
        let actual = reference_embedder().embed(sentence).unwrap();
        let similarity = cosine(&actual, expected);
        lowest = lowest.min(similarity);
        assert!(
            similarity > 0.99,
            "cosine {similarity} for {:?}",
            sentence.chars().take(60).collect::<String>()
        );
    }
    eprintln!("lowest cosine against the reference: {lowest:.6}");
}

#[test]
fn matches_reference_vectors_in_one_batch() {
    let reference = reference();
    let actual = reference_embedder()
        .embed_batch(&reference.sentences)
        .unwrap();
    assert_eq!(actual.len(), reference.vectors.len());
    for ((sentence, expected), actual) in reference
        .sentences
        .iter()
        .zip(&reference.vectors)
        .zip(&actual)
    {
        let similarity = cosine(actual, expected);
        assert!(
            similarity > 0.99,
            "cosine {similarity} for {sentence:?} in a batch"
        );
    }
}

#[test]
fn related_descriptions_score_higher_than_unrelated() {
    let crime_a = "Two detectives in rural Louisiana hunt a serial killer across seventeen years.";
    let crime_b =
        "A hard-boiled police investigator tracks a murderer through the city's underworld.";
    let cooking =
        "Celebrity chefs compete in a kitchen showdown, baking cakes for a panel of judges.";
    let [a, b, c] = [crime_a, crime_b, cooking].map(|t| embedder().embed(t).unwrap());
    let related = cosine(&a, &b);
    eprintln!(
        "crime/crime {related:.3}, crime/cooking {:.3} and {:.3}",
        cosine(&a, &c),
        cosine(&b, &c)
    );
    assert!(
        related > cosine(&a, &c) + 0.1,
        "crime/crime {related} vs crime/cooking {}",
        cosine(&a, &c)
    );
    assert!(
        related > cosine(&b, &c) + 0.1,
        "crime/crime {related} vs crime/cooking {}",
        cosine(&b, &c)
    );
}

#[test]
fn outputs_are_unit_length() {
    for text in [
        "",
        "hi",
        "A feel-good romantic comedy about a wedding planner.",
    ] {
        let vector = embedder().embed(text).unwrap();
        assert_eq!(vector.len(), DIM);
        let norm = vector.iter().map(|x| x * x).sum::<f32>().sqrt();
        assert!((norm - 1.0).abs() < 1e-4, "norm {norm} for {text:?}");
    }
}

#[test]
fn empty_and_whitespace_text_embed_without_error() {
    for text in ["", "   ", "\n\t"] {
        let vector = embedder().embed(text).unwrap();
        assert!(
            vector.iter().all(|x| x.is_finite()),
            "non-finite value for {text:?}"
        );
    }
}

#[test]
fn one_megabyte_text_is_truncated_not_fatal() {
    let sentence = "A sprawling family saga across four generations of winemakers. ";
    let huge = sentence.repeat(1_000_000 / sentence.len() + 1);
    assert!(huge.len() >= 1_000_000);
    let vector = embedder().embed(&huge).unwrap();
    assert_eq!(vector.len(), DIM);
    // Only the first MAX_TOKENS word pieces count, so a shorter text with the same start agrees.
    let prefix = sentence.repeat(20);
    let similarity = cosine(&vector, &embedder().embed(&prefix).unwrap());
    assert!(
        similarity > 0.999,
        "cosine {similarity} with the truncated text"
    );
}

#[test]
fn one_megabyte_of_emoji_without_spaces_does_not_panic() {
    let huge = "🎬".repeat(250_000);
    let vector = embedder().embed(&huge).unwrap();
    assert_eq!(vector.len(), DIM);
}

#[test]
fn batch_equals_single_and_keeps_input_order() {
    let texts = [
        "A long description of a historical drama set in the court of a Tudor king, full of intrigue.",
        "Space",
        "",
        "Stand-up comedy special recorded live in Chicago.",
        "Space",
    ];
    let batch = embedder().embed_batch(&texts).unwrap();
    assert_eq!(batch.len(), texts.len());
    for (text, from_batch) in texts.iter().zip(&batch) {
        let single = embedder().embed(text).unwrap();
        let similarity = cosine(&single, from_batch);
        assert!(
            similarity > 0.9999,
            "batch vs single cosine {similarity} for {text:?}"
        );
    }
}

#[test]
fn progress_reports_every_text_once_in_order() {
    let texts: Vec<String> = (0..70)
        .map(|i| format!("Episode {i} of a travel show"))
        .collect();
    let mut calls = Vec::new();
    let vectors = embedder()
        .embed_all_with_progress(&texts, |done, total| calls.push((done, total)))
        .unwrap();
    assert_eq!(vectors.len(), 70);
    assert_eq!(calls.first(), Some(&(0, 70)));
    assert_eq!(calls.last(), Some(&(70, 70)));
    assert!(
        calls.windows(2).all(|w| w[0].0 < w[1].0),
        "progress must increase: {calls:?}"
    );
    // 70 texts need at least two batches of at most 64.
    assert!(calls.len() >= 3);
}

#[test]
fn concurrent_passes_give_the_same_vectors_in_the_same_order() {
    // Lengths from 1 to ~150 word pieces, so the texts fall into several batches.
    let texts: Vec<String> = (0..150)
        .map(|i| format!("Season {i}: {}", "a detective returns home ".repeat(i % 30)))
        .collect();
    let one = embedder().embed_batch(&texts).unwrap();
    let model_dir = model_dir();
    let three = Embedder::load(&model_dir)
        .unwrap()
        .with_concurrent_passes(3);
    let mut calls = Vec::new();
    let parallel = three
        .embed_all_with_progress(&texts, |done, total| calls.push((done, total)))
        .unwrap();
    assert_eq!(parallel.len(), texts.len());
    for (i, (a, b)) in one.iter().zip(&parallel).enumerate() {
        assert!(cosine(a, b) > 0.9999, "text {i} differs across passes");
    }
    assert_eq!(calls.last(), Some(&(150, 150)));
    assert!(calls.windows(2).all(|w| w[0].0 < w[1].0), "{calls:?}");
}

#[test]
fn empty_input_gives_no_vectors() {
    let none: [&str; 0] = [];
    assert!(embedder().embed_batch(&none).unwrap().is_empty());
}

#[test]
fn missing_model_is_a_clear_error() {
    let error = match embed::Embedder::load(std::path::Path::new("/nonexistent/model")) {
        Ok(_) => panic!("loading a missing model must fail"),
        Err(error) => error.to_string(),
    };
    assert!(
        error.contains("model not found at /nonexistent/model"),
        "{error}"
    );
    assert!(error.contains("scripts/fetch-model.sh"), "{error}");
}
