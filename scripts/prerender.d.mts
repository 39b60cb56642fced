export const PRERENDERED_ROUTES: string[];
export const PRERENDERED_ATTRIBUTE: string;
export function prerender(options: {
  outputPath: string;
  defines: Record<string, string>;
}): Promise<string[]>;
