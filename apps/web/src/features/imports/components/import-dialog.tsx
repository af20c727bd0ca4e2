import { useId, useRef } from 'react';
import { accountDisplayName } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useImportFlow, type ImportStep } from '../hooks/use-import-flow.ts';
import { plural } from '../lib/import-text.ts';
import { AccountRouting } from './account-routing.tsx';
import { AccountStep } from './account-step.tsx';
import { FileStep } from './file-step.tsx';
import { ImportActions } from './import-actions.tsx';
import { ImportResultView } from './import-result.tsx';
import { ImportSheet } from './import-sheet.tsx';
import { MultiImportResult } from './multi-import-result.tsx';
import { PreviewStep } from './preview-step.tsx';
import { StatementAccountSummary } from './statement-account-summary.tsx';
import { StatementBalancePrompt } from './statement-balance-prompt.tsx';
import { UndoImportDialog } from './undo-import-dialog.tsx';
import { UploadProgressBar } from './upload-progress.tsx';

const STEP_HEADINGS: Record<ImportStep, string> = {
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
  const heading = useRef<HTMLHeadingElement>(null);
  const flow = useImportFlow(initialAccount, heading);

  return (
    <ImportSheet
      open
      onClose={onClose}
      locked={flow.phase === 'saving' || flow.target.creating || flow.multiPhase === 'running'}
      title="Import transactions"
      description={
        flow.account
          ? `Into ${accountDisplayName(flow.account)} · ${flow.account.institutionName}`
          : flow.target.draft
            ? `Into a new account: ${flow.target.draft.name}`
            : 'Bring in a statement file from your bank or card.'
      }
      actions={
        <ImportActions
          step={flow.step}
          formId={formId}
          onClose={onClose}
          accountsPending={flow.accounts.isPending}
          onBack={initialAccount ? null : () => flow.setChosenStep('account')}
          onAnotherFile={flow.chooseAnotherFile}
          canImport={flow.canImport && !flow.target.creating}
          busy={flow.preview.loading || flow.target.creating}
          onImport={flow.startImport}
          rows={flow.rows}
          uploadPhase={flow.multiPhase === 'running' ? null : flow.phase}
          onCancelUpload={flow.upload.cancel}
          onUndo={flow.removed === null && !flow.several ? () => flow.setConfirmUndo(true) : null}
          undoDisabled={!flow.result?.imported}
          viewAccountId={flow.account && !flow.onAccountPage ? flow.account.id : null}
        />
      }
    >
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {flow.step === 'result' && flow.removed !== null ? 'Import undone' : STEP_HEADINGS[flow.step]}
      </h3>
      <p role="status" className="sr-only">
        {flow.announcement}
      </p>
      {flow.step === 'account' && (
        <AccountStep
          formId={formId}
          accounts={flow.accounts.data ?? []}
          error={flow.accountError}
          onSubmit={flow.chooseAccount}
        />
      )}
      {flow.step === 'file' && <FileStep error={flow.fileError} onFile={flow.chooseFile} />}
      {flow.step === 'preview' && flow.file && (
        <>
          {flow.multi.state.phase === 'failed' && (
            <FormAlert look="box">
              The import failed: {flow.multi.state.error}
              {flow.multi.state.done.length > 0 &&
                ` ${plural(flow.multi.state.done.length, 'account')} of the file went in before it.`}
            </FormAlert>
          )}
          {flow.upload.state.phase === 'failed' && (
            <FormAlert look="box">The import failed: {flow.upload.state.error}</FormAlert>
          )}
          {flow.accountError && <FormAlert look="box">{flow.accountError}</FormAlert>}
          {flow.preview.preview && flow.several && (
            <AccountRouting
              accounts={flow.fileAccounts}
              routes={flow.routes}
              existing={flow.accounts.data ?? []}
              draft={flow.target.draft}
              disabled={flow.preview.loading}
              onChange={flow.setRoutes}
            />
          )}
          {flow.preview.preview && !flow.several && (
            <StatementAccountSummary
              preview={flow.preview.preview}
              account={flow.account}
              draft={flow.target.draft}
            />
          )}
          <PreviewStep
            state={flow.preview}
            fileName={flow.file.name}
            onChange={flow.changeSettings}
            routed={flow.several}
          />
        </>
      )}
      {flow.step === 'uploading' && flow.multi.state.phase === 'running' && (
        <p className="text-sm text-slate-700">
          Importing account {flow.multi.state.step} of {flow.multi.state.of}...
        </p>
      )}
      {flow.step === 'result' && flow.multi.state.phase === 'done' && (
        <MultiImportResult done={flow.multi.state.done} />
      )}
      {flow.step === 'uploading' &&
        (flow.upload.state.phase === 'sending' || flow.upload.state.phase === 'saving') && (
          <UploadProgressBar
            progress={flow.upload.state.progress}
            saving={flow.upload.state.phase === 'saving'}
          />
        )}
      {flow.step === 'result' && flow.result && (
        <ImportResultView result={flow.result} removed={flow.removed} />
      )}
      {flow.step === 'result' &&
        flow.result &&
        flow.removed === null &&
        flow.account &&
        !flow.preview.preview?.statementBalance && (
          <StatementBalancePrompt
            account={flow.accounts.data?.find((a) => a.id === flow.account?.id) ?? null}
          />
        )}
      <UndoImportDialog
        target={
          flow.confirmUndo && flow.result && flow.account
            ? {
                batchId: flow.result.batchId,
                imported: flow.result.imported,
                fileName: flow.file?.name ?? null,
                accountName: accountDisplayName(flow.account),
              }
            : null
        }
        onClose={() => flow.setConfirmUndo(false)}
        onUndone={flow.setRemoved}
      />
    </ImportSheet>
  );
}
