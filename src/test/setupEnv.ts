// Runs before the test framework: nothing here may import app code (env is read at import).
import { File as NodeFile } from 'node:buffer';

process.env.TZ = 'UTC';

// jest-fixed-jsdom swaps in Node's Blob and FormData (what fetch and msw use) but leaves
// jsdom's File, which Node's FormData rejects. Use Node's File too, as a browser would have
// one consistent set.
globalThis.File = NodeFile as unknown as typeof File;
