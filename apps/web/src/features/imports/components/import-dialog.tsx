import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ImportActions } from './import-actions.tsx';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { useImportTarget } from '../hooks/use-import-target.ts';
import { useStatementPreview } from '../hooks/use-statement-preview.ts';
import { useStatementUpload } from '../hooks/use-statement-upload.ts';
import { useMultiImport } from '../hooks/use-multi-import.ts';
import {
  holdsSeveralAccounts,
  initialRoutes,
  routedRows,
  routesProblem,
  type Route,
} from '../lib/account-routes.ts';
import { AccountRouting } from './account-routing.tsx';
import { MultiImportResult } from './multi-import-result.tsx';
import { fileProblem, plural, resultSummary } from '../lib/import-text.ts';
import { previewAccountType } from '../lib/new-account.ts';
import { AccountStep, type AccountChoice } from './account-step.tsx';
import { FileStep } from './file-step.tsx';
import { StatementAccountSummary } from './statement-account-summary.tsx';
import { StatementBalancePrompt } from './statement-balance-prompt.tsx';
import { ImportResultView } from './import-result.tsx';
import { ImportSheet } from './import-sheet.tsx';
import { mustChooseAccount, mustChooseDateFormat, PreviewStep } from './preview-step.tsx';
import { UndoImportDialog } from './undo-import-dialog.tsx';
import { UploadProgressBar } from './upload-progress.tsx';
import { accountDisplayName } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { AUTO_SETTINGS, type ImportSettings } from '../api/import-settings.ts';

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
  const target = useImportTarget(initialAccount);
  const { account } = target;
  const [chosenStep, setChosenStep] = useState<Step>(initialAccount ? 'file' : 'account');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const [removed, setRemoved] = useState<number | null>(null);
  const preview = useStatementPreview();
  const upload = useStatementUpload();
  const multi = useMultiImport();
  const [chosenRoutes, setRoutes] = useState<Route[] | null>(null);
  const { phase } = upload.state;
  const multiPhase = multi.state.phase;
  const step: Step =
    phase === 'sending' || phase === 'saving' || multiPhase === 'running'
      ? 'uploading'
      : phase === 'done' || multiPhase === 'done'
        ? 'result'
        : chosenStep;
  // A file of several accounts: each goes where the user sends it, all in one Import (AccountRouting).
  const fileAccounts = preview.preview?.accounts ?? [];
  const several = holdsSeveralAccounts(fileAccounts);
  const routes = chosenRoutes ?? initialRoutes(fileAccounts, target);

  // Each new step's heading takes focus, so keyboard and screen-reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) heading.current?.focus();
  }, [step]);

  // An account made for this import stays only once the import went in.
  const { confirm, discard } = target;
  useEffect(() => {
    if (phase === 'done') confirm();
    if (phase === 'failed' || phase === 'idle') void discard();
  }, [phase, confirm, discard]);

  const chooseAccount = (choice: AccountChoice) => {
    setAccountError(null);
    if (choice.kind === 'existing')
      target.chooseExisting(accounts.data?.find((a) => a.id === choice.accountId) ?? null);
    else
      target.chooseNew({ name: choice.name, accountKind: choice.accountKind, kindChosen: choice.kindChosen });
    setChosenStep('file');
  };
  const chooseFile = (chosen: File) => {
    const problem = fileProblem(chosen);
    setFileError(problem);
    if (problem || (!account && !target.draft)) return;
    setFile(chosen);
    setChosenStep('preview');
    preview.run(account?.id ?? null, chosen, AUTO_SETTINGS, previewAccountType(target.draft));
  };
  const changeSettings = (settings: ImportSettings) => {
    if (file) preview.run(account?.id ?? null, file, settings, previewAccountType(target.draft));
  };
  const startImport = () => {
    if (!file) return;
    setAccountError(null);
    if (several) {
      const existing = accounts.data ?? [];
      void multi.start({
        file,
        settings: preview.settings,
        accounts: fileAccounts,
        routes,
        existing,
        draft: target.draft,
      });
      return;
    }
    target.ensure(preview.preview).then(
      (into) => upload.start(into.id, file, preview.settings),
      () => setAccountError('Failed to add the account. Please try again.'),
    );
  };
  const chooseAnotherFile = () => {
    preview.reset();
    upload.reset();
    multi.reset();
    setRoutes(null);
    setFile(null);
    setChosenStep('file');
  };

  const result = upload.state.phase === 'done' ? upload.state.result : null;
  // Rows the account already holds are skipped by the import: the button counts only the new ones.
  const rows = several
    ? routedRows(fileAccounts, routes)
    : Math.max(0, (preview.preview?.totalRows ?? 0) - (preview.preview?.alreadyImported ?? 0));
  const mustChoose =
    mustChooseDateFormat(preview) || (several ? routesProblem(routes) !== null : mustChooseAccount(preview));
  const canImport = Boolean(preview.preview) && !preview.loading && !preview.error && rows > 0 && !mustChoose;
  const announcement =
    step === 'preview' && preview.preview && !preview.loading
      ? `Preview ready: ${plural(rows, 'transaction')}${mustChooseDateFormat(preview) ? '. Choose how to read the dates.' : mustChoose ? '. Choose where each account goes.' : '.'}`
      : step === 'uploading'
        ? multi.state.phase === 'running'
          ? `Importing account ${multi.state.step} of ${multi.state.of}.`
          : phase === 'saving'
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
      locked={phase === 'saving' || target.creating || multiPhase === 'running'}
      title="Import transactions"
      description={
        account
          ? `Into ${accountDisplayName(account)} · ${account.institutionName}`
          : target.draft
            ? `Into a new account: ${target.draft.name}`
            : 'Bring in a statement file from your bank or card.'
      }
      actions={
        <ImportActions
          step={step}
          formId={formId}
          onClose={onClose}
          accountsPending={accounts.isPending}
          onBack={initialAccount ? null : () => setChosenStep('account')}
          onAnotherFile={chooseAnotherFile}
          canImport={canImport && !target.creating}
          busy={preview.loading || target.creating}
          onImport={startImport}
          rows={rows}
          uploadPhase={multiPhase === 'running' ? null : phase}
          onCancelUpload={upload.cancel}
          onUndo={removed === null && !several ? () => setConfirmUndo(true) : null}
          undoDisabled={!result?.imported}
          viewAccountId={account && !onAccountPage ? account.id : null}
        />
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
          {multi.state.phase === 'failed' && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
              The import failed: {multi.state.error}
              {multi.state.done.length > 0 &&
                ` ${plural(multi.state.done.length, 'account')} of the file went in before it.`}
            </p>
          )}
          {upload.state.phase === 'failed' && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
              The import failed: {upload.state.error}
            </p>
          )}
          {accountError && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
              {accountError}
            </p>
          )}
          {preview.preview && several && (
            <AccountRouting
              accounts={fileAccounts}
              routes={routes}
              existing={accounts.data ?? []}
              draft={target.draft}
              disabled={preview.loading}
              onChange={setRoutes}
            />
          )}
          {preview.preview && !several && (
            <StatementAccountSummary preview={preview.preview} account={account} draft={target.draft} />
          )}
          <PreviewStep state={preview} fileName={file.name} onChange={changeSettings} routed={several} />
        </>
      )}
      {step === 'uploading' && multi.state.phase === 'running' && (
        <p className="text-sm text-slate-700">
          Importing account {multi.state.step} of {multi.state.of}...
        </p>
      )}
      {step === 'result' && multi.state.phase === 'done' && <MultiImportResult done={multi.state.done} />}
      {step === 'uploading' && (upload.state.phase === 'sending' || upload.state.phase === 'saving') && (
        <UploadProgressBar progress={upload.state.progress} saving={upload.state.phase === 'saving'} />
      )}
      {step === 'result' && result && <ImportResultView result={result} removed={removed} />}
      {step === 'result' && result && removed === null && account && !preview.preview?.statementBalance && (
        <StatementBalancePrompt account={accounts.data?.find((a) => a.id === account.id) ?? null} />
      )}
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
