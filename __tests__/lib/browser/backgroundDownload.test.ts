import { forbidsBackgroundDownload, mayDownloadInBackground } from '@/lib/browser/backgroundDownload';

describe('mayDownloadInBackground (the page decides)', () => {
  it('says yes only on Wi-Fi or cable, fast, without Data Saver', () => {
    expect(mayDownloadInBackground({ type: 'wifi', effectiveType: '4g', saveData: false })).toBe(true);
    expect(mayDownloadInBackground({ type: 'ethernet' })).toBe(true);
  });

  it('says no on mobile data, a slow line, Data Saver or a metered hint', () => {
    expect(mayDownloadInBackground({ type: 'cellular', effectiveType: '4g' })).toBe(false);
    expect(mayDownloadInBackground({ type: 'wifi', effectiveType: '3g' })).toBe(false);
    expect(mayDownloadInBackground({ type: 'wifi', saveData: true })).toBe(false);
    expect(mayDownloadInBackground({ type: 'wifi', metered: true })).toBe(false);
  });

  it('says no when the browser does not tell what the connection is (Safari, Firefox, desktop Chrome)', () => {
    expect(mayDownloadInBackground(undefined)).toBe(false);
    expect(mayDownloadInBackground({ effectiveType: '4g', saveData: false })).toBe(false);
  });
});

describe('forbidsBackgroundDownload (the worker stops)', () => {
  it('stops on any hint that says no', () => {
    expect(forbidsBackgroundDownload({ saveData: true })).toBe(true);
    expect(forbidsBackgroundDownload({ type: 'cellular' })).toBe(true);
    expect(forbidsBackgroundDownload({ effectiveType: '2g' })).toBe(true);
  });

  it('goes on where the worker is told less than the page that asked', () => {
    expect(forbidsBackgroundDownload(undefined)).toBe(false);
    expect(forbidsBackgroundDownload({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(forbidsBackgroundDownload({ type: 'wifi', effectiveType: '4g' })).toBe(false);
  });
});
