/** A named group of categories as the category reference screens show it. */
export interface CategoryGroup<K extends string = string> {
  key: K;
  label: string;
  /** Income groups render green, all others red (personal) or blue (business expenses). */
  isIncome: boolean;
  categories: readonly string[];
}
