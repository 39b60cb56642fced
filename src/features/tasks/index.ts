export { tasksFeature } from './feature';
export { listTasks } from './requests';
export { selectTasks } from './tasksSlice';
