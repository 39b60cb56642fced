/**
 * The chat API (docs/api/chat.md): conversations between the workspace's members, one-to-one
 * or a named group, their messages, unread counts and read receipts. Every signed-in member
 * may use it. The storage (one membership row per member) is described in table.ts.
 */
import * as z from 'zod/mini';
import {
  CHAT_API,
  CHAT_MESSAGES,
  chatMessageSchema,
  conversationSchema,
  sendMessageBody,
  startConversationBody,
  type ChatMember,
  type ChatMessage,
  type Conversation,
} from '@/contract/chat';
import { REFUSAL_CODES } from '@/contract/workspace';
import type { AccountDirectory } from '../admin/directory';
import { randomDigits } from '../bytes';
import { routePath } from '../path';
import { forbidden, invalid, notFound } from '../problems';
import { created, defineRoute, type AnyRoute, type RouteContext } from '../route';
import { desc, type Store } from '../store';
import {
  chatMessagesTable,
  membershipsTable,
  threadOwner,
  type MembershipRow,
  type MessageRow,
} from './table';

export { chatArea } from './table';

/** A member's row as their list shows it. */
export function conversationOf(row: MembershipRow, me: string): Conversation {
  const { id, kind, name, members, unread, lastMessage, updatedAt } = row;
  return {
    id,
    kind,
    name,
    members,
    unread,
    updatedAt,
    lastMessage: lastMessage && { ...lastMessage, fromMe: lastMessage.from === me },
  };
}

/** A message as `me` reads it: the receipts are those of my row (the others' reads). */
function messageOf(message: MessageRow, row: MembershipRow, me: string): ChatMessage {
  const seenBy = Object.entries(row.receipts)
    .filter(([uid, at]) => uid !== message.from && uid !== me && at >= message.sentAt)
    .map(([uid]) => uid);
  return {
    id: message.id,
    conversationId: row.id,
    from: message.from,
    fromMe: message.from === me,
    text: message.text,
    sentAt: message.sentAt,
    seenBy,
  };
}

type Ctx = RouteContext<unknown, unknown>;

/**
 * The caller's row of this conversation (404 when they are not in it), with the
 * conversation's writes serialised (SQL: an advisory lock), so that two messages sent at once
 * both count in every member's unread.
 */
async function mine(ctx: Ctx, lock = false): Promise<MembershipRow> {
  const id = ctx.params.id ?? '';
  if (lock) await ctx.store.lock?.(threadOwner(id));
  return ctx.table(membershipsTable).find(id, CHAT_MESSAGES.noConversation);
}

/** The other members' rows of a conversation (a member whose data was reset has none). */
async function othersOf(store: Store, row: MembershipRow, me: string) {
  const table = store.table(membershipsTable);
  const rows = await Promise.all(
    row.members
      .filter((member) => member.uid !== me)
      .map(async (member) => ({ uid: member.uid, row: await table.get(member.uid, row.id) })),
  );
  return rows.filter((entry): entry is { uid: string; row: MembershipRow } => entry.row !== null);
}

/** The members to start a conversation with, as the directory knows them (422 otherwise). */
async function membersOf(
  directory: AccountDirectory,
  me: string,
  uids: readonly string[],
): Promise<{ me: ChatMember; others: ChatMember[] }> {
  const wanted = [...new Set(uids)].filter((uid) => uid !== me);
  if (wanted.length === 0) throw invalid({ members: CHAT_MESSAGES.onlyMe }, CHAT_MESSAGES.onlyMe);
  const [self, ...accounts] = await Promise.all([me, ...wanted].map((uid) => directory.get(uid)));
  const others: ChatMember[] = [];
  for (const [index, uid] of wanted.entries()) {
    const account = accounts[index];
    const problem = !account
      ? CHAT_MESSAGES.unknownMember(uid)
      : account.disabled
        ? CHAT_MESSAGES.disabledMember(account.name || account.email)
        : null;
    if (problem || !account) throw invalid({ members: problem ?? '' }, problem ?? '');
    const name = account.name || account.email;
    others.push({ uid, name });
  }
  return { me: { uid: me, name: self?.name || self?.email || me }, others };
}

/** An existing one-to-one of `me` and `peer`: mine, or theirs (my row was reset: back in it). */
async function existingDirect(ctx: Ctx, peer: string): Promise<MembershipRow | null> {
  const me = ctx.caller.uid;
  const byPeer = (uid: string) => [{ column: 'peer', op: 'eq' as const, value: uid }];
  const own = await ctx
    .table(membershipsTable)
    .list({ where: byPeer(peer), limit: 1, count: false });
  if (own.items[0]) return own.items[0];
  const theirs = await ctx.store
    .table(membershipsTable)
    .list(peer, { where: byPeer(me), limit: 1, count: false });
  const found = theirs.items[0];
  if (!found) return null;
  const row: MembershipRow = { ...found, peer, unread: 0, receipts: {} };
  return ctx.table(membershipsTable).insert(row);
}

const conversationPath = routePath(CHAT_API.messages, 'id');

