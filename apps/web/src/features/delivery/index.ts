/** What other features use from delivery: the pick-up point finder the cart mounts. */
export { PickupPointFinder, type PickupPointFinderProps } from './components/PickupPointFinder';
