import { pfcPickerGroups, type PfcPickerOption } from '@tourniquet/domain';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { FieldControlProps } from '../ui/field.tsx';
import { inputClass } from '../ui/input.tsx';

/**
 * A searchable picker of every PFC detailed category (issue 22), the ARIA combobox pattern: the input filters
 * a listbox grouped by primary; arrows move, Enter picks, Escape closes the list (not the dialog: see
 * ui/dialog.tsx), and the active option is announced through aria-activedescendant. The list sits in the
 * page's flow rather than floating, so the dialog's own scrolling shows all of it on a phone.
 */
export function CategoryPicker({
  control,
  value,
  onPick,
}: {
  control: FieldControlProps;
  value: PfcPickerOption | null;
  onPick: (option: PfcPickerOption) => void;
}) {
  const [query, setQuery] = useState('');
  // The list filters only while the user types: reopening after a pick shows every category again, and
  // otherwise the input shows the picked label (cleared when the dialog's list is chosen instead).
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const groups = useMemo(() => pfcPickerGroups(typing ? query : ''), [typing, query]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  // Each group's first option's place in `options`, which the active index counts in.
  const firsts = useMemo(
    () => groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.options.length, 0)),
    [groups],
  );
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!open || active < 0) return;
    // jsdom has no scrollIntoView.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const show = (index: number) => {
    setOpen(true);
    setActive(options.length === 0 ? -1 : Math.min(Math.max(index, 0), options.length - 1));
  };
  const pick = (option: PfcPickerOption) => {
    setTyping(false);
    setOpen(false);
    setActive(-1);
    onPick(option);
  };
  const selectedIndex = () => options.findIndex((o) => o.detailed === value?.detailed);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show(Math.max(selectedIndex(), 0));
        else show(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) show(selectedIndex() >= 0 ? selectedIndex() : options.length - 1);
        else show(active - 1);
        break;
      case 'Home':
      case 'End':
        if (!open) break;
        event.preventDefault();
        show(event.key === 'Home' ? 0 : options.length - 1);
        break;
      case 'Enter':
        // Enter in the open list picks; it must not also submit the form.
        if (!open) break;
        event.preventDefault();
        if (options[active]) pick(options[active]);
        break;
      case 'Escape':
        if (open) setOpen(false);
        break;
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="relative">
        <input
          {...control}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Type to search, e.g. Groceries"
          value={typing ? query : (value?.label ?? '')}
          maxLength={60}
          className={`${inputClass} pr-9`}
          onChange={(event) => {
            setQuery(event.target.value);
            setTyping(true);
            setOpen(true);
            setActive(pfcPickerGroups(event.target.value).length > 0 ? 0 : -1);
          }}
          onClick={() => (open ? setOpen(false) : show(Math.max(selectedIndex(), 0)))}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            // Leaving half-typed text would look like a choice: show the picked label again.
            setTyping(false);
          }}
        />
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Every category"
        hidden={!open}
        className="max-h-64 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-sm"
      >
        {options.length === 0 && (
          <p className="px-3 py-2 text-sm text-slate-500">No category matches “{query.trim()}”</p>
        )}
        {groups.map((group, g) => (
          <div key={group.primary} role="group" aria-labelledby={`${listId}-${group.primary}`}>
            <div
              id={`${listId}-${group.primary}`}
              role="presentation"
              className="sticky top-0 bg-slate-50 px-3 py-1 text-[11px] font-semibold tracking-wide text-slate-600 uppercase"
            >
              {group.label}
            </div>
            {group.options.map((option, o) => {
              const at = firsts[g]! + o;
              const selected = option.detailed === value?.detailed;
              return (
                <div
                  key={option.detailed}
                  id={optionId(at)}
                  role="option"
                  aria-selected={selected}
                  title={option.description}
                  className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${
                    at === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
                  }`}
                  // Keeps the focus in the input, so the pick below lands before its blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => at !== active && setActive(at)}
                  onClick={() => pick(option)}
                >
                  {option.label}
                  {selected && <Check aria-hidden className="size-4 shrink-0 text-brand-700" />}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {open && typing ? `${options.length} ${options.length === 1 ? 'category' : 'categories'} found` : ''}
      </p>
    </div>
  );
}
