import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HoneypotField } from './HoneypotField';

describe('HoneypotField', () => {
  // The page passes a translated label; a test text is no storefront copy.
  const label = 'Leave this field empty';
  const html = renderToStaticMarkup(<HoneypotField label={label} name="website" />);

  it('is hidden from people: out of the accessibility tree and off-screen', () => {
    expect(html).toMatch(/^<div aria-hidden="true" class="[^"]*-left-\[10000px\][^"]*"/);
  });

  it('is skipped by the Tab key and by autofill', () => {
    expect(html).toContain('tabindex="-1"');
    // HTML attribute names are case-insensitive; React writes this one as autoComplete.
    expect(html).toMatch(/ autocomplete="off"/i);
  });

  it('is a named text input that a bot fills in', () => {
    expect(html).toMatch(/<input id="([^"]+)" type="text"[^>]* name="website"/);
    const inputId = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<label for="${inputId}">${label}</label>`);
  });
});
