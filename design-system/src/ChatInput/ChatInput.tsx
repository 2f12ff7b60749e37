import { useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, useDsIntl } from '@zaalplek/design-system/core';
import { FieldFrame, controlStyles, useFieldIds } from '../internal/Field';

export interface ChatInputProps {
  /** sends the text; resolve true (or nothing) to clear the input, false to keep it (e.g. refused) */
  onSend: (text: string) => Promise<boolean | void> | boolean | void;
  /** characters allowed (the remaining number is shown); default 1000 */
  maxLength?: number;
  /** error under the input (e.g. the server refused the text) */
  error?: string;
  disabled?: boolean;
  /** text to start with (e.g. a prepared cancel request) */
  initialValue?: string;
  className?: string;
}

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 72px;
  font-family: inherit;
`;

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Characters as the user sees them (code points), as the API counts them. */
export const chatLength = (text: string): number => [...text].length;

/**
 * Message input of the chat (spec section 5): shows the characters left and sends with Shift+Enter
 * (Enter alone starts a new line) or the send button. Empty text is not sent.
 */
export function ChatInput({ onSend, maxLength = 1000, error, disabled, initialValue = '', className }: ChatInputProps) {
  const intl = useDsIntl();
  const [text, setText] = useState(initialValue);
  const [sending, setSending] = useState(false);
  const ids = useFieldIds(undefined, undefined, error);
  const left = maxLength - chatLength(text);
  const canSend = !disabled && !sending && text.trim() !== '' && left >= 0;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      const result = await onSend(text.trim());
      if (result !== false) setText('');
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const label = intl.formatMessage({ id: 'ChatInput.label', defaultMessage: 'Bericht' });
  return (
    <form onSubmit={onSubmit} className={className}>
      <FieldFrame ids={ids} label={label} error={error} hideLabel>
        <Area
          id={ids.inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={intl.formatMessage({ id: 'ChatInput.placeholder', defaultMessage: 'Typ je bericht…' })}
          aria-invalid={error || left < 0 ? true : undefined}
          aria-describedby={[ids.describedBy, `${ids.inputId}-left`].filter(Boolean).join(' ')}
          $invalid={Boolean(error) || left < 0}
          disabled={disabled}
        />
      </FieldFrame>
      <Bar>
        <span id={`${ids.inputId}-left`} aria-live="polite">
          {intl.formatMessage({ id: 'ChatInput.remaining', defaultMessage: '{count, plural, one {# teken over} other {# tekens over}}' }, { count: left })}
          {' · '}
          {intl.formatMessage({ id: 'ChatInput.shortcut', defaultMessage: 'Shift+Enter verstuurt' })}
        </span>
        <Button type="submit" size="sm" disabled={!canSend}>
          {intl.formatMessage({ id: 'ChatInput.send', defaultMessage: 'Versturen' })}
        </Button>
      </Bar>
    </form>
  );
}
