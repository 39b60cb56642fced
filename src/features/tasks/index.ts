export { tasksFeature } from './feature';
export { TASKS_API, type Task, type TaskStatus } from '@/contract/tasks';
export { tasksRequested, selectTasks } from './tasksSlice';
