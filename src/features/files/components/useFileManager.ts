import { useAppSelector } from '@/app/hooks';
import {
  selectFiles,
  selectFilesLocation,
  selectFilesPath,
  selectFilesRequest,
  selectFilesUsage,
} from '../filesSlice';

/**
 * What the file manager reads: the entries where it stands, that place and its path, the storage
 * used and the request.
 */
export function useFileManager() {
  return {
    items: useAppSelector(selectFiles),
    location: useAppSelector(selectFilesLocation),
    path: useAppSelector(selectFilesPath),
    usage: useAppSelector(selectFilesUsage),
    request: useAppSelector(selectFilesRequest),
  };
}
