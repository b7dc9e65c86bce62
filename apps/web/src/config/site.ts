/**
 * Facts about the shop that are not translated copy. Replace the placeholders marked below
 * with the real accounts before launch.
 */
export const SITE = {
  name: 'Giftshop',
  // Placeholder address: replace with the shop's real contact address.
  email: 'hello@giftshop.be',
  social: {
    // Placeholder profile addresses: replace with the shop's real handles.
    instagram: 'https://www.instagram.com/giftshop.be/',
    tiktok: 'https://www.tiktok.com/@giftshop.be',
  },
  developer: {
    // Placeholder credit: put the developer's name (and site, if any) here.
    name: 'Atelier Web',
    url: null as string | null,
  },
} as const;
