import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { AUTO_SETTINGS, type ImportSettings } from '../api/import-settings.ts';
import type { AccountChoice } from '../components/account-step.tsx';
import { mustChooseAccount, mustChooseDateFormat } from '../components/preview-step.tsx';
import {
  holdsSeveralAccounts,
  initialRoutes,
  routedRows,
  routesProblem,
  type Route,
} from '../lib/account-routes.ts';
import { fileProblem, plural, resultSummary } from '../lib/import-text.ts';
import { previewAccountType } from '../lib/new-account.ts';
import { useImportTarget } from './use-import-target.ts';
import { useMultiImport } from './use-multi-import.ts';
import { useStatementPreview } from './use-statement-preview.ts';
import { useStatementUpload } from './use-statement-upload.ts';

export type ImportStep = 'account' | 'file' | 'preview' | 'uploading' | 'result';

/**
 * The import flow's state, one place for it: the step the user chose (the upload's and the multi-account
 * import's phases move it on), the file, the account and its errors, the routes of a file of several
 * accounts, the undo; and what follows from them (the rows to import, whether Import may start, what the
 * screen reader hears). ImportDialog only lays the steps out, and holds the heading that each new step
 * focuses (a ref stays with the component that renders it: a ref inside the returned object would make
 * every read of the object a ref read during render).
 */
export function useImportFlow(
  initialAccount: AccountDto | null,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const { pathname } = useLocation();
  const accounts = useAccounts();
  const target = useImportTarget(initialAccount);
  const { account } = target;
  const [chosenStep, setChosenStep] = useState<ImportStep>(initialAccount ? 'file' : 'account');
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
  const step: ImportStep =
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
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) heading.current?.focus();
  }, [step, heading]);

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

  return {
    accounts,
    target,
    account,
    step,
    setChosenStep,
    file,
    fileError,
    accountError,
    confirmUndo,
    setConfirmUndo,
    removed,
    setRemoved,
    preview,
    upload,
    multi,
    phase,
    multiPhase,
    fileAccounts,
    several,
    routes,
    setRoutes,
    chooseAccount,
    chooseFile,
    changeSettings,
    startImport,
    chooseAnotherFile,
    result,
    rows,
    canImport,
    announcement,
    onAccountPage,
  };
}
