/**
 * The hosted page's stylesheet, served from its own route so the page needs no inline styles
 * (a strict CSP allows `style-src 'self'` only). Kept in a module rather than a .css file
 * because the package is built by `tsc` alone, which copies no assets.
 */
export const CHECKOUT_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: light; }
body {
  margin: 0;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 1rem;
  line-height: 1.5;
  color: #1a1f36;
  background: #f6f8fa;
}
.test-banner {
  margin: 0;
  padding: 0.5rem 1rem;
  text-align: center;
  font-weight: 600;
  color: #5c3a00;
  background: #ffd98a;
}
.layout { display: flex; justify-content: center; padding: 1.5rem 1rem 3rem; }
.checkout { width: 100%; max-width: 40rem; }
h1 { font-size: 1.75rem; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
h3 { font-size: 1rem; margin: 0 0 0.5rem; }
a { color: #0a4fd6; }
a:focus-visible, input:focus-visible, select:focus-visible, button:focus-visible, summary:focus-visible {
  outline: 3px solid #0a4fd6;
  outline-offset: 2px;
}
.back-link { display: inline-block; margin-bottom: 0.5rem; }
.summary, .payment, .test-help, .message {
  background: #fff;
  border: 1px solid #d5dbe1;
  border-radius: 0.5rem;
  padding: 1.25rem;
  margin-bottom: 1.25rem;
}
.items { list-style: none; margin: 0; padding: 0; }
.item {
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid #e3e8ee;
}
.item p { margin: 0; }
.item-name { font-weight: 600; }
.item-description, .item-quantity, .hint, .mandate { color: #4f566b; font-size: 0.9375rem; }
.item-amount { font-weight: 600; white-space: nowrap; }
.subtotal, .discount {
  display: flex;
  justify-content: space-between;
  margin: 0.5rem 0 0;
}
.total {
  display: flex;
  justify-content: space-between;
  margin: 0.75rem 0 0;
  font-size: 1.125rem;
  font-weight: 700;
}
fieldset { border: 0; margin: 0 0 1.25rem; padding: 0; min-width: 0; }
legend { font-weight: 700; font-size: 1.0625rem; margin-bottom: 0.5rem; padding: 0; }
.field { margin-bottom: 0.875rem; }
.field label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
.field .hint, .field .field-error { margin: 0 0 0.25rem; }
.field-short input { max-width: 12rem; }
input[type="text"], input[type="email"], select {
  width: 100%;
  font: inherit;
  padding: 0.5rem 0.625rem;
  border: 1px solid #8792a2;
  border-radius: 0.375rem;
  background: #fff;
  color: inherit;
}
input[readonly] { background: #f0f2f5; }
.field-invalid input, .field-invalid select { border: 2px solid #c0123c; }
.field-error { color: #b0102f; font-weight: 600; }
.methods { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; }
.methods legend { width: 100%; }
.methods .field-error { width: 100%; margin: 0; }
.method-choice { display: flex; align-items: center; gap: 0.5rem; }
.method-choice input { width: 1.25rem; height: 1.25rem; margin: 0; }
.method-choice label { font-weight: 600; }
.consent-choice { display: flex; align-items: flex-start; gap: 0.5rem; }
.consent-choice input { width: 1.25rem; height: 1.25rem; margin: 0.1rem 0 0; flex: none; }
.custom-text { font-size: 0.9rem; margin: 0.75rem 0; }
form:has(#payment-method-card):not(:has(#payment-method-card:checked)) .card-fields { display: none; }
form:has(#payment-method-sepa-debit):not(:has(#payment-method-sepa-debit:checked)) .sepa-fields { display: none; }
form:has(#payment-method-bancontact):not(:has(#payment-method-bancontact:checked)) .bancontact-fields { display: none; }
form:has(#payment-method-ideal):not(:has(#payment-method-ideal:checked)) .ideal-fields { display: none; }
.error-summary {
  border: 2px solid #c0123c;
  border-radius: 0.375rem;
  padding: 0.75rem 1rem;
  margin-bottom: 1.25rem;
}
.error-summary ul { margin: 0; padding-left: 1.25rem; }
.error-summary a { color: #b0102f; font-weight: 600; }
.pay-button, .button-link {
  display: inline-block;
  width: 100%;
  padding: 0.75rem 1rem;
  font: inherit;
  font-weight: 700;
  font-size: 1.0625rem;
  text-align: center;
  text-decoration: none;
  color: #fff;
  background: #0a4fd6;
  border: 0;
  border-radius: 0.375rem;
  cursor: pointer;
}
.pay-button:hover, .button-link:hover { background: #083fa9; }
.fail-button {
  display: inline-block;
  width: 100%;
  margin-top: 0.75rem;
  padding: 0.75rem 1rem;
  font: inherit;
  font-weight: 700;
  color: #b0102f;
  background: #fff;
  border: 2px solid #b0102f;
  border-radius: 0.375rem;
  cursor: pointer;
}
.test-help summary { cursor: pointer; font-weight: 600; }
.test-help ul { margin: 0.5rem 0 0; padding-left: 1.25rem; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
`;
