import { toast } from '../../../components/ui/toast-store.ts';

export const toastLoadTransactionsFailed = () =>
  toast({ title: 'Error', description: 'Failed to load transactions', variant: 'destructive' });
