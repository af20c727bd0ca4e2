import {
  BUSINESS_EXPENSE_GROUPS,
  BUSINESS_INCOME_GROUPS,
  categoryDisplayName,
  formatDate,
  formatUsd,
} from '@tourniquet/domain';
import type { ReviewItem } from '@tourniquet/domain/contracts';
import { forwardRef, useId, useState, type FormEvent, type ReactNode } from 'react';
import { CategoryPicker } from '../../../components/category-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { choiceOf, likelyBusinessCategories, type ReviewChoice } from '../lib/review-choices.ts';

const NO_LINE = '__no_line__';
const USES = [
  { use: 'business', label: 'Business' },
  { use: 'personal', label: 'Personal' },
] as const;
const label = (name: string) => categoryDisplayName(name);

/** One choice of a group: a native radio (arrow keys, screen readers) drawn as a 44 px pill. */
function Choice({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium ${
        checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-800'
      }`}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="accent-brand-700" />
      {children}
    </label>
  );
}

/**
 * One row to review: what it is, why the app suggests what it does, Business or Personal and
 * the likely categories, "Apply to all N rows from this payee" (on by default), and Save and next.
 */
export const ReviewCard = forwardRef<
  HTMLHeadingElement,
  {
    item: ReviewItem;
    position: string;
    saving: boolean;
    /**
     * Whether to ask Business or personal: of a user who keeps business (a business account) or of a row
     * suggested as business; a user with no business is asked only the category.
     */
    askUse: boolean;
    onAnswer: (choice: ReviewChoice, applyToSimilar: boolean) => void;
  }
>(function ReviewCard({ item, position, saving, askUse, onAnswer }, headingRef) {
  const [choice, setChoice] = useState<ReviewChoice>(() => choiceOf(item));
  const [applyToSimilar, setApplyToSimilar] = useState(true);
  const id = useId();
  const likely = likelyBusinessCategories(item);
  const other = choice.businessCategory !== null && !likely.includes(choice.businessCategory);
  const moneyIn = item.amountCents < 0;
  const groups = moneyIn
    ? [...BUSINESS_INCOME_GROUPS, ...BUSINESS_EXPENSE_GROUPS]
    : [...BUSINESS_EXPENSE_GROUPS, ...BUSINESS_INCOME_GROUPS];
  const suggestedPersonal = item.suggested.personalCategory;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(choice, applyToSimilar);
  };
  const setBusinessCategory = (value: string) =>
    setChoice({ ...choice, businessCategory: value === NO_LINE ? null : value });

  return (
    <Card className="flex flex-col gap-4 p-4" aria-labelledby={`${id}-payee`}>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-medium text-slate-500">{position}</p>
        <h2
          id={`${id}-payee`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-slate-900"
        >
          {item.payee}
        </h2>
        <p className="text-sm text-slate-600">
          {formatDate(item.date)} · {item.accountName}
        </p>
        <p className="text-2xl font-bold text-slate-900">
          {formatUsd(Math.abs(item.amountCents))}{' '}
          <span className="text-base font-medium">{moneyIn ? 'in' : 'out'}</span>
        </p>
        <p className="text-xs break-words text-slate-500">{item.description}</p>
        <p className="rounded-lg bg-slate-50 p-2 text-sm text-slate-700">{item.reason}</p>
      </div>
      <form className="flex flex-col gap-4" onSubmit={submit} aria-label={`Your answer for ${item.payee}`}>
        {askUse && (
          <fieldset className="flex flex-col gap-2" disabled={saving}>
            <legend className="mb-1 text-sm font-semibold text-slate-900">Business or personal</legend>
            <div className="grid grid-cols-2 gap-2">
              {USES.map(({ use, label: text }) => (
                <Choice
                  key={use}
                  name={`${id}-use`}
                  checked={choice.use === use}
                  onChange={() => setChoice({ ...choice, use })}
                >
                  {text}
                </Choice>
              ))}
            </div>
          </fieldset>
        )}
        {choice.use === 'business' ? (
          <fieldset className="flex flex-col gap-2" disabled={saving}>
            <legend className="mb-1 text-sm font-semibold text-slate-900">Business category</legend>
            {likely.map((name) => (
              <Choice
                key={name}
                name={`${id}-business`}
                checked={choice.businessCategory === name}
                onChange={() => setBusinessCategory(name)}
              >
                {label(name)}
                {name === item.suggested.businessCategory && (
                  <span className="text-xs font-normal text-slate-500">(suggested)</span>
                )}
              </Choice>
            ))}
            <Choice
              name={`${id}-business`}
              checked={choice.businessCategory === null}
              onChange={() => setBusinessCategory(NO_LINE)}
            >
              Not on any line (an owner&apos;s draw, a transfer)
            </Choice>
            <label htmlFor={`${id}-other`} className="flex flex-col gap-1 text-sm text-slate-700">
              Another business category
              <NativeSelect
                id={`${id}-other`}
                value={other ? (choice.businessCategory ?? '') : ''}
                onChange={(e) => e.target.value && setBusinessCategory(e.target.value)}
              >
                <option value="">Choose…</option>
                {groups.map((group) => (
                  <optgroup key={group.key} label={group.label}>
                    {group.categories.map((name) => (
                      <option key={name} value={name}>
                        {label(name)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect>
            </label>
          </fieldset>
        ) : (
          <fieldset className="flex flex-col gap-2" disabled={saving}>
            <legend className="mb-1 text-sm font-semibold text-slate-900">Category</legend>
            {suggestedPersonal && (
              <Choice
                name={`${id}-personal`}
                checked={choice.personalCategory?.detailed === suggestedPersonal.detailed}
                onChange={() => setChoice({ ...choice, personalCategory: suggestedPersonal })}
              >
                {label(suggestedPersonal.detailed)}
                <span className="text-xs font-normal text-slate-500">(suggested)</span>
              </Choice>
            )}
            <CategoryPicker
              label="Another category"
              placeholder="Type to search, e.g. Groceries"
              value={choice.personalCategory?.detailed ?? ''}
              disabled={saving}
              onChange={(option) =>
                option?.detailed &&
                setChoice({
                  ...choice,
                  personalCategory: { primary: option.primary, detailed: option.detailed },
                })
              }
            />
          </fieldset>
        )}
        {item.similarCount > 1 && (
          <Checkbox
            label={`Apply to all ${item.similarCount} rows from this payee`}
            checked={applyToSimilar}
            disabled={saving}
            onChange={(e) => setApplyToSimilar(e.target.checked)}
          />
        )}
        <Button type="submit" disabled={saving} className="w-full">
          {saving ? 'Saving…' : 'Save and next'}
        </Button>
      </form>
    </Card>
  );
});
