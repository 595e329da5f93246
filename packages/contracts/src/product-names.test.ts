import { describe, expect, it } from 'vitest';
import { systemBridgeNamingProblems } from './product-names.ts';

describe('systemBridgeNamingProblems', () => {
  it('accepts the name as decided, with Finnish case endings', () => {
    expect(systemBridgeNamingProblems('Starten Sie die System Bridge neu.')).toEqual([]);
    expect(systemBridgeNamingProblems('Käynnistä System Bridgen uudelleen.')).toEqual([]);
    expect(systemBridgeNamingProblems('システムブリッジを起動してください。')).toEqual([]);
  });

  it('finds the old wordings and every other spelling', () => {
    expect(systemBridgeNamingProblems('Le pont système ne répond pas.')).toEqual([
      'old wording /pont système/i',
    ]);
    expect(systemBridgeNamingProblems('Die System-Bridge antwortet nicht.')).toContain(
      'spelled "System-Bridge"',
    );
    expect(systemBridgeNamingProblems('Start the system bridge.')).toContain('spelled "system bridge"');
    expect(systemBridgeNamingProblems('Järjestelmäsilta ei vastaa.')).toEqual([
      'old wording /järjestelmäsil/i',
    ]);
  });
});
