/** What the app composes from gift cards: My account's "My gift cards" section. */
export { MyGiftCards } from './components/MyGiftCards';
