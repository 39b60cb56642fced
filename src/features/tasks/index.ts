export { tasksFeature } from './feature';
export { TASKS_API, type Task, type TaskStatus } from './api';
export { tasksRequested, selectTasks } from './tasksSlice';
