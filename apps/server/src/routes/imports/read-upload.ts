import type { Context } from 'hono';
import { ApiError } from '../../http/errors.ts';
import { MAX_IMPORT_BYTES } from '../../import/index.ts';

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
    const name = 'name' in file && typeof file.name === 'string' ? file.name : null;
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
