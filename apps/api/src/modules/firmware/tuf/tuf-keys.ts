// TUF signing keys (Ed25519) for the firmware repository. An offline key is a file the operator
// holds (root and targets roles); the API never reads one. Key ids follow the TUF specification:
// SHA-256 of the canonical JSON of the public key object. Signing goes through @tufjs/models, which
// hands us the canonical bytes of the `signed` part.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import fs from 'node:fs';
import { canonicalize } from '@tufjs/canonical-json';
import { Key, Signature } from '@tufjs/models';

export type TufRole = 'root' | 'targets' | 'snapshot' | 'timestamp';

export interface TufSigningKey {
  keyid: string;
  /** The public key as it stands in root.json. */
  key: Key;
  privateKey: KeyObject;
}

/** What a key file holds; `demo` marks the keys the embedded demo makes for itself. */
interface KeyFile {
  tuf_key: { role: TufRole; holder: string; keyid: string; demo?: true };
  private_key_pem: string;
}

/** The public half as TUF writes it: ed25519, the raw 32 bytes in hex. */
function publicKeyOf(privateKey: KeyObject): Key {
  const raw = createPublicKey(privateKey).export({ format: 'jwk' }).x as string;
  return new Key({
    keyID: '',
    keyType: 'ed25519',
    scheme: 'ed25519',
    keyVal: { public: Buffer.from(raw, 'base64url').toString('hex') },
  });
}

export function signingKeyFrom(privateKey: KeyObject): TufSigningKey {
  const draft = publicKeyOf(privateKey);
  const keyid = createHash('sha256').update(canonicalize(draft.toJSON())).digest('hex');
  const key = new Key({ keyID: keyid, keyType: 'ed25519', scheme: 'ed25519', keyVal: draft.keyVal });
  return { keyid, key, privateKey };
}

export function newSigningKey(): TufSigningKey {
  return signingKeyFrom(generateKeyPairSync('ed25519').privateKey);
}

export function signingKeyFromPem(pem: string): TufSigningKey {
  return signingKeyFrom(createPrivateKey(pem));
}

export const privatePem = (k: TufSigningKey) =>
  k.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/** The signer @tufjs/models' Metadata.sign calls with the canonical bytes of `signed`. */
export const signerOf = (k: TufSigningKey) => (data: Buffer) =>
  new Signature({ keyID: k.keyid, sig: sign(null, data, k.privateKey).toString('hex') });

/** A refusal of a key file the operator can act on. */
export class KeyFileError extends Error {}

export function writeKeyFile(
  file: string,
  role: TufRole,
  holder: string,
  key: TufSigningKey,
  demo = false,
): void {
  const content: KeyFile = {
    tuf_key: { role, holder, keyid: key.keyid, ...(demo ? { demo: true as const } : {}) },
    private_key_pem: privatePem(key),
  };
  // Never overwrite a key: losing an offline key is losing the power to sign with it.
  fs.writeFileSync(file, JSON.stringify(content, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
}

export interface OfflineKey extends TufSigningKey {
  role: TufRole;
  holder: string;
}

export function readKeyFile(file: string): OfflineKey {
  let parsed: KeyFile;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as KeyFile;
  } catch (e) {
    throw new KeyFileError(`cannot read the key file ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const meta = parsed.tuf_key;
  if (!meta || typeof parsed.private_key_pem !== 'string')
    throw new KeyFileError(`${file} is not a TUF key file made by npm run firmware -- tuf-key`);
  const key = signingKeyFromPem(parsed.private_key_pem);
  if (key.keyid !== meta.keyid)
    throw new KeyFileError(`${file}: its private key does not match its key id ${meta.keyid}`);
  return { ...key, role: meta.role, holder: meta.holder };
}
