/**
 * Files picked in compose wait here while their ids travel in actions (File objects are not
 * serializable, so they never enter the store). The saga takes them when it sends.
 */
const files = new Map<string, File>();
let next = 0;

export function holdFile(file: File): string {
  next += 1;
  const id = `file-${next}`;
  files.set(id, file);
  return id;
}

export const heldFile = (id: string): File | undefined => files.get(id);

export function releaseFile(id: string): void {
  files.delete(id);
}
