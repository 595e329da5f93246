// Signing keys live in the database so every API process behind a load balancer signs and
// verifies with the same keys. A key is made on first use and kept.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../db/database.ts';
import { insertSigningKeyIfNone, signingKeyRow } from './identity.repository.ts';

export type KeyPurpose = 'oidc' | 'firmware' | 'bridge_session' | 'cookie' | 'rider_link' | 'firmware_link';

const ALG: Record<KeyPurpose, string> = {
  oidc: 'RS256', // the most widely supported algorithm for OIDC clients
  firmware: 'EdDSA',
  bridge_session: 'EdDSA',
  cookie: 'EdDSA',
  rider_link: 'EdDSA',
  firmware_link: 'EdDSA',
};

export interface SigningKey {
  kid: string;
  alg: string;
  privateKey: CryptoKey;
  privateJwk: JWK;
  publicJwk: JWK;
}

export async function signingKey(db: Db, purpose: KeyPurpose): Promise<SigningKey> {
  const row = await signingKeyRow(db, purpose);
  if (row) return load(row.kid, row.alg, row.privateJwk as JWK, row.publicJwk as JWK);
  const alg = ALG[purpose];
  const pair = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}),
  });
  const kid = `${purpose}-${randomUUID().slice(0, 8)}`;
  const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg, use: 'sig' };
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg, use: 'sig' };
  // Two processes may race on first start; the loser reads the winner's key.
  await insertSigningKeyIfNone(db, { kid, purpose, alg, privateJwk, publicJwk });
  const winner = await signingKeyRow(db, purpose);
  if (!winner) throw new Error(`signing key for ${purpose} was not stored`);
  return load(winner.kid, winner.alg, winner.privateJwk as JWK, winner.publicJwk as JWK);
}

async function load(kid: string, alg: string, privateJwk: JWK, publicJwk: JWK): Promise<SigningKey> {
  const privateKey = (await importJWK(privateJwk, alg)) as CryptoKey;
  return { kid, alg, privateKey, privateJwk, publicJwk };
}
