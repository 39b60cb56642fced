export { CalendarApp } from './components/CalendarApp';
