import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import F1Simulator from '@/features/f1/components/F1Simulator';
import { CARS, DEFAULT_SETTINGS } from '@/features/f1/lib/constants';
import { formatLapTime } from '@/features/f1/lib/format';
import { createRandom } from '@/lib/random/random';
import { simulateRace } from '@/features/f1/lib/simulate';
import { renderScreen } from '@/__tests__/components/support/screen';

// jsdom cannot lay out the SVG chart; stand in a list of the series it would draw.
jest.mock('@/features/f1/components/LapTimesChart', () => ({
  __esModule: true,
  default: ({ result }: { result: import('@/features/f1/lib/simulate').SimulationResult }) => (
    <ul aria-label="Diagram (test)">
      {result.cars.map((c) => (
        <li key={c.car.id}>{`${c.car.name}: ${c.laps.map((l) => l.seconds).join(', ')}`}</li>
      ))}
    </ul>
  ),
}));

const SEED = 31;

function setup() {
  const user = userEvent.setup();
  renderScreen(<F1Simulator random={createRandom(SEED)} />);
  return { user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('F1Simulator', () => {
  it('shows the SPEC defaults and no results before a run', () => {
    setup();
    expect(screen.getByLabelText(/Antall runder/)).toHaveValue('1');
    expect(screen.getByLabelText(/Fart/)).toHaveValue('200');
    expect(screen.getByLabelText(/Dekk/)).toHaveValue('Soft');
    expect(screen.getByLabelText(/Motorholdbarhet/)).toHaveValue('100');
    expect(screen.getByRole('button', { name: 'Sol' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Regn' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('heading', { name: /Resultat/ })).not.toBeInTheDocument();
  });

  it('runs a race and shows every car, the winner, lap tables and the chart', async () => {
    const { user } = setup();
    await fill(user, /Antall runder/, '5');
    await user.selectOptions(screen.getByLabelText(/Dekk/), 'Hard');
    await user.click(screen.getByRole('button', { name: 'Regn' }));
    await user.click(screen.getByRole('button', { name: 'Kjør simulering' }));

    const expected = simulateRace(
      { ...DEFAULT_SETTINGS, laps: 5, tyre: 'Hard', weather: 'Rainy' },
      createRandom(SEED),
    );
    expect(expected.winner).not.toBeNull();

    // The results UI is fetched on demand; it may arrive a moment after the click.
    expect(await screen.findByRole('heading', { name: /Resultat/ })).toBeInTheDocument();
    expect(screen.getByText(`Vinner: ${expected.winner!.name}`)).toBeInTheDocument();
    expect(screen.getByText(/5 runder · 200 km\/t · Hard · Regn · motor 100/)).toBeInTheDocument();

    const standings = within(screen.getByRole('list', { name: 'Resultatliste' })).getAllByRole('listitem');
    expect(standings.map((li) => li.textContent)).toEqual(
      expected.standings.map((r, i) => expect.stringContaining(`${i + 1}.${r.car.name}${formatLapTime(r.totalSeconds!)}`)),
    );

    for (const car of expected.cars) {
      const table = screen.getByRole('table', { name: `Rundetider for ${car.car.name}` });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(5);
      rows.forEach((row, i) => expect(row).toHaveTextContent(formatLapTime(car.laps[i].seconds)));
    }

    const chart = await screen.findByRole('list', { name: 'Diagram (test)' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(CARS.length);
  });

  it('moves focus to the results heading after a run, also when the results UI arrives late', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Kjør simulering' }));
    const heading = await screen.findByRole('heading', { name: /Resultat/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('marks incidents in the lap table with their Norwegian text', async () => {
    const user = userEvent.setup();
    // Every draw below every probability: all three incidents on every lap.
    renderScreen(<F1Simulator random={() => 0} />);
    await user.click(screen.getByRole('button', { name: 'Kjør simulering' }));
    const table = await screen.findByRole('table', { name: `Rundetider for ${CARS[0].name}` });
    expect(within(table).getByText('Bommet på bremsingen +5 s')).toBeInTheDocument();
    expect(within(table).getByText('Spinn +8 s')).toBeInTheDocument();
    expect(within(table).getByText('Tekniske problemer +15 s')).toBeInTheDocument();
    // 104.4 s base + 28 s of penalties.
    expect(within(table).getByText('2:12.400')).toBeInTheDocument();
  });

  it('shows a retirement and no winner when no engine lasts the race', async () => {
    const { user } = setup();
    await fill(user, /Antall runder/, '4');
    await fill(user, /Motorholdbarhet/, '2');
    await user.click(screen.getByRole('button', { name: 'Kjør simulering' }));
    expect(await screen.findByText('Ingen vinner')).toBeInTheDocument();
    expect(screen.queryByText(/^Vinner:/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Brøt på runde \d \(DNF\)/)).toHaveLength(3);
  });

  it('refuses a run with bad input, explains each field and shows no results', async () => {
    const { user } = setup();
    // A good run first, so we also see stale results go away.
    await user.click(screen.getByRole('button', { name: 'Kjør simulering' }));
    expect(await screen.findByRole('heading', { name: /Resultat/ })).toBeInTheDocument();

    await fill(user, /Antall runder/, '0');
    await fill(user, /Fart/, '5000');
    await fill(user, /Motorholdbarhet/, '-1');
    await user.click(screen.getByRole('button', { name: 'Kjør simulering' }));

    expect(screen.getByText('Løpet må ha minst 1 runde.')).toBeInTheDocument();
    expect(screen.getByText('Farten kan være høyst 400 km/t.')).toBeInTheDocument();
    expect(screen.getByText('Motorens holdbarhet må være minst 1.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Antall runder/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Simuleringen ble ikke kjørt');
    expect(screen.queryByRole('heading', { name: /Resultat/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Vinner:/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Antall runder/)).toHaveFocus());
  });

  it('clears a field message when the field is edited and runs once the input is fixed', async () => {
    const { user } = setup();
    await fill(user, /Antall runder/, '-2');
    await user.click(screen.getByRole('button', { name: 'Kjør simulering' }));
    // Validation is fetched with the rest of a run; it may arrive a moment after the click.
    expect(await screen.findByText('Løpet må ha minst 1 runde.')).toBeInTheDocument();

    await fill(user, /Antall runder/, '3');
    expect(screen.queryByText('Løpet må ha minst 1 runde.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kjør simulering' }));
    expect(await screen.findByRole('heading', { name: /Resultat/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: `Rundetider for ${CARS[2].name}` });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
  });
});
