import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Carousel, Tabs } from '@zaalplek/design-system/core';
import { useLocale } from '@zaalplek/platform';
import { Section, SectionTitle } from './blocks/styles';
import { useFeedbacks } from './homeReads';
import { TestimonialCard } from './TestimonialCard';
import type { FeedbackRole } from './types';
import { useChunkSize } from './useChunkSize';

const ROLES: FeedbackRole[] = ['Booker', 'Vendor'];
const ROLE_LABELS = {
  Booker: { id: 'Testimonials.roleBooker', defaultMessage: 'Boekers' },
  Vendor: { id: 'Testimonials.roleVendor', defaultMessage: 'Verhuurders' },
} satisfies Record<FeedbackRole, MessageDescriptor>;

/** Testimonials slider with a Booker/Vendor toggle (get_all_feedbacks(user_role)). */
export function Testimonials({ withTitle = true }: { withTitle?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const [role, setRole] = useState<FeedbackRole>('Booker');
  const chunkSize = useChunkSize();
  const { data, isLoading } = useFeedbacks(locale, role);

  return (
    <Section aria-label={intl.formatMessage({ id: 'Testimonials.title', defaultMessage: 'Wat anderen zeggen' })} data-testid="testimonials">
      {withTitle && <SectionTitle>{intl.formatMessage({ id: 'Testimonials.title', defaultMessage: 'Wat anderen zeggen' })}</SectionTitle>}
      <Tabs
        label={intl.formatMessage({ id: 'Testimonials.toggleLabel', defaultMessage: 'Ervaringen van' })}
        value={role}
        onChange={(id) => setRole(id as FeedbackRole)}
        tabs={ROLES.map((r) => ({
          id: r,
          label: intl.formatMessage(ROLE_LABELS[r]),
          content:
            r === role && data && data.length > 0 && !isLoading ? (
              <Carousel
                label={intl.formatMessage({ id: 'Testimonials.sliderLabel', defaultMessage: 'Ervaringen' })}
                slides={data.map((feedback) => (
                  <TestimonialCard key={feedback.feedback_id} feedback={feedback} chunkSize={chunkSize} />
                ))}
              />
            ) : null,
        }))}
      />
    </Section>
  );
}
