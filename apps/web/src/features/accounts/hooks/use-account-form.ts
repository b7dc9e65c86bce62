import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { accountFailureOf, type AccountAction } from '../account-failure';
import { useAccountMessage } from './use-account-message';
import { useShowFailure } from './use-show-failure';

/**
 * What every account form sets up the same way (sign-in, sign-up, the forgotten and the reset
 * password, the profile): the contracts' schema as its rules, the messages in the reader's language, and a
 * submit whose failure goes on its fields or, when it belongs to none, in the banner.
 */
export function useAccountForm<Values extends FieldValues, Field extends Path<Values>>({
  schema,
  defaultValues,
  fields,
  fieldFor,
  action,
}: {
  schema: z.ZodType<Values, Values>;
  defaultValues: DefaultValues<Values>;
  /** The form's fields a server error may name. */
  fields: readonly Field[];
  /** API field names that are called otherwise on the form (the API's `username` is the e-mail). */
  fieldFor?: Partial<Record<string, Field>>;
  action: AccountAction;
}) {
  const message = useAccountMessage();
  const showFailure = useShowFailure(fields, fieldFor);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });

  /**
   * The form's submit handler: `send` the values; a failure is shown where it belongs, and
   * `onFailure` hears which fields it was put on (the profile clears them after a while).
   */
  const submitWith = (
    send: (values: Values) => Promise<void>,
    onFailure?: (fields: Field[]) => void,
  ) =>
    form.handleSubmit(async (values) => {
      setBanner(null);
      try {
        await send(values);
      } catch (error) {
        const shown = showFailure(accountFailureOf(error, action), form.setError);
        setBanner(shown.banner);
        onFailure?.(shown.fields);
      }
    });

  return { form, message, banner, setBanner, submitWith };
}
