import 'i18next';
import type en from '../locales/en/translation.json';

// English is the reference file: `t()` only accepts keys that exist in it, so a typo is a
// compile error. The locale test keeps nl and fr in step with it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
