import { PageTitle } from '@/components/PageTitle';
import { useAppSelector } from '@/app/hooks';
import { selectCurrentUser } from '@/features/auth';
import { chatFeature, chatMessages } from '@/features/chat';
import { ChatApp } from '@/features/chat/ui';

export const features = [chatFeature];
export const messages = chatMessages;

export default function ChatPage() {
  const me = useAppSelector(selectCurrentUser);
  return (
    <>
      <PageTitle />
      <ChatApp me={me?.uid ?? null} />
    </>
  );
}
