import {
  Button,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUpdate,
} from 'react-admin';
import { HANDLED_TEXTS } from './handled-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(HANDLED_TEXTS);

interface HandledRecord {
  id: number;
  handled: boolean;
}

/**
 * "Mark handled" / "Mark unhandled" for a contact message or a back-in-stock subscription.
 * It sends only `{ handled }`: the server records who and when, and audits it.
 */
export function MarkHandledButton() {
  const record = useRecordContext<HandledRecord>();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const handled = !record.handled;
  return (
    <Button
      label={handled ? 'shop.handled.mark_handled' : 'shop.handled.mark_unhandled'}
      disabled={isPending}
      onClick={(event) => {
        // Inside a clickable row: the click must not open the record as well.
        event.stopPropagation();
        void update(
          resource,
          { id: record.id, data: { handled }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(handled ? 'shop.handled.marked_handled' : 'shop.handled.marked_unhandled', {
                type: 'info',
              });
              refresh();
            },
            onError: (error) =>
              notify(error instanceof Error ? error.message : 'shop.common.save_failed', {
                type: 'error',
              }),
          },
        );
      }}
    />
  );
}
