import type { UnknownAction } from 'redux';

/*
 * Action creators for the slices' plain reducers (ADR 0106: Redux without Redux Toolkit). Each
 * knows its type and matches its own actions, typed with their payload.
 */

export interface PayloadAction<Payload> extends UnknownAction {
  payload: Payload;
}

type Creator<Args extends unknown[], Payload> = ((...args: Args) => PayloadAction<Payload>) & {
  type: string;
  match: (action: UnknownAction) => action is PayloadAction<Payload>;
};

function withMatch<Args extends unknown[], Payload>(
  type: string,
  create: (...args: Args) => PayloadAction<Payload>,
): Creator<Args, Payload> {
  const match = (action: UnknownAction): action is PayloadAction<Payload> => action.type === type;
  return Object.assign(create, { type, match });
}

/** An action whose payload is its argument (none for `void`). */
export function actionOf<Payload = void>(type: string) {
  return withMatch(type, (payload: Payload) => ({ type, payload }));
}

/** An action whose payload `prepare` makes from the arguments. */
export function preparedActionOf<Args extends unknown[], Payload>(
  type: string,
  prepare: (...args: Args) => Payload,
) {
  return withMatch(type, (...args: Args) => ({ type, payload: prepare(...args) }));
}
