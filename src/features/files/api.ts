/**
 * The file manager's part of the demo API: endpoints, DTOs and the upload rules, shared by the
 * saga and the msw handler; docs/api/files.md is the table.
 */
export const FILES_API = {
  /** GET ?view&folder&q&sort&page&pageSize → FileListing; POST multipart { file, folderId } → FileEntry */
  list: 'api/files',
  /** PATCH { name?, trashed? } → FileEntry (404, 422); DELETE → 204 (404) */
  item: (id: string) => `api/files/${encodeURIComponent(id)}`,
  /** GET → the bytes as uploaded (404) */
  content: (id: string) => `api/files/${encodeURIComponent(id)}/content`,
  /** POST { name, parentId } → FileEntry (422) */
  folders: 'api/files/folders',
} as const;

export type FileView = 'folder' | 'recent' | 'bin';
export const FILE_SORTS = ['name', '-modifiedAt', 'size', '-size', 'type'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export interface FileEntry {
  id: string;
  kind: 'folder' | 'file';
  name: string;
  /** null: the root (Home) */
  parentId: string | null;
  size: number;
  mimeType: string;
  createdAt: string;
  modifiedAt: string;
  trashed: boolean;
}

export interface FolderCrumb {
  id: string | null;
  name: string;
}

export interface StorageUsage {
  used: number;
  quota: number;
}

export interface FileListing {
  items: FileEntry[];
  total: number;
  /** From Home to the folder shown (folder view only). */
  path: FolderCrumb[];
  usage: StorageUsage;
}

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'svg',
  'pdf',
  'txt',
  'md',
  'csv',
  'json',
  'zip',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'mp3',
  'wav',
  'mp4',
  'mov',
] as const;

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Why an upload is refused before it is sent (the server checks the same). */
export function checkUpload(name: string, size: number): 'tooLarge' | 'typeNotAllowed' | null {
  if (size > MAX_UPLOAD_BYTES) return 'tooLarge';
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(name)))
    return 'typeNotAllowed';
  return null;
}

/** Why a new name is refused: the same rule in the form and the handler. */
export function checkName(
  name: string,
  siblings: readonly string[],
): 'nameRequired' | 'nameSlash' | 'nameTaken' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.includes('/')) return 'nameSlash';
  if (siblings.some((s) => s.toLowerCase() === trimmed.toLowerCase())) return 'nameTaken';
  return null;
}
