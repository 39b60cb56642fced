import { SimpleErrorPage } from './SimpleErrorPage';
import { errorPagesMessages } from './messages';

export const messages = errorPagesMessages;

export default function Error500Page() {
  return <SimpleErrorPage page="serverError" illustration="server" />;
}
