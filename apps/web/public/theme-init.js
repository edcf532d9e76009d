// Sets the saved theme on <html> before the app loads, so a light-theme user never sees a dark flash.
// Mirrors src/lib/theme.tsx: key "theme", values "dark" | "light", default dark. Served as a file,
// not inline, because the Content-Security-Policy forbids inline scripts.
/* global window, document */
(function () {
  var theme = 'dark';
  try {
    if (window.localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {
    // Storage can be blocked (privacy settings); the default theme applies.
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();
