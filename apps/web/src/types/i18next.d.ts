import 'i18next';
import type en from '../locales/en/translation.json';
import type photoEditorEn from '../locales/photo-editor/en.json';

// English is the reference file: `t()` only accepts keys that exist in it, so a typo is a
// compile error. The locale test keeps nl and fr in step with it. The photo editor's texts
// come with its chunk (`photoEditor.*`, added to the same namespace when it loads, ADR 0099).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & { photoEditor: typeof photoEditorEn } };
  }
}
