use catalog::EMBEDDING_DIM;
use engine::premises::{vectors, PREMISES};
use std::path::Path;
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let catalog = catalog::artifact::load(Path::new(&args[0])).unwrap();
    let protos = vectors();
    let k = protos.len() / EMBEDDING_DIM;
    let n = catalog.titles.len();
    let mut stats = vec![(0f64, 0f64); k];
    for row in catalog.embeddings.chunks_exact(EMBEDDING_DIM) {
        for (p, proto) in protos.chunks_exact(EMBEDDING_DIM).enumerate() {
            let c: f32 = row.iter().zip(proto).map(|(a, b)| a * b).sum();
            stats[p].0 += c as f64;
            stats[p].1 += (c * c) as f64;
        }
    }
    let st: Vec<(f32, f32)> = stats
        .iter()
        .map(|&(s, s2)| {
            let m = s / n as f64;
            (m as f32, ((s2 / n as f64 - m * m).sqrt()) as f32)
        })
        .collect();
    for name in &args[1..] {
        for (i, t) in catalog.titles.iter().enumerate() {
            if &t.title != name {
                continue;
            }
            let row = &catalog.embeddings[i * EMBEDDING_DIM..(i + 1) * EMBEDDING_DIM];
            let mut z: Vec<(usize, f32)> = protos
                .chunks_exact(EMBEDDING_DIM)
                .enumerate()
                .map(|(p, proto)| {
                    let c: f32 = row.iter().zip(proto).map(|(a, b)| a * b).sum();
                    (p, (c - st[p].0) / st[p].1)
                })
                .collect();
            z.sort_by(|a, b| b.1.total_cmp(&a.1));
            let d = t.description.to_lowercase();
            print!("{} ({:?}):", t.title, t.year);
            for &(p, zz) in z.iter().take(4) {
                let named = PREMISES[p].words.iter().any(|w| d.contains(w));
                print!(
                    " [{} {:.2}{}]",
                    PREMISES[p].about,
                    zz,
                    if named { " N" } else { "" }
                );
            }
            println!(
                "\n   {}",
                &t.description.chars().take(200).collect::<String>()
            );
        }
    }
}
