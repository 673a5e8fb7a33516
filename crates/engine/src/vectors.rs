//! Vector kernels: the f32 dot product, and an int8-quantised matrix for the candidate scan.
//!
//! The scan streams every candidate's embedding once per request, so memory bandwidth, not
//! arithmetic, bounds it: int8 rows are a quarter of the f32 bytes. Each row keeps its own scale,
//! so the quantisation error on a cosine stays around 1e-3, far below what changes a ranking.

use catalog::EMBEDDING_DIM;

/// Dot product with eight independent accumulators so the compiler vectorises it.
#[inline]
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0.0f32; 8];
    let (ca, cb) = (a.chunks_exact(8), b.chunks_exact(8));
    let (ra, rb) = (ca.remainder(), cb.remainder());
    for (x, y) in ca.zip(cb) {
        for k in 0..8 {
            acc[k] += x[k] * y[k];
        }
    }
    let mut sum: f32 = acc.iter().sum();
    for (x, y) in ra.iter().zip(rb) {
        sum += x * y;
    }
    sum
}

/// Rows of `EMBEDDING_DIM` int8 values, each with the factor that turns its integer dot products
/// back into floats.
#[derive(Debug, Default, Clone)]
pub struct QuantMatrix {
    data: Vec<i8>,
    inverse_scale: Vec<f32>,
    /// Σ of each row's values: the VNNI kernel multiplies unsigned bytes, so queries are shifted
    /// by +128 and `128 × row sum` is subtracted afterwards.
    row_sum: Vec<i32>,
}

/// One quantised query vector, also widened to int16 once so the scan does not widen it per row.
#[derive(Debug, Clone)]
pub struct QuantVector {
    data: Vec<i8>,
    wide: Vec<i16>,
    /// `data + 128` as unsigned bytes, for the VNNI kernel.
    shifted: Vec<u8>,
    inverse_scale: f32,
}

impl QuantVector {
    pub fn new(v: &[f32]) -> QuantVector {
        let mut data = Vec::with_capacity(v.len());
        let inverse_scale = quantize_into(v, &mut data);
        let wide = data.iter().map(|&x| x as i16).collect();
        let shifted = data.iter().map(|&x| (x as i16 + 128) as u8).collect();
        QuantVector {
            data,
            wide,
            shifted,
            inverse_scale,
        }
    }
}

/// Appends `v` scaled so its largest magnitude is 127; returns 1/scale.
fn quantize_into(v: &[f32], out: &mut Vec<i8>) -> f32 {
    let max = v.iter().fold(0.0f32, |m, x| m.max(x.abs()));
    if max == 0.0 || !max.is_finite() {
        out.extend(std::iter::repeat_n(0i8, v.len()));
        return 0.0;
    }
    let scale = 127.0 / max;
    out.extend(
        v.iter()
            .map(|x| (x * scale).round().clamp(-127.0, 127.0) as i8),
    );
    1.0 / scale
}

/// Queries per pass over a row in both SIMD kernels. Eight accumulators, the row and a product fit
/// AVX2's sixteen vector registers. AVX-512 has room for more, but with eight a row's second pass
/// already reads it from L1, and `sum_lanes` reduces exactly eight accumulators at once.
#[cfg(target_arch = "x86_64")]
const BLOCK: usize = 8;
#[cfg(target_arch = "x86_64")]
const _: () = assert!(
    BLOCK == 8,
    "by_block_len has a copy for one to eight queries, and sum_lanes reduces eight"
);

/// Calls `$kernel::<N>(args)` with `N` = `$len`, one to eight: each block length runs a copy
/// compiled for exactly that many queries. With a length known at compile time the accumulators
/// stay in registers; a loop over a slice of runtime length kept them in memory and waited on a
/// store and a reload per product (the AVX2 scan ran at about a third of its speed, the VNNI one
/// at 60-75%).
#[cfg(target_arch = "x86_64")]
macro_rules! by_block_len {
    ($len:expr, $kernel:ident($($arg:expr),*)) => {
        match $len {
            8 => $kernel::<8>($($arg),*),
            7 => $kernel::<7>($($arg),*),
            6 => $kernel::<6>($($arg),*),
            5 => $kernel::<5>($($arg),*),
            4 => $kernel::<4>($($arg),*),
            3 => $kernel::<3>($($arg),*),
            2 => $kernel::<2>($($arg),*),
            1 => $kernel::<1>($($arg),*),
            // An empty block has no sums; a longer one cannot occur (checked at compile time).
            _ => {}
        }
    };
}

