import { useAppSelector } from '@/app/hooks';
import {
  selectBulkError,
  selectLargePeople,
  selectLargePeopleRequest,
  selectPeople,
  selectPeopleRequest,
} from '../tablesSlice';

/**
 * What the people table reads: the paged and the large data sets with their requests, and the
 * last bulk delete's error.
 */
export function usePeopleTable() {
  return {
    people: useAppSelector(selectPeople),
    peopleRequest: useAppSelector(selectPeopleRequest),
    large: useAppSelector(selectLargePeople),
    largeRequest: useAppSelector(selectLargePeopleRequest),
    bulkError: useAppSelector(selectBulkError),
  };
}
