import { useId } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { DATE_FORMAT_LABELS, dateQuestion } from '../lib/date-reading.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { DATE_FORMATS, type DateFormat } from '@tourniquet/domain';

/**
 * The file's date format. When several formats read every date (03/04/2025 only), the user must say which
 * one the bank meant before importing; otherwise the detected format shows and can be changed.
 */
export function DateFormatChoice({
  detected,
  candidates,
  chosen,
  examples,
  mustChoose,
  disabled,
  onChange,
}: {
  detected: DateFormat | null;
  candidates: readonly DateFormat[];
  chosen: DateFormat | null;
  /** Date cells as the file writes them. */
  examples: readonly string[];
  mustChoose: boolean;
  disabled: boolean;
  onChange: (format: DateFormat) => void;
}) {
  const id = useId();
  const question = candidates.length > 1 ? dateQuestion(examples, candidates) : null;
  if (question) {
    return (
      <ChoiceGroup
        legend="How should the dates be read?"
        description={
          <>
            <span className="font-semibold text-slate-900">{question.question}</span>{' '}
            {mustChoose
              ? 'Choose one: until you do, the preview reads dates month first.'
              : 'Every date in the file is read this way.'}
          </>
        }
        invalid={mustChoose}
        disabled={disabled}
        value={chosen}
        onChange={onChange}
        choices={question.answers.map((answer) => ({
          value: answer.format,
          label: `${question.example} is ${answer.reading}`,
          hint: DATE_FORMAT_LABELS[answer.format],
        }))}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>Date format</Label>
      <NativeSelect
        id={id}
        value={chosen ?? detected ?? ''}
        disabled={disabled}
        selectClassName="text-sm"
        onChange={(e) => onChange(e.target.value as DateFormat)}
      >
        {detected === null && chosen === null && <option value="">Not recognised</option>}
        {DATE_FORMATS.map((format) => (
          <option key={format} value={format}>
            {DATE_FORMAT_LABELS[format]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
