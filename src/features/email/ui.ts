export { EmailInbox } from './components/EmailInbox';
export { EmailDetailsView } from './components/EmailDetailsView';
export { EmailCompose } from './components/EmailCompose';
