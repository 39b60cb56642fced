import { UPLOAD_LIMITS } from '@/contract/forms';

export type Refusal =
  | { file: string; reason: 'tooLarge'; limit: string }
  | { file: string; reason: 'wrongType'; limit: string }
  | { file: string; reason: 'tooMany'; limit: number };

const MB = 1024 * 1024;

/**
 * Which of the dropped files are taken and which are refused (naming the file and the
 * limit), given how many are already in the list.
 */
export function checkFiles(
  files: readonly { name: string; size: number; type: string }[],
  alreadyQueued: number,
): { accepted: number[]; refused: Refusal[] } {
  const accepted: number[] = [];
  const refused: Refusal[] = [];
  files.forEach((file, index) => {
    if (!(UPLOAD_LIMITS.types as readonly string[]).includes(file.type)) {
      refused.push({ file: file.name, reason: 'wrongType', limit: 'PNG, JPEG, GIF, WebP, PDF' });
    } else if (file.size > UPLOAD_LIMITS.maxSize) {
      refused.push({
        file: file.name,
        reason: 'tooLarge',
        limit: `${UPLOAD_LIMITS.maxSize / MB} MB`,
      });
    } else if (alreadyQueued + accepted.length >= UPLOAD_LIMITS.maxFiles) {
      refused.push({ file: file.name, reason: 'tooMany', limit: UPLOAD_LIMITS.maxFiles });
    } else {
      accepted.push(index);
    }
  });
  return { accepted, refused };
}