impl QuantMatrix {
    pub fn push(&mut self, row: &[f32]) {
        let start = self.data.len();
        let s = quantize_into(row, &mut self.data);
        self.inverse_scale.push(s);
        self.row_sum
            .push(self.data[start..].iter().map(|&x| x as i32).sum());
    }

    pub fn rows(&self) -> usize {
        self.inverse_scale.len()
    }

    /// `out[q * self.rows() + r] = weight * cos(row r, query q)` (one column of rows per query, as
    /// the scorer reads them) for every row `r` that `wanted` marks (every row when `None`); the
    /// others are left as they are. Skipping the rows the
    /// caller will not read saves a request their share of the scan, the engine's largest
    /// per-request cost where the CPU lacks VNNI.
    pub fn scan(
        &self,
        queries: &[QuantVector],
        weight: f32,
        wanted: Option<&[bool]>,
        out: &mut [f32],
    ) {
        let n = queries.len();
        if n == 0 {
            return;
        }
        let well_formed = queries
            .iter()
            .all(|q| q.wide.len() == EMBEDDING_DIM && q.shifted.len() == EMBEDDING_DIM)
            && out.len() >= self.rows() * n;
        let wanted = wanted.filter(|w| w.len() >= self.rows());
        #[cfg(target_arch = "x86_64")]
        {
            if well_formed
                && std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("avx512vnni")
            {
                // SAFETY: the CPU supports AVX-512F and VNNI (checked just above).
                unsafe { self.scan_vnni(queries, weight, wanted, out) };
                return;
            }
            if well_formed && std::arch::is_x86_feature_detected!("avx2") {
                // SAFETY: the CPU supports AVX2 (checked just above).
                unsafe { self.scan_avx2(queries, weight, wanted, out) };
                return;
            }
        }
        self.scan_portable(queries, weight, wanted, out);
    }

    /// Each row to scan with its index: every row, or the ones `wanted` marks.
    #[inline(always)]
    fn rows_to_scan<'a>(
        &'a self,
        wanted: Option<&'a [bool]>,
    ) -> impl Iterator<Item = (usize, &'a [i8])> + 'a {
        self.data
            .chunks_exact(EMBEDDING_DIM)
            .enumerate()
            .filter(move |&(r, _)| wanted.is_none_or(|w| w[r]))
    }

    fn scan_portable(
        &self,
        queries: &[QuantVector],
        weight: f32,
        wanted: Option<&[bool]>,
        out: &mut [f32],
    ) {
        let rows = self.rows();
        for (r, row) in self.rows_to_scan(wanted) {
            let rs = self.inverse_scale[r] * weight;
            for (q, query) in queries.iter().enumerate() {
                out[q * rows + r] =
                    dot_i8_portable(row, &query.data) as f32 * rs * query.inverse_scale;
            }
        }
    }

    /// Each 16-value chunk of a row is widened once and multiplied with a block of up to eight
    /// queries, so a row costs one widening per chunk and block instead of one per query.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn scan_avx2(
        &self,
        queries: &[QuantVector],
        weight: f32,
        wanted: Option<&[bool]>,
        out: &mut [f32],
    ) {
        let rows = self.rows();
        let wide: Vec<&[i16]> = queries.iter().map(|q| &q.wide[..]).collect();
        for (r, row) in self.rows_to_scan(wanted) {
            let rs = self.inverse_scale[r] * weight;
            for (block_index, block) in wide.chunks(BLOCK).enumerate() {
                let mut sums = [0i32; BLOCK];
                // SAFETY (every block length): the CPU supports AVX2 (the caller's contract),
                // `row` is one row of EMBEDDING_DIM values, `scan` dispatches here only when every
                // query's `wide` has EMBEDDING_DIM values, and the block has `block.len()` queries.
                unsafe { by_block_len!(block.len(), dots_avx2_n(row, block, &mut sums)) };
                for (j, &total) in sums[..block.len()].iter().enumerate() {
                    let q = block_index * BLOCK + j;
                    out[q * rows + r] = total as f32 * rs * queries[q].inverse_scale;
                }
            }
        }
    }

    /// 64 byte products per instruction (vpdpbusd), in blocks of queries as the AVX2 kernel.
    ///
    /// The two kernels keep a row loop each, alike but for the shift's correction: one generic
    /// loop taking the kernel as a closure (with the eight-way reduction) made the AVX2 scan 2-22%
    /// slower (measured against this shape, same binary, 12,000 rows).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512vnni")]
    fn scan_vnni(
        &self,
        queries: &[QuantVector],
        weight: f32,
        wanted: Option<&[bool]>,
        out: &mut [f32],
    ) {
        let rows = self.rows();
        let shifted: Vec<&[u8]> = queries.iter().map(|q| &q.shifted[..]).collect();
        for (r, row) in self.rows_to_scan(wanted) {
            let rs = self.inverse_scale[r] * weight;
            let correction = 128 * self.row_sum[r];
            for (block_index, block) in shifted.chunks(BLOCK).enumerate() {
                let mut sums = [0i32; BLOCK];
                // SAFETY (every block length): the CPU supports AVX-512F and VNNI (the caller's
                // contract), `row` is one row of EMBEDDING_DIM values, `scan` dispatches here only
                // when every query's `shifted` has EMBEDDING_DIM values, and the block has
                // `block.len()` queries.
                unsafe { by_block_len!(block.len(), dots_vnni_n(row, block, &mut sums)) };
                for (j, &total) in sums[..block.len()].iter().enumerate() {
                    let q = block_index * BLOCK + j;
                    out[q * rows + r] = (total - correction) as f32 * rs * queries[q].inverse_scale;
                }
            }
        }
    }
}

