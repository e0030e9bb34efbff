import { normaliseAdminCode } from '@/lib/admin/code';

describe('normaliseAdminCode', () => {
  it('ignores case and surrounding spaces, so the stored secret must be lower case', () => {
    expect(normaliseAdminCode('  Hemmelig KODE\t')).toBe('hemmelig kode');
    expect(normaliseAdminCode('ÆØÅ-Kode')).toBe('æøå-kode');
  });

  it('keeps spaces inside the code', () => {
    expect(normaliseAdminCode('to  ord')).toBe('to  ord');
  });
});
