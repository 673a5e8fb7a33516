//! The spec's web-vital thresholds, held once: the admin view shows the rating this module gives.

use serde::Serialize;

/// The five vitals the operator's view reports, in display order.
pub const VITALS: [Vital; 5] = [Vital::Lcp, Vital::Inp, Vital::Cls, Vital::Fcp, Vital::Ttfb];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vital {
    Lcp,
    Inp,
    Cls,
    Fcp,
    Ttfb,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rating {
    Good,
    NeedsImprovement,
    Poor,
}

impl Rating {
    pub fn as_str(self) -> &'static str {
        match self {
            Rating::Good => "good",
            Rating::NeedsImprovement => "needs-improvement",
            Rating::Poor => "poor",
        }
    }
}

impl Vital {
    pub fn parse(name: &str) -> Option<Vital> {
        VITALS.into_iter().find(|v| v.name() == name)
    }

    /// The name the `web-vitals` library and the wire format use.
    pub fn name(self) -> &'static str {
        match self {
            Vital::Lcp => "LCP",
            Vital::Inp => "INP",
            Vital::Cls => "CLS",
            Vital::Fcp => "FCP",
            Vital::Ttfb => "TTFB",
        }
    }

    /// (good, poor) limits: milliseconds, CLS unitless (spec: constants).
    pub fn thresholds(self) -> (f64, f64) {
        match self {
            Vital::Lcp => (2500.0, 4000.0),
            Vital::Inp => (200.0, 500.0),
            Vital::Cls => (0.1, 0.25),
            Vital::Fcp => (1800.0, 3000.0),
            Vital::Ttfb => (800.0, 1800.0),
        }
    }

    /// At or below good is good, at or below poor needs improvement, above that poor.
    pub fn rate(self, value: f64) -> Rating {
        let (good, poor) = self.thresholds();
        if value <= good {
            Rating::Good
        } else if value <= poor {
            Rating::NeedsImprovement
        } else {
            Rating::Poor
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_inclusive() {
        assert_eq!(Vital::Lcp.rate(2500.0), Rating::Good);
        assert_eq!(Vital::Lcp.rate(2500.1), Rating::NeedsImprovement);
        assert_eq!(Vital::Lcp.rate(4000.0), Rating::NeedsImprovement);
        assert_eq!(Vital::Lcp.rate(4000.1), Rating::Poor);
        assert_eq!(Vital::Cls.rate(0.1), Rating::Good);
        assert_eq!(Vital::Cls.rate(0.26), Rating::Poor);
        assert_eq!(Vital::parse("TTFB"), Some(Vital::Ttfb));
        assert_eq!(Vital::parse("FID"), None);
    }
}
