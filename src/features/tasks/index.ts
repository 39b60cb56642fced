export { tasksFeature } from './feature';
export { TASKS_API, type Task, type TaskStatus } from './api';
export { listTasks } from './requests';
export { selectTasks } from './tasksSlice';
