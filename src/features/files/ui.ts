export { FileManager } from './components/FileManager';
export { filesMessages } from './messages';
