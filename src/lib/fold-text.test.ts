import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('lower-cases, strips accents and collapses whitespace', () => {
    expect(foldText('  Ó   Súilleabháin\t&  Co ')).toBe('o suilleabhain & co');
  });

  it('folds both ways, so either spelling finds the other', () => {
    expect(foldText('Köln')).toBe(foldText('koln'));
    expect(foldText('KOLN')).toBe(foldText('Köln'));
    expect(foldText('Súilleabháin')).toBe('suilleabhain');
  });

  it('spells out letters that have no decomposition', () => {
    expect(foldText('Øresund Æble Straße Łódź Đakovo Œuvre Işık')).toBe(
      'oresund aeble strasse lodz dakovo oeuvre isik',
    );
    expect(foldText('ØRESUND')).toBe('oresund');
  });

  it('unifies compatibility forms and typographic punctuation', () => {
    expect(foldText('ﬁnance ＡＢＣ')).toBe('finance abc');
    expect(foldText('O’Brien – Co')).toBe("o'brien - co");
  });
});
