//! The soft maximum over one person's similarities and the soft minimum over two people's: the
//! arithmetic every candidate of a request goes through, so it is written to run in vector lanes.
//!
//! The soft-max ([`log_mean_exp_columns`]) takes eight candidates at a time: their values sit side
//! by side (one column per input), so each exponential and logarithm is one vector instruction
//! for eight candidates instead of a call per candidate. Per candidate it is the same sum in the
//! same order as `log_mean_exp` (the one-candidate form the tests hold it to), with the logarithm
//! by a polynomial ([`fast_ln`], within 2e-7 of libm's) instead of a libm call the compiler
//! cannot vectorise. Measured in crates/engine/JOURNAL.md ("twentieth session").

use std::ops::Range;

/// Candidates per step of [`log_mean_exp_columns`]: eight f32 lanes of an AVX2 register.
const LANES: usize = 8;

/// Soft-max of `values` as a log-mean-exp: the max when `beta` is large, the mean when small.
/// One candidate's [`log_mean_exp_columns`]: the reference the batched form is tested against.
#[cfg(test)]
pub fn log_mean_exp(values: &[f32], beta: f32) -> f32 {
    let max = values.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    if !max.is_finite() {
        return 0.0;
    }
    let sum: f32 = values.iter().map(|&v| fast_exp(beta * (v - max))).sum();
    max + fast_ln(sum / values.len() as f32) / beta
}

/// `log_mean_exp` over the inputs `inputs` of every candidate at once. `columns[i * stride + j]`
/// is input `i`'s value for candidate `j`; `out[j]` (one per candidate, `out.len() <= stride`)
/// receives candidate `j`'s soft-max. Always inlined, so it runs with the vector width of the pass
/// that calls it (the scorer's AVX2 copy).
#[inline(always)]
pub fn log_mean_exp_columns(
    columns: &[f32],
    stride: usize,
    inputs: Range<usize>,
    beta: f32,
    out: &mut [f32],
) {
    let (count, len) = (inputs.len() as f32, out.len());
    // Eight candidates' values of input `i` from candidate `j` on (the last step padded).
    let load = |i: usize, j: usize| -> [f32; LANES] {
        let start = i * stride + j;
        let mut x = [0.0f32; LANES];
        if j + LANES <= len {
            x.copy_from_slice(&columns[start..start + LANES]);
        } else {
            x[..len - j].copy_from_slice(&columns[start..start + len - j]);
        }
        x
    };
    for j in (0..len).step_by(LANES) {
        let mut max = [f32::NEG_INFINITY; LANES];
        for i in inputs.clone() {
            let x = load(i, j);
            for k in 0..LANES {
                max[k] = max[k].max(x[k]);
            }
        }
        let mut sum = [0.0f32; LANES];
        for i in inputs.clone() {
            let x = load(i, j);
            for k in 0..LANES {
                sum[k] += fast_exp(beta * (x[k] - max[k]));
            }
        }
        let mut soft = [0.0f32; LANES];
        for k in 0..LANES {
            let value = max[k] + fast_ln(sum[k] / count) / beta;
            soft[k] = if max[k].is_finite() { value } else { 0.0 };
        }
        let n = LANES.min(len - j);
        out[j..j + n].copy_from_slice(&soft[..n]);
    }
}

/// Soft-min of two scores: close to the smaller one, so a pick one person would not enjoy loses.
#[inline(always)]
pub fn soft_min(a: f32, b: f32, gamma: f32) -> f32 {
    let lo = a.min(b);
    lo - fast_ln((1.0 + fast_exp(-gamma * (a - b).abs())) / 2.0) / gamma
}

/// e^x for x ≤ 0 to about 1e-4 relative error; the hot loop calls it once per candidate and input.
/// Branch-free, so eight lanes of it are one vector sequence.
#[inline(always)]
pub fn fast_exp(x: f32) -> f32 {
    // Clamped to where the result is a normal float, so the conversion to an integer below is
    // always in range: `max` and `min` turn a NaN into a number, where `clamp` would keep it.
    #[allow(clippy::manual_clamp)]
    let t = x.max(-80.0).min(80.0) * std::f32::consts::LOG2_E;
    // SAFETY: t is finite and within ±116, far inside i32. The unchecked conversion is one vector
    // instruction; `as` adds the saturation a clamped value never needs.
    let truncated: i32 = unsafe { t.to_int_unchecked() };
    // floor without a libm call.
    let i = truncated - i32::from(truncated as f32 > t);
    let f = t - i as f32;
    // 2^f on [0, 1): minimax-style polynomial.
    let p = 1.0
        + f * (std::f32::consts::LN_2
            + f * (0.240_226_5 + f * (0.055_504_11 + f * (0.009_618_13 + f * 0.001_333_55))));
    let value = f32::from_bits(((i + 127) as u32) << 23) * p;
    if x < -80.0 {
        0.0
    } else {
        value
    }
}

