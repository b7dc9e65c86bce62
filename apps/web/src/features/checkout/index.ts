/**
 * What other features use from checkout: the hook behind every 'Proceed to checkout' button.
 * (The store registers the slice and the layout mounts the alert dialog from their own files.)
 */
export { useStartCheckout } from './hooks/use-start-checkout';
export { CartCheckout } from './components/CartCheckout';
export { CheckoutAlertDialog } from './components/CheckoutAlertDialog';
export { selectCheckoutFieldErrors } from './checkout-slice';
