import { pfcPickerGroups, pfcPickerOption, type PfcPickerOption } from '@tourniquet/domain';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { FieldControlProps } from './ui/field.tsx';
import { inputClass } from './ui/input.tsx';

/** One line of the list: a category, or the empty choice ("Uncategorized", "All categories"...). */
interface Item {
  value: string;
  label: string;
  option: PfcPickerOption | null;
}

/**
 * The one category picker: Edit Transaction, the rules form, the split form and the
 * filters all offer the PFC primaries and details by their friendly labels, searchable, never the legacy
 * words. The ARIA combobox pattern: the input filters a listbox grouped by primary; arrows, Home and End
 * move, Enter picks, Escape closes the list (not the dialog: see ui/dialog.tsx), and the active option is
 * announced through aria-activedescendant. The list sits in the page's flow rather than floating, so a
 * phone's screen (or a dialog's scrolling) shows all of it.
 */
export function CategoryPicker({
  control,
  label,
  value,
  onChange,
  emptyLabel,
  placeholder = 'Type to search, e.g. Groceries',
  primaries = false,
  disabled = false,
}: {
  /** From a Field: the input's id and descriptions. */
  control?: FieldControlProps;
  /** The accessible name when there is no Field's label. */
  label?: string;
  /** A detailed name, with `primaries` a primary name, or '' for the empty choice. */
  value: string;
  onChange: (option: PfcPickerOption | null) => void;
  /** The empty choice, offered first ("Uncategorized"); without it the picker only holds categories. */
  emptyLabel?: string;
  placeholder?: string;
  /** Offer each primary as a whole ("All Food & Drink"), for filters. */
  primaries?: boolean;
  disabled?: boolean;
}) {
  const [query, setQuery] = useState('');
  // The list filters only while the user types: reopening after a pick shows every category again, and
  // otherwise the input shows the picked label.
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const current = pfcPickerOption(value);
  const filtering = typing && query.trim() !== '';
  const groups = useMemo(
    () => pfcPickerGroups(filtering ? query : '', { primaries }),
    [filtering, query, primaries],
  );
  const hasEmpty = emptyLabel !== undefined && !filtering;
  const items = useMemo<Item[]>(
    () => [
      ...(hasEmpty ? [{ value: '', label: emptyLabel ?? '', option: null }] : []),
      ...groups.flatMap((g) => g.options.map((o) => ({ value: o.value, label: o.label, option: o }))),
    ],
    [groups, hasEmpty, emptyLabel],
  );
  const empty = hasEmpty ? items[0]! : null;
  const indexOf = (itemValue: string) => items.findIndex((i) => i.value === itemValue);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!open || active < 0) return;
    // jsdom has no scrollIntoView.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const show = (index: number) => {
    setOpen(true);
    setActive(items.length === 0 ? -1 : Math.min(Math.max(index, 0), items.length - 1));
  };
  const pick = (item: Item) => {
    setTyping(false);
    setQuery('');
    setOpen(false);
    setActive(-1);
    onChange(item.option);
  };
  const selected = () => indexOf(current?.value ?? '');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show(Math.max(selected(), 0));
        else show(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) show(selected() >= 0 ? selected() : items.length - 1);
        else show(active - 1);
        break;
      case 'Home':
      case 'End':
        if (!open) break;
        event.preventDefault();
        show(event.key === 'Home' ? 0 : items.length - 1);
        break;
      case 'Enter':
        // Enter in the open list picks; it must not also submit the form.
        if (!open) break;
        event.preventDefault();
        if (items[active]) pick(items[active]);
        break;
      case 'Escape':
        // Only the list closes; ui/dialog.tsx keeps the dialog open while the list is.
        if (open) setOpen(false);
        break;
    }
  };

  const shown = current?.label ?? (value === '' ? (emptyLabel ?? '') : value);
  // Each group's first option's place in `items`, which the active index counts in.
  const firsts = groups.map(
    (_, g) => (empty ? 1 : 0) + groups.slice(0, g).reduce((n, group) => n + group.options.length, 0),
  );
  const renderItem = (item: Item, index: number) => {
    const isSelected = item.value === (current?.value ?? '');
    return (
      <div
        key={item.value || '__empty__'}
        id={optionId(index)}
        role="option"
        aria-selected={isSelected}
        title={item.option?.description}
        className={`flex min-h-10 cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${
          index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
        } ${item.option?.detailed === null ? 'font-medium' : ''}`}
        // Keeps the focus in the input, so the pick below lands before its blur.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => index !== active && setActive(index)}
        onClick={() => pick(item)}
      >
        {item.label}
        {isSelected && <Check aria-hidden className="size-4 shrink-0 text-brand-700" />}
      </div>
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="relative">
        <input
          {...control}
          aria-label={control ? undefined : label}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder={placeholder}
          value={typing ? query : shown}
          maxLength={60}
          className={`${inputClass} pr-9`}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            setTyping(true);
            setOpen(true);
            const any = pfcPickerGroups(text, { primaries }).length > 0;
            setActive(any || (emptyLabel !== undefined && text.trim() === '') ? 0 : -1);
          }}
          onClick={() => (open ? setOpen(false) : show(Math.max(selected(), 0)))}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            // Leaving half-typed text would look like a choice: show the picked label again.
            setTyping(false);
            setQuery('');
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
        className="max-h-64 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white pb-1 shadow-sm"
      >
        {items.length === 0 && (
          <p className="px-3 py-2 text-sm text-slate-500">No category matches “{query.trim()}”</p>
        )}
        {empty && renderItem(empty, 0)}
        {groups.map((group, g) => {
          const first = firsts[g]!;
          return (
            <div key={group.primary} role="group" aria-labelledby={`${listId}-${group.primary}`}>
              <div
                id={`${listId}-${group.primary}`}
                role="presentation"
                className="sticky top-0 bg-slate-50 px-3 py-1 text-[11px] font-semibold tracking-wide text-slate-600 uppercase"
              >
                {group.label}
              </div>
              {group.options.map((option, o) =>
                renderItem({ value: option.value, label: option.label, option }, first + o),
              )}
            </div>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {open && filtering ? `${items.length} ${items.length === 1 ? 'category' : 'categories'} found` : ''}
      </p>
    </div>
  );
}
