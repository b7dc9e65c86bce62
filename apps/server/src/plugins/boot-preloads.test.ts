import { describe, expect, it } from 'vitest';
import { bootPreloadsOf } from './boot-preloads.js';

/** A shell's boot script as the web build writes it (apps/web/vite.config.ts, `paintFirst`). */
const SHELL =
  '<head><script type="module" src="/assets/boot-1.js" data-app="/assets/app-1.js" ' +
  'data-preload="/assets/react-1.js /assets/state-1.js"></script></head>';

const MANIFEST = {
  '_app-1.js': { file: 'assets/app-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_format-1.js': { file: 'assets/format-1.js', imports: ['_react-1.js'] },
  '_calendar-1.js': { file: 'assets/calendar-1.js', imports: ['_format-1.js'] },
  'src/features/catalog/routes/ProductPage.tsx': {
    file: 'assets/ProductPage-1.js',
    imports: ['_app-1.js', '_react-1.js', '_format-1.js', '_calendar-1.js'],
  },
  'src/locales/nl/translation.json?texts=shell': { file: 'assets/texts-nl-shell-1.js' },
  'src/locales/nl/translation.json?texts=product': { file: 'assets/texts-nl-product-1.js' },
  'src/locales/fr/translation.json?texts=product': { file: 'assets/texts-fr-product-1.js' },
};

const preloadsOf = (html: string) => /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ');

describe('the boot script’s preloads', () => {
  const preloads = bootPreloadsOf(MANIFEST);

  it('name the visitor’s shell texts after the app’s modules', () => {
    expect(preloadsOf(preloads.shell(SHELL, 'nl'))).toEqual([
      '/assets/react-1.js',
      '/assets/state-1.js',
      '/assets/texts-nl-shell-1.js',
    ]);
  });

  it('name a page’s chunk, what it imports, and its texts in the language, each once', () => {
    const html = preloads.page(preloads.shell(SHELL, 'nl'), 'nl', {
      modules: ['src/features/catalog/routes/ProductPage.tsx'],
      texts: 'product',
    });
    expect(preloadsOf(html)).toEqual([
      '/assets/react-1.js',
      '/assets/state-1.js',
      '/assets/texts-nl-shell-1.js',
      '/assets/ProductPage-1.js',
      // The app is the boot script's own import (data-app), not a preload.
      '/assets/format-1.js',
      '/assets/calendar-1.js',
      '/assets/texts-nl-product-1.js',
    ]);
  });

  it('leave a shell without a boot script, or a build without a manifest, as it is', () => {
    expect(preloads.shell('<head></head>', 'nl')).toBe('<head></head>');
    expect(bootPreloadsOf({}).page(SHELL, 'nl', { modules: ['src/x.tsx'], texts: 'x' })).toBe(
      SHELL,
    );
  });
});
