/**
 * Uploads as a client sends them, for the upload tests: a multipart body generated as it is
 * sent (the client holds nothing), which may also stop half-way, stall, or never start.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { FILES_API, type FileListing } from '@/contract/files';
import type { RunningServer } from '../src/server';
import { call, type Account } from './helpers';

const BOUNDARY = 'limits-boundary';

/** A multipart body's head for one file, its tail, and its whole size. */
export function multipart(field: string, name: string, type: string, size: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n\r\n--${BOUNDARY}--\r\n`,
  );
  return { head, tail, length: head.length + size + tail.length };
}

export interface Sent {
  status: number;
  body: { message?: string; fields?: Record<string, string> } | null;
}

/**
 * A file of `size` bytes sent as it is generated (one 64 KB chunk reused: the client holds
 * nothing), with http.request so the body can also stop half-way (`cutAfter`) or never start.
 */
export function sendFile(
  server: RunningServer,
  options: {
    path: string;
    account: Account;
    size: number;
    field?: string;
    name?: string;
    type?: string;
    cutAfter?: number;
    /** Sends this many bytes, then nothing more (the request stays open). */
    stallAfter?: number;
    noBody?: boolean;
  },
): Promise<Sent> {
  const { head, tail, length } = multipart(
    options.field ?? 'file',
    options.name ?? 'big.zip',
    options.type ?? 'application/zip',
    options.size,
  );
  const url = new URL(`${server.url}/${options.path}`);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `JWT ${options.account.token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(length),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: text ? (JSON.parse(text) as Sent['body']) : null,
        }),
      );
    });
    request.on('error', (error) => {
      if (options.cutAfter !== undefined || options.stallAfter !== undefined)
        resolve({ status: 0, body: null });
      else reject(error);
    });
    if (options.noBody) {
      request.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, 7);
    let sent = 0;
    const pump = () => {
      if (!request.writable) return;
      if (sent === 0) request.write(head);
      while (sent < options.size) {
        if (options.cutAfter !== undefined && sent >= options.cutAfter) {
          request.destroy();
          return;
        }
        if (options.stallAfter !== undefined && sent >= options.stallAfter) return;
        const piece = chunk.subarray(0, Math.min(chunk.length, options.size - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end(tail);
    };
    pump();
  });
}

/** Blob files (and temporary parts) under a local blob directory: what an upload left. */
export const storedBlobs = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /[0-9a-f]{64}$|\.tmp$/.test(path.basename(file)) && file.includes('/'));

/** How many files the account's Home lists. */
export const fileCount = async (server: RunningServer, account: Account) =>
  ((await call(server, 'GET', `/${FILES_API.list}`, { account })).body as FileListing).total;