/// The integer dot products of `row` with each of the first `N` queries of `block` into `sums`.
///
/// # Safety
/// The CPU supports AVX2, `row` has `EMBEDDING_DIM` values, and `block` has at least `N` queries
/// of `EMBEDDING_DIM` values.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn dots_avx2_n<const N: usize>(row: &[i8], block: &[&[i16]], sums: &mut [i32; BLOCK]) {
    use std::arch::x86_64::*;
    let queries: [*const i16; N] = std::array::from_fn(|j| block[j].as_ptr());
    let mut acc = [_mm256_setzero_si256(); N];
    for c in 0..EMBEDDING_DIM / 16 {
        // SAFETY (both loads): c * 16 + 16 <= EMBEDDING_DIM, the length of the row and of every
        // query (the caller's contract); loadu needs no alignment.
        unsafe {
            let v =
                _mm256_cvtepi8_epi16(_mm_loadu_si128(row.as_ptr().add(c * 16) as *const __m128i));
            for j in 0..N {
                let w = _mm256_loadu_si256(queries[j].add(c * 16) as *const __m256i);
                acc[j] = _mm256_add_epi32(acc[j], _mm256_madd_epi16(v, w));
            }
        }
    }
    // One reduction per accumulator, not `sum_lanes`: here the 24 chunks of a row dwarf the
    // reduction, and the tree measured slower for blocks of one to four queries.
    for j in 0..N {
        sums[j] = horizontal_sum(acc[j]);
    }
}

/// The sum of one accumulator's eight lanes.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
fn horizontal_sum(acc: std::arch::x86_64::__m256i) -> i32 {
    use std::arch::x86_64::*;
    let s = _mm_add_epi32(
        _mm256_castsi256_si128(acc),
        _mm256_extracti128_si256(acc, 1),
    );
    let s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0b01_00_11_10));
    let s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0b10_11_00_01));
    _mm_cvtsi128_si32(s)
}

/// The integer dot products of `row` with each of the first `N` queries of `block` (shifted to
/// unsigned bytes) into `sums`, before the shift's correction.
///
/// # Safety
/// The CPU supports AVX-512F and VNNI, `row` has `EMBEDDING_DIM` values, and `block` has at least
/// `N` queries of `EMBEDDING_DIM` values.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vnni")]
#[inline]
unsafe fn dots_vnni_n<const N: usize>(row: &[i8], block: &[&[u8]], sums: &mut [i32; BLOCK]) {
    use std::arch::x86_64::*;
    let queries: [*const u8; N] = std::array::from_fn(|j| block[j].as_ptr());
    let mut acc = [_mm512_setzero_si512(); N];
    for c in 0..EMBEDDING_DIM / 64 {
        // SAFETY (both loads): c * 64 + 64 <= EMBEDDING_DIM, the length of the row and of every
        // query (the caller's contract); loadu needs no alignment.
        unsafe {
            let v = _mm512_loadu_si512(row.as_ptr().add(c * 64) as *const _);
            for j in 0..N {
                let u = _mm512_loadu_si512(queries[j].add(c * 64) as *const _);
                acc[j] = _mm512_dpbusd_epi32(acc[j], u, v);
            }
        }
    }
    // Each accumulator folded to eight lanes first: one extract and one add apiece.
    *sums =
        sum_lanes(acc.map(|a| {
            _mm256_add_epi32(_mm512_castsi512_si256(a), _mm512_extracti64x4_epi64::<1>(a))
        }));
}

