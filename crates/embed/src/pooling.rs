//! Sentence vector from token vectors: masked mean pooling, then L2 normalisation.

use candle_core::{DType, Tensor};

/// Mean of each sequence's token vectors over its real (mask = 1) tokens.
/// `hidden`: [batch, tokens, dim]; `mask`: [batch, tokens] of 0/1. Returns [batch, dim].
pub fn masked_mean(hidden: &Tensor, mask: &Tensor) -> candle_core::Result<Tensor> {
    let mask = mask.to_dtype(DType::F32)?.unsqueeze(2)?;
    let summed = hidden.broadcast_mul(&mask)?.sum(1)?;
    // Every sequence holds at least [CLS] and [SEP], so the count is never zero.
    let counts = mask.sum(1)?;
    summed.broadcast_div(&counts)
}

/// Scales `vector` to unit length; a zero vector stays zero rather than becoming NaN.
pub fn l2_normalize(vector: &mut [f32]) {
    let norm = vector.iter().map(|x| x * x).sum::<f32>().sqrt();
    if norm > f32::EPSILON {
        vector.iter_mut().for_each(|x| *x /= norm);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    #[test]
    fn normalized_vector_has_unit_length() {
        let mut v = vec![3.0, 4.0];
        l2_normalize(&mut v);
        assert_eq!(v, vec![0.6, 0.8]);
    }

    #[test]
    fn zero_vector_stays_finite() {
        let mut v = vec![0.0; 4];
        l2_normalize(&mut v);
        assert!(v.iter().all(|x| *x == 0.0));
    }

    #[test]
    fn mean_ignores_masked_tokens() {
        // One sequence of 3 tokens, the last one padding with a huge value that must not count.
        let hidden = Tensor::new(
            &[[[1.0f32, 2.0], [3.0, 4.0], [1000.0, 1000.0]]],
            &Device::Cpu,
        )
        .unwrap();
        let mask = Tensor::new(&[[1u32, 1, 0]], &Device::Cpu).unwrap();
        let pooled = masked_mean(&hidden, &mask)
            .unwrap()
            .to_vec2::<f32>()
            .unwrap();
        assert_eq!(pooled, vec![vec![2.0, 3.0]]);
    }
}
