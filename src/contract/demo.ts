/** "Reset demo data" (docs/demo-api.md): POST → 204, every row of the caller back to its seed. */
export const DEMO_API = {
  reset: 'api/demo/reset',
} as const;
