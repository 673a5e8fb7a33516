//! The form rules of spec §9, worded exactly as the contract (docs/API.md) says.

use std::str::FromStr;

use super::{AccountError, AccountResult};

pub const MIN_PASSWORD_CHARS: usize = 6;
pub const MIN_USERNAME_CHARS: usize = 3;
pub const MAX_USERNAME_CHARS: usize = 30;

/// The trimmed address, when it is one mail can be sent to: what the SMTP layer accepts, with a
/// dot in the domain (a bare `user@localhost` is a typo far more often than an address).
pub fn email(raw: &str) -> AccountResult<String> {
    let email = raw.trim();
    let valid = lettre::Address::from_str(email)
        .map(|address| address.domain().contains('.') && email.len() <= 254)
        .unwrap_or(false);
    if valid {
        Ok(email.to_string())
    } else {
        Err(AccountError::Validation(
            "Please enter a valid email address".to_string(),
        ))
    }
}

pub fn password(password: &str) -> AccountResult<()> {
    if password.chars().count() < MIN_PASSWORD_CHARS {
        return Err(AccountError::Validation(format!(
            "Password must be at least {MIN_PASSWORD_CHARS} characters"
        )));
    }
    Ok(())
}

/// Sign-up's optional username: absent is fine, present must have 3-30 characters and none of
/// [`has_forbidden_chars`]. (Unchecked, sign-up stored whatever the body held: a megabyte of name,
/// line breaks and markup included.)
pub fn signup_username(username: Option<&str>) -> AccountResult<String> {
    let username = username.map(str::trim).unwrap_or_default();
    if username.is_empty() {
        return Ok(String::new());
    }
    let chars = username.chars().count();
    if chars < MIN_USERNAME_CHARS {
        return Err(AccountError::Validation(format!(
            "Username must be at least {MIN_USERNAME_CHARS} characters"
        )));
    }
    if chars > MAX_USERNAME_CHARS {
        return Err(AccountError::Validation(format!(
            "Username must be at most {MAX_USERNAME_CHARS} characters"
        )));
    }
    if has_forbidden_chars(username) {
        return Err(AccountError::Validation(
            "Username must not contain <, > or control characters".to_string(),
        ));
    }
    Ok(username.to_string())
}

/// True for a username a profile may keep as it is (3-30 characters once trimmed, none of
/// [`has_forbidden_chars`]).
pub fn usable_username(username: &str) -> bool {
    (MIN_USERNAME_CHARS..=MAX_USERNAME_CHARS).contains(&username.trim().chars().count())
        && !has_forbidden_chars(username)
}

/// Control characters (a line break forges lines wherever a name is printed: mail headers, logs)
/// and angle brackets (no name needs them, and markup injection starts with them). The SPA
/// escapes what it shows anyway; this keeps such names out of the database altogether.
fn has_forbidden_chars(username: &str) -> bool {
    username
        .chars()
        .any(|c| c.is_control() || c == '<' || c == '>')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails() {
        assert_eq!(
            email("  Ada@Example.com ").ok().as_deref(),
            Some("Ada@Example.com")
        );
        for bad in [
            "",
            "ada",
            "ada@",
            "@example.com",
            "ada@localhost",
            "a b@example.com",
        ] {
            assert!(email(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn passwords_and_usernames() {
        assert!(password("12345").is_err());
        assert!(password("123456").is_ok());
        assert_eq!(signup_username(None).ok().as_deref(), Some(""));
        assert!(signup_username(Some(" ab ")).is_err());
        assert_eq!(signup_username(Some(" ada ")).ok().as_deref(), Some("ada"));
        assert!(signup_username(Some(&"a".repeat(31))).is_err());
        assert!(signup_username(Some("<script>x</script>")).is_err());
        assert!(signup_username(Some("ada\r\nBcc: x")).is_err());
        assert!(!usable_username("<b>bold</b>"));
        assert!(usable_username("Robert'); DROP TABLE"));
        assert!(usable_username("ada") && !usable_username("ab"));
        assert!(!usable_username(&"x".repeat(31)));
    }
}
