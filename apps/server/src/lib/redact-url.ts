// Secrets that travel in URLs, replaced before a URL reaches the log (issue 19): a reset link's token
// in its query or path, an OAuth callback's code and state, a password in the address itself.
// Written by hand: the log needs the URL exactly as the client sent it, bad encodings included,
// which the URL class would normalise or refuse.

export const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a secret (names compared decoded, in lower case): tokens of every
 * kind (token, id_token, session_token), client secrets (Stripe's payment_intent_client_secret),
 * OAuth's code, state and code_verifier, signed-URL signatures, one-time codes, API keys.
 */
const SECRET_PARAM =
  /token|secret|password|passwd|signature|credential|verifier|session|jwt|api[-_]?key|^(code|state|otp|key|sig|nonce|auth)$/;

/** A path segment after one of these is a secret (Better Auth's `/reset-password/:token`). */
const SECRET_PATH_PARENTS = new Set(['reset-password']);

/** A Better Auth verification identifier, as it may appear in its messages. */
const VERIFICATION_IDENTIFIER = /\breset-password:[^\s"'&?#]+/gi;

/** Nested URLs are followed this deep (a callback URL inside a callback URL...). */
const MAX_DEPTH = 4;

/** Percent-decoding that never throws: a malformed escape is left as it is. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Undoes percent-encoding applied once or several times over. */
function decodeFully(text: string): string {
  let current = text;
  for (let i = 0; i < MAX_DEPTH; i += 1) {
    const next = decode(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

const isSecretParam = (rawName: string): boolean =>
  SECRET_PARAM.test(decodeFully(rawName).toLowerCase().replace(/\[\]$/, '').trim());

/** `a=1&token=x;b=2`: secret values replaced, URLs inside other values redacted in turn. */
function redactParams(params: string, depth: number): string {
  return params
    .split(/([&;])/)
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals < 0) return part;
      const name = part.slice(0, equals);
      const value = part.slice(equals + 1);
      if (isSecretParam(name)) return `${name}=${REDACTED}`;
      if (depth >= MAX_DEPTH) return part;
      // A value may itself be a URL, encoded once or more (callbackURL=%2Freset-password%3Ftoken%3D...),
      // or a list of parameters of its own (a=1&token=...).
      const decoded = decodeFully(value);
      const redacted = /^[^?#/]*=/.test(decoded)
        ? redactParams(decoded, depth + 1)
        : redactUrlAt(decoded, depth + 1);
      return redacted === decoded ? part : `${name}=${encodeURIComponent(redacted)}`;
    })
    .join('');
}

/** `/api/auth/reset-password/<token>/x` -> `/api/auth/reset-password/[redacted]/x`; %2F counts as `/`. */
function redactPath(path: string): string {
  const parts = path.split(/(\/|%2f)/i);
  let isSecretNext = false;
  return parts
    .map((part, index) => {
      if (index % 2 === 1 || part === '') return part; // a separator, or the empty start
      if (isSecretNext) {
        isSecretNext = false;
        return REDACTED;
      }
      const decoded = decodeFully(part).toLowerCase();
      if (SECRET_PATH_PARENTS.has(decoded)) isSecretNext = true;
      // One segment that decodes to "reset-password/<token>" (the slash encoded twice).
      const [parent, ...rest] = decoded.split('/');
      if (rest.length > 0 && parent && SECRET_PATH_PARENTS.has(parent)) return `${parent}/${REDACTED}`;
      return part;
    })
    .join('');
}

/** `https://user:pass@host` -> `https://user:[redacted]@host`. */
const redactAuthority = (authority: string): string =>
  authority.replace(/^(\/\/[^/?#@:]*):[^/?#@]*@/, `$1:${REDACTED}@`);

function redactUrlAt(url: string, depth: number): string {
  const origin = /^([a-z][a-z0-9+.-]*:)?(\/\/[^/?#]*)?/i.exec(url)?.[0] ?? '';
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(origin)?.[0] ?? '';
  let rest = url.slice(origin.length);
  const hashAt = rest.indexOf('#');
  const fragment = hashAt >= 0 ? rest.slice(hashAt + 1) : undefined;
  if (hashAt >= 0) rest = rest.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const query = queryAt >= 0 ? rest.slice(queryAt + 1) : undefined;
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  return (
    scheme +
    redactAuthority(origin.slice(scheme.length)) +
    redactPath(path) +
    (query === undefined ? '' : `?${redactParams(query, depth)}`) +
    // OAuth's implicit flow answers in the fragment (#access_token=...).
    (fragment === undefined ? '' : `#${redactParams(fragment, depth)}`)
  );
}

/** The URL as sent, with the secrets in its path, query, fragment and user info replaced. */
export function redactUrl(url: string): string {
  return redactUrlAt(url, 0);
}

/** Could this text hold a URL secret or a verification identifier? (Most log strings cannot.) */
const MAY_HOLD_SECRET = /[?#;]|reset-password|%2f|:\/\/[^/\s]*@/i;

/**
 * Free text (a message, an error) with every URL-like word redacted as by `redactUrl`, and Better
 * Auth's `reset-password:<token>` identifiers too.
 */
export function redactUrlsInText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text
    .replace(VERIFICATION_IDENTIFIER, `reset-password:${REDACTED}`)
    .replace(/[^\s"'<>`]+/g, (word) => (MAY_HOLD_SECRET.test(word) ? redactUrl(word) : word));
}
