// The sign-in pages in the portal's own look (apps/web/src/styles/tokens.css): its header band, font
// stack, green primary, surfaces, radii, and both themes through prefers-color-scheme (the pages have
// no script to read the portal's saved theme), so signing in does not feel like another product.
export const PAGE_STYLE = `
:root{color-scheme:light dark;--bg:#f3f5f4;--surface:#fff;--border:#d5dcd9;--text:#17211d;--muted:#4d5a55;--primary:#0d6b58;--primary-hover:#0a5646;--primary-soft:#e2f2ed;--on-primary:#fff;--header:#0e2a23;--on-header:#e8f3ef;--error:#b42318;--error-soft:#fdeceb;--focus:#1b73e8;--shadow-1:0 1px 2px rgba(16,24,20,.06),0 1px 3px rgba(16,24,20,.1);--shadow-2:0 8px 24px rgba(16,24,20,.14)}
@media (prefers-color-scheme:dark){:root{--bg:#0f1513;--surface:#18201d;--border:#33413c;--text:#e7eeeb;--muted:#a9b7b1;--primary:#4cc3a5;--primary-hover:#6fd3b9;--primary-soft:#17362e;--on-primary:#07201a;--header:#0a100e;--on-header:#e7eeeb;--error:#ff8a80;--error-soft:#3a1a18;--focus:#8ab4f8;--shadow-1:0 1px 2px rgba(0,0,0,.5);--shadow-2:0 8px 24px rgba(0,0,0,.55)}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--bg);color:var(--text);font:16px/1.5 'Inter','Segoe UI',system-ui,-apple-system,'Helvetica Neue',Arial,'Noto Sans','Noto Sans CJK TC',sans-serif}
header{height:60px;display:flex;align-items:center;justify-content:space-between;gap:12px;padding:0 24px;background:var(--header);color:var(--on-header)}
.brand{margin:0;font-size:1.05rem;font-weight:700;letter-spacing:.01em}
main{width:min(420px,calc(100vw - 32px));margin:48px auto;background:var(--surface);border:1px solid var(--border);border-radius:16px;padding:32px;box-shadow:var(--shadow-1)}
h1{margin:0 0 24px;font-size:1.35rem;font-weight:700}
label{display:block;margin:16px 0 4px;font-weight:600;font-size:.9rem}
input{width:100%;padding:10px 12px;font:inherit;color:inherit;border:1px solid var(--border);border-radius:6px;background:var(--surface)}
input[aria-invalid=true]{border-color:var(--error)}
button{margin-top:24px;width:100%;padding:12px;font:inherit;font-weight:600;color:var(--on-primary);background:var(--primary);border:0;border-radius:10px;cursor:pointer}
button:hover{background:var(--primary-hover)}
a{color:var(--primary)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.error{margin:0 0 8px;padding:12px;border-radius:6px;background:var(--error-soft);color:var(--error);font-weight:600}
.error:empty{display:none}
.error .code{display:block;margin-top:4px;font-size:.8rem;font-weight:400}
.forgot{margin:8px 0 0;text-align:right;font-size:.9rem}
p{margin:0 0 12px}
.lang{position:relative}
.lang summary{cursor:pointer;list-style:none;padding:6px 10px;border-radius:6px;font-size:.9rem}
.lang summary::-webkit-details-marker{display:none}
.lang summary::after{content:' ▾'}
.lang summary:hover{background:rgba(255,255,255,.12)}
.lang ul{position:absolute;right:0;top:calc(100% + 6px);z-index:1;min-width:180px;margin:0;padding:4px;list-style:none;background:var(--surface);color:var(--text);border:1px solid var(--border);border-radius:10px;box-shadow:var(--shadow-2)}
.lang a{display:block;padding:8px 12px;border-radius:6px;color:inherit;text-decoration:none}
.lang a:hover,.lang a[aria-current]{background:var(--primary-soft)}
.lang a[aria-current]{font-weight:700}
@media (max-width:480px){header{padding:0 16px}.lang-label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}main{padding:24px;margin:24px auto}}
`;
