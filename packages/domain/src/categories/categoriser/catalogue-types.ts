/** [detailed PFC v1 name, what such a merchant is (for the reason), "Display=alias=alias; Next..."] */
export type CatalogueGroup = readonly [detailed: string, kind: string, merchants: string];
