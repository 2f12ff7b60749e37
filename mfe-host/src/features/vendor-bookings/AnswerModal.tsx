import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-final-form';
import { Button, Modal } from '@zaalplek/design-system';
import { CheckboxInput, TextAreaInput } from '../onboarding/form/fields';
import { apiErrorText } from '../team/apiErrorText';
import { vendorBookingsMessages as m } from './messages';
import { Notice } from './styles';

export interface AnswerValues {
  cancellation_reason: string;
  opted_out_as_prospect: boolean;
}

/** Decline (with the prospect opt-out) or cancel (refund) a booking: a reason is required. */
export function AnswerModal({
  kind,
  onSubmit,
  onClose,
}: {
  kind: 'decline' | 'cancel';
  onSubmit: (values: AnswerValues) => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Form<AnswerValues>
      initialValues={{ cancellation_reason: '', opted_out_as_prospect: false }}
      validate={(values) => (values.cancellation_reason?.trim() ? {} : { cancellation_reason: m.reasonRequired.id })}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await onSubmit(values);
        } catch (err) {
          setFailure(apiErrorText(intl, err));
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <Modal
          open
          onClose={onClose}
          title={intl.formatMessage(kind === 'decline' ? m.declineTitle : m.cancelTitle)}
          footer={
            <>
              <Button variant="ghost" type="button" onClick={onClose}>
                {intl.formatMessage(m.close)}
              </Button>
              <Button variant="danger" type="submit" form={`answer-${kind}`} loading={submitting}>
                {intl.formatMessage(m.confirm)}
              </Button>
            </>
          }
        >
          <form id={`answer-${kind}`} onSubmit={handleSubmit} noValidate>
            {failure && (
              <Notice $tone="danger" role="alert">
                {failure}
              </Notice>
            )}
            {kind === 'cancel' && <p>{intl.formatMessage(m.cancelRefund)}</p>}
            <TextAreaInput name="cancellation_reason" label={intl.formatMessage(m.reason)} required />
            {kind === 'decline' && <CheckboxInput name="opted_out_as_prospect" label={intl.formatMessage(m.optOut)} />}
          </form>
        </Modal>
      )}
    </Form>
  );
}
