export { ConfirmWithReasonDialog, REASON_MAX_LENGTH } from './ConfirmWithReasonDialog';
export type { ConfirmWithReasonDialogProps } from './ConfirmWithReasonDialog';
