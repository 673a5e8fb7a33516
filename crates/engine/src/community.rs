//! The community signal: item-item co-occurrence in members' saved lists.
//!
//! Two titles saved by the same members are related in a way descriptions miss. Each pair's count
//! is normalised by cosine (co / √(nₐ·n_b)) so blockbusters do not neighbour everything, and shrunk
//! by co / (co + shrink) so a pair seen together once is not trusted like one seen a hundred times.

use std::collections::HashMap;

use catalog::TitleId;

/// Items considered per list: long lists add quadratic pairs but little extra signal.
const MAX_LIST_ITEMS: usize = 300;
/// Neighbours kept per title.
const MAX_NEIGHBOURS: usize = 100;
/// A pair of titles (and a title's save count) counts only when at least this many members saved
/// it: a signal read off one or two lists would let a member's picks reveal another's list.
pub const MIN_MEMBERS: u32 = 3;

#[derive(Debug, Default, Clone)]
pub struct Community {
    /// Per title id: (neighbour, similarity), strongest first.
    pub neighbours: Vec<Vec<(TitleId, f32)>>,
    /// Per title id: log(1 + lists containing it) / log(1 + most lists), 0..=1.
    pub popularity: Vec<f32>,
}

impl Community {
    pub fn build(lists: &[Vec<TitleId>], catalog_len: usize, shrink: f32) -> Community {
        let mut count = vec![0u32; catalog_len];
        let mut cleaned: Vec<Vec<TitleId>> = Vec::with_capacity(lists.len());
        for list in lists {
            let mut l: Vec<TitleId> = list
                .iter()
                .copied()
                .filter(|&id| (id as usize) < catalog_len)
                .collect();
            l.sort_unstable();
            l.dedup();
            if l.len() > MAX_LIST_ITEMS {
                // Deterministic thinning keeps the signal of very long lists without their cost.
                let step = l.len() as f32 / MAX_LIST_ITEMS as f32;
                l = (0..MAX_LIST_ITEMS)
                    .map(|i| l[(i as f32 * step) as usize])
                    .collect();
            }
            for &id in &l {
                count[id as usize] += 1;
            }
            cleaned.push(l);
        }
        // Pair key (a << 32 | b, a < b) → (list-length-weighted count, raw count).
        let mut pairs: HashMap<u64, (f32, u32)> = HashMap::new();
        for l in &cleaned {
            // Members with long lists say less about any one pair (inverse user frequency).
            let w = 1.0 / (2.0 + l.len() as f32).ln();
            for (i, &a) in l.iter().enumerate() {
                for &b in &l[i + 1..] {
                    let e = pairs
                        .entry(((a as u64) << 32) | b as u64)
                        .or_insert((0.0, 0));
                    e.0 += w;
                    e.1 += 1;
                }
            }
        }
        let mut neighbours: Vec<Vec<(TitleId, f32)>> = vec![Vec::new(); catalog_len];
        for (key, (weighted, co)) in pairs {
            if co < MIN_MEMBERS {
                continue;
            }
            let (a, b) = ((key >> 32) as usize, (key & 0xffff_ffff) as usize);
            let cosine = weighted / ((count[a] as f32) * (count[b] as f32)).sqrt();
            let co = co as f32;
            let sim = cosine * co / (co + shrink);
            neighbours[a].push((b as TitleId, sim));
            neighbours[b].push((a as TitleId, sim));
        }
        for n in &mut neighbours {
            n.sort_unstable_by(|x, y| y.1.total_cmp(&x.1).then(x.0.cmp(&y.0)));
            n.truncate(MAX_NEIGHBOURS);
        }
        let max = count.iter().copied().max().unwrap_or(0).max(1) as f32;
        let popularity = count
            .iter()
            .map(|&c| {
                if c < MIN_MEMBERS {
                    0.0
                } else {
                    (1.0 + c as f32).ln() / (1.0 + max).ln()
                }
            })
            .collect();
        Community {
            neighbours,
            popularity,
        }
    }

    /// Similarity of two titles by co-occurrence (0 when never saved together).
    pub fn similarity(&self, a: TitleId, b: TitleId) -> f32 {
        self.neighbours
            .get(a as usize)
            .and_then(|n| n.iter().find(|x| x.0 == b))
            .map_or(0.0, |x| x.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn co_saved_titles_become_neighbours_with_shrinkage() {
        let mut lists = vec![vec![0, 1]; 6];
        lists.extend(vec![vec![0, 1, 2]; 3]);
        lists.extend(vec![vec![2, 3]; 3]);
        let c = Community::build(&lists, 5, 1.0);
        assert!(c.similarity(0, 1) > c.similarity(0, 2));
        assert!(c.similarity(0, 2) > 0.0);
        assert_eq!(c.similarity(0, 3), 0.0);
        assert_eq!(c.similarity(1, 0), c.similarity(0, 1));
        assert!(c.popularity[0] > c.popularity[3]);
        assert_eq!(c.popularity[4], 0.0);
    }

    #[test]
    fn what_fewer_than_three_members_saved_says_nothing() {
        // Two members saved 0 with 1: the pair and the titles' counts would expose their lists.
        let lists = vec![vec![0, 1], vec![0, 1], vec![2, 3], vec![2, 3], vec![2, 3]];
        let c = Community::build(&lists, 4, 1.0);
        assert_eq!(c.similarity(0, 1), 0.0);
        assert_eq!((c.popularity[0], c.popularity[1]), (0.0, 0.0));
        assert!(c.similarity(2, 3) > 0.0 && c.popularity[2] > 0.0);
    }

    #[test]
    fn out_of_range_ids_are_ignored() {
        let c = Community::build(&[vec![0, 99]], 2, 1.0);
        assert_eq!(c.similarity(0, 1), 0.0);
    }
}
