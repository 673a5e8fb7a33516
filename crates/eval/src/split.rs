//! Deterministic randomness: the test/community user split and the seeded generator behind the
//! random baseline. Both use SplitMix64 so results repeat across runs, machines and Rust versions
//! (std's hashers promise none of that).

/// Share of eligible users put under test; the rest (and every ineligible user) are community.
pub const DEFAULT_TEST_PERCENT: u8 = 50;

/// Fixed so the split does not move when `--seed` changes: the seed varies the random baseline,
/// not which users are measured.
const SPLIT_SALT: u64 = 0x6269_6e67_6561_626c; // "bingeabl"

/// Whether `user_id` belongs to the test half (about `test_percent`% of users).
pub fn is_test_user(user_id: u32, test_percent: u8) -> bool {
    splitmix64(u64::from(user_id) ^ SPLIT_SALT) % 100 < u64::from(test_percent)
}

/// One SplitMix64 step: a well-mixed 64-bit hash of `x`.
pub fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A small seeded generator (SplitMix64 stream).
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        splitmix64(self.0)
    }

    /// Uniform in `0..n` (n > 0); the modulo bias is negligible for catalog-sized n.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_is_stable_and_near_the_requested_share() {
        let test: Vec<u32> = (1..=10_000).filter(|&u| is_test_user(u, 50)).collect();
        assert!(
            (4_500..=5_500).contains(&test.len()),
            "{} of 10000",
            test.len()
        );
        let again: Vec<u32> = (1..=10_000).filter(|&u| is_test_user(u, 50)).collect();
        assert_eq!(test, again);
        assert!(!(1..=1000).any(|u| is_test_user(u, 0)));
        assert!((1..=1000).all(|u| is_test_user(u, 100)));
    }

    #[test]
    fn rng_repeats_for_a_seed_and_differs_across_seeds() {
        let draw = |seed| {
            let mut r = Rng::new(seed);
            (0..8).map(|_| r.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
        assert!(draw(7).iter().all(|&x| x < 1000));
    }
}
