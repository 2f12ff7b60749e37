import { Suspense, lazy, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldIds } from '../internal/Field';
import { useDsIntl } from '../intl/useDsIntl';
import { formatDisplayDate, isWithinRange, parseDisplayDate } from './calendarDates';

// The month grid loads when the calendar is first opened: the date field is on the home page's search
// form, the grid is not needed for its first paint.
const Calendar = lazy(() => import(/* webpackChunkName: "calendar" */ './Calendar').then((m) => ({ default: m.Calendar })));

export interface DatePickerProps {
  label: ReactNode;
  /** Selected date as YYYY-MM-DD (Amsterdam calendar date) or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest selectable date, YYYY-MM-DD. */
  min?: string | null;
  /** Latest selectable date, YYYY-MM-DD. */
  max?: string | null;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

const Control = styled.div`
  position: relative;
  display: flex;
`;

const DateInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  padding-right: 48px;
`;

const ToggleButton = styled.button`
  position: absolute;
  right: 4px;
  top: 50%;
  transform: translateY(-50%);
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.accent};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentSoft}; }
  &:focus-visible { ${({ theme }) => theme.focusRing} }
`;

const Popover = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: hidden;
`;

const CalendarIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * Date field: type DD-MM-YYYY or pick from a Monday-first calendar in a popover.
 * The value is YYYY-MM-DD; dates outside min/max cannot be picked and typed ones are rejected.
 */
export function DatePicker({
  label, value, onChange, min, max, hint, error, required, disabled, hideLabel, id, name, className,
}: DatePickerProps) {
  const intl = useDsIntl();
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(formatDisplayDate(value));
  const [typedInvalid, setTypedInvalid] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setText(formatDisplayDate(value));
    setTypedInvalid(false);
  }, [value]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (e: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const commitText = () => {
    if (text.trim() === '') {
      setTypedInvalid(false);
      if (value !== null) onChange(null);
      return;
    }
    const parsed = parseDisplayDate(text);
    if (parsed && isWithinRange(parsed, min, max)) {
      setTypedInvalid(false);
      setText(formatDisplayDate(parsed));
      if (parsed !== value) onChange(parsed);
    } else {
      setTypedInvalid(true);
    }
  };

  const closePopover = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const handlePopoverKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      closePopover();
    }
  };

  const invalidMessage = typedInvalid ? intl.formatMessage({ id: 'DatePicker.invalid', defaultMessage: 'Vul een geldige datum in (DD-MM-JJJJ) binnen de toegestane periode.' }) : null;
  const shownError = error ?? invalidMessage;
  const hintText = hint ?? intl.formatMessage({ id: 'DatePicker.format', defaultMessage: 'Formaat: DD-MM-JJJJ' });
  const ids = useFieldIds(id, hintText, shownError);

  return (
    <FieldFrame ids={ids} label={label} hint={hintText} error={shownError} required={required} hideLabel={hideLabel} className={className}>
      <Control ref={rootRef}>
        <DateInput
          id={ids.inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'DatePicker.placeholder', defaultMessage: 'DD-MM-JJJJ' })}
          value={text}
          disabled={disabled}
          required={required}
          onChange={(e) => setText(e.target.value)}
          onBlur={commitText}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitText();
            } else if (e.key === 'ArrowDown' && e.altKey) {
              e.preventDefault();
              setOpen(true);
            }
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(shownError)}
        />
        <ToggleButton
          ref={toggleRef}
          type="button"
          disabled={disabled}
          aria-label={intl.formatMessage({ id: 'DatePicker.openCalendar', defaultMessage: 'Kies datum uit kalender' })}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon />
        </ToggleButton>
        {open && (
          <Popover id={dialogId} role="dialog" aria-label={intl.formatMessage({ id: 'DatePicker.calendar', defaultMessage: 'Kalender' })} onKeyDown={handlePopoverKeyDown}>
            <Suspense fallback={null}>
              <Calendar
                value={value}
                min={min}
                max={max}
                autoFocus
                onSelect={(day) => {
                  onChange(day);
                  closePopover();
                }}
              />
            </Suspense>
          </Popover>
        )}
      </Control>
    </FieldFrame>
  );
}
