export { TaskList } from './components/TaskList';
export { Kanban } from './components/Kanban';
export { tasksMessages } from './messages';
