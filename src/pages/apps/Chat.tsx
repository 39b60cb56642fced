import { useAppSelector } from '@/app/hooks';
import { selectCurrentUser } from '@/features/auth';
import { chatFeature, chatMessages } from '@/features/chat';
import { ChatApp } from '@/features/chat/ui';
import { membersFeature, membersMessages } from '@/features/members';
import { mergeMessages } from '@/lib/messages';
import { membersPage } from './components/WithMembers';

export const features = [chatFeature, membersFeature];
export const messages = mergeMessages(chatMessages, membersMessages);

/** The chat tells the signed-in member's messages from the others'. */
function Chat() {
  return <ChatApp me={useAppSelector(selectCurrentUser)?.uid ?? null} />;
}

export default membersPage(Chat);
