import { useCallback } from 'react';
import { placeFieldErrors, type AccountFailure } from '../account-failure';
import { useFailureText } from './use-failure-text';

type SetServerError<Field extends string> = (
  field: Field,
  error: { type: 'server'; message: string },
) => void;

/**
 * Puts a failed request on a form (spec §8): each server field error on its field (through
 * react-hook-form's `setError`), everything else in the banner text it returns.
 */
const SAME_NAMES = {};

export function useShowFailure<Field extends string>(
  formFields: readonly Field[],
  fieldFor: Partial<Record<string, Field>> = SAME_NAMES,
): (
  failure: AccountFailure,
  setError: SetServerError<Field>,
) => { banner: string | null; fields: Field[] } {
  const failureText = useFailureText();
  return useCallback(
    (failure, setError) => {
      const placed = placeFieldErrors(failure, formFields, fieldFor);
      const fields = formFields.filter((field) => placed.fields[field] !== undefined);
      for (const field of fields) {
        setError(field, { type: 'server', message: placed.fields[field] ?? '' });
      }
      const banner = placed.message ?? (fields.length > 0 ? null : failureText(failure));
      return { banner, fields };
    },
    [formFields, fieldFor, failureText],
  );
}
