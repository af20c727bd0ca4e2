import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { ACCEPTED_EXTENSIONS } from '../lib/import-text.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/**
 * Choosing the statement: the file picker (a real input, so keyboards and screen readers work as usual)
 * inside a zone that also takes a dropped file.
 */
export function FileStep({ error, onFile }: { error: string | null; onFile: (file: File) => void }) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={`${id}-file`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-slate-400'
        }`}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
          <FileUp className="size-6" aria-hidden />
        </span>
        <span className="text-sm font-semibold text-slate-900">Choose a statement file</span>
        <span className="text-xs text-slate-600">or drop it here</span>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_EXTENSIONS.join(',')}
          aria-describedby={`${id}-hint ${id}-error`}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Download it from your bank's website: CSV, TSV, OFX, QFX (Quicken) or QIF, up to 10 MB. Nothing is
        saved until you check the preview and press Import.
      </p>
      <FormAlert id={`${id}-error`} look="box" live>
        {error ?? ''}
      </FormAlert>
    </div>
  );
}
