'use client';
import { suggestionsRead } from '@/lib/roadmap/data';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
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
    <DatabaseGate label="veikartet">
      <Roadmap />
    </DatabaseGate>
  );
}
