/**
 * The maps part of the API (docs/api/maps.md): the vector map's markers, kept per user.
 * The coordinate rules live here too: the form and the server check the same thing.
 */
import * as z from 'zod/mini';

export const MAPS_API = {
  /** GET → MapMarker[]; POST NewMapMarker → MapMarker (422 on bad coordinates) */
  markers: 'api/maps/markers',
  /** DELETE → 204, 404 when unknown */
  marker: (id: string) => `api/maps/markers/${encodeURIComponent(id)}`,
} as const;

export const mapMarkerSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;

export type NewMapMarker = Omit<MapMarker, 'id'>;

export type CoordinateKind = 'lat' | 'lng';
export type CoordinateProblem = 'empty' | 'notNumber' | 'outOfRange';

export const COORDINATE_LIMITS: Record<CoordinateKind, number> = { lat: 90, lng: 180 };

/**
 * What is wrong with a typed latitude or longitude, or null when it is fine. A decimal comma
 * (the Italian way) is accepted; anything but one plain number is not.
 */
export function coordinateProblem(kind: CoordinateKind, text: string): CoordinateProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  const normalised = trimmed.replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return 'notNumber';
  const value = Number(normalised);
  const limit = COORDINATE_LIMITS[kind];
  return value < -limit || value > limit ? 'outOfRange' : null;
}

export const parseCoordinate = (text: string): number => Number(text.trim().replace(',', '.'));

/** Server-side check of a whole body: field → English message, empty when valid. */
export function markerProblems(body: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof record.name !== 'string' || record.name.trim() === '' || record.name.length > 60) {
    problems.name = 'name must be 1 to 60 characters';
  }
  for (const kind of ['lat', 'lng'] as const) {
    const value = record[kind];
    const limit = COORDINATE_LIMITS[kind];
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
      problems[kind] = `${kind} must be a number from -${limit} to ${limit}`;
    }
  }
  return problems;
}

/** POST api/maps/markers: a new marker, the rules the form checks too (`markerProblems`). */
export const markerBody = z.pipe(
  z.unknown(),
  z.transform((body, ctx): NewMapMarker => {
    for (const [field, message] of Object.entries(markerProblems(body))) {
      ctx.issues.push({ code: 'custom', message, path: [field], input: body });
    }
    const { name, lat, lng } = body as MapMarker;
    return { name: typeof name === 'string' ? name.trim() : '', lat, lng };
  }),
);
