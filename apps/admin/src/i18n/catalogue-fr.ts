import frenchMessages from 'ra-language-french';
import { fr } from './fr';
import { catalogue } from './messages';

export const frCatalogue = catalogue('fr', frenchMessages, fr);
