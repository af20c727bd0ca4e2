// Statement date reading is a domain rule (the import screen reads cells with it too): see
// packages/domain/src/statement-dates.ts. The importer's names for it stay.
export {
  DATE_FORMATS_BY_PREFERENCE as DATE_FORMATS,
  parseStatementDate as parseDate,
} from '@tourniquet/domain';
