import { PageTitle } from '@/components/PageTitle';
import { useAppSelector } from '@/app/hooks';
import { selectCurrentUser } from '@/features/auth';
import { chatFeature, chatMessages } from '@/features/chat';
import { ChatApp } from '@/features/chat/ui';
import { membersFeature, membersMessages } from '@/features/members';
import { mergeMessages } from '@/lib/messages';
import { WithMembers } from './components/WithMembers';

export const features = [chatFeature, membersFeature];
export const messages = mergeMessages(chatMessages, membersMessages);

export default function ChatPage() {
  const me = useAppSelector(selectCurrentUser);
  return (
    <>
      <PageTitle />
      <WithMembers>
        <ChatApp me={me?.uid ?? null} />
      </WithMembers>
    </>
  );
}
