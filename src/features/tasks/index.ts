export { tasksFeature } from './feature';
export { tasksRequested, selectTasks } from './tasksSlice';
