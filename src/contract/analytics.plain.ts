/** The analytics contract's paths, without a schema: re-exported by `analytics.ts`; apart so that the analytics dashboard, which needs only these, never downloads zod. */
export const ANALYTICS_API = {
  /** GET → AnalyticsOverview */
  overview: 'api/analytics/overview',
  /** GET → NewUsersRow[] */
  newUsers: 'api/analytics/new-users',
  /** GET → SocialTraffic */
  social: 'api/analytics/social',
  /** GET → TrafficTables */
  tables: 'api/analytics/tables',
  /** GET → LiveViews (changes every minute: the page polls it) */
  live: 'api/analytics/views-per-minute',
  /** GET → LocationMarker[] */
  locations: 'api/analytics/locations',
  /** GET → BrowserShare[] */
  browsers: 'api/analytics/browsers',
} as const;
