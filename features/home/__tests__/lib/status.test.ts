import { mapSuggestion } from '@/features/home/lib/data';
import { sortSuggestions, statusLabel, type Suggestion } from '@/features/home/lib/status';

const s = (key: string, status: Suggestion['status'], createdAt: number): Suggestion => ({ key, title: key, desc: '', from: 'x', status, createdAt });

describe('roadmap', () => {
  it('sorts by status, then newest first', () => {
    const sorted = sortSuggestions([s('a', 3, 1), s('b', 1, 1), s('c', 1, 5), s('d', 2, 9)]);
    expect(sorted.map((x) => x.key)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('names the five statuses as SPEC §4 does', () => {
    expect([1, 2, 3, 4, 5].map((n) => statusLabel(n as Suggestion['status']))).toEqual(['Ny', 'Startet', 'Ferdig', 'På vent', 'Ikke mulig']);
  });

  it('maps stored data, treating an unknown status as Ny and dropping entries without a title', () => {
    expect(mapSuggestion('k', { title: 'T', desc: 'D', from: 'F', status: 9, created_at: 3 })).toEqual({
      key: 'k', title: 'T', desc: 'D', from: 'F', status: 1, createdAt: 3,
    });
    expect(mapSuggestion('k', { desc: 'D' })).toBeNull();
    expect(mapSuggestion('k', 'tekst')).toBeNull();
  });
});