/// The sum of each accumulator's eight lanes (at most `BLOCK` accumulators), all reduced
/// together for the VNNI kernel, whose six chunks a row make the reduction a large share: a tree
/// of pairwise horizontal adds and one add across the halves costs nine instructions for the
/// eight, where reducing each alone costs three shuffles and three adds apiece (5-10% of the
/// scan from four queries). The sums are integers, so the order of the additions changes no
/// result.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
fn sum_lanes<const N: usize>(acc: [std::arch::x86_64::__m256i; N]) -> [i32; BLOCK] {
    use std::arch::x86_64::*;
    // A block shorter than eight has zeros for its missing accumulators (known at compile time,
    // so the compiler drops some of the adds of zero, not all).
    let acc: [__m256i; BLOCK] = std::array::from_fn(|j| {
        if j < N {
            acc[j]
        } else {
            _mm256_setzero_si256()
        }
    });
    let pairs = |a: __m256i, b: __m256i| _mm256_hadd_epi32(a, b);
    // In each 128-bit half of `first`, lane j holds that half's share of accumulator j (j < 4);
    // `second` holds the same for accumulators 4 to 7.
    let first = pairs(pairs(acc[0], acc[1]), pairs(acc[2], acc[3]));
    let second = pairs(pairs(acc[4], acc[5]), pairs(acc[6], acc[7]));
    let low_halves = _mm256_permute2x128_si256::<0x20>(first, second);
    let high_halves = _mm256_permute2x128_si256::<0x31>(first, second);
    let mut sums = [0i32; BLOCK];
    // SAFETY: `sums` is eight i32, 32 bytes; storeu needs no alignment.
    unsafe {
        _mm256_storeu_si256(
            sums.as_mut_ptr() as *mut __m256i,
            _mm256_add_epi32(low_halves, high_halves),
        )
    };
    sums
}

