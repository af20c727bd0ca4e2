import { ListChecks, Loader2, Undo2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { accountDisplayName, type AccountDto } from '../../accounts/api/account-dto.ts';
import { useAccounts } from '../../accounts/api/get-accounts.ts';
import { useCreateStatementAccount } from '../api/create-statement-account.ts';
import { AUTO_SETTINGS, type ImportSettings } from '../api/import-types.ts';
import { useStatementPreview } from '../hooks/use-statement-preview.ts';
import { useStatementUpload } from '../hooks/use-statement-upload.ts';
import { fileProblem, plural, resultSummary } from '../lib/import-text.ts';
import { AccountStep, type AccountChoice } from './account-step.tsx';
import { FileStep } from './file-step.tsx';
import { ImportResultView } from './import-result.tsx';
import { ImportSheet } from './import-sheet.tsx';
import { mustChooseDateFormat, PreviewStep } from './preview-step.tsx';
import { UndoImportDialog } from './undo-import-dialog.tsx';
import { UploadProgressBar } from './upload-progress.tsx';

type Step = 'account' | 'file' | 'preview' | 'uploading' | 'result';

const STEP_HEADINGS: Record<Step, string> = {
  account: 'Which account is this statement from?',
  file: 'Choose the file',
  preview: 'Check the preview',
  uploading: 'Importing',
  result: 'Import finished',
};

/**
 * Import transactions: (which account, or a new manual one) -> the file -> the preview, where every choice
 * re-runs the server's parse -> the upload with its progress -> the result, with Undo import. `account` null
 * starts by asking for the account. Mounted only while open, so each visit starts afresh.
 */
export function ImportDialog({
  open,
  account,
  onClose,
}: {
  open: boolean;
  account: AccountDto | null;
  onClose: () => void;
}) {
  return open ? <ImportFlow initialAccount={account} onClose={onClose} /> : null;
}

function ImportFlow({ initialAccount, onClose }: { initialAccount: AccountDto | null; onClose: () => void }) {
  const formId = useId();
  const { pathname } = useLocation();
  const accounts = useAccounts();
  const [account, setAccount] = useState(initialAccount);
  const [chosenStep, setChosenStep] = useState<Step>(initialAccount ? 'file' : 'account');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const [removed, setRemoved] = useState<number | null>(null);
  const preview = useStatementPreview();
  const upload = useStatementUpload();
  const createAccount = useCreateStatementAccount();
  const { phase } = upload.state;
  const step: Step =
    phase === 'sending' || phase === 'saving' ? 'uploading' : phase === 'done' ? 'result' : chosenStep;

  // Each new step's heading takes focus, so keyboard and screen-reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) heading.current?.focus();
  }, [step]);

  const chooseAccount = (choice: AccountChoice) => {
    setAccountError(null);
    if (choice.kind === 'existing') {
      setAccount(accounts.data?.find((a) => a.id === choice.accountId) ?? null);
      return setChosenStep('file');
    }
    createAccount.mutate(
      { name: choice.name, kind: choice.accountKind },
      {
        onSuccess: (created) => {
          setAccount(created);
          setChosenStep('file');
        },
        onError: () => setAccountError('Failed to add account. Please try again.'),
      },
    );
  };
  const chooseFile = (chosen: File) => {
    const problem = fileProblem(chosen);
    setFileError(problem);
    if (problem || !account) return;
    setFile(chosen);
    setChosenStep('preview');
    preview.run(account.id, chosen, AUTO_SETTINGS);
  };
  const changeSettings = (settings: ImportSettings) => {
    if (account && file) preview.run(account.id, file, settings);
  };
  const chooseAnotherFile = () => {
    preview.reset();
    upload.reset();
    setFile(null);
    setChosenStep('file');
  };

  const result = upload.state.phase === 'done' ? upload.state.result : null;
  const rows = preview.preview?.totalRows ?? 0;
  const mustChoose = mustChooseDateFormat(preview);
  const canImport = Boolean(preview.preview) && !preview.loading && !preview.error && rows > 0 && !mustChoose;
  const announcement =
    step === 'preview' && preview.preview && !preview.loading
      ? `Preview ready: ${plural(rows, 'transaction')}${mustChoose ? '. Choose how to read the dates.' : '.'}`
      : step === 'uploading'
        ? phase === 'saving'
          ? 'Uploaded. Saving your transactions.'
          : 'Uploading.'
        : result
          ? removed === null
            ? `${resultSummary(result)}.`
            : `Import undone: ${plural(removed, 'transaction')} removed.`
          : '';
  const onAccountPage = account && pathname === `/account-transactions/${account.id}`;

  return (
    <ImportSheet
      open
      onClose={onClose}
      locked={phase === 'saving' || createAccount.isPending}
      title="Import transactions"
      description={
        account
          ? `Into ${accountDisplayName(account)} · ${account.institutionName}`
          : 'Bring in a statement file from your bank or card.'
      }
      actions={
        <>
          {step === 'account' && (
            <>
              <Button variant="secondary" disabled={createAccount.isPending} onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={createAccount.isPending || accounts.isPending}>
                {createAccount.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                Continue
              </Button>
            </>
          )}
          {step === 'file' &&
            (initialAccount ? (
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setChosenStep('account')}>
                Back
              </Button>
            ))}
          {step === 'preview' && (
            <>
              <Button variant="secondary" onClick={chooseAnotherFile}>
                Choose Another File
              </Button>
              <Button
                disabled={!canImport}
                onClick={() => account && file && upload.start(account.id, file, preview.settings)}
              >
                {preview.loading ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                ) : (
                  <Upload className="size-4" aria-hidden />
                )}
                {rows > 0 ? `Import ${plural(rows, 'Transaction')}` : 'Import'}
              </Button>
            </>
          )}
          {step === 'uploading' && (
            <Button variant="secondary" disabled={phase === 'saving'} onClick={upload.cancel}>
              {phase === 'saving' ? 'Saving...' : 'Cancel Upload'}
            </Button>
          )}
          {step === 'result' && (
            <>
              {removed === null && (
                <Button variant="secondary" onClick={() => setConfirmUndo(true)} disabled={!result?.imported}>
                  <Undo2 className="size-4" aria-hidden />
                  Undo Import
                </Button>
              )}
              {account && !onAccountPage && (
                <ButtonLink
                  variant="secondary"
                  to={`/account-transactions/${encodeURIComponent(account.id)}`}
                >
                  <ListChecks className="size-4" aria-hidden />
                  View Transactions
                </ButtonLink>
              )}
              <Button onClick={onClose}>Done</Button>
            </>
          )}
        </>
      }
    >
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {step === 'result' && removed !== null ? 'Import undone' : STEP_HEADINGS[step]}
      </h3>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {step === 'account' && (
        <AccountStep
          formId={formId}
          accounts={accounts.data ?? []}
          error={accountError}
          onSubmit={chooseAccount}
        />
      )}
      {step === 'file' && <FileStep error={fileError} onFile={chooseFile} />}
      {step === 'preview' && file && (
        <>
          {upload.state.phase === 'failed' && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
              The import failed: {upload.state.error}
            </p>
          )}
          <PreviewStep state={preview} fileName={file.name} onChange={changeSettings} />
        </>
      )}
      {step === 'uploading' && (upload.state.phase === 'sending' || upload.state.phase === 'saving') && (
        <UploadProgressBar progress={upload.state.progress} saving={upload.state.phase === 'saving'} />
      )}
      {step === 'result' && result && <ImportResultView result={result} removed={removed} />}
      <UndoImportDialog
        target={
          confirmUndo && result && account
            ? {
                batchId: result.batchId,
                imported: result.imported,
                fileName: file?.name ?? null,
                accountName: accountDisplayName(account),
              }
            : null
        }
        onClose={() => setConfirmUndo(false)}
        onUndone={setRemoved}
      />
    </ImportSheet>
  );
}
