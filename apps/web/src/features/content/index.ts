/** What the rest of the storefront may use from the content feature (the footer's seller line). */
export { SellerIdentityLine } from './components/SellerIdentityLine';
/** The shop's public settings (the cart shows gift wrapping's price). */
export { useSettings } from './hooks/use-settings';
/** The delivery methods' rates and the workshop (the cart names where orders are collected). */
export { useGetDeliveryRatesQuery } from './api/get-delivery-rates';
