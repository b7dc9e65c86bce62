import type { i18n as I18n } from 'i18next';
import en from '../../../locales/photo-editor/en.json';
import fr from '../../../locales/photo-editor/fr.json';
import nl from '../../../locales/photo-editor/nl.json';

/**
 * The photo editor's chunk (ADR 0099): loaded when a shopper first chooses a photo or presses
 * its control, never for the first render. Its texts come with it: a visitor who never adds a
 * photo does not download them.
 */
export { PhotoEditorOverPreview } from './PhotoEditor';
export { CENTRED_PLACEMENT } from '@shop/contracts/photo-geometry';
export { uploadPhoto, type UploadResult } from './upload-photo';

const EDITOR_TEXTS: Record<string, Record<string, string>> = { en, nl, fr };

let added = false;

/**
 * Adds the editor's texts (keys `photoEditor.*`) to the languages loaded, and to each language
 * loaded later. Only to loaded ones: a language that had any texts would count as loaded and
 * its own file would never be fetched.
 */
export function addEditorTexts(i18n: I18n): void {
  if (added) return;
  added = true;
  const add = (language: string) => {
    const texts = EDITOR_TEXTS[language];
    if (texts && i18n.hasResourceBundle(language, 'translation')) {
      i18n.addResourceBundle(language, 'translation', { photoEditor: texts }, true, false);
    }
  };
  for (const language of Object.keys(EDITOR_TEXTS)) add(language);
  i18n.on('loaded', (loaded: Record<string, unknown>) => {
    for (const language of Object.keys(loaded)) add(language);
  });
}
