/**
 * The dashboard's part of the API: paths, the answer schemas and the types inferred from
 * them (the contract a real backend implements; docs/api/dashboard.md lists it).
 * Every read of the ecommerce dashboard takes the period as `from` and `to` (YYYY-MM-DD,
 * both included); a range that ends before it starts or spans more than a year is a 422.
 */
export * from './dashboard.plain';
export * from './dashboard.schemas';
