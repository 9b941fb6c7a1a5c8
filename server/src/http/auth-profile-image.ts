import express, { type NextFunction, type Request, type Response } from 'express';
import { checkProfileImageValue } from '../modules/users/profile-image.js';

/** better-auth's endpoints that store a user's `image`: sign-up and update-user. */
export const PROFILE_IMAGE_PATHS = ['/api/auth/sign-up/email', '/api/auth/update-user'];

/** The JSON types better-auth (better-call) reads as JSON. */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded/i;
const BODY_LIMIT = '64kb';
const readJson = express.json({ limit: BODY_LIMIT, type: (req) => JSON_TYPE.test(String(req.headers['content-type'] ?? '')) });
const readForm = express.urlencoded({ limit: BODY_LIMIT, extended: false });

function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).setHeader('cache-control', 'no-store');
  res.json({ code, message });
}

/**
 * Runs before better-auth on PROFILE_IMAGE_PATHS: a profile image must be one of our own file routes on `origin`
 * (modules/users/profile-image.ts), else 400 BAD_USER_INPUT in better-auth's error shape; an accepted one is stored
 * as its path. The body is parsed here; better-auth then reads the parsed body instead of the stream. Only JSON and
 * form bodies are accepted on these two endpoints (the web sends JSON), so no other encoding can carry an unchecked
 * image.
 */
export function checkProfileImage(origin: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const declaredLength = req.headers['content-length'];
    const hasBody = req.headers['transfer-encoding'] !== undefined || (declaredLength !== undefined && declaredLength !== '0');
    if (!hasBody) return next();
    const contentType = String(req.headers['content-type'] ?? '');
    const read = JSON_TYPE.test(contentType) ? readJson : FORM_TYPE.test(contentType) ? readForm : null;
    if (!read) return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.');
    read(req, res, (error?: unknown) => {
      if (error) {
        const status = (error as { status?: number }).status;
        return status === 413
          ? refuse(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.')
          : refuse(res, 400, 'BAD_REQUEST', 'The request body could not be read.');
      }
      const body = req.body as Record<string, unknown> | undefined;
      if (body && typeof body === 'object' && 'image' in body) {
        const check = checkProfileImageValue(body.image, origin);
        if (!check.ok) return refuse(res, 400, 'BAD_USER_INPUT', check.message);
        body.image = check.value;
      }
      next();
    });
  };
}
