import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Modal } from '@zaalplek/design-system';
import type { AccountPermission } from '../../generated/graphql';
import { useApiErrorText } from '../admin/apiErrors';
import { vendorsMessages as m } from './messages';
import { useUpdateVendorPermissionsMutation, type AdminVendor } from './vendorsApi';

const PERMISSIONS: AccountPermission[] = ['ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC', 'ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR', 'ALLOWED_TO_SET_SPACE_BOOKING_TYPES'];

interface Props {
  vendor: AdminVendor | null;
  name: string;
  onClose: () => void;
  onSaved: () => void;
}

/** The three per-account permissions of a host and its organisation's may-activate-spaces flag, saved together. */
export function VendorPermissionsDialog({ vendor, name, onClose, onSaved }: Props) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const [save, { isLoading }] = useUpdateVendorPermissionsMutation();
  const [chosen, setChosen] = useState<AccountPermission[]>([]);
  const [mayActivate, setMayActivate] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setChosen(vendor?.permissions ?? []);
    setMayActivate(vendor?.is_activation_allowed ?? false);
    setError(null);
  }, [vendor]);

  if (!vendor) return null;
  const toggle = (p: AccountPermission) => setChosen((current) => (current.includes(p) ? current.filter((x) => x !== p) : [...current, p]));
  const submit = async () => {
    try {
      await save({ account_id: vendor.account_id, permissions: chosen, is_activation_allowed: vendor.organisation_id === null ? null : mayActivate }).unwrap();
      onSaved();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage(m.permissionsTitle, { name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <Button loading={isLoading} onClick={() => void submit()}>{intl.formatMessage(m.save)}</Button>
        </>
      }
    >
      {PERMISSIONS.map((p) => (
        <Checkbox key={p} label={intl.formatMessage(m[p])} checked={chosen.includes(p)} onChange={() => toggle(p)} />
      ))}
      {vendor.organisation_id !== null && (
        <Checkbox label={intl.formatMessage(m.mayActivate)} checked={mayActivate} onChange={(e) => setMayActivate(e.target.checked)} />
      )}
      {error && <p role="alert">{error}</p>}
    </Modal>
  );
}
