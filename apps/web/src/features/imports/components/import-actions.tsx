import { ListChecks, Loader2, Undo2, Upload } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { plural } from '../lib/import-text.ts';

type Step = 'account' | 'file' | 'preview' | 'uploading' | 'result';

/** The import dialog's buttons for each step (see ImportDialog). */
export function ImportActions(props: {
  step: Step;
  formId: string;
  onClose: () => void;
  accountsPending: boolean;
  /** null when the dialog was opened for an account: Cancel instead of Back. */
  onBack: (() => void) | null;
  onAnotherFile: () => void;
  canImport: boolean;
  busy: boolean;
  onImport: () => void;
  rows: number;
  /** null while a multi-account import runs: it cannot be cancelled half-way. */
  uploadPhase: string | null;
  onCancelUpload: () => void;
  /** null hides Undo Import (already undone, or several imports at once). */
  onUndo: (() => void) | null;
  undoDisabled: boolean;
  viewAccountId: string | null;
}) {
  const { step, onClose } = props;
  return (
    <>
      {step === 'account' && (
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={props.formId} disabled={props.accountsPending}>
            Continue
          </Button>
        </>
      )}
      {step === 'file' && (
        <Button variant="secondary" onClick={props.onBack ?? onClose}>
          {props.onBack ? 'Back' : 'Cancel'}
        </Button>
      )}
      {step === 'preview' && (
        <>
          <Button variant="secondary" onClick={props.onAnotherFile}>
            Choose Another File
          </Button>
          <Button disabled={!props.canImport} onClick={props.onImport}>
            {props.busy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Upload className="size-4" aria-hidden />
            )}
            {props.rows > 0 ? `Import ${plural(props.rows, 'Transaction')}` : 'Import'}
          </Button>
        </>
      )}
      {step === 'uploading' && props.uploadPhase !== null && (
        <Button variant="secondary" disabled={props.uploadPhase === 'saving'} onClick={props.onCancelUpload}>
          {props.uploadPhase === 'saving' ? 'Saving...' : 'Cancel Upload'}
        </Button>
      )}
      {step === 'result' && (
        <>
          {props.onUndo && (
            <Button variant="secondary" onClick={props.onUndo} disabled={props.undoDisabled}>
              <Undo2 className="size-4" aria-hidden />
              Undo Import
            </Button>
          )}
          {props.viewAccountId && (
            <ButtonLink
              variant="secondary"
              to={`/account-transactions/${encodeURIComponent(props.viewAccountId)}`}
            >
              <ListChecks className="size-4" aria-hidden />
              View Transactions
            </ButtonLink>
          )}
          <Button onClick={onClose}>Done</Button>
        </>
      )}
    </>
  );
}
