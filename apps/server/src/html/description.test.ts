import { describe, expect, it } from 'vitest';
import { descriptionSummary, descriptionText, sanitizeDescription } from './description.js';

describe('sanitizeDescription', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<p>A <strong>solid</strong> <em>oak</em> board.</p><ul><li>40 cm</li></ul><h3>Care</h3>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts with their content, event handlers, styles and frames', () => {
    const html =
      '<p onclick="steal()">Hello<script>alert(1)</script></p>' +
      '<img src=x onerror="alert(2)"><style>p{color:red}</style>' +
      '<iframe src="https://evil.example"></iframe><p style="color:red">World</p>';
    const clean = sanitizeDescription(html);
    expect(clean).toBe('<p>Hello</p><p>World</p>');
    expect(clean).not.toMatch(/script|onerror|onclick|alert|style|iframe/i);
  });

  it('keeps only http(s) and mailto links, marked as leaving the shop', () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeDescription('<a href="https://example.be" target="_top">x</a>')).toBe(
      '<a href="https://example.be" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(
      sanitizeDescription('<p><span class="x">Made</span> <marquee>to order</marquee></p>'),
    ).toBe('<p>Made to order</p>');
  });
});

describe('descriptionText and descriptionSummary', () => {
  it('turns HTML into plain text with spaces between blocks and decoded entities', () => {
    expect(
      descriptionText('<p>Oak &amp; walnut</p><ul><li>40&nbsp;cm</li><li>Oiled</li></ul>'),
    ).toBe('Oak & walnut 40 cm Oiled');
  });

  it('leaves a short text whole and cuts a long one at a word with an ellipsis', () => {
    expect(descriptionSummary('<p>Short.</p>')).toBe('Short.');
    const long = `<p>${'engraved oak board '.repeat(20)}</p>`;
    const summary = descriptionSummary(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/^engraved oak board .*\w…$/);
  });
});
