// Friendly "this part could not be loaded" frame, used inside MFEs and by the shell.
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { getLocale } from './routes';
import { platformMessages } from './messages';
import { catalogNow } from './catalog-loader';

const Frame = styled.section`
  margin: 24px auto;
  max-width: 640px;
  padding: 24px;
  border: 1px solid #e3c4c4;
  border-radius: 8px;
  background: #fff8f8;
  color: #3b1f1f;
  font-family: inherit;
  text-align: center;

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }

  button {
    margin-top: 12px;
    padding: 8px 16px;
    border: 0;
    border-radius: 4px;
    background: #3b1f1f;
    color: #fff;
    cursor: pointer;
  }
`;

const reload = () => window.location.reload();

/** Needs an IntlProvider above it. */
export function MfeErrorFrame({ name }: { name: string }) {
  return (
    <Frame role="alert" data-mfe-error={name}>
      <h2>
        <FormattedMessage id="mfe.errorFrame.title" defaultMessage="Dit deel van de pagina kon niet worden geladen" />
      </h2>
      <p>
        <FormattedMessage id="mfe.errorFrame.body" defaultMessage="Probeer het later opnieuw of ververs de pagina." />
      </p>
      <button type="button" onClick={reload}>
        <FormattedMessage id="mfe.errorFrame.reload" defaultMessage="Pagina verversen" />
      </button>
    </Frame>
  );
}

/** Works without any provider (locale read from the URL). */
export function PlainMfeErrorFrame({ name }: { name: string }) {
  const m = catalogNow(platformMessages, getLocale()) ?? platformMessages.nl; // English if already loaded
  return (
    <Frame role="alert" data-mfe-error={name}>
      <h2>{m['mfe.errorFrame.title']}</h2>
      <p>{m['mfe.errorFrame.body']}</p>
      <button type="button" onClick={reload}>
        {m['mfe.errorFrame.reload']}
      </button>
    </Frame>
  );
}

/** Plain DOM version for places without React (e.g. the shell when a remote fails). */
export function renderPlainErrorFrame(el: HTMLElement, name: string): void {
  const m = catalogNow(platformMessages, getLocale()) ?? platformMessages.nl; // English if already loaded
  el.innerHTML = '';
  const section = document.createElement('section');
  section.setAttribute('role', 'alert');
  section.setAttribute('data-mfe-error', name);
  section.style.cssText =
    'margin:24px auto;max-width:640px;padding:24px;border:1px solid #e3c4c4;border-radius:8px;background:#fff8f8;color:#3b1f1f;text-align:center';
  const h2 = document.createElement('h2');
  h2.textContent = m['mfe.errorFrame.title'];
  const p = document.createElement('p');
  p.textContent = m['mfe.errorFrame.body'];
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = m['mfe.errorFrame.reload'];
  button.addEventListener('click', reload);
  section.append(h2, p, button);
  el.appendChild(section);
}
