import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { importStatement, previewStatement } from './send-statement.ts';
import { AUTO_SETTINGS } from './import-settings.ts';

/** A stand-in XMLHttpRequest the test drives: what was sent, then progress, an answer or a failure. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const file = new File(['Date,Description,Amount\n'], 'bank.csv', { type: 'text/csv' });

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('sending a statement', () => {
  it('posts the file itself, typed by its extension, and reports upload progress', async () => {
    const progress = vi.fn();
    const done = importStatement('acc1', file, AUTO_SETTINGS, { onProgress: progress });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers['Content-Type'], xhr.body]).toEqual([
      'POST',
      '/api/accounts/acc1/import?fileName=bank.csv',
      'text/csv',
      file,
    ]);
    xhr.upload.onprogress?.({ loaded: 10, total: 24, lengthComputable: true });
    xhr.upload.onload?.();
    expect(progress.mock.calls).toEqual([
      [{ loaded: 10, total: 24 }],
      [{ loaded: file.size, total: file.size }],
    ]);
    xhr.answer(200, { batchId: 'b1', imported: 3, duplicates: 0, rejected: [], skipped: 0, format: 'csv' });
    expect(await done).toMatchObject({ batchId: 'b1', imported: 3 });
  });

  it("rejects with the server's message, a 413 without one, an unreachable server, and an abort", async () => {
    const notStatement = previewStatement('acc1', file, AUTO_SETTINGS);
    FakeXhr.last.answer(400, {
      error: { code: 'not_a_statement', message: 'This file looks like a PDF document, not a statement.' },
    });
    await expect(notStatement).rejects.toMatchObject({
      status: 400,
      code: 'not_a_statement',
      message: expect.stringContaining('PDF'),
    });

    const tooLarge = previewStatement('acc1', file, AUTO_SETTINGS);
    FakeXhr.last.answer(413, '<html>Request Entity Too Large</html>');
    await expect(tooLarge).rejects.toMatchObject({ status: 413, message: expect.stringContaining('10 MB') });

    const offline = previewStatement('acc1', file, AUTO_SETTINGS);
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network' });

    const controller = new AbortController();
    const cancelled = importStatement('acc1', file, AUTO_SETTINGS, { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(ApiError);
    await expect(cancelled).rejects.toMatchObject({ code: 'aborted' });
  });
});
