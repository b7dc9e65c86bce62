import { useId, useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/**
 * A staff action that cannot be undone (erasing a customer, voiding a gift card): a button, then
 * a dialog that says what happens and asks the reason the audit log keeps. The action runs once
 * the reason is given; a refusal is shown and the dialog stays open to try again.
 */
export function ConfirmWithReason({
  labels,
  reasonMaxLength,
  multiline = false,
  onConfirm,
  onDone,
}: {
  /** Already translated: the button, the dialog's title and text, the field and its hint. */
  labels: {
    button: string;
    title: string;
    explanation: string;
    reason: string;
    reasonHint?: string;
    confirm: string;
    /** Message key shown when the action fails without a message of its own. */
    failed: string;
  };
  reasonMaxLength: number;
  multiline?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  /** After success, with the dialog closed (notify, refresh or leave the screen). */
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = () => {
    setBusy(true);
    onConfirm(reason).then(
      () => {
        setOpen(false);
        setBusy(false);
        onDone();
      },
      (error: unknown) => {
        notify(error instanceof Error ? error.message : labels.failed, { type: 'error' });
        setBusy(false);
      },
    );
  };

  return (
    <>
      <MuiButton color="error" variant="outlined" onClick={() => setOpen(true)}>
        {labels.button}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{labels.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{labels.explanation}</DialogContentText>
          <MuiTextField
            label={labels.reason}
            helperText={labels.reasonHint}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: reasonMaxLength } }}
            multiline={multiline}
            fullWidth
            required
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton color="error" disabled={busy || reason.trim() === ''} onClick={confirm}>
            {labels.confirm}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
