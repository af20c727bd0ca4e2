import type { IsoDate } from '@tourniquet/domain';

/** The calendar day an instant falls on where the user is: what "Created Date" means to them. */
export function localIsoDate(instant: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}
