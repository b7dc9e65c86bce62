import { z } from 'zod';
import {
  cleanPlainText,
  graphemeLength,
  hasVisibleCharacter,
  type PlainTextOptions,
} from './text-rules.js';

export * from './text-rules.js';

export interface PlainTextSchemaOptions extends PlainTextOptions {
  /** Characters as people count them (grapheme clusters). */
  max: number;
  /** At least one visible character. */
  required?: boolean;
}

/**
 * The zod schema of a free text field: takes a string, gives the cleaned text (see
 * `cleanPlainText`). Messages are TEXT_MESSAGE_KEYS codes; a too long text's issue carries `max`
 * in its params.
 */
export function plainTextSchema(options: PlainTextSchemaOptions) {
  const required = options.required ?? false;
  return z.string({ error: 'textRequired' }).transform((input, context) => {
    const cleaned = cleanPlainText(input, options);
    if (!cleaned.ok) {
      context.addIssue({ code: 'custom', message: cleaned.problem });
      return z.NEVER;
    }
    if (required && cleaned.text === '') {
      context.addIssue({ code: 'custom', message: 'textRequired' });
      return z.NEVER;
    }
    if (required && !hasVisibleCharacter(cleaned.text)) {
      context.addIssue({ code: 'custom', message: 'textNothingVisible' });
      return z.NEVER;
    }
    if (graphemeLength(cleaned.text) > options.max) {
      context.addIssue({ code: 'custom', message: 'textTooLong', params: { max: options.max } });
      return z.NEVER;
    }
    return cleaned.text;
  });
}
