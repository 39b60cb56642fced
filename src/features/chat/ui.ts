export { ChatApp } from './components/ChatApp';
