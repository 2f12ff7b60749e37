import type { ReactNode } from 'react';
import type { HostVenueDetail } from '../types';

/** What every venue step gets from the wizard. */
export interface StepProps<V> {
  venue: HostVenueDetail | null;
  /** Values kept locally (restored session), used instead of the stored venue's. */
  draft?: Partial<V>;
  onDraft?: (values: V) => void;
  onSaved: (venue: HostVenueDetail) => void;
  submitLabel: ReactNode;
  onBack?: () => void;
  backLabel?: ReactNode;
}
