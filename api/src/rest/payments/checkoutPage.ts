/** The test provider's hosted iDEAL checkout page (server-rendered, escaped, nl/en from the server catalogs). */
import { escapeHtml as e } from '../../services/mail/escape';
import { TEST_BANKS, type TestPaymentRow } from '../../services/payments/testProvider';
import { formatMoney } from '../../domain/documents/labels';
import { t as text, type MessageId } from '../../i18n/serverIntl';

type CheckoutText = 'title' | 'amount' | 'bank' | 'pay' | 'fail' | 'cancel' | 'expire' | 'closed' | 'status' | 'back' | 'note';

export function checkoutPage(p: TestPaymentRow, locale: 'nl' | 'en'): string {
  const t = (key: CheckoutText) => text(locale, `checkout.${key}` as MessageId);
  const open = p.status === 'open';
  const body = open
    ? `<form method="post">
  <input type="hidden" name="locale" value="${locale}">
  <label for="issuer">${e(t('bank'))}</label>
  <select id="issuer" name="issuer" required>${TEST_BANKS.map((b) => `<option value="${e(b)}">${e(b)}</option>`).join('')}</select>
  <div class="actions">
    <button type="submit" name="action" value="pay" data-action="pay">${e(t('pay'))}</button>
    <button type="submit" name="action" value="fail" data-action="fail">${e(t('fail'))}</button>
    <button type="submit" name="action" value="cancel" data-action="cancel">${e(t('cancel'))}</button>
    <button type="submit" name="action" value="expire" data-action="expire">${e(t('expire'))}</button>
  </div>
</form>`
    : `<p>${e(t('closed'))}. ${e(t('status'))}: <strong data-status="${e(p.status)}">${e(p.status)}</strong></p><p><a href="${e(p.redirect_url)}">${e(t('back'))}</a></p>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(t('title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:40px auto;padding:0 16px;color:#222}
h1{color:#cc0066;font-size:1.4rem}select,button{font-size:1rem;padding:8px;margin:6px 0;width:100%}.actions button{margin:4px 0}
button[data-action=pay]{background:#cc0066;color:#fff;border:0;border-radius:4px}.note{color:#666;font-size:.85rem}</style></head>
<body><h1>${e(t('title'))}</h1>
<p>${e(p.description)}</p>
<p>${e(t('amount'))}: <strong data-amount="${p.amount}">${e(formatMoney(p.amount, locale))}</strong></p>
${body}
<p class="note">${e(t('note'))}</p>
</body></html>`;
}
