// The accounts feature's public face: what other features may use (the linking flow stores its configurations).
// The account list itself is shared data (src/data/accounts), not part of this feature.
export { useUpdateAccountConfigs, type StoredAccountConfig } from './api/update-account-configs.ts';
