import { PageTitle } from '@/components/PageTitle';
import { chatFeature, chatMessages } from '@/features/chat';
import { ChatApp } from '@/features/chat/ui';

export const features = [chatFeature];
export const messages = chatMessages;

export default function ChatPage() {
  return (
    <>
      <PageTitle />
      <ChatApp />
    </>
  );
}
