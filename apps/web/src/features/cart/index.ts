/**
 * What the rest of the storefront uses from the cart: the header's dropdown and loader, the
 * buying buttons for the catalogue's seams, and the cart state for checkout.
 * (The store registers the slice from its own file.)
 */
export { CartDropdown } from './components/CartDropdown';
export { CartCardAction } from './components/CartCardAction';
export { useProductPurchase } from './hooks/use-product-purchase';
export { selectCart, selectCartItemCount } from './cart-slice';
