import { act, screen } from '@testing-library/react';
import OfflineBanner, { OFFLINE_TEXT } from '@/components/shell/OfflineBanner';
import PageFailed from '@/components/shell/PageFailed';
import { renderScreen } from '../support/screen';

describe('OfflineBanner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says calmly that the phone is offline, and leaves when the network is back', () => {
    renderScreen(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });
});

describe('PageFailed (app/error.tsx and app/global-error.tsx)', () => {
  it('is Norwegian, re-renders in place on «Prøv igjen», and tries by itself back online', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const reset = jest.fn();
    renderScreen(<PageFailed error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { name: 'Noe gikk galt på denne siden' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Prøv igjen' }).click();
    expect(reset).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reset).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Last inn siden på nytt' })).toBeInTheDocument();
  });
});
