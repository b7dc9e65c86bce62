/**
 * What the rest of the storefront uses from the cart: the header's dropdown (which keeps the
 * cart loaded while signed in) and the buying buttons for the catalogue's seams.
 * (The store registers the slice from its own file.)
 */
export { CartDropdown } from './components/CartDropdown';
export { CartCardAction } from './components/CartCardAction';
export { useProductPurchase } from './hooks/use-product-purchase';
