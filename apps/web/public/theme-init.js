/* global localStorage, document */
// Applies the saved theme before the first paint so a dark-theme user never sees a light flash.
// A separate file (not inline) so a strict Content-Security-Policy (script-src 'self') allows it.
try {
  var t = localStorage.getItem('theme');
  if (t === 'dark' || t === 'light') document.documentElement.dataset.theme = t;
} catch {
  /* storage blocked: light theme */
}
