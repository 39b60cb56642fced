/**
 * The analytics dashboard's part of the API: paths, the answer schemas and the types inferred
 * from them (docs/api/dashboard.md lists them). Every signed-in user may read them.
 */
import * as z from 'zod/mini';

export { ANALYTICS_API } from './analytics.plain';

export const dayValueSchema = z.object({
  /** Epoch ms of the day. */
  date: z.number(),
  value: z.number(),
});
export type DayValue = z.infer<typeof dayValueSchema>;

export const analyticsOverviewSchema = z.object({
  subscribers: z.array(dayValueSchema),
  /** Page views (bars, left axis) and sessions (line, right axis) per day. */
  views: z.array(z.object({ date: z.number(), views: z.number(), sessions: z.number() })),
  /** Bounce rate per day, in percent. */
  bounce: z.array(dayValueSchema),
  totals: z.object({ subscribers: z.number(), views: z.number(), bounce: z.number() }),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export const newUsersRowSchema = z.object({
  id: z.enum(['week', 'month', 'year', 'returning']),
  value: z.number(),
  /** Change against the previous period, in percent. */
  change: z.number(),
  series: z.array(z.number()),
});
export type NewUsersRow = z.infer<typeof newUsersRowSchema>;

export const socialTrafficSchema = z.object({
  years: z.array(z.number()),
  networks: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
});
export type SocialTraffic = z.infer<typeof socialTrafficSchema>;

const share = z.object({ name: z.string(), visits: z.number(), percent: z.number() });
export const trafficTablesSchema = z.object({
  sources: z.array(z.object({ type: z.string(), sessions: z.number(), views: z.number() })),
  engagement: z.array(z.object({ duration: z.string(), sessions: z.number(), views: z.number() })),
  platforms: z.array(share),
  channels: z.array(share),
});
export type TrafficTables = z.infer<typeof trafficTablesSchema>;

export const liveViewsSchema = z.object({
  /** Epoch ms of the answer. */
  at: z.number(),
  /** Views in each of the last 30 minutes, oldest first. */
  perMinute: z.array(z.number()),
  pages: z.array(
    z.object({ page: z.string(), views: z.number(), bounce: z.number(), traffic: z.string() }),
  ),
});
export type LiveViews = z.infer<typeof liveViewsSchema>;

export const locationMarkerSchema = z.object({
  name: z.string(),
  /** [latitude, longitude] */
  coords: z.tuple([z.number(), z.number()]),
  sessions: z.number(),
});
export type LocationMarker = z.infer<typeof locationMarkerSchema>;

export const browserShareSchema = z.object({
  browser: z.string(),
  /** In percent. */
  value: z.number(),
});
export type BrowserShare = z.infer<typeof browserShareSchema>;

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
