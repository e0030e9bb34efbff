'use client';
import type { PoolEntry, ProostSettings } from '@/features/proost/lib/types';
import SettingsSwitches from './SettingsSwitches';
import StarterPackButton from './StarterPackButton';

/** The creator's switches and the starter pack (MUI): a part of its own, which no guest loads. */
export default function CreatorSettings({ code, settings, pool }: { code: string; settings: ProostSettings; pool: readonly PoolEntry[] }) {
  return (
    <>
      <SettingsSwitches code={code} settings={settings} />
      <StarterPackButton code={code} pool={pool} />
    </>
  );
}
