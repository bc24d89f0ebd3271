import { expectHindiCatalog } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import { unsubscribeEn } from '../features/unsubscribe/en';
import { unsubscribeHi } from '../features/unsubscribe/hi';
import { shellEn } from './en';
import { shellHi } from './hi';

describe("the shell's Hindi catalogs", () => {
  it('translate every string of the English ones, in Devanagari', () => {
    expectHindiCatalog(shellEn, shellHi);
    expectHindiCatalog(unsubscribeEn, unsubscribeHi);
  });

  it('keep the glossary words of the header', () => {
    expect(shellHi.header.findLawyers).toBe('वकील खोजें');
    expect(shellHi.header.language).toBe('भाषा');
    expect(shellHi.header.aiLawyer).toBe('एआई वकील');
  });
});
