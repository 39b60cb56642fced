import { useAppSelector } from '@/app/hooks';
import { selectActiveId, selectConversations, selectConversationsRequest } from '../chatSlice';

/** What the chat app reads: the conversations, their request and the open one's id. */
export function useChatApp() {
  return {
    conversations: useAppSelector(selectConversations),
    request: useAppSelector(selectConversationsRequest),
    activeId: useAppSelector(selectActiveId),
  };
}
