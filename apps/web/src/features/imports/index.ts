// The statement-import feature's public face: the button that opens an import and the list of recent ones,
// which the accounts screens place beside each account.
export { ImportButton } from './components/import-button.tsx';
export { RecentImports } from './components/recent-imports.tsx';
