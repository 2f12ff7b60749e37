import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant, useDsIntl } from '@zaalplek/design-system/core';
import { ErrorText, Hint, Label, RequiredMark, controlStyles } from '../internal/Field';
import { Modal } from '../Modal';

/** Longest reason accepted; the API refuses longer ones too. */
export const REASON_MAX_LENGTH = 500;

export interface ConfirmWithReasonDialogProps {
  open: boolean;
  title: ReactNode;
  /** What happens when confirmed (and who is told). */
  description?: ReactNode;
  reasonLabel?: ReactNode;
  reasonHint?: ReactNode;
  confirmLabel: ReactNode;
  confirmVariant?: ButtonVariant;
  /** A reason must be given (default true); without one the dialog only confirms. */
  reasonRequired?: boolean;
  /** Called with the trimmed reason; the dialog shows busy until the promise settles. */
  onConfirm: (reason: string) => void | Promise<unknown>;
  onCancel: () => void;
  /** An error from the last attempt (for example the API's message); the dialog stays open. */
  error?: ReactNode;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  font-family: inherit;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/**
 * Asks "are you sure?" together with a reason (reject, ban, block, deactivate): a modal with a
 * required text area (max 500 characters), Cancel and the confirm button. An empty reason is
 * refused in the dialog itself; the reason goes to `onConfirm` trimmed.
 */
export function ConfirmWithReasonDialog({
  open, title, description, reasonLabel, reasonHint, confirmLabel, confirmVariant = 'danger', reasonRequired = true, onConfirm, onCancel, error,
}: ConfirmWithReasonDialogProps) {
  const intl = useDsIntl();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) {
      setReason('');
      setMissing(false);
      setBusy(false);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (reasonRequired && !trimmed) {
      setMissing(true);
      fieldRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(trimmed);
    } finally {
      setBusy(false);
    }
  };

  const fieldError = missing ? intl.formatMessage({ id: 'ConfirmWithReasonDialog.reasonMissing', defaultMessage: 'Geef een reden op.' }) : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Modal open={open} onClose={onCancel} title={title} size="sm" initialFocusRef={fieldRef}>
      <Form onSubmit={submit} noValidate>
        {description && <div>{description}</div>}
        <Label htmlFor={`${id}-reason`}>
          {reasonLabel ?? intl.formatMessage({ id: 'ConfirmWithReasonDialog.reason', defaultMessage: 'Reden' })}
          {reasonRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </Label>
        <TextArea
          ref={fieldRef}
          id={`${id}-reason`}
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          required={reasonRequired}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[fieldError ? errorId : null, reasonHint ? hintId : null].filter(Boolean).join(' ') || undefined}
          $invalid={Boolean(fieldError)}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setMissing(false);
          }}
        />
        {reasonHint && <Hint id={hintId}>{reasonHint}</Hint>}
        {fieldError && <ErrorText id={errorId} role="alert">{fieldError}</ErrorText>}
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Actions>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {intl.formatMessage({ id: 'ConfirmWithReasonDialog.cancel', defaultMessage: 'Annuleren' })}
          </Button>
          <Button type="submit" variant={confirmVariant} loading={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
