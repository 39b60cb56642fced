import { SimpleErrorPage } from './SimpleErrorPage';
import { errorPagesMessages } from './messages';

export const messages = errorPagesMessages;

export default function AccessDeniedPage() {
  return <SimpleErrorPage page="accessDenied" illustration="denied" />;
}
