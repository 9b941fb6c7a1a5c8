import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** Inline scripts that run: a <script> without src whose type is absent, classic or module (JSON data blocks never run). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)((?:\s+[^>]*)?)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const RUNNING_TYPES = /^(?:module|text\/javascript|application\/javascript)$/i;

function runs(attributes: string): boolean {
  const type = TYPE.exec(attributes)?.[1];
  return type === undefined || RUNNING_TYPES.test(type);
}

/** The CSP hash source of each inline script of a page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!runs(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of the web app's page: scripts only from this origin plus the page's own inline
 * scripts by hash (index.html's bootstrap and entry), so an injected <script> or event handler does not run;
 * connections, frames (document previews) and forms stay on this origin; no plugins, no framing by other sites.
 * Styles allow 'unsafe-inline': MUI (emotion) writes its styles into <style> elements at run time.
 */
export function webAppPolicy(html: string, publicUrl: string): string {
  const origin = new URL(publicUrl);
  // 'self' covers same-origin WebSockets in current browsers; the explicit ws(s) origin is for older ones.
  const socket = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socket}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy for index.html, worked out again only when the file changes (a new web build). */
export function webAppPolicyFor(indexFile: string, publicUrl: string): () => string | null {
  let cached: { mtimeMs: number; policy: string } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, policy: webAppPolicy(fs.readFileSync(indexFile, 'utf8'), publicUrl) };
    return cached.policy;
  };
}
