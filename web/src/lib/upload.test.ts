import { describe, expect, it, vi } from 'vitest';
import { checkFileBeforeUpload, MAX_UPLOAD_BYTES, UploadError, uploadFile, UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_WRONG_TYPE_MESSAGE } from './upload';

class FakeRequest {
  static last: FakeRequest;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const create = () => new FakeRequest() as unknown as XMLHttpRequest;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('posts the file as multipart field "file" with cookies, reports progress and returns the upload', async () => {
    const progress = vi.fn();
    const done = uploadFile(png(), { type: 'ghana_card', onProgress: progress, createRequest: create });
    const request = FakeRequest.last;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/files');
    expect(request.withCredentials).toBe(true);
    expect((request.body?.get('file') as File).name).toBe('card.png');
    expect(request.body?.get('type')).toBe('ghana_card');
    request.progress(25, 100);
    request.progress(50, 100);
    request.respond(201, { upload: { id: 'u1', fileName: 'card.png', mimeType: 'image/png', size: 4 } });
    await expect(done).resolves.toEqual({ id: 'u1', fileName: 'card.png', mimeType: 'image/png', size: 4 });
    expect(progress.mock.calls.map(([percent]) => percent)).toEqual([25, 50, 100]);
  });

  it.each([
    [401, 'unauthenticated', {}, 'Your session has expired. Please log in again.'],
    [413, 'too_large', { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB.' } }, 'The file is larger than 10 MB.'],
    [415, 'unsupported_type', { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only PDF, JPEG and PNG files are accepted.' } }, 'Only PDF, JPEG and PNG files are accepted.'],
    [400, 'bad_request', { error: { code: 'BAD_REQUEST', message: 'The file is empty.' } }, 'The file is empty.'],
  ])('turns HTTP %i into a typed %s error with the message to show', async (status, kind, body, message) => {
    const done = uploadFile(png(), { createRequest: create });
    FakeRequest.last.respond(status, body);
    const error = await done.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ kind, status, message });
  });

  it('reports a network failure and a cancelled upload', async () => {
    const failing = uploadFile(png(), { createRequest: create });
    FakeRequest.last.onerror?.();
    await expect(failing).rejects.toMatchObject({ kind: 'network' });

    const controller = new AbortController();
    const cancelled = uploadFile(png(), { createRequest: create, signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('checkFileBeforeUpload', () => {
  it('refuses files over 10 MB and types other than PDF, JPEG and PNG before uploading', () => {
    expect(checkFileBeforeUpload({ name: 'scan.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    expect(checkFileBeforeUpload({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(UPLOAD_WRONG_TYPE_MESSAGE);
    expect(checkFileBeforeUpload({ name: 'photo.heic', type: '', size: 10 })).toBe(UPLOAD_WRONG_TYPE_MESSAGE);
    expect(UPLOAD_TOO_LARGE_MESSAGE).toBe('The file is larger than 10 MB.');
  });

  it('lets PDF, JPEG and PNG up to 10 MB through (by MIME type or, without one, by extension)', () => {
    expect(checkFileBeforeUpload({ name: 'scan.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkFileBeforeUpload({ name: 'card.JPG', type: '', size: 10 })).toBeNull();
    expect(checkFileBeforeUpload({ name: 'card.png', type: 'image/png', size: 10 })).toBeNull();
  });
});
