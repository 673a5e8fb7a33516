//! The engine's one error type: every variant is a message a person can act on.

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Error)]
pub enum EngineError {
    #[error("please enter at least one TV show or movie")]
    NoInput,
    #[error("both people need to enter at least one TV show or movie")]
    CouplesNeedBoth,
    #[error("none of the titles you entered are in our catalog: {}", unresolved.join(", "))]
    NothingResolved { unresolved: Vec<String> },
    #[error("too many titles: at most {max} are allowed")]
    TooManyInputs { max: usize },
    #[error("too many titles to exclude: at most {max} are allowed")]
    TooManyExcluded { max: usize },
    #[error("a title is too long: at most {max} characters are allowed")]
    TitleTooLong { max: usize },
    #[error("unknown maturity rating {0:?}: use one of TV-Y, TV-Y7, G, TV-G, PG, TV-PG, PG-13, TV-14, R, TV-MA, NC-17")]
    InvalidMaturity(String),
    #[error("unknown mood {0:?}: use happy, sad, excited, contemplative, nostalgic, adventurous, relaxed or intense")]
    UnknownMood(String),
}
