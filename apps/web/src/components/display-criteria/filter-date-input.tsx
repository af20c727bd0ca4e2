import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatFilterDate, parseFilterDate } from '@tourniquet/domain';
import { IconButton } from '../ui/icon-button.tsx';
import { inputClass } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { FormAlert } from '../ui/form-alert.tsx';

/**
 * A date in the filter format MM/dd/yy: typed (committed on Enter or when leaving the field) or picked in
 * the platform's calendar through the button beside it.
 */
export function FilterDateInput({
  label,
  value,
  today,
  onChange,
}: {
  label: string;
  /** ISO date or ''. */
  value: string;
  today: string | null;
  onChange: (iso: string) => void;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const shown = value ? formatFilterDate(value) : '';
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // A new value from outside (another period, the calendar) replaces what was typed.
  const [lastShown, setLastShown] = useState(shown);
  if (lastShown !== shown) {
    setLastShown(shown);
    setText(shown);
  }

  const commit = () => {
    if (text.trim() === shown) return setError(null);
    const iso = parseFilterDate(text, today ?? undefined);
    if (!iso) return setError('Enter a date as MM/dd/yy');
    setError(null);
    onChange(iso);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-1">
        <input
          id={id}
          className={`${inputClass} tabular min-w-0`}
          inputMode="numeric"
          placeholder="MM/dd/yy"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        <IconButton
          label={`Choose ${label} date`}
          onClick={() => {
            const input = picker.current;
            if (!input) return;
            if (typeof input.showPicker === 'function') input.showPicker();
            else input.click();
          }}
        >
          <CalendarDays className="size-5" aria-hidden />
        </IconButton>
        {/* The native calendar, opened by the button; invisible and out of the tab order. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden
          className="pointer-events-none absolute size-px opacity-0"
          value={value}
          onChange={(e) => e.target.value && onChange(e.target.value)}
        />
      </div>
      {error && (
        <FormAlert id={`${id}-error`} className="text-xs">
          {error}
        </FormAlert>
      )}
    </div>
  );
}
