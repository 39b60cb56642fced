/**
 * The File objects of uploads in progress, kept out of the store (a File is not serializable):
 * the drop zone hands them in with the upload id, the saga takes them out.
 */
const pending = new Map<string, File>();

export const handOverFile = (id: string, file: File) => {
  pending.set(id, file);
};

export const takeFile = (id: string): File | undefined => {
  const file = pending.get(id);
  pending.delete(id);
  return file;
};
