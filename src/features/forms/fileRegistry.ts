/**
 * The File objects behind queued uploads. Files are not serializable, so they never enter
 * actions or state: the store holds an id, the upload saga looks the file up here.
 */
const files = new Map<string, File>();

export const fileRegistry = {
  add(id: string, file: File): void {
    files.set(id, file);
  },
  get(id: string): File | undefined {
    return files.get(id);
  },
  remove(id: string): void {
    files.delete(id);
  },
};
