import type { Context } from 'hono';
import { ApiError } from '../../http/errors.ts';
import { MAX_IMPORT_BYTES } from '../../import/index.ts';
import { hasControlCharacter } from '../../import/text-limits.ts';

/** As the query's fileName (import-query.ts): the name is stored with the import and shown in its list. */
export const MAX_FILE_NAME_CHARS = 255;

export const FILE_TOO_LARGE = `The file is larger than the ${MAX_IMPORT_BYTES / 1024 / 1024} MB limit. Split it into smaller date ranges.`;

/**
 * The statement file of an import request: the whole body (text/csv, application/x-ofx, QIF...) or the
 * multipart field `file`. Never more than MAX_IMPORT_BYTES is read.
 */
export async function readUpload(c: Context): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_IMPORT_BYTES + 64 * 1024) throw new ApiError(413, 'file_too_large', FILE_TOO_LARGE);
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.raw.formData().catch(() => {
      throw new ApiError(
        400,
        'invalid_upload',
        'The upload could not be read. Send the file in a field named "file".',
      );
    });
    const file = form.get('file');
    if (!(file instanceof Blob)) {
      throw new ApiError(400, 'invalid_upload', 'Send the statement file in a multipart field named "file".');
    }
    if (file.size > MAX_IMPORT_BYTES) throw new ApiError(413, 'file_too_large', FILE_TOO_LARGE);
    const name = 'name' in file && typeof file.name === 'string' ? checkFileName(file.name) : null;
    return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: name };
  }
  const reader = c.req.raw.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = reader ? await reader.read() : { done: true as const, value: undefined };
    if (next.done) break;
    size += next.value.byteLength;
    if (size > MAX_IMPORT_BYTES) {
      await reader?.cancel();
      throw new ApiError(413, 'file_too_large', FILE_TOO_LARGE);
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  if (size === 0)
    throw new ApiError(400, 'empty_file', 'The file is empty. Choose a statement file to import.');
  return { bytes, fileName: null };
}

/**
 * The multipart file name, held to what the query's fileName allows: at most 255 characters and no control
 * character (PostgreSQL cannot store a NUL; the others have no place in a name shown in a list). Empty is none.
 */
function checkFileName(name: string): string | null {
  if (name.length > MAX_FILE_NAME_CHARS) {
    throw new ApiError(
      400,
      'invalid_file_name',
      `The file name is ${name.length.toLocaleString('en-US')} characters long (at most ${MAX_FILE_NAME_CHARS}). Rename the file and try again.`,
    );
  }
  if (hasControlCharacter(name)) {
    throw new ApiError(
      400,
      'invalid_file_name',
      'The file name holds a control character (such as a NUL byte). Rename the file and try again.',
    );
  }
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}
