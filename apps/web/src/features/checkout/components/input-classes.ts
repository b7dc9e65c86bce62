/** A text field or select of the cart's checkout forms. */
export const inputClasses =
  'mt-1 block w-full rounded-xl border border-cream-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-clay-600 focus:outline-2 focus:outline-offset-1 focus:outline-clay-600 aria-[invalid=true]:border-clay-700';
