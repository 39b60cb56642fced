export { chatFeature } from './feature';
export { default as chatMessages } from './locales';
export type { ChatState } from './chatSlice';