/// ln x for a positive normal x, within about 2e-7 absolute of libm's: x = m · 2^e with m in
/// [√½, √2), and ln m by the series of 2·atanh((m − 1)/(m + 1)) to its fifth term. Branch-free.
#[inline(always)]
pub fn fast_ln(x: f32) -> f32 {
    const SQRT_HALF_BITS: i32 = 0x3f35_04f3;
    let bits = x.to_bits() as i32;
    let e = (bits - SQRT_HALF_BITS) >> 23;
    let m = f32::from_bits((bits - (e << 23)) as u32);
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let series =
        s * (2.0 + s2 * (2.0 / 3.0 + s2 * (2.0 / 5.0 + s2 * (2.0 / 7.0 + s2 * (2.0 / 9.0)))));
    e as f32 * std::f32::consts::LN_2 + series
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_exp_is_close() {
        for k in 0..200 {
            let x = -(k as f32) * 0.1;
            let rel = (fast_exp(x) - x.exp()).abs() / x.exp();
            assert!(rel < 1e-3, "{x}: {rel}");
        }
        assert_eq!(fast_exp(-81.0), 0.0);
        assert_eq!(fast_exp(-1e9), 0.0);
        assert_eq!(fast_exp(f32::NEG_INFINITY), 0.0);
    }

    #[test]
    fn fast_ln_is_close_over_the_range_the_soft_max_uses() {
        // The soft-max takes the log of a mean of exponentials of non-positive numbers, one of
        // them 0: a number in [1/inputs, 1]. Checked wider, around every power of two.
        let mut x = 1e-6f32;
        while x < 1e6 {
            let err = (fast_ln(x) - x.ln()).abs();
            assert!(err < 2e-7 * x.ln().abs().max(1.0), "{x}: {err}");
            x *= 1.013;
        }
        assert_eq!(fast_ln(1.0), 0.0);
    }

    #[test]
    fn soft_max_and_min_behave() {
        let lme = log_mean_exp(&[0.9, 0.1, 0.1], 8.0);
        assert!(lme < 0.9 && lme > (0.9 + 0.1 + 0.1) / 3.0);
        assert!((log_mean_exp(&[0.4, 0.4], 3.0) - 0.4).abs() < 1e-6);
        assert!(soft_min(0.8, 0.2, 12.0) < 0.3);
        assert!(soft_min(0.5, 0.5, 12.0) > soft_min(0.8, 0.2, 12.0));
    }

    #[test]
    fn the_columns_give_each_candidate_its_own_soft_max() {
        // 19 candidates (two full steps of eight and a remainder) and five inputs, values spread
        // like similarities; inputs 0..2 are one person, 2..5 the other.
        let (candidates, inputs) = (19, 5);
        let value = |i: usize, j: usize| ((i * 7 + j * 13) % 23) as f32 / 11.0 - 0.6;
        let mut columns = vec![0.0f32; inputs * candidates];
        for i in 0..inputs {
            for j in 0..candidates {
                columns[i * candidates + j] = value(i, j);
            }
        }
        for (range, beta) in [(0..inputs, 0.5), (0..2, 2.0), (2..5, 2.0)] {
            let mut out = vec![f32::NAN; candidates];
            log_mean_exp_columns(&columns, candidates, range.clone(), beta, &mut out);
            for (j, &got) in out.iter().enumerate() {
                let row: Vec<f32> = range.clone().map(|i| value(i, j)).collect();
                assert_eq!(got, log_mean_exp(&row, beta), "candidate {j} of {range:?}");
            }
        }
    }

    #[test]
    fn no_inputs_or_no_finite_value_is_a_neutral_zero() {
        let mut out = [f32::NAN; 3];
        log_mean_exp_columns(&[f32::NEG_INFINITY; 3], 3, 0..1, 1.0, &mut out);
        assert_eq!(out, [0.0; 3]);
        assert_eq!(log_mean_exp(&[], 1.0), 0.0);
    }
}
