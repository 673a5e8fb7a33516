//! embed_with_cache: cached texts are not embedded again, results equal a direct embedding.

mod common;

use common::embedder;
use embed::{cosine, embed_with_cache, EmbeddingCache};

#[test]
fn second_run_is_served_from_the_cache() {
    let texts = [
        "A heist crew plans one last job.",
        "Nature documentary about owls.",
        "A heist crew plans one last job.",
    ];
    let mut cache = EmbeddingCache::default();

    let mut first_progress = Vec::new();
    let first = embed_with_cache(embedder(), &mut cache, &texts, |d, t| {
        first_progress.push((d, t))
    })
    .unwrap();
    assert_eq!(first.len(), 3);
    assert_eq!(cache.len(), 2, "duplicates are stored once");
    assert_eq!(first[0], first[2]);
    assert_eq!(first_progress.last(), Some(&(3, 3)));
    let direct = embedder().embed(texts[1]).unwrap();
    assert!(cosine(&first[1], &direct) > 0.9999);

    // A rebuild with one new text: the others come from the cache, bit for bit.
    let texts_again = [texts[0], "A brand-new synopsis", texts[1]];
    let mut progress = Vec::new();
    let second = embed_with_cache(embedder(), &mut cache, &texts_again, |d, t| {
        progress.push((d, t))
    })
    .unwrap();
    assert_eq!(second[0], first[0]);
    assert_eq!(second[2], first[1]);
    assert_eq!(cache.len(), 3);
    assert_eq!(
        progress.first(),
        Some(&(2, 3)),
        "cached texts count as done from the start"
    );

    let dir = std::env::temp_dir().join(format!("embed-cache-model-{}", std::process::id()));
    let path = dir.join("embeddings.bin");
    cache.save(&path).unwrap();
    let mut reloaded = EmbeddingCache::load(&path).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let third = embed_with_cache(embedder(), &mut reloaded, &texts_again, |_, _| {}).unwrap();
    assert_eq!(third, second);
}
