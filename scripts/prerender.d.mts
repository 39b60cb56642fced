export const PRERENDERED_ROUTES: string[];
export const PRERENDERED_ATTRIBUTE: string;
export function prerender(options: {
  outputPath: string;
  defines: Record<string, string>;
  /** The build's webpack stats: entrypoints, chunks with their files and origins. */
  stats: object;
}): Promise<string[]>;
