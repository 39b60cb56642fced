import { useAppSelector } from '@/app/hooks';
import {
  selectBoard,
  selectTaskMoveError,
  selectTaskWriteError,
  selectTasksRequest,
} from '../tasksSlice';

/** What the board reads: the columns, the load's request and the last move's or write's error. */
export function useTaskBoard() {
  return {
    board: useAppSelector(selectBoard),
    request: useAppSelector(selectTasksRequest),
    moveError: useAppSelector(selectTaskMoveError),
    writeError: useAppSelector(selectTaskWriteError),
  };
}
