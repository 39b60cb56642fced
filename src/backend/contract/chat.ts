/** Contract cases of the chat API (docs/api/chat.md): conversations between real accounts. */
import {
  CHAT_API,
  CHAT_MESSAGES,
  MESSAGE_MAX,
  type ChatMessage,
  type Conversation,
} from '@/contract/chat';
import { caseFor, expectFields, expectStatus, expectThat, type Client } from './types';

const chatCase = caseFor('chat');

const find = async (client: Client, id: string) => {
  const list = await client.get(CHAT_API.conversations);
  expectStatus(list, 200, 'conversations');
  return (list.body as Conversation[]).find((item) => item.id === id);
};

const thread = async (client: Client, id: string) => {
  const response = await client.get(CHAT_API.messages(id));
  expectStatus(response, 200, 'messages');
  return response.body as ChatMessage[];
};

export const chatCases = [
  chatCase(
    'two accounts chat: A writes, B reads; unread counts and the read receipt',
    async ({ owner, other, harness }) => {
      const a = harness.accounts.owner.uid;
      const b = harness.accounts.other.uid;
      const started = await owner.post(CHAT_API.conversations, { members: [b] });
      expectStatus(started, 201, 'start a one-to-one');
      const conversation = started.body as Conversation;
      expectThat(
        conversation.kind === 'direct' &&
          conversation.members
            .map((m) => m.uid)
            .sort()
            .join() === [a, b].sort().join() &&
          conversation.unread === 0 &&
          conversation.lastMessage === null,
        'a one-to-one of A and B, empty',
        started,
      );
      const id = conversation.id;
      const again = await owner.post(CHAT_API.conversations, { members: [b, a, b] });
      expectStatus(again, 200, 'the same member again');
      expectThat((again.body as Conversation).id === id, 'the existing conversation', again);
      const fromB = await other.post(CHAT_API.conversations, { members: [a] });
      expectThat((fromB.body as Conversation).id === id, 'B finds the same conversation', fromB);

      const text = 'Contract <b>hello</b> & welcome';
      const sent = await owner.post(CHAT_API.messages(id), { text });
      expectStatus(sent, 201, 'A sends');
      const message = sent.body as ChatMessage;
      expectThat(
        message.fromMe && message.from === a && message.text === text && !message.seenBy.length,
        'the message as sent, HTML kept as text',
        sent,
      );
      const atB = await find(other, id);
      expectThat(
        atB?.unread === 1 && atB.lastMessage?.text === text && atB.lastMessage.fromMe === false,
        'B: one unread, the last message',
        { status: 200, body: atB },
      );
      expectThat((await find(owner, id))?.unread === 0, "A's own message is not unread for A");
      const readByB = await thread(other, id);
      expectThat(
        readByB.length === 1 && readByB[0]?.text === text && readByB[0].fromMe === false,
        'B reads the message',
        { status: 200, body: readByB },
      );
      expectThat(!(await thread(owner, id))[0]?.seenBy.length, 'not seen before B marks it read');

      const read = await other.post(CHAT_API.read(id));
      expectStatus(read, 200, 'B marks it read');
      expectThat((read.body as Conversation).unread === 0, 'B: unread 0', read);
      const receipt = await thread(owner, id);
      expectThat(receipt[0]?.seenBy.join() === b, 'A sees that B has read it (the read receipt)', {
        status: 200,
        body: receipt,
      });

      expectStatus(await other.post(CHAT_API.messages(id), { text: 'Got it' }), 201, 'B answers');
      expectThat((await find(owner, id))?.unread === 1, 'A: one unread');
      expectStatus(await other.delete(CHAT_API.message(id, message.id)), 403, "B deletes A's");
      expectStatus(await owner.delete(CHAT_API.message(id, message.id)), 204, 'A deletes hers');
      expectThat(
        (await thread(other, id)).map((m) => m.text).join() === 'Got it',
        'gone for B too',
      );
    },
  ),
  chatCase(
    'a conversation I am not in answers 404; too long, unknown members and a nameless group 422',
    async ({ owner, user, harness }) => {
      const b = harness.accounts.other.uid;
      const started = await owner.post(CHAT_API.conversations, { members: [b] });
      const id = (started.body as Conversation).id;
      expectStatus(await user.get(CHAT_API.messages(id)), 404, 'not a member: read');
      expectStatus(
        await user.post(CHAT_API.messages(id), { text: 'Let me in' }),
        404,
        'not a member: send',
      );
      expectStatus(await user.post(CHAT_API.read(id)), 404, 'not a member: mark read');
      expectThat((await find(user, id)) === undefined, 'not in their list');
      expectStatus(await owner.get(CHAT_API.messages('c-unknown')), 404, 'an unknown id');

      expectFields(
        await owner.post(CHAT_API.messages(id), { text: 'x'.repeat(MESSAGE_MAX + 1) }),
        { text: `A message can be at most ${MESSAGE_MAX} characters` },
        'a message over the limit',
      );
      expectStatus(
        await owner.post(CHAT_API.messages(id), { text: 'x'.repeat(MESSAGE_MAX) }),
        201,
        'a message at the limit',
      );
      expectFields(
        await owner.post(CHAT_API.conversations, { members: ['no-such-member'] }),
        { members: CHAT_MESSAGES.unknownMember('no-such-member') },
        'an unknown member',
      );
      expectFields(
        await owner.post(CHAT_API.conversations, { members: [harness.accounts.owner.uid] }),
        { members: CHAT_MESSAGES.onlyMe },
        'only myself',
      );
      const members = [b, harness.accounts.user.uid];
      expectFields(
        await owner.post(CHAT_API.conversations, { members }),
        { name: CHAT_MESSAGES.groupName },
        'a group without a name',
      );
      const group = await owner.post(CHAT_API.conversations, { members, name: ' Contract team ' });
      expectStatus(group, 201, 'a group');
      const made = group.body as Conversation;
      expectThat(
        made.kind === 'group' && made.name === 'Contract team' && made.members.length === 3,
        'a named group of three',
        group,
      );
      expectThat(
        (await find(user, made.id))?.name === 'Contract team',
        'in the third member’s list',
      );
    },
  ),
];
