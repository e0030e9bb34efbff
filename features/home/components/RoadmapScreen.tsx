'use client';
import { suggestionsRead } from '@/features/home/lib/data';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import Loading from '@/components/ui/Loading';
import SuggestForm from './SuggestForm';
import SuggestionList from './SuggestionList';

export function Roadmap() {
  const suggestions = useDbValue(suggestionsRead);
  return (
    <>
      <SuggestForm />
      <DbView result={suggestions} loadingLabel="Henter veikartet …">
        {(list) => <SuggestionList suggestions={list} />}
      </DbView>
    </>
  );
}

export default function RoadmapScreen() {
  return (
    // Under the tiles on the home page: the tiles come first, the list when the page has settled.
    <DatabaseGate label="veikartet" start="afterLoad" fallback={<Loading label="Henter veikartet …" />}>
      <Roadmap />
    </DatabaseGate>
  );
}
