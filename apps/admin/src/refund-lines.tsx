import { useState } from 'react';
import {
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminOrderDetail } from '@shop/contracts';
import type { ShopDataProvider } from './dataProvider';
import { useFormat } from './i18n/fields';

/**
 * "Refund lines": staff choose units per line (at most those not refunded yet), a reason and
 * whether the units go back on the shelf; the price paid for them is refunded through the
 * payment provider. One idempotency key per opened dialog: a retried click refunds once.
 */
export function RefundLinesButton() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { money } = useFormat();
  const [open, setOpen] = useState(false);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [key, setKey] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!record?.items || !record.paid_at) return null;
  const refundable = record.items.filter((item) => item.quantity > item.refunded_quantity);
  if (refundable.length === 0) return null;
  const chosen = refundable
    .map((item) => ({ id: item.id, quantity: units[item.id] ?? 0 }))
    .filter((item) => item.quantity > 0);

  const start = () => {
    setUnits({});
    setReason('');
    setRestock(false);
    setErrors({});
    setKey(crypto.randomUUID());
    setOpen(true);
  };

  const submit = async () => {
    setSending(true);
    try {
      await dataProvider.refundOrderLines(record.id, { items: chosen, reason, restock }, key);
      notify('shop.refunds.done', { type: 'info' });
      setOpen(false);
      refresh();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      setErrors(body?.errors ?? {});
      notify(error instanceof Error ? error.message : 'shop.common.save_failed', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button label="shop.refunds.open" onClick={start} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('shop.refunds.title', { id: record.id })}</DialogTitle>
        <DialogContent>
          <p>{translate('shop.refunds.lead')}</p>
          {refundable.map((item) => {
            const index = chosen.findIndex((line) => line.id === item.id);
            const error = index >= 0 ? errors[`items.${index}.quantity`] : undefined;
            const left = item.quantity - item.refunded_quantity;
            return (
              <TextField
                key={item.id}
                type="number"
                label={translate('shop.refunds.line', {
                  product: item.product_name,
                  price: money(item.unit_price),
                  left,
                  withdrawn: item.withdrawn_quantity,
                })}
                value={units[item.id] ?? 0}
                onChange={(event) =>
                  setUnits({
                    ...units,
                    [item.id]: Math.max(0, Math.min(left, Number(event.target.value) || 0)),
                  })
                }
                slotProps={{ htmlInput: { min: 0, max: left } }}
                error={Boolean(error)}
                helperText={error}
                fullWidth
                margin="dense"
              />
            );
          })}
          <TextField
            label={translate('shop.refunds.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason}
            required
            fullWidth
            margin="dense"
          />
          <FormControlLabel
            control={
              <Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />
            }
            label={translate('shop.refunds.restock')}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={sending || chosen.length === 0 || reason.trim() === ''}
            onClick={() => void submit()}
          >
            {translate('shop.refunds.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
