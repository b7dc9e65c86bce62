import englishMessages from 'ra-language-english';
import { en } from './en';
import { catalogue } from './messages';

export const enCatalogue = catalogue('en', englishMessages, en);
