/** What other features use from delivery: the pick-up point finder and the methods the cart offers. */
export { PickupPointFinder, type PickupPointFinderProps } from './components/PickupPointFinder';
export { useGetDeliveryMethodsQuery } from './api/delivery-methods';
