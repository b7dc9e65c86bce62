/** What the rest of the storefront may use from the content feature (the footer's seller line). */
export { SellerIdentityLine } from './components/SellerIdentityLine';