fn dot_i8_portable(a: &[i8], b: &[i8]) -> i32 {
    let mut acc = [0i32; 16];
    for (x, y) in a.chunks_exact(16).zip(b.chunks_exact(16)) {
        for k in 0..16 {
            acc[k] += x[k] as i32 * y[k] as i32;
        }
    }
    acc.iter().sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(seed: u64) -> Vec<f32> {
        let mut s = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407)
            | 1;
        let v: Vec<f32> = (0..EMBEDDING_DIM)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                (s % 2001) as f32 / 1000.0 - 1.0
            })
            .collect();
        let n = dot(&v, &v).sqrt();
        v.iter().map(|x| x / n).collect()
    }

    #[test]
    fn quantised_scan_matches_float_cosines() {
        let rows: Vec<Vec<f32>> = (0..20).map(unit).collect();
        let queries: Vec<Vec<f32>> = (100..103).map(unit).chain([rows[3].clone()]).collect();
        let mut m = QuantMatrix::default();
        rows.iter().for_each(|r| m.push(r));
        let q: Vec<QuantVector> = queries.iter().map(|v| QuantVector::new(v)).collect();
        let mut out = vec![0.0; rows.len() * q.len()];
        m.scan(&q, 2.0, None, &mut out);
        let mut portable = vec![0.0; rows.len() * q.len()];
        m.scan_portable(&q, 2.0, None, &mut portable);
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            let mut avx2 = vec![0.0; rows.len() * q.len()];
            // SAFETY: AVX2 is present (checked above).
            unsafe { m.scan_avx2(&q, 2.0, None, &mut avx2) };
            assert_eq!(avx2, portable);
        }
        for (r, row) in rows.iter().enumerate() {
            for (j, qv) in queries.iter().enumerate() {
                let exact = 2.0 * dot(row, qv);
                let cell = j * rows.len() + r;
                assert!((out[cell] - exact).abs() < 0.01, "{r},{j}");
                assert_eq!(out[cell], portable[cell]);
            }
        }
        assert!(
            (out[3 * rows.len() + 3] - 2.0).abs() < 0.01,
            "a row against itself is ~1"
        );
    }

    #[test]
    fn a_scan_of_some_rows_fills_those_rows_alone_with_the_full_scans_values() {
        let rows: Vec<Vec<f32>> = (0..9).map(unit).collect();
        let mut m = QuantMatrix::default();
        rows.iter().for_each(|r| m.push(r));
        // Five queries: one full block of four and a partial one.
        let q: Vec<QuantVector> = (50..55).map(|s| QuantVector::new(&unit(s))).collect();
        let mut full = vec![0.0; rows.len() * q.len()];
        m.scan(&q, 1.0, None, &mut full);
        let wanted: Vec<bool> = (0..rows.len()).map(|r| r % 3 != 1).collect();
        // The kernel this CPU dispatches to, and the portable one every other CPU runs.
        let mut some = vec![f32::NAN; rows.len() * q.len()];
        m.scan(&q, 1.0, Some(&wanted), &mut some);
        let mut portable = vec![f32::NAN; rows.len() * q.len()];
        m.scan_portable(&q, 1.0, Some(&wanted), &mut portable);
        for out in [&some, &portable] {
            for (r, &w) in wanted.iter().enumerate() {
                // Row r of every query's column.
                let cells = |v: &[f32]| -> Vec<f32> {
                    (0..q.len()).map(|j| v[j * rows.len() + r]).collect()
                };
                if w {
                    assert_eq!(cells(out), cells(&full), "row {r}");
                } else {
                    assert!(cells(out).iter().all(|x| x.is_nan()), "row {r} untouched");
                }
            }
        }
        // A mask shorter than the matrix cannot say which rows to skip: every row is scanned.
        let mut all = vec![f32::NAN; rows.len() * q.len()];
        m.scan(&q, 1.0, Some(&wanted[..2]), &mut all);
        assert_eq!(all, full);
    }

    #[test]
    fn every_block_size_of_the_simd_kernels_gives_the_portable_values() {
        // 1 to 17 queries: every block length the SIMD kernels compile a copy for, whole blocks
        // and a remainder after them. Each kernel this CPU can run is checked, not only the one
        // `scan` picks.
        let mut m = QuantMatrix::default();
        (0..5).map(unit).for_each(|r| m.push(&r));
        for n in 1..=17u64 {
            let q: Vec<QuantVector> = (0..n).map(|s| QuantVector::new(&unit(200 + s))).collect();
            let mut portable = vec![f32::NAN; m.rows() * q.len()];
            m.scan_portable(&q, 1.5, None, &mut portable);
            assert!(portable.iter().all(|x| x.is_finite()), "{n} queries");
            let mut dispatched = vec![f32::NAN; m.rows() * q.len()];
            m.scan(&q, 1.5, None, &mut dispatched);
            assert_eq!(
                dispatched, portable,
                "{n} queries, the kernel this CPU runs"
            );
            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("avx2") {
                let mut avx2 = vec![f32::NAN; m.rows() * q.len()];
                // SAFETY: AVX2 is present (checked above).
                unsafe { m.scan_avx2(&q, 1.5, None, &mut avx2) };
                assert_eq!(avx2, portable, "{n} queries, AVX2");
            }
            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("avx512vnni")
            {
                let mut vnni = vec![f32::NAN; m.rows() * q.len()];
                // SAFETY: AVX-512F and VNNI are present (checked above).
                unsafe { m.scan_vnni(&q, 1.5, None, &mut vnni) };
                assert_eq!(vnni, portable, "{n} queries, AVX-512 VNNI");
            }
        }
    }

    #[test]
    fn zero_vectors_do_not_divide_by_zero() {
        let mut m = QuantMatrix::default();
        m.push(&[0.0; EMBEDDING_DIM]);
        let mut out = [1.0];
        m.scan(
            &[QuantVector::new(&[0.0; EMBEDDING_DIM])],
            1.0,
            None,
            &mut out,
        );
        assert_eq!(out, [0.0]);
    }
}
