// The settings tiles, shown standalone at /settings and embedded in the dashboard.
export { SettingsView } from './components/settings-view.tsx';
