// Modal shown when a new service worker waits: counts down 10 s, then applies the update.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system/core';

export const UPDATE_COUNTDOWN_SECONDS = 10;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.4);
`;

const Dialog = styled.div`
  max-width: 420px;
  padding: 24px;
  border-radius: 8px;
  background: #fff;
  text-align: center;
`;

export function UpdatePrompt({ onApply, seconds = UPDATE_COUNTDOWN_SECONDS }: { onApply: () => void; seconds?: number }) {
  const [left, setLeft] = useState(seconds);
  const applied = useRef(false);
  const apply = useRef(onApply);
  apply.current = onApply;

  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0 && !applied.current) {
      applied.current = true;
      apply.current();
    }
  }, [left]);

  const now = () => {
    if (applied.current) return;
    applied.current = true;
    apply.current();
  };

  return (
    <Backdrop>
      <Dialog role="dialog" aria-modal="true" aria-labelledby="update-prompt-title">
        <h2 id="update-prompt-title">
          <FormattedMessage id="UpdatePrompt.title" defaultMessage="Er is een nieuwe versie van Zaalplek" />
        </h2>
        <p aria-live="polite">
          <FormattedMessage id="UpdatePrompt.body" defaultMessage="De pagina wordt over {seconds, plural, one {# seconde} other {# seconden}} bijgewerkt." values={{ seconds: left }} />
        </p>
        <Button type="button" onClick={now}>
          <FormattedMessage id="UpdatePrompt.now" defaultMessage="Nu bijwerken" />
        </Button>
      </Dialog>
    </Backdrop>
  );
}
