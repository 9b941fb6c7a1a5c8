// Uploads one file to POST /api/files with progress (fetch cannot report upload progress; XMLHttpRequest can).

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = 'The file is larger than 10 MB.';
export const UPLOAD_WRONG_TYPE_MESSAGE = 'Only PDF, JPEG and PNG files are accepted.';
export const UPLOAD_SIGNED_OUT_MESSAGE = 'Your session has expired. Please log in again.';
export const UPLOAD_NETWORK_MESSAGE = 'The upload failed. Please check your internet connection and try again.';
export const ACCEPTED_UPLOAD_TYPES = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

const ACCEPTED_MIME = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const ACCEPTED_EXTENSION = /\.(pdf|jpe?g|png)$/i;

export interface UploadedFile {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
}

export type UploadErrorKind = 'unauthenticated' | 'too_large' | 'unsupported_type' | 'bad_request' | 'network' | 'aborted' | 'server';

export class UploadError extends Error {
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The message to show before uploading, when size or type already tell us the server would refuse; null when it may go. */
export function checkFileBeforeUpload(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  // The server decides by content; a known-wrong MIME type or an unknown extension without a MIME type is refused early.
  if (file.type ? !ACCEPTED_MIME.has(file.type) : !ACCEPTED_EXTENSION.test(file.name)) return UPLOAD_WRONG_TYPE_MESSAGE;
  return null;
}

export interface UploadOptions {
  /** A DocumentType the server checks before storing any bytes. */
  type?: string;
  /** 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** For tests. */
  createRequest?: () => XMLHttpRequest;
  url?: string;
}

function serverMessage(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const { type, onProgress, signal, createRequest = () => new XMLHttpRequest(), url = '/api/files' } = options;
  return new Promise<UploadedFile>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('aborted', 'The upload was cancelled.'));
      return;
    }
    const request = createRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onerror = () => reject(new UploadError('network', UPLOAD_NETWORK_MESSAGE));
    request.onabort = () => reject(new UploadError('aborted', 'The upload was cancelled.'));
    request.onload = () => {
      const body = parse(request.responseText);
      const status = request.status;
      if (status >= 200 && status < 300) {
        const upload = (body as { upload?: UploadedFile } | null)?.upload;
        if (upload && typeof upload.id === 'string') {
          onProgress?.(100);
          resolve(upload);
        } else reject(new UploadError('server', 'The server answered the upload unexpectedly. Please try again.', status));
        return;
      }
      if (status === 401) reject(new UploadError('unauthenticated', UPLOAD_SIGNED_OUT_MESSAGE, status));
      else if (status === 413) reject(new UploadError('too_large', serverMessage(body) ?? UPLOAD_TOO_LARGE_MESSAGE, status));
      else if (status === 415) reject(new UploadError('unsupported_type', serverMessage(body) ?? UPLOAD_WRONG_TYPE_MESSAGE, status));
      else if (status >= 400 && status < 500) reject(new UploadError('bad_request', serverMessage(body) ?? 'The file could not be uploaded.', status));
      else reject(new UploadError('server', serverMessage(body) ?? 'The upload failed on our side. Please try again.', status));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    if (type) form.append('type', type);
    form.append('file', file, file.name);
    request.send(form);
  });
}
