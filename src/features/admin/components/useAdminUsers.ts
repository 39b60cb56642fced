import { useAppSelector } from '@/app/hooks';
import {
  selectAccountChanges,
  selectAdminUsers,
  selectAdminUsersQuery,
  selectAdminUsersRequest,
  selectAdminUsersTotal,
} from '../adminSlice';

/**
 * What the accounts table reads: a page of accounts, their total, the query, its request and the
 * changes under way.
 */
export function useAdminUsers() {
  return {
    users: useAppSelector(selectAdminUsers),
    total: useAppSelector(selectAdminUsersTotal),
    query: useAppSelector(selectAdminUsersQuery),
    request: useAppSelector(selectAdminUsersRequest),
    changes: useAppSelector(selectAccountChanges),
  };
}
