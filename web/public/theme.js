// Sets the theme before the first paint so a dark-mode visitor never sees a white flash. A file
// of its own, not an inline script: the Content-Security-Policy admits no inline script
// (crates/server/src/security.rs).
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var theme = stored === 'dark' || stored === 'light' ? stored
      : (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    document.documentElement.dataset.theme = theme;
  } catch {
    // Storage refused (privacy modes): the stylesheet's default theme applies.
  }
})();