export const chatRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: routePath(CHAT_API.conversations),
    summary: 'My conversations, latest activity first',
    response: z.array(conversationSchema),
    async handle({ table, caller }) {
      const { items } = await table(membershipsTable).list({
        orderBy: [desc('updatedAt')],
        count: false,
      });
      return items.map((row) => conversationOf(row, caller.uid));
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(CHAT_API.conversations),
    summary: 'Start a conversation with members of the directory',
    description:
      'One member: a one-to-one (the same pair again answers its existing conversation, 200). Several: a group, which needs a `name`. An unknown or disabled uid answers 422.',
    body: startConversationBody,
    status: 201,
    response: conversationSchema,
    async handle(ctx) {
      const { caller, body, directory, now } = ctx;
      const { me, others } = await membersOf(directory, caller.uid, body.members);
      const direct = others.length === 1;
      const name = direct ? '' : (body.name ?? '');
      if (!direct && !name)
        throw invalid({ name: CHAT_MESSAGES.groupName }, CHAT_MESSAGES.groupName);
      const peerOf = (uid: string) => (direct ? (uid === me.uid ? others[0]?.uid : me.uid) : null);
      if (direct) {
        await ctx.store.lock?.(`chat-direct:${[me.uid, others[0]?.uid].sort().join(':')}`);
        const existing = await existingDirect(ctx, others[0]?.uid ?? '');
        if (existing) return conversationOf(existing, caller.uid);
      }
      const id = `c${randomDigits()}`;
      const members = [me, ...others];
      const table = ctx.store.table(membershipsTable);
      const at = new Date(now).toISOString();
      for (const member of members) {
        await table.insert(member.uid, {
          id,
          kind: direct ? 'direct' : 'group',
          name,
          members,
          peer: peerOf(member.uid) ?? null,
          unread: 0,
          lastMessage: null,
          receipts: {},
          updatedAt: at,
        });
      }
      return created(conversationOf(await ctx.table(membershipsTable).find(id), caller.uid));
    },
  }),
  defineRoute({
    method: 'get',
    path: conversationPath,
    summary: "A conversation's messages, oldest first, with read receipts",
    response: z.array(chatMessageSchema),
    async handle(ctx) {
      const row = await mine(ctx);
      const { items } = await ctx.store
        .table(chatMessagesTable)
        .list(threadOwner(row.id), { count: false });
      return items.map((message) => messageOf(message, row, ctx.caller.uid));
    },
  }),
  defineRoute({
    method: 'post',
    path: conversationPath,
    summary: 'Send a message (up to 2,000 characters, kept as plain text)',
    description:
      'Every other member’s unread count goes up by one; sending also marks the conversation read for me.',
    body: sendMessageBody,
    status: 201,
    response: chatMessageSchema,
    async handle(ctx) {
      const { caller, body, store, now } = ctx;
      const row = await mine(ctx, true);
      const messages = store.table(chatMessagesTable);
      const owner = threadOwner(row.id);
      const sentAt = new Date(now).toISOString();
      const message = await messages.insert(owner, {
        id: await messages.newId(owner, 'm-'),
        from: caller.uid,
        text: body.text,
        sentAt,
      });
      const lastMessage = { text: message.text, sentAt, from: caller.uid };
      const table = store.table(membershipsTable);
      for (const other of await othersOf(store, row, caller.uid)) {
        await table.update(other.uid, row.id, {
          unread: other.row.unread + 1,
          lastMessage,
          updatedAt: sentAt,
          receipts: { ...other.row.receipts, [caller.uid]: sentAt },
        });
      }
      const updated = await ctx.table(membershipsTable).update(row.id, {
        unread: 0,
        lastMessage,
        updatedAt: sentAt,
      });
      return created(messageOf(message, updated ?? row, caller.uid));
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(CHAT_API.read, 'id'),
    summary: 'Mark a conversation read',
    description:
      'My unread count goes to 0 and the other members’ receipts say I have read up to now. Nothing is written (nor announced) when nothing was unread.',
    response: conversationSchema,
    async handle(ctx) {
      const { caller, store, now } = ctx;
      const row = await mine(ctx, true);
      if (row.unread === 0) return conversationOf(row, caller.uid);
      const at = new Date(now).toISOString();
      const table = store.table(membershipsTable);
      for (const other of await othersOf(store, row, caller.uid)) {
        await table.update(other.uid, row.id, {
          receipts: { ...other.row.receipts, [caller.uid]: at },
        });
      }
      const updated = await ctx.table(membershipsTable).update(row.id, { unread: 0 });
      return conversationOf(updated ?? row, caller.uid);
    },
  }),
  defineRoute({
    method: 'delete',
    path: routePath(CHAT_API.message, 'id', 'messageId'),
    summary: 'Delete a message of mine, for every member',
    status: 204,
    async handle(ctx) {
      const { caller, params, store } = ctx;
      const row = await mine(ctx, true);
      const owner = threadOwner(row.id);
      const messages = store.table(chatMessagesTable);
      const found = await messages.get(owner, params.messageId ?? '');
      if (!found) throw notFound(CHAT_MESSAGES.noMessage);
      if (found.from !== caller.uid)
        throw forbidden(CHAT_MESSAGES.notAuthor, REFUSAL_CODES.notYours);
      await messages.remove(owner, found.id);
      const latest = (
        await messages.list(owner, { orderBy: [desc('sentAt')], limit: 1, count: false })
      ).items[0];
      const lastMessage = latest
        ? { text: latest.text, sentAt: latest.sentAt, from: latest.from }
        : null;
      const table = store.table(membershipsTable);
      // Every member's row changes, so every member's open thread hears of it.
      for (const other of await othersOf(store, row, caller.uid)) {
        const unseen = (row.receipts[other.uid] ?? '') < found.sentAt;
        await table.update(other.uid, row.id, {
          lastMessage,
          unread: Math.max(0, other.row.unread - (unseen ? 1 : 0)),
        });
      }
      await ctx.table(membershipsTable).update(row.id, { lastMessage });
      return undefined;
    },
  }),
];
