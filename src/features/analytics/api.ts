/**
 * The analytics dashboard's part of the demo API: endpoints and DTOs shared by the saga and
 * the msw handler (docs/api/dashboard.md lists them). Every signed-in user may read them.
 */
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

/** What each endpoint answers (and each analytics widget holds once loaded). */
export interface AnalyticsData {
  overview: AnalyticsOverview;
  newUsers: NewUsersRow[];
  social: SocialTraffic;
  tables: TrafficTables;
  live: LiveViews;
  locations: LocationMarker[];
  browsers: BrowserShare[];
}

export interface DayValue {
  /** Epoch ms of the day. */
  date: number;
  value: number;
}

export interface AnalyticsOverview {
  subscribers: DayValue[];
  /** Page views (bars, left axis) and sessions (line, right axis) per day. */
  views: { date: number; views: number; sessions: number }[];
  /** Bounce rate per day, in percent. */
  bounce: DayValue[];
  totals: { subscribers: number; views: number; bounce: number };
}

export interface NewUsersRow {
  id: 'week' | 'month' | 'year' | 'returning';
  value: number;
  /** Change against the previous period, in percent. */
  change: number;
  series: number[];
}

export interface SocialTraffic {
  years: number[];
  networks: { name: string; data: number[] }[];
}

export interface TrafficTables {
  sources: { type: string; sessions: number; views: number }[];
  engagement: { duration: string; sessions: number; views: number }[];
  platforms: { name: string; visits: number; percent: number }[];
  channels: { name: string; visits: number; percent: number }[];
}

export interface LiveViews {
  /** Epoch ms of the answer. */
  at: number;
  /** Views in each of the last 30 minutes, oldest first. */
  perMinute: number[];
  pages: { page: string; views: number; bounce: number; traffic: string }[];
}

export interface LocationMarker {
  name: string;
  /** [latitude, longitude] */
  coords: [number, number];
  sessions: number;
}

export interface BrowserShare {
  browser: string;
  /** In percent. */
  value: number;
}
