export { emailFeature } from './feature';
export { default as emailMessages } from './locales';
export type { EmailState } from './emailSlice';
