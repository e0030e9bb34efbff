import { act, renderHook } from '@testing-library/react';
import { useTextInput } from '@/components/ui/forms/useTextInput';
import type { TextRule } from '@/lib/forms/text';

const RULE: TextRule = { label: 'tittelen', max: 40 };

describe('useTextInput reset', () => {
  it('empties the field once what was sent is stored', () => {
    const { result } = renderHook(() => useTextInput(RULE));
    act(() => result.current.setRaw('Finn kartet'));
    act(() => void result.current.validate());
    act(() => result.current.reset());
    expect(result.current.raw).toBe('');
  });

  it('keeps what the person typed after sending, when the confirmation comes late', () => {
    const { result } = renderHook(() => useTextInput(RULE));
    act(() => result.current.setRaw('Finn kartet'));
    act(() => void result.current.validate());
    // The write is still on its way; the next entry is being typed.
    act(() => result.current.setRaw('Forræderen i rådet'));
    act(() => result.current.reset());
    expect(result.current.raw).toBe('Forræderen i rådet');
    expect(result.current.message).toBeNull();
  });
});
