// The page texts and head helpers of @shop/contracts that this plugin writes into every page.
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  alternateLinks,
  localisedUrl,
  matchStorefrontPath,
  pageHeadTags,
  productStructuredData,
  serializeStructuredData,
} from '@shop/contracts';
import { CATEGORY_META, NOT_FOUND_META, PAGE_META } from '../i18n/page-meta.js';

describe('page texts', () => {
  it('give every page a title and a description of a search-result length in each language', () => {
    const all = [...Object.values(PAGE_META), ...Object.values(CATEGORY_META), NOT_FOUND_META];
    for (const page of all) {
      for (const language of LANGUAGES) {
        const { title, description } = page[language];
        expect(title).toMatch(/Giftshop/);
        expect(description.length).toBeGreaterThan(40);
        expect(description.length).toBeLessThanOrEqual(200);
      }
      // Real translations, not the English text three times.
      expect(new Set(LANGUAGES.map((language) => page[language].description)).size).toBe(3);
    }
  });
});

describe('localisedUrl and alternateLinks', () => {
  const origin = 'https://shop.example.be';

  it('gives English the address without a parameter and the others ?lang=', () => {
    expect(localisedUrl(origin, '/about', 'en')).toBe('https://shop.example.be/about');
    expect(localisedUrl(origin, '/about', 'fr')).toBe('https://shop.example.be/about?lang=fr');
    expect(localisedUrl(origin, '/products?category=seasonal&lang=fr', 'nl')).toBe(
      'https://shop.example.be/products?category=seasonal&lang=nl',
    );
  });

  it('lists one alternate per language and x-default', () => {
    expect(alternateLinks(origin, '/')).toEqual([
      { hreflang: 'en', href: 'https://shop.example.be/' },
      { hreflang: 'nl', href: 'https://shop.example.be/?lang=nl' },
      { hreflang: 'fr', href: 'https://shop.example.be/?lang=fr' },
      { hreflang: 'x-default', href: 'https://shop.example.be/' },
    ]);
  });
});

describe('pageHeadTags', () => {
  it('marks a page without an address as not indexable and gives it no canonical', () => {
    const tags = pageHeadTags(
      { title: 'T', description: 'D', path: null, type: 'website' },
      'en',
      'https://x.be',
    );
    expect(tags).toContainEqual({
      tag: 'meta',
      attributes: { name: 'robots', content: 'noindex' },
    });
    expect(tags.some((tag) => tag.attributes.rel === 'canonical')).toBe(false);
  });
});

describe('structured data', () => {
  it('describes a product with an Offer in euros and cannot close its script element', () => {
    const data = productStructuredData({
      name: 'Mug </script><script>alert(1)</script>',
      description: 'A mug',
      url: 'https://x.be/product/mug',
      images: [],
      slug: 'mug',
      price: '12.50',
      availability: 'pre_order',
    });
    expect(data.offers).toMatchObject({
      price: '12.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/PreOrder',
    });
    const text = serializeStructuredData(data);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('matchStorefrontPath', () => {
  it('finds the route and decodes its parameters', () => {
    expect(matchStorefrontPath('/product/star-map')).toEqual({
      route: 'product',
      params: { slug: 'star-map' },
    });
    expect(matchStorefrontPath('/product/caf%C3%A9/')).toEqual({
      route: 'product',
      params: { slug: 'café' },
    });
    expect(matchStorefrontPath('/about')).toEqual({ route: 'about', params: {} });
    expect(matchStorefrontPath('/product/a/b')).toBeNull();
    expect(matchStorefrontPath('/product/%E0%A4%A')).toBeNull();
  });
});
