import { describe, expect, it } from 'vitest';
import { productPath, requestTargetUrl, storefrontPath, storefrontUrl } from './routes.js';

describe('storefront URLs from the route table', () => {
  it('fills and percent-encodes a route’s parameters', () => {
    expect(storefrontPath('product', { slug: 'star map/ø' })).toBe('/product/star%20map%2F%C3%B8');
    expect(storefrontPath('cart')).toBe('/cart');
    expect(productPath('star-map')).toBe('/product/star-map');
  });

  it('joins the public URL without a doubled slash and adds ?lang= for Dutch and French only', () => {
    const base = 'https://giftshop.be/';
    expect(storefrontUrl(base, 'products', {})).toBe('https://giftshop.be/products');
    expect(storefrontUrl(base, 'cart', { language: 'en' })).toBe('https://giftshop.be/cart');
    expect(storefrontUrl(base, 'cart', { language: 'nl' })).toBe(
      'https://giftshop.be/cart?lang=nl',
    );
    expect(
      storefrontUrl('https://giftshop.be', 'unsubscribe', {
        params: { token: 'abc' },
        language: 'fr',
      }),
    ).toBe('https://giftshop.be/notify/unsubscribe/abc?lang=fr');
    expect(storefrontUrl(base, 'resetPassword', { params: { token: 'a+b' } })).toBe(
      'https://giftshop.be/reset-password/a%2Bb',
    );
  });
});

describe('a request target read as a URL', () => {
  it('is a path on the origin, even when it starts with two slashes', () => {
    const origin = 'https://shop.example';
    expect(requestTargetUrl('//TAj4=>WN', origin).pathname).toBe('//TAj4=%3EWN');
    const twoSlashes = requestTargetUrl('//evil.example/product/mug?lang=nl', origin);
    expect(twoSlashes.origin).toBe(origin);
    expect(twoSlashes.pathname).toBe('//evil.example/product/mug');
    expect(twoSlashes.searchParams.get('lang')).toBe('nl');
    expect(requestTargetUrl('/product/mug?lang=fr', origin).href).toBe(
      'https://shop.example/product/mug?lang=fr',
    );
  });
});
